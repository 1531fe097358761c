// One learnings.jsonl line read from its bytes, for the cold index build (decision 0093): the
// fields the index keeps, found and checked without JSON.parse building an object and a string
// per field. It takes only lines it reads exactly as parseLine + JSON.parse would, and declines
// every other one, which then goes the JSON.parse way: the index is the same either way.

/** Not read here: the caller parses the line with JSON.parse. */
export const DECLINE = 0;
/** A JSON object with a dedup key: its fields are in the LineFields. */
export const ROW = 1;
/** A JSON object without a non-empty string type and key: not a row, not a bad line. */
export const SKIP = 2;

/** What a ROW line holds: byte ranges into the line's buffer, and values. */
export class LineFields {
  typeS = 0;
  typeE = 0;
  keyS = 0;
  keyE = 0;
  /** The insight's string bytes (escapes and all), or insS = -1 when it is not a string. */
  insS = -1;
  insE = -1;
  /** The insight holds a character beyond ASCII (raw or escaped): see lowerText. */
  insHigh = false;
  /** The insight or a string of files does. */
  textHigh = false;
  /** The ts string's bytes (no escape), or tsS = -1 when it is not a string. */
  tsS = -1;
  tsE = -1;
  /** The confidence when it is a number, else NaN. */
  conf = NaN;
  /** source is "observed" or "inferred". */
  decays = false;
  trusted = false;
  retired = false;
  /** The string elements of files as [start, end, beyond ASCII (1) or not (0)] (escapes and all). */
  nFiles = 0;
  files = new Int32Array(24);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

// Fields whose value the index reads; a second one of these (JSON.parse keeps the last) declines.
const TYPE = 1;
const KEY = 2;
const INSIGHT = 4;
const TS = 8;
const CONFIDENCE = 16;
const SOURCE = 32;
const TRUSTED = 64;
const RETIRED = 128;
const FILES = 256;
const NAME_TYPE = Buffer.from("type");
const NAME_KEY = Buffer.from("key");
const NAME_INSIGHT = Buffer.from("insight");
const NAME_TS = Buffer.from("ts");
const NAME_CONFIDENCE = Buffer.from("confidence");
const NAME_SOURCE = Buffer.from("source");
const NAME_TRUSTED = Buffer.from("trusted");
const NAME_RETIRED = Buffer.from("retired");
const NAME_FILES = Buffer.from("files");

/** Which of the fields the index reads the name b[s, e) is (0: none), by its length first. */
function fieldOf(b: Uint8Array, s: number, e: number): number {
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
      if (c === 0x69) return bytesAre(b, s, e, NAME_INSIGHT) ? INSIGHT : 0;
      if (c === 0x74) return bytesAre(b, s, e, NAME_TRUSTED) ? TRUSTED : 0;
      return bytesAre(b, s, e, NAME_RETIRED) ? RETIRED : 0;
    }
    case 10:
      return bytesAre(b, s, e, NAME_CONFIDENCE) ? CONFIDENCE : 0;
    default:
      return 0;
  }
}
const OBSERVED = Buffer.from("observed");
const INFERRED = Buffer.from("inferred");
const TRUE = Buffer.from("true");
const FALSE = Buffer.from("false");
const NULL = Buffer.from("null");

/** What the last str() read: an escape, and a byte or escaped character beyond ASCII. */
let strEsc = false;
let strHigh = false;

/** Whether b[s, e) holds exactly the bytes of `word`. */
export function bytesAre(b: Uint8Array, s: number, e: number, word: Uint8Array): boolean {
  if (e - s !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (b[s + i] !== word[i]) return false;
  return true;
}

/** 1: a byte a JSON string holds as it is and that is ASCII (not a quote, backslash or control byte). */
const PLAIN = new Uint8Array(256);
for (let c = 0x20; c < 0x80; c++) PLAIN[c] = c === QUOTE || c === BACKSLASH ? 0 : 1;

/** The end of the JSON string whose bytes start at p (after its quote), or -1 if it is not one. */
function str(b: Uint8Array, p: number, q: number): number {
  let esc = false;
  let high = false;
  while (p < q) {
    const c = b[p]!;
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
      if (p + 1 >= q) return -1;
      const d = b[p + 1]!;
      // " \ / b f n r t
      if (d === 0x22 || d === 0x5c || d === 0x2f || d === 0x62 || d === 0x66 || d === 0x6e || d === 0x72 || d === 0x74)
        p += 2;
      else if (d === 0x75) {
        if (p + 6 > q) return -1;
        let v = 0;
        for (let i = p + 2; i < p + 6; i++) {
          const h = hex(b[i]!);
          if (h < 0) return -1;
          v = v * 16 + h;
        }
        if (v >= 0x80) high = true;
        p += 6;
      } else return -1;
    } else if (c < 0x20) return -1;
    else {
      high = true;
      p++;
    }
  }
  return -1;
}

function hex(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x61 + 10 : -1;
}

function digit(c: number | undefined): boolean {
  return c !== undefined && c >= 0x30 && c <= 0x39;
}

/** The end of the JSON number at p, or -1 if there is none. */
function num(b: Uint8Array, p: number, q: number): number {
  if (b[p] === 0x2d) p++;
  if (p >= q) return -1;
  if (b[p] === 0x30) p++;
  else if (digit(b[p])) while (p < q && digit(b[p])) p++;
  else return -1;
  if (p < q && b[p] === 0x2e) {
    p++;
    if (p >= q || !digit(b[p])) return -1;
    while (p < q && digit(b[p])) p++;
  }
  if (p < q && (b[p] === 0x65 || b[p] === 0x45)) {
    p++;
    if (p < q && (b[p] === 0x2b || b[p] === 0x2d)) p++;
    if (p >= q || !digit(b[p])) return -1;
    while (p < q && digit(b[p])) p++;
  }
  return p;
}

/** The value of the JSON number b[s, e), as JSON.parse gives it. */
function numValue(b: Uint8Array, s: number, e: number): number {
  if (e - s > 15) return Number(Buffer.from(b.buffer, b.byteOffset + s, e - s).toString("latin1"));
  let v = 0;
  for (let i = s; i < e; i++) {
    const c = b[i]!;
    if (c < 0x30 || c > 0x39) return Number(Buffer.from(b.buffer, b.byteOffset + s, e - s).toString("latin1"));
    v = v * 10 + c - 0x30;
  }
  return v;
}

/** The end of the literal (true, false, null) at p, or -1. */
function literal(b: Uint8Array, p: number, q: number): number {
  const c = b[p];
  const word = c === 0x74 ? TRUE : c === 0x66 ? FALSE : c === 0x6e ? NULL : undefined;
  if (!word || p + word.length > q || !bytesAre(b, p, p + word.length, word)) return -1;
  return p + word.length;
}

/** JSON's whitespace between tokens (a line holds no line feed). */
function ws(b: Uint8Array, p: number, q: number): number {
  while (p < q) {
    const c = b[p];
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) break;
    p++;
  }
  return p;
}

/** What String.prototype.trim removes, in ASCII: tab, line feed, vertical tab, form feed, return, space. */
function trimmed(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * Reads the line b[s, e) (no line feed) into o. ROW or SKIP only for a line parseLine reads as a
 * JSON object: no nested object, arrays of strings, numbers and literals only, field names without
 * escapes, no field the index reads given twice; type, key and ts ASCII without escapes, source
 * without escapes. Anything else is DECLINE.
 */
export function readLine(b: Uint8Array, s: number, e: number, o: LineFields): number {
  let p = s;
  let q = e;
  while (p < q && trimmed(b[p]!)) p++;
  while (q > p && trimmed(b[q - 1]!)) q--;
  if (q - p < 2 || b[p] !== 0x7b || b[q - 1] !== 0x7d) return DECLINE;
  o.insS = -1;
  o.textHigh = false;
  o.tsS = -1;
  o.conf = NaN;
  o.decays = false;
  o.trusted = false;
  o.retired = false;
  o.nFiles = 0;
  let seen = 0;
  /** type and key were strings (a bit each). */
  let strings = 0;
  p = ws(b, p + 1, q);
  if (b[p] === 0x7d) p++;
  else
    for (;;) {
      if (p >= q || b[p] !== QUOTE) return DECLINE;
      const ns = p + 1;
      p = str(b, ns, q);
      if (p < 0 || strEsc) return DECLINE;
      const field = strHigh ? 0 : fieldOf(b, ns, p - 1);
      if (seen & field) return DECLINE;
      seen |= field;
      p = ws(b, p, q);
      if (p >= q || b[p] !== 0x3a) return DECLINE;
      p = ws(b, p + 1, q);
      if (p >= q) return DECLINE;
      const c = b[p]!;
      const vs = p;
      if (c === QUOTE) {
        p = str(b, vs + 1, q);
        if (p < 0) return DECLINE;
        // A field's value as text must be its bytes (ASCII, no escape); the insight's may hold
        // escapes of ASCII characters; a source beyond ASCII is neither of the two it is compared to.
        if (field === INSIGHT) {
          o.insS = vs + 1;
          o.insE = p - 1;
          o.insHigh = strHigh;
          if (strHigh) o.textHigh = true;
        } else if (field === SOURCE) {
          if (strEsc) return DECLINE;
          o.decays = !strHigh && (bytesAre(b, vs + 1, p - 1, OBSERVED) || bytesAre(b, vs + 1, p - 1, INFERRED));
        } else if (field === TYPE || field === KEY || field === TS) {
          if (strHigh || strEsc) return DECLINE;
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
      } else if (c === 0x5b) {
        p = ws(b, p + 1, q);
        if (b[p] === 0x5d) p++;
        else
          for (;;) {
            if (p >= q) return DECLINE;
            const x = b[p]!;
            if (x === QUOTE) {
              const fs = p + 1;
              p = str(b, fs, q);
              if (p < 0) return DECLINE;
              if (field === FILES) {
                if (o.nFiles * 3 + 3 > o.files.length) {
                  const more = new Int32Array(o.files.length * 2);
                  more.set(o.files);
                  o.files = more;
                }
                o.files[o.nFiles * 3] = fs;
                o.files[o.nFiles * 3 + 1] = p - 1;
                o.files[o.nFiles * 3 + 2] = strHigh ? 1 : 0;
                if (strHigh) o.textHigh = true;
                o.nFiles++;
              }
            } else if (x === 0x2d || digit(x)) p = num(b, p, q);
            else p = literal(b, p, q);
            if (p < 0) return DECLINE;
            p = ws(b, p, q);
            if (p >= q) return DECLINE;
            if (b[p] === 0x5d) {
              p++;
              break;
            }
            if (b[p] !== 0x2c) return DECLINE;
            p = ws(b, p + 1, q);
          }
      } else if (c === 0x2d || digit(c)) {
        p = num(b, p, q);
        if (p < 0) return DECLINE;
        if (field === CONFIDENCE) o.conf = numValue(b, vs, p);
      } else {
        p = literal(b, p, q);
        if (p < 0) return DECLINE;
        if (c === 0x74) {
          if (field === TRUSTED) o.trusted = true;
          else if (field === RETIRED) o.retired = true;
        }
      }
      p = ws(b, p, q);
      if (p >= q) return DECLINE;
      if (b[p] === 0x7d) {
        p++;
        break;
      }
      if (b[p] !== 0x2c) return DECLINE;
      p = ws(b, p + 1, q);
    }
  if (p !== q) return DECLINE;
  if (strings !== (TYPE | KEY) || o.typeE === o.typeS || o.keyE === o.keyS) return SKIP;
  return ROW;
}

/**
 * Writes the JSON string bytes b[s, e) (validated by readLine: ASCII once decoded) lower-cased
 * into out at `at`, escapes decoded; returns the end.
 */
export function lowerInto(b: Uint8Array, s: number, e: number, out: Uint8Array, at: number): number {
  for (let i = s; i < e; i++) {
    let c = b[i]!;
    if (c === BACKSLASH) {
      const d = b[++i]!;
      if (d === 0x75) {
        c = (hex(b[i + 1]!) << 12) | (hex(b[i + 2]!) << 8) | (hex(b[i + 3]!) << 4) | hex(b[i + 4]!);
        i += 4;
      } else c = d === 0x62 ? 8 : d === 0x66 ? 12 : d === 0x6e ? 10 : d === 0x72 ? 13 : d === 0x74 ? 9 : d;
    }
    out[at++] = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  }
  return at;
}

/**
 * lowerInto for a JSON string b[s, e) holding a character beyond ASCII: the string JSON.parse
 * gives for it (the bytes between two quotes decode alone as they do within their line),
 * lower-cased and written as UTF-8, as the row sink writes a text from JSON.parse. Lower-casing
 * each piece alone gives what lower-casing the text whole does: the line breaks between them end
 * the one context toLowerCase looks at (a final sigma). `out` must have room for 3 bytes a byte.
 */
export function lowerText(b: Buffer, s: number, e: number, out: Buffer, at: number): number {
  const text = JSON.parse(b.toString("utf8", s - 1, e + 1)) as string;
  return at + out.write(text.toLowerCase(), at, "utf8");
}
