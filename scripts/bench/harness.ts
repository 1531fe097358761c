// In-process timing harness: runs a command repeatedly and reports the median.
// No hyperfine needed; both the measured commands and the floor go through the same spawn path,
// so ratios within one run are meaningful on a noisy shared machine.
import { spawnSync } from "node:child_process";

export interface Timing {
  median: number;
  p90: number;
  min: number;
  runs: number;
}

export interface RunSpec {
  cmd: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  input?: string;
  /** Runs before each timed run (not timed), e.g. to reset a file. */
  before?: () => void;
}

/** One timed run (ms); throws when the command fails. */
export function once(spec: RunSpec): number {
  spec.before?.();
  const t0 = performance.now();
  const r = spawnSync(spec.cmd[0]!, spec.cmd.slice(1), {
    env: spec.env,
    cwd: spec.cwd,
    input: spec.input,
    stdio: [spec.input === undefined ? "ignore" : "pipe", "ignore", "pipe"],
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) {
    throw new Error(`${spec.cmd.join(" ")} exited ${r.status}: ${r.stderr?.toString().slice(0, 300)}`);
  }
  return ms;
}

export function summarize(samples: number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))]!;
  return { median: at(0.5), p90: at(0.9), min: s[0]!, runs: s.length };
}

export function time(spec: RunSpec, runs: number, warmup = 3): Timing {
  for (let i = 0; i < warmup; i++) once(spec);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(once(spec));
  return summarize(samples);
}

/** Times an in-process function. */
export async function timeFn(fn: () => unknown | Promise<unknown>, runs: number, warmup = 2): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}
