// config.yaml: flat `key: value` preferences. Defaults and allowed values come from
// state-schema/config.schema.json; rewrites keep comments and happen under a lock by atomic rename.
import schema from "../../state-schema/config.schema.json" with { type: "json" };
import { closeSync, fstatSync, lstatSync, openSync } from "node:fs";
import { FILE_MODE, readRange, writeFileAtomic } from "./fs.ts";
import { GstackError, ioError, rejected } from "../core/errors.ts";

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
/** A config.yaml key, as gstack-config takes it (`^[a-zA-Z0-9_]+$`): a learning key (LEARNING_KEY) also takes "-". */
export const CONFIG_KEY = /^[a-zA-Z0-9_]+$/;
const MAX_VALUE_LENGTH = 4096;
/** config.yaml is read on every call: a bigger file is refused rather than parsed (a 50 MB one took 22 s). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** The file's text, undefined when absent; over MAX_CONFIG_BYTES is refused with one line. */
export function readConfigText(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError(err, `cannot read ${path}`);
  }
  try {
    const { size } = fstatSync(fd);
    if (size > MAX_CONFIG_BYTES) throw tooBig(path, size);
    // A buffer of the file's size and one byte more, not of the limit: allocating 1 MiB cost a
    // read ~0.25 ms (decision 0084). A file that grew meanwhile is read again up to the limit.
    let data = readRange(fd, 0, size + 1);
    if (data.length > size) data = readRange(fd, 0, MAX_CONFIG_BYTES + 1);
    if (data.length > MAX_CONFIG_BYTES) throw tooBig(path, data.length);
    return data.toString("utf8");
  } catch (err) {
    throw ioError(err, `cannot read ${path}`);
  } finally {
    closeSync(fd);
  }
}

function tooBig(path: string, size: number): GstackError {
  return new GstackError(
    `${path}: larger than the ${MAX_CONFIG_BYTES / 1024 / 1024} MiB limit for config.yaml (${size} bytes); trim it`,
    "rejected",
  );
}

export const CONFIG_HEADER = `# gstack configuration: edit freely; changes apply on the next skill run.
# Keys and allowed values: state-schema/config.schema.json (gstack-config defaults lists them).
`;

export function checkKey(key: string): void {
  if (!CONFIG_KEY.test(key) || key.length > 128)
    throw rejected("key", "letters, digits and _ only (^[a-zA-Z0-9_]+$)", key);
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
    if (
      !ok ||
      (s.minimum !== undefined && n < s.minimum) ||
      (s.maximum !== undefined && n > s.maximum) ||
      (s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum)
    )
      throw rejected(key, `an ${range}`, raw);
    return n;
  }
  return raw;
}

// The yaml package costs ~20 ms to import; only files (or values) outside the flat form pay for it.
const loadYaml = () => import("yaml");

async function parse(path: string, text: string) {
  const { parseDocument, isMap } = await loadYaml();
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const line = e.linePos?.[0]?.line;
    throw new GstackError(
      `${path}${line ? `:${line}` : ""}: invalid YAML (${e.code}); fix or remove the line`,
      "rejected",
    );
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new GstackError(`${path}: must be a map of key: value lines`, "rejected");
  }
  return doc;
}

const FLAT_LINE =
  /^([a-zA-Z0-9_]+):[ \t]*(?:"((?:[^"\\]|\\["\\])*)"|'((?:[^']|'')*)'|([^\s#"'][^#]*?|))[ \t]*(?:#.*)?$/;

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
    const value =
      m[2] !== undefined ? m[2].replace(/\\(["\\])/g, "$1") : m[3] !== undefined ? m[3].replace(/''/g, "'") : m[4]!;
    // Leave anything unusual to yaml: `#` glued to text, `: ` inside a value, odd characters.
    if (m[4] !== undefined && (/\S#|: /.test(t.slice(m[1]!.length + 1)) || !/^[\w./@:+-]*( [\w./@:+-]+)*$/.test(value)))
      return undefined;
    if (m[4] === "~" || m[4] === "null") return undefined;
    if (!out.has(m[1]!)) out.set(m[1]!, value);
  }
  return out;
}

/** The literal entries of the file (absent file: none). The first of duplicate keys wins, as `set` edits it. */
export async function readConfig(path: string): Promise<Map<string, string>> {
  const text = readConfigText(path);
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
    // A plain scalar is its source text, as readFlat reads it: yaml would turn 0777 into 777,
    // +1 into 1 and a long number into a float, so get would depend on which reader ran.
    const v = !isScalar(pair.value)
      ? pair.value === null
        ? ""
        : undefined
      : pair.value.value === null
        ? ""
        : pair.value.type === "PLAIN" && typeof pair.value.source === "string"
          ? pair.value.source
          : String(pair.value.value);
    if (v !== undefined && !out.has(k)) out.set(k, v);
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

/** Sets key to value, keeping every comment and every other key byte for byte. */
export async function setConfig(path: string, key: string, raw: string): Promise<Value> {
  checkKey(key);
  const value = coerce(key, raw);
  if (alreadySet(path, key, value)) return value;
  // Loaded here: get and the telemetry gate read the file and never lock (decision 0084).
  const { withLock } = await import("./lock.ts");
  await withLock(path, async () => {
    const text = readConfigText(path) ?? `${CONFIG_HEADER}\n`;
    const next = editFlat(text, key, value) ?? (await editYaml(path, text, key, value));
    if (Buffer.byteLength(next) > MAX_CONFIG_BYTES) throw tooBig(path, Buffer.byteLength(next));
    writeFileAtomic(path, next);
  });
  return value;
}

/**
 * True when the file already holds what setting key to value would write, byte for byte, and a
 * rewrite would change nothing else either (a private regular file, not a symlink, which the
 * write refuses): then there is nothing to write, lock or fsync (decision 0085). Unlocked: the
 * file is only ever replaced whole, so the read sees one version, and the set is ordered at it.
 */
function alreadySet(path: string, key: string, value: Value): boolean {
  try {
    const st = lstatSync(path);
    if (!st.isFile() || (st.mode & 0o777) !== FILE_MODE) return false;
    const text = readConfigText(path);
    return text !== undefined && editFlat(text, key, value) === text;
  } catch {
    return false; // the locked path reports it
  }
}

/** The line text of key: value, appended at the end (after a line break if the text lacks one). */
function appendLine(text: string, key: string, line: string): string {
  return `${text}${text === "" || text.endsWith("\n") ? "" : "\n"}${key}: ${line}\n`;
}

/**
 * How yaml's stringify writes value, for the values it writes without quotes or escapes (and the
 * empty string); undefined for the rest, which go through yaml. Letters first: never a number,
 * and only true/false/null (any case, to be safe) would read back as something else.
 */
function flatText(value: Value): string | undefined {
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number")
    return Number.isSafeInteger(value) && !Object.is(value, -0) ? String(value) : undefined;
  if (value === "") return '""';
  return /^[A-Za-z][\w./@+-]*$/.test(value) && !/^(true|false|null)$/i.test(value) ? value : undefined;
}

const FLAT_LINE_AT = new RegExp(FLAT_LINE.source, "d");

/**
 * setConfig without the yaml package (~20 ms to import): for a file readFlat understands and a
 * value flatText can write, replaces the text of key's first entry (or appends a line) exactly as
 * editYaml does; undefined otherwise. test/state/config.test.ts holds both to the same bytes.
 */
export function editFlat(text: string, key: string, value: Value): string | undefined {
  const line = flatText(value);
  if (line === undefined || readFlat(text) === undefined) return undefined;
  let at = 0;
  for (const l of text.split("\n")) {
    const m = l.startsWith(`${key}:`) ? FLAT_LINE_AT.exec(l.trimEnd()) : null;
    if (m?.[1] === key) {
      const [q, p] = [m.indices![2] ?? m.indices![3], m.indices![4]];
      // An empty value: yaml's ranges there depend on what follows; let it decide.
      if (!q && (!p || p[0] === p[1])) return undefined;
      const end = q ? q[1] + 1 : p![1];
      return `${text.slice(0, at + key.length)}: ${line}${text.slice(at + end)}`;
    }
    at += l.length + 1;
  }
  return appendLine(text, key, line);
}

/**
 * Rewrites only the text of key's first entry (or appends a line): re-serialising the whole
 * document would reformat other keys (0777 -> 777, long numbers -> floats, long values folded).
 */
export async function editYaml(path: string, text: string, key: string, value: Value): Promise<string> {
  const { isMap, isScalar, stringify } = await loadYaml();
  const doc = await parse(path, text);
  const line = stringify(value, { lineWidth: 0 }).trimEnd(); // lineWidth 0: never fold
  if (isMap(doc.contents) && doc.contents.flow) {
    doc.set(key, value); // a one-line {a: 1} map: no line of its own to edit
    return doc.toString({ lineWidth: 0 });
  }
  const pair = isMap(doc.contents)
    ? doc.contents.items.find((p) => isScalar(p.key) && String(p.key.value) === key)
    : undefined;
  const keyEnd = isScalar(pair?.key) ? pair.key.range?.[1] : undefined;
  const valueEnd = pair?.value === null ? keyEnd! + 1 : (pair?.value as { range?: number[] } | undefined)?.range?.[1];
  if (pair && keyEnd !== undefined && valueEnd !== undefined) {
    const old = text.slice(keyEnd, valueEnd);
    // A block map or list as the old value ended with its line break; keep one.
    return `${text.slice(0, keyEnd)}: ${line}${!isScalar(pair.value) && old.endsWith("\n") ? "\n" : ""}${text.slice(valueEnd)}`;
  }
  return appendLine(text, key, line);
}
