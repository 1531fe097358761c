// Runs git for gstack-sync: never prompts (no terminal, ssh in batch mode), gives up on stalled
// transfers, runs no hooks and no signing, and ignores any GIT_DIR-style variable of the caller.
import { spawnSync } from "node:child_process";

export class GitFailure extends Error {
  constructor(
    readonly args: string[],
    readonly status: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args[0]}: ${firstLine(stderr) || `exit ${status}`}`);
  }
}

function firstLine(s: string): string {
  const lines = s
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("hint:"));
  return (lines.find((l) => /^(fatal|error|remote|!)/.test(l)) ?? lines[0] ?? "").slice(0, 300);
}

const CONFIG = [
  "core.hooksPath=/dev/null", // nothing from a remote or a template runs as the kit
  "commit.gpgsign=false",
  "core.autocrlf=false",
  "core.symlinks=false", // a symlink pushed by anyone checks out as a plain file
  "core.quotePath=false",
  "gc.autoDetach=false", // a background gc would outlive the lock
  "http.lowSpeedLimit=1000",
  "http.lowSpeedTime=30",
  "advice.detachedHead=false",
  "core.compression=1", // state files are small text; zlib at 1 costs a quarter less per run
  "core.bigFileThreshold=256k", // JSONL parts (~1 MiB) are sent whole, without a delta search
  "fetch.unpackLimit=1", // keep a fetched pack as it came: unpacking 20 MB into loose objects cost 3.5 s
];

/** The environment git runs in: the caller's, minus variables that would redirect it, no prompts. */
export function gitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) {
    if (
      /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|NAMESPACE|CEILING_DIRECTORIES|COMMON_DIR|CONFIG_PARAMETERS|CONFIG_COUNT)$/.test(
        k,
      )
    )
      continue;
    out[k] = v;
  }
  out.GIT_TERMINAL_PROMPT = "0";
  out.GCM_INTERACTIVE = "never";
  out.GIT_ASKPASS = "true"; // an askpass that answers nothing, instead of a dialog
  out.SSH_ASKPASS = "true";
  const ssh = env.GIT_SSH_COMMAND || "ssh";
  out.GIT_SSH_COMMAND = `${ssh} -o BatchMode=yes -o ConnectTimeout=15`;
  out.LC_ALL = "C"; // messages we match on
  return out;
}

export interface Git {
  (args: string[], opts?: { ok?: number[]; input?: string }): { status: number; stdout: string; stderr: string };
  dir: string;
}

/** A git runner for one repository folder; throws GitFailure on an exit code not in `ok`. */
export function gitIn(dir: string, env: NodeJS.ProcessEnv, timeoutMs = 120_000): Git {
  const e = gitEnv(env);
  const git = ((args: string[], opts: { ok?: number[]; input?: string } = {}) => {
    const full = CONFIG.flatMap((c) => ["-c", c]).concat(args);
    const r = spawnSync("git", full, {
      cwd: dir,
      env: e,
      encoding: "utf8",
      input: opts.input,
      timeout: timeoutMs,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["pipe", "pipe", "pipe"],
    });
    if (r.error) throw new GitFailure(args, null, String(r.error.message));
    const status = r.status ?? -1;
    if (status !== 0 && !(opts.ok ?? []).includes(status))
      throw new GitFailure(args, status, r.stderr || (r.signal ? `killed by ${r.signal}` : ""));
    return { status, stdout: r.stdout, stderr: r.stderr };
  }) as Git;
  git.dir = dir;
  return git;
}
