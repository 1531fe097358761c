import {
  isTeammate
} from "./main-dj24thjv.mjs";
import {
  parseLine2
} from "./main-k6ny11s1.mjs";
import {
  dedupKey,
  isRetired
} from "./main-1ysa8gbv.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
import {
  looksLikeInstruction,
  usualUtc,
  tsOrder
} from "./main-ndsfx5fz.mjs";
import {
  writeFileAtomic,
  readRange
} from "./main-kt1qhm98.mjs";
import {
  ioError
} from "./main-90sp2g8n.mjs";

// lib/records/learnings.ts
import { closeSync as closeSync2, constants as constants2, fstatSync as fstatSync2, openSync as openSync2, readFileSync, readSync as readSync2, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

// lib/records/learnings-scan.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

// lib/records/learning-line.ts
var DECLINE = 0;
var ROW = 1;
var SKIP = 2;

class LineFields {
  typeS = 0;
  typeE = 0;
  keyS = 0;
  keyE = 0;
  insS = -1;
  insE = -1;
  insHigh = false;
  textHigh = false;
  tsS = -1;
  tsE = -1;
  conf = NaN;
  decays = false;
  trusted = false;
  retired = false;
  nFiles = 0;
  files = new Int32Array(24);
}
var QUOTE = 34;
var BACKSLASH = 92;
var TYPE = 1;
var KEY = 2;
var INSIGHT = 4;
var TS = 8;
var CONFIDENCE = 16;
var SOURCE = 32;
var TRUSTED = 64;
var RETIRED = 128;
var FILES = 256;
var NAME_TYPE = Buffer.from("type");
var NAME_KEY = Buffer.from("key");
var NAME_INSIGHT = Buffer.from("insight");
var NAME_TS = Buffer.from("ts");
var NAME_CONFIDENCE = Buffer.from("confidence");
var NAME_SOURCE = Buffer.from("source");
var NAME_TRUSTED = Buffer.from("trusted");
var NAME_RETIRED = Buffer.from("retired");
var NAME_FILES = Buffer.from("files");
function fieldOf(b, s, e) {
  switch (e - s) {
    case 2:
      return bytesAre(b, s, e, NAME_TS) ? TS : 0;
    case 3:
      return bytesAre(b, s, e, NAME_KEY) ? KEY : 0;
    case 4:
      return bytesAre(b, s, e, NAME_TYPE) ? TYPE : 0;
    case 5:
      return bytesAre(b, s, e, NAME_FILES) ? FILES : 0;
    case 6:
      return bytesAre(b, s, e, NAME_SOURCE) ? SOURCE : 0;
    case 7: {
      const c = b[s];
      if (c === 105)
        return bytesAre(b, s, e, NAME_INSIGHT) ? INSIGHT : 0;
      if (c === 116)
        return bytesAre(b, s, e, NAME_TRUSTED) ? TRUSTED : 0;
      return bytesAre(b, s, e, NAME_RETIRED) ? RETIRED : 0;
    }
    case 10:
      return bytesAre(b, s, e, NAME_CONFIDENCE) ? CONFIDENCE : 0;
    default:
      return 0;
  }
}
var OBSERVED = Buffer.from("observed");
var INFERRED = Buffer.from("inferred");
var TRUE = Buffer.from("true");
var FALSE = Buffer.from("false");
var NULL = Buffer.from("null");
var strEsc = false;
var strHigh = false;
function bytesAre(b, s, e, word) {
  if (e - s !== word.length)
    return false;
  for (let i = 0;i < word.length; i++)
    if (b[s + i] !== word[i])
      return false;
  return true;
}
var PLAIN = new Uint8Array(256);
for (let c = 32;c < 128; c++)
  PLAIN[c] = c === QUOTE || c === BACKSLASH ? 0 : 1;
function str(b, p, q) {
  let esc = false;
  let high = false;
  while (p < q) {
    const c = b[p];
    if (PLAIN[c] === 1) {
      p++;
      continue;
    }
    if (c === QUOTE) {
      strEsc = esc;
      strHigh = high;
      return p + 1;
    }
    if (c === BACKSLASH) {
      esc = true;
      if (p + 1 >= q)
        return -1;
      const d = b[p + 1];
      if (d === 34 || d === 92 || d === 47 || d === 98 || d === 102 || d === 110 || d === 114 || d === 116)
        p += 2;
      else if (d === 117) {
        if (p + 6 > q)
          return -1;
        let v = 0;
        for (let i = p + 2;i < p + 6; i++) {
          const h = hex(b[i]);
          if (h < 0)
            return -1;
          v = v * 16 + h;
        }
        if (v >= 128)
          high = true;
        p += 6;
      } else
        return -1;
    } else if (c < 32)
      return -1;
    else {
      high = true;
      p++;
    }
  }
  return -1;
}
function hex(c) {
  if (c >= 48 && c <= 57)
    return c - 48;
  const l = c | 32;
  return l >= 97 && l <= 102 ? l - 97 + 10 : -1;
}
function digit(c) {
  return c !== undefined && c >= 48 && c <= 57;
}
function num(b, p, q) {
  if (b[p] === 45)
    p++;
  if (p >= q)
    return -1;
  if (b[p] === 48)
    p++;
  else if (digit(b[p]))
    while (p < q && digit(b[p]))
      p++;
  else
    return -1;
  if (p < q && b[p] === 46) {
    p++;
    if (p >= q || !digit(b[p]))
      return -1;
    while (p < q && digit(b[p]))
      p++;
  }
  if (p < q && (b[p] === 101 || b[p] === 69)) {
    p++;
    if (p < q && (b[p] === 43 || b[p] === 45))
      p++;
    if (p >= q || !digit(b[p]))
      return -1;
    while (p < q && digit(b[p]))
      p++;
  }
  return p;
}
function numValue(b, s, e) {
  if (e - s > 15)
    return Number(Buffer.from(b.buffer, b.byteOffset + s, e - s).toString("latin1"));
  let v = 0;
  for (let i = s;i < e; i++) {
    const c = b[i];
    if (c < 48 || c > 57)
      return Number(Buffer.from(b.buffer, b.byteOffset + s, e - s).toString("latin1"));
    v = v * 10 + c - 48;
  }
  return v;
}
function literal(b, p, q) {
  const c = b[p];
  const word = c === 116 ? TRUE : c === 102 ? FALSE : c === 110 ? NULL : undefined;
  if (!word || p + word.length > q || !bytesAre(b, p, p + word.length, word))
    return -1;
  return p + word.length;
}
function ws(b, p, q) {
  while (p < q) {
    const c = b[p];
    if (c !== 32 && c !== 9 && c !== 13)
      break;
    p++;
  }
  return p;
}
function trimmed(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function readLine(b, s, e, o) {
  let p = s;
  let q = e;
  while (p < q && trimmed(b[p]))
    p++;
  while (q > p && trimmed(b[q - 1]))
    q--;
  if (q - p < 2 || b[p] !== 123 || b[q - 1] !== 125)
    return DECLINE;
  o.insS = -1;
  o.textHigh = false;
  o.tsS = -1;
  o.conf = NaN;
  o.decays = false;
  o.trusted = false;
  o.retired = false;
  o.nFiles = 0;
  let seen = 0;
  let strings = 0;
  p = ws(b, p + 1, q);
  if (b[p] === 125)
    p++;
  else
    for (;; ) {
      if (p >= q || b[p] !== QUOTE)
        return DECLINE;
      const ns = p + 1;
      p = str(b, ns, q);
      if (p < 0 || strEsc)
        return DECLINE;
      const field = strHigh ? 0 : fieldOf(b, ns, p - 1);
      if (seen & field)
        return DECLINE;
      seen |= field;
      p = ws(b, p, q);
      if (p >= q || b[p] !== 58)
        return DECLINE;
      p = ws(b, p + 1, q);
      if (p >= q)
        return DECLINE;
      const c = b[p];
      const vs = p;
      if (c === QUOTE) {
        p = str(b, vs + 1, q);
        if (p < 0)
          return DECLINE;
        if (field === INSIGHT) {
          o.insS = vs + 1;
          o.insE = p - 1;
          o.insHigh = strHigh;
          if (strHigh)
            o.textHigh = true;
        } else if (field === SOURCE) {
          if (strEsc)
            return DECLINE;
          o.decays = !strHigh && (bytesAre(b, vs + 1, p - 1, OBSERVED) || bytesAre(b, vs + 1, p - 1, INFERRED));
        } else if (field === TYPE || field === KEY || field === TS) {
          if (strHigh || strEsc)
            return DECLINE;
          if (field === TYPE) {
            o.typeS = vs + 1;
            o.typeE = p - 1;
            strings |= TYPE;
          } else if (field === KEY) {
            o.keyS = vs + 1;
            o.keyE = p - 1;
            strings |= KEY;
          } else if (field === TS) {
            o.tsS = vs + 1;
            o.tsE = p - 1;
          }
        }
      } else if (c === 91) {
        p = ws(b, p + 1, q);
        if (b[p] === 93)
          p++;
        else
          for (;; ) {
            if (p >= q)
              return DECLINE;
            const x = b[p];
            if (x === QUOTE) {
              const fs = p + 1;
              p = str(b, fs, q);
              if (p < 0)
                return DECLINE;
              if (field === FILES) {
                if (o.nFiles * 3 + 3 > o.files.length) {
                  const more = new Int32Array(o.files.length * 2);
                  more.set(o.files);
                  o.files = more;
                }
                o.files[o.nFiles * 3] = fs;
                o.files[o.nFiles * 3 + 1] = p - 1;
                o.files[o.nFiles * 3 + 2] = strHigh ? 1 : 0;
                if (strHigh)
                  o.textHigh = true;
                o.nFiles++;
              }
            } else if (x === 45 || digit(x))
              p = num(b, p, q);
            else
              p = literal(b, p, q);
            if (p < 0)
              return DECLINE;
            p = ws(b, p, q);
            if (p >= q)
              return DECLINE;
            if (b[p] === 93) {
              p++;
              break;
            }
            if (b[p] !== 44)
              return DECLINE;
            p = ws(b, p + 1, q);
          }
      } else if (c === 45 || digit(c)) {
        p = num(b, p, q);
        if (p < 0)
          return DECLINE;
        if (field === CONFIDENCE)
          o.conf = numValue(b, vs, p);
      } else {
        p = literal(b, p, q);
        if (p < 0)
          return DECLINE;
        if (c === 116) {
          if (field === TRUSTED)
            o.trusted = true;
          else if (field === RETIRED)
            o.retired = true;
        }
      }
      p = ws(b, p, q);
      if (p >= q)
        return DECLINE;
      if (b[p] === 125) {
        p++;
        break;
      }
      if (b[p] !== 44)
        return DECLINE;
      p = ws(b, p + 1, q);
    }
  if (p !== q)
    return DECLINE;
  if (strings !== (TYPE | KEY) || o.typeE === o.typeS || o.keyE === o.keyS)
    return SKIP;
  return ROW;
}
function lowerInto(b, s, e, out, at) {
  for (let i = s;i < e; i++) {
    let c = b[i];
    if (c === BACKSLASH) {
      const d = b[++i];
      if (d === 117) {
        c = hex(b[i + 1]) << 12 | hex(b[i + 2]) << 8 | hex(b[i + 3]) << 4 | hex(b[i + 4]);
        i += 4;
      } else
        c = d === 98 ? 8 : d === 102 ? 12 : d === 110 ? 10 : d === 114 ? 13 : d === 116 ? 9 : d;
    }
    out[at++] = c >= 65 && c <= 90 ? c | 32 : c;
  }
  return at;
}
function lowerText(b, s, e, out, at) {
  const text = JSON.parse(b.toString("utf8", s - 1, e + 1));
  return at + out.write(text.toLowerCase(), at, "utf8");
}

// lib/records/learnings-scan.ts
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
  keyHash;
  keyLen;
  pieces;
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
    this.keysBuf ??= this.section(this.pieces?.keys, this.lazy?.keysAt, this.lazy?.keysLen, `
`);
    return this.keysBuf;
  }
  set keys(b) {
    this.keysBuf = b;
  }
  get hay() {
    this.hayBuf ??= this.section(this.pieces?.hay, this.lazy?.hayAt, this.lazy?.hayLen, "");
    return this.hayBuf;
  }
  set hay(b) {
    this.hayBuf = b;
  }
  section(pieces, at, len, empty) {
    if (pieces)
      return Buffer.concat(pieces);
    if (this.lazy)
      return readRange(this.lazy.fd, at, len);
    return Buffer.from(empty);
  }
  setRow(k, src, i) {
    this.off[k] = src.off[i];
    this.ts[k] = src.ts[i];
    this.len[k] = src.len[i];
    this.conf[k] = src.conf[i];
    this.flags[k] = src.flags[i];
    this.type[k] = src.type[i];
  }
  sections() {
    if (this.pieces)
      return this.pieces;
    return { keys: [this.keys], hay: [this.hay] };
  }
  close() {
    if (this.lazy)
      closeSync(this.lazy.fd);
    this.lazy = undefined;
  }
}
var CHUNK = 1 << 20;

class RowSink {
  n = 0;
  bad = 0;
  parsed = 0;
  cap = 0;
  off = new Float64Array(0);
  ts = new Float64Array(0);
  len = new Uint32Array(0);
  conf = new Uint8Array(0);
  flags = new Uint8Array(0);
  type = new Uint8Array(0);
  keyOff = new Uint32Array(0);
  keyLen = new Uint32Array(0);
  hash = new Int32Array(0);
  hayOff = new Uint32Array(0);
  hayLen = new Uint32Array(0);
  keys;
  keyPos = 1;
  hay;
  hayPos = 0;
  slots = new Int32Array(64);
  moved = false;
  written = 0;
  newKeys = [];
  newHay = [];
  newHayTotal = 0;
  newHayRows = [];
  constructor(bytes) {
    this.keys = Buffer.allocUnsafe(bytes + 64);
    this.keys[0] = 10;
    this.hay = Buffer.allocUnsafe(bytes + 64);
  }
  expect(rows) {
    if (rows > this.cap)
      this.grow(Math.ceil(rows));
    if (rows * 2 > this.slots.length)
      this.rehash(2 ** Math.ceil(Math.log2(rows * 2)));
  }
  add(off, len, ts, conf, flags, type, dk, rec) {
    const type_ = rec.type;
    const key = rec.key;
    let h = 2166136261;
    for (let j = 0;j < type_.length; j++)
      h = Math.imul(h ^ type_.charCodeAt(j), 16777619);
    h = Math.imul(h ^ 10, 16777619);
    for (let j = 0;j < key.length; j++)
      h = Math.imul(h ^ key.charCodeAt(j), 16777619);
    const mask = this.slots.length - 1;
    let s = h & mask;
    for (let r = this.slots[s];r !== 0; s = s + 1 & mask, r = this.slots[s]) {
      const i = r - 1;
      if (this.hash[i] !== h || this.keyText(i) !== dk)
        continue;
      if (ts < this.ts[i])
        return;
      this.set(i, off, len, ts, conf, flags, type, rec);
      this.moved = true;
      return;
    }
    if (this.n === this.cap)
      this.grow();
    const i = this.n++;
    this.hash[i] = h;
    this.slots[s] = i + 1;
    this.newKeys.push(dk);
    this.set(i, off, len, ts, conf, flags, type, rec);
    if (this.n * 2 > this.slots.length)
      this.rehash(this.slots.length * 2);
  }
  addLine(b, o, off, len, ts, conf, flags, type) {
    if (this.written !== this.n || this.newHayRows.length)
      this.flush();
    const dl = o.typeE - o.typeS + o.keyE - o.keyS + 7;
    this.keys = room(this.keys, this.keyPos, dl + 1);
    const k = this.keys;
    const ks = this.keyPos;
    let at = ks;
    k[at++] = 91;
    k[at++] = 34;
    let h = 2166136261;
    for (let j = o.typeS;j < o.typeE; j++) {
      const c = b[j];
      h = Math.imul(h ^ c, 16777619);
      k[at++] = c;
    }
    h = Math.imul(h ^ 10, 16777619);
    k[at++] = 34;
    k[at++] = 44;
    k[at++] = 34;
    for (let j = o.keyS;j < o.keyE; j++) {
      const c = b[j];
      h = Math.imul(h ^ c, 16777619);
      k[at++] = c;
    }
    k[at++] = 34;
    k[at++] = 93;
    const mask = this.slots.length - 1;
    let s = h & mask;
    for (let r = this.slots[s];r !== 0; s = s + 1 & mask, r = this.slots[s]) {
      const i = r - 1;
      if (this.hash[i] !== h || this.keyLen[i] !== dl || !sameBytes(k, this.keyOff[i], ks, dl))
        continue;
      if (ts < this.ts[i])
        return;
      this.row(i, off, len, ts, conf, flags, type);
      this.lineText(i, b, o, len);
      this.moved = true;
      return;
    }
    if (this.n === this.cap)
      this.grow();
    const i = this.n++;
    this.hash[i] = h;
    this.slots[s] = i + 1;
    this.keyOff[i] = ks;
    this.keyLen[i] = dl;
    k[at] = 10;
    this.keyPos = at + 1;
    this.written = this.n;
    this.row(i, off, len, ts, conf, flags, type);
    this.lineText(i, b, o, len);
    if (this.n * 2 > this.slots.length)
      this.rehash(this.slots.length * 2);
  }
  row(i, off, len, ts, conf, flags, type) {
    this.off[i] = off;
    this.len[i] = len;
    this.ts[i] = ts;
    this.conf[i] = conf;
    this.flags[i] = flags;
    this.type[i] = type;
  }
  lineText(i, b, o, len) {
    this.hay = room(this.hay, this.hayPos, o.textHigh ? len * 3 + 1 : len + 1);
    if (o.textHigh)
      this.parsed += len;
    const out = this.hay;
    let at = lowerInto(b, o.keyS, o.keyE, out, this.hayPos);
    out[at++] = 10;
    if (o.insS >= 0)
      at = o.insHigh ? lowerText(b, o.insS, o.insE, out, at) : lowerInto(b, o.insS, o.insE, out, at);
    const fs = o.files;
    for (let j = 0;j < o.nFiles * 3; j += 3) {
      out[at++] = 10;
      at = fs[j + 2] ? lowerText(b, fs[j], fs[j + 1], out, at) : lowerInto(b, fs[j], fs[j + 1], out, at);
    }
    this.hayOff[i] = this.hayPos;
    this.hayLen[i] = at - this.hayPos;
    out[at++] = 10;
    this.hayPos = at;
  }
  keyText(i) {
    if (i >= this.written)
      return this.newKeys[i - this.written];
    const ks = this.keyOff[i];
    return this.keys.toString("utf8", ks, ks + this.keyLen[i]);
  }
  set(i, off, len, ts, conf, flags, type, rec) {
    this.row(i, off, len, ts, conf, flags, type);
    let text = `${rec.key}
${typeof rec.insight === "string" ? rec.insight : ""}`;
    if (Array.isArray(rec.files)) {
      for (const x of rec.files)
        if (typeof x === "string")
          text += `
${x}`;
    }
    this.newHay.push(text);
    this.newHayTotal += text.length + 1;
    this.newHayRows.push(i);
  }
  flush() {
    if (this.newKeys.length) {
      const text = `${this.newKeys.join(`
`)}
`;
      this.keys = room(this.keys, this.keyPos, text.length * 3);
      const ascii = this.keys.write(text, this.keyPos, "utf8") === text.length;
      for (let j = 0;j < this.newKeys.length; j++) {
        const k = this.newKeys[j];
        const n = ascii ? k.length : Buffer.byteLength(k);
        this.keyOff[this.written + j] = this.keyPos;
        this.keyLen[this.written + j] = n;
        this.keyPos += n + 1;
      }
      this.newKeys = [];
    }
    this.written = this.n;
    if (!this.newHayRows.length)
      return;
    const text = `${this.newHay.join(`
`)}
`.toLowerCase();
    this.hay = room(this.hay, this.hayPos, text.length * 3);
    const ascii = this.hay.write(text, this.hayPos, "utf8") === text.length && text.length === this.newHayTotal;
    for (let j = 0;j < this.newHayRows.length; j++) {
      const i = this.newHayRows[j];
      let n;
      if (ascii)
        n = this.newHay[j].length;
      else {
        const row = this.newHay[j].toLowerCase();
        this.hay = room(this.hay, this.hayPos, row.length * 3 + 1);
        n = this.hay.write(row, this.hayPos, "utf8");
        this.hay[this.hayPos + n] = 10;
      }
      this.hayOff[i] = this.hayPos;
      this.hayLen[i] = n;
      this.hayPos += n + 1;
    }
    this.newHay = [];
    this.newHayTotal = 0;
    this.newHayRows = [];
  }
  grow(cap = Math.max(1024, Math.ceil(this.cap * 1.5))) {
    this.cap = cap;
    const more = (a) => {
      const b = new a.constructor(this.cap);
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
  rehash(size) {
    this.slots = new Int32Array(size);
    const mask = this.slots.length - 1;
    for (let i = 0;i < this.n; i++) {
      let s = this.hash[i] & mask;
      while (this.slots[s] !== 0)
        s = s + 1 & mask;
      this.slots[s] = i + 1;
    }
  }
  finish(dev, ino, size, ordered = true) {
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
    let runs = 0;
    let at = 0;
    for (let i = 0;i < n; ) {
      const from = this.hayOff[i];
      let to = from;
      let j = i;
      do {
        idx.hayOff[j] = at + to - from;
        to += this.hayLen[j] + 1;
        j++;
      } while (j < n && this.hayOff[j] === to);
      runs++;
      at += to - from;
      i = j;
    }
    const pieces = [];
    const hay = runs <= MAX_PIECES ? undefined : Buffer.allocUnsafe(at);
    let pos = 0;
    for (let i = 0;i < n; ) {
      const from = this.hayOff[i];
      let to = from + this.hayLen[i] + 1;
      for (i++;i < n && this.hayOff[i] === to; i++)
        to += this.hayLen[i] + 1;
      if (hay)
        pos += this.hay.copy(hay, pos, from, to);
      else
        pieces.push(this.hay.subarray(from, to));
    }
    if (hay)
      idx.hay = hay;
    else
      idx.pieces = { keys: [idx.keys], hay: pieces };
    return idx;
  }
}
var MAX_PIECES = 1 << 16;
function sameBytes(b, x, y, n) {
  for (let j = 0;j < n; j++)
    if (b[x + j] !== b[y + j])
      return false;
  return true;
}
function room(buf, used, need) {
  if (used + need <= buf.length)
    return buf;
  const b = Buffer.allocUnsafe(Math.max(used + need, Math.ceil(buf.length * 1.5)));
  buf.copy(b, 0, 0, used);
  return b;
}
var GC_EVERY = 2 * CHUNK;
function collect() {
  globalThis.Bun?.gc(true);
}
function scanLines(fd, from, to, sink) {
  let buf = Buffer.allocUnsafe(Math.min(CHUNK, to - from));
  let have = 0;
  let base = from;
  let gcAt = sink.parsed + GC_EVERY;
  for (let pos = from;pos < to; ) {
    if (have === buf.length)
      buf = room(buf, have, buf.length);
    const r = readSync(fd, buf, have, Math.min(buf.length - have, to - pos), pos);
    if (r === 0)
      break;
    pos += r;
    have += r;
    const whole = buf.lastIndexOf(10, have - 1) + 1;
    if (whole === 0)
      continue;
    parseRows(buf.subarray(0, whole), base, sink);
    sink.flush();
    if (base === from)
      sink.expect((sink.n + 1) * (to - from) * 1.05 / whole);
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
var readBytes = true;
var lineFields = new LineFields;
function parseRows(buf, base, sink) {
  if (!readBytes)
    return parseRowsJson(buf, base, sink);
  const o = lineFields;
  for (let start = 0;start < buf.length; ) {
    let end = buf.indexOf(10, start);
    if (end === -1)
      end = buf.length;
    if (end > start) {
      const r = readLine(buf, start, end, o);
      if (r === ROW)
        addLine(sink, buf, o, base + start, end - start);
      else if (r === DECLINE) {
        sink.parsed += end - start;
        const rec = parseLine2(buf.toString("utf8", start, end));
        if (rec === undefined)
          sink.bad++;
        else if (rec !== null)
          addRow(sink, rec, base + start, end - start);
      }
    }
    start = end + 1;
  }
}
function parseRowsJson(buf, base, sink) {
  sink.parsed += buf.length;
  const text = buf.toString("utf8");
  if (text.length === buf.length) {
    for (let start = 0;start < text.length; ) {
      let end = text.indexOf(`
`, start);
      if (end === -1)
        end = text.length;
      if (end > start) {
        const rec = parseLine2(text.slice(start, end));
        if (rec === undefined)
          sink.bad++;
        else if (rec !== null)
          addRow(sink, rec, base + start, end - start);
      }
      start = end + 1;
    }
    return;
  }
  let start = 0;
  while (start < buf.length) {
    let end = buf.indexOf(10, start);
    if (end === -1)
      end = buf.length;
    if (end > start) {
      const rec = parseLine2(buf.toString("utf8", start, end));
      if (rec === undefined)
        sink.bad++;
      else if (rec !== null)
        addRow(sink, rec, base + start, end - start);
    }
    start = end + 1;
  }
}
function tsOrderOfBytes(b, s, e) {
  const n = e - s;
  if ((n === 20 || n === 24) && b[e - 1] === 90 && b[s + 4] === 45 && b[s + 7] === 45 && b[s + 10] === 84 && b[s + 13] === 58 && b[s + 16] === 58 && (n === 20 || b[s + 19] === 46)) {
    const ms = usualUtc(byteDigits(b, s, 4), byteDigits(b, s + 5, 2), byteDigits(b, s + 8, 2), byteDigits(b, s + 11, 2), byteDigits(b, s + 14, 2), byteDigits(b, s + 17, 2), n === 24 ? byteDigits(b, s + 20, 3) : 0);
    if (!Number.isNaN(ms))
      return ms;
  }
  return tsOrder({ ts: Buffer.from(b.buffer, b.byteOffset + s, n).toString("latin1") });
}
function byteDigits(b, at, n) {
  let v = 0;
  for (let i = at;i < at + n; i++) {
    const c = b[i] - 48;
    if (c < 0 || c > 9)
      return -1;
    v = v * 10 + c;
  }
  return v;
}
function confidenceOf(c) {
  return typeof c === "number" && Number.isFinite(c) && c > 0 ? Math.min(255, Math.round(c)) : 5;
}
function flagsOf(decays, trusted, ts, retired) {
  return (decays ? F_DECAYS : 0) | (trusted ? F_TRUSTED : 0) | (ts === -Infinity ? 0 : F_TS) | (retired ? F_RETIRED : 0);
}
function addRow(sink, rec, off, len) {
  const dk = dedupKey(rec);
  if (dk === undefined)
    return;
  const ts = tsOrder(rec);
  const ti = LEARNING_TYPES2.indexOf(rec.type);
  const decays = rec.source === "observed" || rec.source === "inferred";
  const flags = flagsOf(decays, rec.trusted === true, ts, isRetired(rec));
  sink.add(off, len, ts, confidenceOf(rec.confidence), flags, ti === -1 ? NO_TYPE : ti, dk, rec);
}
var TYPE_BYTES = LEARNING_TYPES2.map((t) => Buffer.from(t));
function addLine(sink, b, o, off, len) {
  const ts = o.tsS < 0 ? -Infinity : tsOrderOfBytes(b, o.tsS, o.tsE);
  let ti = NO_TYPE;
  for (let j = 0;j < TYPE_BYTES.length; j++)
    if (bytesAre(b, o.typeS, o.typeE, TYPE_BYTES[j])) {
      ti = j;
      break;
    }
  sink.addLine(b, o, off, len, ts, confidenceOf(o.conf), flagsOf(o.decays, o.trusted, ts, o.retired), ti);
}
var SPLIT_MIN = 96 << 20;
var FREE = 0;
var TAKEN = 1;
var DONE = 2;
var FAILED = 3;
var KEPT = 4;
function joinHalves(a, b) {
  const ak = a.keys;
  const bk = b.keys;
  const aHash = a.keyHash;
  const aLen = a.keyLen;
  const bHash = b.keyHash;
  const bLen = b.keyLen;
  let cap = 16;
  while (cap < a.n * 2)
    cap *= 2;
  const mask = cap - 1;
  const slots = new Int32Array(cap);
  for (let i = 0;i < a.n; i++) {
    let s = aHash[i] & mask;
    while (slots[s] !== 0)
      s = s + 1 & mask;
    slots[s] = i + 1;
  }
  const taken = new Int32Array(a.n);
  const added = new Uint8Array(b.n);
  let n = a.n;
  for (let r = 0;r < b.n; r++) {
    const h = bHash[r];
    const ks = b.keyOff[r];
    const kl = bLen[r];
    let i = -1;
    for (let s = h & mask;slots[s] !== 0; s = s + 1 & mask) {
      const c = slots[s] - 1;
      if (aHash[c] !== h || aLen[c] !== kl)
        continue;
      const cs = a.keyOff[c];
      if (ak.compare(bk, ks, ks + kl, cs, cs + kl) === 0) {
        i = c;
        break;
      }
    }
    if (i === -1) {
      added[r] = 1;
      n++;
    } else if (b.ts[r] >= a.ts[i])
      taken[i] = r + 1;
  }
  const idx = new Index(b.dev, b.ino, b.size, n, a.bad + b.bad);
  const keys = [ak];
  const hay = [];
  const copy = (src, from, to, at) => {
    for (const c of ["off", "ts", "len", "conf", "flags", "type", "hayLen", "hayOff"])
      idx[c].set(src[c].subarray(from, to), at);
  };
  idx.keyOff.set(a.keyOff);
  for (let i = 0;i < a.n; ) {
    let j = i;
    while (j < a.n && !taken[j])
      j++;
    copy(a, i, j, i);
    if (j === a.n)
      break;
    const r = taken[j] - 1;
    idx.setRow(j, b, r);
    idx.hayLen[j] = b.hayLen[r];
    idx.hayOff[j] = b.hayOff[r];
    i = j + 1;
  }
  let k = a.n;
  for (let r = 0;r < b.n; ) {
    while (r < b.n && !added[r])
      r++;
    let e = r;
    while (e < b.n && added[e])
      e++;
    copy(b, r, e, k);
    k += e - r;
    r = e;
  }
  const from = new Uint8Array(n);
  for (let i = 0;i < a.n; i++)
    if (taken[i])
      from[i] = 1;
  from.fill(1, a.n);
  let hayPos = 0;
  let runBuf = a.hay;
  let runFrom = 0;
  let runTo = 0;
  for (let k2 = 0;k2 < n; k2++) {
    const hb = from[k2] ? b.hay : a.hay;
    const hs = idx.hayOff[k2];
    const hl = idx.hayLen[k2];
    if (hb !== runBuf || hs !== runTo) {
      if (runTo > runFrom)
        hay.push(runBuf.subarray(runFrom, runTo));
      runBuf = hb;
      runFrom = hs;
    }
    runTo = hs + hl + 1;
    idx.hayOff[k2] = hayPos;
    hayPos += hl + 1;
  }
  if (runTo > runFrom)
    hay.push(runBuf.subarray(runFrom, runTo));
  let keyPos = ak.length;
  let keyFrom = -1;
  let keyTo = -1;
  k = a.n;
  for (let r = 0;r < b.n; r++) {
    if (!added[r])
      continue;
    const ks = b.keyOff[r];
    if (ks !== keyTo) {
      if (keyFrom !== -1)
        keys.push(bk.subarray(keyFrom, keyTo));
      keyFrom = ks;
    }
    keyTo = ks + bLen[r] + 1;
    idx.keyOff[k++] = keyPos;
    keyPos += bLen[r] + 1;
  }
  if (keyFrom !== -1)
    keys.push(bk.subarray(keyFrom, keyTo));
  idx.pieces = { keys, hay };
  return idx;
}
var bun = globalThis.Bun;
function workerEntry() {
  if (!bun?.isMainThread)
    return;
  if (bun.main.startsWith("/$bunfs/"))
    return "/$bunfs/root/records/learnings-scan.js";
  const self = import.meta.filename;
  return self.endsWith("/learnings-scan.ts") ? self : undefined;
}
function lineAfter(fd, at, to) {
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (let pos = at;pos < to; ) {
    const r = readSync(fd, buf, 0, Math.min(buf.length, to - pos), pos);
    if (r === 0)
      return -1;
    const nl = buf.indexOf(10);
    if (nl !== -1 && nl < r)
      return pos + nl + 1;
    pos += r;
  }
  return -1;
}
function scanRange(file, fd, from, to, dev, ino) {
  const entry = to - from >= SPLIT_MIN ? workerEntry() : undefined;
  const mid = entry ? lineAfter(fd, from + Math.floor((to - from) / 2), to) : -1;
  if (!entry || mid === -1 || mid >= to) {
    const sink = new RowSink(to - from);
    return { sink, ...scanLines(fd, from, to, sink) };
  }
  const wt = process.getBuiltinModule("node:worker_threads");
  const state = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new wt.MessageChannel;
  try {
    const job = { file, dev, ino, from, to: mid, state: state.buffer, port: port2 };
    const w = new wt.Worker(entry, { workerData: { learningsScan: job }, transferList: [port2] });
    w.on("error", () => {});
    w.unref();
  } catch {}
  const sink = new RowSink(to - mid);
  const tail = scanLines(fd, mid, to, sink);
  let head;
  if (Atomics.compareExchange(state, 0, FREE, KEPT) !== FREE) {
    const until = Date.now() + 60000;
    while (Atomics.load(state, 0) === TAKEN && Date.now() < until)
      Atomics.wait(state, 0, TAKEN, 1000);
    const m = Atomics.load(state, 0) === DONE ? wt.receiveMessageOnPort(port1)?.message : undefined;
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
    if (scanLines(fd, from, mid, s).whole === mid)
      head = s.finish(dev, ino, mid, false);
  }
  if (!head) {
    const one = new RowSink(to - from);
    return { sink: one, ...scanLines(fd, from, to, one) };
  }
  return { sink, whole: tail.whole, rest: tail.rest, head };
}
function section(b) {
  if (b.buffer.byteLength < 64 * 1024)
    return { buf: new Uint8Array(b).buffer, at: 0, len: b.length };
  return { buf: b.buffer, at: b.byteOffset, len: b.length };
}
function runJob(job) {
  const state = new Int32Array(job.state);
  if (Atomics.compareExchange(state, 0, FREE, TAKEN) !== FREE)
    return;
  let end = FAILED;
  let fd;
  try {
    fd = openSync(job.file, constants.O_RDONLY);
    const st = fstatSync(fd);
    const sink = new RowSink(job.to - job.from);
    if (st.dev === job.dev && st.ino === job.ino && scanLines(fd, job.from, job.to, sink).whole === job.to) {
      const idx = sink.finish(0, 0, job.to, false);
      const keys = section(idx.keys);
      const hay = section(idx.hay);
      const cols = idx.off.buffer;
      const keyHash = idx.keyHash.buffer;
      const keyLen = idx.keyLen.buffer;
      const half = { n: idx.n, bad: idx.bad, cols, keys, hay, keyHash, keyLen };
      job.port.postMessage(half, [cols, keys.buf, hay.buf, keyHash, keyLen]);
      end = DONE;
    }
  } catch {} finally {
    if (fd !== undefined)
      closeSync(fd);
  }
  Atomics.store(state, 0, end);
  Atomics.notify(state, 0);
  job.port.close();
}
if (bun && !bun.isMainThread) {
  const job = process.getBuiltinModule("node:worker_threads").workerData?.learningsScan;
  if (job)
    runJob(job);
}

// lib/records/learnings.ts
var DAY_MS = 86400000;
var MAGIC = Buffer.from("GSLIDX03");
var EDGE = 32;
var PERSIST_MIN_FILE = 64 * 1024;
var PERSIST_MIN_TAIL = 16 * 1024;
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
    ifd = openSync2(path, constants2.O_RDONLY);
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
    if (fstatSync2(ifd).size !== h.hayAt + h.hayLen)
      throw new Error("truncated");
    const e = edges(fd, h.size);
    if (e.head !== h.head || e.tail !== h.tail)
      throw new Error("rewritten");
    const cols = new ArrayBuffer(Index.colBytes(h.n));
    const view = new Uint8Array(cols);
    let got = 0;
    while (got < view.length) {
      const r = readSync2(ifd, view, got, view.length - got, h.colsAt + got);
      if (r === 0)
        throw new Error("truncated");
      got += r;
    }
    const idx = new Index(h.dev, h.ino, h.size, h.n, h.bad, cols);
    idx.lazy = { fd: ifd, keysAt: h.keysAt, keysLen: h.keysLen, hayAt: h.hayAt, hayLen: h.hayLen };
    return idx;
  } catch {
    closeSync2(ifd);
    return;
  }
}
function saveIndexFile(path, idx, fd) {
  const e = edges(fd, idx.size);
  const { keys, hay } = idx.sections();
  const bytes = (parts) => parts.reduce((n, b) => n + b.length, 0);
  const h = {
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
    bad: idx.bad
  };
  let hjson = Buffer.from(JSON.stringify(h));
  while (h.colsAt < 12 + hjson.length) {
    h.colsAt = Math.ceil((12 + hjson.length + 16) / 8) * 8;
    h.keysAt = h.colsAt + Index.colBytes(idx.n);
    h.hayAt = h.keysAt + h.keysLen;
    hjson = Buffer.from(JSON.stringify(h));
  }
  const head = Buffer.alloc(h.colsAt, 32);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(h.colsAt - 12, 8);
  hjson.copy(head, 12);
  try {
    writeFileAtomic(path, [head, idx.cols, ...keys, ...hay]);
  } catch {
    return;
  }
  if (idx.pieces)
    adoptSections(path, idx, head);
}
function adoptSections(path, idx, head) {
  let ifd;
  try {
    ifd = openSync2(path, constants2.O_RDONLY);
  } catch {
    return;
  }
  if (!readRange(ifd, 0, head.length).equals(head)) {
    closeSync2(ifd);
    return;
  }
  const h = JSON.parse(head.toString("utf8", 12, 12 + head.readUInt32LE(8)));
  idx.lazy = { fd: ifd, keysAt: h.keysAt, keysLen: h.keysLen, hayAt: h.hayAt, hayLen: h.hayLen };
  idx.pieces = undefined;
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
function keyAt(idx, i) {
  const ks = idx.keyOff[i];
  return idx.keys.toString("utf8", ks, idx.keys.indexOf(10, ks));
}
function resolve(old, fresh) {
  const dead = new Uint8Array(old.n);
  const lost = new Uint8Array(fresh.n);
  if (!old.n)
    return { dead, lost };
  let oldAt;
  if (fresh.n > 64) {
    oldAt = new Map;
    for (let i = 0;i < old.n; i++)
      oldAt.set(keyAt(old, i), i);
  }
  for (let r = 0;r < fresh.n; r++) {
    const dk = keyAt(fresh, r);
    const i = oldAt ? oldAt.get(dk) ?? -1 : findKey(old, dk);
    if (i === -1)
      continue;
    if (fresh.ts[r] < old.ts[i])
      lost[r] = 1;
    else
      dead[i] = 1;
  }
  return { dead, lost };
}
function build(old, fresh, { dead, lost }, size, bad) {
  const srcs = [
    [old, dead],
    [fresh, lost]
  ];
  let n = 0;
  let keyBytes = 1;
  let hayBytes = 0;
  for (const [src, drop] of srcs) {
    for (let i = 0;i < src.n; i++) {
      if (drop[i])
        continue;
      n++;
      keyBytes += src.keys.indexOf(10, src.keyOff[i]) + 1 - src.keyOff[i];
      hayBytes += src.hayLen[i] + 1;
    }
  }
  const idx = new Index(old.dev, old.ino, size, n, old.bad + bad);
  const keys = Buffer.allocUnsafe(keyBytes);
  const hay = Buffer.allocUnsafe(hayBytes);
  keys[0] = 10;
  let keyPos = 1;
  let hayPos = 0;
  let k = 0;
  for (const [src, drop] of srcs) {
    if (!src.n)
      continue;
    const sk = src.keys;
    const sh = src.hay;
    for (let i = 0;i < src.n; i++) {
      if (drop[i])
        continue;
      idx.setRow(k, src, i);
      const ks = src.keyOff[i];
      const ke = sk.indexOf(10, ks) + 1;
      sk.copy(keys, keyPos, ks, ke);
      idx.keyOff[k] = keyPos;
      keyPos += ke - ks;
      const hs = src.hayOff[i];
      const hl = src.hayLen[i];
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
function closeSource(s) {
  for (const p of s.parts)
    p.idx.close();
  closeSync2(s.fd);
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
    fd = openSync2(file, constants2.O_RDONLY);
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot read ${file}`);
  }
  const parts = [];
  try {
    const st = fstatSync2(fd);
    const ipath = indexPath(file);
    const loaded = st.size >= PERSIST_MIN_FILE ? loadIndexFile(ipath, fd, st) : undefined;
    let base = loaded ?? new Index(st.dev, st.ino, 0, 0, 0);
    parts.push({ idx: base });
    if (st.size > base.size) {
      const scan = scanRange(file, fd, base.size, st.size, st.dev, st.ino);
      const { sink, rest } = scan;
      const whole = scan.whole - base.size;
      const fold = !loaded || whole >= PERSIST_MIN_TAIL || scan.head !== undefined;
      let tail = sink;
      if (fold) {
        if (scan.head || sink.n || sink.bad) {
          const second = sink.finish(st.dev, st.ino, base.size + whole, !scan.head);
          const fresh = scan.head ? joinHalves(scan.head, second) : second;
          base = base.n ? build(base, fresh, resolve(base, fresh), fresh.size, fresh.bad) : fresh;
        } else
          base.size += whole;
        if (loaded && base !== loaded)
          loaded.close();
        parts[0] = { idx: base };
        if (st.size >= PERSIST_MIN_FILE)
          saveIndexFile(ipath, base, fd);
        tail = new RowSink(rest.length);
      }
      if (rest.length)
        parseRows(rest, scan.whole, tail);
      if (tail.n) {
        const fresh = tail.finish(st.dev, st.ino, st.size);
        const r = resolve(base, fresh);
        parts[0] = { idx: base, dead: r.dead };
        parts.push({
          idx: build(new Index(st.dev, st.ino, 0, 0, 0), fresh, { dead: new Uint8Array(0), lost: r.lost }, st.size, tail.bad)
        });
      }
    }
    return { file, project, fd, parts, cross, ino: st.ino, size: st.size };
  } catch (err) {
    for (const p of parts)
      p.idx.close();
    closeSync2(fd);
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
        if (dead?.[i])
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
      const found = {
        ...rec,
        effective_confidence: c.eff,
        cross_project: c.src.cross,
        project: c.src.project
      };
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
        if (!dead?.[i] && !(shown && !shown[i]) && !(idx.flags[i] & F_RETIRED))
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
