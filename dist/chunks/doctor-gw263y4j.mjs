import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import {
  withLock,
  LOCK_NAME,
  isLockFolder,
  lockIsStale,
  removeStaleLock
} from "./main-jsv1y7qe.mjs";
import {
  isRecordLine2,
  splitGlued2,
  scanLines2,
  quarantine2,
  compactRecords2,
  recoverCompaction2
} from "./main-6406zc9r.mjs";
import {
  coerce2,
  readConfig2
} from "./main-jy69ab3m.mjs";
import {
  SESSION_ID2
} from "./main-j8hd23f1.mjs";
import"./main-0nj62708.mjs";
import {
  sanitizeSlug
} from "./main-rxd4hr5w.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";
import {
  DIR_MODE,
  FILE_MODE
} from "./main-gsrvpmny.mjs";
import {
  EXIT,
  GstackError,
  usage
} from "./main-4q1q6370.mjs";

// lib/cli/commands/doctor.ts
import {
  chmodSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  truncateSync,
  unlinkSync
} from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
var STALE_TEMP_MS = 10 * 60000;
var ROOT_MARKERS = [
  "config.yaml",
  "projects/",
  "sessions/",
  "analytics/",
  "security/",
  "slug-cache/",
  "loader/",
  "builder-profile.jsonl",
  "kit-version"
];
var BIG_FILE_BYTES = 64 * 1024 * 1024;
var MAX_SCAN_BYTES = 512 * 1024 * 1024;
var DEFAULT_JSONL_MAX = 64 * 1024 * 1024;
var TEMP_NAMES = [
  /^\..+\.\d+\.\d+\.tmp$/,
  /\.tmp\.[A-Za-z0-9]{6}$/,
  /^\.repo-mode-[A-Za-z0-9]{6}$/
];
var PROJECT_FILES = [
  /^learnings\.jsonl$/,
  /^timeline\.jsonl$/,
  /-reviews\.jsonl$/,
  /^repo-mode\.json$/,
  /^taste-profile\.json$/,
  /-(design|test-plan|test-outcome|qa-report)-\d{8}-\d{6}(-\d+)?\.md$/,
  /^\.learnings\.index$/
];
var KINDS = [
  { name: "learnings", match: (r) => /^projects\/[^/]+\/learnings\.jsonl$/.test(r), schemas: ["learnings.schema.json", "learning.schema.json"], module: "learnings" },
  { name: "timeline", match: (r) => /^projects\/[^/]+\/timeline\.jsonl$/.test(r), schemas: ["timeline.schema.json", "timeline-event.schema.json"], module: "timeline" },
  { name: "reviews", match: (r) => /^projects\/[^/]+\/[^/]+-reviews\.jsonl$/.test(r), schemas: ["review.schema.json", "reviews.schema.json"], module: "reviews" },
  { name: "telemetry", match: (r) => r === "analytics/skill-usage.jsonl", schemas: ["telemetry.schema.json", "skill-usage.schema.json"], module: "telemetry" },
  { name: "eureka", match: (r) => r === "analytics/eureka.jsonl", schemas: ["eureka.schema.json"] },
  { name: "security attempts", match: (r) => r === "security/attempts.jsonl", schemas: ["security-attempt.schema.json"] },
  { name: "builder profile", match: (r) => r === "builder-profile.jsonl", schemas: ["builder-profile.schema.json"] },
  { name: "loader overflow", match: (r) => r === "loader/overflow.jsonl", schemas: ["loader-overflow.schema.json"] }
];
var JSON_KINDS = [
  { match: /^projects\/[^/]+\/repo-mode\.json$/, schema: "repo-mode.schema.json", cache: true },
  { match: /^projects\/[^/]+\/learnings-summary\.json$/, schema: "learnings-summary.schema.json", cache: true },
  { match: /^loader\/cache\.json$/, schema: "loader-cache.schema.json" },
  { match: /^loader\/activations\/[^/]+\.json$/, schema: "loader-activations.schema.json" }
];
var doctor_default = {
  help: `usage: gstack-doctor [--fix] [--json]

Checks the whole state directory (GSTACK_STATE_ROOT, else GSTACK_HOME, else GSTACK_STATE_DIR,
else ~/.gstack):
  JSONL      corrupt lines, glued lines (two records on one line), a missing final newline,
             records that break their state-schema/ kind (learnings, timeline, reviews,
             telemetry, eureka, security attempts, builder profile), interrupted compactions
  layout     project files outside projects/ (a ".." slug), files directly in projects/,
             folder names that are not slugs, unsafe cached slugs, symlinks leaving the root
  root       a symlinked state root is reported, not followed; a folder holding none of the
             state root's names (config.yaml, projects/, sessions/, ...) is refused, exit 1
  files      permissions (folders 0700, files 0600), hard-linked state files, leftover temp
             files and stale locks (<state file>.lock whose owner process is gone),
             oversized files (JSONL over config jsonl_max_bytes), config.yaml values,
             repo-mode.json caches, the security device salt
--fix   repairs what is safe: chmod, splits glued lines, moves corrupt lines to <file>.corrupt
        (never deletes them), adds a missing final newline, carries over the records an
        interrupted compaction left in <file>.compacting, removes stale temp files and
        locks, unsafe slug-cache entries and corrupt repo-mode caches (both are recomputed)
--json  {"root", "ok", "problems": [{severity, code, path, message, fixed}], "fixed"}
Exit: 0 no errors left (warnings allowed), 1 errors remain, 2 usage.`,
  async run(io) {
    const p = parseArgs(io.argv, { fix: "boolean", json: "boolean" });
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const fix = bool2(p, "fix");
    const paths = new StatePaths(io.env, io.cwd);
    const problems = await check(paths.root);
    let fixed = 0;
    if (fix) {
      for (const pr of problems) {
        if (!pr.fix)
          continue;
        try {
          await pr.fix();
          pr.fixed = true;
          fixed++;
        } catch (err) {
          pr.message += ` (fix failed: ${err instanceof GstackError ? err.message : err.message})`;
        }
      }
    }
    const open = problems.filter((pr) => !pr.fixed);
    const errors = open.filter((pr) => pr.severity === "error").length;
    if (bool2(p, "json")) {
      io.out(jsonLine({
        root: paths.root,
        ok: errors === 0,
        problems: problems.map((pr) => ({ severity: pr.severity, code: pr.code, path: pr.path, message: pr.message, fixable: Boolean(pr.fix), fixed: Boolean(pr.fixed) })),
        fixed
      }));
    } else {
      for (const pr of problems) {
        const tag = pr.fixed ? "fixed" : pr.severity;
        const hint = !pr.fixed && pr.fix ? " (--fix repairs this)" : "";
        io.out(`${tag.padEnd(7)} ${pr.path || "."}: ${pr.message}${hint}
`);
      }
      const warnings = open.length - errors;
      io.out(problems.length === 0 ? `ok: ${paths.root}
` : `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${fix ? `, ${fixed} fixed` : ""}: ${paths.root}
`);
    }
    return errors ? 1 : 0;
  }
};
async function check(root) {
  const problems = [];
  let rootStat;
  try {
    rootStat = lstatSync(root);
  } catch {
    return problems;
  }
  const add = (pr) => problems.push(pr);
  if (rootStat.isSymbolicLink()) {
    let target = "a missing target";
    try {
      target = realpathSync(root);
    } catch {}
    add({ severity: "error", code: "root-symlink", path: "", message: `the state root is a symlink to ${target}; not checked (run gstack-doctor with GSTACK_STATE_ROOT=${target})` });
    return problems;
  }
  if (!rootStat.isDirectory()) {
    add({ severity: "error", code: "root-not-folder", path: "", message: "the state root is not a folder" });
    return problems;
  }
  assertStateRoot(root);
  const realRoot = realpathSync(root);
  const jsonlMax = await configuredJsonlMax(root);
  const schemas = loadSchemas();
  const validators = await loadValidators();
  checkMode(add, root, "", rootStat, DIR_MODE);
  const walk = (dir, rel, depth) => {
    let names;
    try {
      names = readdirSync(dir);
    } catch (err) {
      add({ severity: "error", code: "unreadable", path: rel, message: `cannot read folder (${err.code})` });
      return;
    }
    for (const name of names.sort()) {
      if (depth === 0 && name === ".sync")
        continue;
      const full = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      let st;
      try {
        st = lstatSync(full);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) {
        checkLink(add, full, r, realRoot);
        continue;
      }
      if (st.isDirectory()) {
        if (LOCK_NAME.test(name) && checkLock(add, full, r))
          continue;
        checkMode(add, full, r, st, DIR_MODE);
        if (depth < 16)
          walk(full, r, depth + 1);
        continue;
      }
      if (!st.isFile()) {
        add({ severity: "warning", code: "special-file", path: r, message: "not a regular file or folder" });
        continue;
      }
      if (st.nlink > 1 && !name.endsWith(".compacting") && !sameInode(`${full}.compacting`, st)) {
        add({ severity: "error", code: "hard-link", path: r, message: `the file has ${st.nlink - 1} other hard link(s), possibly outside the state root; writers refuse it (copy it: cp f f.new && mv f.new f)` });
      }
      if (name.endsWith(".jsonl.compacting")) {
        const file = full.slice(0, -".compacting".length);
        add({
          severity: "error",
          code: "interrupted-compaction",
          path: r,
          message: "a compaction was interrupted; records appended during it are kept here until carried over",
          fix: () => recoverCompaction2(file)
        });
        continue;
      }
      if (TEMP_NAMES.some((re) => re.test(name))) {
        if (Date.now() - st.mtimeMs > STALE_TEMP_MS) {
          add({ severity: "warning", code: "stale-temp", path: r, message: "leftover temp file of an interrupted write", fix: () => unlinkSync(full) });
        }
        continue;
      }
      checkMode(add, full, r, st, FILE_MODE);
      if (name.endsWith(".jsonl"))
        checkJsonl(add, full, r, st, jsonlMax, schemas, validators);
      else {
        if (st.size > BIG_FILE_BYTES)
          add({ severity: "warning", code: "oversized", path: r, message: `${mib(st.size)} MiB; larger than expected for state` });
        if (name.endsWith(".json") && !name.endsWith(".compacted"))
          checkJson(add, full, r, st, schemas);
      }
    }
  };
  walk(root, "", 0);
  checkLayout(add, root);
  await checkConfig(add, root);
  for (const pr of (await import("./health-1gf01tqt.mjs")).checkSync(root, process.env))
    add(pr);
  return problems.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function mib(n) {
  return (n / 1024 / 1024).toFixed(1);
}
function checkMode(add, full, rel, st, want) {
  const mode = st.mode & 511;
  if (mode === want)
    return;
  const what = want === DIR_MODE ? "folder" : "file";
  add({
    severity: "error",
    code: "permissions",
    path: rel,
    message: `${what} mode ${mode.toString(8).padStart(4, "0")}, expected ${want.toString(8).padStart(4, "0")}`,
    fix: () => chmodSync(full, want)
  });
}
function checkLink(add, full, rel, realRoot) {
  let target;
  try {
    target = realpathSync(full);
  } catch {
    add({ severity: "warning", code: "dangling-symlink", path: rel, message: "symlink to a missing target" });
    return;
  }
  if (target !== realRoot && !target.startsWith(realRoot + sep)) {
    add({ severity: "error", code: "symlink-outside", path: rel, message: `symlink leads outside the state root (to ${target}); writers refuse it` });
  }
}
function checkLock(add, full, rel) {
  let names;
  try {
    names = readdirSync(full);
  } catch {
    return false;
  }
  if (!isLockFolder(full, names))
    return false;
  if (lockIsStale(full)) {
    add({ severity: "warning", code: "stale-lock", path: rel, message: "lock left by a process that died", fix: () => removeStaleLock(full) });
  }
  return true;
}
function sameInode(path, st) {
  try {
    return lstatSync(path).ino === st.ino;
  } catch {
    return false;
  }
}
function assertStateRoot(root) {
  const names = readdirSync(root);
  if (names.length === 0 || names.some((n) => ROOT_MARKERS.includes(n) || ROOT_MARKERS.includes(`${n}/`)))
    return;
  throw new GstackError(`${root} is not a gstack state root (it holds none of ${ROOT_MARKERS.join(", ")}); point GSTACK_STATE_ROOT at one`, EXIT.rejected);
}
function checkLayout(add, root) {
  const list = (d) => {
    try {
      return readdirSync(d);
    } catch {
      return [];
    }
  };
  for (const name of list(root)) {
    if (PROJECT_FILES.some((re) => re.test(name))) {
      add({ severity: "error", code: "outside-projects", path: name, message: "project data at the state root, outside projects/ (written with a '..' slug); move it into projects/<slug>/" });
    }
  }
  const projects = join(root, "projects");
  for (const name of list(projects)) {
    if (name.startsWith(".") || LOCK_NAME.test(name))
      continue;
    let st;
    try {
      st = lstatSync(join(projects, name));
    } catch {
      continue;
    }
    if (!st.isDirectory() && !st.isSymbolicLink()) {
      add({ severity: "error", code: "outside-projects", path: `projects/${name}`, message: "a file directly in projects/ (written with a '.' or empty slug); move it into projects/<slug>/" });
    } else if (sanitizeSlug(name) !== name) {
      add({ severity: "error", code: "bad-slug", path: `projects/${name}`, message: "folder name is not a slug ([a-zA-Z0-9._-], not only dots)" });
    }
  }
  const cache = join(root, "slug-cache");
  for (const name of list(cache)) {
    const full = join(cache, name);
    let text;
    try {
      if (!lstatSync(full).isFile())
        continue;
      text = readFileSync(full, "utf8").trim();
    } catch {
      continue;
    }
    if (sanitizeSlug(text) !== text) {
      add({ severity: "error", code: "unsafe-slug-cache", path: `slug-cache/${name}`, message: `cached slug ${JSON.stringify(text.slice(0, 60))} is unsafe (ignored by gstack-slug)`, fix: () => unlinkSync(full) });
    }
  }
  for (const name of list(join(root, "sessions"))) {
    if (!SESSION_ID2.test(name))
      add({ severity: "warning", code: "bad-session", path: `sessions/${name}`, message: "not a session marker name (1-64 characters of [A-Za-z0-9._-], not starting with a dot)" });
  }
  const salt = join(root, "security", "device-salt");
  try {
    if (lstatSync(salt).isFile() && !/^[0-9a-f]{64}$/.test(readFileSync(salt, "utf8").trim())) {
      add({ severity: "error", code: "bad-salt", path: "security/device-salt", message: "not a 64-digit hex salt; gstack-security-log refuses it (move it away to start a new one)" });
    }
  } catch {}
}
async function checkConfig(add, root) {
  const file = join(root, "config.yaml");
  let entries;
  try {
    entries = await readConfig2(file);
  } catch (err) {
    const msg = err instanceof GstackError ? err.message.split(file).join("").replace(/^:(\d+):/, "line $1:").replace(/^:\s*/, "") : String(err);
    add({ severity: "error", code: "config", path: "config.yaml", message: msg });
    return;
  }
  for (const [k, v] of entries) {
    try {
      coerce2(k, v);
    } catch (err) {
      add({ severity: "error", code: "config", path: "config.yaml", message: err.message });
    }
  }
}
async function configuredJsonlMax(root) {
  try {
    const n = Number((await readConfig2(join(root, "config.yaml"))).get("jsonl_max_bytes"));
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_JSONL_MAX;
  } catch {
    return DEFAULT_JSONL_MAX;
  }
}
async function loadValidators() {
  const out = new Map;
  for (const kind of KINDS) {
    if (!kind.module)
      continue;
    for (const file of [kind.module, kind.module.replace(/s$/, "")]) {
      try {
        const mod = await import(`../../records/${file}.ts`);
        const fn = Object.entries(mod).find(([k, v]) => /^validate/.test(k) && typeof v === "function")?.[1];
        if (fn) {
          out.set(kind.name, fn);
          break;
        }
      } catch {}
    }
  }
  return out;
}
function checkJsonl(add, full, rel, st, jsonlMax, schemas, validators) {
  if (st.size > jsonlMax) {
    add({ severity: "warning", code: "oversized", path: rel, message: `${mib(st.size)} MiB, over jsonl_max_bytes (${mib(jsonlMax)} MiB); the next append compacts it` });
  }
  if (st.size > MAX_SCAN_BYTES) {
    add({ severity: "warning", code: "not-scanned", path: rel, message: `larger than ${mib(MAX_SCAN_BYTES)} MiB; lines not checked` });
    return;
  }
  let text;
  try {
    text = readFileSync(full, "utf8");
  } catch (err) {
    add({ severity: "error", code: "unreadable", path: rel, message: `cannot read (${err.code})` });
    return;
  }
  const scan = scanLines2(text);
  let repaired;
  const repair = () => repaired ??= repairJsonl(full, text);
  if (scan.corrupt.length) {
    add({ severity: "error", code: "corrupt-lines", path: rel, message: `${scan.corrupt.length} line${scan.corrupt.length === 1 ? " is" : "s are"} not a JSON object (first: line ${scan.firstCorrupt}); --fix moves them to ${rel.split("/").pop()}.corrupt`, fix: repair });
  }
  if (scan.glued) {
    add({ severity: "error", code: "glued-lines", path: rel, message: `${scan.glued} line${scan.glued === 1 ? " holds" : "s hold"} several records glued together (first: line ${scan.firstGlued})`, fix: repair });
  }
  if (scan.missingNewline && !scan.corrupt.length && !scan.glued) {
    add({ severity: "warning", code: "no-final-newline", path: rel, message: "last line has no newline (the next append repairs it)", fix: repair });
  }
  const kind = KINDS.find((k) => k.match(rel));
  if (!kind)
    return;
  const schemaName = kind.schemas.find((s) => schemas.has(s));
  const schema = schemaName ? schemas.get(schemaName) : undefined;
  const validate = validators.get(kind.name);
  if (!schema && !validate) {
    add({ severity: "warning", code: "no-schema", path: rel, message: `no state-schema/ file or record module for ${kind.name} records; only the lines were checked` });
    return;
  }
  let bad = 0;
  let first = "";
  scan.good.forEach((line) => {
    const rec = JSON.parse(line);
    let why = schema ? validateSchema(schema, rec, schema) : undefined;
    if (!why && validate) {
      try {
        validate(rec);
      } catch (err) {
        why = err.message;
      }
    }
    if (why) {
      bad++;
      if (!first)
        first = why;
    }
  });
  if (bad) {
    const against = [schemaName ? `state-schema/${schemaName}` : "", validate ? `the ${kind.name} record checks` : ""].filter(Boolean).join(" and ");
    add({ severity: "error", code: "schema", path: rel, message: `${bad} record${bad === 1 ? " fails" : "s fail"} ${against} (first: ${first})` });
  }
}
async function repairJsonl(full, text) {
  const tail = text.slice(text.lastIndexOf(`
`) + 1);
  if (tail.trim() && !isRecordLine2(tail.trim()) && !splitGlued2(tail.trim())) {
    await withLock(full, () => {
      if (readFileSync(full, "utf8").endsWith(tail)) {
        quarantine2(full, [tail]);
        truncateSync(full, statSync(full).size - Buffer.byteLength(tail));
      }
    });
  }
  await compactRecords2(full, (records) => records);
}
function checkJson(add, full, rel, st, schemas) {
  if (st.size > BIG_FILE_BYTES)
    return;
  const kind = JSON_KINDS.find((k) => k.match.test(rel));
  const fix = kind?.cache ? () => unlinkSync(full) : undefined;
  let v;
  try {
    v = JSON.parse(readFileSync(full, "utf8"));
  } catch {
    add({ severity: "error", code: "corrupt-json", path: rel, message: "not valid JSON", fix });
    return;
  }
  const schema = kind ? schemas.get(kind.schema) : undefined;
  const why = schema ? validateSchema(schema, v, schema) : undefined;
  if (why)
    add({ severity: "error", code: "schema", path: rel, message: `fails state-schema/${kind.schema} (${why})`, fix });
}
function loadSchemas() {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "state-schema");
  const out = new Map;
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names) {
    if (!n.endsWith(".schema.json"))
      continue;
    try {
      out.set(n, JSON.parse(readFileSync(join(dir, n), "utf8")));
    } catch {}
  }
  return out;
}
var ISO = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
function typeOf(v) {
  if (v === null)
    return "null";
  if (Array.isArray(v))
    return "array";
  if (typeof v === "number")
    return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}
function validateSchema(s, v, root, at = "") {
  const here = at || "record";
  if (typeof s.$ref === "string") {
    const m = /^#\/\$defs\/(.+)$/.exec(s.$ref);
    const target = m ? root.$defs?.[m[1]] : undefined;
    if (!target)
      return `${here}: unresolvable $ref ${s.$ref}`;
    const why = validateSchema(target, v, root, at);
    if (why)
      return why;
  }
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const t = typeOf(v);
    if (!types.includes(t) && !(t === "integer" && types.includes("number")))
      return `${here}: expected ${types.join(" or ")}, got ${t}`;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => e === v))
    return `${here}: one of ${s.enum.map((e) => typeof e === "string" ? e || '""' : JSON.stringify(e)).join(", ")} expected`;
  if ("const" in s && s.const !== v)
    return `${here}: ${JSON.stringify(s.const)} expected`;
  if (typeof v === "string") {
    const len = [...v].length;
    if (typeof s.minLength === "number" && len < s.minLength)
      return `${here}: at least ${s.minLength} characters`;
    if (typeof s.maxLength === "number" && len > s.maxLength)
      return `${here}: at most ${s.maxLength} characters`;
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(v))
      return `${here}: does not match ${s.pattern}`;
    if (s.format === "date-time" && (!ISO.test(v) || Number.isNaN(Date.parse(v))))
      return `${here}: not an ISO 8601 date-time`;
  }
  if (typeof v === "number") {
    if (typeof s.minimum === "number" && v < s.minimum)
      return `${here}: below ${s.minimum}`;
    if (typeof s.maximum === "number" && v > s.maximum)
      return `${here}: above ${s.maximum}`;
    if (typeof s.exclusiveMinimum === "number" && v <= s.exclusiveMinimum)
      return `${here}: not above ${s.exclusiveMinimum}`;
    if (typeof s.exclusiveMaximum === "number" && v >= s.exclusiveMaximum)
      return `${here}: not below ${s.exclusiveMaximum}`;
  }
  if (Array.isArray(v)) {
    if (typeof s.minItems === "number" && v.length < s.minItems)
      return `${here}: at least ${s.minItems} items`;
    if (typeof s.maxItems === "number" && v.length > s.maxItems)
      return `${here}: at most ${s.maxItems} items`;
    if (s.items && typeof s.items === "object") {
      for (let i = 0;i < v.length; i++) {
        const why = validateSchema(s.items, v[i], root, `${here}[${i}]`);
        if (why)
          return why;
      }
    }
  }
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const obj = v;
    for (const k of s.required ?? [])
      if (!(k in obj))
        return `${k}: required`;
    const props = s.properties ?? {};
    for (const [k, val] of Object.entries(obj)) {
      const name = at ? `${at}.${k}` : k;
      if (s.propertyNames && typeof s.propertyNames.pattern === "string" && !new RegExp(s.propertyNames.pattern, "u").test(k)) {
        return `${name}: field name does not match ${s.propertyNames.pattern}`;
      }
      if (Object.hasOwn(props, k)) {
        const why = validateSchema(props[k], val, root, name);
        if (why)
          return why;
      } else if (s.additionalProperties === false) {
        return `${name}: not an allowed field`;
      } else if (s.additionalProperties && typeof s.additionalProperties === "object") {
        const why = validateSchema(s.additionalProperties, val, root, name);
        if (why)
          return why;
      }
    }
  }
  if (s.not && typeof s.not === "object" && !validateSchema(s.not, v, root, at))
    return `${here}: matches a form that is not allowed`;
  for (const sub of s.allOf ?? []) {
    const why = validateSchema(sub, v, root, at);
    if (why)
      return why;
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => !validateSchema(sub, v, root, at)))
    return `${here}: matches none of the allowed forms`;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((sub) => !validateSchema(sub, v, root, at)).length !== 1)
    return `${here}: must match exactly one allowed form`;
  if (s.if && typeof s.if === "object" && !validateSchema(s.if, v, root, at)) {
    if (s.then && typeof s.then === "object") {
      const why = validateSchema(s.then, v, root, at);
      if (why)
        return why;
    }
  } else if (s.if && s.else && typeof s.else === "object") {
    const why = validateSchema(s.else, v, root, at);
    if (why)
      return why;
  }
  return;
}
export {
  check,
  doctor_default as default,
  validateSchema
};
