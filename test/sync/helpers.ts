// Simulated machines for gstack-sync tests: each its own HOME and state root, a clone of one
// project (origin URL given), and local bare repositories as remotes.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { gitRepo, run, sandbox, type RunResult, type Sandbox } from "../helpers/state.ts";

export interface Machine {
  sb: Sandbox;
  /** The project's work tree (cwd of every call). */
  proj: string;
  run(name: string, args?: string[], input?: string, env?: NodeJS.ProcessEnv): RunResult;
  learn(rec: object): void;
}

export function machine(slug: string, origin = "git@github.com:Org/App.git"): Machine {
  const sb = sandbox({ GSTACK_PROJECT_SLUG: slug });
  const proj = join(sb.work, "app");
  gitRepo(proj, "main", origin);
  const m: Machine = {
    sb,
    proj,
    run: (name, args = [], input, env) => run(sb, name, args, { cwd: proj, input, env }),
    learn: (rec) => {
      const r = m.run("learnings-log", [JSON.stringify(rec)]);
      if (r.status !== 0) throw new Error(r.stderr);
    },
  };
  return m;
}

export function git(dir: string, ...args: string[]): string {
  const r = spawnSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_NOSYSTEM: "1" },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

/** A bare repository to use as a remote. */
export function bareRemote(sb: Sandbox, name = "remote.git"): string {
  const dir = join(sb.work, name);
  mkdirSync(dir, { recursive: true });
  git(dir, "init", "-q", "--bare", "-b", "main");
  return dir;
}

/** Every path and every blob's text in the remote's whole history. */
export function history(remote: string): { paths: string[]; text: string } {
  const paths = git(remote, "log", "--all", "--name-only", "--format=").split("\n").filter(Boolean);
  const text = git(remote, "log", "--all", "-p", "--format=");
  return { paths: [...new Set(paths)].sort(), text };
}

export function ok(r: RunResult): RunResult {
  if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.stderr}${r.stdout}`);
  return r;
}
