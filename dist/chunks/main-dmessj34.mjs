import {
  findRepo,
  ancestorRepos,
  headBranch,
  originUrl
} from "./main-8g63yjt3.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-kt1qhm98.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/state/slug.ts
import { basename, dirname, join, resolve } from "node:path";
import { existsSync } from "node:fs";
var UNSAFE = /[^a-zA-Z0-9._-]/g;
var STRONG_MARKERS = [".git", "package.json", "pyproject.toml", "Cargo.toml", "Gemfile", "go.mod", ".project.yaml"];
var WEAK_MARKERS = ["README.md", "README", "README.rst", "LICENSE", "LICENSE.md"];
function sanitizeSlug(raw) {
  const s = raw.replace(UNSAFE, "");
  if (!s || /^\.+$/.test(s) || s.length > 200)
    return;
  return s;
}
var MAX_BRANCH = 160;
function sanitizeBranch(raw) {
  if (!raw)
    return "unknown";
  const s = raw.replace(/\//g, "-").replace(UNSAFE, "");
  if (!s || /^\.+$/.test(s))
    return "unknown";
  return s.length <= MAX_BRANCH ? s : `${s.slice(0, MAX_BRANCH - 9)}-${fnv1a(s)}`;
}
function folderSlug(raw) {
  const s = sanitizeSlug(raw);
  if (s)
    return s;
  if (!raw)
    return "project";
  const kept = raw.replace(UNSAFE, "").replace(/^\.+$/, "").slice(0, 40);
  return `${kept || "project"}-${fnv1a(raw)}`;
}
function slugFromRemote(url) {
  const path = url.trim().replace(/\.git\/?$/, "").replace(/\/+$/, "");
  const parts = path.split(/[/:]/).filter((p) => p && !/^\.+$/.test(p));
  if (parts.length < 2)
    return;
  return sanitizeSlug(`${parts[parts.length - 2]}-${parts[parts.length - 1]}`);
}
function cacheFile(root, cwd) {
  const name = cwd.replace(/\//g, "_");
  return join(root, "slug-cache", name.length <= 200 ? name : `${name.slice(0, 150)}-${fnv1a(name)}`);
}
function fnv1a(s) {
  let h = 2166136261;
  for (let i = 0;i < s.length; i++)
    h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, "0");
}
function outermostMarkerDir(cwd, markers) {
  let found;
  for (let d = cwd;; d = dirname(d)) {
    if (markers.some((m) => existsSync(join(d, m))))
      found = d;
    if (dirname(d) === d)
      return found;
  }
}
function projectRoot(cwd) {
  return outermostMarkerDir(cwd, STRONG_MARKERS) ?? outermostMarkerDir(cwd, WEAK_MARKERS);
}
function detectSlug(cwd, root = projectRoot(cwd)) {
  for (const repo of ancestorRepos(cwd).reverse()) {
    const url = originUrl(repo);
    const slug = url ? slugFromRemote(url) : undefined;
    if (slug)
      return slug;
  }
  return folderSlug(basename(root ?? cwd));
}
var clean = (name) => name.replace(UNSAFE, "");
function degradedCache(cached, cwd, root) {
  if (!root)
    return false;
  if (root !== cwd && cached === clean(basename(cwd)))
    return true;
  if (cached !== clean(basename(root)) || !existsSync(join(root, ".git")))
    return false;
  const repos = ancestorRepos(cwd);
  const atRoot = repos.find((r) => r.workTree === root);
  if (atRoot && originUrl(atRoot))
    return false;
  return repos.some((r) => r.workTree !== root && originUrl(r) !== undefined);
}
function projectSlug(root, cwd, env) {
  const fromEnv = env.GSTACK_PROJECT_SLUG;
  if (fromEnv !== undefined && fromEnv !== "") {
    const s = sanitizeSlug(fromEnv);
    if (!s || s !== fromEnv)
      throw rejected("GSTACK_PROJECT_SLUG", "[a-zA-Z0-9._-], not only dots", fromEnv);
    return s;
  }
  const dir = resolve(cwd);
  const file = cacheFile(root, dir);
  let cached;
  try {
    cached = readIfExists(file)?.trim();
  } catch {}
  const usable = cached ? sanitizeSlug(cached) : undefined;
  const top = projectRoot(dir);
  if (usable && usable === cached && !degradedCache(usable, dir, top))
    return usable;
  const slug = detectSlug(dir, top);
  if (slug !== cached) {
    try {
      writeFileAtomic(file, `${slug}
`);
    } catch {}
  }
  return slug;
}
function currentBranch(cwd) {
  const repo = findRepo(cwd);
  return sanitizeBranch(repo ? headBranch(repo) : undefined);
}

export { sanitizeSlug, sanitizeBranch, projectSlug, currentBranch };
