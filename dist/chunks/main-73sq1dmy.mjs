import {
  isoShape
} from "./main-83kepfke.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/schema/validate.ts
function validate9(check, value) {
  if (check(value))
    return value;
  const p = problemOf(check.errors ?? [], check.schema);
  throw rejected(p.field, p.allowed, p.got);
}
function mismatch(check, value) {
  if (check(value))
    return;
  const p = problemOf(check.errors ?? [], check.schema);
  return rejected(p.field, p.allowed, p.got).message;
}
var CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
var COMBINED = /\/(allOf|anyOf|oneOf|if|then|else)(\/|$)/;
function problemOf(errors, root) {
  const real = errors.filter((e) => e.keyword !== "if" && e.keyword !== "propertyNames");
  const e = real.find((x) => !COMBINED.test(x.schemaPath)) ?? real[0] ?? errors[0];
  if (!e)
    return { field: "input", allowed: "does not match its schema" };
  const s = e.parentSchema ?? {};
  const field = fieldOf(e.instancePath);
  const name = e.propertyName;
  if (name !== undefined)
    return { field: "field name", allowed: allowedText(s) ?? `must match ${String(s.pattern)}`, got: name };
  switch (e.keyword) {
    case "type":
      if (e.instancePath === "" && s.type === "object")
        return { field: "input", allowed: `a JSON object is allowed, not ${kindOf(e.data)}` };
      if (s.type === "string")
        return { field, allowed: `a string is allowed${allowedText(s) ? ` (${allowedText(s)})` : ""}`, got: e.data };
      return { field, allowed: `${describe(s)} is allowed`, got: e.data };
    case "required": {
      const missing = String(e.params.missingProperty);
      const sub = propertySchema(s, missing) ?? (root && e.instancePath === "" ? propertySchema(root, missing) : undefined);
      return {
        field: join(field, missing),
        allowed: sub?.enum ? `required: one of ${sub.enum.join(", ")}` : `required (${sub ? describe(sub) : "a value"})`
      };
    }
    case "additionalProperties":
      return {
        field: "field name",
        allowed: `one of ${Object.keys(s.properties ?? {}).join(", ")}`,
        got: e.params.additionalProperty
      };
    case "enum":
      return { field, allowed: `one of ${s.enum.join(", ")}`, got: e.data };
    case "const":
      return { field, allowed: `${JSON.stringify(s.const)} is allowed`, got: e.data };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "multipleOf":
      return { field, allowed: `${describe(s)} is allowed`, got: e.data };
    case "maxLength":
      return { field, allowed: `at most ${String(e.params.limit)} characters` };
    case "minLength":
      return {
        field,
        allowed: e.params.limit === 1 ? `must not be empty${allowedText(s) ? ` (${allowedText(s)})` : ""}` : `at least ${String(e.params.limit)} characters`
      };
    case "pattern": {
      const rule = allowedText(s) ?? `must match ${String(s.pattern)}`;
      const control = typeof e.data === "string" && CONTROL.test(e.data) && !rule.startsWith("no control");
      return { field, allowed: control ? `no control characters or newlines (${rule})` : rule, got: e.data };
    }
    case "format":
      return {
        field,
        allowed: typeof e.data === "string" && isoShape(e.data) ? "a real calendar date is allowed (ISO 8601 with a zone, e.g. 2026-01-31T12:00:00Z)" : "an ISO 8601 date-time with seconds and a zone (RFC 3339) is allowed, e.g. 2026-01-31T12:00:00Z",
        got: e.data
      };
    case "maxItems":
      return { field, allowed: `at most ${String(e.params.limit)} items` };
    case "minItems":
      return { field, allowed: `at least ${String(e.params.limit)} items` };
    case "maxProperties":
      return { field, allowed: `at most ${String(e.params.limit)} entries` };
    case "uniqueItems":
      return { field, allowed: "no repeated items" };
    case "not":
      return { field, allowed: allowedText(s) ?? "a form that is not allowed", got: e.data };
    default:
      return { field, allowed: allowedText(s) ?? `matches none of the allowed forms (${e.keyword})`, got: e.data };
  }
}
function fieldOf(pointer) {
  if (!pointer)
    return "input";
  let out = "";
  for (const raw of pointer.slice(1).split("/")) {
    const step = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    out += /^\d+$/.test(step) ? `[${step}]` : out ? `.${step}` : step;
  }
  return out;
}
function join(field, name) {
  return field === "input" ? name : `${field}.${name}`;
}
function propertySchema(s, name) {
  const props = s.properties;
  return props?.[name];
}
function allowedText(s) {
  return typeof s["x-allowed"] === "string" ? s["x-allowed"] : undefined;
}
function kindOf(v) {
  return Array.isArray(v) ? "an array" : v === null ? "null" : typeof v;
}
function describe(s) {
  const own = allowedText(s);
  if (own !== undefined && s.type !== "string")
    return own;
  if (Array.isArray(s.enum))
    return `one of ${s.enum.join(", ")}`;
  if ("const" in s)
    return JSON.stringify(s.const);
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => typeof t === "string" && t !== "null");
  const type = types[0];
  if (type === "integer" || type === "number")
    return `${type === "integer" ? "an integer" : "a number"}${range(s)}`;
  if (type === "boolean")
    return "true or false";
  if (type === "array") {
    const items = s.items;
    return items?.type === "string" ? "an array of strings" : "an array";
  }
  if (type === "object")
    return "a JSON object";
  if (type === "string")
    return own ?? "a string";
  return "a value";
}
function range(s) {
  const min = s.minimum ?? s.exclusiveMinimum;
  const max = s.maximum ?? s.exclusiveMaximum;
  if (min !== undefined && max !== undefined && max < Number.MAX_SAFE_INTEGER)
    return ` from ${min} to ${max}`;
  if (min !== undefined)
    return ` >= ${min}`;
  if (max !== undefined)
    return ` <= ${max}`;
  return "";
}

export { validate9, mismatch };
