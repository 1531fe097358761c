// The one way records are checked: a generated validator (lib/schema/generated/, from
// state-schema/) and one line naming the field, what is allowed and what was given.
import { rejected } from "../core/errors.ts";
import { isoShape } from "./formats.ts";
import type { SchemaError, Validator } from "./validator.ts";

export type { Validator } from "./validator.ts";

/** What failed, in words: the field path, what is allowed there and the value given. */
export interface Problem {
  field: string;
  allowed: string;
  got?: unknown;
}

/** Returns `value` as T when it matches; throws a GstackError `rejected` naming the field otherwise. */
export function validate<T>(check: Validator, value: unknown): T {
  if (check(value)) return value as T;
  const p = problemOf(check.errors ?? [], check.schema);
  throw rejected(p.field, p.allowed, p.got);
}

/** The one-line reason `value` does not match, or undefined when it does (doctor's form). */
export function mismatch(check: Validator, value: unknown): string | undefined {
  if (check(value)) return undefined;
  const p = problemOf(check.errors ?? [], check.schema);
  return rejected(p.field, p.allowed, p.got).message;
}

// A control character or line break other than tab: named first when a pattern refuses it.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// Errors from a combined rule (allOf, if/then/else, anyOf) say less than one about the field
// itself, which ajv may report after them: the first plain one wins.
const COMBINED = /\/(allOf|anyOf|oneOf|if|then|else)(\/|$)/;

/** Words the most telling of ajv's errors (they come in evaluation order). */
export function problemOf(errors: readonly SchemaError[], root?: Record<string, unknown>): Problem {
  const real = errors.filter((e) => e.keyword !== "if" && e.keyword !== "propertyNames");
  const e = real.find((x) => !COMBINED.test(x.schemaPath)) ?? real[0] ?? errors[0];
  if (!e) return { field: "input", allowed: "does not match its schema" };
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
      const sub =
        propertySchema(s, missing) ?? (root && e.instancePath === "" ? propertySchema(root, missing) : undefined);
      return {
        field: join(field, missing),
        allowed: sub?.enum
          ? `required: one of ${(sub.enum as unknown[]).join(", ")}`
          : `required (${sub ? describe(sub) : "a value"})`,
      };
    }
    case "additionalProperties":
      return {
        field: "field name",
        allowed: `one of ${Object.keys((s.properties as object) ?? {}).join(", ")}`,
        got: e.params.additionalProperty,
      };
    case "enum":
      return { field, allowed: `one of ${(s.enum as unknown[]).join(", ")}`, got: e.data };
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
        allowed:
          e.params.limit === 1
            ? `must not be empty${allowedText(s) ? ` (${allowedText(s)})` : ""}`
            : `at least ${String(e.params.limit)} characters`,
      };
    case "pattern": {
      const rule = allowedText(s) ?? `must match ${String(s.pattern)}`;
      // Said first when it is the reason, whatever else the rule allows.
      const control = typeof e.data === "string" && CONTROL.test(e.data) && !rule.startsWith("no control");
      return { field, allowed: control ? `no control characters or newlines (${rule})` : rule, got: e.data };
    }
    case "format":
      return {
        field,
        allowed:
          typeof e.data === "string" && isoShape(e.data)
            ? "a real calendar date is allowed (ISO 8601 with a zone, e.g. 2026-01-31T12:00:00Z)"
            : "an ISO 8601 date-time with seconds and a zone (RFC 3339) is allowed, e.g. 2026-01-31T12:00:00Z",
        got: e.data,
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

/** `/files/2/name` -> `files[2].name`; the record itself is `input`. */
function fieldOf(pointer: string): string {
  if (!pointer) return "input";
  let out = "";
  for (const raw of pointer.slice(1).split("/")) {
    const step = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    out += /^\d+$/.test(step) ? `[${step}]` : out ? `.${step}` : step;
  }
  return out;
}

function join(field: string, name: string): string {
  return field === "input" ? name : `${field}.${name}`;
}

function propertySchema(s: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const props = s.properties as Record<string, Record<string, unknown>> | undefined;
  return props?.[name];
}

function allowedText(s: Record<string, unknown>): string | undefined {
  return typeof s["x-allowed"] === "string" ? s["x-allowed"] : undefined;
}

function kindOf(v: unknown): string {
  return Array.isArray(v) ? "an array" : v === null ? "null" : typeof v;
}

/** What a sub-schema allows, as a noun phrase: "an integer from 1 to 10", "one of a, b". */
export function describe(s: Record<string, unknown>): string {
  const own = allowedText(s);
  if (own !== undefined && s.type !== "string") return own;
  if (Array.isArray(s.enum)) return `one of ${s.enum.join(", ")}`;
  if ("const" in s) return JSON.stringify(s.const);
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter(
    (t): t is string => typeof t === "string" && t !== "null",
  );
  const type = types[0];
  if (type === "integer" || type === "number") return `${type === "integer" ? "an integer" : "a number"}${range(s)}`;
  if (type === "boolean") return "true or false";
  if (type === "array") {
    const items = s.items as Record<string, unknown> | undefined;
    return items?.type === "string" ? "an array of strings" : "an array";
  }
  if (type === "object") return "a JSON object";
  if (type === "string") return own ?? "a string";
  return "a value";
}

function range(s: Record<string, unknown>): string {
  const min = (s.minimum ?? s.exclusiveMinimum) as number | undefined;
  const max = (s.maximum ?? s.exclusiveMaximum) as number | undefined;
  if (min !== undefined && max !== undefined && max < Number.MAX_SAFE_INTEGER) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` >= ${min}`;
  if (max !== undefined) return ` <= ${max}`;
  return "";
}
