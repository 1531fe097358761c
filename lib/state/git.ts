// Reads what the tools need from a git checkout (HEAD branch, origin URL) straight from .git,
// without spawning git: every skill start pays for this.
import { readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export interface GitRepo {
  workTree: string;
  gitDir: string;
  /** Shared folder of a worktree (holds config); equals gitDir for a plain checkout. */
  commonDir: string;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** The repo whose work tree holds `dir` (nearest ancestor with .git), or undefined. */
export function findRepo(dir: string): GitRepo | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const repo = repoAt(d);
    if (repo) return repo;
    if (dirname(d) === d) return undefined;
  }
}

/** Every repo from `dir` up to /, nearest first. */
export function ancestorRepos(dir: string): GitRepo[] {
  const out: GitRepo[] = [];
  for (let d = resolve(dir); ; d = dirname(d)) {
    const repo = repoAt(d);
    if (repo) out.push(repo);
    if (dirname(d) === d) return out;
  }
}

function repoAt(d: string): GitRepo | undefined {
  const dotGit = join(d, ".git");
  let st;
  try {
    st = statSync(dotGit);
  } catch {
    return undefined;
  }
  if (st.isDirectory()) return { workTree: d, gitDir: dotGit, commonDir: dotGit };
  const m = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? "");
  if (!m) return undefined;
  const gitDir = resolve(d, m[1]!);
  const common = read(join(gitDir, "commondir"))?.trim();
  return { workTree: d, gitDir, commonDir: common ? resolve(gitDir, common) : gitDir };
}

/** Branch name of HEAD, "HEAD" when detached, undefined when unreadable. */
export function headBranch(repo: GitRepo): string | undefined {
  const head = read(join(repo.gitDir, "HEAD"))?.trim();
  if (!head) return undefined;
  const m = /^ref:\s*refs\/heads\/(.+)$/.exec(head);
  return m ? m[1] : "HEAD";
}

/** The commit HEAD points at, or undefined (unborn branch, packed refs unreadable). */
export function headCommit(repo: GitRepo): string | undefined {
  const head = read(join(repo.gitDir, "HEAD"))?.trim();
  if (!head) return undefined;
  if (/^[0-9a-f]{40,64}$/.test(head)) return head;
  const ref = /^ref:\s*(.+)$/.exec(head)?.[1];
  if (!ref) return undefined;
  const loose = read(join(repo.gitDir, ref))?.trim() ?? read(join(repo.commonDir, ref))?.trim();
  if (loose) return loose;
  const packed = read(join(repo.commonDir, "packed-refs")) ?? "";
  for (const line of packed.split("\n")) {
    const [sha, name] = line.split(" ");
    if (name === ref && sha) return sha;
  }
  return undefined;
}

/** URL of remote "origin" from the repo's config file. */
export function originUrl(repo: GitRepo): string | undefined {
  const config = read(join(repo.commonDir, "config"));
  if (!config) return undefined;
  let inOrigin = false;
  for (const raw of config.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("[")) inOrigin = /^\[remote\s+"origin"\]$/.test(line);
    else if (inOrigin) {
      const m = /^url\s*=\s*(.+)$/.exec(line);
      if (m) return m[1]!.trim();
    }
  }
  return undefined;
}
