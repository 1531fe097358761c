import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  GstackError,
  rejected,
  usage
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/subagent-result.ts
import { readFileSync } from "node:fs";

// lib/subagent/schema.ts
class SchemaError extends Error {
}
var ANNOTATIONS = new Set([
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
  "definitions"
]);
var ASSERTIONS = new Set([
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
  "$ref"
]);
var TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
var SUPPORTED_KEYWORDS = [...ASSERTIONS].sort().join(", ");
function compileSchema(root) {
  if (typeof root !== "boolean" && (!root || typeof root !== "object" || Array.isArray(root))) {
    throw new SchemaError("the schema must be a JSON object or a boolean");
  }
  const patterns = new Map;
  const check = (s, at) => {
    if (typeof s === "boolean")
      return;
    if (!s || typeof s !== "object" || Array.isArray(s))
      throw new SchemaError(`${at}: a schema must be an object or a boolean`);
    const o = s;
    for (const [k, v] of Object.entries(o)) {
      if (!ANNOTATIONS.has(k) && !ASSERTIONS.has(k))
        throw new SchemaError(`${at}: keyword ${JSON.stringify(k)} is not supported (supported: ${SUPPORTED_KEYWORDS})`);
      if (k === "type") {
        const ts = Array.isArray(v) ? v : [v];
        if (!ts.length || ts.some((t) => typeof t !== "string" || !TYPES.has(t)))
          throw new SchemaError(`${at}.type: one of ${[...TYPES].join(", ")} (or an array of them)`);
      } else if (k === "properties" || k === "$defs" || k === "definitions") {
        if (!v || typeof v !== "object" || Array.isArray(v))
          throw new SchemaError(`${at}.${k}: an object of schemas`);
        for (const [name, sub] of Object.entries(v))
          check(sub, `${at}.${k}.${name}`);
      } else if (k === "additionalProperties" || k === "items" || k === "not") {
        check(v, `${at}.${k}`);
      } else if (k === "anyOf" || k === "oneOf" || k === "allOf") {
        if (!Array.isArray(v) || !v.length)
          throw new SchemaError(`${at}.${k}: a non-empty array of schemas`);
        v.forEach((sub, i) => check(sub, `${at}.${k}[${i}]`));
      } else if (k === "required") {
        if (!Array.isArray(v) || v.some((x) => typeof x !== "string"))
          throw new SchemaError(`${at}.required: an array of property names`);
      } else if (k === "enum") {
        if (!Array.isArray(v))
          throw new SchemaError(`${at}.enum: an array`);
      } else if (k === "pattern") {
        if (typeof v !== "string")
          throw new SchemaError(`${at}.pattern: a string`);
        try {
          patterns.set(v, new RegExp(v, "u"));
        } catch {
          throw new SchemaError(`${at}.pattern: not a valid regular expression`);
        }
      } else if (k === "$ref") {
        if (typeof v !== "string")
          throw new SchemaError(`${at}.$ref: a string`);
        resolveRef(root, v, at);
      } else if (["minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"].includes(k)) {
        if (typeof v !== "number" || !Number.isInteger(v) || v < 0)
          throw new SchemaError(`${at}.${k}: a non-negative integer`);
      } else if (["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"].includes(k)) {
        if (typeof v !== "number" || k === "multipleOf" && v <= 0)
          throw new SchemaError(`${at}.${k}: a number${k === "multipleOf" ? " > 0" : ""}`);
      } else if (k === "uniqueItems") {
        if (typeof v !== "boolean")
          throw new SchemaError(`${at}.uniqueItems: true or false`);
      }
    }
  };
  check(root, "schema");
  return (value) => validate(root, value, "result", root, patterns, 0);
}
function resolveRef(root, ref, at) {
  if (ref === "#")
    return root;
  const m = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  const defs = m ? root[m[1]] : undefined;
  const target = m && defs ? defs[decodeURIComponent(m[2]).replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  if (target === undefined)
    throw new SchemaError(`${at}.$ref: only local "#", "#/$defs/NAME" or "#/definitions/NAME" references that exist are supported (got ${JSON.stringify(ref)})`);
  return target;
}
function typeOf(v) {
  if (v === null)
    return "null";
  if (Array.isArray(v))
    return "array";
  if (typeof v === "number")
    return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}
function show(v) {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
function canonical(v) {
  if (Array.isArray(v))
    return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}
function deepEqual(a, b) {
  if (a === b)
    return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object")
    return false;
  if (Array.isArray(a) !== Array.isArray(b))
    return false;
  if (Array.isArray(a))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}
function validate(s, v, at, root, patterns, depth) {
  if (depth > 64)
    return `${at}: nested too deeply`;
  if (s === true)
    return;
  if (s === false)
    return `${at}: not allowed here`;
  const o = s;
  const sub = (schema, value, path) => validate(schema, value, path, root, patterns, depth + 1);
  if (o.$ref !== undefined) {
    const err = sub(resolveRef(root, o.$ref, at), v, at);
    if (err)
      return err;
  }
  if (o.type !== undefined) {
    const types = Array.isArray(o.type) ? o.type : [o.type];
    const t = typeOf(v);
    if (!types.includes(t) && !(t === "integer" && types.includes("number"))) {
      return `${at}: ${types.map((x) => x === "integer" ? "an integer" : x === "array" || x === "object" ? `an ${x}` : x === "null" ? "null" : `a ${x}`).join(" or ")} is required (got ${show(v)})`;
    }
  }
  if (o.enum !== undefined && !o.enum.some((e) => deepEqual(e, v))) {
    return `${at}: one of ${o.enum.map(show).join(", ")} (got ${show(v)})`;
  }
  if (o.const !== undefined && !deepEqual(o.const, v))
    return `${at}: must be ${show(o.const)} (got ${show(v)})`;
  if (typeof v === "string") {
    const len = [...v].length;
    if (typeof o.minLength === "number" && len < o.minLength)
      return `${at}: at least ${o.minLength} characters (got ${len})`;
    if (typeof o.maxLength === "number" && len > o.maxLength)
      return `${at}: at most ${o.maxLength} characters (got ${len})`;
    if (typeof o.pattern === "string" && !patterns.get(o.pattern).test(v))
      return `${at}: must match ${o.pattern} (got ${show(v)})`;
  }
  if (typeof v === "number") {
    if (typeof o.minimum === "number" && v < o.minimum)
      return `${at}: at least ${o.minimum} (got ${v})`;
    if (typeof o.maximum === "number" && v > o.maximum)
      return `${at}: at most ${o.maximum} (got ${v})`;
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
      const first = new Map;
      for (let j = 0;j < v.length; j++) {
        const key = canonical(v[j]);
        const i = first.get(key);
        if (i !== undefined)
          return `${at}: items must be unique (${at}[${i}] equals ${at}[${j}])`;
        first.set(key, j);
      }
    }
    if (o.items !== undefined) {
      for (let i = 0;i < v.length; i++) {
        const err = sub(o.items, v[i], `${at}[${i}]`);
        if (err)
          return err;
      }
    }
  }
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const obj = v;
    const keys = Object.keys(obj);
    if (typeof o.minProperties === "number" && keys.length < o.minProperties)
      return `${at}: at least ${o.minProperties} properties (got ${keys.length})`;
    if (typeof o.maxProperties === "number" && keys.length > o.maxProperties)
      return `${at}: at most ${o.maxProperties} properties (got ${keys.length})`;
    for (const r of o.required ?? [])
      if (!Object.hasOwn(obj, r))
        return `${at}.${r}: required`;
    const props = o.properties ?? {};
    for (const k of keys) {
      if (Object.hasOwn(props, k)) {
        const err = sub(props[k], obj[k], `${at}.${k}`);
        if (err)
          return err;
      } else if (o.additionalProperties !== undefined) {
        if (o.additionalProperties === false)
          return `${at}.${k}: not allowed (allowed: ${Object.keys(props).join(", ") || "no properties"})`;
        const err = sub(o.additionalProperties, obj[k], `${at}.${k}`);
        if (err)
          return err;
      }
    }
  }
  if (o.allOf)
    for (const x of o.allOf) {
      const err = sub(x, v, at);
      if (err)
        return err;
    }
  if (o.anyOf) {
    const errs = o.anyOf.map((x) => sub(x, v, at));
    if (errs.every(Boolean))
      return errs[0].replace(/$/, " (and no other anyOf branch matches)");
  }
  if (o.oneOf) {
    const errs = o.oneOf.map((x) => sub(x, v, at));
    const ok = errs.filter((e) => !e).length;
    if (ok === 0)
      return errs[0].replace(/$/, " (and no other oneOf branch matches)");
    if (ok > 1)
      return `${at}: matches ${ok} oneOf branches, exactly one is allowed`;
  }
  if (o.not !== undefined && !sub(o.not, v, at))
    return `${at}: must not match the "not" schema`;
  return;
}
function lastJsonLine(output) {
  const lines = output.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  while (lines.length && /^```\s*$/.test(lines[lines.length - 1]))
    lines.pop();
  const last = lines[lines.length - 1];
  if (last === undefined)
    return { error: "input: empty; the subagent's last line must be one JSON object" };
  try {
    return { value: JSON.parse(last) };
  } catch {
    return {
      error: `input: the last line is not JSON (got ${show(last)}); the subagent's last line must be one JSON object`
    };
  }
}

// lib/cli/commands/subagent-result.ts
var subagent_result_default = defineCommand({
  name: "subagent-result",
  about: `Reads a subagent's output (stdin, or --input FILE), takes its last non-empty line as JSON
(a closing \`\`\` fence after it is skipped), validates it against the JSON Schema in FILE, and
prints it as one line. On failure prints one line naming what is wrong and exits 1.
Schema keywords: type, enum, const, properties, required, additionalProperties, items,
min/maxItems, uniqueItems, min/maxLength, pattern, minimum, maximum, exclusiveMinimum,
exclusiveMaximum, multipleOf, min/maxProperties, anyOf, oneOf, allOf, not, local $ref;
annotations (title, description, format, ...) are ignored; any other keyword is an error.`,
  flags: {
    schema: { type: "string", arg: "FILE", about: "the JSON Schema (required)" },
    input: { type: "string", arg: "FILE", about: "read the output from FILE instead of stdin" }
  },
  exit: "0 valid, 1 no JSON last line / fails the schema / unusable schema file, 2 usage."
}, async (io, p) => {
  const schemaFile = p.flags.schema;
  if (!schemaFile)
    throw usage("--schema FILE is required");
  let schema;
  try {
    schema = JSON.parse(readFileSync(schemaFile, "utf8"));
  } catch (err) {
    const e = err;
    throw rejected("schema", e.code ? `a readable JSON Schema file (${e.code})` : "a file holding valid JSON", schemaFile);
  }
  let validate;
  try {
    validate = compileSchema(schema);
  } catch (err) {
    if (err instanceof SchemaError)
      throw new GstackError(err.message);
    throw err;
  }
  const inputFile = p.flags.input;
  let output;
  if (inputFile === undefined)
    output = await io.stdin();
  else {
    try {
      output = readFileSync(inputFile, "utf8");
    } catch (err) {
      throw rejected("input", `a readable file (${err.code ?? "unreadable"})`, inputFile);
    }
  }
  const last = lastJsonLine(output);
  if ("error" in last)
    throw new GstackError(last.error);
  let problem;
  try {
    problem = validate(last.value);
  } catch (err) {
    if (err instanceof RangeError)
      throw rejected("input", "JSON nested less deeply (the last line nests too deep to check)");
    throw err;
  }
  if (problem)
    throw new GstackError(problem);
  io.out(jsonLine(last.value));
  return 0;
});
export {
  subagent_result_default as default
};
