// Field checks shared by every record kind. Each throws a GstackError naming the field and
// what is allowed, so bad input never reaches the store.
import { rejected } from "../cli/errors.ts";

export type Json = Record<string, unknown>;

/** A skill name as records store it: 1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit. */
export const SKILL_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Parses one JSON object from a command-line argument or stdin. */
export function parseObject(text: string | undefined, what = "input"): Json {
  if (text === undefined || text.trim() === "") throw rejected(what, "a JSON object is required, e.g. '{\"skill\":\"review\"}'");
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected(what, "valid JSON (one object) is allowed", text);
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) {
    throw rejected(what, `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`);
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
      if (/[\uFFFD\p{Cs}]/u.test(v)) throw rejected(at || "input", "valid UTF-8 text is allowed (it holds bytes that are not UTF-8, or U+FFFD)");
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

export function str(rec: Json, field: string, opts: { required?: boolean; max?: number; pattern?: RegExp; allowed?: string; multiline?: boolean } = {}): string | undefined {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (opts.required) throw rejected(field, `required (${opts.allowed ?? "a string"})`);
    return undefined;
  }
  if (typeof v !== "string") throw rejected(field, `a string is allowed${opts.allowed ? ` (${opts.allowed})` : ""}`, v);
  if (opts.required && v === "") throw rejected(field, `must not be empty${opts.allowed ? ` (${opts.allowed})` : ""}`);
  const max = opts.max ?? 10_000;
  if (v.length > max) throw rejected(field, `at most ${max} characters`);
  if (CONTROL.test(v) || (!opts.multiline && /[\n\r]/.test(v))) throw rejected(field, "no control characters" + (opts.multiline ? "" : " or newlines"));
  if (opts.pattern && !opts.pattern.test(v)) throw rejected(field, opts.allowed ?? `must match ${opts.pattern}`, v);
  return v;
}

export function oneOf<T extends string>(rec: Json, field: string, values: readonly T[], required = false): T | undefined {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (required) throw rejected(field, `required: one of ${values.join(", ")}`);
    return undefined;
  }
  if (typeof v !== "string" || !values.includes(v as T)) throw rejected(field, `one of ${values.join(", ")}`, v);
  return v as T;
}

export function int(rec: Json, field: string, opts: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (opts.required) throw rejected(field, `required (an integer${range(opts)})`);
    return undefined;
  }
  if (typeof v !== "number" || !Number.isInteger(v)) throw rejected(field, `an integer${range(opts)} is allowed`, v);
  if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) throw rejected(field, `an integer${range(opts)} is allowed`, v);
  return v;
}

export function num(rec: Json, field: string, opts: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (opts.required) throw rejected(field, `required (a number${range(opts)})`);
    return undefined;
  }
  if (typeof v !== "number" || !Number.isFinite(v)) throw rejected(field, `a number${range(opts)} is allowed`, v);
  if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) throw rejected(field, `a number${range(opts)} is allowed`, v);
  return v;
}

function range(o: { min?: number; max?: number }): string {
  if (o.min !== undefined && o.max !== undefined) return ` from ${o.min} to ${o.max}`;
  if (o.min !== undefined) return ` >= ${o.min}`;
  if (o.max !== undefined) return ` <= ${o.max}`;
  return "";
}

export function bool(rec: Json, field: string): boolean | undefined {
  const v = rec[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "boolean") throw rejected(field, "true or false is allowed", v);
  return v;
}

export function strArray(rec: Json, field: string, opts: { max?: number; itemMax?: number } = {}): string[] | undefined {
  const v = rec[field];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) throw rejected(field, "an array of strings is allowed", v);
  if (v.length > (opts.max ?? 1000)) throw rejected(field, `at most ${opts.max ?? 1000} items`);
  for (const x of v as string[]) {
    if (x.length > (opts.itemMax ?? 4096) || CONTROL.test(x) || /[\n\r]/.test(x)) throw rejected(field, `strings of at most ${opts.itemMax ?? 4096} characters without control characters`, x);
  }
  return v as string[];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An RFC 3339 date-time (the schemas' date-time: seconds and a zone) that is a real date,
 * returned byte for byte, as gstack keeps a caller's ts. Readers Date.parse it.
 */
export function isoTs(rec: Json, field = "ts"): string | undefined {
  const v = rec[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string" || !ISO.test(v) || Number.isNaN(Date.parse(v))) {
    throw rejected(field, "an ISO 8601 date-time with seconds and a zone (RFC 3339) is allowed, e.g. 2026-01-31T12:00:00Z", v);
  }
  return v;
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
  if (!v || typeof v !== "object" || Array.isArray(v)) throw rejected("input", `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`);
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
