// Learnings (projects/<slug>/learnings.jsonl): patterns, pitfalls and preferences that skills
// record and read back into their prompts. Records, checks and appends are in learning-record.ts
// (re-exported here); this module is the search.
//
// Reads want "the latest entry per key+type, best first", which a plain scan pays for on every
// skill start (~2 us per line even in Bun). So searches go through a derived index next to the
// file (.learnings.index): the latest-per-key view in compact binary columns plus the lower-cased
// searchable text, covering the file up to a byte offset. Each search extends it with the lines
// appended since (incremental), and throws it away when the file was replaced (inode), shrank, or
// no longer holds the bytes the index saw at its edges. Only the winning rows are read back from
// the JSONL file itself. Parsing lines into the index's columns (on two threads for a large
// range) is learnings-scan.ts; this module keeps the index file and the search.
//
// A retirement ("retired": true) is a row like any other, so it still wins over older entries
// of its key+type, but it carries F_RETIRED and is never shown or counted.
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { isTeammate, type StatePaths } from "../state/paths.ts";
import { parseLine } from "../state/jsonl.ts";
import { readRange, writeFileAtomic } from "../state/fs.ts";
import { ioError } from "../core/errors.ts";
import * as f from "./fields.ts";
import { LEARNING_TYPES, type FoundLearning, type Learning, type LearningType } from "./learning-record.ts";
import {
  F_DECAYS,
  F_RETIRED,
  F_TRUSTED,
  F_TS,
  Index,
  joinHalves,
  parseRows,
  RowSink,
  scanRange,
} from "./learnings-scan.ts";

export * from "./learning-record.ts";

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// The index.

// 03: flags gained F_RETIRED; an 02 file would show retired rows, so it is rebuilt.
const MAGIC = Buffer.from("GSLIDX03");
const EDGE = 32; // bytes of the JSONL file kept at each edge of the indexed range, to detect rewrites
/** Files smaller than this are indexed in memory only: parsing them costs less than the cache file. */
const PERSIST_MIN_FILE = 64 * 1024;
/** Appended bytes below this are merged in memory; the index file is rewritten once more piles up. */
const PERSIST_MIN_TAIL = 16 * 1024;

interface Header {
  v: 3;
  dev: number;
  ino: number;
  /** Bytes of the JSONL file the index covers (always at a line boundary). */
  size: number;
  n: number;
  colsAt: number;
  keysAt: number;
  keysLen: number;
  hayAt: number;
  hayLen: number;
  head: string;
  tail: string;
  bad: number;
}

function edges(fd: number, size: number): { head: string; tail: string } {
  const n = Math.min(EDGE, size);
  return { head: readRange(fd, 0, n).toString("hex"), tail: readRange(fd, size - n, n).toString("hex") };
}

function indexPath(file: string): string {
  return join(dirname(file), ".learnings.index");
}

/**
 * Opens the index file if it still describes the JSONL file open at fd (same device and inode,
 * not shrunk, same bytes at both edges of the covered range); undefined otherwise.
 */
function loadIndexFile(path: string, fd: number, st: { dev: number; ino: number; size: number }): Index | undefined {
  let ifd: number;
  try {
    ifd = openSync(path, constants.O_RDONLY);
  } catch {
    return undefined;
  }
  try {
    const first = readRange(ifd, 0, 4096);
    if (first.length < 12 || !first.subarray(0, 8).equals(MAGIC)) throw new Error("not an index");
    const hlen = first.readUInt32LE(8);
    const hbuf = 12 + hlen <= first.length ? first.subarray(12, 12 + hlen) : readRange(ifd, 12, hlen);
    const h = JSON.parse(hbuf.toString("utf8")) as Header;
    if (h.v !== 3 || h.dev !== st.dev || h.ino !== st.ino || h.size > st.size) throw new Error("stale");
    if (h.colsAt % 8 || h.keysAt !== h.colsAt + Index.colBytes(h.n) || h.hayAt !== h.keysAt + h.keysLen)
      throw new Error("bad layout");
    if (fstatSync(ifd).size !== h.hayAt + h.hayLen) throw new Error("truncated");
    const e = edges(fd, h.size);
    if (e.head !== h.head || e.tail !== h.tail) throw new Error("rewritten");
    const cols = new ArrayBuffer(Index.colBytes(h.n));
    const view = new Uint8Array(cols);
    let got = 0;
    while (got < view.length) {
      const r = readSync(ifd, view, got, view.length - got, h.colsAt + got);
      if (r === 0) throw new Error("truncated");
      got += r;
    }
    const idx = new Index(h.dev, h.ino, h.size, h.n, h.bad, cols);
    idx.lazy = { fd: ifd, keysAt: h.keysAt, keysLen: h.keysLen, hayAt: h.hayAt, hayLen: h.hayLen };
    return idx;
  } catch {
    closeSync(ifd);
    return undefined;
  }
}

function saveIndexFile(path: string, idx: Index, fd: number): void {
  const e = edges(fd, idx.size);
  const { keys, hay } = idx.sections();
  const bytes = (parts: Buffer[]) => parts.reduce((n, b) => n + b.length, 0);
  const h: Header = {
    v: 3,
    dev: idx.dev,
    ino: idx.ino,
    size: idx.size,
    n: idx.n,
    colsAt: 0,
    keysAt: 0,
    keysLen: bytes(keys),
    hayAt: 0,
    hayLen: bytes(hay),
    head: e.head,
    tail: e.tail,
    bad: idx.bad,
  };
  // The header's own length moves the sections; settle the offsets, then pad to 8 for the f64 columns.
  let hjson = Buffer.from(JSON.stringify(h));
  while (h.colsAt < 12 + hjson.length) {
    h.colsAt = Math.ceil((12 + hjson.length + 16) / 8) * 8;
    h.keysAt = h.colsAt + Index.colBytes(idx.n);
    h.hayAt = h.keysAt + h.keysLen;
    hjson = Buffer.from(JSON.stringify(h));
  }
  const head = Buffer.alloc(h.colsAt, 0x20);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(h.colsAt - 12, 8);
  hjson.copy(head, 12);
  try {
    writeFileAtomic(path, [head, idx.cols, ...keys, ...hay]);
  } catch {
    /* a read-only state directory still gets answers, just without the cache */
    return;
  }
  if (idx.pieces) adoptSections(path, idx, head);
}

/**
 * Lets an index whose sections are still pieces (joinHalves) read them from the file just
 * written, as a loaded index does, instead of joining them in memory. The file is taken only
 * when it starts with the header just written: a concurrent search may have replaced it, and
 * its header then differs unless it describes the same bytes (the same index).
 */
function adoptSections(path: string, idx: Index, head: Buffer): void {
  let ifd: number;
  try {
    ifd = openSync(path, constants.O_RDONLY);
  } catch {
    return;
  }
  if (!readRange(ifd, 0, head.length).equals(head)) {
    closeSync(ifd);
    return;
  }
  const h = JSON.parse(head.toString("utf8", 12, 12 + head.readUInt32LE(8))) as Header;
  idx.lazy = { fd: ifd, keysAt: h.keysAt, keysLen: h.keysLen, hayAt: h.hayAt, hayLen: h.hayLen };
  idx.pieces = undefined;
}

/** Row holding dedup key dk, or -1. */
function findKey(idx: Index, dk: string): number {
  const pos = idx.keys.indexOf(`\n${dk}\n`);
  if (pos === -1) return -1;
  return bsearch(idx.keyOff, pos + 1, idx.n);
}

/** Index of the last element <= x in a sorted array (or -1). */
function bsearch(a: Uint32Array, x: number, n: number): number {
  let lo = 0;
  let hi = n - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! <= x) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

function keyAt(idx: Index, i: number): string {
  const ks = idx.keyOff[i]!;
  return idx.keys.toString("utf8", ks, idx.keys.indexOf(0x0a, ks));
}

interface Resolved {
  /** Rows of the old index superseded by a fresh row. */
  dead: Uint8Array;
  /** Fresh rows older than the old row of their key. */
  lost: Uint8Array;
}

/** Which fresh rows (latest per key already) win over the old index: on a tie the fresh one. */
function resolve(old: Index, fresh: Index): Resolved {
  const dead = new Uint8Array(old.n);
  const lost = new Uint8Array(fresh.n);
  if (!old.n) return { dead, lost };
  // Many fresh rows: one map of the old keys beats an indexOf per row.
  let oldAt: Map<string, number> | undefined;
  if (fresh.n > 64) {
    oldAt = new Map();
    for (let i = 0; i < old.n; i++) oldAt.set(keyAt(old, i), i);
  }
  for (let r = 0; r < fresh.n; r++) {
    const dk = keyAt(fresh, r);
    const i = oldAt ? (oldAt.get(dk) ?? -1) : findKey(old, dk);
    if (i === -1) continue;
    if (fresh.ts[r]! < old.ts[i]!) lost[r] = 1;
    else dead[i] = 1;
  }
  return { dead, lost };
}

/** A new index: the old rows still alive, then the fresh ones that won. */
function build(old: Index, fresh: Index, { dead, lost }: Resolved, size: number, bad: number): Index {
  const srcs: [Index, Uint8Array][] = [
    [old, dead],
    [fresh, lost],
  ];
  let n = 0;
  let keyBytes = 1;
  let hayBytes = 0;
  for (const [src, drop] of srcs) {
    for (let i = 0; i < src.n; i++) {
      if (drop[i]) continue;
      n++;
      keyBytes += src.keys.indexOf(0x0a, src.keyOff[i]!) + 1 - src.keyOff[i]!;
      hayBytes += src.hayLen[i]! + 1;
    }
  }
  const idx = new Index(old.dev, old.ino, size, n, old.bad + bad);
  const keys = Buffer.allocUnsafe(keyBytes);
  const hay = Buffer.allocUnsafe(hayBytes);
  keys[0] = 0x0a;
  let keyPos = 1;
  let hayPos = 0;
  let k = 0;
  for (const [src, drop] of srcs) {
    if (!src.n) continue;
    const sk = src.keys;
    const sh = src.hay;
    for (let i = 0; i < src.n; i++) {
      if (drop[i]) continue;
      idx.setRow(k, src, i);
      const ks = src.keyOff[i]!;
      const ke = sk.indexOf(0x0a, ks) + 1;
      sk.copy(keys, keyPos, ks, ke);
      idx.keyOff[k] = keyPos;
      keyPos += ke - ks;
      const hs = src.hayOff[i]!;
      const hl = src.hayLen[i]!;
      sh.copy(hay, hayPos, hs, hs + hl + 1);
      idx.hayOff[k] = hayPos;
      idx.hayLen[k] = hl;
      hayPos += hl + 1;
      k++;
    }
  }
  idx.keys = keys;
  idx.hay = hay;
  return idx;
}

/** An index with rows masked out (superseded by rows held in another part). */
interface Part {
  idx: Index;
  dead?: Uint8Array;
  /** With other devices' shards open: rows that win across all of them (see applyPeers). */
  shown?: Uint8Array;
}

/** An open learnings file and its current latest-per-key view. Close it with closeSource. */
interface Source {
  file: string;
  project: string;
  fd: number;
  parts: Part[];
  cross: boolean;
  /** Another device's shard (remote/<peer>/), materialised by gstack-sync. */
  peer?: string;
  /** A teammate's shard: never trusted, and only where the user's own devices have no entry. */
  teammate?: boolean;
  ino: number;
  size: number;
}

function closeSource(s: Source): void {
  for (const p of s.parts) p.idx.close();
  closeSync(s.fd);
}

/**
 * Whether the source holds a live row for dedup key dk. A retirement counts: a learning retired
 * here is not brought back by another project's entry for the same key.
 */
function findInSource(s: Source, dk: string): boolean {
  for (const p of s.parts) {
    if (!p.idx.n) continue;
    const i = findKey(p.idx, dk);
    if (i !== -1 && !p.dead?.[i]) return true;
  }
  return false;
}

/**
 * Opens `file` and brings its view up to date: loads the index file when it still matches, then
 * takes in the lines appended since. A big enough change is folded into a new index file; a small
 * one stays an in-memory overlay, so a search after each append does not rewrite the cache. A last
 * line without its newline joins only the overlay (it may still be being written).
 */
function openSource(file: string, project: string, cross: boolean): Source | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError(err, `cannot read ${file}`);
  }
  const parts: Part[] = [];
  try {
    const st = fstatSync(fd);
    const ipath = indexPath(file);
    const loaded = st.size >= PERSIST_MIN_FILE ? loadIndexFile(ipath, fd, st) : undefined;
    let base = loaded ?? new Index(st.dev, st.ino, 0, 0, 0);
    parts.push({ idx: base });
    if (st.size > base.size) {
      const scan = scanRange(file, fd, base.size, st.size, st.dev, st.ino);
      const { sink, rest } = scan;
      const whole = scan.whole - base.size;
      // (A range split in two threads is always folded: its first half alone is over the tail limit.)
      const fold = !loaded || whole >= PERSIST_MIN_TAIL || scan.head !== undefined;
      let tail = sink;
      if (fold) {
        if (scan.head || sink.n || sink.bad) {
          const second = sink.finish(st.dev, st.ino, base.size + whole, !scan.head);
          const fresh = scan.head ? joinHalves(scan.head, second) : second;
          base = base.n ? build(base, fresh, resolve(base, fresh), fresh.size, fresh.bad) : fresh;
        } else base.size += whole;
        if (loaded && base !== loaded) loaded.close();
        parts[0] = { idx: base };
        if (st.size >= PERSIST_MIN_FILE) saveIndexFile(ipath, base, fd);
        tail = new RowSink(rest.length);
      }
      if (rest.length) parseRows(rest, scan.whole, tail);
      if (tail.n) {
        const fresh = tail.finish(st.dev, st.ino, st.size);
        const r = resolve(base, fresh);
        parts[0] = { idx: base, dead: r.dead };
        parts.push({
          idx: build(
            new Index(st.dev, st.ino, 0, 0, 0),
            fresh,
            { dead: new Uint8Array(0), lost: r.lost },
            st.size,
            tail.bad,
          ),
        });
      }
    }
    return { file, project, fd, parts, cross, ino: st.ino, size: st.size };
  } catch (err) {
    for (const p of parts) p.idx.close();
    closeSync(fd);
    throw err;
  }
}

export interface LearningQuery {
  /** Only this type. */
  type?: LearningType;
  /** Whitespace-separated words; a learning matches when any word is in its key, insight or files. */
  query?: string;
  /** At most this many results (default 10). */
  limit?: number;
  /** Also trusted learnings of up to 5 other projects (most recently written first). */
  crossProject?: boolean;
  /** "Now" for decay, in ms (tests). */
  now?: number;
}

/** Up to 5 other projects' learnings files, most recently written first. */
function crossFiles(paths: StatePaths): { file: string; project: string }[] {
  const dir = paths.file("projects");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: { file: string; project: string; mtime: number }[] = [];
  for (const name of names) {
    if (name === paths.slug || name.startsWith(".")) continue;
    const file = join(dir, name, "learnings.jsonl");
    try {
      const st = statSync(file);
      if (st.isFile()) found.push({ file, project: name, mtime: st.mtimeMs });
    } catch {
      /* no learnings there */
    }
  }
  return found.sort((a, b) => b.mtime - a.mtime || (a.project < b.project ? -1 : 1)).slice(0, 5);
}

interface Candidate {
  src: Source;
  idx: Index;
  row: number;
  eff: number;
  ts: number;
}

/** Better first: effective confidence, then recency, then later in the file. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.eff !== b.eff) return a.eff > b.eff;
  if (a.ts !== b.ts) return a.ts > b.ts;
  return a.idx.off[a.row]! > b.idx.off[b.row]!;
}

function effective(idx: Index, i: number, now: number): number {
  const conf = idx.conf[i]!;
  const flags = idx.flags[i]!;
  if (!(flags & F_DECAYS) || !(flags & F_TS)) return conf;
  const days = Math.max(0, Math.floor((now - idx.ts[i]!) / DAY_MS));
  return Math.max(0, conf - Math.floor(days / 30));
}

/** Rows matching any of the query words (undefined: no words, every row). */
function matching(idx: Index, words: string[]): Uint8Array | undefined {
  if (!words.length) return undefined;
  const hit = new Uint8Array(idx.n);
  if (!idx.n) return hit;
  const hay = idx.hay;
  for (const w of words) {
    const needle = Buffer.from(w);
    for (let pos = hay.indexOf(needle); pos !== -1; ) {
      const row = bsearch(idx.hayOff, pos, idx.n);
      if (row < 0) break;
      hit[row] = 1;
      // Nothing more to learn from this row: go on from the next one.
      pos = hay.indexOf(needle, idx.hayOff[row]! + idx.hayLen[row]! + 1);
    }
  }
  return hit;
}

/** The best `k` rows over all sources, best first, leaving out `exclude` (file:offset). */
function topK(
  sources: Source[],
  q: LearningQuery,
  words: string[],
  k: number,
  now: number,
  exclude: Set<string>,
): Candidate[] {
  const top: Candidate[] = [];
  const want = q.type === undefined ? -1 : LEARNING_TYPES.indexOf(q.type);
  const current = sources.find((s) => !s.cross);
  for (const src of sources) {
    for (const { idx, dead, shown } of src.parts) {
      const hit = matching(idx, words);
      for (let i = 0; i < idx.n; i++) {
        if (want !== -1 && idx.type[i] !== want) continue;
        if (hit && !hit[i]) continue;
        if (dead?.[i]) continue;
        if (shown && !shown[i]) continue;
        if (idx.flags[i]! & F_RETIRED) continue;
        if (src.cross) {
          // Another project's learning reaches this prompt only if a user stated it, and never
          // over this project's own entry for the same key.
          if (!(idx.flags[i]! & F_TRUSTED)) continue;
          const ks = idx.keyOff[i]!;
          if (current && findInSource(current, idx.keys.toString("utf8", ks, idx.keys.indexOf(0x0a, ks)))) continue;
        }
        if (exclude.size && exclude.has(`${src.file}:${idx.off[i]}`)) continue;
        const eff = effective(idx, i, now);
        if (top.length === k) {
          // Most rows lose to the current worst; decide that before allocating anything.
          const w = top[k - 1]!;
          if (
            eff < w.eff ||
            (eff === w.eff && (idx.ts[i]! < w.ts || (idx.ts[i] === w.ts && idx.off[i]! <= w.idx.off[w.row]!)))
          )
            continue;
        }
        const c: Candidate = { src, idx, row: i, eff, ts: idx.ts[i]! };
        let lo = 0;
        let hi = top.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (better(c, top[mid]!)) hi = mid;
          else lo = mid + 1;
        }
        top.splice(lo, 0, c);
        if (top.length > k) top.pop();
      }
    }
  }
  return top;
}

/**
 * Latest row per dedup key over a group of parts, without a string or an object per row: an
 * open-addressing table keyed by the key's bytes in each index's `keys` buffer. (A Map of key
 * strings cost 170 ms cold for 100k rows over three devices, most of a search.)
 */
class KeyTable {
  readonly part: Int32Array;
  readonly row: Int32Array;
  private start: Int32Array;
  private len: Int32Array;
  private mask: number;
  private bufs: Buffer[];

  constructor(readonly parts: Part[]) {
    const total = parts.reduce((n, p) => n + p.idx.n, 0);
    let cap = 16;
    while (cap < total * 2) cap *= 2;
    this.part = new Int32Array(cap).fill(-1);
    this.row = new Int32Array(cap);
    this.start = new Int32Array(cap);
    this.len = new Int32Array(cap);
    this.mask = cap - 1;
    this.bufs = parts.map((p) => (p.idx.n ? p.idx.keys : Buffer.alloc(0)));
  }

  /** The slot of the key at kb[ks, ke), or the empty slot where it goes. */
  slot(kb: Buffer, ks: number, ke: number): number {
    let h = 0x811c9dc5;
    for (let j = ks; j < ke; j++) h = Math.imul(h ^ kb[j]!, 0x01000193);
    const n = ke - ks;
    for (let s = h & this.mask; ; s = (s + 1) & this.mask) {
      const pi = this.part[s]!;
      if (pi === -1) return s;
      if (this.len[s] !== n) continue;
      const ob = this.bufs[pi]!;
      const os = this.start[s]!;
      let j = 0;
      while (j < n && ob[os + j] === kb[ks + j]) j++;
      if (j === n) return s;
    }
  }

  /** Every live row of every part: the latest per key stays (ties: the first offered). */
  fill(): this {
    this.parts.forEach((p, pi) => {
      const kb = this.bufs[pi]!;
      const { keyOff, ts, n } = p.idx;
      for (let i = 0; i < n; i++) {
        if (p.dead?.[i]) continue;
        const ks = keyOff[i]!;
        const ke = kb.indexOf(0x0a, ks);
        const s = this.slot(kb, ks, ke);
        const held = this.part[s]!;
        if (held === -1 || ts[i]! > this.parts[held]!.idx.ts[this.row[s]!]!) {
          this.part[s] = pi;
          this.row[s] = i;
          this.start[s] = ks;
          this.len[s] = ke - ks;
        }
      }
    });
    return this;
  }

  /** Whether the key of row i of part p (from another table) is here. */
  has(p: Part, i: number): boolean {
    const kb = p.idx.keys;
    const ks = p.idx.keyOff[i]!;
    return this.part[this.slot(kb, ks, kb.indexOf(0x0a, ks))] !== -1;
  }
}

/**
 * Latest per key+type across this machine's file and the other devices' shards: each part gets
 * a `shown` mask of the rows that win overall (a retirement on one device hides an older entry on
 * another). Ties go to this machine, then to peers in name order. Teammates' rows win among
 * themselves and show only for keys none of the user's own devices has.
 */
function applyPeers(sources: Source[]): void {
  const group = (team: boolean) =>
    new KeyTable(sources.filter((s) => !s.cross && Boolean(s.teammate) === team).flatMap((s) => s.parts)).fill();
  const own = group(false);
  const team = group(true);
  for (const src of sources) if (!src.cross) for (const part of src.parts) part.shown = new Uint8Array(part.idx.n);
  for (const t of [own, team]) {
    for (let s = 0; s < t.part.length; s++) {
      const pi = t.part[s]!;
      if (pi === -1) continue;
      const part = t.parts[pi]!;
      const row = t.row[s]!;
      if (t === team && own.has(part, row)) continue;
      part.shown![row] = 1;
    }
  }
}

/**
 * applyPeers, cached in projects/<slug>/.learnings.shown: the masks stay valid while every
 * source file and its parts are as they were (peers change only when gstack-sync runs), so a
 * search repeats the cross-device pass only after a write.
 */
function shownMasks(paths: StatePaths, sources: Source[]): void {
  const file = paths.project(".learnings.shown");
  const own = sources.filter((s) => !s.cross);
  const key = JSON.stringify(own.map((s) => [s.file, s.ino, s.size, s.parts.map((p) => [p.idx.n, p.idx.size])]));
  const parts = own.flatMap((s) => s.parts);
  const total = parts.reduce((n, p) => n + p.idx.n, 0);
  try {
    const buf = readFileSync(file);
    const hlen = buf.readUInt32LE(0);
    if (buf.toString("utf8", 4, 4 + hlen) === key && buf.length === 4 + hlen + total) {
      let at = 4 + hlen;
      for (const p of parts) {
        p.shown = new Uint8Array(buf.buffer, buf.byteOffset + at, p.idx.n);
        at += p.idx.n;
      }
      return;
    }
  } catch {
    /* none yet, or unreadable: made below */
  }
  applyPeers(sources);
  const head = Buffer.from(key);
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length, 0);
  try {
    writeFileAtomic(file, Buffer.concat([len, head, ...parts.map((p) => p.shown!)]), { durable: false });
  } catch {
    /* a read-only state directory still gets answers */
  }
}

/** This project's file and, when gstack-sync brought any, the other devices' and teammates' shards. */
function openProject(paths: StatePaths): Source[] {
  const sources: Source[] = [];
  try {
    const mine = openSource(paths.learnings, paths.slug, false);
    if (mine) sources.push(mine);
    for (const { peer, file } of paths.peers(paths.learnings)) {
      const s = openSource(file, paths.slug, false);
      if (!s) continue;
      s.peer = peer;
      s.teammate = isTeammate(peer);
      sources.push(s);
    }
  } catch (err) {
    for (const s of sources) closeSource(s);
    throw err;
  }
  if (sources.some((s) => s.peer)) shownMasks(paths, sources);
  return sources;
}

function openSources(paths: StatePaths, crossProject: boolean): Source[] {
  const sources: Source[] = [];
  try {
    sources.push(...openProject(paths));
    if (crossProject) {
      for (const { file, project } of crossFiles(paths)) {
        const s = openSource(file, project, true);
        if (s) sources.push(s);
      }
    }
    return sources;
  } catch (err) {
    for (const s of sources) closeSource(s);
    throw err;
  }
}

/** The best rows of the sources, read back from their files (instruction-like ones skipped). */
function pick(sources: Source[], q: LearningQuery): FoundLearning[] {
  const limit = q.limit ?? 10;
  const now = q.now ?? Date.now();
  const words = (q.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const out: FoundLearning[] = [];
  const exclude = new Set<string>();
  while (out.length < limit) {
    const want = limit - out.length;
    const top = topK(sources, q, words, want, now, exclude);
    for (const c of top) {
      exclude.add(`${c.src.file}:${c.idx.off[c.row]}`);
      const rec = parseLine<Learning>(readRange(c.src.fd, c.idx.off[c.row]!, c.idx.len[c.row]!).toString("utf8"));
      if (!rec || (typeof rec.insight === "string" && f.looksLikeInstruction(rec.insight))) continue;
      const found: FoundLearning = {
        ...rec,
        effective_confidence: c.eff,
        cross_project: c.src.cross,
        project: c.src.project,
      };
      if (c.src.peer) found.device = c.src.peer;
      if (c.src.teammate) {
        found.trusted = false; // a teammate's word is shown, never trusted
        found.teammate = c.src.peer!.slice("team~".length);
      }
      out.push(found);
    }
    if (top.length < want) break;
  }
  return out;
}

/** Live rows (latest per key+type, not retired) of the sources. */
function liveCount(sources: Source[]): number {
  let n = 0;
  for (const src of sources) {
    for (const { idx, dead, shown } of src.parts) {
      for (let i = 0; i < idx.n; i++) if (!dead?.[i] && !(shown && !shown[i]) && !(idx.flags[i]! & F_RETIRED)) n++;
    }
  }
  return n;
}

/**
 * The latest learning per key+type, filtered, best first: by effective confidence (observed and
 * inferred lose 1 point per 30 days), then recency. A key+type whose latest entry is a retirement
 * is left out. Cross-project rows need `trusted`. Rows whose
 * insight reads like an instruction (written before that check existed) are left out.
 */
export function searchLearnings(paths: StatePaths, q: LearningQuery = {}): FoundLearning[] {
  const sources = openSources(paths, q.crossProject === true);
  try {
    return pick(sources, q);
  } finally {
    for (const s of sources) closeSource(s);
  }
}

/** Distinct learnings (latest per key+type, retired ones left out) of the current project. */
export function countLearnings(paths: StatePaths): number {
  const sources = openProject(paths);
  try {
    return liveCount(sources);
  } finally {
    for (const s of sources) closeSource(s);
  }
}

/**
 * countLearnings and searchLearnings (this project only) over one opened index: the preamble
 * needs both on every skill start, and opening the file twice doubled the cost.
 */
export function countAndSearchLearnings(
  paths: StatePaths,
  q: Omit<LearningQuery, "crossProject"> = {},
): { count: number; results: FoundLearning[] } {
  const sources = openProject(paths);
  try {
    return { count: liveCount(sources), results: pick(sources, q) };
  } finally {
    for (const s of sources) closeSource(s);
  }
}

/** One line without control characters, for text that goes back into a prompt. */
function flat(v: unknown): string {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}

/**
 * gstack-learnings-search's text: `LEARNINGS: 3 loaded (2 pitfalls, 1 pattern)`, a blank line,
 * then per type a `## Pitfalls` heading with `- [key] (confidence: 8/10, observed, 2026-01-31)`
 * and an indented insight line (with `(files: ...)`), and a blank line. Empty for no results.
 */
export function formatLearnings(results: readonly FoundLearning[]): string {
  if (!results.length) return "";
  const byType = new Map<string, FoundLearning[]>();
  for (const r of results) {
    const t = flat(r.type || "unknown");
    byType.set(t, [...(byType.get(t) ?? []), r]);
  }
  const counts = [...byType].map(([t, rs]) => `${rs.length} ${t}${rs.length > 1 ? "s" : ""}`);
  const lines = [`LEARNINGS: ${results.length} loaded (${counts.join(", ")})`, ""];
  for (const [t, rs] of byType) {
    lines.push(`## ${t.charAt(0).toUpperCase()}${t.slice(1)}s`);
    for (const r of rs) {
      const cross =
        (r.cross_project ? " [cross-project]" : "") + (r.teammate ? ` [from teammate ${flat(r.teammate)}]` : "");
      const files = Array.isArray(r.files) && r.files.length ? ` (files: ${r.files.map(flat).join(", ")})` : "";
      const day = typeof r.ts === "string" ? flat(r.ts.split("T")[0]) : "";
      lines.push(
        `- [${flat(r.key)}] (confidence: ${r.effective_confidence}/10, ${flat(r.source ?? "unknown")}, ${day})${cross}`,
      );
      lines.push(`  ${flat(r.insight)}${files}`);
    }
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
