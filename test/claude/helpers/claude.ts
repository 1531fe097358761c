// Runs the real `claude -p` against the scripted Messages API, bounded in time, in the test's
// own HOME. Root may not skip permissions, so the tools the script uses are allowed by name.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import {
  startMessagesApi,
  toolResults,
  type Block,
  type MessagesBody,
  type Recorded,
  type Step,
} from "./messages-api.ts";

export interface ClaudeRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** Wall time of the `claude -p` process, start to exit. */
  ms: number;
  requests: Recorded[];
  /** Main-loop request bodies, in order; the last holds the whole conversation. */
  main: MessagesBody[];
  unknown: Recorded[];
  /** The tool result the client sent back for the script's step `step` (tool_use id toolu_<step>). */
  result(step: number): Block | undefined;
  /** The output of `--output-format json`, when it parsed. */
  json: Record<string, unknown> | undefined;
}

export interface ClaudeOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  prompt: string;
  script: Step[];
  allowedTools?: string[];
  args?: string[];
  timeoutMs?: number;
}

/** Every Claude Code extra that would leave the machine, off. */
export const QUIET_ENV = {
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  DISABLE_TELEMETRY: "1",
  DISABLE_AUTOUPDATER: "1",
  DISABLE_ERROR_REPORTING: "1",
  DISABLE_BUG_COMMAND: "1",
  CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1",
  CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL: "1",
} as const;

export const DEFAULT_TOOLS = ["Bash", "Read", "Write", "Edit", "Skill"];

export function claudeBin(): string {
  return inject("claudeBin");
}

/** CI's and other hosts' markers: the session kind must come from what Claude Code says. */
export const OTHER_HOSTS = /^(CI$|GITHUB_ACTIONS$|CONDUCTOR_|CODEX_|OPENCLAW_)/;

/** The environment of a run: the test's, without any inherited Claude or Anthropic settings. */
export function claudeEnv(env: NodeJS.ProcessEnv, apiUrl: string): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env))
    if (!/^(ANTHROPIC_|CLAUDE|AI_AGENT$)/.test(k) && !OTHER_HOSTS.test(k)) out[k] = v;
  return {
    ...out,
    ...QUIET_ENV,
    ANTHROPIC_BASE_URL: apiUrl,
    ANTHROPIC_API_KEY: "sk-ant-test-not-a-key",
    NO_PROXY: "127.0.0.1",
    no_proxy: "127.0.0.1",
  };
}

/**
 * Kills a process and everything below it. The client starts each Bash command in a process
 * group of its own, so killing the client's group would leave the command running.
 */
function killTree(pid: number): void {
  const children = new Map<number, number[]>();
  try {
    for (const d of readdirSync("/proc")) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const stat = readFileSync(`/proc/${d}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
      } catch {
        /* gone meanwhile */
      }
    }
  } catch {
    /* no /proc: the group kill below still ends the client */
  }
  const all: number[] = [];
  const walk = (p: number) => {
    all.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  for (const p of all)
    try {
      process.kill(p, "SIGKILL");
    } catch {
      /* already gone */
    }
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    /* already gone */
  }
}

export async function runClaude(o: ClaudeOptions): Promise<ClaudeRun> {
  const api = await startMessagesApi(o.script);
  try {
    const env = claudeEnv(o.env, api.url);
    // The client's own temp files (notes, shell snapshots) go under the test's folder.
    if (env.HOME) {
      env.TMPDIR = join(env.HOME, "tmp");
      mkdirSync(env.TMPDIR, { recursive: true });
    }
    const args = [
      "-p",
      o.prompt,
      "--output-format",
      "json",
      "--allowedTools",
      (o.allowedTools ?? DEFAULT_TOOLS).join(","),
      ...(o.args ?? []),
    ];
    const t0 = Date.now();
    const child = spawn(claudeBin(), args, { cwd: o.cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killTree(child.pid!);
    }, o.timeoutMs ?? 120_000);
    const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((ok, fail) => {
      child.on("error", fail);
      child.on("close", (c, s) => ok([c, s]));
    });
    clearTimeout(timer);
    const ms = Date.now() - t0;
    const main = api.requests.filter((r) => r.main).map((r) => r.body as MessagesBody);
    const last = main[main.length - 1];
    const results = last ? toolResults(last) : new Map<string, Block>();
    // Anything else the client asked for is answered plainly and reported here, to be looked at.
    for (const u of api.unknown) process.stderr.write(`test:claude: the client also sent ${u.method} ${u.path}\n`);
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(stdout);
    } catch {
      /* not JSON: the test sees stdout */
    }
    return {
      status,
      signal,
      timedOut,
      stdout,
      stderr,
      ms,
      requests: api.requests,
      main,
      unknown: api.unknown,
      result: (step) => results.get(`toolu_${step}`),
      json,
    };
  } finally {
    await api.close();
  }
}

/** A short account of a run for assertion messages. */
export function describeRun(r: ClaudeRun): string {
  return `exit ${r.status}${r.signal ? ` (${r.signal})` : ""}${r.timedOut ? " TIMED OUT" : ""}, ${r.ms} ms, ${r.main.length} model calls\nstdout: ${r.stdout.slice(0, 1500)}\nstderr: ${r.stderr.slice(0, 1500)}`;
}
