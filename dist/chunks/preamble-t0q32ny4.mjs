import {
  kitRoot2
} from "./main-hamzxpfh.mjs";
import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-d58zdv6h.mjs";
import"./main-jsv1y7qe.mjs";
import {
  readConfig2,
  getConfig2
} from "./main-jy69ab3m.mjs";
import {
  checkSessionId2,
  resolveSession2
} from "./main-j8hd23f1.mjs";
import {
  DEFAULT_TTL_MINUTES2,
  touchSession2,
  countActiveSessions2,
  sweepSessions2
} from "./main-0nj62708.mjs";
import {
  sessionKind2
} from "./main-0bpvm2qg.mjs";
import {
  keysForTier
} from "./main-94wzr1ra.mjs";
import {
  SKILL_PATTERN
} from "./main-98xawz64.mjs";
import {
  package_default
} from "./main-vygz9wb4.mjs";
import {
  findRepo,
  headBranch
} from "./main-8g63yjt3.mjs";
import {
  safeLine,
  safeVersion
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  str3,
  num2,
  bool2
} from "./main-bqvsw311.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-gsrvpmny.mjs";
import {
  usage,
  badFlag
} from "./main-4q1q6370.mjs";

// lib/cli/commands/preamble.ts
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
var OUTCOMES = ["success", "error", "abort", "unknown"];
var FINISH_WINDOW_MS = 24 * 3600000;
var preamble_default = {
  help: `usage: gstack-preamble --skill NAME --tier 1-4 [--session-id ID]
       gstack-preamble --finish --skill NAME --outcome success|error|abort|unknown [--session-id ID]

The one call of a generated skill's preamble. Prints the KEY: value lines its tier's prose
reads (tier 1: BRANCH, SESSION_KIND, PROACTIVE, SKILL_PREFIX, TELEMETRY, TEL_PROMPTED,
PROACTIVE_PROMPTED; 2: + ACTIVE_SESSIONS, EXPLAIN_LEVEL, CHECKPOINT_MODE, CHECKPOINT_PUSH,
LEARNINGS and the top 3 learnings when there are more than 5; 3: + REPO_MODE), plus
UPGRADE_AVAILABLE or JUST_UPGRADED from a local check only. It also does the run's bookkeeping:
touches the session marker sessions/<ID>, sweeps stale ones, appends a timeline "started" event
(session <ID>-<epoch seconds>) and, when telemetry is on, a skill_start analytics record.
--finish appends the "completed" event with the duration since the matching "started" one
(the newest of this skill for this session in the last 24 hours) and, when telemetry is on,
the skill_run record. Nothing here touches the network.
--session-id ID  the session id (default, highest first: GSTACK_SESSION_ID,
                 CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, the calling shell's $PPID: the agent)
Exit: 0 (a bookkeeping step that fails is reported on stderr and skipped), 2 usage (also a
--skill, --tier or --outcome value it does not take).`,
  async run(io) {
    const p = parseArgs(io.argv, { skill: "string", tier: "number", finish: "boolean", outcome: "string", "session-id": "string" });
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const skill = str3(p, "skill");
    if (skill === undefined)
      throw usage("--skill NAME is required");
    if (!SKILL_PATTERN.test(skill))
      throw badFlag("skill", "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit", skill);
    const idFlag = str3(p, "session-id");
    if (idFlag !== undefined)
      checkSessionId2(idFlag, "--session-id");
    if (bool2(p, "finish")) {
      if (p.flags.tier !== undefined)
        throw usage("--tier applies to the start call only");
      const outcome = str3(p, "outcome");
      if (outcome === undefined)
        throw usage("--finish needs --outcome success|error|abort|unknown");
      if (!OUTCOMES.includes(outcome))
        throw badFlag("outcome", OUTCOMES.join(", "), outcome);
      return finish(io, skill, outcome, idFlag);
    }
    if (p.flags.outcome !== undefined)
      throw usage("--outcome applies to --finish only");
    const tier = num2(p, "tier");
    if (tier === undefined)
      throw usage("--tier 1-4 is required");
    if (tier < 1 || tier > 4)
      throw badFlag("tier", "1, 2, 3 or 4", tier);
    return start(io, skill, tier, idFlag);
  }
};
async function step(io, what, fallback, fn) {
  try {
    return await fn();
  } catch (err) {
    io.err(`gstack-preamble: ${what}: ${(err?.message ?? String(err)).replace(/\s+/g, " ")}
`);
    return fallback;
  }
}
function rawBranch(cwd) {
  const repo = findRepo(cwd);
  return repo && headBranch(repo) || "unknown";
}
async function settings(paths) {
  let entries = new Map;
  try {
    entries = await readConfig2(paths.config);
  } catch {}
  return {
    entries,
    get: async (key) => await getConfig2(paths.config, key, entries).catch(() => {
      return;
    }) ?? ""
  };
}
var oneOf = (v, allowed, fallback) => allowed.includes(v) ? v : fallback;
async function ttlOf(cfg) {
  const n = Number(await cfg.get("session_ttl_minutes"));
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TTL_MINUTES2;
}
async function start(io, skill, tier, idFlag) {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const cfg = await settings(paths);
  const values = new Map;
  const extra = [];
  const now = Date.now();
  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  values.set("BRANCH", branch);
  values.set("SESSION_KIND", await step(io, "session kind", "interactive", () => sessionKind2(env).kind));
  values.set("PROACTIVE", await cfg.get("proactive") === "false" ? "false" : "true");
  values.set("SKILL_PREFIX", await cfg.get("skill_prefix") === "true" ? "true" : "false");
  const telemetryTier = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const dnt = env.DO_NOT_TRACK?.trim().toLowerCase();
  const doNotTrack = Boolean(dnt && dnt !== "0" && dnt !== "false");
  values.set("TELEMETRY", doNotTrack ? "off" : telemetryTier);
  values.set("TEL_PROMPTED", doNotTrack || cfg.entries.has("telemetry") || existsSync(paths.file(".telemetry-prompted")) ? "yes" : "no");
  values.set("PROACTIVE_PROMPTED", cfg.entries.has("proactive") || existsSync(paths.file(".proactive-prompted")) ? "yes" : "no");
  const ttl = await ttlOf(cfg);
  const sessionId = await step(io, "session id", "", async () => (await resolveSession2(env, { id: idFlag, field: "--session-id" })).id);
  const headless = values.get("SESSION_KIND") === "headless";
  if (sessionId)
    await step(io, "session marker", "", () => touchSession2(paths, sessionId, now, headless));
  await step(io, "session sweep", [], () => sweepSessions2(paths, ttl, now));
  if (tier >= 2) {
    values.set("ACTIVE_SESSIONS", String(await step(io, "session count", 1, () => Math.max(1, countActiveSessions2(paths, ttl, now)))));
    values.set("EXPLAIN_LEVEL", oneOf(await cfg.get("explain_level"), ["default", "terse"], "default"));
    values.set("CHECKPOINT_MODE", oneOf(await cfg.get("checkpoint_mode"), ["explicit", "continuous"], "explicit"));
    values.set("CHECKPOINT_PUSH", await cfg.get("checkpoint_push") === "true" ? "true" : "false");
    await step(io, "learnings", undefined, async () => {
      const { count, top } = await learningsSummary(paths, now);
      values.set("LEARNINGS", String(count));
      extra.push(...top);
    });
  }
  if (tier >= 3) {
    values.set("REPO_MODE", await step(io, "repo mode", "unknown", async () => (await (await import("./repo-mode-vwy42qtb.mjs")).detect(paths, env, false)).mode));
  }
  const runId = `${sessionId || "0"}-${Math.floor(now / 1000)}`;
  await step(io, "timeline", undefined, async () => {
    const { appendTimelineEvent, validateTimelineEvent } = await import("./timeline-p10q0mhh.mjs");
    await appendTimelineEvent(paths, validateTimelineEvent({ skill, event: "started", branch, session: runId }, new Date(now)));
  });
  if (values.get("TELEMETRY") !== "off") {
    await step(io, "analytics", undefined, async () => {
      const { appendSkillUsage } = await import("./telemetry-1y8ybky7.mjs");
      await appendSkillUsage(paths, { skill, event_type: "skill_start", session_id: runId, outcome: "started" });
    });
  }
  const upgrade = await cfg.get("update_check") === "false" ? [] : await step(io, "upgrade check", [], () => upgradeLines(paths, env, io.cwd));
  const lines = [];
  for (const k of keysForTier(tier)) {
    lines.push(`${k.key}: ${safeLine(values.get(k.key) ?? k.fallback)}`);
    if (k.key === "LEARNINGS")
      lines.push(...extra.map(safeLine));
  }
  lines.push(...upgrade.map(safeLine));
  const sync = await step(io, "sync status", undefined, () => syncLine(paths, cfg));
  if (sync)
    lines.push(sync);
  io.out(`${lines.join(`
`)}
`);
  return 0;
}
async function finish(io, skill, outcome, idFlag) {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const now = Date.now();
  const cfg = await settings(paths);
  const sessionId = await step(io, "session id", "", async () => (await resolveSession2(env, { id: idFlag, field: "--session-id" })).id);
  if (sessionId)
    await step(io, "session marker", "", () => touchSession2(paths, sessionId, now));
  const { appendTimelineEvent, validateTimelineEvent } = await import("./timeline-p10q0mhh.mjs");
  const { readTail } = await import("./jsonl-5q0x85t0.mjs");
  const prefix = `${sessionId || "0"}-`;
  const last = await step(io, "timeline", undefined, () => readTail(paths.timeline, {
    limit: 1,
    stop: (e) => typeof e.ts === "string" && Date.parse(e.ts) < now - FINISH_WINDOW_MS,
    accept: (e) => e.skill === skill && typeof e.session === "string" && e.session.startsWith(prefix)
  }).records[0]);
  if (last?.event === "completed") {
    io.err(`gstack-preamble: ${skill} was already finished (session ${String(last.session)}); nothing written
`);
    io.out(`COMPLETED: ${skill} already recorded
`);
    return 0;
  }
  const startedMs = last ? Date.parse(String(last.ts)) : NaN;
  const duration = Number.isFinite(startedMs) ? Math.max(0, Math.round((now - startedMs) / 1000)) : undefined;
  const runId = typeof last?.session === "string" ? last.session : `${prefix}${Math.floor(now / 1000)}`;
  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  const event = { skill, event: "completed", branch, session: runId, outcome };
  if (duration !== undefined)
    event.duration_s = duration;
  const valid = validateTimelineEvent(event, new Date(now));
  await step(io, "timeline", undefined, () => appendTimelineEvent(paths, valid));
  const tel = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const { telemetryEnabled, appendSkillUsage } = await import("./telemetry-1y8ybky7.mjs");
  if (telemetryEnabled(env, tel)) {
    await step(io, "analytics", undefined, () => appendSkillUsage(paths, { skill, event_type: "skill_run", session_id: runId, outcome, duration_s: duration ?? null }));
  }
  await step(io, "sync", undefined, () => startAutoSync(io, paths, cfg));
  io.out(`COMPLETED: ${skill} ${outcome}${duration !== undefined ? ` ${duration}s` : " (no matching start)"}
`);
  return 0;
}
async function learningsSummary(paths, now) {
  let st;
  try {
    st = statSync(paths.learnings);
  } catch (err) {
    if (err.code === "ENOENT")
      return { count: 0, top: [] };
    throw err;
  }
  const hour = new Date(now).toISOString().slice(0, 13);
  const cacheFile = paths.project("learnings-summary.json");
  try {
    const c = JSON.parse(readIfExists(cacheFile) ?? "null");
    if (c?.v === 1 && c.size === st.size && c.mtime_ms === st.mtimeMs && c.ino === st.ino && c.hour === hour && Number.isInteger(c.count) && Array.isArray(c.top) && c.top.every((l) => typeof l === "string"))
      return c;
  } catch {}
  const { countAndSearchLearnings } = await import("./learnings-rt36hfnm.mjs");
  const { count, results } = countAndSearchLearnings(paths, { limit: 3, now });
  const top = count > 5 ? results.map((l) => `- [${flat(l.type)}] ${flat(l.key)} (${l.effective_confidence}/10): ${flat(l.insight)}`) : [];
  const summary = { v: 1, size: st.size, mtime_ms: st.mtimeMs, ino: st.ino, hour, count, top };
  try {
    writeFileAtomic(cacheFile, `${JSON.stringify(summary)}
`);
  } catch {}
  return { count, top };
}
async function syncLine(paths, cfg) {
  const mode = await cfg.get("sync");
  const { readStatus, statusFile, syncWord } = await import("./status-k1jm3j1r.mjs");
  if ((mode === "off" || !mode) && !existsSync(statusFile(paths.root)))
    return;
  return `SYNC: ${syncWord(readStatus(paths.root), mode)}`;
}
async function startAutoSync(io, paths, cfg) {
  if (await cfg.get("sync") !== "auto")
    return;
  const { claimAutoRun } = await import("./status-k1jm3j1r.mjs");
  if (!claimAutoRun(paths.root))
    return;
  const { spawn } = await import("node:child_process");
  const child = spawn(join(kitRoot2(), "bin", "gstack-sync"), ["now"], { cwd: io.cwd, env: io.env, detached: true, stdio: "ignore" });
  child.on("error", () => {
    return;
  });
  child.unref();
}
var flat = safeLine;
function semver(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(safeVersion(v));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}
function newer(a, b) {
  for (let i = 0;i < 3; i++)
    if (a[i] !== b[i])
      return a[i] > b[i];
  return false;
}
function upgradeLines(paths, env, cwd) {
  const out = [];
  const current = semver(package_default.version);
  if (!current)
    return out;
  const seenFile = paths.file("kit-version");
  const seen = semver(readIfExists(seenFile)?.trim());
  if (!seen || newer(current, seen)) {
    if (seen)
      out.push(`JUST_UPGRADED: ${seen.join(".")} -> ${safeVersion(package_default.version)}`);
    writeFileAtomic(seenFile, `${package_default.version}
`);
  }
  const self = realpathSync(kitRoot2());
  const top = findRepo(cwd)?.workTree ?? cwd;
  const home = env.HOME ?? "";
  let best;
  for (const base of [top, home]) {
    if (!base)
      continue;
    for (const sub of [".claude/skills/gstack", ".agents/skills/gstack"]) {
      const dir = join(base, sub);
      let real;
      try {
        real = realpathSync(dir);
      } catch {
        continue;
      }
      if (real === self)
        continue;
      try {
        const other = JSON.parse(readFileSync(join(real, "package.json"), "utf8"));
        const v = semver(other.version);
        if (other.name === package_default.name && v && newer(v, best?.v ?? current))
          best = { v, text: other.version, dir };
      } catch {}
    }
  }
  if (best)
    out.push(`UPGRADE_AVAILABLE: ${safeVersion(package_default.version)} -> ${safeVersion(best.text)} (${safeLine(best.dir)})`);
  return out;
}
export {
  preamble_default as default
};
