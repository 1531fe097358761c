// lib/state/git.ts
import { readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return;
  }
}
function findRepo(dir) {
  for (let d = resolve(dir);; d = dirname(d)) {
    const repo = repoAt(d);
    if (repo)
      return repo;
    if (dirname(d) === d)
      return;
  }
}
function ancestorRepos(dir) {
  const out = [];
  for (let d = resolve(dir);; d = dirname(d)) {
    const repo = repoAt(d);
    if (repo)
      out.push(repo);
    if (dirname(d) === d)
      return out;
  }
}
function repoAt(d) {
  const dotGit = join(d, ".git");
  let st;
  try {
    st = statSync(dotGit);
  } catch {
    return;
  }
  if (st.isDirectory())
    return { workTree: d, gitDir: dotGit, commonDir: dotGit };
  const m = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? "");
  if (!m)
    return;
  const gitDir = resolve(d, m[1]);
  const common = read(join(gitDir, "commondir"))?.trim();
  return { workTree: d, gitDir, commonDir: common ? resolve(gitDir, common) : gitDir };
}
function headBranch(repo) {
  const head = read(join(repo.gitDir, "HEAD"))?.trim();
  if (!head)
    return;
  const m = /^ref:\s*refs\/heads\/(.+)$/.exec(head);
  return m ? m[1] : "HEAD";
}
function originUrl(repo) {
  const config = read(join(repo.commonDir, "config"));
  if (!config)
    return;
  let inOrigin = false;
  for (const raw of config.split(`
`)) {
    const line = raw.trim();
    if (line.startsWith("["))
      inOrigin = /^\[remote\s+"origin"\]$/.test(line);
    else if (inOrigin) {
      const m = /^url\s*=\s*(.+)$/.exec(line);
      if (m)
        return m[1].trim();
    }
  }
  return;
}

export { findRepo, ancestorRepos, headBranch, originUrl };
