// Project slug and branch name, as gstack-slug computes them, with the path-escape defect fixed:
// no slug, from the environment, the cache or git, can point outside projects/.
import { basename, dirname, join, resolve } from "node:path";
import { existsSync } from "node:fs";
import { ancestorRepos, findRepo, headBranch, originUrl } from "./git.ts";
import { readIfExists, writeFileAtomic } from "./fs.ts";
import { rejected } from "../core/errors.ts";

const UNSAFE = /[^a-zA-Z0-9._-]/g;
const STRONG_MARKERS = [".git", "package.json", "pyproject.toml", "Cargo.toml", "Gemfile", "go.mod", ".project.yaml"];
const WEAK_MARKERS = ["README.md", "README", "README.rst", "LICENSE", "LICENSE.md"];

/** Keeps [a-zA-Z0-9._-]; undefined when nothing usable is left ("", ".", ".." or longer runs of dots). */
export function sanitizeSlug(raw: string): string | undefined {
  const s = raw.replace(UNSAFE, "");
  if (!s || /^\.+$/.test(s) || s.length > 200) return undefined;
  return s;
}

/** Longest branch in a file name: `<branch>-test-outcome-<stamp>-N.md` and its temp name stay under 255 bytes. */
const MAX_BRANCH = 160;

/**
 * Branch names: `/` -> `-`, then the same filter; "unknown" when nothing is left. A longer one
 * (git allows ~250 per step and any number of steps) is cut and given a hash of the whole, so
 * it still names one file (ENAMETOOLONG before), the same on every run.
 */
export function sanitizeBranch(raw: string | undefined): string {
  if (!raw) return "unknown";
  const s = raw.replace(/\//g, "-").replace(UNSAFE, "");
  if (!s || /^\.+$/.test(s)) return "unknown";
  return s.length <= MAX_BRANCH ? s : `${s.slice(0, MAX_BRANCH - 9)}-${fnv1a(s)}`;
}

/**
 * A folder name as a slug: sanitizeSlug's result when it keeps one (gstack's rule). A name with
 * nothing left (all non-ASCII) or too long gets what is left, cut, plus a hash of the whole name,
 * so unrelated projects no longer all share the slug "project".
 */
export function folderSlug(raw: string): string {
  const s = sanitizeSlug(raw);
  if (s) return s;
  if (!raw) return "project"; // the file system root
  const kept = raw.replace(UNSAFE, "").replace(/^\.+$/, "").slice(0, 40);
  return `${kept || "project"}-${fnv1a(raw)}`;
}

/**
 * `owner-repo` from a remote URL (https, ssh, scp-like), `.git` stripped. Path steps made only
 * of dots (`git@host:../..git`) name no owner or repo and are skipped, so such a remote gives
 * no slug and the folder name is used instead.
 */
export function slugFromRemote(url: string): string | undefined {
  const path = url
    .trim()
    .replace(/\.git\/?$/, "")
    .replace(/\/+$/, "");
  const parts = path.split(/[/:]/).filter((p) => p && !/^\.+$/.test(p));
  if (parts.length < 2) return undefined;
  return sanitizeSlug(`${parts[parts.length - 2]}-${parts[parts.length - 1]}`);
}

/** slug-cache/<cwd with / -> _>, as gstack names it; names too long for the file system are shortened with a hash. */
function cacheFile(root: string, cwd: string): string {
  const name = cwd.replace(/\//g, "_");
  return join(root, "slug-cache", name.length <= 200 ? name : `${name.slice(0, 150)}-${fnv1a(name)}`);
}

function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

function outermostMarkerDir(cwd: string, markers: string[]): string | undefined {
  let found: string | undefined;
  // Ends at dirname's fixed point ("/", ".", "C:"), not at a literal "/": odd path forms
  // (C:/Users/x, //server/share) never reach "/".
  for (let d = cwd; ; d = dirname(d)) {
    if (markers.some((m) => existsSync(join(d, m)))) found = d;
    if (dirname(d) === d) return found;
  }
}

/** The outermost folder with a strong project marker, else the outermost with a weak one. */
export function projectRoot(cwd: string): string | undefined {
  return outermostMarkerDir(cwd, STRONG_MARKERS) ?? outermostMarkerDir(cwd, WEAK_MARKERS);
}

/** Computes the slug from git and project markers, without cache or environment. */
export function detectSlug(cwd: string, root = projectRoot(cwd)): string {
  for (const repo of ancestorRepos(cwd).reverse()) {
    const url = originUrl(repo);
    const slug = url ? slugFromRemote(url) : undefined;
    if (slug) return slug;
  }
  return folderSlug(basename(root ?? cwd));
}

const clean = (name: string) => name.replace(UNSAFE, "");

/**
 * The two cache shapes gstack's older resolvers wrote, which it heals (rewrites) rather than
 * keeps: a subfolder's own name cached although the project root is above it; and the name of
 * a stray `.git` ancestor without an origin cached although a repo with an origin lies below it.
 * Any other cached slug is sticky, so a project that gains a remote keeps its name.
 */
function degradedCache(cached: string, cwd: string, root: string | undefined): boolean {
  if (!root) return false;
  if (root !== cwd && cached === clean(basename(cwd))) return true;
  if (cached !== clean(basename(root)) || !existsSync(join(root, ".git"))) return false;
  const repos = ancestorRepos(cwd);
  const atRoot = repos.find((r) => r.workTree === root);
  if (atRoot && originUrl(atRoot)) return false;
  return repos.some((r) => r.workTree !== root && originUrl(r) !== undefined);
}

/**
 * The project slug: GSTACK_PROJECT_SLUG (rejected if unsafe, never cached), else the cached
 * slug for this cwd (unless unsafe or a degraded shape), else detected. Only this cwd's cache
 * entry is ever rewritten, and only when it differs.
 */
export function projectSlug(root: string, cwd: string, env: NodeJS.ProcessEnv): string {
  const fromEnv = env.GSTACK_PROJECT_SLUG;
  if (fromEnv !== undefined && fromEnv !== "") {
    const s = sanitizeSlug(fromEnv);
    if (!s || s !== fromEnv) throw rejected("GSTACK_PROJECT_SLUG", "[a-zA-Z0-9._-], not only dots", fromEnv);
    return s;
  }
  const dir = resolve(cwd);
  const file = cacheFile(root, dir);
  let cached: string | undefined;
  try {
    cached = readIfExists(file)?.trim();
  } catch {
    /* an unreadable cache entry is recomputed */
  }
  const usable = cached ? sanitizeSlug(cached) : undefined;
  const top = projectRoot(dir);
  if (usable && usable === cached && !degradedCache(usable, dir, top)) return usable;
  const slug = detectSlug(dir, top);
  if (slug !== cached) {
    try {
      writeFileAtomic(file, `${slug}\n`);
    } catch {
      /* a read-only state dir still gets a slug */
    }
  }
  return slug;
}

/** Sanitized branch of the repo holding cwd; "unknown" outside git. */
export function currentBranch(cwd: string): string {
  const repo = findRepo(cwd);
  return sanitizeBranch(repo ? headBranch(repo) : undefined);
}
