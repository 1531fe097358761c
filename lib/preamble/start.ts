// gstack-preamble's start call: the KEY: value lines of a tier, and the run's bookkeeping.
import { safeLine } from "./text.ts";
import { StatePaths } from "../state/paths.ts";
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import { countActiveSessions, sweepSessions, touchSession, ttlMinutes } from "../state/sessions.ts";
import { resolveSession } from "../state/session-id.ts";
import { sessionKind } from "../state/session-kind.ts";
import { keysForTier } from "../generator/preamble-keys.ts";
import { oneOf, rawBranch, settings, step, type Ctx, type Settings } from "./context.ts";
import { upgradeLines } from "./upgrade.ts";
import { existsSync, statSync } from "node:fs";

/** The lines to print (newline-terminated). */
export async function startPreamble(io: Ctx, skill: string, tier: number, idFlag: string | undefined): Promise<string> {
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
  values.set(
    "TEL_PROMPTED",
    doNotTrack || cfg.entries.has("telemetry") || existsSync(paths.file(".telemetry-prompted")) ? "yes" : "no",
  );
  values.set(
    "PROACTIVE_PROMPTED",
    cfg.entries.has("proactive") || existsSync(paths.file(".proactive-prompted")) ? "yes" : "no",
  );

  // Session marker and sweep, then the count (tier 2 prose reads it).
  const ttl = ttlMinutes(await cfg.get("session_ttl_minutes"));
  const sessionId = await step(
    io,
    "session id",
    "",
    async () => (await resolveSession(env, { id: idFlag, field: "--session-id" })).id,
  );
  const headless = values.get("SESSION_KIND") === "headless";
  if (sessionId) await step(io, "session marker", "", () => touchSession(paths, sessionId, now, headless));
  await step(io, "session sweep", [], () => sweepSessions(paths, ttl, now));
  if (tier >= 2) {
    values.set(
      "ACTIVE_SESSIONS",
      String(await step(io, "session count", 1, () => Math.max(1, countActiveSessions(paths, ttl, now)))),
    );
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
    values.set(
      "REPO_MODE",
      await step(
        io,
        "repo mode",
        "unknown",
        async () => (await (await import("../state/repo-mode.ts")).detect(paths, env, false)).mode,
      ),
    );
  }

  // The run's events: a run id per start, so --finish can pair them.
  const runId = `${sessionId || "0"}-${Math.floor(now / 1000)}`;
  await step(io, "timeline", undefined, async () => {
    const { appendTimelineEvent, toTimelineEvent } = await import("../records/timeline.ts");
    await appendTimelineEvent(
      paths,
      toTimelineEvent({ skill, event: "started", branch, session: runId }, new Date(now)),
      io.warnings,
    );
  });
  if (values.get("TELEMETRY") !== "off") {
    await step(io, "analytics", undefined, async () => {
      const { appendSkillUsage } = await import("../records/telemetry.ts");
      await appendSkillUsage(
        paths,
        { skill, event_type: "skill_start", session_id: runId, outcome: "started" },
        io.warnings,
      );
    });
  }

  const upgrade =
    (await cfg.get("update_check")) === "false"
      ? []
      : await step(io, "upgrade check", [] as string[], () => upgradeLines(paths, env, io.cwd));

  const lines: string[] = [];
  for (const k of keysForTier(tier)) {
    lines.push(`${k.key}: ${safeLine(values.get(k.key) ?? k.fallback)}`);
    if (k.key === "LEARNINGS") lines.push(...extra.map(safeLine));
  }
  lines.push(...upgrade.map(safeLine));
  const sync = await step(io, "sync status", undefined, () => syncLine(paths, cfg));
  if (sync) lines.push(sync);
  return `${lines.join("\n")}\n`;
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
  const cacheFile = paths.kind("learningsSummary");
  try {
    const c = JSON.parse(readIfExists(cacheFile) ?? "null") as LearningsSummary | null;
    if (
      c?.v === 1 &&
      c.size === st.size &&
      c.mtime_ms === st.mtimeMs &&
      c.ino === st.ino &&
      c.hour === hour &&
      Number.isInteger(c.count) &&
      Array.isArray(c.top) &&
      c.top.every((l) => typeof l === "string")
    )
      return c;
  } catch {
    /* corrupt: made again below */
  }
  const { countAndSearchLearnings } = await import("../records/learnings.ts");
  const { count, results } = countAndSearchLearnings(paths, { limit: 3, now });
  // The top three only when there are more than five, as gstack does.
  const top =
    count > 5
      ? results.map((l) => `- [${flat(l.type)}] ${flat(l.key)} (${l.effective_confidence}/10): ${flat(l.insight)}`)
      : [];
  const summary: LearningsSummary = { v: 1, size: st.size, mtime_ms: st.mtimeMs, ino: st.ino, hour, count, top };
  try {
    writeFileAtomic(cacheFile, `${JSON.stringify(summary)}\n`);
  } catch {
    /* a read-only state directory still gets the answer */
  }
  return { count, top };
}

/**
 * `SYNC: ok|behind|error|off` once gstack-sync is set up (mode not off, or a status file):
 * from the status file alone, no git and no network.
 */
async function syncLine(paths: StatePaths, cfg: Settings): Promise<string | undefined> {
  const mode = await cfg.get("sync");
  const { readStatus, statusFile, syncWord } = await import("../sync/status.ts");
  if ((mode === "off" || !mode) && !existsSync(statusFile(paths.root))) return undefined;
  return `SYNC: ${syncWord(readStatus(paths.root), mode)}`;
}

/** One line without control characters, for text that goes back into a prompt. */
const flat = safeLine;
