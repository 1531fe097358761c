// Test sandboxes: every test gets its own HOME and state root; nothing touches the real home.
import { mkdtempSync, rmSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync, spawn, type SpawnSyncReturns } from "node:child_process";
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

/**
 * A spawnSync result as a RunResult. A child may exit before reading all of its stdin: the
 * write then fails with EPIPE, which is not the child's failure (its exit status still stands).
 */
export function syncResult(r: SpawnSyncReturns<string>): RunResult {
  if (r.error && !((r.error as NodeJS.ErrnoException).code === "EPIPE" && r.status !== null)) throw r.error;
  return { status: r.status ?? -1, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/** Spawns the real bin/gstack-<name> command. */
export function run(sb: Sandbox, name: string, args: string[] = [], opts: RunOptions = {}): RunResult {
  return syncResult(
    spawnSync(join(BIN, `gstack-${name}`), args, {
      cwd: opts.cwd ?? sb.work,
      env: { ...sb.env, ...opts.env },
      input: opts.input,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}

/**
 * Spawns a command and collects its output. Stdin is always ended (with the input, if any);
 * an error writing it (EPIPE, ECONNRESET: the child exited before reading) is ignored, since
 * the exit status is what the test asserts on. Every async spawn with input in test/ goes here.
 */
export function collect(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string | Buffer } = {},
): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.stdin.on("error", () => {
      /* exited before reading its stdin */
    });
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ status: code ?? -1, stdout, stderr }));
    child.stdin.end(opts.input ?? "");
  });
}

/** Spawns without waiting; resolves with the result. For concurrency tests. */
export function runAsync(sb: Sandbox, name: string, args: string[] = [], opts: RunOptions = {}): Promise<RunResult> {
  return collect(join(BIN, `gstack-${name}`), args, {
    cwd: opts.cwd ?? sb.work,
    env: { ...sb.env, ...opts.env },
    input: opts.input,
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
