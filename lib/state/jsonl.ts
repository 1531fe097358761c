// The one JSONL store: lock-free appends (one write() per record), tolerant readers,
// a backward tail reader for "last N" / "since T", a streaming scan, and locked compaction.
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
  createReadStream,
} from "node:fs";
import { dirname } from "node:path";
import { ensureDir, FILE_MODE, readIfExists, readRange, writeAll, writeFileAtomic } from "./fs.ts";
import { GstackError, ioError } from "../core/errors.ts";

/** A record larger than this is rejected before anything is written. */
export const MAX_RECORD_BYTES = 1024 * 1024;

const NL = 0x0a;
// O_NOFOLLOW: a state file that is a symlink (possibly pointing outside the root) is refused.
// O_RDWR, not O_WRONLY: the missing-newline repair reads the last byte through the same descriptor.
const APPEND_FLAGS = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW;

export interface ReadResult<T> {
  records: T[];
  /** Lines that were not a JSON object (torn, glued, hand-edited). */
  bad: number;
}

/** Serializes one record as a single line, enforcing the size cap. */
export function encodeRecord(record: object): Buffer {
  const line = Buffer.from(`${JSON.stringify(record)}\n`);
  if (line.length > MAX_RECORD_BYTES) {
    throw new GstackError(`record: at most ${MAX_RECORD_BYTES} bytes allowed (got ${line.length})`, "rejected");
  }
  return line;
}

/** Where compaction notes which inode and size it read, so a late appender can tell if it was missed. */
function compactedNote(path: string): string {
  return `${path}.compacted`;
}

/**
 * Appends one record with a single write() in append mode, so concurrent writers never
 * interleave. A missing final newline (a crashed writer) is repaired in the same write.
 * Returns the file's size after the write (from the fstat the append does anyway), so a
 * caller can decide on compaction without another system call.
 */
export function appendRecord(path: string, record: object): number {
  return appendLine(path, encodeRecord(record), true);
}

function appendLine(path: string, line: Buffer, mayRetry: boolean): number {
  let fd: number;
  try {
    fd = openSync(path, APPEND_FLAGS, FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") {
      ensureDir(dirname(path));
      return appendLine(path, line, mayRetry);
    }
    if ((err as NodeJS.ErrnoException).code === "ELOOP") {
      throw new GstackError(`refusing to write ${path}: it is a symlink`, "io");
    }
    throw ioError(err, `cannot append to ${path}`);
  }
  let before = 0;
  try {
    before = refuseHardLink(fd, path).size;
    let after: number;
    const buf = before > 0 && lastByte(fd, before) !== NL ? Buffer.concat([Buffer.from("\n"), line]) : line;
    try {
      writeAll(fd, buf);
    } catch (err) {
      // Full disk mid-line: cut our own fragment off if nobody appended after it.
      try {
        const size = fstatSync(fd).size;
        if (size > before && size <= before + buf.length) ftruncateSync(fd, before);
      } catch {
        /* best effort */
      }
      throw ioError(err, `cannot append to ${path}`);
    }
    after = before + buf.length;
    if (mayRetry && wasCompactedAway(fd, path)) after = appendLine(path, line, false);
    return after;
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses a file with a second name (a hard link, maybe from outside the state root): an append
 * would change that file too. A compaction's own <file>.compacting link is the one exception.
 */
function refuseHardLink(fd: number, path: string): import("node:fs").Stats {
  const st = fstatSync(fd);
  if (st.nlink > 1) {
    let held = false;
    try {
      held = statSync(heldNote(path)).ino === st.ino;
    } catch {
      /* no compaction holds it, or one has just let go: */
    }
    if (!held && fstatSync(fd).nlink > 1)
      throw new GstackError(`refusing to write ${path}: it has other hard links (gstack-doctor reports them)`, "io");
  }
  return st;
}

function lastByte(fd: number, size: number): number {
  const b = Buffer.alloc(1);
  readSync(fd, b, 0, 1, size - 1);
  return b[0]!;
}

/** True when a compaction replaced the file and may not have seen our line. */
function wasCompactedAway(fd: number, path: string): boolean {
  const mine = fstatSync(fd);
  let current: number | undefined;
  try {
    current = statSync(path).ino;
  } catch {
    /* replaced and not yet back: treat as moved */
  }
  if (current === mine.ino) return false;
  const note = readIfExists(compactedNote(path));
  if (!note) return true;
  try {
    const { ino, size } = JSON.parse(note) as { ino: number; size: number };
    return !(ino === mine.ino && size >= mine.size);
  } catch {
    return true;
  }
}

/** Parses JSONL text: blank lines are ignored, anything that is not a JSON object counts as bad. */
export function parseLines<T = Record<string, unknown>>(text: string): ReadResult<T> {
  const records: T[] = [];
  let bad = 0;
  for (const line of text.split("\n")) {
    const rec = parseLine<T>(line);
    if (rec === null) continue;
    if (rec === undefined) bad++;
    else records.push(rec);
  }
  return { records, bad };
}

/** Parses one line: null for a blank line, undefined for a bad one (not a JSON object). */
export function parseLine<T = Record<string, unknown>>(line: string): T | null | undefined {
  const s = line.trim();
  if (!s) return null;
  if (s[0] !== "{") return undefined;
  try {
    const v = JSON.parse(s);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads every record of a file (missing file: none). */
export function readRecords<T = Record<string, unknown>>(path: string): ReadResult<T> {
  const text = readIfExists(path);
  return text === undefined ? { records: [], bad: 0 } : parseLines<T>(text);
}

export interface TailOptions<T> {
  /** Stop after this many accepted records. */
  limit?: number;
  /** Return true to keep a record. */
  accept?: (rec: T) => boolean;
  /** Return true once records are old enough that reading further back is pointless. */
  stop?: (rec: T) => boolean;
  /** Read chunk size in bytes. */
  chunk?: number;
}

/**
 * Reads records from the end of the file backward, newest first, touching only the bytes
 * needed for "the last N" or "since T". Cost is proportional to what is returned.
 */
export function readTail<T = Record<string, unknown>>(path: string, opts: TailOptions<T> = {}): ReadResult<T> {
  const limit = opts.limit ?? Infinity;
  const chunk = opts.chunk ?? 64 * 1024;
  const records: T[] = [];
  let bad = 0;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { records, bad };
    throw ioError(err, `cannot read ${path}`);
  }
  try {
    let pos = fstatSync(fd).size;
    let carry: Buffer = Buffer.alloc(0) as Buffer; // bytes of a line whose start we have not reached yet
    const buf = Buffer.allocUnsafe(chunk);
    while (pos > 0 && records.length < limit) {
      const n = Math.min(chunk, pos);
      pos -= n;
      readSync(fd, buf, 0, n, pos);
      const data: Buffer = carry.length ? Buffer.concat([buf.subarray(0, n), carry]) : buf.subarray(0, n);
      // Whole lines are those after the chunk's first newline (all of it at the start of the
      // file); they are decoded at once, which cannot split a UTF-8 character.
      const first = pos === 0 ? -1 : data.indexOf(NL);
      if (pos > 0 && first === -1) {
        carry = Buffer.from(data);
        continue;
      }
      const lines = data.toString("utf8", first + 1).split("\n");
      carry = pos === 0 ? carry.subarray(0, 0) : Buffer.from(data.subarray(0, first));
      for (let i = lines.length - 1; i >= 0; i--) {
        if (take(lines[i]!) === "stop") return { records, bad };
      }
    }
    return { records, bad };
  } finally {
    closeSync(fd);
  }

  function take(line: string): "stop" | void {
    if (records.length >= limit) return "stop";
    const rec = parseLine<T>(line);
    if (rec === null) return;
    if (rec === undefined) {
      bad++;
      return;
    }
    if (opts.stop?.(rec)) return "stop";
    if (!opts.accept || opts.accept(rec)) records.push(rec);
    if (records.length >= limit) return "stop";
  }
}

/**
 * Streams every record through onRecord with ndjson's documented parser; for full scans of
 * large files. In strict mode ndjson reports each line that is not JSON as an `error` event and
 * goes on (the file is written in, not piped, so an error never unpipes it); values that are
 * not objects are counted bad here. Two lines are rewritten on the way in, as ndjson would
 * misread them: `null` (pushed as end-of-stream, silently ending the scan) becomes a bad line,
 * and a line of only spaces (bad to ndjson, blank to this store) becomes empty.
 */
export async function scanRecords<T = Record<string, unknown>>(
  path: string,
  onRecord: (rec: T) => void,
): Promise<{ bad: number }> {
  let bad = 0;
  // Loaded on demand: importing ndjson costs ~15 ms, paid only by full scans.
  const { default: ndjson } = await import("ndjson");
  const { StringDecoder } = await import("node:string_decoder");
  const parser = ndjson.parse({ strict: true });
  parser.on("error", () => bad++);
  parser.on("data", (v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v)) onRecord(v as T);
    else bad++;
  });
  const ended = new Promise<void>((resolve) => parser.on("end", resolve));
  const decoder = new StringDecoder("utf8");
  const guard = (text: string) => text.replace(/^[ \t\r]*null[ \t\r]*$/gm, "!null").replace(/^[ \t\r]+$/gm, "");
  let tail = "";
  try {
    for await (const chunk of createReadStream(path)) {
      const text = tail + decoder.write(chunk as Buffer);
      const cut = text.lastIndexOf("\n") + 1;
      tail = text.slice(cut);
      if (cut && !parser.write(guard(text.slice(0, cut))))
        await new Promise((resolve) => parser.once("drain", resolve));
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  parser.end(guard(tail + decoder.end()));
  await ended;
  return { bad };
}

// Line repair, shared by compaction and gstack-doctor: glued records are split, corrupt lines
// are quarantined to <file>.corrupt (never deleted).

export interface LineScan {
  /** The repaired sequence: each entry one record line (glued lines split). */
  good: string[];
  /** The same, parsed. */
  records: Record<string, unknown>[];
  /** Lines that are no record, as they were (for <file>.corrupt). */
  corrupt: string[];
  glued: number;
  /** 1-based line numbers, for messages. */
  firstCorrupt?: number;
  firstGlued?: number;
  missingNewline: boolean;
}

/** True for a line the JSONL store reads as a record: a JSON object. */
export function isRecordLine(s: string): boolean {
  return asRecord(s) !== undefined;
}

function asRecord(s: string): Record<string, unknown> | undefined {
  if (s[0] !== "{") return undefined;
  try {
    const v = JSON.parse(s);
    return v && typeof v === "object" && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Closing braces tried per line when splitting a glued one: a bound, as each try parses a prefix. */
const MAX_SPLIT_TRIES = 1000;

/** Splits `{...}{...}` (two or more records glued together) into its records, or undefined. */
export function splitGlued(line: string): string[] | undefined {
  const parts: string[] = [];
  let start = 0;
  let tries = 0;
  for (let i = line.indexOf("}"); i !== -1; i = line.indexOf("}", i + 1)) {
    if (++tries > MAX_SPLIT_TRIES) return undefined; // quarantined whole rather than parsed forever
    const rest = line.slice(i + 1).trimStart();
    if (rest !== "" && rest[0] !== "{") continue;
    const piece = line.slice(start, i + 1).trim();
    if (!isRecordLine(piece)) continue;
    parts.push(piece);
    start = i + 1;
    if (rest === "") break;
  }
  return parts.length >= 2 && line.slice(start).trim() === "" ? parts : undefined;
}

export function scanLines(text: string): LineScan {
  const scan: LineScan = {
    good: [],
    records: [],
    corrupt: [],
    glued: 0,
    missingNewline: text.length > 0 && !text.endsWith("\n"),
  };
  const lines = text.split("\n");
  lines.forEach((raw, i) => {
    const s = raw.trim();
    if (!s) return;
    const rec = asRecord(s);
    if (rec) {
      scan.good.push(s);
      scan.records.push(rec);
      return;
    }
    const parts = splitGlued(s);
    if (parts) {
      scan.glued++;
      scan.firstGlued ??= i + 1;
      scan.good.push(...parts);
      scan.records.push(...parts.map((p) => JSON.parse(p) as Record<string, unknown>));
      return;
    }
    scan.corrupt.push(raw);
    scan.firstCorrupt ??= i + 1;
  });
  return scan;
}

/**
 * Appends corrupt lines to <file>.corrupt, all or nothing: a write that fails (a full disk)
 * takes its part back, and removes the sidecar if it made it, so no empty `.corrupt` is left.
 */
export function quarantine(path: string, lines: string[]): void {
  if (!lines.length) return;
  const side = `${path}.corrupt`;
  let fd: number;
  let made = false;
  try {
    try {
      fd = openSync(side, APPEND_FLAGS | constants.O_EXCL, FILE_MODE);
      made = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      fd = openSync(side, APPEND_FLAGS, FILE_MODE);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ELOOP")
      throw new GstackError(`refusing to write ${side}: it is a symlink`, "io");
    throw ioError(err, `cannot write ${side}`);
  }
  try {
    refuseHardLink(fd, side);
    const before = fstatSync(fd).size;
    try {
      writeAll(fd, Buffer.from(lines.map((l) => `${l}\n`).join("")));
    } catch (err) {
      try {
        ftruncateSync(fd, before);
      } catch {
        /* best effort */
      }
      if (made) unlinkQuiet(side);
      throw ioError(err, `cannot write ${side}`);
    }
  } finally {
    closeSync(fd);
  }
}

export interface CompactResult {
  kept: number;
  dropped: number;
  bad: number;
}

/** While a compaction replaces the file, the old one stays reachable here (see compactRecords). */
function heldNote(path: string): string {
  return `${path}.compacting`;
}

/** lock.ts, loaded by the first compaction: appends never lock (decision 0083). */
const lockModule = () => import("./lock.ts");

/**
 * Rewrites the file keeping only records that `keep` selects (glued records split, corrupt lines
 * moved to <file>.corrupt), under the
 * file's lock, by atomic rename. Appenders stay lock-free, so nothing is lost to a race:
 * lines that reached the old file after it was read are carried over here, and an appender that
 * finds the file replaced checks the note (inode, bytes carried) and appends again if missed.
 * The old file is hard-linked to `<file>.compacting` until its late lines are carried over, so
 * a compaction killed between the rename and the carry-over loses nothing: the next compaction
 * (or gstack-doctor --fix) carries them over from there.
 */
export async function compactRecords<T = Record<string, unknown>>(
  path: string,
  keep: (records: T[]) => T[],
): Promise<CompactResult> {
  const { withLock } = await lockModule();
  return withLock(path, () => {
    recoverInterrupted(path);
    let fd: number;
    try {
      fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return { kept: 0, dropped: 0, bad: 0 };
      if ((err as NodeJS.ErrnoException).code === "ELOOP")
        throw new GstackError(`refusing to compact ${path}: it is a symlink`, "io");
      throw ioError(err, `cannot compact ${path}`);
    }
    try {
      const { ino } = fstatSync(fd);
      // A large append can be visible half-written (Linux updates the size page by page), so
      // only whole lines count as read; the rest is carried over below once complete.
      const data = readRange(fd, 0, fstatSync(fd).size);
      let size = data.lastIndexOf(NL) + 1;
      // A last line without its newline that is a whole record (a crashed or foreign writer)
      // is kept; a proper prefix of a record can never parse as one.
      if (size < data.length && parseLine(data.subarray(size).toString("utf8"))) size = data.length;
      const scan = scanLines(data.subarray(0, size).toString("utf8"));
      const records = scan.records as T[];
      const bad = scan.corrupt.length;
      const kept = keep(records);
      // Before the rewrite: a corrupt line leaves the file only once it is safe in <file>.corrupt.
      quarantine(path, scan.corrupt);
      const note = compactedNote(path);
      writeFileAtomic(note, JSON.stringify({ ino, size }));
      const held = hold(path);
      writeFileAtomic(path, kept.map((r) => `${JSON.stringify(r)}\n`).join(""));
      const grown = fstatSync(fd).size;
      if (grown > size) {
        // Late appends to the old file: carry over the whole lines. An appender whose line is
        // still being written sees a note size below its own and appends it again itself.
        const whole = carryOver(fd, size, grown, path);
        writeFileAtomic(note, JSON.stringify({ ino, size: size + whole }));
      }
      if (held) unlinkQuiet(heldNote(path));
      return { kept: kept.length, dropped: records.length - kept.length, bad };
    } finally {
      closeSync(fd);
    }
  });
}

/** Links the file about to be replaced to <file>.compacting; false where links are unsupported. */
function hold(path: string, again = true): boolean {
  try {
    linkSync(path, heldNote(path));
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "EMLINK") return false;
    if (code === "EEXIST" && again) {
      unlinkQuiet(heldNote(path)); // recovered already; a stray link only
      return hold(path, false);
    }
    throw ioError(err, `cannot compact ${path}`);
  }
}

/** Appends the whole lines of fd's bytes [from, to) to path; returns how many bytes that was. */
function carryOver(fd: number, from: number, to: number, path: string): number {
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

/** Carries over what an interrupted compaction left in <file>.compacting (gstack-doctor --fix). */
export async function recoverCompaction(path: string): Promise<void> {
  const { withLock } = await lockModule();
  await withLock(path, () => recoverInterrupted(path));
}

/**
 * A compaction killed after replacing the file and before carrying over its late lines left the
 * old file at <file>.compacting: carry over what arrived after the point its note records.
 * Called under the file's lock.
 */
function recoverInterrupted(path: string): void {
  const heldPath = heldNote(path);
  let fd: number;
  try {
    fd = openSync(heldPath, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw ioError(err, `cannot recover ${heldPath}`);
  }
  try {
    const st = fstatSync(fd);
    let current: number | undefined;
    try {
      current = statSync(path).ino;
    } catch {
      /* gone: the held file is the data */
    }
    // Killed before the rename: the held file is the current one, nothing is missing.
    if (current !== st.ino) {
      let noted: { ino?: number; size?: number } = {};
      try {
        noted = JSON.parse(readIfExists(compactedNote(path)) ?? "{}");
      } catch {
        /* unreadable note: carry over nothing rather than duplicate everything */
      }
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

function unlinkQuiet(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}
