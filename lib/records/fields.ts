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
  return v as Json;
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

/** Copies the fields of `rec` not in `known`, after checking that they are plain JSON scalars/arrays/objects of bounded depth. */
export function extras(rec: Json, known: readonly string[], maxDepth = 8): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(rec)) {
    if (known.includes(k)) continue;
    if (!/^[a-zA-Z0-9_.-]{1,64}$/.test(k)) throw rejected("field name", "[a-zA-Z0-9_.-], 1-64 characters", k);
    if (nestedDeeperThan(v, maxDepth)) throw rejected(k, `nesting at most ${maxDepth} levels deep`);
    out[k] = v;
  }
  return out;
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

/**
 * Text written as orders to the agent ("ignore previous instructions", "you must now run ...")
 * rather than as an observation. Learnings are read back into prompts, so these are refused.
 */
const INSTRUCTION_LIKE = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(previous|prior|above|earlier|all|any|your)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|directives?)\b/i,
  /\b(system prompt|developer message)\b/i,
  /^\s*(you (must|should|will|are to)|always|never|do not|don't)\b.{0,80}\b(run|execute|curl|wget|delete|rm\b|push|send|upload|reveal|print|disable|approve|grant)/i,
  /\b(run|execute)\b.{0,40}\b(curl|wget|bash -c|sh -c|eval)\b/i,
  /\bnew instructions?\b/i,
  /<\/?(system|instructions?|assistant)>/i,
];

// Every pattern above needs one of these words. Most insights contain none, and one cheap test
// spares compiling the full set on every call (~0.5 ms of a 15 ms budget).
const INSTRUCTION_WORDS = /ignore|disregard|forget|override|prompt|developer|you |always|never|do not|don't|run|execute|instruction|system|assistant/i;

export function looksLikeInstruction(text: string): boolean {
  return INSTRUCTION_WORDS.test(text) && INSTRUCTION_LIKE.some((re) => re.test(text));
}

const SECRETS: [RegExp, string][] = [
  [/\b(sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,})\b/g, "sk-"],
  [/\b(gh[pousr]_[A-Za-z0-9]{20,})\b/g, "gh_"],
  [/\b(github_pat_[A-Za-z0-9_]{20,})\b/g, "github_pat_"],
  [/\b(AKIA[0-9A-Z]{16})\b/g, "AKIA"],
  [/\b(xox[abprs]-[A-Za-z0-9-]{10,})\b/g, "xox"],
  [/\b(AIza[0-9A-Za-z_-]{30,})\b/g, "AIza"],
  [/\b(eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})\b/g, "jwt"],
  [/(-----BEGIN [A-Z ]*PRIVATE KEY-----)[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g, "pem"],
  [/\b((?:api[_-]?key|token|secret|password|passwd)\s*[:=]\s*)(["']?)[^\s"',;]{8,}\2/gi, "kv"],
];

/** Replaces API keys, tokens and passwords with <REDACTED-kind>; applied to every stored string. */
// Every secret pattern above contains one of these; a string without any is returned as is.
const SECRET_HINTS = /sk-|gh[pousr]_|github_pat_|AKIA|xox[abprs]-|AIza|eyJ|-----BEGIN|api[_-]?key|token|secret|passw/i;

export function redactSecrets(text: string): string {
  if (!SECRET_HINTS.test(text)) return text;
  let out = text;
  for (const [re, kind] of SECRETS) {
    out = out.replace(re, (...m: string[]) => (kind === "kv" ? `${m[1]}<REDACTED-kv>` : `<REDACTED-${kind}>`));
  }
  return out;
}

/** Deep copy with every string passed through redactSecrets. */
export function redactDeep<T>(value: T): T {
  if (typeof value === "string") return redactSecrets(value) as T;
  if (Array.isArray(value)) return value.map(redactDeep) as T;
  if (value && typeof value === "object") {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v);
    return out as T;
  }
  return value;
}
