// gstack-preamble --finish: the run's "completed" event, telemetry and the background sync.
import { kitRoot } from "../kit.ts";
import { StatePaths } from "../state/paths.ts";
import { touchSession } from "../state/sessions.ts";
import { resolveSession } from "../state/session-id.ts";
import { oneOf, rawBranch, settings, step, type Ctx, type Settings } from "./context.ts";
import { join } from "node:path";

/** --finish looks this far back for the matching `started` event. */
const FINISH_WINDOW_MS = 24 * 3_600_000;

/** The line to print (newline-terminated). */
export async function finishPreamble(
  io: Ctx,
  skill: string,
  outcome: string,
  idFlag: string | undefined,
): Promise<string> {
  const env = io.env;
  const paths = new StatePaths(env, io.cwd);
  const now = Date.now();
  const cfg = await settings(paths);
  const sessionId = await step(
    io,
    "session id",
    "",
    async () => (await resolveSession(env, { id: idFlag, field: "--session-id" })).id,
  );
  if (sessionId) await step(io, "session marker", "", () => touchSession(paths, sessionId, now));
  const { appendTimelineEvent, toTimelineEvent } = await import("../records/timeline.ts");
  const { readTail } = await import("../state/jsonl.ts");

  // The newest event of this skill in this session: a `started` one is the run to finish.
  const prefix = `${sessionId || "0"}-`;
  const last = await step(
    io,
    "timeline",
    undefined,
    () =>
      readTail<Record<string, unknown>>(paths.timeline, {
        limit: 1,
        stop: (e) => typeof e.ts === "string" && Date.parse(e.ts) < now - FINISH_WINDOW_MS,
        accept: (e) => e.skill === skill && typeof e.session === "string" && e.session.startsWith(prefix),
      }).records[0],
  );
  if (last?.event === "completed") {
    io.warn(`${skill} was already finished (session ${String(last.session)}); nothing written`);
    return `COMPLETED: ${skill} already recorded\n`;
  }
  const startedMs = last ? Date.parse(String(last.ts)) : NaN;
  const duration = Number.isFinite(startedMs) ? Math.max(0, Math.round((now - startedMs) / 1000)) : undefined;
  const runId = typeof last?.session === "string" ? last.session : `${prefix}${Math.floor(now / 1000)}`;
  const branch = await step(io, "branch", "unknown", () => rawBranch(io.cwd));
  const event: Record<string, unknown> = { skill, event: "completed", branch, session: runId, outcome };
  if (duration !== undefined) event.duration_s = duration;
  // A bookkeeping step like any other: an unwritable state root is reported, exit 0 (--help).
  const valid = toTimelineEvent(event, new Date(now));
  await step(io, "timeline", undefined, () => appendTimelineEvent(paths, valid, io.warnings));

  const tel = oneOf(await cfg.get("telemetry"), ["off", "anonymous", "community"], "off");
  const { telemetryEnabled, appendSkillUsage } = await import("../records/telemetry.ts");
  if (telemetryEnabled(env, tel)) {
    await step(io, "analytics", undefined, () =>
      appendSkillUsage(
        paths,
        { skill, event_type: "skill_run", session_id: runId, outcome, duration_s: duration ?? null },
        io.warnings,
      ),
    );
  }
  await step(io, "sync", undefined, () => startAutoSync(io, paths, cfg));
  return `COMPLETED: ${skill} ${outcome}${duration !== undefined ? ` ${duration}s` : " (no matching start)"}\n`;
}

/** sync: auto: a detached `gstack-sync now`, at most every 10 minutes; the skill never waits for it. */
async function startAutoSync(io: Ctx, paths: StatePaths, cfg: Settings): Promise<void> {
  if ((await cfg.get("sync")) !== "auto") return;
  const { claimAutoRun } = await import("../sync/status.ts");
  if (!claimAutoRun(paths.root)) return;
  const { spawn } = await import("node:child_process");
  const child = spawn(join(kitRoot(), "bin", "gstack-sync"), ["now"], {
    cwd: io.cwd,
    env: io.env,
    detached: true,
    stdio: "ignore",
  });
  child.on("error", () => undefined);
  child.unref();
}
