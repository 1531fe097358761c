import {
  SESSION_ID2,
  checkSessionId2
} from "./main-rhf6bxff.mjs";
import {
  FILE_MODE,
  ensureDir
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/state/sessions.ts
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
  writeSync
} from "node:fs";
import { join } from "node:path";
var DEFAULT_TTL_MINUTES2 = 120;
var HEADLESS_TTL_MINUTES = 15;
var HEADLESS = `headless
`;
function touchSession2(paths, id, now = Date.now(), headless) {
  checkSessionId2(id, "id");
  const dir = paths.sessions;
  const file = join(dir, id);
  let fd;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW, FILE_MODE);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT") {
      ensureDir(dir);
      return touchSession2(paths, id, now, headless);
    }
    if (code === "ELOOP")
      throw new GstackError(`refusing to touch ${file}: it is a symlink`, "io");
    throw ioError(err, `cannot touch ${file}`);
  }
  try {
    if (fstatSync(fd).nlink > 1)
      throw new GstackError(`refusing to touch ${file}: it has other hard links (gstack-doctor reports them)`, "io");
    if (headless !== undefined) {
      ftruncateSync(fd, 0);
      if (headless)
        writeSync(fd, HEADLESS, 0);
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
function listSessions2(paths, ttlMin = DEFAULT_TTL_MINUTES2, now = Date.now()) {
  let names;
  try {
    names = readdirSync(paths.sessions);
  } catch (err) {
    if (err.code === "ENOENT")
      return [];
    throw ioError(err, `cannot read ${paths.sessions}`);
  }
  const ttlMs = ttlMin * 60000;
  const out = [];
  for (const id of names) {
    if (!SESSION_ID2.test(id))
      continue;
    let st;
    try {
      st = lstatSync(join(paths.sessions, id));
    } catch {
      continue;
    }
    if (!st.isFile())
      continue;
    const age = now - st.mtimeMs;
    let headless = false;
    if (st.size === HEADLESS.length) {
      try {
        headless = readFileSync(join(paths.sessions, id), "utf8") === HEADLESS;
      } catch {}
    }
    const limit = headless ? Math.min(ttlMs, HEADLESS_TTL_MINUTES * 60000) : ttlMs;
    out.push({
      id,
      mtimeMs: st.mtimeMs,
      ageSeconds: Math.max(0, Math.floor(age / 1000)),
      active: age <= limit,
      headless
    });
  }
  return out.sort((a, b) => b.mtimeMs - a.mtimeMs || (a.id < b.id ? -1 : 1));
}
function countActiveSessions2(paths, ttlMin = DEFAULT_TTL_MINUTES2, now = Date.now()) {
  return listSessions2(paths, ttlMin, now).filter((s) => s.active).length;
}
function sweepSessions2(paths, ttlMin = DEFAULT_TTL_MINUTES2, now = Date.now()) {
  const removed = [];
  for (const s of listSessions2(paths, ttlMin, now)) {
    if (s.active)
      continue;
    try {
      unlinkSync(join(paths.sessions, s.id));
      removed.push(s.id);
    } catch (err) {
      if (err.code !== "ENOENT")
        throw ioError(err, `cannot remove ${join(paths.sessions, s.id)}`);
    }
  }
  return removed;
}
function removeSession2(paths, id) {
  checkSessionId2(id, "id");
  const file = join(paths.sessions, id);
  try {
    unlinkSync(file);
    return true;
  } catch (err) {
    if (err.code === "ENOENT")
      return false;
    throw ioError(err, `cannot remove ${file}`);
  }
}
async function sessionTtl2(paths) {
  const { getConfig } = await import("./config-hhh7kvj8.mjs");
  return ttlMinutes2(await getConfig(paths.config, "session_ttl_minutes"));
}
function ttlMinutes2(raw) {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TTL_MINUTES2;
}

export { DEFAULT_TTL_MINUTES2, touchSession2, listSessions2, countActiveSessions2, sweepSessions2, removeSession2, sessionTtl2, ttlMinutes2 };
