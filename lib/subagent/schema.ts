// A small JSON Schema (2020-12) validator for the subset a subagent result contract needs.
// Keywords outside the subset are refused when the schema is loaded, so a schema never
// validates less than it says. Why not ajv at run time: docs/decisions (subagent-result).

export type Schema = boolean | { [k: string]: unknown };

export class SchemaError extends Error {}

const ANNOTATIONS = new Set([
  "$schema",
  "$id",
  "$comment",
  "$anchor",
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
  "writeOnly",
  "deprecated",
  "format",
  "$defs",
  "definitions",
]);
const ASSERTIONS = new Set([
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minProperties",
  "maxProperties",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "$ref",
]);
const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

export const SUPPORTED_KEYWORDS = [...ASSERTIONS].sort().join(", ");

/** Checks the schema once, up front: unknown keywords, bad values and dangling $refs throw. */
export function compileSchema(root: unknown): (value: unknown) => string | undefined {
  if (typeof root !== "boolean" && (!root || typeof root !== "object" || Array.isArray(root))) {
    throw new SchemaError("the schema must be a JSON object or a boolean");
  }
  const patterns = new Map<string, RegExp>();
  const check = (s: unknown, at: string): void => {
    if (typeof s === "boolean") return;
    if (!s || typeof s !== "object" || Array.isArray(s))
      throw new SchemaError(`${at}: a schema must be an object or a boolean`);
    const o = s as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      if (!ANNOTATIONS.has(k) && !ASSERTIONS.has(k))
        throw new SchemaError(
          `${at}: keyword ${JSON.stringify(k)} is not supported (supported: ${SUPPORTED_KEYWORDS})`,
        );
      if (k === "type") {
        const ts = Array.isArray(v) ? v : [v];
        if (!ts.length || ts.some((t) => typeof t !== "string" || !TYPES.has(t)))
          throw new SchemaError(`${at}.type: one of ${[...TYPES].join(", ")} (or an array of them)`);
      } else if (k === "properties" || k === "$defs" || k === "definitions") {
        if (!v || typeof v !== "object" || Array.isArray(v)) throw new SchemaError(`${at}.${k}: an object of schemas`);
        for (const [name, sub] of Object.entries(v)) check(sub, `${at}.${k}.${name}`);
      } else if (k === "additionalProperties" || k === "items" || k === "not") {
        check(v, `${at}.${k}`);
      } else if (k === "anyOf" || k === "oneOf" || k === "allOf") {
        if (!Array.isArray(v) || !v.length) throw new SchemaError(`${at}.${k}: a non-empty array of schemas`);
        v.forEach((sub, i) => check(sub, `${at}.${k}[${i}]`));
      } else if (k === "required") {
        if (!Array.isArray(v) || v.some((x) => typeof x !== "string"))
          throw new SchemaError(`${at}.required: an array of property names`);
      } else if (k === "enum") {
        if (!Array.isArray(v)) throw new SchemaError(`${at}.enum: an array`);
      } else if (k === "pattern") {
        if (typeof v !== "string") throw new SchemaError(`${at}.pattern: a string`);
        try {
          patterns.set(v, new RegExp(v, "u"));
        } catch {
          throw new SchemaError(`${at}.pattern: not a valid regular expression`);
        }
      } else if (k === "$ref") {
        if (typeof v !== "string") throw new SchemaError(`${at}.$ref: a string`);
        resolveRef(root, v, at);
      } else if (["minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"].includes(k)) {
        if (typeof v !== "number" || !Number.isInteger(v) || v < 0)
          throw new SchemaError(`${at}.${k}: a non-negative integer`);
      } else if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].includes(k)) {
        if (typeof v !== "number" || (k === "multipleOf" && v <= 0))
          throw new SchemaError(`${at}.${k}: a number${k === "multipleOf" ? " > 0" : ""}`);
      } else if (k === "uniqueItems") {
        if (typeof v !== "boolean") throw new SchemaError(`${at}.uniqueItems: true or false`);
      }
    }
  };
  check(root, "schema");
  return (value) => validate(root as Schema, value, "result", root as Schema, patterns, 0);
}

function resolveRef(root: unknown, ref: string, at: string): Schema {
  if (ref === "#") return root as Schema;
  const m = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  const defs = m ? ((root as Record<string, unknown>)[m[1]!] as Record<string, unknown> | undefined) : undefined;
  const target = m && defs ? defs[decodeURIComponent(m[2]!).replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  if (target === undefined)
    throw new SchemaError(
      `${at}.$ref: only local "#", "#/$defs/NAME" or "#/definitions/NAME" references that exist are supported (got ${JSON.stringify(ref)})`,
    );
  return target as Schema;
}

function typeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function show(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** JSON with object keys sorted: equal JSON values, and only those, give equal text. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((x, i) => deepEqual(x, (b as unknown[])[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.hasOwn(b as object, k) &&
        deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/** Returns the first error as "path: what is allowed (got ...)", or undefined when valid. */
function validate(
  s: Schema,
  v: unknown,
  at: string,
  root: Schema,
  patterns: Map<string, RegExp>,
  depth: number,
): string | undefined {
  if (depth > 64) return `${at}: nested too deeply`;
  if (s === true) return undefined;
  if (s === false) return `${at}: not allowed here`;
  const o = s as Record<string, unknown>;
  const sub = (schema: unknown, value: unknown, path: string) =>
    validate(schema as Schema, value, path, root, patterns, depth + 1);

  if (o.$ref !== undefined) {
    const err = sub(resolveRef(root, o.$ref as string, at), v, at);
    if (err) return err;
  }
  if (o.type !== undefined) {
    const types = (Array.isArray(o.type) ? o.type : [o.type]) as string[];
    const t = typeOf(v);
    if (!types.includes(t) && !(t === "integer" && types.includes("number"))) {
      return `${at}: ${types.map((x) => (x === "integer" ? "an integer" : x === "array" || x === "object" ? `an ${x}` : x === "null" ? "null" : `a ${x}`)).join(" or ")} is required (got ${show(v)})`;
    }
  }
  if (o.enum !== undefined && !(o.enum as unknown[]).some((e) => deepEqual(e, v))) {
    return `${at}: one of ${(o.enum as unknown[]).map(show).join(", ")} (got ${show(v)})`;
  }
  if (o.const !== undefined && !deepEqual(o.const, v)) return `${at}: must be ${show(o.const)} (got ${show(v)})`;

  if (typeof v === "string") {
    const len = [...v].length;
    if (typeof o.minLength === "number" && len < o.minLength)
      return `${at}: at least ${o.minLength} characters (got ${len})`;
    if (typeof o.maxLength === "number" && len > o.maxLength)
      return `${at}: at most ${o.maxLength} characters (got ${len})`;
    if (typeof o.pattern === "string" && !patterns.get(o.pattern)!.test(v))
      return `${at}: must match ${o.pattern} (got ${show(v)})`;
  }
  if (typeof v === "number") {
    if (typeof o.minimum === "number" && v < o.minimum) return `${at}: at least ${o.minimum} (got ${v})`;
    if (typeof o.maximum === "number" && v > o.maximum) return `${at}: at most ${o.maximum} (got ${v})`;
    if (typeof o.exclusiveMinimum === "number" && v <= o.exclusiveMinimum)
      return `${at}: more than ${o.exclusiveMinimum} (got ${v})`;
    if (typeof o.exclusiveMaximum === "number" && v >= o.exclusiveMaximum)
      return `${at}: less than ${o.exclusiveMaximum} (got ${v})`;
    if (typeof o.multipleOf === "number" && !Number.isInteger(v / o.multipleOf))
      return `${at}: a multiple of ${o.multipleOf} (got ${v})`;
  }
  if (Array.isArray(v)) {
    if (typeof o.minItems === "number" && v.length < o.minItems)
      return `${at}: at least ${o.minItems} items (got ${v.length})`;
    if (typeof o.maxItems === "number" && v.length > o.maxItems)
      return `${at}: at most ${o.maxItems} items (got ${v.length})`;
    if (o.uniqueItems === true) {
      // Linear: each item's canonical JSON (keys sorted) as a key; pairwise deepEqual was
      // quadratic (30,000 items took 10 s).
      const first = new Map<string, number>();
      for (let j = 0; j < v.length; j++) {
        const key = canonical(v[j]);
        const i = first.get(key);
        if (i !== undefined) return `${at}: items must be unique (${at}[${i}] equals ${at}[${j}])`;
        first.set(key, j);
      }
    }
    if (o.items !== undefined) {
      for (let i = 0; i < v.length; i++) {
        const err = sub(o.items, v[i], `${at}[${i}]`);
        if (err) return err;
      }
    }
  }
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (typeof o.minProperties === "number" && keys.length < o.minProperties)
      return `${at}: at least ${o.minProperties} properties (got ${keys.length})`;
    if (typeof o.maxProperties === "number" && keys.length > o.maxProperties)
      return `${at}: at most ${o.maxProperties} properties (got ${keys.length})`;
    for (const r of (o.required as string[] | undefined) ?? [])
      if (!Object.hasOwn(obj, r)) return `${at}.${r}: required`;
    const props = (o.properties as Record<string, unknown> | undefined) ?? {};
    for (const k of keys) {
      if (Object.hasOwn(props, k)) {
        const err = sub(props[k], obj[k], `${at}.${k}`);
        if (err) return err;
      } else if (o.additionalProperties !== undefined) {
        if (o.additionalProperties === false)
          return `${at}.${k}: not allowed (allowed: ${Object.keys(props).join(", ") || "no properties"})`;
        const err = sub(o.additionalProperties, obj[k], `${at}.${k}`);
        if (err) return err;
      }
    }
  }
  if (o.allOf)
    for (const x of o.allOf as unknown[]) {
      const err = sub(x, v, at);
      if (err) return err;
    }
  if (o.anyOf) {
    const errs = (o.anyOf as unknown[]).map((x) => sub(x, v, at));
    if (errs.every(Boolean)) return errs[0]!.replace(/$/, " (and no other anyOf branch matches)");
  }
  if (o.oneOf) {
    const errs = (o.oneOf as unknown[]).map((x) => sub(x, v, at));
    const ok = errs.filter((e) => !e).length;
    if (ok === 0) return errs[0]!.replace(/$/, " (and no other oneOf branch matches)");
    if (ok > 1) return `${at}: matches ${ok} oneOf branches, exactly one is allowed`;
  }
  if (o.not !== undefined && !sub(o.not, v, at)) return `${at}: must not match the "not" schema`;
  return undefined;
}

/**
 * The subagent contract: the last non-empty line of the output is one JSON value. A closing
 * Markdown fence after it (```) is tolerated, since models often wrap the line in one.
 */
export function lastJsonLine(output: string): { value: unknown } | { error: string } {
  const lines = output
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  while (lines.length && /^```\s*$/.test(lines[lines.length - 1]!)) lines.pop();
  const last = lines[lines.length - 1];
  if (last === undefined) return { error: "input: empty; the subagent's last line must be one JSON object" };
  try {
    return { value: JSON.parse(last) };
  } catch {
    return {
      error: `input: the last line is not JSON (got ${show(last)}); the subagent's last line must be one JSON object`,
    };
  }
}
