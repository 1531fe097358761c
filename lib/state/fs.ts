// Private, crash-safe file primitives: 0700 folders, 0600 files, atomic whole-file writes.
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
  readSync,
} from "node:fs";
import { dirname, basename, join } from "node:path";
import { GstackError, ioError } from "../core/errors.ts";

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

export function ensureDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  } catch (err) {
    throw ioError(err, `cannot create ${dir}`);
  }
}

/** Writes all of buf to fd, looping over short writes. */
export function writeAll(fd: number, buf: Uint8Array): void {
  let off = 0;
  while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
}

/**
 * Replaces `path` atomically: temp file in the same folder, fsync, rename.
 * A crash leaves either the old file or the new one, never half of either.
 * A `path` that is a symlink is refused, as appends refuse one (O_NOFOLLOW): renaming over it
 * would silently replace a link the user made, or one planted to point out of the state root.
 */
export interface AtomicWriteOptions {
  /** fsync before the rename (default true). Off only for files that can be regenerated. */
  durable?: boolean;
  /** Mode of a new file (default 0600, the state directory's). */
  mode?: number;
}

/** `data` may come in parts, written in order (a large file need not be joined in memory first). */
export function writeFileAtomic(
  path: string,
  data: string | Uint8Array | readonly Uint8Array[],
  opts: AtomicWriteOptions = {},
): void {
  const dir = dirname(path);
  ensureDir(dir);
  let link = false;
  try {
    link = lstatSync(path).isSymbolicLink();
  } catch {
    /* absent (or unreadable: the write below says why) */
  }
  if (link) throw new GstackError(`refusing to write ${path}: it is a symlink`, "io");
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, "wx", opts.mode ?? FILE_MODE);
    writeParts(fd, typeof data === "string" ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data);
    if (opts.durable !== false) fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, path);
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    throw ioError(err, `cannot write ${path}`);
  }
}

/** Writes parts in order; runs of small ones go through one buffer (a write per piece cost thousands of calls). */
function writeParts(fd: number, parts: readonly Uint8Array[]): void {
  const SMALL = 64 * 1024;
  let stage: Buffer | undefined;
  let used = 0;
  const drain = () => {
    if (used) writeAll(fd, stage!.subarray(0, used));
    used = 0;
  };
  for (const part of parts) {
    if (part.length >= SMALL || parts.length < 8) {
      drain();
      writeAll(fd, part);
      continue;
    }
    stage ??= Buffer.allocUnsafe(16 * SMALL);
    if (used + part.length > stage.length) drain();
    stage.set(part, used);
    used += part.length;
  }
  drain();
}

/** Reads a UTF-8 file, or undefined when it does not exist. */
export function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError(err, `cannot read ${path}`);
  }
}

/** The names in a folder, or none when it is missing or unreadable. */
export function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Removes the files in `dir` named *`suffix` untouched for longer than `maxAgeMs` (but `keep`):
 * per-session files that would otherwise pile up. Best effort: another sweep may race this one.
 */
export function removeStale(dir: string, suffix: string, maxAgeMs: number, nowMs: number, keep?: string): void {
  for (const name of listDir(dir)) {
    const full = join(dir, name);
    if (full === keep || !name.endsWith(suffix)) continue;
    try {
      if (nowMs - statSync(full).mtimeMs > maxAgeMs) unlinkSync(full);
    } catch {
      /* gone already */
    }
  }
}

/** Reads up to `length` bytes at `start`, looping over short reads; shorter only at end of file. */
export function readRange(fd: number, start: number, length: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  let off = 0;
  while (off < length) {
    const n = readSync(fd, buf, off, length - off, start + off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}
