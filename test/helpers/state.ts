// Test sandboxes: every test gets its own HOME and state root; nothing touches the real home.
import { mkdtempSync, rmSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync, spawn } from "node:child_process";
import { afterEach } from "vitest";

export const KIT = resolve(import.meta.dirname, "..", "..");
export const BIN = join(KIT, "bin");

export interface Sandbox {
  home: string;
  root: string;
  /** A scratch folder (not a git repo) used as cwd by default. */
  work: string;
  env: NodeJS.ProcessEnv;
}

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Environment without any inherited gstack or git identity variables. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(GSTACK_|GIT_|CLAUDE|DO_NOT_TRACK)/.test(k)) continue;
    env[k] = v;
  }
  return env;
}

export function sandbox(extraEnv: NodeJS.ProcessEnv = {}): Sandbox {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "gstack-test-")));
  made.push(base);
  const home = join(base, "home");
  const root = join(base, "state");
  const work = join(base, "work");
  for (const d of [home, work]) spawnSync("mkdir", ["-p", d]);
  const env = { ...cleanEnv(), HOME: home, GSTACK_STATE_ROOT: root, GSTACK_PROJECT_SLUG: "test-project", ...extraEnv };
  return { home, root, work, env };
}

export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  input?: string | Buffer;
  env?: NodeJS.ProcessEnv;
}

/** Spawns the real bin/gstack-<name> command. */
export function run(sb: Sandbox, name: string, args: string[] = [], opts: RunOptions = {}): RunResult {
  const r = spawnSync(join(BIN, `gstack-${name}`), args, {
    cwd: opts.cwd ?? sb.work,
    env: { ...sb.env, ...opts.env },
    input: opts.input,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Spawns without waiting; resolves with the result. For concurrency tests. */
export function runAsync(sb: Sandbox, name: string, args: string[] = [], opts: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(BIN, `gstack-${name}`), args, { cwd: opts.cwd ?? sb.work, env: { ...sb.env, ...opts.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ status: code ?? -1, stdout, stderr }));
    if (opts.input !== undefined) child.stdin.end(opts.input);
    else child.stdin.end();
  });
}

/** Initializes a git repo with one commit on `branch`. */
export function gitRepo(dir: string, branch = "main", origin?: string): void {
  const git = (...a: string[]) => {
    const r = spawnSync("git", a, { cwd: dir, encoding: "utf8", env: { ...cleanEnv(), HOME: dir } });
    if (r.status !== 0) throw new Error(`git ${a.join(" ")}: ${r.stderr}`);
    return r.stdout;
  };
  spawnSync("mkdir", ["-p", dir]);
  git("init", "-q", "-b", branch);
  git("config", "user.email", "dev@example.com");
  git("config", "user.name", "Dev");
  if (origin) git("remote", "add", "origin", origin);
  git("commit", "-q", "--allow-empty", "-m", "init");
}
