// Session markers: sessions/<id>, touched on every skill start; "active" means touched within
// the TTL (config session_ttl_minutes, default 120). One file per id, so no lock is needed.
// A marker of a headless run holds the word "headless": nobody is there to come back to it, so
// it counts as active for HEADLESS_TTL_MINUTES at most (a long `claude -p` run touches it again
// at every skill start). The SessionEnd hook removes a session's marker when the session ends.
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  futimesSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import type { StatePaths } from "./paths.ts";
import { ensureDir, FILE_MODE } from "./fs.ts";
import { GstackError, ioError } from "../core/errors.ts";

import { checkSessionId, SESSION_ID } from "./session-id.ts";

export { checkSessionId, SESSION_ID };
export const DEFAULT_TTL_MINUTES = 120;
export const HEADLESS_TTL_MINUTES = 15;
const HEADLESS = "headless\n";

export interface SessionInfo {
  id: string;
  /** Last touch, ms since the epoch. */
  mtimeMs: number;
  ageSeconds: number;
  active: boolean;
  headless: boolean;
}

/**
 * Creates or refreshes sessions/<id>. A marker that is a symlink is refused, never followed.
 * `headless` marks (or unmarks) the run as one nobody attends; undefined leaves the mark as is.
 */
export function touchSession(paths: StatePaths, id: string, now = Date.now(), headless?: boolean): string {
  checkSessionId(id, "id");
  const dir = paths.sessions;
  const file = join(dir, id);
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW, FILE_MODE);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      ensureDir(dir);
      return touchSession(paths, id, now, headless);
    }
    if (code === "ELOOP") throw new GstackError(`refusing to touch ${file}: it is a symlink`, "io");
    throw ioError(err, `cannot touch ${file}`);
  }
  try {
    // A second name for the marker (a hard link) would have its owner's file touched too.
    if (fstatSync(fd).nlink > 1)
      throw new GstackError(`refusing to touch ${file}: it has other hard links (gstack-doctor reports them)`, "io");
    if (headless !== undefined) {
      ftruncateSync(fd, 0);
      if (headless) writeSync(fd, HEADLESS, 0);
    }
    const t = now / 1000;
    futimesSync(fd, t, t);
  } catch (err) {
    throw ioError(err, `cannot touch ${file}`);
  } finally {
    closeSync(fd);
  }
  return file;
}

/** Every marker, newest first. Entries that are not regular files with a valid id are skipped. */
export function listSessions(paths: StatePaths, ttlMin = DEFAULT_TTL_MINUTES, now = Date.now()): SessionInfo[] {
  let names: string[];
  try {
    names = readdirSync(paths.sessions);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw ioError(err, `cannot read ${paths.sessions}`);
  }
  const ttlMs = ttlMin * 60_000;
  const out: SessionInfo[] = [];
  for (const id of names) {
    if (!SESSION_ID.test(id)) continue;
    let st;
    try {
      st = lstatSync(join(paths.sessions, id));
    } catch {
      continue; // swept by someone else meanwhile
    }
    if (!st.isFile()) continue;
    const age = now - st.mtimeMs;
    // Only a marker of exactly that size can hold the mark: no read for the usual empty one.
    let headless = false;
    if (st.size === HEADLESS.length) {
      try {
        headless = readFileSync(join(paths.sessions, id), "utf8") === HEADLESS;
      } catch {
        /* swept meanwhile */
      }
    }
    const limit = headless ? Math.min(ttlMs, HEADLESS_TTL_MINUTES * 60_000) : ttlMs;
    out.push({
      id,
      mtimeMs: st.mtimeMs,
      ageSeconds: Math.max(0, Math.floor(age / 1000)),
      active: age <= limit,
      headless,
    });
  }
  return out.sort((a, b) => b.mtimeMs - a.mtimeMs || (a.id < b.id ? -1 : 1));
}

export function countActiveSessions(paths: StatePaths, ttlMin = DEFAULT_TTL_MINUTES, now = Date.now()): number {
  return listSessions(paths, ttlMin, now).filter((s) => s.active).length;
}

/** Removes markers older than the TTL; returns the ids removed. */
export function sweepSessions(paths: StatePaths, ttlMin = DEFAULT_TTL_MINUTES, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const s of listSessions(paths, ttlMin, now)) {
    if (s.active) continue;
    try {
      unlinkSync(join(paths.sessions, s.id));
      removed.push(s.id);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT")
        throw ioError(err, `cannot remove ${join(paths.sessions, s.id)}`);
    }
  }
  return removed;
}

/** Removes sessions/<id> (the SessionEnd hook). Returns whether there was one. */
export function removeSession(paths: StatePaths, id: string): boolean {
  checkSessionId(id, "id");
  const file = join(paths.sessions, id);
  try {
    unlinkSync(file); // a symlink there is removed itself, never followed
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw ioError(err, `cannot remove ${file}`);
  }
}

/** session_ttl_minutes from config.yaml; a bad value there falls back to the default. */
export async function sessionTtl(paths: StatePaths): Promise<number> {
  const { getConfig } = await import("./config.ts");
  return ttlMinutes(await getConfig(paths.config, "session_ttl_minutes"));
}

/** A configured TTL in minutes, or the default when it is not a whole number >= 1. */
export function ttlMinutes(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TTL_MINUTES;
}
