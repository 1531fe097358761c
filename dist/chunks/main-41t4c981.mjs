import {
  __toESM
} from "./main-gm18m4mz.mjs";
import {
  FILE_MODE,
  writeFileAtomic,
  readRange
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  rejected,
  ioError
} from "./main-90sp2g8n.mjs";
// state-schema/config.schema.json
var config_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "gstack-kit/config.schema.json",
  title: "config.yaml",
  description: "User preferences in ~/.gstack/config.yaml. `default` is what `gstack-config get` prints for an absent key; an empty default means 'unset' and is still a known key.",
  type: "object",
  propertyNames: { pattern: "^[a-zA-Z0-9_]+$" },
  properties: {
    proactive: { type: "boolean", default: true, description: "Suggest and auto-invoke skills that match a request." },
    routing_declined: { type: "boolean", default: false, description: "Skip the routing-rules prompt." },
    telemetry: { enum: ["off", "anonymous", "community"], default: "off", description: "Local skill-usage analytics; off by default, DO_NOT_TRACK=1 forces off. Nothing is ever sent over the network." },
    auto_upgrade: { type: "boolean", default: false },
    update_check: { type: "boolean", default: true, description: "Show the local upgrade notice." },
    skill_prefix: { type: "boolean", default: false, description: "Namespace skills as /gstack-qa instead of /qa." },
    checkpoint_mode: { enum: ["explicit", "continuous"], default: "explicit" },
    checkpoint_push: { type: "boolean", default: false },
    explain_level: { enum: ["default", "terse"], default: "default" },
    gstack_contributor: { type: "boolean", default: false },
    skip_eng_review: { type: "boolean", default: false },
    cross_project_learnings: { enum: ["", "true", "false"], default: "", description: "Empty: not asked yet." },
    question_tuning: { type: "boolean", default: false },
    team_mode: { type: "boolean", default: false },
    repo_mode: { enum: ["", "solo", "collaborative"], default: "", description: "Empty: detect from git history." },
    retention_days: { type: "integer", minimum: 1, maximum: 36500, default: 365, description: "Compaction drops timeline and analytics records older than this." },
    jsonl_max_bytes: { type: "integer", minimum: 65536, maximum: 268435456, default: 67108864, description: "A JSONL file over this size is compacted on the next write." },
    lookback_days: { type: "integer", minimum: 1, maximum: 2, default: 1, description: "Artifact look-back window; more needs an explicit --all." },
    session_ttl_minutes: { type: "integer", minimum: 1, default: 120 },
    skill_budget_chars: { type: "integer", minimum: 1000, default: 15500, description: "Loader budget for loaded skill content." },
    skill_warm_ttl_minutes: { type: "integer", minimum: 1, default: 60, description: "How long a skill loaded by gstack-skills load stays warm (ordered first); --ttl overrides." },
    listing_budget_fraction: { type: "number", exclusiveMinimum: 0, maximum: 1, default: 0.01, description: "Share of the context window for the skill listing (Claude Code's skillListingBudgetFraction)." },
    context_window_chars: { type: "integer", minimum: 0, default: 0, description: "Context window in characters (4 per token); 0 means unknown. context_window_tokens wins when set." },
    context_window_tokens: { type: "integer", minimum: 0, default: 0, description: "Context window in tokens, as Claude Code counts it; the listing budget is tokens x 4 x listing_budget_fraction characters. 0 means unknown (8,000 characters)." },
    listing_max_desc_chars: { type: "integer", minimum: 1, default: 1536, description: "Per-entry cap of the skill listing: description and when_to_use together (Claude Code's skillListingMaxDescChars)." },
    loader_inject: { enum: ["off", "listing", "load"], default: "off", description: "What the UserPromptSubmit hook (gstack-install --hooks) adds to each prompt: nothing, the skill listing, or the budgeted load set for the prompt." },
    skill_precedence: { enum: ["project-first", "user-first"], default: "project-first", description: "Which scope wins when a skill name exists in both." },
    sync: { enum: ["off", "manual", "auto"], default: "off", description: "gstack-sync: off; manual (gstack-sync now); auto (gstack-preamble --finish starts a background sync at most every 10 minutes)." },
    project_id: { type: "string", default: "", description: "Project id for gstack-sync when the repository has no origin remote ([a-zA-Z0-9._-]); empty: from the origin URL." },
    sync_analytics: { type: "boolean", default: false, description: "Let gstack-sync carry analytics/skill-usage.jsonl to your other devices." }
  },
  additionalProperties: { type: ["string", "number", "boolean"] }
};

// lib/state/config.ts
import { closeSync, fstatSync, lstatSync, openSync } from "node:fs";
var KEYS = config_schema_default.properties;
var CONFIG_KEY = /^[a-zA-Z0-9_]+$/;
var MAX_VALUE_LENGTH = 4096;
var MAX_CONFIG_BYTES = 1024 * 1024;
function readConfigText(path) {
  let fd;
  try {
    fd = openSync(path, "r");
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot read ${path}`);
  }
  try {
    const { size } = fstatSync(fd);
    if (size > MAX_CONFIG_BYTES)
      throw tooBig(path, size);
    let data = readRange(fd, 0, size + 1);
    if (data.length > size)
      data = readRange(fd, 0, MAX_CONFIG_BYTES + 1);
    if (data.length > MAX_CONFIG_BYTES)
      throw tooBig(path, data.length);
    return data.toString("utf8");
  } catch (err) {
    throw ioError(err, `cannot read ${path}`);
  } finally {
    closeSync(fd);
  }
}
function tooBig(path, size) {
  return new GstackError(`${path}: larger than the ${MAX_CONFIG_BYTES / 1024 / 1024} MiB limit for config.yaml (${size} bytes); trim it`, "rejected");
}
var CONFIG_HEADER = `# gstack configuration: edit freely; changes apply on the next skill run.
# Keys and allowed values: state-schema/config.schema.json (gstack-config defaults lists them).
`;
function checkKey2(key) {
  if (!CONFIG_KEY.test(key) || key.length > 128)
    throw rejected("key", "letters, digits and _ only (^[a-zA-Z0-9_]+$)", key);
}
function defaults2() {
  return Object.entries(KEYS).map(([k, s]) => [k, String(s.default ?? "")]);
}
function isKnownKey(key) {
  return Object.hasOwn(KEYS, key);
}
function coerce2(key, raw) {
  if (raw.length > MAX_VALUE_LENGTH)
    throw rejected(key, `at most ${MAX_VALUE_LENGTH} characters`);
  if (/[\u0000-\u001f\u007f]/.test(raw))
    throw rejected(key, "no control characters or newlines");
  const s = KEYS[key];
  if (!s)
    return raw;
  if (s.enum) {
    if (!s.enum.includes(raw))
      throw rejected(key, `one of ${s.enum.map((v) => v || '""').join(", ")}`, raw);
    return raw;
  }
  if (s.type === "boolean") {
    if (raw !== "true" && raw !== "false")
      throw rejected(key, "true or false", raw);
    return raw === "true";
  }
  if (s.type === "integer" || s.type === "number") {
    const n = Number(raw);
    const ok = raw.trim() !== "" && Number.isFinite(n) && (s.type === "number" || Number.isInteger(n));
    const range = `${s.type}${s.minimum !== undefined ? ` >= ${s.minimum}` : ""}${s.exclusiveMinimum !== undefined ? ` > ${s.exclusiveMinimum}` : ""}${s.maximum !== undefined ? ` <= ${s.maximum}` : ""}`;
    if (!ok || s.minimum !== undefined && n < s.minimum || s.maximum !== undefined && n > s.maximum || s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum)
      throw rejected(key, `an ${range}`, raw);
    return n;
  }
  return raw;
}
var loadYaml = () => import("./index-qzfxhr0t.mjs").then((m)=>__toESM(m.default,1));
async function parse(path, text) {
  const { parseDocument, isMap } = await loadYaml();
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const line = e.linePos?.[0]?.line;
    throw new GstackError(`${path}${line ? `:${line}` : ""}: invalid YAML (${e.code}); fix or remove the line`, "rejected");
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new GstackError(`${path}: must be a map of key: value lines`, "rejected");
  }
  return doc;
}
var FLAT_LINE = /^([a-zA-Z0-9_]+):[ \t]*(?:"((?:[^"\\]|\\["\\])*)"|'((?:[^']|'')*)'|([^\s#"'][^#]*?|))[ \t]*(?:#.*)?$/;
function readFlat(text) {
  const out = new Map;
  for (const line of text.split(/\r?\n/)) {
    const t = line.trimEnd();
    if (t === "" || /^\s*#/.test(t))
      continue;
    const m = FLAT_LINE.exec(t);
    if (!m)
      return;
    const value = m[2] !== undefined ? m[2].replace(/\\(["\\])/g, "$1") : m[3] !== undefined ? m[3].replace(/''/g, "'") : m[4];
    if (m[4] !== undefined && (/\S#|: /.test(t.slice(m[1].length + 1)) || !/^[\w./@:+-]*( [\w./@:+-]+)*$/.test(value)))
      return;
    if (m[4] === "~" || m[4] === "null")
      return;
    if (!out.has(m[1]))
      out.set(m[1], value);
  }
  return out;
}
async function readConfig2(path) {
  const text = readConfigText(path);
  if (!text)
    return new Map;
  return readFlat(text) ?? readYaml(path, text);
}
async function readYaml(path, text) {
  const { isMap, isScalar } = await loadYaml();
  const out = new Map;
  const doc = await parse(path, text);
  if (!isMap(doc.contents))
    return out;
  for (const pair of doc.contents.items) {
    const k = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (k === undefined)
      continue;
    const v = !isScalar(pair.value) ? pair.value === null ? "" : undefined : pair.value.value === null ? "" : pair.value.type === "PLAIN" && typeof pair.value.source === "string" ? pair.value.source : String(pair.value.value);
    if (v !== undefined && !out.has(k))
      out.set(k, v);
  }
  return out;
}
async function getConfig2(path, key, entries) {
  checkKey2(key);
  entries ??= await readConfig2(path);
  if (entries.has(key))
    return entries.get(key);
  return isKnownKey(key) ? String(KEYS[key].default ?? "") : undefined;
}
async function setConfig2(path, key, raw) {
  checkKey2(key);
  const value = coerce2(key, raw);
  if (alreadySet(path, key, value))
    return value;
  const { withLock } = await import("./lock-dqsbhtqz.mjs");
  await withLock(path, async () => {
    const text = readConfigText(path) ?? `${CONFIG_HEADER}
`;
    const next = editFlat(text, key, value) ?? await editYaml(path, text, key, value);
    if (Buffer.byteLength(next) > MAX_CONFIG_BYTES)
      throw tooBig(path, Buffer.byteLength(next));
    writeFileAtomic(path, next);
  });
  return value;
}
function alreadySet(path, key, value) {
  try {
    const st = lstatSync(path);
    if (!st.isFile() || (st.mode & 511) !== FILE_MODE)
      return false;
    const text = readConfigText(path);
    return text !== undefined && editFlat(text, key, value) === text;
  } catch {
    return false;
  }
}
function appendLine(text, key, line) {
  return `${text}${text === "" || text.endsWith(`
`) ? "" : `
`}${key}: ${line}
`;
}
function flatText(value) {
  if (typeof value === "boolean")
    return String(value);
  if (typeof value === "number")
    return Number.isSafeInteger(value) && !Object.is(value, -0) ? String(value) : undefined;
  if (value === "")
    return '""';
  return /^[A-Za-z][\w./@+-]*$/.test(value) && !/^(true|false|null)$/i.test(value) ? value : undefined;
}
var FLAT_LINE_AT = new RegExp(FLAT_LINE.source, "d");
function editFlat(text, key, value) {
  const line = flatText(value);
  if (line === undefined || readFlat(text) === undefined)
    return;
  let at = 0;
  for (const l of text.split(`
`)) {
    const m = l.startsWith(`${key}:`) ? FLAT_LINE_AT.exec(l.trimEnd()) : null;
    if (m?.[1] === key) {
      const [q, p] = [m.indices[2] ?? m.indices[3], m.indices[4]];
      if (!q && (!p || p[0] === p[1]))
        return;
      const end = q ? q[1] + 1 : p[1];
      return `${text.slice(0, at + key.length)}: ${line}${text.slice(at + end)}`;
    }
    at += l.length + 1;
  }
  return appendLine(text, key, line);
}
async function editYaml(path, text, key, value) {
  const { isMap, isScalar, stringify } = await loadYaml();
  const doc = await parse(path, text);
  const line = stringify(value, { lineWidth: 0 }).trimEnd();
  if (isMap(doc.contents) && doc.contents.flow) {
    doc.set(key, value);
    return doc.toString({ lineWidth: 0 });
  }
  const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && String(p.key.value) === key) : undefined;
  const keyEnd = isScalar(pair?.key) ? pair.key.range?.[1] : undefined;
  const valueEnd = pair?.value === null ? keyEnd + 1 : pair?.value?.range?.[1];
  if (pair && keyEnd !== undefined && valueEnd !== undefined) {
    const old = text.slice(keyEnd, valueEnd);
    return `${text.slice(0, keyEnd)}: ${line}${!isScalar(pair.value) && old.endsWith(`
`) ? `
` : ""}${text.slice(valueEnd)}`;
  }
  return appendLine(text, key, line);
}

export { checkKey2, defaults2, coerce2, readConfig2, getConfig2, setConfig2 };
