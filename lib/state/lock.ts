// Cross-process lock for read-modify-write, compaction and rotation.
//
// `<file>.lock` is a folder made with one mkdir (atomic) holding `owner`: the holder's pid, its
// process start time (Linux /proc/<pid>/stat field 22) and host. A lock is stale only when its
// owner is gone: the pid is dead or a zombie, or now names another process (another start time).
// A live holder keeps its lock however long its synchronous work runs, unlike an mtime refresh
// timer, which starves under synchronous work and let a second writer take over a live lock
// (docs/decisions/0040-owner-checked-locks.md).
import { mkdirSync, readFileSync, renameSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { GstackError, ioError } from "../core/errors.ts";
import { DIR_MODE, FILE_MODE, ensureDir } from "./fs.ts";

/** How long a writer waits for a live holder before giving up (exit 3). */
const WAIT_MS = 30_000;
/** A lock folder without a readable owner is being made or released; this old, its maker died. */
const UNOWNED_STALE_MS = 10_000;
/** A holder on another host cannot be checked; its lock counts as live this long. */
const FOREIGN_STALE_MS = 10 * 60_000;

export interface LockOwner {
  pid: number;
  /** Process start time in clock ticks since boot; absent where /proc is not available. */
  start?: string;
  host: string;
  nonce: string;
}

export interface LockOptions {
  /** Longest wait for a live holder, in ms (default 30 s). */
  waitMs?: number;
}

/** Start time of a process (clock ticks since boot), "zombie", or undefined when unknown. */
function processStart(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return undefined;
  }
  // comm (field 2) may hold spaces and parentheses: fields 3.. follow the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields[0] === "Z" || fields[0] === "X") return "zombie";
  return fields[19];
}

/**
 * os.hostname() (uname's nodename), read from /proc where it is there: loading node:os costs a
 * writer ~0.4 ms of start-up (decision 0084).
 */
function procHostname(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/hostname", "latin1").replace(/\n$/, "") || undefined;
  } catch {
    return undefined;
  }
}
let host: string | undefined;
/** Read on first use, so importing this module reads nothing and needs no top-level await. */
function hostname(): string {
  host ??= procHostname() ?? (process.getBuiltinModule("node:os") as typeof import("node:os")).hostname();
  return host;
}

let self: LockOwner | undefined;
function me(): LockOwner {
  self ??= { pid: process.pid, start: processStart(process.pid), host: hostname(), nonce: "" };
  // The nonce tells this acquisition from any other (another process, or this one's earlier
  // lock); it guards nothing against an adversary, who would need to write in the 0700 state
  // folder. So Math.random, seeded per process: node:crypto costs a writer ~4 ms to import
  // (decision 0080), Web Crypto's first getRandomValues ~0.3 ms (0084). 16 hex digits.
  const word = () => (0x100000000 + Math.floor(Math.random() * 0x100000000)).toString(16).slice(1);
  return { ...self, nonce: word() + word() };
}

/** The owner recorded in a lock folder, or undefined when there is none (yet) or it is unreadable. */
export function lockOwner(lockDir: string): LockOwner | undefined {
  try {
    const o = JSON.parse(readFileSync(join(lockDir, "owner"), "utf8"));
    return typeof o?.pid === "number" && typeof o.nonce === "string" ? (o as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** True while the lock's owner may still be running. */
function ownerAlive(lockDir: string, owner: LockOwner | undefined): boolean {
  const age = () => {
    try {
      return Date.now() - statSync(lockDir).mtimeMs;
    } catch {
      return 0;
    }
  };
  if (!owner) return age() < UNOWNED_STALE_MS;
  if (owner.host !== hostname()) return age() < FOREIGN_STALE_MS;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
    // EPERM: the pid exists (another user's process); go on to the start time.
  }
  const start = processStart(owner.pid);
  if (start === "zombie") return false;
  // Without /proc on either side, a live pid is taken as the owner (pid reuse is not detected).
  return start === undefined || owner.start === undefined || start === owner.start;
}

/**
 * The lock appears whole: a private folder `<lock>.<nonce>` gets the owner record, then is
 * renamed to `<lock>`, which fails while a lock (never empty) is there. A holder killed half-way
 * leaves no ownerless lock for others to wait out. Synchronous calls: in the compiled build they
 * cost ~0.25 ms a lock and release, the fs.promises ones ~0.6 ms and ~1 ms more to load
 * node:fs/promises (decision 0084; 0040 measured the opposite under an older Bun).
 */
function tryLock(lockDir: string, owner: LockOwner): boolean {
  const tmp = `${lockDir}.${owner.nonce}`;
  mkdirSync(tmp, { mode: DIR_MODE }); // umask can only narrow 0700
  try {
    writeFileSync(join(tmp, "owner"), JSON.stringify(owner), { flag: "wx", mode: FILE_MODE });
    renameSync(tmp, lockDir);
    return true;
  } catch (err) {
    removeLock(tmp);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOTEMPTY" || code === "EEXIST" || code === "EISDIR") return false;
    throw err;
  }
}

function removeLock(lockDir: string): void {
  try {
    unlinkSync(join(lockDir, "owner"));
  } catch {
    /* never written */
  }
  try {
    rmdirSync(lockDir);
  } catch {
    /* gone, or not a lock of ours (it has other files) */
  }
}

/**
 * Removes a stale lock. Two waiters may both find it stale; the second must not remove the lock
 * the first then made, so removals are serialised by `<lock>.takeover` and the owner is checked
 * again under it. A takeover lasts a few system calls; one older than UNOWNED_STALE_MS is dead.
 */
function takeOver(lockDir: string, seen: LockOwner | undefined): void {
  const guard = `${lockDir}.takeover`;
  try {
    mkdirSync(guard, { mode: DIR_MODE });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    try {
      if (Date.now() - statSync(guard).mtimeMs > UNOWNED_STALE_MS) rmdirSync(guard);
    } catch {
      /* released meanwhile */
    }
    return;
  }
  try {
    const now = lockOwner(lockDir);
    if (now?.nonce === seen?.nonce && !ownerAlive(lockDir, now)) removeLock(lockDir);
  } finally {
    rmdirSync(guard);
  }
}

/** Backoff between attempts: 5 ms growing by 1.2 to at most 100 ms, randomized. */
function backoff(attempt: number): number {
  return Math.min(100, 5 * 1.2 ** attempt) * (1 + Math.random());
}

/** Runs fn while holding `<path>.lock`. The file itself need not exist. */
export async function withLock<T>(path: string, fn: () => T | Promise<T>, opts: LockOptions = {}): Promise<T> {
  ensureDir(dirname(path));
  const lockDir = `${path}.lock`;
  const owner = me();
  const waitMs = opts.waitMs ?? WAIT_MS;
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    let held: LockOwner | undefined;
    try {
      if (tryLock(lockDir, owner)) break;
      held = lockOwner(lockDir);
      if (!ownerAlive(lockDir, held)) {
        takeOver(lockDir, held);
        continue;
      }
    } catch (err) {
      throw ioError(err, `cannot lock ${path}`);
    }
    if (Date.now() >= deadline) {
      const who = held ? `process ${held.pid}${held.host !== owner.host ? ` on ${held.host}` : ""}` : "another process";
      throw new GstackError(`cannot lock ${path}: held by ${who} for over ${waitMs / 1000} s`, "io");
    }
    await new Promise((r) => setTimeout(r, backoff(attempt)));
  }
  try {
    return await fn();
  } finally {
    // Ours unless removed by hand: then leave whatever is there alone.
    if (lockOwner(lockDir)?.nonce === owner.nonce) removeLock(lockDir);
  }
}

/**
 * The lock folders the layout names: `<state file>.lock` for a state file with one of the kinds'
 * extensions, its takeover guard and a lock being made (`.lock.<nonce>`). A project whose slug ends in `.lock` is not one.
 */
export const LOCK_NAME = /\.(jsonl|yaml|json)\.lock(\.takeover|\.[0-9a-f]{16})?$/;

/** True for a folder named as a lock that holds nothing but its owner record. */
export function isLockFolder(dir: string, names: string[]): boolean {
  return LOCK_NAME.test(dir) && names.every((n) => n === "owner");
}

/** True when nobody holds the lock any more (its owner is gone); for gstack-doctor. */
export function lockIsStale(lockDir: string): boolean {
  return !ownerAlive(lockDir, lockOwner(lockDir));
}

/** Removes a stale lock folder (never recursively: only its owner record and the folder). */
export function removeStaleLock(lockDir: string): void {
  if (lockDir.endsWith(".takeover")) rmdirSync(lockDir);
  else takeOver(lockDir, lockOwner(lockDir));
}
