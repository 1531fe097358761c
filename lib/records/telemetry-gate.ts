// What gstack-telemetry-log needs before it knows whether telemetry is on: the gate, gstack's
// field sanitiser, and this run's own pending marker. Kept apart from telemetry.ts so a call with
// telemetry off (the default) loads nothing else: no redaction, no git read, no record built.
import { readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import type { StatePaths } from "../state/paths.ts";

/** DO_NOT_TRACK (any value but empty, 0 or false) forces telemetry off; else the config tier decides. */
export function telemetryEnabled(env: NodeJS.ProcessEnv, configValue: string | undefined): boolean {
  const dnt = env.DO_NOT_TRACK?.trim().toLowerCase();
  if (dnt && dnt !== "0" && dnt !== "false") return false;
  return configValue === "anonymous" || configValue === "community";
}

/**
 * As gstack's json_safe, for a logger that must never lose its record: quotes, backslashes and
 * control characters (newlines, tabs) go, the rest is cut to 200 characters. Non-strings count
 * as absent.
 */
export function sanitizeField(v: unknown, max = 200): string | undefined {
  if (typeof v !== "string") return undefined;
  return v.replace(/["\\\u0000-\u001f\u007f]/g, "").slice(0, max);
}

/** The pending markers (analytics/.pending-<session>) gstack's preamble leaves at a skill's start. */
export function pendingMarkers(paths: StatePaths): { dir: string; names: string[] } {
  const dir = paths.file("analytics");
  try {
    return { dir, names: readdirSync(dir).filter((n) => n.startsWith(".pending-")) };
  } catch {
    return { dir, names: [] };
  }
}

/** Removes this session's own marker (found by listing, so a session id is never a path). */
export function removeOwnPending(paths: StatePaths, sessionId: string): void {
  const { dir, names } = pendingMarkers(paths);
  if (!names.includes(`.pending-${sessionId}`)) return;
  try {
    unlinkSync(join(dir, `.pending-${sessionId}`));
  } catch {
    /* raced with another finisher */
  }
}
