// A working-day world: a temporary HOME with the real state defaults ($HOME/.gstack, slug from
// the origin), and a git repo cloned from a bare origin acme/widget, checked out on a branch.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { BIN, gitRepo, sandbox, syncResult, type RunResult } from "./state.ts";

export function gitWorld(branch: string) {
  const sb = sandbox();
  const env: NodeJS.ProcessEnv = { ...sb.env };
  // The real defaults: state in $HOME/.gstack, slug from the repo's origin.
  delete env.GSTACK_STATE_ROOT;
  delete env.GSTACK_PROJECT_SLUG;
  for (const k of ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN"]) delete env[k];
  env.GIT_AUTHOR_NAME = env.GIT_COMMITTER_NAME = "Dev";
  env.GIT_AUTHOR_EMAIL = env.GIT_COMMITTER_EMAIL = "dev@example.com";
  const state = join(sb.home, ".gstack");
  const remote = join(sb.work, "remotes", "acme", "widget.git");
  const repo = join(sb.work, "widget");
  mkdirSync(remote, { recursive: true });
  const git = (cwd: string, ...args: string[]) => {
    const r = spawnSync("git", args, { cwd, env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
    return r.stdout.trim();
  };
  git(remote, "init", "-q", "--bare", "-b", "main");
  gitRepo(repo, "main", remote);
  git(repo, "push", "-q", "origin", "main");
  git(repo, "remote", "set-head", "origin", "main");
  git(repo, "checkout", "-q", "-b", branch);
  // Not run(): it layers the sandbox's GSTACK_STATE_ROOT and GSTACK_PROJECT_SLUG back in.
  const tool = (name: string, args: string[], input?: string): RunResult =>
    syncResult(spawnSync(join(BIN, `gstack-${name}`), args, { cwd: repo, env, input, encoding: "utf8" }));
  return {
    sb,
    env,
    repo,
    remote,
    state,
    project: join(state, "projects", "acme-widget"),
    git: (...a: string[]) => git(repo, ...a),
    tool,
  };
}
