// Discovery: which skills roots exist, in precedence order, and the SKILL.md files in them.
//
// Roots, highest precedence first (project-first, the default):
//   nested   .claude/skills (and .agents/skills) below cwd, found from the files being worked on,
//            deepest first; folders git ignores are skipped
//   project  .claude/skills then .agents/skills, from cwd up to the repo root (nearest first)
//   user     ~/.claude/skills
//   extra    roots given with --root
//   bundled  roots given with --bundled
// user-first moves user ahead of nested and project. The same file reached twice (a symlinked
// folder, a root listed twice) loads once, from the first root that reached it (file identity:
// device and inode, not path).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { homedir } from "node:os";
import { findRepo } from "../state/git.ts";
import { MAX_SKILL_BYTES, parseSkill, unreadableSkill } from "./skill.ts";
import type { SkillIndex } from "./skill-index.ts";
import type { Precedence, Scope, Skill, SkillSource } from "./types.ts";

export const SKILL_DIRS = [".claude/skills", ".agents/skills"] as const;
export const SKILL_FILE = "SKILL.md";

export interface DiscoverOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Files being worked on (absolute, or relative to cwd): nested roots are found from them. */
  files?: readonly string[];
  /** Nested roots remembered for the session (from `activate`). */
  nestedRoots?: readonly string[];
  extraRoots?: readonly string[];
  bundledRoots?: readonly string[];
  precedence: Precedence;
  /** Parsed skills of earlier runs, by file and stat: unchanged files are not read again. */
  index?: SkillIndex;
}

export interface Root {
  dir: string;
  scope: Scope;
}

export interface Discovered {
  roots: Root[];
  skills: Skill[];
  /** Files reached a second time (through a symlink or a repeated root), skipped. */
  duplicates: { file: string; scope: Scope; sameAs: string }[];
  /** Nested roots found from `files` in this run. */
  nested: string[];
  warnings: string[];
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function home(env: NodeJS.ProcessEnv): string {
  return env.HOME || homedir();
}

/** The folders from cwd up to the repo root (cwd alone outside a repo), nearest first. */
export function projectDirs(cwd: string): string[] {
  const top = findRepo(cwd)?.workTree;
  const out: string[] = [];
  for (let d = resolve(cwd); ; d = dirname(d)) {
    out.push(d);
    if (!top || d === top || dirname(d) === d || !(d + sep).startsWith(top + sep)) break;
  }
  return out;
}

/**
 * Nested skills roots between the given files and cwd (not cwd itself), deepest first. Folders
 * that git ignores are skipped, asked of git in one call for all candidates.
 */
export async function nestedRoots(
  cwd: string,
  files: readonly string[],
  env: NodeJS.ProcessEnv,
  warnings: string[] = [],
): Promise<string[]> {
  const base = resolve(cwd);
  const found = new Map<string, string>(); // root -> the folder holding it
  const seen = new Set<string>();
  for (const f of files) {
    const abs = resolve(base, f);
    for (let d = dirname(abs); d.startsWith(base + sep); d = dirname(d)) {
      if (seen.has(d)) break; // the rest of the way up was walked already
      seen.add(d);
      for (const s of SKILL_DIRS) {
        const root = join(d, s);
        if (isDir(root)) found.set(root, d);
      }
    }
  }
  if (!found.size) return [];
  const ignored = await gitIgnored(base, [...new Set(found.values())], env, warnings);
  const roots = [...found].filter(([, d]) => !ignored.has(d)).map(([r]) => r);
  return roots.sort((a, b) => b.split(sep).length - a.split(sep).length || (a < b ? -1 : a > b ? 1 : 0));
}

/** The subset of `dirs` that git ignores in the repo holding cwd (none outside a repo). */
async function gitIgnored(
  cwd: string,
  dirs: string[],
  env: NodeJS.ProcessEnv,
  warnings: string[],
): Promise<Set<string>> {
  const repo = findRepo(cwd);
  if (!repo) return new Set();
  const rel = dirs.map((d) => relative(repo.workTree, d));
  const { spawnSync } = await import("node:child_process");
  const r = spawnSync("git", ["-C", repo.workTree, "check-ignore", "-z", "--stdin"], {
    input: `${rel.join("\0")}\0`,
    encoding: "utf8",
    env,
    timeout: 10_000,
  });
  if (r.error || (r.status !== 0 && r.status !== 1)) {
    warnings.push(
      `cannot ask git which folders are ignored (${r.error?.message ?? r.stderr.trim().split("\n")[0] ?? `exit ${r.status}`}); nested skills in ignored folders may load`,
    );
    return new Set();
  }
  const out = new Set<string>();
  for (const p of r.stdout.split("\0")) if (p) out.add(resolve(repo.workTree, p));
  return out;
}

/** Every root, in precedence order. */
export async function skillRoots(
  opts: DiscoverOptions,
  warnings: string[] = [],
): Promise<{ roots: Root[]; nested: string[] }> {
  const cwd = resolve(opts.cwd);
  const nested = opts.files?.length ? await nestedRoots(cwd, opts.files, opts.env, warnings) : [];
  const nestedAll = [...new Set([...nested, ...(opts.nestedRoots ?? []).filter(isDir)])].sort(
    (a, b) => b.split(sep).length - a.split(sep).length || (a < b ? -1 : a > b ? 1 : 0),
  );
  const groups: Record<Scope, string[]> = {
    nested: nestedAll,
    project: projectDirs(cwd).flatMap((d) => SKILL_DIRS.map((s) => join(d, s))),
    user: [join(home(opts.env), ".claude", "skills")],
    extra: (opts.extraRoots ?? []).map((r) => resolve(cwd, r)),
    bundled: (opts.bundledRoots ?? []).map((r) => resolve(cwd, r)),
  };
  const order: Scope[] =
    opts.precedence === "user-first"
      ? ["user", "nested", "project", "extra", "bundled"]
      : ["nested", "project", "user", "extra", "bundled"];
  const roots: Root[] = [];
  const listed = new Set<string>();
  for (const scope of order) {
    for (const dir of groups[scope]) {
      if (listed.has(dir)) continue;
      listed.add(dir);
      roots.push({ dir, scope });
    }
  }
  return { roots, nested };
}

/** Finds and parses every skill. Each SKILL.md is read once. */
export async function discover(opts: DiscoverOptions): Promise<Discovered> {
  const warnings: string[] = [];
  const { roots, nested } = await skillRoots(opts, warnings);
  const { sources, duplicates } = scanRoots(roots);
  const skills = await readSources(sources, opts.index);
  opts.index?.save();
  return { roots, skills, duplicates, nested, warnings };
}

/** The SKILL.md files of each root (one folder level), deduplicated by file identity. */
export function scanRoots(roots: readonly Root[]): { sources: SkillSource[]; duplicates: Discovered["duplicates"] } {
  const sources: SkillSource[] = [];
  const duplicates: Discovered["duplicates"] = [];
  const byId = new Map<string, string>();
  for (const root of roots) {
    let names: string[];
    try {
      names = readdirSync(root.dir)
        .filter((n) => !n.startsWith("."))
        .sort();
    } catch {
      continue; // a root that does not exist (the usual case) or cannot be read
    }
    for (const folder of names) {
      const s = sourceAt(join(root.dir, folder), root, sources.length, byId, duplicates);
      if (s) sources.push(s);
    }
  }
  return { sources, duplicates };
}

/** The skill in folder `dir`, or undefined when it has no SKILL.md or was reached before. */
export function sourceAt(
  dir: string,
  root: Root,
  rank: number,
  byId: Map<string, string>,
  duplicates: Discovered["duplicates"],
): SkillSource | undefined {
  const file = join(dir, SKILL_FILE);
  let st;
  try {
    st = statSync(file); // follows symlinks: identity is the file reached
  } catch {
    return undefined; // not a skill folder
  }
  if (!st.isFile()) return undefined;
  const id = `${st.dev}:${st.ino}`;
  const first = byId.get(id);
  if (first) {
    duplicates.push({ file, scope: root.scope, sameAs: first });
    return undefined;
  }
  byId.set(id, file);
  return {
    file,
    dir,
    folder: basename(dir),
    root: root.dir,
    scope: root.scope,
    rank,
    id,
    size: st.size,
    stat: `${id}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`,
  };
}

/** Reads and parses each source; too large or unreadable files become invalid skills. */
export async function readSources(sources: readonly SkillSource[], index?: SkillIndex): Promise<Skill[]> {
  const skills: Skill[] = [];
  for (const s of sources) {
    if (s.size > MAX_SKILL_BYTES) {
      skills.push(unreadableSkill(s, `file too large (${s.size} bytes; at most ${MAX_SKILL_BYTES} allowed)`));
      continue;
    }
    const known = index?.get(s);
    if (known) {
      skills.push(known);
      continue;
    }
    let text: string;
    try {
      text = readFileSync(s.file, "utf8");
    } catch (err) {
      skills.push(unreadableSkill(s, `cannot read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`));
      continue;
    }
    const skill = await parseSkill(s, text);
    index?.put(skill);
    skills.push(skill);
  }
  return skills;
}

/** Files given on the command line, relative to cwd when inside it, `/`-separated. */
export function relativeFiles(cwd: string, files: readonly string[]): string[] {
  const base = resolve(cwd);
  return files.map((f) => {
    const abs = isAbsolute(f) ? resolve(f) : resolve(base, f);
    const rel = relative(base, abs);
    return (rel.startsWith("..") || isAbsolute(rel) ? abs : rel).split(sep).join("/");
  });
}
