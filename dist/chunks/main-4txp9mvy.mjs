import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  getConfig2
} from "./main-41t4c981.mjs";
import {
  findRepo,
  originUrl
} from "./main-8g63yjt3.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-kt1qhm98.mjs";

// lib/state/repo-mode.ts
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
var MODES = ["solo", "collaborative", "unknown"];
var CACHE_TTL_MS = 7 * 86400000;
var SOLO_PCT = 80;
var MIN_COMMITS = 5;
var WINDOW = "90 days ago";
function validMode(v) {
  return MODES.includes(v) ? v : "unknown";
}
async function detect2(paths, env, refresh) {
  let override = "";
  try {
    override = await getConfig2(paths.config, "repo_mode") ?? "";
  } catch {}
  if (override && override !== "null")
    return { mode: validMode(override), source: "config" };
  const repo = findRepo(paths.cwd);
  if (!repo || !originUrl(repo))
    return { mode: "unknown", source: "none" };
  const cacheFile = (repo.workTree === paths.cwd ? paths : new StatePaths(paths.env, repo.workTree)).kind("repoMode");
  if (!refresh) {
    const cached = readCache(cacheFile);
    if (cached)
      return cached;
  }
  const ref = defaultRef(repo);
  const counts = await authorCounts(repo, ref, env);
  if (!counts)
    return { mode: "unknown", source: "none", ref };
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < MIN_COMMITS)
    return { mode: "unknown", source: "git", total, authors: counts.length, ref };
  const top = Math.max(...counts);
  const topPct = Math.floor(top * 100 / total);
  const mode = topPct >= SOLO_PCT ? "solo" : "collaborative";
  const record = {
    mode,
    top_pct: topPct,
    authors: counts.length,
    total,
    ref,
    computed: new Date().toISOString().replace(/\.\d+Z$/, "Z")
  };
  try {
    writeFileAtomic(cacheFile, `${JSON.stringify(record)}
`);
  } catch {}
  return { ...record, source: "git" };
}
function readCache(file) {
  try {
    if (Date.now() - statSync(file).mtimeMs >= CACHE_TTL_MS)
      return;
    const v = JSON.parse(readIfExists(file) ?? "");
    const mode = validMode(v?.mode);
    if (mode === "unknown" && v?.mode !== "unknown")
      return;
    const out = { mode, source: "cache" };
    for (const k of ["top_pct", "authors", "total"])
      if (Number.isInteger(v[k]))
        out[k] = v[k];
    if (typeof v.computed === "string")
      out.computed = v.computed;
    return out;
  } catch {
    return;
  }
}
function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return;
  }
}
function hasRef(repo, ref) {
  if (read(join(repo.commonDir, ref)) !== undefined)
    return true;
  return (read(join(repo.commonDir, "packed-refs")) ?? "").split(`
`).some((l) => l.endsWith(` ${ref}`));
}
function defaultRef(repo) {
  const sym = /^ref:\s*refs\/remotes\/(\S+)\s*$/.exec(read(join(repo.commonDir, "refs/remotes/origin/HEAD")) ?? "");
  if (sym && hasRef(repo, `refs/remotes/${sym[1]}`))
    return sym[1];
  for (const b of ["origin/main", "origin/master"])
    if (hasRef(repo, `refs/remotes/${b}`))
      return b;
  return "HEAD";
}
async function authorCounts(repo, ref, env) {
  const { spawnSync } = await import("node:child_process");
  const r = spawnSync("git", ["-C", repo.workTree, "log", "--no-merges", `--since=${WINDOW}`, "--format=%aN", ref, "--"], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 67108864,
    timeout: 1e4
  });
  if (r.status !== 0 || typeof r.stdout !== "string")
    return;
  const counts = new Map;
  for (const name of r.stdout.split(`
`))
    if (name)
      counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.values()];
}

export { detect2 };
