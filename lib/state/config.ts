// config.yaml: flat `key: value` preferences. Defaults and allowed values come from
// state-schema/config.schema.json; rewrites keep comments and happen under a lock by atomic rename.
import schema from "../../state-schema/config.schema.json" with { type: "json" };
import { readIfExists, writeFileAtomic } from "./fs.ts";
import { withLock } from "./lock.ts";
import { GstackError, EXIT, rejected } from "../cli/errors.ts";

type Value = string | number | boolean;

interface KeySchema {
  type?: string | string[];
  enum?: string[];
  default?: Value;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  description?: string;
}

const KEYS = schema.properties as Record<string, KeySchema>;
export const KEY_PATTERN = /^[a-zA-Z0-9_]+$/;
const MAX_VALUE_LENGTH = 4096;

export const CONFIG_HEADER = `# gstack configuration: edit freely; changes apply on the next skill run.
# Keys and allowed values: state-schema/config.schema.json (gstack-config defaults lists them).
`;

export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 128) throw rejected("key", "letters, digits and _ only (^[a-zA-Z0-9_]+$)", key);
}

/** Every known key with its default, as strings, in schema order. */
export function defaults(): [string, string][] {
  return Object.entries(KEYS).map(([k, s]) => [k, String(s.default ?? "")]);
}

export function isKnownKey(key: string): boolean {
  return Object.hasOwn(KEYS, key);
}

/** Parses and checks a value for a key; the error names the key and what is allowed. */
export function coerce(key: string, raw: string): Value {
  if (raw.length > MAX_VALUE_LENGTH) throw rejected(key, `at most ${MAX_VALUE_LENGTH} characters`);
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw rejected(key, "no control characters or newlines");
  const s = KEYS[key];
  if (!s) return raw;
  if (s.enum) {
    if (!s.enum.includes(raw)) throw rejected(key, `one of ${s.enum.map((v) => v || '""').join(", ")}`, raw);
    return raw;
  }
  if (s.type === "boolean") {
    if (raw !== "true" && raw !== "false") throw rejected(key, "true or false", raw);
    return raw === "true";
  }
  if (s.type === "integer" || s.type === "number") {
    const n = Number(raw);
    const ok = raw.trim() !== "" && Number.isFinite(n) && (s.type === "number" || Number.isInteger(n));
    const range = `${s.type}${s.minimum !== undefined ? ` >= ${s.minimum}` : ""}${s.exclusiveMinimum !== undefined ? ` > ${s.exclusiveMinimum}` : ""}${s.maximum !== undefined ? ` <= ${s.maximum}` : ""}`;
    if (!ok || (s.minimum !== undefined && n < s.minimum) || (s.maximum !== undefined && n > s.maximum)
      || (s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum)) throw rejected(key, `an ${range}`, raw);
    return n;
  }
  return raw;
}

// The yaml package costs ~20 ms to import; only writers and non-flat files pay for it.
const loadYaml = () => import("yaml");

async function parse(path: string, text: string) {
  const { parseDocument, isMap } = await loadYaml();
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const line = e.linePos?.[0]?.line;
    throw new GstackError(`${path}${line ? `:${line}` : ""}: invalid YAML (${e.code}); fix or remove the line`, EXIT.rejected);
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new GstackError(`${path}: must be a map of key: value lines`, EXIT.rejected);
  }
  return doc;
}

const FLAT_LINE = /^([a-zA-Z0-9_]+):[ \t]*(?:"((?:[^"\\]|\\["\\])*)"|'((?:[^']|'')*)'|([^\s#"'][^#]*?|))[ \t]*(?:#.*)?$/;

/**
 * Reads the flat `key: value` form that gstack and `set` write, without the yaml package.
 * Returns undefined at the first line it does not fully understand; the caller then uses yaml.
 */
export function readFlat(text: string): Map<string, string> | undefined {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const t = line.trimEnd();
    if (t === "" || /^\s*#/.test(t)) continue;
    const m = FLAT_LINE.exec(t);
    if (!m) return undefined;
    const value = m[2] !== undefined ? m[2].replace(/\\(["\\])/g, "$1") : m[3] !== undefined ? m[3].replace(/''/g, "'") : m[4]!;
    // Leave anything unusual to yaml: `#` glued to text, `: ` inside a value, odd characters.
    if (m[4] !== undefined && (/\S#|: /.test(t.slice(m[1]!.length + 1)) || !/^[\w./@:+-]*( [\w./@:+-]+)*$/.test(value))) return undefined;
    if (m[4] === "~" || m[4] === "null") return undefined;
    if (!out.has(m[1]!)) out.set(m[1]!, value);
  }
  return out;
}

/** The literal entries of the file (absent file: none). The first of duplicate keys wins, as `set` edits it. */
export async function readConfig(path: string): Promise<Map<string, string>> {
  const text = readIfExists(path);
  if (!text) return new Map();
  return readFlat(text) ?? readYaml(path, text);
}

async function readYaml(path: string, text: string): Promise<Map<string, string>> {
  const { isMap, isScalar } = await loadYaml();
  const out = new Map<string, string>();
  const doc = await parse(path, text);
  if (!isMap(doc.contents)) return out;
  for (const pair of doc.contents.items) {
    const k = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (k === undefined) continue;
    const v = isScalar(pair.value) ? pair.value.value : pair.value === null ? "" : undefined;
    if (v !== undefined && !out.has(k)) out.set(k, v === null ? "" : String(v));
  }
  return out;
}

/** The value of key: literal, else the schema default; undefined for an unknown, absent key. */
export async function getConfig(path: string, key: string, entries?: Map<string, string>): Promise<string | undefined> {
  checkKey(key);
  entries ??= await readConfig(path);
  if (entries.has(key)) return entries.get(key);
  return isKnownKey(key) ? String(KEYS[key]!.default ?? "") : undefined;
}

/** Sets key to value, keeping every comment and other line. */
export async function setConfig(path: string, key: string, raw: string): Promise<Value> {
  checkKey(key);
  const value = coerce(key, raw);
  await withLock(path, async () => {
    const text = readIfExists(path) ?? CONFIG_HEADER;
    const doc = await parse(path, text);
    doc.set(key, value);
    writeFileAtomic(path, doc.toString());
  });
  return value;
}
