import { kitRoot } from "../../kit.ts";
import type { Command, Io } from "../command.ts";
import { parseArgs, bool, num, str } from "../args.ts";
import { usage, badFlag } from "../errors.ts";
import { safeLine, safeVersion } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { SKILL_PATTERN } from "../../records/fields.ts";
import { getConfig, readConfig } from "../../state/config.ts";
import { readIfExists, writeFileAtomic } from "../../state/fs.ts";
import { findRepo, headBranch } from "../../state/git.ts";
import { countActiveSessions, DEFAULT_TTL_MINUTES, sweepSessions, touchSession } from "../../state/sessions.ts";
import { checkSessionId, resolveSession } from "../../state/session-id.ts";
import { keysForTier } from "../../generator/preamble-keys.ts";
import { sessionKind } from "./session-kind.ts";
import pkg from "../../../package.json" with { type: "json" };
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";

const OUTCOMES = ["success", "error", "abort", "unknown"] as const;
/** --finish looks this far back for the matching `started` event. */
const FINISH_WINDOW_MS = 24 * 3_600_000;

export default {
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
    if (p.positionals.length) throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const skill = str(p, "skill");
    if (skill === undefined) throw usage("--skill NAME is required");
    if (!SKILL_PATTERN.test(skill)) throw badFlag("skill", "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit", skill);
    const idFlag = str(p, "session-id");
    if (idFlag !== undefined) checkSessionId(idFlag, "--session-id");
    if (bool(p, "finish")) {
      if (p.flags.tier !== undefined) throw usage("--tier applies to the start call only");
      const outcome = str(p, "outcome");
      if (outcome === undefined) throw usage("--finish needs --outcome success|error|abort|unknown");
      if (!(OUTCOMES as readonly string[]).includes(outcome)) throw badFlag("outcome", OUTCOMES.join(", "), outcome);
      return finish(io, skill, outcome, idFlag);
    }
    if (p.flags.outcome !== undefined) throw usage("--outcome applies to --finish only");
    const tier = num(p, "tier");
    if (tier === undefined) throw usage("--tier 1-4 is required");
    if (tier < 1 || tier > 4) throw badFlag("tier", "1, 2, 3 or 4", tier);
    return start(io, skill, tier, idFlag);
  },
} satisfies Command;

/** Runs a step; on failure says why on stderr and returns the fallback. */
async function step<T>(io: Io, what: string, fallback: T, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    io.err(`gstack-preamble: ${what}: ${((err as Error)?.message ?? String(err)).replace(/\s+/g, " ")}\n`);
    return fallback;
  }
}

/** The branch as git names it (quotes and all; JSON.stringify makes it safe in records). */
function rawBranch(cwd: string): string {
  const repo = findRepo(cwd);
  return (repo && headBranch(repo)) || "unknown";
}

interface Settings {
  entries: Map<string, string>;
  get(key: string): Promise<string>;
}

async function settings(paths: StatePaths): Promise<Settings> {
  let entries = new Map<string, string>();
  try {
    entries = await readConfig(paths.config);
  } catch { /* a broken config.yaml: defaults everywhere */ }
  return {
    entries,
    get: async (key) => (await getConfig(paths.config, key, entries).catch(() => undefined)) ?? "",
  };
}

const oneOf = (v: string, allowed: string[], fallback: string) => (allowed.includes(v) ? v : fallback);

async function ttlOf(cfg: Settings): Promise<number> {
  const n = Number(await cfg.get("session_ttl_minutes"));
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TTL_MINUTES;
}

async function start(io: Io, skill: string, tier: number, idFlag: string | undefined): Promise<number> {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const cfg = await settings(paths);
  const values = new Map<string, string>();
  const extra: string[] = [];
  const now = Date.now();

  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  values.set("BRANCH", branch);
  values.set("SESSION_KIND", await step(io, "session kind", "interactive", () => sessionKind(env).kind));
  values.set("PROACTIVE", (await cfg.get("proactive")) === "false" ? "false" : "true");
  values.set("SKILL_PREFIX", (await cfg.get("skill_prefix")) === "true" ? "true" : "false");

  const telemetryTier = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const dnt = env.DO_NOT_TRACK?.trim().toLowerCase();
  const doNotTrack = Boolean(dnt && dnt !== "0" && dnt !== "false");
  values.set("TELEMETRY", doNotTrack ? "off" : telemetryTier);
  // Asked once: a marker file (gstack's) or the key set in config.yaml both count.
  values.set("TEL_PROMPTED", doNotTrack || cfg.entries.has("telemetry") || existsSync(paths.file(".telemetry-prompted")) ? "yes" : "no");
  values.set("PROACTIVE_PROMPTED", cfg.entries.has("proactive") || existsSync(paths.file(".proactive-prompted")) ? "yes" : "no");

  // Session marker and sweep, then the count (tier 2 prose reads it).
  const ttl = await ttlOf(cfg);
  const sessionId = await step(io, "session id", "", async () => (await resolveSession(env, { id: idFlag, field: "--session-id" })).id);
  const headless = values.get("SESSION_KIND") === "headless";
  if (sessionId) await step(io, "session marker", "", () => touchSession(paths, sessionId, now, headless));
  await step(io, "session sweep", [], () => sweepSessions(paths, ttl, now));
  if (tier >= 2) {
    values.set("ACTIVE_SESSIONS", String(await step(io, "session count", 1, () => Math.max(1, countActiveSessions(paths, ttl, now)))));
    values.set("EXPLAIN_LEVEL", oneOf(await cfg.get("explain_level"), ["default", "terse"], "default"));
    values.set("CHECKPOINT_MODE", oneOf(await cfg.get("checkpoint_mode"), ["explicit", "continuous"], "explicit"));
    values.set("CHECKPOINT_PUSH", (await cfg.get("checkpoint_push")) === "true" ? "true" : "false");
    await step(io, "learnings", undefined, async () => {
      const { count, top } = await learningsSummary(paths, now);
      values.set("LEARNINGS", String(count));
      extra.push(...top);
    });
  }
  if (tier >= 3) {
    values.set("REPO_MODE", await step(io, "repo mode", "unknown", async () => (await (await import("./repo-mode.ts")).detect(paths, env, false)).mode));
  }

  // The run's events: a run id per start, so --finish can pair them.
  const runId = `${sessionId || "0"}-${Math.floor(now / 1000)}`;
  await step(io, "timeline", undefined, async () => {
    const { appendTimelineEvent, toTimelineEvent } = await import("../../records/timeline.ts");
    await appendTimelineEvent(paths, toTimelineEvent({ skill, event: "started", branch, session: runId }, new Date(now)));
  });
  if (values.get("TELEMETRY") !== "off") {
    await step(io, "analytics", undefined, async () => {
      const { appendSkillUsage } = await import("../../records/telemetry.ts");
      await appendSkillUsage(paths, { skill, event_type: "skill_start", session_id: runId, outcome: "started" });
    });
  }

  const upgrade = (await cfg.get("update_check")) === "false" ? [] : await step(io, "upgrade check", [] as string[], () => upgradeLines(paths, env, io.cwd));

  const lines: string[] = [];
  for (const k of keysForTier(tier)) {
    lines.push(`${k.key}: ${safeLine(values.get(k.key) ?? k.fallback)}`);
    if (k.key === "LEARNINGS") lines.push(...extra.map(safeLine));
  }
  lines.push(...upgrade.map(safeLine));
  const sync = await step(io, "sync status", undefined, () => syncLine(paths, cfg));
  if (sync) lines.push(sync);
  io.out(`${lines.join("\n")}\n`);
  return 0;
}

async function finish(io: Io, skill: string, outcome: string, idFlag: string | undefined): Promise<number> {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const now = Date.now();
  const cfg = await settings(paths);
  const sessionId = await step(io, "session id", "", async () => (await resolveSession(env, { id: idFlag, field: "--session-id" })).id);
  if (sessionId) await step(io, "session marker", "", () => touchSession(paths, sessionId, now));
  const { appendTimelineEvent, toTimelineEvent } = await import("../../records/timeline.ts");
  const { readTail } = await import("../../state/jsonl.ts");

  // The newest event of this skill in this session: a `started` one is the run to finish.
  const prefix = `${sessionId || "0"}-`;
  const last = await step(io, "timeline", undefined, () => readTail<Record<string, unknown>>(paths.timeline, {
    limit: 1,
    stop: (e) => typeof e.ts === "string" && Date.parse(e.ts) < now - FINISH_WINDOW_MS,
    accept: (e) => e.skill === skill && typeof e.session === "string" && e.session.startsWith(prefix),
  }).records[0]);
  if (last?.event === "completed") {
    io.err(`gstack-preamble: ${skill} was already finished (session ${String(last.session)}); nothing written\n`);
    io.out(`COMPLETED: ${skill} already recorded\n`);
    return 0;
  }
  const startedMs = last ? Date.parse(String(last.ts)) : NaN;
  const duration = Number.isFinite(startedMs) ? Math.max(0, Math.round((now - startedMs) / 1000)) : undefined;
  const runId = typeof last?.session === "string" ? last.session : `${prefix}${Math.floor(now / 1000)}`;
  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  const event: Record<string, unknown> = { skill, event: "completed", branch, session: runId, outcome };
  if (duration !== undefined) event.duration_s = duration;
  // A bookkeeping step like any other: an unwritable state root is reported, exit 0 (--help).
  const valid = toTimelineEvent(event, new Date(now));
  await step(io, "timeline", undefined, () => appendTimelineEvent(paths, valid));

  const tel = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const { telemetryEnabled, appendSkillUsage } = await import("../../records/telemetry.ts");
  if (telemetryEnabled(env, tel)) {
    await step(io, "analytics", undefined, () =>
      appendSkillUsage(paths, { skill, event_type: "skill_run", session_id: runId, outcome, duration_s: duration ?? null }));
  }
  await step(io, "sync", undefined, () => startAutoSync(io, paths, cfg));
  io.out(`COMPLETED: ${skill} ${outcome}${duration !== undefined ? ` ${duration}s` : " (no matching start)"}\n`);
  return 0;
}

interface LearningsSummary {
  v: 1;
  /** learnings.jsonl as it was read: any append, rewrite or replacement changes one of these. */
  size: number;
  mtime_ms: number;
  ino: number;
  /** Confidence decays with age, so a summary is reused within the hour it was made (UTC). */
  hour: string;
  count: number;
  top: string[];
}

/**
 * LEARNINGS and its top-three lines. Indexing the file costs a few ms of cold code on every skill
 * start, so the result is kept in projects/<slug>/learnings-summary.json until learnings.jsonl
 * changes or the hour turns; a stale or unreadable summary is simply made again.
 */
async function learningsSummary(paths: StatePaths, now: number): Promise<{ count: number; top: string[] }> {
  let st;
  try {
    st = statSync(paths.learnings);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { count: 0, top: [] };
    throw err;
  }
  const hour = new Date(now).toISOString().slice(0, 13);
  const cacheFile = paths.project("learnings-summary.json");
  try {
    const c = JSON.parse(readIfExists(cacheFile) ?? "null") as LearningsSummary | null;
    if (c?.v === 1 && c.size === st.size && c.mtime_ms === st.mtimeMs && c.ino === st.ino && c.hour === hour
      && Number.isInteger(c.count) && Array.isArray(c.top) && c.top.every((l) => typeof l === "string")) return c;
  } catch { /* corrupt: made again below */ }
  const { countAndSearchLearnings } = await import("../../records/learnings.ts");
  const { count, results } = countAndSearchLearnings(paths, { limit: 3, now });
  // The top three only when there are more than five, as gstack does.
  const top = count > 5 ? results.map((l) => `- [${flat(l.type)}] ${flat(l.key)} (${l.effective_confidence}/10): ${flat(l.insight)}`) : [];
  const summary: LearningsSummary = { v: 1, size: st.size, mtime_ms: st.mtimeMs, ino: st.ino, hour, count, top };
  try {
    writeFileAtomic(cacheFile, `${JSON.stringify(summary)}\n`);
  } catch { /* a read-only state directory still gets the answer */ }
  return { count, top };
}

/**
 * `SYNC: ok|behind|error|off` once gstack-sync is set up (mode not off, or a status file):
 * from the status file alone, no git and no network.
 */
async function syncLine(paths: StatePaths, cfg: Settings): Promise<string | undefined> {
  const mode = await cfg.get("sync");
  const { readStatus, statusFile, syncWord } = await import("../../sync/status.ts");
  if ((mode === "off" || !mode) && !existsSync(statusFile(paths.root))) return undefined;
  return `SYNC: ${syncWord(readStatus(paths.root), mode)}`;
}

/** sync: auto: a detached `gstack-sync now`, at most every 10 minutes; the skill never waits for it. */
async function startAutoSync(io: Io, paths: StatePaths, cfg: Settings): Promise<void> {
  if ((await cfg.get("sync")) !== "auto") return;
  const { claimAutoRun } = await import("../../sync/status.ts");
  if (!claimAutoRun(paths.root)) return;
  const { spawn } = await import("node:child_process");
  const child = spawn(join(kitRoot(), "bin", "gstack-sync"), ["now"], { cwd: io.cwd, env: io.env, detached: true, stdio: "ignore" });
  child.on("error", () => undefined);
  child.unref();
}

/** One line without control characters, for text that goes back into a prompt. */
const flat = safeLine;

function semver(v: unknown): number[] | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(safeVersion(v));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function newer(a: number[], b: number[]): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/**
 * Local only: JUST_UPGRADED when this kit is newer than any seen before (state file
 * kit-version), UPGRADE_AVAILABLE when another installed copy of the kit (project or user
 * `.claude/skills/gstack`, `.agents/skills/gstack`) is newer than the one running.
 */
function upgradeLines(paths: StatePaths, env: NodeJS.ProcessEnv, cwd: string): string[] {
  const out: string[] = [];
  const current = semver(pkg.version);
  if (!current) return out;
  const seenFile = paths.file("kit-version");
  const seen = semver(readIfExists(seenFile)?.trim());
  if (!seen || newer(current, seen)) {
    if (seen) out.push(`JUST_UPGRADED: ${seen.join(".")} -> ${safeVersion(pkg.version)}`);
    writeFileAtomic(seenFile, `${pkg.version}\n`);
  }
  const self = realpathSync(kitRoot());
  const top = findRepo(cwd)?.workTree ?? cwd;
  const home = env.HOME ?? "";
  let best: { v: number[]; text: string; dir: string } | undefined;
  for (const base of [top, home]) {
    if (!base) continue;
    for (const sub of [".claude/skills/gstack", ".agents/skills/gstack"]) {
      const dir = join(base, sub);
      let real: string;
      try {
        real = realpathSync(dir);
      } catch {
        continue;
      }
      if (real === self) continue;
      try {
        const other = JSON.parse(readFileSync(join(real, "package.json"), "utf8")) as { name?: string; version?: string };
        const v = semver(other.version);
        if (other.name === pkg.name && v && newer(v, best?.v ?? current)) best = { v, text: other.version!, dir };
      } catch { /* not a kit */ }
    }
  }
  if (best) out.push(`UPGRADE_AVAILABLE: ${safeVersion(pkg.version)} -> ${safeVersion(best.text)} (${safeLine(best.dir)})`);
  return out;
}
