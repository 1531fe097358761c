import {
  FILE_MODE,
  ensureDir,
  writeAll,
  writeFileAtomic,
  readIfExists,
  readRange
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  ioError
} from "./main-90sp2g8n.mjs";

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
    throw new GstackError(`record: at most ${MAX_RECORD_BYTES2} bytes allowed (got ${line.length})`, "rejected");
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
      throw new GstackError(`refusing to write ${path}: it is a symlink`, "io");
    }
    throw ioError(err, `cannot append to ${path}`);
  }
  let before = 0;
  try {
    before = refuseHardLink(fd, path).size;
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
function refuseHardLink(fd, path) {
  const st = fstatSync(fd);
  if (st.nlink > 1) {
    let held = false;
    try {
      held = statSync(heldNote(path)).ino === st.ino;
    } catch {}
    if (!held && fstatSync(fd).nlink > 1)
      throw new GstackError(`refusing to write ${path}: it has other hard links (gstack-doctor reports them)`, "io");
  }
  return st;
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
function parseLines2(text) {
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
  return text === undefined ? { records: [], bad: 0 } : parseLines2(text);
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
async function scanRecords2(path, onRecord) {
  let bad = 0;
  const { default: ndjson } = await import("./index-zkwth47j.mjs");
  const { StringDecoder } = await import("node:string_decoder");
  const parser = ndjson.parse({ strict: true });
  parser.on("error", () => bad++);
  parser.on("data", (v) => {
    if (v && typeof v === "object" && !Array.isArray(v))
      onRecord(v);
    else
      bad++;
  });
  const ended = new Promise((resolve) => parser.on("end", resolve));
  const decoder = new StringDecoder("utf8");
  const guard = (text) => text.replace(/^[ \t\r]*null[ \t\r]*$/gm, "!null").replace(/^[ \t\r]+$/gm, "");
  let tail = "";
  try {
    for await (const chunk of createReadStream(path)) {
      const text = tail + decoder.write(chunk);
      const cut = text.lastIndexOf(`
`) + 1;
      tail = text.slice(cut);
      if (cut && !parser.write(guard(text.slice(0, cut))))
        await new Promise((resolve) => parser.once("drain", resolve));
    }
  } catch (err) {
    if (err.code !== "ENOENT")
      throw err;
  }
  parser.end(guard(tail + decoder.end()));
  await ended;
  return { bad };
}
function isRecordLine2(s) {
  return asRecord(s) !== undefined;
}
function asRecord(s) {
  if (s[0] !== "{")
    return;
  try {
    const v = JSON.parse(s);
    return v && typeof v === "object" && !Array.isArray(v) ? v : undefined;
  } catch {
    return;
  }
}
var MAX_SPLIT_TRIES = 1000;
function splitGlued2(line) {
  const parts = [];
  let start = 0;
  let tries = 0;
  for (let i = line.indexOf("}");i !== -1; i = line.indexOf("}", i + 1)) {
    if (++tries > MAX_SPLIT_TRIES)
      return;
    const rest = line.slice(i + 1).trimStart();
    if (rest !== "" && rest[0] !== "{")
      continue;
    const piece = line.slice(start, i + 1).trim();
    if (!isRecordLine2(piece))
      continue;
    parts.push(piece);
    start = i + 1;
    if (rest === "")
      break;
  }
  return parts.length >= 2 && line.slice(start).trim() === "" ? parts : undefined;
}
function scanLines2(text) {
  const scan = {
    good: [],
    records: [],
    corrupt: [],
    glued: 0,
    missingNewline: text.length > 0 && !text.endsWith(`
`)
  };
  const lines = text.split(`
`);
  lines.forEach((raw, i) => {
    const s = raw.trim();
    if (!s)
      return;
    const rec = asRecord(s);
    if (rec) {
      scan.good.push(s);
      scan.records.push(rec);
      return;
    }
    const parts = splitGlued2(s);
    if (parts) {
      scan.glued++;
      scan.firstGlued ??= i + 1;
      scan.good.push(...parts);
      scan.records.push(...parts.map((p) => JSON.parse(p)));
      return;
    }
    scan.corrupt.push(raw);
    scan.firstCorrupt ??= i + 1;
  });
  return scan;
}
function quarantine2(path, lines) {
  if (!lines.length)
    return;
  const side = `${path}.corrupt`;
  let fd;
  let made = false;
  try {
    try {
      fd = openSync(side, APPEND_FLAGS | constants.O_EXCL, FILE_MODE);
      made = true;
    } catch (err) {
      if (err.code !== "EEXIST")
        throw err;
      fd = openSync(side, APPEND_FLAGS, FILE_MODE);
    }
  } catch (err) {
    if (err.code === "ELOOP")
      throw new GstackError(`refusing to write ${side}: it is a symlink`, "io");
    throw ioError(err, `cannot write ${side}`);
  }
  try {
    refuseHardLink(fd, side);
    const before = fstatSync(fd).size;
    try {
      writeAll(fd, Buffer.from(lines.map((l) => `${l}
`).join("")));
    } catch (err) {
      try {
        ftruncateSync(fd, before);
      } catch {}
      if (made)
        unlinkQuiet(side);
      throw ioError(err, `cannot write ${side}`);
    }
  } finally {
    closeSync(fd);
  }
}
function heldNote(path) {
  return `${path}.compacting`;
}
var lockModule = () => import("./lock-dqsbhtqz.mjs");
async function compactRecords2(path, keep) {
  const { withLock } = await lockModule();
  return withLock(path, () => {
    recoverInterrupted(path);
    let fd;
    try {
      fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (err) {
      if (err.code === "ENOENT")
        return { kept: 0, dropped: 0, bad: 0 };
      if (err.code === "ELOOP")
        throw new GstackError(`refusing to compact ${path}: it is a symlink`, "io");
      throw ioError(err, `cannot compact ${path}`);
    }
    try {
      const { ino } = fstatSync(fd);
      const data = readRange(fd, 0, fstatSync(fd).size);
      let size = data.lastIndexOf(NL) + 1;
      if (size < data.length && parseLine2(data.subarray(size).toString("utf8")))
        size = data.length;
      const scan = scanLines2(data.subarray(0, size).toString("utf8"));
      const records = scan.records;
      const bad = scan.corrupt.length;
      const kept = keep(records);
      quarantine2(path, scan.corrupt);
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
      refuseHardLink(out, path);
      writeAll(out, body);
    } finally {
      closeSync(out);
    }
  }
  return whole.length;
}
async function recoverCompaction2(path) {
  const { withLock } = await lockModule();
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

export { MAX_RECORD_BYTES2, encodeRecord2, appendRecord2, parseLines2, parseLine2, readRecords2, readTail2, scanRecords2, isRecordLine2, splitGlued2, scanLines2, quarantine2, compactRecords2, recoverCompaction2 };
