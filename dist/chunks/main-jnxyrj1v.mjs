import {
  DIR_MODE,
  FILE_MODE,
  ensureDir
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/state/lock.ts
import { mkdirSync, readFileSync, renameSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
var WAIT_MS = 30000;
var UNOWNED_STALE_MS = 1e4;
var FOREIGN_STALE_MS = 10 * 60000;
function processStart(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  } catch {
    return;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields[0] === "Z" || fields[0] === "X")
    return "zombie";
  return fields[19];
}
function procHostname() {
  try {
    return readFileSync("/proc/sys/kernel/hostname", "latin1").replace(/\n$/, "") || undefined;
  } catch {
    return;
  }
}
var host;
function hostname() {
  host ??= procHostname() ?? process.getBuiltinModule("node:os").hostname();
  return host;
}
var self;
function me() {
  self ??= { pid: process.pid, start: processStart(process.pid), host: hostname(), nonce: "" };
  const word = () => (4294967296 + Math.floor(Math.random() * 4294967296)).toString(16).slice(1);
  return { ...self, nonce: word() + word() };
}
function lockOwner2(lockDir) {
  try {
    const o = JSON.parse(readFileSync(join(lockDir, "owner"), "utf8"));
    return typeof o?.pid === "number" && typeof o.nonce === "string" ? o : undefined;
  } catch {
    return;
  }
}
function ownerAlive(lockDir, owner) {
  const age = () => {
    try {
      return Date.now() - statSync(lockDir).mtimeMs;
    } catch {
      return 0;
    }
  };
  if (!owner)
    return age() < UNOWNED_STALE_MS;
  if (owner.host !== hostname())
    return age() < FOREIGN_STALE_MS;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if (err.code === "ESRCH")
      return false;
  }
  const start = processStart(owner.pid);
  if (start === "zombie")
    return false;
  return start === undefined || owner.start === undefined || start === owner.start;
}
function tryLock(lockDir, owner) {
  const tmp = `${lockDir}.${owner.nonce}`;
  mkdirSync(tmp, { mode: DIR_MODE });
  try {
    writeFileSync(join(tmp, "owner"), JSON.stringify(owner), { flag: "wx", mode: FILE_MODE });
    renameSync(tmp, lockDir);
    return true;
  } catch (err) {
    removeLock(tmp);
    const code = err.code;
    if (code === "ENOTEMPTY" || code === "EEXIST" || code === "EISDIR")
      return false;
    throw err;
  }
}
function removeLock(lockDir) {
  try {
    unlinkSync(join(lockDir, "owner"));
  } catch {}
  try {
    rmdirSync(lockDir);
  } catch {}
}
function takeOver(lockDir, seen) {
  const guard = `${lockDir}.takeover`;
  try {
    mkdirSync(guard, { mode: DIR_MODE });
  } catch (err) {
    if (err.code !== "EEXIST")
      throw err;
    try {
      if (Date.now() - statSync(guard).mtimeMs > UNOWNED_STALE_MS)
        rmdirSync(guard);
    } catch {}
    return;
  }
  try {
    const now = lockOwner2(lockDir);
    if (now?.nonce === seen?.nonce && !ownerAlive(lockDir, now))
      removeLock(lockDir);
  } finally {
    rmdirSync(guard);
  }
}
function backoff(attempt) {
  return Math.min(100, 5 * 1.2 ** attempt) * (1 + Math.random());
}
async function withLock2(path, fn, opts = {}) {
  ensureDir(dirname(path));
  const lockDir = `${path}.lock`;
  const owner = me();
  const waitMs = opts.waitMs ?? WAIT_MS;
  const deadline = Date.now() + waitMs;
  for (let attempt = 0;; attempt++) {
    let held;
    try {
      if (tryLock(lockDir, owner))
        break;
      held = lockOwner2(lockDir);
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
    if (lockOwner2(lockDir)?.nonce === owner.nonce)
      removeLock(lockDir);
  }
}
var LOCK_NAME2 = /\.(jsonl|yaml|json)\.lock(\.takeover|\.[0-9a-f]{16})?$/;
function isLockFolder2(dir, names) {
  return LOCK_NAME2.test(dir) && names.every((n) => n === "owner");
}
function lockIsStale2(lockDir) {
  return !ownerAlive(lockDir, lockOwner2(lockDir));
}
function removeStaleLock2(lockDir) {
  if (lockDir.endsWith(".takeover"))
    rmdirSync(lockDir);
  else
    takeOver(lockDir, lockOwner2(lockDir));
}

export { lockOwner2, withLock2, LOCK_NAME2, isLockFolder2, lockIsStale2, removeStaleLock2 };
