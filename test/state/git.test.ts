// lib/state/git.ts reads HEAD, refs and the origin URL straight from .git. Each case builds a real
// repository with git and checks the answer against git's own (rev-parse, symbolic-ref).
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { cleanEnv, sandbox } from "../helpers/state.ts";
import { ancestorRepos, findRepo, headBranch, headCommit, originUrl } from "../../lib/state/git.ts";

function git(cwd: string, ...args: string[]): string {
  const env = {
    ...cleanEnv(),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_AUTHOR_NAME: "t",
    GIT_AUTHOR_EMAIL: "t@example.com",
    GIT_COMMITTER_NAME: "t",
    GIT_COMMITTER_EMAIL: "t@example.com",
  };
  const r = spawnSync("git", args, { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
}

/** A repository with one commit on `main`, in a fresh sandbox. */
function repo(): { dir: string; base: string } {
  const sb = sandbox();
  const dir = join(sb.work, "repo");
  mkdirSync(dir);
  git(dir, "init", "-q", "-b", "main");
  writeFileSync(join(dir, "a.txt"), "a\n");
  git(dir, "add", "a.txt");
  git(dir, "commit", "-q", "-m", "one");
  return { dir, base: sb.work };
}

describe("findRepo", () => {
  it("finds the nearest work tree from a subfolder, and nothing outside one", () => {
    const { dir, base } = repo();
    mkdirSync(join(dir, "src", "deep"), { recursive: true });
    const r = findRepo(join(dir, "src", "deep"))!;
    expect(r).toEqual({ workTree: dir, gitDir: join(dir, ".git"), commonDir: join(dir, ".git") });
    expect(findRepo(base)).toBeUndefined();
  });

  it("ancestorRepos lists a nested repository first, then the one around it", () => {
    const { dir } = repo();
    const inner = join(dir, "vendor", "lib");
    mkdirSync(inner, { recursive: true });
    git(inner, "init", "-q", "-b", "dev");
    expect(ancestorRepos(inner).map((r) => r.workTree)).toEqual([inner, dir]);
  });

  it("a .git file without a gitdir line is not a repository", () => {
    const sb = sandbox();
    writeFileSync(join(sb.work, ".git"), "not a pointer\n");
    expect(findRepo(sb.work)).toBeUndefined();
  });
});

describe("worktrees and gitdir files", () => {
  it("a linked worktree: its own HEAD and gitDir, the main repository's config and packed refs", () => {
    const { dir, base } = repo();
    git(dir, "remote", "add", "origin", "git@example.com:o/r.git");
    const wt = join(base, "wt");
    git(dir, "worktree", "add", "-q", "-b", "feature", wt);
    const r = findRepo(wt)!;
    expect(r.workTree).toBe(wt);
    expect(realpathSync(r.gitDir)).toBe(realpathSync(git(wt, "rev-parse", "--absolute-git-dir")));
    expect(realpathSync(r.commonDir)).toBe(realpathSync(join(dir, ".git")));
    expect(headBranch(r)).toBe("feature");
    expect(originUrl(r)).toBe("git@example.com:o/r.git");
    // The branch ref lives in the common folder, not the worktree's: found there, then packed.
    expect(headCommit(r)).toBe(git(wt, "rev-parse", "HEAD"));
    git(dir, "pack-refs", "--all");
    expect(headCommit(r)).toBe(git(wt, "rev-parse", "HEAD"));
  });

  it("a separate git dir (a .git file pointing elsewhere, no commondir) is its own common folder", () => {
    const sb = sandbox();
    const dir = join(sb.work, "checkout");
    const store = join(sb.work, "store.git");
    mkdirSync(dir);
    git(dir, "init", "-q", "-b", "main", "--separate-git-dir", store);
    writeFileSync(join(dir, "a.txt"), "a\n");
    git(dir, "add", "a.txt");
    git(dir, "commit", "-q", "-m", "one");
    const r = findRepo(dir)!;
    expect(realpathSync(r.gitDir)).toBe(realpathSync(store));
    expect(r.commonDir).toBe(r.gitDir);
    expect(headBranch(r)).toBe("main");
    expect(headCommit(r)).toBe(git(dir, "rev-parse", "HEAD"));
  });

  it("a relative gitdir line is read relative to the work tree", () => {
    const { dir, base } = repo();
    const moved = join(base, "elsewhere");
    mkdirSync(moved);
    writeFileSync(join(moved, ".git"), "gitdir: ../repo/.git\n");
    expect(realpathSync(findRepo(moved)!.gitDir)).toBe(realpathSync(join(dir, ".git")));
  });
});

describe("HEAD and refs", () => {
  it("packed refs only: the commit is read from packed-refs (peeled tag lines skipped)", () => {
    const { dir } = repo();
    git(dir, "tag", "-a", "-m", "v1", "v1");
    git(dir, "pack-refs", "--all");
    const r = findRepo(dir)!;
    expect(existsSync(join(dir, ".git", "refs", "heads", "main"))).toBe(false);
    expect(headCommit(r)).toBe(git(dir, "rev-parse", "HEAD"));
    expect(headBranch(r)).toBe("main");
  });

  it("a loose ref wins over a stale packed one", () => {
    const { dir } = repo();
    git(dir, "pack-refs", "--all");
    writeFileSync(join(dir, "b.txt"), "b\n");
    git(dir, "add", "b.txt");
    git(dir, "commit", "-q", "-m", "two");
    const r = findRepo(dir)!;
    expect(headCommit(r)).toBe(git(dir, "rev-parse", "HEAD"));
    expect(headCommit(r)).not.toBe(git(dir, "rev-parse", "HEAD~1"));
  });

  it("detached HEAD: branch is HEAD, the commit is HEAD's own", () => {
    const { dir } = repo();
    git(dir, "checkout", "-q", "--detach");
    const r = findRepo(dir)!;
    expect(headBranch(r)).toBe("HEAD");
    expect(headCommit(r)).toBe(git(dir, "rev-parse", "HEAD"));
  });

  it("an unborn branch has a name but no commit; an unreadable HEAD has neither", () => {
    const sb = sandbox();
    git(sb.work, "init", "-q", "-b", "fresh/start");
    const r = findRepo(sb.work)!;
    expect(headBranch(r)).toBe("fresh/start");
    expect(headCommit(r)).toBeUndefined();
    writeFileSync(join(r.gitDir, "HEAD"), "");
    expect(headBranch(r)).toBeUndefined();
    expect(headCommit(r)).toBeUndefined();
  });
});

describe("originUrl", () => {
  it('reads only [remote "origin"], whatever other sections hold a url', () => {
    const { dir } = repo();
    git(dir, "remote", "add", "upstream", "https://example.com/up.git");
    git(dir, "remote", "add", "origin", "https://example.com/mine.git");
    git(dir, "config", "submodule.x.url", "https://example.com/sub.git");
    expect(originUrl(findRepo(dir)!)).toBe("https://example.com/mine.git");
  });

  it("is undefined without an origin", () => {
    const { dir } = repo();
    git(dir, "remote", "add", "upstream", "https://example.com/up.git");
    expect(originUrl(findRepo(dir)!)).toBeUndefined();
  });
});
