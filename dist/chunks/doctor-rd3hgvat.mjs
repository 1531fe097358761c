import {
  CATALOGUE,
  kindOf,
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  isRecordLine2,
  splitGlued2,
  scanLines2,
  quarantine2,
  compactRecords2,
  recoverCompaction2
} from "./main-k6ny11s1.mjs";
import {
  withLock2,
  LOCK_NAME2,
  isLockFolder2,
  lockIsStale2,
  removeStaleLock2
} from "./main-jnxyrj1v.mjs";
import {
  coerce2,
  readConfig2
} from "./main-41t4c981.mjs";
import {
  SESSION_ID2
} from "./main-rhf6bxff.mjs";
import"./main-5649ykyf.mjs";
import {
  mismatch
} from "./main-73sq1dmy.mjs";
import {
  sanitizeSlug
} from "./main-dmessj34.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  DIR_MODE,
  FILE_MODE
} from "./main-kt1qhm98.mjs";
import {
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/doctor/check.ts
import { lstatSync as lstatSync3, readdirSync as readdirSync3, realpathSync as realpathSync2, unlinkSync as unlinkSync3 } from "node:fs";
import { join as join3 } from "node:path";

// lib/doctor/config.ts
import { join } from "node:path";
var DEFAULT_JSONL_MAX = 64 * 1024 * 1024;
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

// lib/doctor/files.ts
import { chmodSync, lstatSync, readdirSync, realpathSync } from "node:fs";
import { sep } from "node:path";
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
    add({
      severity: "error",
      code: "symlink-outside",
      path: rel,
      message: `symlink leads outside the state root (to ${target}); writers refuse it`
    });
  }
}
function checkLock(add, full, rel) {
  let names;
  try {
    names = readdirSync(full);
  } catch {
    return false;
  }
  if (!isLockFolder2(full, names))
    return false;
  if (lockIsStale2(full)) {
    add({
      severity: "warning",
      code: "stale-lock",
      path: rel,
      message: "lock left by a process that died",
      fix: () => removeStaleLock2(full)
    });
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
  throw new GstackError(`${root} is not a gstack state root (it holds none of ${ROOT_MARKERS.join(", ")}); point GSTACK_STATE_ROOT at one`, "rejected");
}

// lib/doctor/layout.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync2, readFileSync, unlinkSync } from "node:fs";
import { join as join2 } from "node:path";
var PROJECT_FILES = [
  /^learnings\.jsonl$/,
  /^timeline\.jsonl$/,
  /-reviews\.jsonl$/,
  /^repo-mode\.json$/,
  /^taste-profile\.json$/,
  /-(design|test-plan|test-outcome|qa-report)-\d{8}-\d{6}(-\d+)?\.md$/,
  /^\.learnings\.index$/
];
function checkLayout(add, root) {
  const list = (d) => {
    try {
      return readdirSync2(d);
    } catch {
      return [];
    }
  };
  for (const name of list(root)) {
    if (PROJECT_FILES.some((re) => re.test(name))) {
      add({
        severity: "error",
        code: "outside-projects",
        path: name,
        message: "project data at the state root, outside projects/ (written with a '..' slug); move it into projects/<slug>/"
      });
    }
  }
  const projects = join2(root, "projects");
  for (const name of list(projects)) {
    if (name.startsWith(".") || LOCK_NAME2.test(name))
      continue;
    let st;
    try {
      st = lstatSync2(join2(projects, name));
    } catch {
      continue;
    }
    if (!st.isDirectory() && !st.isSymbolicLink()) {
      add({
        severity: "error",
        code: "outside-projects",
        path: `projects/${name}`,
        message: "a file directly in projects/ (written with a '.' or empty slug); move it into projects/<slug>/"
      });
    } else if (sanitizeSlug(name) !== name) {
      add({
        severity: "error",
        code: "bad-slug",
        path: `projects/${name}`,
        message: "folder name is not a slug ([a-zA-Z0-9._-], not only dots)"
      });
    }
  }
  const cache = join2(root, "slug-cache");
  for (const name of list(cache)) {
    const full = join2(cache, name);
    let text;
    try {
      if (!lstatSync2(full).isFile())
        continue;
      text = readFileSync(full, "utf8").trim();
    } catch {
      continue;
    }
    if (sanitizeSlug(text) !== text) {
      add({
        severity: "error",
        code: "unsafe-slug-cache",
        path: `slug-cache/${name}`,
        message: `cached slug ${JSON.stringify(text.slice(0, 60))} is unsafe (ignored by gstack-slug)`,
        fix: () => unlinkSync(full)
      });
    }
  }
  for (const name of list(join2(root, "sessions"))) {
    if (!SESSION_ID2.test(name))
      add({
        severity: "warning",
        code: "bad-session",
        path: `sessions/${name}`,
        message: "not a session marker name (1-64 characters of [A-Za-z0-9._-], not starting with a dot)"
      });
  }
  const salt = join2(root, "security", "device-salt");
  try {
    if (lstatSync2(salt).isFile() && !/^[0-9a-f]{64}$/.test(readFileSync(salt, "utf8").trim())) {
      add({
        severity: "error",
        code: "bad-salt",
        path: "security/device-salt",
        message: "not a 64-digit hex salt; gstack-security-log refuses it (move it away to start a new one)"
      });
    }
  } catch {}
}

// lib/doctor/problem.ts
function mib(n) {
  return (n / 1024 / 1024).toFixed(1);
}

// lib/doctor/records.ts
import { readFileSync as readFileSync2, statSync, truncateSync, unlinkSync as unlinkSync2 } from "node:fs";

// lib/schema/generated/index.ts
var load = {
  "artifact.schema.json": async () => (await import("./artifact-kasxs08e.mjs")).validate,
  "builder-profile.schema.json": async () => (await import("./builder-profile-0henk8ff.mjs")).validate,
  "config.schema.json": async () => (await import("./config-yany30xt.mjs")).validate,
  "eureka.schema.json": async () => (await import("./eureka-8jp6108b.mjs")).validate,
  "learning.schema.json": async () => (await import("./learning-9r9mppfh.mjs")).validate,
  "learnings-summary.schema.json": async () => (await import("./learnings-summary-zqy2sw21.mjs")).validate,
  "loader-activations.schema.json": async () => (await import("./loader-activations-0z976bgm.mjs")).validate,
  "loader-cache.schema.json": async () => (await import("./loader-cache-vtxrng2n.mjs")).validate,
  "loader-index.schema.json": async () => (await import("./loader-index-nspdvzc2.mjs")).validate,
  "loader-overflow.schema.json": async () => (await import("./loader-overflow-fzekevzc.mjs")).validate,
  "repo-mode.schema.json": async () => (await import("./repo-mode-p0y92pw9.mjs")).validate,
  "review.schema.json": async () => (await import("./review-567b9g89.mjs")).validate,
  "security-attempt.schema.json": async () => (await import("./security-attempt-cwcmf07c.mjs")).validate,
  "skill-usage.schema.json": async () => (await import("./skill-usage-q8ab86yt.mjs")).validate,
  "taste-profile.schema.json": async () => (await import("./taste-profile-9b6713gw.mjs")).validate,
  "timeline-event.schema.json": async () => (await import("./timeline-event-xm66y7mr.mjs")).validate,
  "taste-profile.schema.json#/$defs/session": async () => (await import("./taste-profile.session-0ak9pkd7.mjs")).validate
};

// lib/doctor/records.ts
var BIG_FILE_BYTES = 64 * 1024 * 1024;
var MAX_SCAN_BYTES = 512 * 1024 * 1024;
function schemaOf(rel) {
  const id = kindOf(rel);
  return id ? CATALOGUE[id].schema : undefined;
}
async function checkJsonl(add, full, rel, st, jsonlMax) {
  if (st.size > jsonlMax) {
    add({
      severity: "warning",
      code: "oversized",
      path: rel,
      message: `${mib(st.size)} MiB, over jsonl_max_bytes (${mib(jsonlMax)} MiB); the next append compacts it`
    });
  }
  if (st.size > MAX_SCAN_BYTES) {
    add({
      severity: "warning",
      code: "not-scanned",
      path: rel,
      message: `larger than ${mib(MAX_SCAN_BYTES)} MiB; lines not checked`
    });
    return;
  }
  let text;
  try {
    text = readFileSync2(full, "utf8");
  } catch (err) {
    add({
      severity: "error",
      code: "unreadable",
      path: rel,
      message: `cannot read (${err.code})`
    });
    return;
  }
  const scan = scanLines2(text);
  let repaired;
  const repair = () => repaired ??= repairJsonl(full, text);
  if (scan.corrupt.length) {
    add({
      severity: "error",
      code: "corrupt-lines",
      path: rel,
      message: `${scan.corrupt.length} line${scan.corrupt.length === 1 ? " is" : "s are"} not a JSON object (first: line ${scan.firstCorrupt}); --fix moves them to ${rel.split("/").pop()}.corrupt`,
      fix: repair
    });
  }
  if (scan.glued) {
    add({
      severity: "error",
      code: "glued-lines",
      path: rel,
      message: `${scan.glued} line${scan.glued === 1 ? " holds" : "s hold"} several records glued together (first: line ${scan.firstGlued})`,
      fix: repair
    });
  }
  if (scan.missingNewline && !scan.corrupt.length && !scan.glued) {
    add({
      severity: "warning",
      code: "no-final-newline",
      path: rel,
      message: "last line has no newline (the next append repairs it)",
      fix: repair
    });
  }
  const schema = schemaOf(rel);
  if (!schema)
    return;
  const check = await load[schema]();
  let bad = 0;
  let first = "";
  for (const line of scan.good) {
    const why = mismatch(check, JSON.parse(line));
    if (why) {
      bad++;
      first ||= why;
    }
  }
  if (bad)
    add({
      severity: "error",
      code: "schema",
      path: rel,
      message: `${bad} record${bad === 1 ? " fails" : "s fail"} state-schema/${schema} (first: ${first})`
    });
}
async function repairJsonl(full, text) {
  const tail = text.slice(text.lastIndexOf(`
`) + 1);
  if (tail.trim() && !isRecordLine2(tail.trim()) && !splitGlued2(tail.trim())) {
    await withLock2(full, () => {
      if (readFileSync2(full, "utf8").endsWith(tail)) {
        quarantine2(full, [tail]);
        truncateSync(full, statSync(full).size - Buffer.byteLength(tail));
      }
    });
  }
  await compactRecords2(full, (records) => records);
}
async function checkJson(add, full, rel, st) {
  if (st.size > BIG_FILE_BYTES)
    return;
  const id = kindOf(rel);
  const fix = id && CATALOGUE[id].cache ? () => unlinkSync2(full) : undefined;
  let v;
  try {
    v = JSON.parse(readFileSync2(full, "utf8"));
  } catch {
    add({ severity: "error", code: "corrupt-json", path: rel, message: "not valid JSON", fix });
    return;
  }
  const schema = schemaOf(rel);
  if (!schema)
    return;
  const why = mismatch(await load[schema](), v);
  if (why)
    add({ severity: "error", code: "schema", path: rel, message: `fails state-schema/${schema} (${why})`, fix });
}

// lib/doctor/check.ts
var STALE_TEMP_MS = 10 * 60000;
var TEMP_NAMES = [
  /^\..+\.\d+\.\d+\.tmp$/,
  /\.tmp\.[A-Za-z0-9]{6}$/,
  /^\.repo-mode-[A-Za-z0-9]{6}$/
];
function claimedTemps(stats) {
  const temps = new Map;
  for (const [name, st] of stats) {
    if (st.isFile() && st.nlink === 2 && TEMP_NAMES.some((re) => re.test(name)))
      temps.set(st.ino, name);
  }
  const out = new Map;
  if (!temps.size)
    return out;
  for (const [name, st] of stats) {
    const temp = temps.get(st.ino);
    if (temp !== undefined && temp !== name && st.isFile())
      out.set(st.ino, { temp, file: name });
  }
  return out;
}
async function check(root) {
  const problems = [];
  let rootStat;
  try {
    rootStat = lstatSync3(root);
  } catch {
    return problems;
  }
  const add = (pr) => problems.push(pr);
  if (rootStat.isSymbolicLink()) {
    let target = "a missing target";
    try {
      target = realpathSync2(root);
    } catch {}
    add({
      severity: "error",
      code: "root-symlink",
      path: "",
      message: `the state root is a symlink to ${target}; not checked (run gstack-doctor with GSTACK_STATE_ROOT=${target})`
    });
    return problems;
  }
  if (!rootStat.isDirectory()) {
    add({ severity: "error", code: "root-not-folder", path: "", message: "the state root is not a folder" });
    return problems;
  }
  assertStateRoot(root);
  const realRoot = realpathSync2(root);
  const jsonlMax = await configuredJsonlMax(root);
  checkMode(add, root, "", rootStat, DIR_MODE);
  const pending = [];
  const walk = (dir, rel, depth) => {
    let names;
    try {
      names = readdirSync3(dir);
    } catch (err) {
      add({
        severity: "error",
        code: "unreadable",
        path: rel,
        message: `cannot read folder (${err.code})`
      });
      return;
    }
    const stats = new Map;
    for (const name of names.sort()) {
      try {
        stats.set(name, lstatSync3(join3(dir, name)));
      } catch {}
    }
    const claimed = claimedTemps(stats);
    for (const [name, st] of stats) {
      if (depth === 0 && name === ".sync")
        continue;
      const full = join3(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      if (st.isSymbolicLink()) {
        checkLink(add, full, r, realRoot);
        continue;
      }
      if (st.isDirectory()) {
        if (LOCK_NAME2.test(name) && checkLock(add, full, r))
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
      const finished = claimed.get(st.ino);
      if (finished?.temp === name) {
        add({
          severity: "warning",
          code: "stale-temp",
          path: r,
          message: `second name of ${finished.file}, left by a write interrupted after it finished`,
          fix: () => unlinkSync3(full)
        });
        continue;
      }
      if (st.nlink > 1 && !finished && !name.endsWith(".compacting") && !sameInode(`${full}.compacting`, st)) {
        add({
          severity: "error",
          code: "hard-link",
          path: r,
          message: `the file has ${st.nlink - 1} other hard link(s), possibly outside the state root; writers refuse it (copy it: cp f f.new && mv f.new f)`
        });
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
          add({
            severity: "warning",
            code: "stale-temp",
            path: r,
            message: "leftover temp file of an interrupted write",
            fix: () => unlinkSync3(full)
          });
        }
        continue;
      }
      checkMode(add, full, r, st, FILE_MODE);
      if (name.endsWith(".jsonl"))
        pending.push(checkJsonl(add, full, r, st, jsonlMax));
      else {
        if (st.size > BIG_FILE_BYTES)
          add({
            severity: "warning",
            code: "oversized",
            path: r,
            message: `${mib(st.size)} MiB; larger than expected for state`
          });
        if (name.endsWith(".json") && !name.endsWith(".compacted"))
          pending.push(checkJson(add, full, r, st));
      }
    }
  };
  walk(root, "", 0);
  await Promise.all(pending);
  checkLayout(add, root);
  await checkConfig(add, root);
  for (const pr of (await import("./health-kbp1sxqa.mjs")).checkSync(root, process.env))
    add(pr);
  return problems.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

// lib/doctor/fix.ts
async function applyFixes(problems) {
  let fixed = 0;
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
  return fixed;
}

// lib/cli/commands/doctor.ts
var doctor_default = defineCommand({
  name: "doctor",
  about: `Checks the whole state directory (GSTACK_STATE_ROOT, else GSTACK_HOME, else GSTACK_STATE_DIR,
else ~/.gstack):
  JSONL      corrupt lines, glued lines (two records on one line), a missing final newline,
             records that break the state-schema/ file of their kind (learnings, timeline,
             reviews, telemetry, eureka, security attempts, builder profile, loader overflow),
             interrupted compactions
  layout     project files outside projects/ (a ".." slug), files directly in projects/,
             folder names that are not slugs, unsafe cached slugs, symlinks leaving the root
  root       a symlinked state root is reported, not followed; a folder holding none of the
             state root's names (config.yaml, projects/, sessions/, ...) is refused, exit 1
  files      permissions (folders 0700, files 0600), hard-linked state files, leftover temp
             files and stale locks (<state file>.lock whose owner process is gone),
             oversized files (JSONL over config jsonl_max_bytes), config.yaml values,
             JSON state against its schema (repo-mode and learnings-summary caches, the
             taste profile, loader files), the security device salt`,
  flags: {
    fix: {
      type: "boolean",
      about: `repairs what is safe: chmod, splits glued lines, moves corrupt lines to <file>.corrupt
(never deletes them), adds a missing final newline, carries over the records an
interrupted compaction left in <file>.compacting, removes stale temp files and
locks, unsafe slug-cache entries and broken JSON caches (repo-mode.json,
learnings-summary.json, loader files: all are recomputed)`
    },
    json: { type: "boolean", about: `{"root", "ok", "problems": [{severity, code, path, message, fixed}], "fixed"}` }
  },
  exit: "0 no errors left (warnings allowed), 1 errors remain, 2 usage."
}, async (io, p) => {
  const fix = p.flags.fix === true;
  const paths = new StatePaths(io.env, io.cwd);
  const problems = await check(paths.root);
  const fixed = fix ? await applyFixes(problems) : 0;
  const open = problems.filter((pr) => !pr.fixed);
  const errors = open.filter((pr) => pr.severity === "error").length;
  if (p.flags.json === true) {
    io.out(jsonLine({
      root: paths.root,
      ok: errors === 0,
      problems: problems.map((pr) => ({
        severity: pr.severity,
        code: pr.code,
        path: pr.path,
        message: pr.message,
        fixable: Boolean(pr.fix),
        fixed: Boolean(pr.fixed)
      })),
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
});
export {
  doctor_default as default
};
