import type { Command } from "../command.ts";
import { parse, type CommandSpec } from "../args.ts";
import { EXIT, GstackError } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { isIsoDateTime } from "../../records/fields.ts";
import { StatePaths } from "../../state/paths.ts";
import { compactRecords, isRecordLine, quarantine, recoverCompaction, scanLines, splitGlued } from "../../state/jsonl.ts";
import { withLock } from "../../state/lock.ts";
import { FILE_MODE, DIR_MODE } from "../../state/fs.ts";
import { sanitizeSlug } from "../../state/slug.ts";
import { coerce, readConfig } from "../../state/config.ts";
import { SESSION_ID } from "../../state/sessions.ts";
import { isLockFolder, lockIsStale, removeStaleLock, LOCK_NAME } from "../../state/lock.ts";
import {
  chmodSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync, truncateSync, unlinkSync,
  type Stats,
} from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

// gstack-doctor: checks the whole state directory against state-schema/ and the layout rules,
// and with --fix repairs what is safe to repair: permissions, glued JSONL lines (split), corrupt
// lines (moved to a <file>.corrupt sidecar, never deleted), stale temp files and locks, unsafe
// slug-cache entries and corrupt repo-mode caches (both recomputed on the next call).
// Everything else (data in the wrong place, records that break their schema, symlinks leaving
// the root) is reported for a human to decide.

type Severity = "error" | "warning";

interface Problem {
  severity: Severity;
  code: string;
  /** Relative to the state root. */
  path: string;
  message: string;
  fix?: () => void | Promise<void>;
  fixed?: boolean;
}

/** A temp file older than this is a leftover of a crashed writer, not a write in progress. */
const STALE_TEMP_MS = 10 * 60_000;
/** Top-level names of a state root: a folder holding none of them is not one (doctor refuses it). */
const ROOT_MARKERS = [
  "config.yaml", "projects/", "sessions/", "analytics/", "security/", "slug-cache/", "loader/", "builder-profile.jsonl", "kit-version",
];
/** Non-JSONL files larger than this are reported. */
const BIG_FILE_BYTES = 64 * 1024 * 1024;
/** JSONL files larger than this are reported but not read line by line. */
const MAX_SCAN_BYTES = 512 * 1024 * 1024;
const DEFAULT_JSONL_MAX = 64 * 1024 * 1024;

const TEMP_NAMES = [
  /^\..+\.\d+\.\d+\.tmp$/, // writeFileAtomic, artifacts, device salt: .<name>.<pid>.<ms>.tmp
  /\.tmp\.[A-Za-z0-9]{6}$/, // gstack's mktemp <file>.tmp.XXXXXX
  /^\.repo-mode-[A-Za-z0-9]{6}$/, // gstack-repo-mode's mktemp
];

/** Files that belong in projects/<slug>/; at the root they were written with a `..` slug. */
const PROJECT_FILES = [
  /^learnings\.jsonl$/, /^timeline\.jsonl$/, /-reviews\.jsonl$/, /^repo-mode\.json$/, /^taste-profile\.json$/,
  /-(design|test-plan|test-outcome|qa-report)-\d{8}-\d{6}(-\d+)?\.md$/, /^\.learnings\.index$/,
];

/** Record kinds: which files hold them, the schema(s) to try, the record module with a validate*. */
const KINDS: { name: string; match: (rel: string) => boolean; schemas: string[]; module?: string }[] = [
  { name: "learnings", match: (r) => /^projects\/[^/]+\/learnings\.jsonl$/.test(r), schemas: ["learnings.schema.json", "learning.schema.json"], module: "learnings" },
  { name: "timeline", match: (r) => /^projects\/[^/]+\/timeline\.jsonl$/.test(r), schemas: ["timeline.schema.json", "timeline-event.schema.json"], module: "timeline" },
  { name: "reviews", match: (r) => /^projects\/[^/]+\/[^/]+-reviews\.jsonl$/.test(r), schemas: ["review.schema.json", "reviews.schema.json"], module: "reviews" },
  { name: "telemetry", match: (r) => r === "analytics/skill-usage.jsonl", schemas: ["telemetry.schema.json", "skill-usage.schema.json"], module: "telemetry" },
  { name: "eureka", match: (r) => r === "analytics/eureka.jsonl", schemas: ["eureka.schema.json"] },
  { name: "security attempts", match: (r) => r === "security/attempts.jsonl", schemas: ["security-attempt.schema.json"] },
  { name: "builder profile", match: (r) => r === "builder-profile.jsonl", schemas: ["builder-profile.schema.json"] },
  { name: "loader overflow", match: (r) => r === "loader/overflow.jsonl", schemas: ["loader-overflow.schema.json"] },
];

/** Whole-file JSON state with a schema; `cache` ones are recomputed, so --fix may delete them. */
const JSON_KINDS: { match: RegExp; schema: string; cache?: boolean }[] = [
  { match: /^projects\/[^/]+\/repo-mode\.json$/, schema: "repo-mode.schema.json", cache: true },
  { match: /^projects\/[^/]+\/learnings-summary\.json$/, schema: "learnings-summary.schema.json", cache: true },
  { match: /^loader\/cache\.json$/, schema: "loader-cache.schema.json" },
  { match: /^loader\/activations\/[^/]+\.json$/, schema: "loader-activations.schema.json" },
];

/** The argument table (the help below says the same in prose). */
const ARGS = {
  name: "doctor",
  about: "",
  flags: { fix: { type: "boolean", about: "repairs what is safe" }, json: { type: "boolean", about: "as JSON" } },
  exit: "",
} satisfies CommandSpec;

export default {
  spec: ARGS,
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
    const p = await parse(ARGS, io.argv);
    const fix = p.flags.fix === true;
    const paths = new StatePaths(io.env, io.cwd);
    const problems = await check(paths.root);
    let fixed = 0;
    if (fix) {
      for (const pr of problems) {
        if (!pr.fix) continue;
        try {
          await pr.fix();
          pr.fixed = true;
          fixed++;
        } catch (err) {
          pr.message += ` (fix failed: ${err instanceof GstackError ? err.message : (err as Error).message})`;
        }
      }
    }
    const open = problems.filter((pr) => !pr.fixed);
    const errors = open.filter((pr) => pr.severity === "error").length;
    if (p.flags.json) {
      io.out(jsonLine({
        root: paths.root,
        ok: errors === 0,
        problems: problems.map((pr) => ({ severity: pr.severity, code: pr.code, path: pr.path, message: pr.message, fixable: Boolean(pr.fix), fixed: Boolean(pr.fixed) })),
        fixed,
      }));
    } else {
      for (const pr of problems) {
        const tag = pr.fixed ? "fixed" : pr.severity;
        const hint = !pr.fixed && pr.fix ? " (--fix repairs this)" : "";
        io.out(`${tag.padEnd(7)} ${pr.path || "."}: ${pr.message}${hint}\n`);
      }
      const warnings = open.length - errors;
      io.out(problems.length === 0
        ? `ok: ${paths.root}\n`
        : `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${fix ? `, ${fixed} fixed` : ""}: ${paths.root}\n`);
    }
    return errors ? 1 : 0;
  },
} satisfies Command;

/** Runs every check; returns the problems found, each with a fix when one is safe. */
export async function check(root: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  let rootStat: Stats;
  try {
    rootStat = lstatSync(root);
  } catch {
    return problems; // no state yet: nothing to check
  }
  const add = (pr: Problem) => problems.push(pr);
  if (rootStat.isSymbolicLink()) {
    // Checking (and chmodding) through a link would act on a folder nobody named; say where it leads.
    let target = "a missing target";
    try { target = realpathSync(root); } catch { /* dangling */ }
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

  const walk = (dir: string, rel: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (err) {
      add({ severity: "error", code: "unreadable", path: rel, message: `cannot read folder (${(err as NodeJS.ErrnoException).code})` });
      return;
    }
    for (const name of names.sort()) {
      if (depth === 0 && name === ".sync") continue; // git's own files: checkSync looks at them
      const full = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      let st: Stats;
      try {
        st = lstatSync(full);
      } catch {
        continue; // removed meanwhile
      }
      if (st.isSymbolicLink()) {
        checkLink(add, full, r, realRoot);
        continue;
      }
      if (st.isDirectory()) {
        if (LOCK_NAME.test(name) && checkLock(add, full, r)) continue;
        checkMode(add, full, r, st, DIR_MODE);
        if (depth < 16) walk(full, r, depth + 1);
        continue;
      }
      if (!st.isFile()) {
        add({ severity: "warning", code: "special-file", path: r, message: "not a regular file or folder" });
        continue;
      }
      // A second name for a state file (a compaction's own <file>.compacting aside): appends would
      // change a file outside the root too, so writers refuse it; a human decides which to keep.
      if (st.nlink > 1 && !name.endsWith(".compacting") && !sameInode(`${full}.compacting`, st)) {
        add({ severity: "error", code: "hard-link", path: r, message: `the file has ${st.nlink - 1} other hard link(s), possibly outside the state root; writers refuse it (copy it: cp f f.new && mv f.new f)` });
      }
      if (name.endsWith(".jsonl.compacting")) {
        // The old file of a compaction killed mid-way: records that reached it late wait here.
        const file = full.slice(0, -".compacting".length);
        add({
          severity: "error", code: "interrupted-compaction", path: r,
          message: "a compaction was interrupted; records appended during it are kept here until carried over",
          fix: () => recoverCompaction(file),
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
      if (name.endsWith(".jsonl")) checkJsonl(add, full, r, st, jsonlMax, schemas, validators);
      else {
        if (st.size > BIG_FILE_BYTES) add({ severity: "warning", code: "oversized", path: r, message: `${mib(st.size)} MiB; larger than expected for state` });
        if (name.endsWith(".json") && !name.endsWith(".compacted")) checkJson(add, full, r, st, schemas);
      }
    }
  };
  walk(root, "", 0);
  checkLayout(add, root);
  await checkConfig(add, root);
  for (const pr of (await import("../../sync/health.ts")).checkSync(root, process.env)) add(pr);
  return problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function mib(n: number): string {
  return (n / 1024 / 1024).toFixed(1);
}

function checkMode(add: (p: Problem) => void, full: string, rel: string, st: Stats, want: number) {
  const mode = st.mode & 0o777;
  if (mode === want) return;
  const what = want === DIR_MODE ? "folder" : "file";
  add({
    severity: "error", code: "permissions", path: rel,
    message: `${what} mode ${mode.toString(8).padStart(4, "0")}, expected ${want.toString(8).padStart(4, "0")}`,
    fix: () => chmodSync(full, want),
  });
}

function checkLink(add: (p: Problem) => void, full: string, rel: string, realRoot: string) {
  let target: string;
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

/** A lock folder the layout names; false when the folder is something else (checked as data). */
function checkLock(add: (p: Problem) => void, full: string, rel: string): boolean {
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return false;
  }
  if (!isLockFolder(full, names)) return false;
  if (lockIsStale(full)) {
    add({ severity: "warning", code: "stale-lock", path: rel, message: "lock left by a process that died", fix: () => removeStaleLock(full) });
  }
  return true;
}

function sameInode(path: string, st: Stats): boolean {
  try {
    return lstatSync(path).ino === st.ino;
  } catch {
    return false;
  }
}

/** Refuses a folder that holds state of no kind: --fix would chmod and delete someone's files. */
function assertStateRoot(root: string): void {
  const names = readdirSync(root);
  if (names.length === 0 || names.some((n) => ROOT_MARKERS.includes(n) || ROOT_MARKERS.includes(`${n}/`))) return;
  throw new GstackError(
    `${root} is not a gstack state root (it holds none of ${ROOT_MARKERS.join(", ")}); point GSTACK_STATE_ROOT at one`,
    "rejected",
  );
}

/** Layout: project data outside projects/, bad slug folders, unsafe cached slugs, sessions. */
function checkLayout(add: (p: Problem) => void, root: string) {
  const list = (d: string) => {
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
    // Temp files and locks have their own checks; dotfiles (.DS_Store) are not project data.
    if (name.startsWith(".") || LOCK_NAME.test(name)) continue;
    let st: Stats;
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
    let text: string;
    try {
      if (!lstatSync(full).isFile()) continue;
      text = readFileSync(full, "utf8").trim();
    } catch {
      continue;
    }
    if (sanitizeSlug(text) !== text) {
      add({ severity: "error", code: "unsafe-slug-cache", path: `slug-cache/${name}`, message: `cached slug ${JSON.stringify(text.slice(0, 60))} is unsafe (ignored by gstack-slug)`, fix: () => unlinkSync(full) });
    }
  }
  for (const name of list(join(root, "sessions"))) {
    if (!SESSION_ID.test(name)) add({ severity: "warning", code: "bad-session", path: `sessions/${name}`, message: "not a session marker name (1-64 characters of [A-Za-z0-9._-], not starting with a dot)" });
  }
  const salt = join(root, "security", "device-salt");
  try {
    if (lstatSync(salt).isFile() && !/^[0-9a-f]{64}$/.test(readFileSync(salt, "utf8").trim())) {
      add({ severity: "error", code: "bad-salt", path: "security/device-salt", message: "not a 64-digit hex salt; gstack-security-log refuses it (move it away to start a new one)" });
    }
  } catch { /* absent */ }
}

async function checkConfig(add: (p: Problem) => void, root: string) {
  const file = join(root, "config.yaml");
  let entries: Map<string, string>;
  try {
    entries = await readConfig(file);
  } catch (err) {
    const msg = err instanceof GstackError ? err.message.split(file).join("").replace(/^:(\d+):/, "line $1:").replace(/^:\s*/, "") : String(err);
    add({ severity: "error", code: "config", path: "config.yaml", message: msg });
    return;
  }
  for (const [k, v] of entries) {
    try {
      coerce(k, v);
    } catch (err) {
      add({ severity: "error", code: "config", path: "config.yaml", message: (err as Error).message });
    }
  }
}

async function configuredJsonlMax(root: string): Promise<number> {
  try {
    const n = Number((await readConfig(join(root, "config.yaml"))).get("jsonl_max_bytes"));
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_JSONL_MAX;
  } catch {
    return DEFAULT_JSONL_MAX;
  }
}

// ---------------------------------------------------------------------------------------------
// JSONL

type Validator = (rec: unknown) => void;

/** validate* functions of the record modules that exist (learnings, timeline, reviews, telemetry). */
async function loadValidators(): Promise<Map<string, Validator>> {
  const out = new Map<string, Validator>();
  for (const kind of KINDS) {
    if (!kind.module) continue;
    for (const file of [kind.module, kind.module.replace(/s$/, "")]) {
      try {
        const mod = (await import(`../../records/${file}.ts`)) as Record<string, unknown>;
        const fn = Object.entries(mod).find(([k, v]) => /^validate/.test(k) && typeof v === "function")?.[1];
        if (fn) {
          out.set(kind.name, fn as Validator);
          break;
        }
      } catch { /* no such module yet: the schema alone checks this kind */ }
    }
  }
  return out;
}

function checkJsonl(
  add: (p: Problem) => void, full: string, rel: string, st: Stats, jsonlMax: number,
  schemas: Map<string, Schema>, validators: Map<string, Validator>,
) {
  if (st.size > jsonlMax) {
    add({ severity: "warning", code: "oversized", path: rel, message: `${mib(st.size)} MiB, over jsonl_max_bytes (${mib(jsonlMax)} MiB); the next append compacts it` });
  }
  if (st.size > MAX_SCAN_BYTES) {
    add({ severity: "warning", code: "not-scanned", path: rel, message: `larger than ${mib(MAX_SCAN_BYTES)} MiB; lines not checked` });
    return;
  }
  let text: string;
  try {
    text = readFileSync(full, "utf8");
  } catch (err) {
    add({ severity: "error", code: "unreadable", path: rel, message: `cannot read (${(err as NodeJS.ErrnoException).code})` });
    return;
  }
  const scan = scanLines(text);
  // One rewrite fixes corrupt, glued and unterminated lines together, whichever problem asks.
  let repaired: Promise<void> | undefined;
  const repair = () => (repaired ??= repairJsonl(full, text));
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
  if (!kind) return;
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
    const rec = JSON.parse(line) as unknown;
    let why: string | undefined = schema ? validateSchema(schema, rec, schema) : undefined;
    if (!why && validate) {
      try {
        validate(rec);
      } catch (err) {
        why = (err as Error).message;
      }
    }
    if (why) {
      bad++;
      if (!first) first = why;
    }
  });
  if (bad) {
    const against = [schemaName ? `state-schema/${schemaName}` : "", validate ? `the ${kind.name} record checks` : ""].filter(Boolean).join(" and ");
    add({ severity: "error", code: "schema", path: rel, message: `${bad} record${bad === 1 ? " fails" : "s fail"} ${against} (first: ${first})` });
  }
}

/**
 * Rewrites the file through the JSONL store's compaction (locked, atomic, keeping appends that
 * race with it), which splits glued records and moves corrupt lines to <file>.corrupt. A torn
 * last line (no newline) is left alone by compaction, which cannot tell it from an append in
 * progress; a finished check saw it whole, so it is quarantined here first.
 */
async function repairJsonl(full: string, text: string) {
  const tail = text.slice(text.lastIndexOf("\n") + 1);
  if (tail.trim() && !isRecordLine(tail.trim()) && !splitGlued(tail.trim())) {
    await withLock(full, () => {
      // Only if it is still the file's last line: a writer may have finished it since.
      if (readFileSync(full, "utf8").endsWith(tail)) {
        quarantine(full, [tail]);
        truncateSync(full, statSync(full).size - Buffer.byteLength(tail));
      }
    });
  }
  await compactRecords(full, (records) => records);
}

function checkJson(add: (p: Problem) => void, full: string, rel: string, st: Stats, schemas: Map<string, Schema>) {
  if (st.size > BIG_FILE_BYTES) return;
  const kind = JSON_KINDS.find((k) => k.match.test(rel));
  const fix = kind?.cache ? () => unlinkSync(full) : undefined;
  let v: unknown;
  try {
    v = JSON.parse(readFileSync(full, "utf8"));
  } catch {
    add({ severity: "error", code: "corrupt-json", path: rel, message: "not valid JSON", fix });
    return;
  }
  const schema = kind ? schemas.get(kind.schema) : undefined;
  const why = schema ? validateSchema(schema, v, schema) : undefined;
  if (why) add({ severity: "error", code: "schema", path: rel, message: `fails state-schema/${kind!.schema} (${why})`, fix });
}

// ---------------------------------------------------------------------------------------------
// A small JSON Schema (2020-12) checker for the keywords state-schema/ uses. ajv is a dev
// dependency (tests); the doctor runs without it (docs/decisions).

type Schema = Record<string, unknown>;

function loadSchemas(): Map<string, Schema> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "state-schema");
  const out = new Map<string, Schema>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names) {
    if (!n.endsWith(".schema.json")) continue;
    try {
      out.set(n, JSON.parse(readFileSync(join(dir, n), "utf8")));
    } catch { /* a broken schema file is the kit's bug, not the user's state */ }
  }
  return out;
}


function typeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

/** The first violation as "field: what is wrong", or undefined when v matches. */
export function validateSchema(s: Schema, v: unknown, root: Schema, at = ""): string | undefined {
  const here = at || "record";
  if (typeof s.$ref === "string") {
    const m = /^#\/\$defs\/(.+)$/.exec(s.$ref);
    const target = m ? (root.$defs as Record<string, Schema> | undefined)?.[m[1]!] : undefined;
    if (!target) return `${here}: unresolvable $ref ${s.$ref}`;
    const why = validateSchema(target, v, root, at);
    if (why) return why;
  }
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    const t = typeOf(v);
    if (!types.includes(t) && !(t === "integer" && types.includes("number"))) return `${here}: expected ${types.join(" or ")}, got ${t}`;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => e === v)) return `${here}: one of ${s.enum.map((e) => (typeof e === "string" ? e || '""' : JSON.stringify(e))).join(", ")} expected`;
  if ("const" in s && s.const !== v) return `${here}: ${JSON.stringify(s.const)} expected`;
  if (typeof v === "string") {
    const len = [...v].length;
    if (typeof s.minLength === "number" && len < s.minLength) return `${here}: at least ${s.minLength} characters`;
    if (typeof s.maxLength === "number" && len > s.maxLength) return `${here}: at most ${s.maxLength} characters`;
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(v)) return `${here}: does not match ${s.pattern}`;
    if (s.format === "date-time" && !isIsoDateTime(v)) return `${here}: not an ISO 8601 date-time`;
  }
  if (typeof v === "number") {
    if (typeof s.minimum === "number" && v < s.minimum) return `${here}: below ${s.minimum}`;
    if (typeof s.maximum === "number" && v > s.maximum) return `${here}: above ${s.maximum}`;
    if (typeof s.exclusiveMinimum === "number" && v <= s.exclusiveMinimum) return `${here}: not above ${s.exclusiveMinimum}`;
    if (typeof s.exclusiveMaximum === "number" && v >= s.exclusiveMaximum) return `${here}: not below ${s.exclusiveMaximum}`;
  }
  if (Array.isArray(v)) {
    if (typeof s.minItems === "number" && v.length < s.minItems) return `${here}: at least ${s.minItems} items`;
    if (typeof s.maxItems === "number" && v.length > s.maxItems) return `${here}: at most ${s.maxItems} items`;
    if (s.items && typeof s.items === "object") {
      for (let i = 0; i < v.length; i++) {
        const why = validateSchema(s.items as Schema, v[i], root, `${here}[${i}]`);
        if (why) return why;
      }
    }
  }
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const obj = v as Record<string, unknown>;
    for (const k of (s.required as string[] | undefined) ?? []) if (!(k in obj)) return `${k}: required`;
    const props = (s.properties as Record<string, Schema> | undefined) ?? {};
    for (const [k, val] of Object.entries(obj)) {
      const name = at ? `${at}.${k}` : k;
      if (s.propertyNames && typeof (s.propertyNames as Schema).pattern === "string" && !new RegExp((s.propertyNames as Schema).pattern as string, "u").test(k)) {
        return `${name}: field name does not match ${(s.propertyNames as Schema).pattern}`;
      }
      if (Object.hasOwn(props, k)) {
        const why = validateSchema(props[k]!, val, root, name);
        if (why) return why;
      } else if (s.additionalProperties === false) {
        return `${name}: not an allowed field`;
      } else if (s.additionalProperties && typeof s.additionalProperties === "object") {
        const why = validateSchema(s.additionalProperties as Schema, val, root, name);
        if (why) return why;
      }
    }
  }
  if (s.not && typeof s.not === "object" && !validateSchema(s.not as Schema, v, root, at)) return `${here}: matches a form that is not allowed`;
  for (const sub of (s.allOf as Schema[] | undefined) ?? []) {
    const why = validateSchema(sub, v, root, at);
    if (why) return why;
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((sub) => !validateSchema(sub as Schema, v, root, at))) return `${here}: matches none of the allowed forms`;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((sub) => !validateSchema(sub as Schema, v, root, at)).length !== 1) return `${here}: must match exactly one allowed form`;
  if (s.if && typeof s.if === "object" && !validateSchema(s.if as Schema, v, root, at)) {
    if (s.then && typeof s.then === "object") {
      const why = validateSchema(s.then as Schema, v, root, at);
      if (why) return why;
    }
  } else if (s.if && s.else && typeof s.else === "object") {
    const why = validateSchema(s.else as Schema, v, root, at);
    if (why) return why;
  }
  return undefined;
}
