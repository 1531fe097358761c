import {
  checkSessionId2,
  resolveSession2
} from "./main-rhf6bxff.mjs";
import {
  kitRoot2
} from "./main-hamzxpfh.mjs";
import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  touchSession2,
  countActiveSessions2,
  sweepSessions2,
  ttlMinutes2
} from "./main-5649ykyf.mjs";
import {
  readConfig2,
  getConfig2
} from "./main-41t4c981.mjs";
import {
  keysForTier
} from "./main-94wzr1ra.mjs";
import {
  package_default
} from "./main-h5gsmbbg.mjs";
import {
  SKILL_PATTERN
} from "./main-ndsfx5fz.mjs";
import {
  sessionKind
} from "./main-fbyqkywv.mjs";
import {
  findRepo,
  headBranch
} from "./main-8g63yjt3.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  warningLines
} from "./main-td40fyyx.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-kt1qhm98.mjs";
import {
  usage,
  badFlag
} from "./main-90sp2g8n.mjs";

// lib/preamble/context.ts
async function step(io, what, fallback, fn) {
  try {
    return await fn();
  } catch (err) {
    io.warn(`${what}: ${(err?.message ?? String(err)).replace(/\s+/g, " ")}`);
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

// lib/preamble/finish.ts
import { join } from "node:path";
var FINISH_WINDOW_MS = 24 * 3600000;
async function finishPreamble(io, skill, outcome, idFlag) {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const now = Date.now();
  const cfg = await settings(paths);
  const sessionId = await step(io, "session id", "", async () => (await resolveSession2(env, { id: idFlag, field: "--session-id" })).id);
  if (sessionId)
    await step(io, "session marker", "", () => touchSession2(paths, sessionId, now));
  const { appendTimelineEvent, toTimelineEvent } = await import("./timeline-nyw3vvrm.mjs");
  const { readTail } = await import("./jsonl-1d8b8fwx.mjs");
  const prefix = `${sessionId || "0"}-`;
  const last = await step(io, "timeline", undefined, () => readTail(paths.timeline, {
    limit: 1,
    stop: (e) => typeof e.ts === "string" && Date.parse(e.ts) < now - FINISH_WINDOW_MS,
    accept: (e) => e.skill === skill && typeof e.session === "string" && e.session.startsWith(prefix)
  }).records[0]);
  if (last?.event === "completed") {
    io.warn(`${skill} was already finished (session ${String(last.session)}); nothing written`);
    return `COMPLETED: ${skill} already recorded
`;
  }
  const startedMs = last ? Date.parse(String(last.ts)) : NaN;
  const duration = Number.isFinite(startedMs) ? Math.max(0, Math.round((now - startedMs) / 1000)) : undefined;
  const runId = typeof last?.session === "string" ? last.session : `${prefix}${Math.floor(now / 1000)}`;
  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  const event = { skill, event: "completed", branch, session: runId, outcome };
  if (duration !== undefined)
    event.duration_s = duration;
  const valid = toTimelineEvent(event, new Date(now));
  await step(io, "timeline", undefined, () => appendTimelineEvent(paths, valid, io.warnings));
  const tel = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const { telemetryEnabled, appendSkillUsage } = await import("./telemetry-x951qy5q.mjs");
  if (telemetryEnabled(env, tel)) {
    await step(io, "analytics", undefined, () => appendSkillUsage(paths, { skill, event_type: "skill_run", session_id: runId, outcome, duration_s: duration ?? null }, io.warnings));
  }
  await step(io, "sync", undefined, () => startAutoSync(io, paths, cfg));
  return `COMPLETED: ${skill} ${outcome}${duration !== undefined ? ` ${duration}s` : " (no matching start)"}
`;
}
async function startAutoSync(io, paths, cfg) {
  if (await cfg.get("sync") !== "auto")
    return;
  const { claimAutoRun } = await import("./status-yy2998zz.mjs");
  if (!claimAutoRun(paths.root))
    return;
  const { spawn } = await import("node:child_process");
  const child = spawn(join(kitRoot2(), "bin", "gstack-sync"), ["now"], {
    cwd: io.cwd,
    env: io.env,
    detached: true,
    stdio: "ignore"
  });
  child.on("error", () => {
    return;
  });
  child.unref();
}

// lib/preamble/text.ts
var UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]+/gu;
function safeLine(v) {
  return String(v ?? "").replace(UNSAFE, " ");
}
var SEMVER = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(-[0-9A-Za-z.-]{1,64})?(\+[0-9A-Za-z.-]{1,64})?$/;
function safeVersion(v) {
  return typeof v === "string" && SEMVER.test(v) ? v : "unknown";
}

// lib/preamble/upgrade.ts
import { readFileSync, realpathSync } from "node:fs";
import { join as join2 } from "node:path";
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
  const seenFile = paths.kind("kitVersion");
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
      const dir = join2(base, sub);
      let real;
      try {
        real = realpathSync(dir);
      } catch {
        continue;
      }
      if (real === self)
        continue;
      try {
        const other = JSON.parse(readFileSync(join2(real, "package.json"), "utf8"));
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

// lib/preamble/start.ts
import { existsSync, statSync } from "node:fs";
async function startPreamble(io, skill, tier, idFlag) {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const cfg = await settings(paths);
  const values = new Map;
  const extra = [];
  const now = Date.now();
  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  values.set("BRANCH", branch);
  values.set("SESSION_KIND", await step(io, "session kind", "interactive", () => sessionKind(env).kind));
  values.set("PROACTIVE", await cfg.get("proactive") === "false" ? "false" : "true");
  values.set("SKILL_PREFIX", await cfg.get("skill_prefix") === "true" ? "true" : "false");
  const telemetryTier = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const dnt = env.DO_NOT_TRACK?.trim().toLowerCase();
  const doNotTrack = Boolean(dnt && dnt !== "0" && dnt !== "false");
  values.set("TELEMETRY", doNotTrack ? "off" : telemetryTier);
  values.set("TEL_PROMPTED", doNotTrack || cfg.entries.has("telemetry") || existsSync(paths.file(".telemetry-prompted")) ? "yes" : "no");
  values.set("PROACTIVE_PROMPTED", cfg.entries.has("proactive") || existsSync(paths.file(".proactive-prompted")) ? "yes" : "no");
  const ttl = ttlMinutes2(await cfg.get("session_ttl_minutes"));
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
    values.set("REPO_MODE", await step(io, "repo mode", "unknown", async () => (await (await import("./repo-mode-ktv23jay.mjs")).detect(paths, env, false)).mode));
  }
  const runId = `${sessionId || "0"}-${Math.floor(now / 1000)}`;
  await step(io, "timeline", undefined, async () => {
    const { appendTimelineEvent, toTimelineEvent } = await import("./timeline-nyw3vvrm.mjs");
    await appendTimelineEvent(paths, toTimelineEvent({ skill, event: "started", branch, session: runId }, new Date(now)), io.warnings);
  });
  if (values.get("TELEMETRY") !== "off") {
    await step(io, "analytics", undefined, async () => {
      const { appendSkillUsage } = await import("./telemetry-x951qy5q.mjs");
      await appendSkillUsage(paths, { skill, event_type: "skill_start", session_id: runId, outcome: "started" }, io.warnings);
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
  return `${lines.join(`
`)}
`;
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
  const cacheFile = paths.kind("learningsSummary");
  try {
    const c = JSON.parse(readIfExists(cacheFile) ?? "null");
    if (c?.v === 1 && c.size === st.size && c.mtime_ms === st.mtimeMs && c.ino === st.ino && c.hour === hour && Number.isInteger(c.count) && Array.isArray(c.top) && c.top.every((l) => typeof l === "string"))
      return c;
  } catch {}
  const { countAndSearchLearnings } = await import("./learnings-j9zf9s84.mjs");
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
  const { readStatus, statusFile, syncWord } = await import("./status-yy2998zz.mjs");
  if ((mode === "off" || !mode) && !existsSync(statusFile(paths.root)))
    return;
  return `SYNC: ${syncWord(readStatus(paths.root), mode)}`;
}
var flat = safeLine;

// lib/cli/commands/preamble.ts
var preamble_default = defineCommand({
  name: "preamble",
  about: `Two forms:
  gstack-preamble --skill NAME --tier 1-4 [--session-id ID]
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
the skill_run record. Nothing here touches the network.`,
  flags: {
    skill: { type: "string", arg: "NAME", about: "the skill (required)" },
    tier: {
      type: "integer",
      arg: "1-4",
      about: "the preamble tier (required without --finish)",
      min: 1,
      max: 4,
      allowed: "1, 2, 3 or 4"
    },
    finish: { type: "boolean", about: "the end-of-run call" },
    outcome: {
      type: "string",
      arg: "O",
      about: "how the run ended (required with --finish)",
      values: ["success", "error", "abort", "unknown"],
      allowed: "success, error, abort, unknown"
    },
    "session-id": {
      type: "string",
      arg: "ID",
      about: `the session id (default, highest first: GSTACK_SESSION_ID,
CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, the calling shell's $PPID: the agent)`
    }
  },
  exit: `0 (a bookkeeping step that fails is reported on stderr and skipped), 2 usage (also a
--skill, --tier or --outcome value it does not take).`
}, async (io, p) => {
  const { skill, tier, outcome } = p.flags;
  const idFlag = p.flags["session-id"];
  if (skill === undefined)
    throw usage("--skill NAME is required");
  if (!SKILL_PATTERN.test(skill))
    throw badFlag("skill", "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit", skill);
  if (idFlag !== undefined)
    checkSessionId2(idFlag, "--session-id");
  if (p.flags.finish) {
    if (tier !== undefined)
      throw usage("--tier applies to the start call only");
    if (outcome === undefined)
      throw usage("--finish needs --outcome success|error|abort|unknown");
    const c = ctx(io);
    const text = await finishPreamble(c, skill, outcome, idFlag);
    io.err(warningLines(c.warnings));
    io.out(text);
    return 0;
  }
  if (outcome !== undefined)
    throw usage("--outcome applies to --finish only");
  if (tier === undefined)
    throw usage("--tier 1-4 is required");
  const c = ctx(io);
  const text = await startPreamble(c, skill, tier, idFlag);
  io.err(warningLines(c.warnings));
  io.out(text);
  return 0;
});
function ctx(io) {
  return { env: io.env, cwd: io.cwd, warn: (line) => io.err(`gstack-preamble: ${line}
`), warnings: [] };
}
export {
  preamble_default as default
};
