import {
  isTeammate
} from "./main-pw2vndv7.mjs";
import {
  parseLine2
} from "./main-6406zc9r.mjs";
import {
  LEARNING_TYPES2,
  dedupKey,
  isRetired
} from "./main-rn6szv5k.mjs";
import {
  looksLikeInstruction
} from "./main-98xawz64.mjs";
import {
  writeFileAtomic,
  readRange
} from "./main-gsrvpmny.mjs";
import {
  ioError
} from "./main-4q1q6370.mjs";

// lib/records/learnings.ts
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
var DAY_MS = 86400000;
var MAGIC = Buffer.from("GSLIDX03");
var EDGE = 32;
var PERSIST_MIN_FILE = 64 * 1024;
var PERSIST_MIN_TAIL = 16 * 1024;
var F_DECAYS = 1;
var F_TRUSTED = 2;
var F_TS = 4;
var F_RETIRED = 8;
var NO_TYPE = 255;

class Index {
  dev;
  ino;
  size;
  n;
  bad;
  off;
  ts;
  len;
  hayOff;
  hayLen;
  keyOff;
  conf;
  flags;
  type;
  keysBuf;
  hayBuf;
  lazy;
  constructor(dev, ino, size, n, bad, cols) {
    this.dev = dev;
    this.ino = ino;
    this.size = size;
    this.n = n;
    this.bad = bad;
    const c = cols ?? new ArrayBuffer(Index.colBytes(n));
    let at = 0;
    const take = (make, bytes) => {
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
  static colBytes(n) {
    return n * 35;
  }
  get cols() {
    return new Uint8Array(this.off.buffer, 0, Index.colBytes(this.n));
  }
  get keys() {
    if (!this.keysBuf)
      this.keysBuf = this.lazy ? readRange(this.lazy.fd, this.lazy.keysAt, this.lazy.keysLen) : Buffer.from(`
`);
    return this.keysBuf;
  }
  set keys(b) {
    this.keysBuf = b;
  }
  get hay() {
    if (!this.hayBuf)
      this.hayBuf = this.lazy ? readRange(this.lazy.fd, this.lazy.hayAt, this.lazy.hayLen) : Buffer.alloc(0);
    return this.hayBuf;
  }
  set hay(b) {
    this.hayBuf = b;
  }
  close() {
    if (this.lazy)
      closeSync(this.lazy.fd);
    this.lazy = undefined;
  }
}
function edges(fd, size) {
  const n = Math.min(EDGE, size);
  return { head: readRange(fd, 0, n).toString("hex"), tail: readRange(fd, size - n, n).toString("hex") };
}
function indexPath(file) {
  return join(dirname(file), ".learnings.index");
}
function loadIndexFile(path, fd, st) {
  let ifd;
  try {
    ifd = openSync(path, constants.O_RDONLY);
  } catch {
    return;
  }
  try {
    const first = readRange(ifd, 0, 4096);
    if (first.length < 12 || !first.subarray(0, 8).equals(MAGIC))
      throw new Error("not an index");
    const hlen = first.readUInt32LE(8);
    const hbuf = 12 + hlen <= first.length ? first.subarray(12, 12 + hlen) : readRange(ifd, 12, hlen);
    const h = JSON.parse(hbuf.toString("utf8"));
    if (h.v !== 3 || h.dev !== st.dev || h.ino !== st.ino || h.size > st.size)
      throw new Error("stale");
    if (h.colsAt % 8 || h.keysAt !== h.colsAt + Index.colBytes(h.n) || h.hayAt !== h.keysAt + h.keysLen)
      throw new Error("bad layout");
    if (fstatSync(ifd).size !== h.hayAt + h.hayLen)
      throw new Error("truncated");
    const e = edges(fd, h.size);
    if (e.head !== h.head || e.tail !== h.tail)
      throw new Error("rewritten");
    const cols = new ArrayBuffer(Index.colBytes(h.n));
    const view = new Uint8Array(cols);
    let got = 0;
    while (got < view.length) {
      const r = readSync(ifd, view, got, view.length - got, h.colsAt + got);
      if (r === 0)
        throw new Error("truncated");
      got += r;
    }
    const idx = new Index(h.dev, h.ino, h.size, h.n, h.bad, cols);
    idx.lazy = { fd: ifd, keysAt: h.keysAt, keysLen: h.keysLen, hayAt: h.hayAt, hayLen: h.hayLen };
    return idx;
  } catch {
    closeSync(ifd);
    return;
  }
}
function saveIndexFile(path, idx, fd) {
  const e = edges(fd, idx.size);
  const keys = idx.keys;
  const hay = idx.hay;
  const h = {
    v: 3,
    dev: idx.dev,
    ino: idx.ino,
    size: idx.size,
    n: idx.n,
    colsAt: 0,
    keysAt: 0,
    keysLen: keys.length,
    hayAt: 0,
    hayLen: hay.length,
    head: e.head,
    tail: e.tail,
    bad: idx.bad
  };
  let hjson = Buffer.from(JSON.stringify(h));
  while (h.colsAt < 12 + hjson.length) {
    h.colsAt = Math.ceil((12 + hjson.length + 16) / 8) * 8;
    h.keysAt = h.colsAt + Index.colBytes(idx.n);
    h.hayAt = h.keysAt + keys.length;
    hjson = Buffer.from(JSON.stringify(h));
  }
  const head = Buffer.alloc(h.colsAt, 32);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(h.colsAt - 12, 8);
  hjson.copy(head, 12);
  try {
    writeFileAtomic(path, Buffer.concat([head, idx.cols, keys, hay]));
  } catch {}
}
function parseRows(buf, base, rows) {
  let bad = 0;
  let start = 0;
  while (start < buf.length) {
    let end = buf.indexOf(10, start);
    if (end === -1)
      end = buf.length;
    if (end > start) {
      const rec = parseLine2(buf.toString("utf8", start, end));
      if (rec === undefined)
        bad++;
      else if (rec !== null) {
        const row = toRow(rec, base + start, end - start);
        if (row)
          rows.push(row);
      }
    }
    start = end + 1;
  }
  return bad;
}
function toRow(rec, off, len) {
  const dk = dedupKey(rec);
  if (dk === undefined)
    return;
  const ms = typeof rec.ts === "string" ? Date.parse(rec.ts) : NaN;
  const c = rec.confidence;
  const conf = typeof c === "number" && Number.isFinite(c) && c > 0 ? Math.min(255, Math.round(c)) : 5;
  const files = Array.isArray(rec.files) ? rec.files.filter((x) => typeof x === "string") : [];
  const hay = [rec.key, typeof rec.insight === "string" ? rec.insight : "", ...files].join(`
`).toLowerCase();
  const ti = LEARNING_TYPES2.indexOf(rec.type);
  return {
    off,
    len,
    dk,
    hay,
    ts: Number.isNaN(ms) ? -Infinity : ms,
    conf,
    flags: (rec.source === "observed" || rec.source === "inferred" ? F_DECAYS : 0) | (rec.trusted === true ? F_TRUSTED : 0) | (Number.isNaN(ms) ? 0 : F_TS) | (isRetired(rec) ? F_RETIRED : 0),
    type: ti === -1 ? NO_TYPE : ti
  };
}
function findKey(idx, dk) {
  const pos = idx.keys.indexOf(`
${dk}
`);
  if (pos === -1)
    return -1;
  return bsearch(idx.keyOff, pos + 1, idx.n);
}
function bsearch(a, x, n) {
  let lo = 0;
  let hi = n - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (a[mid] <= x) {
      ans = mid;
      lo = mid + 1;
    } else
      hi = mid - 1;
  }
  return ans;
}
function resolve(old, rows) {
  const dead = new Uint8Array(old.n);
  const fresh = [];
  const freshAt = new Map;
  let oldAt;
  if (rows.length > 64 && old.n) {
    oldAt = new Map;
    const text = old.keys.toString("utf8");
    for (let i = 0;i < old.n; i++) {
      const start = old.keyOff[i];
      oldAt.set(text.slice(start, text.indexOf(`
`, start)), i);
    }
  }
  for (const r of rows) {
    const j = freshAt.get(r.dk);
    if (j !== undefined) {
      if (r.ts >= fresh[j].ts)
        fresh[j] = r;
      continue;
    }
    const i = oldAt ? oldAt.get(r.dk) ?? -1 : old.n ? findKey(old, r.dk) : -1;
    if (i >= 0) {
      if (r.ts < old.ts[i])
        continue;
      dead[i] = 1;
    }
    freshAt.set(r.dk, fresh.length);
    fresh.push(r);
  }
  return { dead, fresh };
}
function build(old, { dead, fresh }, size, bad) {
  let n = fresh.length;
  for (let i = 0;i < old.n; i++)
    if (!dead[i])
      n++;
  const idx = new Index(old.dev, old.ino, size, n, old.bad + bad);
  const keyParts = [Buffer.from(`
`)];
  const hayParts = [];
  let keyPos = 1;
  let hayPos = 0;
  let k = 0;
  const oldKeys = old.n ? old.keys : Buffer.alloc(0);
  const oldHay = old.n ? old.hay : Buffer.alloc(0);
  for (let i = 0;i < old.n; i++) {
    if (dead[i])
      continue;
    idx.off[k] = old.off[i];
    idx.ts[k] = old.ts[i];
    idx.len[k] = old.len[i];
    idx.conf[k] = old.conf[i];
    idx.flags[k] = old.flags[i];
    idx.type[k] = old.type[i];
    const ks = old.keyOff[i];
    const ke = oldKeys.indexOf(10, ks) + 1;
    keyParts.push(oldKeys.subarray(ks, ke));
    idx.keyOff[k] = keyPos;
    keyPos += ke - ks;
    const hs = old.hayOff[i];
    const hl = old.hayLen[i];
    hayParts.push(oldHay.subarray(hs, hs + hl + 1));
    idx.hayOff[k] = hayPos;
    idx.hayLen[k] = hl;
    hayPos += hl + 1;
    k++;
  }
  for (const r of fresh) {
    idx.off[k] = r.off;
    idx.ts[k] = r.ts;
    idx.len[k] = r.len;
    idx.conf[k] = r.conf;
    idx.flags[k] = r.flags;
    idx.type[k] = r.type;
    const kb = Buffer.from(`${r.dk}
`);
    keyParts.push(kb);
    idx.keyOff[k] = keyPos;
    keyPos += kb.length;
    const hb = Buffer.from(`${r.hay}
`);
    hayParts.push(hb);
    idx.hayOff[k] = hayPos;
    idx.hayLen[k] = hb.length - 1;
    hayPos += hb.length;
    k++;
  }
  idx.keys = Buffer.concat(keyParts, keyPos);
  idx.hay = Buffer.concat(hayParts, hayPos);
  return idx;
}
function closeSource(s) {
  for (const p of s.parts)
    p.idx.close();
  closeSync(s.fd);
}
function findInSource(s, dk) {
  for (const p of s.parts) {
    if (!p.idx.n)
      continue;
    const i = findKey(p.idx, dk);
    if (i !== -1 && !p.dead?.[i])
      return true;
  }
  return false;
}
function openSource(file, project, cross) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY);
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot read ${file}`);
  }
  const parts = [];
  try {
    const st = fstatSync(fd);
    const ipath = indexPath(file);
    const loaded = st.size >= PERSIST_MIN_FILE ? loadIndexFile(ipath, fd, st) : undefined;
    let base = loaded ?? new Index(st.dev, st.ino, 0, 0, 0);
    parts.push({ idx: base });
    if (st.size > base.size) {
      const buf = readRange(fd, base.size, st.size - base.size);
      const whole = buf.lastIndexOf(10) + 1;
      const rows = [];
      let bad = parseRows(buf.subarray(0, whole), base.size, rows);
      const fold = !loaded || whole >= PERSIST_MIN_TAIL;
      if (fold) {
        if (rows.length || bad)
          base = build(base, resolve(base, rows), base.size + whole, bad);
        else
          base.size += whole;
        if (loaded && base !== loaded)
          loaded.close();
        parts[0] = { idx: base };
        if (st.size >= PERSIST_MIN_FILE)
          saveIndexFile(ipath, base, fd);
        rows.length = 0;
        bad = 0;
      }
      if (whole < buf.length)
        bad += parseRows(buf.subarray(whole), base.size + (fold ? 0 : whole), rows);
      if (rows.length) {
        const r = resolve(base, rows);
        parts[0] = { idx: base, dead: r.dead };
        parts.push({ idx: build(new Index(st.dev, st.ino, 0, 0, 0), { dead: new Uint8Array(0), fresh: r.fresh }, st.size, bad) });
      }
    }
    return { file, project, fd, parts, cross, ino: st.ino, size: st.size };
  } catch (err) {
    for (const p of parts)
      p.idx.close();
    closeSync(fd);
    throw err;
  }
}
function crossFiles(paths) {
  const dir = paths.file("projects");
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found = [];
  for (const name of names) {
    if (name === paths.slug || name.startsWith("."))
      continue;
    const file = join(dir, name, "learnings.jsonl");
    try {
      const st = statSync(file);
      if (st.isFile())
        found.push({ file, project: name, mtime: st.mtimeMs });
    } catch {}
  }
  return found.sort((a, b) => b.mtime - a.mtime || (a.project < b.project ? -1 : 1)).slice(0, 5);
}
function better(a, b) {
  if (a.eff !== b.eff)
    return a.eff > b.eff;
  if (a.ts !== b.ts)
    return a.ts > b.ts;
  return a.idx.off[a.row] > b.idx.off[b.row];
}
function effective(idx, i, now) {
  const conf = idx.conf[i];
  const flags = idx.flags[i];
  if (!(flags & F_DECAYS) || !(flags & F_TS))
    return conf;
  const days = Math.max(0, Math.floor((now - idx.ts[i]) / DAY_MS));
  return Math.max(0, conf - Math.floor(days / 30));
}
function matching(idx, words) {
  if (!words.length)
    return;
  const hit = new Uint8Array(idx.n);
  if (!idx.n)
    return hit;
  const hay = idx.hay;
  for (const w of words) {
    const needle = Buffer.from(w);
    for (let pos = hay.indexOf(needle);pos !== -1; ) {
      const row = bsearch(idx.hayOff, pos, idx.n);
      if (row < 0)
        break;
      hit[row] = 1;
      pos = hay.indexOf(needle, idx.hayOff[row] + idx.hayLen[row] + 1);
    }
  }
  return hit;
}
function topK(sources, q, words, k, now, exclude) {
  const top = [];
  const want = q.type === undefined ? -1 : LEARNING_TYPES2.indexOf(q.type);
  const current = sources.find((s) => !s.cross);
  for (const src of sources) {
    for (const { idx, dead, shown } of src.parts) {
      const hit = matching(idx, words);
      for (let i = 0;i < idx.n; i++) {
        if (want !== -1 && idx.type[i] !== want)
          continue;
        if (hit && !hit[i])
          continue;
        if (dead && dead[i])
          continue;
        if (shown && !shown[i])
          continue;
        if (idx.flags[i] & F_RETIRED)
          continue;
        if (src.cross) {
          if (!(idx.flags[i] & F_TRUSTED))
            continue;
          const ks = idx.keyOff[i];
          if (current && findInSource(current, idx.keys.toString("utf8", ks, idx.keys.indexOf(10, ks))))
            continue;
        }
        if (exclude.size && exclude.has(`${src.file}:${idx.off[i]}`))
          continue;
        const eff = effective(idx, i, now);
        if (top.length === k) {
          const w = top[k - 1];
          if (eff < w.eff || eff === w.eff && (idx.ts[i] < w.ts || idx.ts[i] === w.ts && idx.off[i] <= w.idx.off[w.row]))
            continue;
        }
        const c = { src, idx, row: i, eff, ts: idx.ts[i] };
        let lo = 0;
        let hi = top.length;
        while (lo < hi) {
          const mid = lo + hi >> 1;
          if (better(c, top[mid]))
            hi = mid;
          else
            lo = mid + 1;
        }
        top.splice(lo, 0, c);
        if (top.length > k)
          top.pop();
      }
    }
  }
  return top;
}

class KeyTable {
  parts;
  part;
  row;
  start;
  len;
  mask;
  bufs;
  constructor(parts) {
    this.parts = parts;
    const total = parts.reduce((n, p) => n + p.idx.n, 0);
    let cap = 16;
    while (cap < total * 2)
      cap *= 2;
    this.part = new Int32Array(cap).fill(-1);
    this.row = new Int32Array(cap);
    this.start = new Int32Array(cap);
    this.len = new Int32Array(cap);
    this.mask = cap - 1;
    this.bufs = parts.map((p) => p.idx.n ? p.idx.keys : Buffer.alloc(0));
  }
  slot(kb, ks, ke) {
    let h = 2166136261;
    for (let j = ks;j < ke; j++)
      h = Math.imul(h ^ kb[j], 16777619);
    const n = ke - ks;
    for (let s = h & this.mask;; s = s + 1 & this.mask) {
      const pi = this.part[s];
      if (pi === -1)
        return s;
      if (this.len[s] !== n)
        continue;
      const ob = this.bufs[pi];
      const os = this.start[s];
      let j = 0;
      while (j < n && ob[os + j] === kb[ks + j])
        j++;
      if (j === n)
        return s;
    }
  }
  fill() {
    this.parts.forEach((p, pi) => {
      const kb = this.bufs[pi];
      const { keyOff, ts, n } = p.idx;
      for (let i = 0;i < n; i++) {
        if (p.dead?.[i])
          continue;
        const ks = keyOff[i];
        const ke = kb.indexOf(10, ks);
        const s = this.slot(kb, ks, ke);
        const held = this.part[s];
        if (held === -1 || ts[i] > this.parts[held].idx.ts[this.row[s]]) {
          this.part[s] = pi;
          this.row[s] = i;
          this.start[s] = ks;
          this.len[s] = ke - ks;
        }
      }
    });
    return this;
  }
  has(p, i) {
    const kb = p.idx.keys;
    const ks = p.idx.keyOff[i];
    return this.part[this.slot(kb, ks, kb.indexOf(10, ks))] !== -1;
  }
}
function applyPeers(sources) {
  const group = (team) => new KeyTable(sources.filter((s) => !s.cross && Boolean(s.teammate) === team).flatMap((s) => s.parts)).fill();
  const own = group(false);
  const team = group(true);
  for (const src of sources)
    if (!src.cross)
      for (const part of src.parts)
        part.shown = new Uint8Array(part.idx.n);
  for (const t of [own, team]) {
    for (let s = 0;s < t.part.length; s++) {
      const pi = t.part[s];
      if (pi === -1)
        continue;
      const part = t.parts[pi];
      const row = t.row[s];
      if (t === team && own.has(part, row))
        continue;
      part.shown[row] = 1;
    }
  }
}
function shownMasks(paths, sources) {
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
  } catch {}
  applyPeers(sources);
  const head = Buffer.from(key);
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length, 0);
  try {
    writeFileAtomic(file, Buffer.concat([len, head, ...parts.map((p) => p.shown)]), { durable: false });
  } catch {}
}
function openProject(paths) {
  const sources = [];
  try {
    const mine = openSource(paths.learnings, paths.slug, false);
    if (mine)
      sources.push(mine);
    for (const { peer, file } of paths.peers(paths.learnings)) {
      const s = openSource(file, paths.slug, false);
      if (!s)
        continue;
      s.peer = peer;
      s.teammate = isTeammate(peer);
      sources.push(s);
    }
  } catch (err) {
    for (const s of sources)
      closeSource(s);
    throw err;
  }
  if (sources.some((s) => s.peer))
    shownMasks(paths, sources);
  return sources;
}
function openSources(paths, crossProject) {
  const sources = [];
  try {
    sources.push(...openProject(paths));
    if (crossProject) {
      for (const { file, project } of crossFiles(paths)) {
        const s = openSource(file, project, true);
        if (s)
          sources.push(s);
      }
    }
    return sources;
  } catch (err) {
    for (const s of sources)
      closeSource(s);
    throw err;
  }
}
function pick(sources, q) {
  const limit = q.limit ?? 10;
  const now = q.now ?? Date.now();
  const words = (q.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const out = [];
  const exclude = new Set;
  while (out.length < limit) {
    const want = limit - out.length;
    const top = topK(sources, q, words, want, now, exclude);
    for (const c of top) {
      exclude.add(`${c.src.file}:${c.idx.off[c.row]}`);
      const rec = parseLine2(readRange(c.src.fd, c.idx.off[c.row], c.idx.len[c.row]).toString("utf8"));
      if (!rec || typeof rec.insight === "string" && looksLikeInstruction(rec.insight))
        continue;
      const found = { ...rec, effective_confidence: c.eff, cross_project: c.src.cross, project: c.src.project };
      if (c.src.peer)
        found.device = c.src.peer;
      if (c.src.teammate) {
        found.trusted = false;
        found.teammate = c.src.peer.slice("team~".length);
      }
      out.push(found);
    }
    if (top.length < want)
      break;
  }
  return out;
}
function liveCount(sources) {
  let n = 0;
  for (const src of sources) {
    for (const { idx, dead, shown } of src.parts) {
      for (let i = 0;i < idx.n; i++)
        if (!(dead && dead[i]) && !(shown && !shown[i]) && !(idx.flags[i] & F_RETIRED))
          n++;
    }
  }
  return n;
}
function searchLearnings2(paths, q = {}) {
  const sources = openSources(paths, q.crossProject === true);
  try {
    return pick(sources, q);
  } finally {
    for (const s of sources)
      closeSource(s);
  }
}
function countAndSearchLearnings2(paths, q = {}) {
  const sources = openProject(paths);
  try {
    return { count: liveCount(sources), results: pick(sources, q) };
  } finally {
    for (const s of sources)
      closeSource(s);
  }
}
function flat(v) {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}
function formatLearnings2(results) {
  if (!results.length)
    return "";
  const byType = new Map;
  for (const r of results) {
    const t = flat(r.type || "unknown");
    byType.set(t, [...byType.get(t) ?? [], r]);
  }
  const counts = [...byType].map(([t, rs]) => `${rs.length} ${t}${rs.length > 1 ? "s" : ""}`);
  const lines = [`LEARNINGS: ${results.length} loaded (${counts.join(", ")})`, ""];
  for (const [t, rs] of byType) {
    lines.push(`## ${t.charAt(0).toUpperCase()}${t.slice(1)}s`);
    for (const r of rs) {
      const cross = (r.cross_project ? " [cross-project]" : "") + (r.teammate ? ` [from teammate ${flat(r.teammate)}]` : "");
      const files = Array.isArray(r.files) && r.files.length ? ` (files: ${r.files.map(flat).join(", ")})` : "";
      const day = typeof r.ts === "string" ? flat(r.ts.split("T")[0]) : "";
      lines.push(`- [${flat(r.key)}] (confidence: ${r.effective_confidence}/10, ${flat(r.source ?? "unknown")}, ${day})${cross}`);
      lines.push(`  ${flat(r.insight)}${files}`);
    }
    lines.push("");
  }
  return `${lines.join(`
`)}
`;
}

export { searchLearnings2, countAndSearchLearnings2, formatLearnings2 };
