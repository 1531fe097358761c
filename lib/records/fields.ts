// What every record kind does before its schema (lib/schema/validate.ts) checks it: parse the
// caller's JSON, drop null fields, bound the nesting of extra fields. Errors are GstackErrors
// naming the field and what is allowed, so bad input never reaches the store.
import { rejected } from "../core/errors.ts";
import { isoShape, realDate } from "../schema/formats.ts";

export type Json = Record<string, unknown>;

/** A skill name as records store it: 1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit. */
export const SKILL_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;

/** Parses one JSON object from a command-line argument or stdin. */
export function parseObject(text: string | undefined, what = "input"): Json {
  if (text === undefined || text.trim() === "")
    throw rejected(what, 'a JSON object is required, e.g. \'{"skill":"review"}\'');
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected(what, "valid JSON (one object) is allowed", text);
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) {
    throw rejected(
      what,
      `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`,
    );
  }
  checkParsed(v);
  return v as Json;
}

/**
 * What JSON.parse lets through but the store would change: a number too big for a double (1e400
 * is Infinity, written as null), a `__proto__` key (an own property that a copy turns into the
 * prototype: dropped, or worse, inherited), text that was not UTF-8 (decoded to U+FFFD) or a
 * lone surrogate. Iterative: a record may nest 100,000 levels before the depth check refuses it.
 */
function checkParsed(root: object): void {
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) throw rejected(at || "input", "a finite number is allowed (at most about 1.8e308)");
    } else if (typeof v === "string") {
      if (/[\uFFFD\p{Cs}]/u.test(v))
        throw rejected(at || "input", "valid UTF-8 text is allowed (it holds bytes that are not UTF-8, or U+FFFD)");
    } else if (v && typeof v === "object") {
      for (const k of Object.keys(v)) {
        const path = at ? `${at}.${k}` : k;
        if (k === "__proto__") throw rejected(path, "not allowed as a field name");
        if (/[\uFFFD\p{Cs}]/u.test(k)) throw rejected("field name", "valid UTF-8 text is allowed");
        stack.push([(v as Json)[k], path]);
      }
    }
  }
}

/**
 * Normalisation before a record meets its schema: `rec`'s fields named in `names`, in that
 * order, without those that are null (a caller's null means "not given").
 */
export function given(rec: Json, names: readonly string[]): Json {
  const out: Json = {};
  for (const k of names) if (rec[k] !== undefined && rec[k] !== null) out[k] = rec[k];
  return out;
}

/**
 * The fields of `rec` not in `known`, as given, refusing nesting deeper than `maxDepth`: a rule
 * the schemas cannot state, checked before them (their recursion would not stop at 100,000
 * levels). Field names are the schema's to check.
 */
export function extras(rec: Json, known: readonly string[], maxDepth = 8): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(rec)) {
    if (known.includes(k)) continue;
    if (nestedDeeperThan(v, maxDepth)) throw rejected(k, `nesting at most ${maxDepth} levels deep`);
    out[k] = v;
  }
  return out;
}

/** Refuses a value that is not a JSON object, before a record module normalises it. */
export function object(v: unknown): Json {
  if (!v || typeof v !== "object" || Array.isArray(v))
    throw rejected(
      "input",
      `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`,
    );
  return v as Json;
}

/**
 * True when v nests objects or arrays more than `max` levels deep. Stops at max + 1: JSON.parse
 * accepts 100,000 levels, and measuring the whole depth recursively overflowed the stack.
 */
export function nestedDeeperThan(v: unknown, max: number): boolean {
  if (!v || typeof v !== "object") return false;
  if (max <= 0) return true;
  for (const x of Object.values(v as object)) if (nestedDeeperThan(x, max - 1)) return true;
  return false;
}

// The instruction filter has its own module (rules, Unicode folding, corpus-tested).
export { looksLikeInstruction } from "./instruction.ts";

// Redaction has its own module (one pattern table); re-exported so record modules keep one import.
export { redactSecrets, redactDeep } from "./redact.ts";

/** A record's date-time field as given (gstack keeps a caller's ts byte for byte), when the rule allows it. */
export function isoTs(rec: Json, field = "ts"): string | undefined {
  const v = rec[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string" || !isoShape(v)) {
    throw rejected(
      field,
      "an ISO 8601 date-time with seconds and a zone (RFC 3339) is allowed, e.g. 2026-01-31T12:00:00Z",
      v,
    );
  }
  if (!realDate(v))
    throw rejected(field, "a real calendar date is allowed (ISO 8601 with a zone, e.g. 2026-01-31T12:00:00Z)", v);
  return v;
}

/**
 * Milliseconds of a record's `ts`; NaN when it is missing or unreadable. Always what Date.parse
 * gives; the form every writer of the kit and gstack uses, `YYYY-MM-DDTHH:MM:SS[.mmm]Z`, is read
 * by hand (Date.parse of every line cost ~10% of a cold index build and of a timeline read). Any
 * other form, a zone offset, a year before 1000 (Date.UTC reads 0-99 as 1900-1999) or a day or
 * time out of range goes to Date.parse.
 */
export function tsMs(rec: { ts?: unknown }): number {
  const s = rec.ts;
  if (typeof s !== "string") return NaN;
  if (
    (s.length === 20 || s.length === 24) &&
    s.charCodeAt(s.length - 1) === 90 && // Z
    s.charCodeAt(4) === 45 && // -
    s.charCodeAt(7) === 45 &&
    s.charCodeAt(10) === 84 && // T
    s.charCodeAt(13) === 58 && // :
    s.charCodeAt(16) === 58 &&
    (s.length === 20 || s.charCodeAt(19) === 46) // .
  ) {
    const ms = usualUtc(
      digits(s, 0, 4),
      digits(s, 5, 2),
      digits(s, 8, 2),
      digits(s, 11, 2),
      digits(s, 14, 2),
      digits(s, 17, 2),
      s.length === 24 ? digits(s, 20, 3) : 0,
    );
    if (!Number.isNaN(ms)) return ms;
  }
  return Date.parse(s);
}

/** The number written in s[at, at + n) in decimal digits, or -1. */
function digits(s: string, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Date.UTC of the usual form's fields (-1: not digits), or NaN when one is out of the range Date.parse reads the same. */
export function usualUtc(y: number, mo: number, d: number, h: number, mi: number, sec: number, ms: number): number {
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (
    y < 1000 ||
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    d > MONTH_DAYS[mo - 1]! + (mo === 2 && leap ? 1 : 0) ||
    h < 0 ||
    h > 23 ||
    mi < 0 ||
    mi > 59 ||
    sec < 0 ||
    sec > 59 ||
    ms < 0
  )
    return NaN;
  // Date.UTC by hand (days from the civil date, exact in integers): the call cost ~5% of a build.
  const yy = mo <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (mo > 2 ? mo - 3 : mo + 9) + 2) / 5) + d - 1;
  const days = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
  return days * 86_400_000 + h * 3_600_000 + mi * 60_000 + sec * 1000 + ms;
}

/** tsMs as a sort key: a missing or unreadable ts sorts as the oldest. */
export function tsOrder(rec: { ts?: unknown }): number {
  const ms = tsMs(rec);
  return Number.isNaN(ms) ? -Infinity : ms;
}
