// Whether a repository is worked on alone or with others: config, a 7-day cache, else git log.
import { StatePaths } from "./paths.ts";
import { getConfig } from "./config.ts";
import { readIfExists, writeFileAtomic } from "./fs.ts";
import { findRepo, originUrl, type GitRepo } from "./git.ts";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const MODES = ["solo", "collaborative", "unknown"] as const;
export type Mode = (typeof MODES)[number];
const CACHE_TTL_MS = 7 * 86_400_000;
/** Solo when the top author made at least this share of the window's commits. */
const SOLO_PCT = 80;
const MIN_COMMITS = 5;
const WINDOW = "90 days ago";

export interface RepoMode {
  mode: Mode;
  source: "config" | "cache" | "git" | "none";
  top_pct?: number;
  authors?: number;
  total?: number;
  ref?: string;
  computed?: string;
}

function validMode(v: unknown): Mode {
  return (MODES as readonly unknown[]).includes(v) ? (v as Mode) : "unknown";
}

/** The mode with its source (config, cache or git). */
export async function detect(paths: StatePaths, env: NodeJS.ProcessEnv, refresh: boolean): Promise<RepoMode> {
  let override = "";
  try {
    override = (await getConfig(paths.config, "repo_mode")) ?? "";
  } catch {
    /* a broken config.yaml means no override */
  }
  if (override && override !== "null") return { mode: validMode(override), source: "config" };
  const repo = findRepo(paths.cwd);
  if (!repo || !originUrl(repo)) return { mode: "unknown", source: "none" };
  // Keyed by the slug of the repo's top folder, as gstack's: a run from a subfolder whose own
  // cache entry is younger (computed after the origin was added) still finds the project's cache.
  const cacheFile = (repo.workTree === paths.cwd ? paths : new StatePaths(paths.env, repo.workTree)).kind("repoMode");
  if (!refresh) {
    const cached = readCache(cacheFile);
    if (cached) return cached;
  }
  const ref = defaultRef(repo);
  const counts = await authorCounts(repo, ref, env);
  if (!counts) return { mode: "unknown", source: "none", ref };
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < MIN_COMMITS) return { mode: "unknown", source: "git", total, authors: counts.length, ref };
  const top = Math.max(...counts);
  const topPct = Math.floor((top * 100) / total);
  const mode: Mode = topPct >= SOLO_PCT ? "solo" : "collaborative";
  const record = {
    mode,
    top_pct: topPct,
    authors: counts.length,
    total,
    ref,
    computed: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  };
  try {
    writeFileAtomic(cacheFile, `${JSON.stringify(record)}\n`);
  } catch {
    /* an unwritable state dir still gets an answer */
  }
  return { ...record, source: "git" };
}

function readCache(file: string): RepoMode | undefined {
  try {
    if (Date.now() - statSync(file).mtimeMs >= CACHE_TTL_MS) return undefined;
    const v = JSON.parse(readIfExists(file) ?? "");
    const mode = validMode(v?.mode);
    if (mode === "unknown" && v?.mode !== "unknown") return undefined;
    const out: RepoMode = { mode, source: "cache" };
    for (const k of ["top_pct", "authors", "total"] as const) if (Number.isInteger(v[k])) out[k] = v[k];
    if (typeof v.computed === "string") out.computed = v.computed;
    return out;
  } catch {
    return undefined;
  }
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function hasRef(repo: GitRepo, ref: string): boolean {
  if (read(join(repo.commonDir, ref)) !== undefined) return true;
  return (read(join(repo.commonDir, "packed-refs")) ?? "").split("\n").some((l) => l.endsWith(` ${ref}`));
}

/** The default branch, sampled instead of HEAD so a feature branch does not skew the count. */
function defaultRef(repo: GitRepo): string {
  const sym = /^ref:\s*refs\/remotes\/(\S+)\s*$/.exec(read(join(repo.commonDir, "refs/remotes/origin/HEAD")) ?? "");
  if (sym && hasRef(repo, `refs/remotes/${sym[1]}`)) return sym[1]!;
  for (const b of ["origin/main", "origin/master"]) if (hasRef(repo, `refs/remotes/${b}`)) return b;
  return "HEAD";
}

/** Commits per author (mailmap applied) in the window; undefined when git fails. */
async function authorCounts(repo: GitRepo, ref: string, env: NodeJS.ProcessEnv): Promise<number[] | undefined> {
  const { spawnSync } = await import("node:child_process");
  const r = spawnSync(
    "git",
    ["-C", repo.workTree, "log", "--no-merges", `--since=${WINDOW}`, "--format=%aN", ref, "--"],
    {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
      timeout: 10_000,
    },
  );
  if (r.status !== 0 || typeof r.stdout !== "string") return undefined;
  const counts = new Map<string, number>();
  for (const name of r.stdout.split("\n")) if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.values()];
}
