import {
  GstackError,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/state/fs.ts
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  readFileSync,
  readSync
} from "node:fs";
import { dirname, basename, join } from "node:path";
var DIR_MODE = 448;
var FILE_MODE = 384;
function ensureDir(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw ioError(err, `cannot create ${dir}`);
  }
}
function writeAll(fd, buf) {
  let off = 0;
  while (off < buf.length)
    off += writeSync(fd, buf, off, buf.length - off);
}
function writeFileAtomic(path, data, opts = {}) {
  const dir = dirname(path);
  ensureDir(dir);
  let link = false;
  try {
    link = lstatSync(path).isSymbolicLink();
  } catch {}
  if (link)
    throw new GstackError(`refusing to write ${path}: it is a symlink`, "io");
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  let fd;
  try {
    fd = openSync(tmp, "wx", opts.mode ?? FILE_MODE);
    writeParts(fd, typeof data === "string" ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data);
    if (opts.durable !== false)
      fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, path);
  } catch (err) {
    if (fd !== undefined)
      closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {}
    throw ioError(err, `cannot write ${path}`);
  }
}
function writeParts(fd, parts) {
  const SMALL = 64 * 1024;
  let stage;
  let used = 0;
  const drain = () => {
    if (used)
      writeAll(fd, stage.subarray(0, used));
    used = 0;
  };
  for (const part of parts) {
    if (part.length >= SMALL || parts.length < 8) {
      drain();
      writeAll(fd, part);
      continue;
    }
    stage ??= Buffer.allocUnsafe(16 * SMALL);
    if (used + part.length > stage.length)
      drain();
    stage.set(part, used);
    used += part.length;
  }
  drain();
}
function readIfExists(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot read ${path}`);
  }
}
function listDir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
function removeStale(dir, suffix, maxAgeMs, nowMs, keep) {
  for (const name of listDir(dir)) {
    const full = join(dir, name);
    if (full === keep || !name.endsWith(suffix))
      continue;
    try {
      if (nowMs - statSync(full).mtimeMs > maxAgeMs)
        unlinkSync(full);
    } catch {}
  }
}
function readRange(fd, start, length) {
  const buf = Buffer.allocUnsafe(length);
  let off = 0;
  while (off < length) {
    const n = readSync(fd, buf, off, length - off, start + off);
    if (n === 0)
      break;
    off += n;
  }
  return buf.subarray(0, off);
}

export { DIR_MODE, FILE_MODE, ensureDir, writeAll, writeFileAtomic, readIfExists, listDir, removeStale, readRange };
