import {
  rejected
} from "./main-fr91hn8m.mjs";

// lib/records/fields.ts
var SKILL_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
function parseObject(text, what = "input") {
  if (text === undefined || text.trim() === "")
    throw rejected(what, `a JSON object is required, e.g. '{"skill":"review"}'`);
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected(what, "valid JSON (one object) is allowed", text);
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) {
    throw rejected(what, `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`);
  }
  return v;
}
function str2(rec, field, opts = {}) {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (opts.required)
      throw rejected(field, `required (${opts.allowed ?? "a string"})`);
    return;
  }
  if (typeof v !== "string")
    throw rejected(field, `a string is allowed${opts.allowed ? ` (${opts.allowed})` : ""}`, v);
  if (opts.required && v === "")
    throw rejected(field, `must not be empty${opts.allowed ? ` (${opts.allowed})` : ""}`);
  const max = opts.max ?? 1e4;
  if (v.length > max)
    throw rejected(field, `at most ${max} characters`);
  if (CONTROL.test(v) || !opts.multiline && /[\n\r]/.test(v))
    throw rejected(field, "no control characters" + (opts.multiline ? "" : " or newlines"));
  if (opts.pattern && !opts.pattern.test(v))
    throw rejected(field, opts.allowed ?? `must match ${opts.pattern}`, v);
  return v;
}
function oneOf(rec, field, values, required = false) {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (required)
      throw rejected(field, `required: one of ${values.join(", ")}`);
    return;
  }
  if (typeof v !== "string" || !values.includes(v))
    throw rejected(field, `one of ${values.join(", ")}`, v);
  return v;
}
function int(rec, field, opts = {}) {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (opts.required)
      throw rejected(field, `required (an integer${range(opts)})`);
    return;
  }
  if (typeof v !== "number" || !Number.isInteger(v))
    throw rejected(field, `an integer${range(opts)} is allowed`, v);
  if (opts.min !== undefined && v < opts.min || opts.max !== undefined && v > opts.max)
    throw rejected(field, `an integer${range(opts)} is allowed`, v);
  return v;
}
function num(rec, field, opts = {}) {
  const v = rec[field];
  if (v === undefined || v === null) {
    if (opts.required)
      throw rejected(field, `required (a number${range(opts)})`);
    return;
  }
  if (typeof v !== "number" || !Number.isFinite(v))
    throw rejected(field, `a number${range(opts)} is allowed`, v);
  if (opts.min !== undefined && v < opts.min || opts.max !== undefined && v > opts.max)
    throw rejected(field, `a number${range(opts)} is allowed`, v);
  return v;
}
function range(o) {
  if (o.min !== undefined && o.max !== undefined)
    return ` from ${o.min} to ${o.max}`;
  if (o.min !== undefined)
    return ` >= ${o.min}`;
  if (o.max !== undefined)
    return ` <= ${o.max}`;
  return "";
}
function bool(rec, field) {
  const v = rec[field];
  if (v === undefined || v === null)
    return;
  if (typeof v !== "boolean")
    throw rejected(field, "true or false is allowed", v);
  return v;
}
function strArray(rec, field, opts = {}) {
  const v = rec[field];
  if (v === undefined || v === null)
    return;
  if (!Array.isArray(v) || v.some((x) => typeof x !== "string"))
    throw rejected(field, "an array of strings is allowed", v);
  if (v.length > (opts.max ?? 1000))
    throw rejected(field, `at most ${opts.max ?? 1000} items`);
  for (const x of v) {
    if (x.length > (opts.itemMax ?? 4096) || CONTROL.test(x) || /[\n\r]/.test(x))
      throw rejected(field, `strings of at most ${opts.itemMax ?? 4096} characters without control characters`, x);
  }
  return v;
}
var ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
function isoTs(rec, field = "ts") {
  const v = rec[field];
  if (v === undefined || v === null)
    return;
  if (typeof v !== "string" || !ISO.test(v) || Number.isNaN(Date.parse(v))) {
    throw rejected(field, "an ISO 8601 date-time with a zone is allowed, e.g. 2026-01-31T12:00:00Z", v);
  }
  return new Date(v).toISOString();
}
function extras(rec, known, maxDepth = 8) {
  const out = {};
  for (const [k, v] of Object.entries(rec)) {
    if (known.includes(k))
      continue;
    if (!/^[a-zA-Z0-9_.-]{1,64}$/.test(k))
      throw rejected("field name", "[a-zA-Z0-9_.-], 1-64 characters", k);
    if (nestedDeeperThan(v, maxDepth))
      throw rejected(k, `nesting at most ${maxDepth} levels deep`);
    out[k] = v;
  }
  return out;
}
function nestedDeeperThan(v, max) {
  if (!v || typeof v !== "object")
    return false;
  if (max <= 0)
    return true;
  for (const x of Object.values(v))
    if (nestedDeeperThan(x, max - 1))
      return true;
  return false;
}
var INSTRUCTION_LIKE = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(previous|prior|above|earlier|all|any|your)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|directives?)\b/i,
  /\b(system prompt|developer message)\b/i,
  /^\s*(you (must|should|will|are to)|always|never|do not|don't)\b.{0,80}\b(run|execute|curl|wget|delete|rm\b|push|send|upload|reveal|print|disable|approve|grant)/i,
  /\b(run|execute)\b.{0,40}\b(curl|wget|bash -c|sh -c|eval)\b/i,
  /\bnew instructions?\b/i,
  /<\/?(system|instructions?|assistant)>/i
];
var INSTRUCTION_WORDS = /ignore|disregard|forget|override|prompt|developer|you |always|never|do not|don't|run|execute|instruction|system|assistant/i;
function looksLikeInstruction(text) {
  return INSTRUCTION_WORDS.test(text) && INSTRUCTION_LIKE.some((re) => re.test(text));
}
var SECRETS = [
  [/\b(sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,})\b/g, "sk-"],
  [/\b(gh[pousr]_[A-Za-z0-9]{20,})\b/g, "gh_"],
  [/\b(github_pat_[A-Za-z0-9_]{20,})\b/g, "github_pat_"],
  [/\b(AKIA[0-9A-Z]{16})\b/g, "AKIA"],
  [/\b(xox[abprs]-[A-Za-z0-9-]{10,})\b/g, "xox"],
  [/\b(AIza[0-9A-Za-z_-]{30,})\b/g, "AIza"],
  [/\b(eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})\b/g, "jwt"],
  [/(-----BEGIN [A-Z ]*PRIVATE KEY-----)[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----)/g, "pem"],
  [/\b((?:api[_-]?key|token|secret|password|passwd)\s*[:=]\s*)(["']?)[^\s"',;]{8,}\2/gi, "kv"]
];
var SECRET_HINTS = /sk-|gh[pousr]_|github_pat_|AKIA|xox[abprs]-|AIza|eyJ|-----BEGIN|api[_-]?key|token|secret|passw/i;
function redactSecrets(text) {
  if (!SECRET_HINTS.test(text))
    return text;
  let out = text;
  for (const [re, kind] of SECRETS) {
    out = out.replace(re, (...m) => kind === "kv" ? `${m[1]}[REDACTED]` : kind === "pem" ? "[REDACTED PRIVATE KEY]" : "[REDACTED]");
  }
  return out;
}
function redactDeep(value) {
  if (typeof value === "string")
    return redactSecrets(value);
  if (Array.isArray(value))
    return value.map(redactDeep);
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value))
      out[k] = redactDeep(v);
    return out;
  }
  return value;
}

export { SKILL_PATTERN, parseObject, str2, oneOf, int, num, bool, strArray, isoTs, extras, nestedDeeperThan, looksLikeInstruction, redactSecrets, redactDeep };
