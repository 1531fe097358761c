import {
  withLock
} from "./main-t93jfcsy.mjs";
import {
  FILE_MODE,
  ensureDir,
  writeAll,
  writeFileAtomic,
  readIfExists,
  readRange
} from "./main-s83xnpyx.mjs";
import {
  EXIT,
  GstackError,
  ioError
} from "./main-fr91hn8m.mjs";

// lib/state/jsonl.ts
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  linkSync,
  openSync,
  readSync,
  statSync,
  unlinkSync,
  createReadStream
} from "node:fs";
import { dirname } from "node:path";
var MAX_RECORD_BYTES2 = 1024 * 1024;
var NL = 10;
var APPEND_FLAGS = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW;
function encodeRecord2(record) {
  const line = Buffer.from(`${JSON.stringify(record)}
`);
  if (line.length > MAX_RECORD_BYTES2) {
    throw new GstackError(`record: at most ${MAX_RECORD_BYTES2} bytes allowed (got ${line.length})`, EXIT.rejected);
  }
  return line;
}
function compactedNote(path) {
  return `${path}.compacted`;
}
function appendRecord2(path, record) {
  return appendLine(path, encodeRecord2(record), true);
}
function appendLine(path, line, mayRetry) {
  let fd;
  try {
    fd = openSync(path, APPEND_FLAGS, FILE_MODE);
  } catch (err) {
    if (err.code === "ENOENT") {
      ensureDir(dirname(path));
      return appendLine(path, line, mayRetry);
    }
    if (err.code === "ELOOP") {
      throw new GstackError(`refusing to write ${path}: it is a symlink`, EXIT.io);
    }
    throw ioError(err, `cannot append to ${path}`);
  }
  let before = 0;
  try {
    before = fstatSync(fd).size;
    let after;
    const buf = before > 0 && lastByte(fd, before) !== NL ? Buffer.concat([Buffer.from(`
`), line]) : line;
    try {
      writeAll(fd, buf);
    } catch (err) {
      try {
        const size = fstatSync(fd).size;
        if (size > before && size <= before + buf.length)
          ftruncateSync(fd, before);
      } catch {}
      throw ioError(err, `cannot append to ${path}`);
    }
    after = before + buf.length;
    if (mayRetry && wasCompactedAway(fd, path))
      after = appendLine(path, line, false);
    return after;
  } finally {
    closeSync(fd);
  }
}
function lastByte(fd, size) {
  const b = Buffer.alloc(1);
  readSync(fd, b, 0, 1, size - 1);
  return b[0];
}
function wasCompactedAway(fd, path) {
  const mine = fstatSync(fd);
  let current;
  try {
    current = statSync(path).ino;
  } catch {}
  if (current === mine.ino)
    return false;
  const note = readIfExists(compactedNote(path));
  if (!note)
    return true;
  try {
    const { ino, size } = JSON.parse(note);
    return !(ino === mine.ino && size >= mine.size);
  } catch {
    return true;
  }
}
function parseLines(text) {
  const records = [];
  let bad = 0;
  for (const line of text.split(`
`)) {
    const rec = parseLine2(line);
    if (rec === null)
      continue;
    if (rec === undefined)
      bad++;
    else
      records.push(rec);
  }
  return { records, bad };
}
function parseLine2(line) {
  const s = line.trim();
  if (!s)
    return null;
  if (s[0] !== "{")
    return;
  try {
    const v = JSON.parse(s);
    return v && typeof v === "object" && !Array.isArray(v) ? v : undefined;
  } catch {
    return;
  }
}
function readRecords2(path) {
  const text = readIfExists(path);
  return text === undefined ? { records: [], bad: 0 } : parseLines(text);
}
function readTail2(path, opts = {}) {
  const limit = opts.limit ?? Infinity;
  const chunk = opts.chunk ?? 64 * 1024;
  const records = [];
  let bad = 0;
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY);
  } catch (err) {
    if (err.code === "ENOENT")
      return { records, bad };
    throw ioError(err, `cannot read ${path}`);
  }
  try {
    let pos = fstatSync(fd).size;
    let carry = Buffer.alloc(0);
    const buf = Buffer.allocUnsafe(chunk);
    while (pos > 0 && records.length < limit) {
      const n = Math.min(chunk, pos);
      pos -= n;
      readSync(fd, buf, 0, n, pos);
      const data = carry.length ? Buffer.concat([buf.subarray(0, n), carry]) : buf.subarray(0, n);
      const first = pos === 0 ? -1 : data.indexOf(NL);
      if (pos > 0 && first === -1) {
        carry = Buffer.from(data);
        continue;
      }
      const lines = data.toString("utf8", first + 1).split(`
`);
      carry = pos === 0 ? carry.subarray(0, 0) : Buffer.from(data.subarray(0, first));
      for (let i = lines.length - 1;i >= 0; i--) {
        if (take(lines[i]) === "stop")
          return { records, bad };
      }
    }
    return { records, bad };
  } finally {
    closeSync(fd);
  }
  function take(line) {
    if (records.length >= limit)
      return "stop";
    const rec = parseLine2(line);
    if (rec === null)
      return;
    if (rec === undefined) {
      bad++;
      return;
    }
    if (opts.stop?.(rec))
      return "stop";
    if (!opts.accept || opts.accept(rec))
      records.push(rec);
    if (records.length >= limit)
      return "stop";
  }
}
function heldNote(path) {
  return `${path}.compacting`;
}
async function compactRecords2(path, keep) {
  return withLock(path, () => {
    recoverInterrupted(path);
    let fd;
    try {
      fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (err) {
      if (err.code === "ENOENT")
        return { kept: 0, dropped: 0, bad: 0 };
      if (err.code === "ELOOP")
        throw new GstackError(`refusing to compact ${path}: it is a symlink`, EXIT.io);
      throw ioError(err, `cannot compact ${path}`);
    }
    try {
      const { ino } = fstatSync(fd);
      const data = readRange(fd, 0, fstatSync(fd).size);
      let size = data.lastIndexOf(NL) + 1;
      if (size < data.length && parseLine2(data.subarray(size).toString("utf8")))
        size = data.length;
      const { records, bad } = parseLines(data.subarray(0, size).toString("utf8"));
      const kept = keep(records);
      const note = compactedNote(path);
      writeFileAtomic(note, JSON.stringify({ ino, size }));
      const held = hold(path);
      writeFileAtomic(path, kept.map((r) => `${JSON.stringify(r)}
`).join(""));
      const grown = fstatSync(fd).size;
      if (grown > size) {
        const whole = carryOver(fd, size, grown, path);
        writeFileAtomic(note, JSON.stringify({ ino, size: size + whole }));
      }
      if (held)
        unlinkQuiet(heldNote(path));
      return { kept: kept.length, dropped: records.length - kept.length, bad };
    } finally {
      closeSync(fd);
    }
  });
}
function hold(path, again = true) {
  try {
    linkSync(path, heldNote(path));
    return true;
  } catch (err) {
    const code = err.code;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "EMLINK")
      return false;
    if (code === "EEXIST" && again) {
      unlinkQuiet(heldNote(path));
      return hold(path, false);
    }
    throw ioError(err, `cannot compact ${path}`);
  }
}
function carryOver(fd, from, to, path) {
  const late = readRange(fd, from, to - from);
  const whole = late.subarray(0, late.lastIndexOf(NL) + 1);
  const body = whole[0] === NL ? whole.subarray(1) : whole;
  if (body.length) {
    const out = openSync(path, APPEND_FLAGS, FILE_MODE);
    try {
      writeAll(out, body);
    } finally {
      closeSync(out);
    }
  }
  return whole.length;
}
async function recoverCompaction2(path) {
  await withLock(path, () => recoverInterrupted(path));
}
function recoverInterrupted(path) {
  const heldPath = heldNote(path);
  let fd;
  try {
    fd = openSync(heldPath, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot recover ${heldPath}`);
  }
  try {
    const st = fstatSync(fd);
    let current;
    try {
      current = statSync(path).ino;
    } catch {}
    if (current !== st.ino) {
      let noted = {};
      try {
        noted = JSON.parse(readIfExists(compactedNote(path)) ?? "{}");
      } catch {}
      if (noted.ino === st.ino && typeof noted.size === "number" && st.size > noted.size) {
        const whole = carryOver(fd, noted.size, st.size, path);
        writeFileAtomic(compactedNote(path), JSON.stringify({ ino: st.ino, size: noted.size + whole }));
      }
    }
  } finally {
    closeSync(fd);
  }
  unlinkQuiet(heldPath);
}
function unlinkQuiet(path) {
  try {
    unlinkSync(path);
  } catch {}
}

export { MAX_RECORD_BYTES2, encodeRecord2, appendRecord2, parseLine2, readRecords2, readTail2, compactRecords2, recoverCompaction2 };
