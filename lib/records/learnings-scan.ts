// The cold build of the learnings index (decision 0013, 0057, 0087, 0093): JSONL bytes parsed into
// the latest-per-key view, in typed-array columns with no object per row; a line of the usual
// shape is read from its bytes (learning-line.ts), any other by JSON.parse. A very large range is
// parsed by two threads, each half into its own sink, joined into exactly the index one thread
// would build.
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { parseLine } from "../state/jsonl.ts";
import { readRange } from "../state/fs.ts";
import * as f from "./fields.ts";
import { dedupKey, isRetired, LEARNING_TYPES, type LearningType } from "./learning-record.ts";
import { bytesAre, DECLINE, LineFields, lowerInto, lowerText, readLine, ROW } from "./learning-line.ts";

export const F_DECAYS = 1;
export const F_TRUSTED = 2;
export const F_TS = 4;
export const F_RETIRED = 8;
export const NO_TYPE = 255;

/**
 * The latest-per-key view, one typed-array column per field. In the file the columns are laid
 * out whole, f64 first, so loading them is one read with no per-row decoding; the dedup keys and
 * the search text are read only by the queries that need them.
 */
export class Index {
  off: Float64Array;
  ts: Float64Array;
  len: Uint32Array;
  hayOff: Uint32Array;
  hayLen: Uint32Array;
  keyOff: Uint32Array;
  conf: Uint8Array;
  flags: Uint8Array;
  type: Uint8Array;
  private keysBuf?: Buffer;
  private hayBuf?: Buffer;
  /** From a sink only: each row's key hash and key length in bytes, for joinHalves. */
  keyHash?: Int32Array;
  keyLen?: Uint32Array;
  /** The key and text sections as pieces in order (joinHalves), joined only if read. */
  pieces?: { keys: Buffer[]; hay: Buffer[] };
  /** Where the lazy sections are, in an open index file. */
  lazy?: { fd: number; keysAt: number; keysLen: number; hayAt: number; hayLen: number };

  constructor(
    readonly dev: number,
    readonly ino: number,
    public size: number,
    readonly n: number,
    public bad: number,
    cols?: ArrayBuffer,
  ) {
    const c = cols ?? new ArrayBuffer(Index.colBytes(n));
    let at = 0;
    const take = <T>(make: new (b: ArrayBuffer, o: number, l: number) => T, bytes: number): T => {
      const v = new make(c, at, n);
      at += n * bytes;
      return v;
    };
    this.off = take(Float64Array, 8);
    this.ts = take(Float64Array, 8);
    this.len = take(Uint32Array, 4);
    this.hayOff = take(Uint32Array, 4);
    this.hayLen = take(Uint32Array, 4);
    this.keyOff = take(Uint32Array, 4);
    this.conf = take(Uint8Array, 1);
    this.flags = take(Uint8Array, 1);
    this.type = take(Uint8Array, 1);
  }

  static colBytes(n: number): number {
    return n * 35;
  }

  get cols(): Uint8Array {
    return new Uint8Array(this.off.buffer as ArrayBuffer, 0, Index.colBytes(this.n));
  }

  /** "\n" + dk + "\n" + dk + "\n" ...: dedup keys (JSON [type,key]) for lookups by indexOf. */
  get keys(): Buffer {
    this.keysBuf ??= this.section(this.pieces?.keys, this.lazy?.keysAt, this.lazy?.keysLen, "\n");
    return this.keysBuf;
  }

  set keys(b: Buffer) {
    this.keysBuf = b;
  }

  /** Lower-cased key, insight and files of every row, each followed by "\n". */
  get hay(): Buffer {
    this.hayBuf ??= this.section(this.pieces?.hay, this.lazy?.hayAt, this.lazy?.hayLen, "");
    return this.hayBuf;
  }

  set hay(b: Buffer) {
    this.hayBuf = b;
  }

  /** A section: joined from its pieces, else read from the open index file, else empty. */
  private section(
    pieces: Buffer[] | undefined,
    at: number | undefined,
    len: number | undefined,
    empty: string,
  ): Buffer {
    if (pieces) return Buffer.concat(pieces);
    if (this.lazy) return readRange(this.lazy.fd, at!, len!);
    return Buffer.from(empty);
  }

  /** Row i of src (its place in the file, ts, confidence, flags, type) as row k. */
  setRow(k: number, src: Index, i: number): void {
    this.off[k] = src.off[i]!;
    this.ts[k] = src.ts[i]!;
    this.len[k] = src.len[i]!;
    this.conf[k] = src.conf[i]!;
    this.flags[k] = src.flags[i]!;
    this.type[k] = src.type[i]!;
  }

  /** The key and text sections as written to a file: the pieces when there are, unjoined. */
  sections(): { keys: Buffer[]; hay: Buffer[] } {
    if (this.pieces) return this.pieces;
    return { keys: [this.keys], hay: [this.hay] };
  }

  close(): void {
    if (this.lazy) closeSync(this.lazy.fd);
    this.lazy = undefined;
  }
}

/** Bytes read from the JSONL file at a time: a cold build never holds the whole file. */
const CHUNK = 1 << 20;

/**
 * Rows as they are parsed, in growable columns. The latest row per dedup key stays (on a tie the
 * later line), in the slot of the key's first row. Keys are found through a table of row numbers
 * on a hash of the key text, compared only on a hash match, so a row keeps no string and no Map
 * entry: a cold build of 300,000 rows in objects and strings peaked at ~800 MB (decision 0057).
 */
export class RowSink {
  n = 0;
  bad = 0;
  /** Bytes of the lines parsed by JSON.parse, whole or in part (for collect()). */
  parsed = 0;
  private cap = 0;
  private off = new Float64Array(0);
  private ts = new Float64Array(0);
  private len = new Uint32Array(0);
  private conf = new Uint8Array(0);
  private flags = new Uint8Array(0);
  private type = new Uint8Array(0);
  private keyOff = new Uint32Array(0);
  private keyLen = new Uint32Array(0);
  private hash = new Int32Array(0);
  private hayOff = new Uint32Array(0);
  private hayLen = new Uint32Array(0);
  private keys: Buffer;
  private keyPos = 1;
  private hay: Buffer;
  private hayPos = 0;
  /** Row + 1 per slot (0: empty), open addressing on `hash`. */
  private slots = new Int32Array(64);
  /** A replaced row's text went to the end of `hay`: finish() puts it back in row order. */
  private moved = false;
  /** Rows below this have their key in `keys`; the rest wait in newKeys. */
  private written = 0;
  private newKeys: string[] = [];
  /** Key, insight and files of each row waiting (one per line), for row `newHayRows`. */
  private newHay: string[] = [];
  /** Characters of the waiting texts with their line breaks. */
  private newHayTotal = 0;
  private newHayRows: number[] = [];

  /**
   * `bytes`: the JSONL bytes to come. The key and text sections take about that much room at
   * most, so they get it up front: growing them by copies left the old copies for the garbage
   * collector, which held them past the peak (memory untouched is not resident).
   */
  constructor(bytes: number) {
    this.keys = Buffer.allocUnsafe(bytes + 64);
    this.keys[0] = 0x0a;
    this.hay = Buffer.allocUnsafe(bytes + 64);
  }

  /** Room for about `rows` rows in the columns, once the first lines told their average size. */
  expect(rows: number): void {
    if (rows > this.cap) this.grow(Math.ceil(rows));
    if (rows * 2 > this.slots.length) this.rehash(2 ** Math.ceil(Math.log2(rows * 2)));
  }

  /**
   * Takes a row in unless a row of its key is newer. Keys and texts wait in `newKeys` and
   * `newHay` until flush() writes them with one call per chunk (a write per row cost ~10%).
   */
  add(
    off: number,
    len: number,
    ts: number,
    conf: number,
    flags: number,
    type: number,
    dk: string,
    rec: Record<string, unknown>,
  ): void {
    // Hashed from type and key (flat strings from JSON.parse; dk is a rope that charCodeAt
    // would copy per row): dk is a function of the two, so equal keys hash alike.
    const type_ = rec.type as string;
    const key = rec.key as string;
    let h = 0x811c9dc5;
    for (let j = 0; j < type_.length; j++) h = Math.imul(h ^ type_.charCodeAt(j), 0x01000193);
    h = Math.imul(h ^ 0x0a, 0x01000193);
    for (let j = 0; j < key.length; j++) h = Math.imul(h ^ key.charCodeAt(j), 0x01000193);
    const mask = this.slots.length - 1;
    let s = h & mask;
    for (let r = this.slots[s]!; r !== 0; s = (s + 1) & mask, r = this.slots[s]!) {
      const i = r - 1;
      if (this.hash[i] !== h || this.keyText(i) !== dk) continue;
      if (ts < this.ts[i]!) return;
      this.set(i, off, len, ts, conf, flags, type, rec);
      this.moved = true;
      return;
    }
    if (this.n === this.cap) this.grow();
    const i = this.n++;
    this.hash[i] = h;
    this.slots[s] = i + 1;
    this.newKeys.push(dk);
    this.set(i, off, len, ts, conf, flags, type, rec);
    if (this.n * 2 > this.slots.length) this.rehash(this.slots.length * 2);
  }

  /**
   * add() for a line readLine took, from its bytes in b: the dedup key (["type","key"]: they need
   * no escaping) and the lower-cased text go straight into the sections, the bytes add() and
   * flush() would write for it. Lines waiting from add() are written first, to keep the order.
   */
  addLine(
    b: Buffer,
    o: LineFields,
    off: number,
    len: number,
    ts: number,
    conf: number,
    flags: number,
    type: number,
  ): void {
    if (this.written !== this.n || this.newHayRows.length) this.flush();
    const dl = o.typeE - o.typeS + o.keyE - o.keyS + 7;
    this.keys = room(this.keys, this.keyPos, dl + 1);
    const k = this.keys;
    const ks = this.keyPos;
    // Written after the last key (kept only if the key is new) and hashed as add() hashes.
    let at = ks;
    k[at++] = 0x5b; // [
    k[at++] = 0x22; // "
    let h = 0x811c9dc5;
    for (let j = o.typeS; j < o.typeE; j++) {
      const c = b[j]!;
      h = Math.imul(h ^ c, 0x01000193);
      k[at++] = c;
    }
    h = Math.imul(h ^ 0x0a, 0x01000193);
    k[at++] = 0x22;
    k[at++] = 0x2c; // ,
    k[at++] = 0x22;
    for (let j = o.keyS; j < o.keyE; j++) {
      const c = b[j]!;
      h = Math.imul(h ^ c, 0x01000193);
      k[at++] = c;
    }
    k[at++] = 0x22;
    k[at++] = 0x5d; // ]
    const mask = this.slots.length - 1;
    let s = h & mask;
    for (let r = this.slots[s]!; r !== 0; s = (s + 1) & mask, r = this.slots[s]!) {
      const i = r - 1;
      if (this.hash[i] !== h || this.keyLen[i] !== dl || !sameBytes(k, this.keyOff[i]!, ks, dl)) continue;
      if (ts < this.ts[i]!) return;
      this.row(i, off, len, ts, conf, flags, type);
      this.lineText(i, b, o, len);
      this.moved = true;
      return;
    }
    if (this.n === this.cap) this.grow();
    const i = this.n++;
    this.hash[i] = h;
    this.slots[s] = i + 1;
    this.keyOff[i] = ks;
    this.keyLen[i] = dl;
    k[at] = 0x0a;
    this.keyPos = at + 1;
    this.written = this.n;
    this.row(i, off, len, ts, conf, flags, type);
    this.lineText(i, b, o, len);
    if (this.n * 2 > this.slots.length) this.rehash(this.slots.length * 2);
  }

  /** Row i's place in the file, ts, confidence, flags and type. */
  private row(i: number, off: number, len: number, ts: number, conf: number, flags: number, type: number): void {
    this.off[i] = off;
    this.len[i] = len;
    this.ts[i] = ts;
    this.conf[i] = conf;
    this.flags[i] = flags;
    this.type[i] = type;
  }

  /** Row i's text for addLine (key, insight, files' strings, each after a line break), lower-cased from the line's bytes. */
  private lineText(i: number, b: Buffer, o: LineFields, len: number): void {
    // The text is shorter than its line (which holds it, quoted, with the field names), but for
    // characters beyond ASCII whose lower case is longer in UTF-8 (as flush allows for).
    this.hay = room(this.hay, this.hayPos, o.textHigh ? len * 3 + 1 : len + 1);
    if (o.textHigh) this.parsed += len; // lowerText leaves strings for the collector
    const out = this.hay;
    let at = lowerInto(b, o.keyS, o.keyE, out, this.hayPos);
    out[at++] = 0x0a;
    if (o.insS >= 0) at = o.insHigh ? lowerText(b, o.insS, o.insE, out, at) : lowerInto(b, o.insS, o.insE, out, at);
    const fs = o.files;
    for (let j = 0; j < o.nFiles * 3; j += 3) {
      out[at++] = 0x0a;
      at = fs[j + 2] ? lowerText(b, fs[j]!, fs[j + 1]!, out, at) : lowerInto(b, fs[j]!, fs[j + 1]!, out, at);
    }
    this.hayOff[i] = this.hayPos;
    this.hayLen[i] = at - this.hayPos;
    out[at++] = 0x0a;
    this.hayPos = at;
  }

  private keyText(i: number): string {
    if (i >= this.written) return this.newKeys[i - this.written]!;
    const ks = this.keyOff[i]!;
    return this.keys.toString("utf8", ks, ks + this.keyLen[i]!);
  }

  private set(
    i: number,
    off: number,
    len: number,
    ts: number,
    conf: number,
    flags: number,
    type: number,
    rec: Record<string, unknown>,
  ): void {
    this.row(i, off, len, ts, conf, flags, type);
    // The searchable text: key, insight and files, one per line (lower-cased in flush).
    let text = `${rec.key as string}\n${typeof rec.insight === "string" ? rec.insight : ""}`;
    if (Array.isArray(rec.files)) for (const x of rec.files) if (typeof x === "string") text += `\n${x}`;
    this.newHay.push(text);
    this.newHayTotal += text.length + 1;
    this.newHayRows.push(i);
  }

  /** Writes the waiting keys and texts, each followed by "\n", and records where they went. */
  flush(): void {
    if (this.newKeys.length) {
      const text = `${this.newKeys.join("\n")}\n`;
      this.keys = room(this.keys, this.keyPos, text.length * 3);
      const ascii = this.keys.write(text, this.keyPos, "utf8") === text.length; // then bytes = characters
      for (let j = 0; j < this.newKeys.length; j++) {
        const k = this.newKeys[j]!;
        const n = ascii ? k.length : Buffer.byteLength(k);
        this.keyOff[this.written + j] = this.keyPos;
        this.keyLen[this.written + j] = n;
        this.keyPos += n + 1;
      }
      this.newKeys = [];
    }
    this.written = this.n;
    if (!this.newHayRows.length) return;
    // One lower-casing and one write for the chunk; ASCII keeps every length, so each row's
    // bytes are its pieces' characters. Other text is redone row by row (lower-casing may
    // change its length).
    const text = `${this.newHay.join("\n")}\n`.toLowerCase();
    this.hay = room(this.hay, this.hayPos, text.length * 3);
    const ascii = this.hay.write(text, this.hayPos, "utf8") === text.length && text.length === this.newHayTotal;
    for (let j = 0; j < this.newHayRows.length; j++) {
      const i = this.newHayRows[j]!;
      let n: number;
      if (ascii) n = this.newHay[j]!.length;
      else {
        const row = this.newHay[j]!.toLowerCase();
        this.hay = room(this.hay, this.hayPos, row.length * 3 + 1);
        n = this.hay.write(row, this.hayPos, "utf8");
        this.hay[this.hayPos + n] = 0x0a;
      }
      this.hayOff[i] = this.hayPos;
      this.hayLen[i] = n;
      this.hayPos += n + 1;
    }
    this.newHay = [];
    this.newHayTotal = 0;
    this.newHayRows = [];
  }

  private grow(cap = Math.max(1024, Math.ceil(this.cap * 1.5))): void {
    this.cap = cap;
    const more = <T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(this.cap);
      b.set(a);
      return b;
    };
    this.off = more(this.off);
    this.ts = more(this.ts);
    this.len = more(this.len);
    this.conf = more(this.conf);
    this.flags = more(this.flags);
    this.type = more(this.type);
    this.keyOff = more(this.keyOff);
    this.keyLen = more(this.keyLen);
    this.hash = more(this.hash);
    this.hayOff = more(this.hayOff);
    this.hayLen = more(this.hayLen);
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    const mask = this.slots.length - 1;
    for (let i = 0; i < this.n; i++) {
      let s = this.hash[i]! & mask;
      while (this.slots[s] !== 0) s = (s + 1) & mask;
      this.slots[s] = i + 1;
    }
  }

  /** The rows as an index covering `size` bytes (its sections are views of the sink's). */
  /**
   * `ordered` false: a row's text may lie out of row order (a replaced row's is at the end), which
   * only joinHalves, reading texts by offset, may be given; it saves putting them back in order.
   */
  finish(dev: number, ino: number, size: number, ordered = true): Index {
    this.flush();
    const n = this.n;
    const idx = new Index(dev, ino, size, n, this.bad);
    idx.off.set(this.off.subarray(0, n));
    idx.ts.set(this.ts.subarray(0, n));
    idx.len.set(this.len.subarray(0, n));
    idx.conf.set(this.conf.subarray(0, n));
    idx.flags.set(this.flags.subarray(0, n));
    idx.type.set(this.type.subarray(0, n));
    idx.keyOff.set(this.keyOff.subarray(0, n));
    idx.hayLen.set(this.hayLen.subarray(0, n));
    idx.keys = this.keys.subarray(0, this.keyPos);
    idx.keyHash = this.hash.slice(0, n);
    idx.keyLen = this.keyLen.slice(0, n);
    if (!this.moved || !ordered) {
      idx.hayOff.set(this.hayOff.subarray(0, n));
      idx.hay = this.hay.subarray(0, this.hayPos);
      return idx;
    }
    // Back in row order: runs of rows whose text lies in order (all but the replaced ones), as
    // pieces (written to the index file as they are, joined only if read: a copy of the section
    // cost ~27 MB at 300,000 rows), or copied when the runs are too many to keep as pieces.
    let runs = 0;
    let at = 0;
    for (let i = 0; i < n; ) {
      const from = this.hayOff[i]!;
      let to = from;
      let j = i;
      do {
        idx.hayOff[j] = at + to - from;
        to += this.hayLen[j]! + 1;
        j++;
      } while (j < n && this.hayOff[j] === to);
      runs++;
      at += to - from;
      i = j;
    }
    const pieces: Buffer[] = [];
    const hay = runs <= MAX_PIECES ? undefined : Buffer.allocUnsafe(at);
    let pos = 0;
    for (let i = 0; i < n; ) {
      const from = this.hayOff[i]!;
      let to = from + this.hayLen[i]! + 1;
      for (i++; i < n && this.hayOff[i] === to; i++) to += this.hayLen[i]! + 1;
      if (hay) pos += this.hay.copy(hay, pos, from, to);
      else pieces.push(this.hay.subarray(from, to));
    }
    if (hay) idx.hay = hay;
    else idx.pieces = { keys: [idx.keys], hay: pieces };
    return idx;
  }
}

/** Pieces of a section kept rather than copied into one Buffer (each is a small object). */
const MAX_PIECES = 1 << 16;

/** Whether b[x, x + n) and b[y, y + n) hold the same bytes. */
function sameBytes(b: Uint8Array, x: number, y: number, n: number): boolean {
  for (let j = 0; j < n; j++) if (b[x + j] !== b[y + j]) return false;
  return true;
}

/** buf, or a copy 1.5 times as large when `need` more bytes at `used` do not fit. */
function room(buf: Buffer, used: number, need: number): Buffer {
  if (used + need <= buf.length) return buf;
  const b = Buffer.allocUnsafe(Math.max(used + need, Math.ceil(buf.length * 1.5)));
  buf.copy(b, 0, 0, used);
  return b;
}

/**
 * Parsed bytes between two collections (see collect), in each thread. Two threads, each with
 * its own heap, peaked at 173-191 MB with one per 4 MiB and 140-169 MB with one per 2 MiB, in
 * the same CPU time (decision 0087).
 */
const GC_EVERY = 2 * CHUNK;

/**
 * A synchronous collection under Bun. JSON.parse leaves about 1 KB of garbage per line, and
 * Bun's collector, which counts the sink's large buffers as heap, let it pile up: a cold build
 * at 300,000 lines peaked at 520 MB without these calls, 150 MB with one per 4 MiB (0057).
 */
function collect(): void {
  (globalThis as { Bun?: { gc(sync: boolean): void } }).Bun?.gc(true);
}

/**
 * Feeds the lines of fd's bytes [from, to) into sink a chunk at a time. Returns the offset after
 * the last line break and the bytes read past it: a last line without its newline (it may still
 * be being written). A file that shrank meanwhile ends the read early.
 */
export function scanLines(fd: number, from: number, to: number, sink: RowSink): { whole: number; rest: Buffer } {
  let buf: Buffer = Buffer.allocUnsafe(Math.min(CHUNK, to - from));
  let have = 0;
  let base = from; // file offset of buf[0]
  let gcAt = sink.parsed + GC_EVERY;
  for (let pos = from; pos < to; ) {
    if (have === buf.length) buf = room(buf, have, buf.length); // a line longer than the buffer
    const r = readSync(fd, buf, have, Math.min(buf.length - have, to - pos), pos);
    if (r === 0) break; // shrunk meanwhile
    pos += r;
    have += r;
    const whole = buf.lastIndexOf(0x0a, have - 1) + 1;
    if (whole === 0) continue;
    parseRows(buf.subarray(0, whole), base, sink);
    sink.flush();
    if (base === from) sink.expect(((sink.n + 1) * (to - from) * 1.05) / whole);
    if (sink.parsed >= gcAt) {
      collect();
      gcAt = sink.parsed + GC_EVERY;
    }
    buf.copy(buf, 0, whole, have);
    have -= whole;
    base += whole;
  }
  return { whole: base, rest: Buffer.from(buf.subarray(0, have)) };
}

/** Off only in a test, which builds every index both ways and compares them. */
let readBytes = true;

/** Whether lines are read from their bytes (readLine) before JSON.parse; for a test only. */
export function readLinesFromBytes(on: boolean): void {
  readBytes = on;
}

const lineFields = new LineFields();

/**
 * Parses the JSONL lines in buf (file bytes starting at `base`) into sink: each from its bytes
 * where readLine takes it (~4x faster than JSON.parse, and no garbage: decision 0093), else as
 * parseLine reads it.
 */
export function parseRows(buf: Buffer, base: number, sink: RowSink): void {
  if (!readBytes) return parseRowsJson(buf, base, sink);
  const o = lineFields;
  for (let start = 0; start < buf.length; ) {
    let end = buf.indexOf(0x0a, start);
    if (end === -1) end = buf.length;
    if (end > start) {
      const r = readLine(buf, start, end, o);
      if (r === ROW) addLine(sink, buf, o, base + start, end - start);
      else if (r === DECLINE) {
        sink.parsed += end - start;
        const rec = parseLine(buf.toString("utf8", start, end));
        if (rec === undefined) sink.bad++;
        else if (rec !== null) addRow(sink, rec, base + start, end - start);
      }
    }
    start = end + 1;
  }
}

/** parseRows by JSON.parse alone. */
function parseRowsJson(buf: Buffer, base: number, sink: RowSink): void {
  sink.parsed += buf.length;
  // One decoding per chunk when every byte became one character (so string and byte offsets
  // agree); otherwise line by line.
  const text = buf.toString("utf8");
  if (text.length === buf.length) {
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      if (end > start) {
        const rec = parseLine(text.slice(start, end));
        if (rec === undefined) sink.bad++;
        else if (rec !== null) addRow(sink, rec, base + start, end - start);
      }
      start = end + 1;
    }
    return;
  }
  let start = 0;
  while (start < buf.length) {
    let end = buf.indexOf(0x0a, start);
    if (end === -1) end = buf.length;
    if (end > start) {
      const rec = parseLine(buf.toString("utf8", start, end));
      if (rec === undefined) sink.bad++;
      else if (rec !== null) addRow(sink, rec, base + start, end - start);
    }
    start = end + 1;
  }
}

/** f.tsOrder of a ts string given as its bytes b[s, e) (ASCII, no escape). */
function tsOrderOfBytes(b: Uint8Array, s: number, e: number): number {
  const n = e - s;
  if (
    (n === 20 || n === 24) &&
    b[e - 1] === 90 && // Z
    b[s + 4] === 45 && // -
    b[s + 7] === 45 &&
    b[s + 10] === 84 && // T
    b[s + 13] === 58 && // :
    b[s + 16] === 58 &&
    (n === 20 || b[s + 19] === 46) // .
  ) {
    const ms = f.usualUtc(
      byteDigits(b, s, 4),
      byteDigits(b, s + 5, 2),
      byteDigits(b, s + 8, 2),
      byteDigits(b, s + 11, 2),
      byteDigits(b, s + 14, 2),
      byteDigits(b, s + 17, 2),
      n === 24 ? byteDigits(b, s + 20, 3) : 0,
    );
    if (!Number.isNaN(ms)) return ms;
  }
  return f.tsOrder({ ts: Buffer.from(b.buffer, b.byteOffset + s, n).toString("latin1") });
}

/** The number written in b[at, at + n) in decimal digits, or -1. */
function byteDigits(b: Uint8Array, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const c = b[i]! - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** A row's confidence column: as gstack, a missing (or zero, or not a number) confidence counts as 5. */
function confidenceOf(c: unknown): number {
  return typeof c === "number" && Number.isFinite(c) && c > 0 ? Math.min(255, Math.round(c)) : 5;
}

/** A row's flags column. */
function flagsOf(decays: boolean, trusted: boolean, ts: number, retired: boolean): number {
  return (
    (decays ? F_DECAYS : 0) | (trusted ? F_TRUSTED : 0) | (ts === -Infinity ? 0 : F_TS) | (retired ? F_RETIRED : 0)
  );
}

function addRow(sink: RowSink, rec: Record<string, unknown>, off: number, len: number): void {
  const dk = dedupKey(rec);
  if (dk === undefined) return;
  const ts = f.tsOrder(rec);
  const ti = LEARNING_TYPES.indexOf(rec.type as LearningType);
  const decays = rec.source === "observed" || rec.source === "inferred";
  const flags = flagsOf(decays, rec.trusted === true, ts, isRetired(rec));
  sink.add(off, len, ts, confidenceOf(rec.confidence), flags, ti === -1 ? NO_TYPE : ti, dk, rec);
}

const TYPE_BYTES = LEARNING_TYPES.map((t) => Buffer.from(t));

/** addRow for a line readLine took: the same values, from the line's bytes. */
function addLine(sink: RowSink, b: Buffer, o: LineFields, off: number, len: number): void {
  const ts = o.tsS < 0 ? -Infinity : tsOrderOfBytes(b, o.tsS, o.tsE);
  let ti = NO_TYPE;
  for (let j = 0; j < TYPE_BYTES.length; j++)
    if (bytesAre(b, o.typeS, o.typeE, TYPE_BYTES[j]!)) {
      ti = j;
      break;
    }
  // o.conf is NaN when the confidence is not a number.
  sink.addLine(b, o, off, len, ts, confidenceOf(o.conf), flagsOf(o.decays, o.trusted, ts, o.retired), ti);
}

// ---------------------------------------------------------------------------------------------
// Two threads (decision 0087). Parsing every line is most of a cold build and runs on one core;
// a Worker parses the first half of a large range while this thread parses the second.

/**
 * Ranges below this are parsed by one thread. With lines read from their bytes (0093) a second
 * thread's start and JIT warm-up cost about what it saves at 74 MB, more CPU and a wider spread
 * on a shared machine; at 148 MB it saved ~6%.
 */
export const SPLIT_MIN = 96 << 20;

/** The worker's progress, in a shared Int32: who holds the first half, and how it ended. */
const FREE = 0;
const TAKEN = 1;
const DONE = 2;
const FAILED = 3;
const KEPT = 4; // taken back by the calling thread before the worker started

/** The worker's half: it opens the file itself (its own descriptor, so none is shared across threads). */
interface Job {
  file: string;
  dev: number;
  ino: number;
  from: number;
  to: number;
  state: SharedArrayBuffer;
  port: MessagePort;
}

interface Section {
  buf: ArrayBuffer;
  at: number;
  len: number;
}

/** A worker's index of its half, its buffers moved (not copied) to the calling thread. */
interface Half {
  n: number;
  bad: number;
  cols: ArrayBuffer;
  keys: Section;
  hay: Section;
  keyHash: ArrayBuffer;
  keyLen: ArrayBuffer;
}

/**
 * The latest row per key over two sinks' indexes of adjacent ranges, `a` first: exactly the
 * index one sink would have built over both. Its rows are in the order of each key's first line,
 * so a's rows come first, in a's order, each holding b's row where b's is as new or newer (the
 * later line wins a tie), then b's rows of keys a does not have, in b's order. The key and text
 * sections are left as pieces of a's and b's (copying them cost ~60 MB and ~0.1 s at 300,000
 * rows): the index file is written from the pieces (sections()), and they are joined only if read.
 */
export function joinHalves(a: Index, b: Index): Index {
  const ak = a.keys;
  const bk = b.keys;
  const aHash = a.keyHash!;
  const aLen = a.keyLen!;
  const bHash = b.keyHash!;
  const bLen = b.keyLen!;
  // a's keys on the sinks' hashes (open addressing), compared byte for byte on a hash match.
  let cap = 16;
  while (cap < a.n * 2) cap *= 2;
  const mask = cap - 1;
  const slots = new Int32Array(cap); // row + 1
  for (let i = 0; i < a.n; i++) {
    let s = aHash[i]! & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = i + 1;
  }
  /** b's row (+1) holding a's row i, or 0. */
  const taken = new Int32Array(a.n);
  /** b's rows of keys a does not have. */
  const added = new Uint8Array(b.n);
  let n = a.n;
  for (let r = 0; r < b.n; r++) {
    const h = bHash[r]!;
    const ks = b.keyOff[r]!;
    const kl = bLen[r]!;
    let i = -1;
    for (let s = h & mask; slots[s] !== 0; s = (s + 1) & mask) {
      const c = slots[s]! - 1;
      if (aHash[c] !== h || aLen[c] !== kl) continue;
      const cs = a.keyOff[c]!;
      if (ak.compare(bk, ks, ks + kl, cs, cs + kl) === 0) {
        i = c;
        break;
      }
    }
    if (i === -1) {
      added[r] = 1;
      n++;
    } else if (b.ts[r]! >= a.ts[i]!) taken[i] = r + 1;
  }
  const idx = new Index(b.dev, b.ino, b.size, n, a.bad + b.bad);
  const keys: Buffer[] = [ak];
  const hay: Buffer[] = [];
  // Runs of rows from one side in one go: a's rows that b did not take, at their own places,
  // then b's rows of new keys. Each run's columns are copied whole.
  const copy = (src: Index, from: number, to: number, at: number): void => {
    for (const c of ["off", "ts", "len", "conf", "flags", "type", "hayLen", "hayOff"] as const)
      idx[c].set(src[c].subarray(from, to), at);
  };
  idx.keyOff.set(a.keyOff);
  for (let i = 0; i < a.n; ) {
    let j = i;
    while (j < a.n && !taken[j]) j++;
    copy(a, i, j, i);
    if (j === a.n) break;
    const r = taken[j]! - 1;
    idx.setRow(j, b, r);
    idx.hayLen[j] = b.hayLen[r]!;
    idx.hayOff[j] = b.hayOff[r]!;
    i = j + 1;
  }
  let k = a.n;
  for (let r = 0; r < b.n; ) {
    while (r < b.n && !added[r]) r++;
    let e = r;
    while (e < b.n && added[e]) e++;
    copy(b, r, e, k);
    k += e - r;
    r = e;
  }
  // The texts: each row's still lies in its side's buffer (hayOff, copied above), in pieces of
  // consecutive ones; the offsets become the joined section's.
  const from = new Uint8Array(n); // 1: the row's text is in b's buffer
  for (let i = 0; i < a.n; i++) if (taken[i]) from[i] = 1;
  from.fill(1, a.n);
  let hayPos = 0;
  let runBuf = a.hay;
  let runFrom = 0;
  let runTo = 0;
  for (let k2 = 0; k2 < n; k2++) {
    const hb = from[k2] ? b.hay : a.hay;
    const hs = idx.hayOff[k2]!;
    const hl = idx.hayLen[k2]!;
    if (hb !== runBuf || hs !== runTo) {
      if (runTo > runFrom) hay.push(runBuf.subarray(runFrom, runTo));
      runBuf = hb;
      runFrom = hs;
    }
    runTo = hs + hl + 1;
    idx.hayOff[k2] = hayPos;
    hayPos += hl + 1;
  }
  if (runTo > runFrom) hay.push(runBuf.subarray(runFrom, runTo));
  // b's keys that a lacks, after a's, in pieces of consecutive ones.
  let keyPos = ak.length;
  let keyFrom = -1;
  let keyTo = -1;
  k = a.n;
  for (let r = 0; r < b.n; r++) {
    if (!added[r]) continue;
    const ks = b.keyOff[r]!;
    if (ks !== keyTo) {
      if (keyFrom !== -1) keys.push(bk.subarray(keyFrom, keyTo));
      keyFrom = ks;
    }
    keyTo = ks + bLen[r]! + 1;
    idx.keyOff[k++] = keyPos;
    keyPos += bLen[r]! + 1;
  }
  if (keyFrom !== -1) keys.push(bk.subarray(keyFrom, keyTo));
  idx.pieces = { keys, hay };
  return idx;
}

type Threads = typeof import("node:worker_threads");

interface BunGlobal {
  main: string;
  isMainThread: boolean;
}

const bun = (globalThis as { Bun?: BunGlobal }).Bun;

/**
 * What a Worker loads to run this module, or undefined where none can: under Node (tests, the
 * dist bundle) and from a bundle of the whole CLI, which would start the CLI again.
 */
function workerEntry(): string | undefined {
  if (!bun?.isMainThread) return undefined;
  // The compiled build embeds this module as an entry point of its own (scripts/build-bin.ts).
  if (bun.main.startsWith("/$bunfs/")) return "/$bunfs/root/records/learnings-scan.js";
  const self = import.meta.filename;
  return self.endsWith("/learnings-scan.ts") ? self : undefined;
}

/** The offset after the first line break at or after `at` and before `to`, or -1. */
function lineAfter(fd: number, at: number, to: number): number {
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (let pos = at; pos < to; ) {
    const r = readSync(fd, buf, 0, Math.min(buf.length, to - pos), pos);
    if (r === 0) return -1;
    const nl = buf.indexOf(0x0a);
    if (nl !== -1 && nl < r) return pos + nl + 1;
    pos += r;
  }
  return -1;
}

/** The lines of fd's bytes [from, to) (see scanLines); `head`: the rows before the sink's, joined with joinHalves. */
export interface Scan {
  sink: RowSink;
  whole: number;
  rest: Buffer;
  head?: Index;
}

/**
 * scanLines over [from, to): a range of SPLIT_MIN or more where a Worker can run is split at a
 * line break near its middle, the Worker parsing the first half while this thread parses the
 * second. Whatever keeps the Worker from its half (it cannot load, it has not started by the
 * time this thread is done, it failed) leaves the half to this thread: the result is the same.
 */
export function scanRange(file: string, fd: number, from: number, to: number, dev: number, ino: number): Scan {
  const entry = to - from >= SPLIT_MIN ? workerEntry() : undefined;
  const mid = entry ? lineAfter(fd, from + Math.floor((to - from) / 2), to) : -1;
  if (!entry || mid === -1 || mid >= to) {
    const sink = new RowSink(to - from);
    return { sink, ...scanLines(fd, from, to, sink) };
  }
  const wt = process.getBuiltinModule("node:worker_threads") as Threads;
  const state = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new wt.MessageChannel();
  try {
    const job: Job = { file, dev, ino, from, to: mid, state: state.buffer as SharedArrayBuffer, port: port2 };
    const w = new wt.Worker(entry, { workerData: { learningsScan: job }, transferList: [port2] });
    w.on("error", () => {}); // one that could not load: its half is done here
    w.unref();
  } catch {
    /* no worker: both halves here */
  }
  const sink = new RowSink(to - mid);
  const tail = scanLines(fd, mid, to, sink);
  let head: Index | undefined;
  if (Atomics.compareExchange(state, 0, FREE, KEPT) !== FREE) {
    // Taken by the worker: wait for it (bounded, should it never answer).
    const until = Date.now() + 60_000;
    while (Atomics.load(state, 0) === TAKEN && Date.now() < until) Atomics.wait(state, 0, TAKEN, 1000);
    const m =
      Atomics.load(state, 0) === DONE ? (wt.receiveMessageOnPort(port1)?.message as Half | undefined) : undefined;
    if (m) {
      head = new Index(dev, ino, mid, m.n, m.bad, m.cols);
      head.keys = Buffer.from(m.keys.buf, m.keys.at, m.keys.len);
      head.hay = Buffer.from(m.hay.buf, m.hay.at, m.hay.len);
      head.keyHash = new Int32Array(m.keyHash);
      head.keyLen = new Uint32Array(m.keyLen);
    }
  }
  port1.close();
  if (!head) {
    const s = new RowSink(mid - from);
    if (scanLines(fd, from, mid, s).whole === mid) head = s.finish(dev, ino, mid, false);
  }
  if (!head) {
    // The file shrank under the first half: read it again as one range.
    const one = new RowSink(to - from);
    return { sink: one, ...scanLines(fd, from, to, one) };
  }
  return { sink, whole: tail.whole, rest: tail.rest, head };
}

/** A section to send: a small one is copied, so the pooled memory small Buffers share is never moved. */
function section(b: Buffer): Section {
  if (b.buffer.byteLength < 64 * 1024) return { buf: new Uint8Array(b).buffer, at: 0, len: b.length };
  return { buf: b.buffer as ArrayBuffer, at: b.byteOffset, len: b.length };
}

/** The worker's side: parses [from, to) unless the calling thread took its half back first. */
function runJob(job: Job): void {
  const state = new Int32Array(job.state);
  if (Atomics.compareExchange(state, 0, FREE, TAKEN) !== FREE) return;
  let end = FAILED;
  let fd: number | undefined;
  try {
    fd = openSync(job.file, constants.O_RDONLY);
    const st = fstatSync(fd);
    const sink = new RowSink(job.to - job.from);
    // The same file (replaced meanwhile: the calling thread reads the half from its own descriptor).
    if (st.dev === job.dev && st.ino === job.ino && scanLines(fd, job.from, job.to, sink).whole === job.to) {
      const idx = sink.finish(0, 0, job.to, false);
      const keys = section(idx.keys);
      const hay = section(idx.hay);
      const cols = idx.off.buffer as ArrayBuffer;
      const keyHash = idx.keyHash!.buffer as ArrayBuffer;
      const keyLen = idx.keyLen!.buffer as ArrayBuffer;
      const half: Half = { n: idx.n, bad: idx.bad, cols, keys, hay, keyHash, keyLen };
      job.port.postMessage(half, [cols, keys.buf, hay.buf, keyHash, keyLen]);
      end = DONE;
    }
  } catch {
    /* FAILED: the calling thread parses the half itself */
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  Atomics.store(state, 0, end);
  Atomics.notify(state, 0);
  job.port.close();
}

if (bun && !bun.isMainThread) {
  const job = (process.getBuiltinModule("node:worker_threads") as Threads).workerData?.learningsScan as Job | undefined;
  if (job) runJob(job);
}
