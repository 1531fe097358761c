// Shared by the fault-injection suites: state snapshots, a hard-killed worker, doctor runs.
import { readFileSync } from "node:fs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { KIT, run, type Sandbox } from "../helpers/state.ts";
import { snapshot, diffSnapshots, type Entry } from "../helpers/snapshot.ts";
import { rng } from "../../scripts/bench/fixtures/state.ts";
export { snapshot, diffSnapshots, type Entry };

export const BUN = join(KIT, "node_modules", ".bin", "bun");
export const WORKER = join(import.meta.dirname, "fixtures", "worker.ts");

/** Every folder and file under root whose mode is not 0700 / 0600 (symlinks are skipped). */
export function badModes(root: string): string[] {
  const bad: string[] = [];
  for (const [rel, e] of snapshot(root)) {
    if (e.type === "dir" && e.mode !== 0o700) bad.push(`${rel || "."} ${e.mode.toString(8)}`);
    if (e.type === "file" && e.mode !== 0o600) bad.push(`${rel} ${e.mode.toString(8)}`);
  }
  return bad;
}

/** Temp files a writer leaves behind when it dies between creating and renaming them. */
export function tempFiles(root: string): string[] {
  return [...snapshot(root).keys()].filter((k) => /(^|\/)\.[^/]+\.\d+\.\d+\.tmp$/.test(k));
}

/** Every .jsonl file under root with its lines: complete records, and lines that are not. */
export function jsonlFiles(
  root: string,
): { path: string; records: Record<string, unknown>[]; bad: string[]; endsWithNewline: boolean }[] {
  const out = [];
  for (const [rel, e] of snapshot(root)) {
    if (e.type !== "file" || !rel.endsWith(".jsonl")) continue;
    const text = readFileSync(join(root, rel), "utf8");
    const records: Record<string, unknown>[] = [];
    const bad: string[] = [];
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      try {
        const v = JSON.parse(line);
        if (v && typeof v === "object" && !Array.isArray(v)) records.push(v);
        else bad.push(line.slice(0, 80));
      } catch {
        bad.push(line.slice(0, 80));
      }
    }
    out.push({ path: rel, records, bad, endsWithNewline: text === "" || text.endsWith("\n") });
  }
  return out;
}

export interface Worker {
  child: ChildProcess;
  /** Resolves once the worker has finished its first operation. */
  ready: Promise<void>;
  exited: Promise<number | null>;
}

/** Starts test/faults/fixtures/worker.ts in `mode`; it loops until killed. */
export function startWorker(sb: Sandbox, mode: string, args: string[] = []): Worker {
  const child = spawn(BUN, [WORKER, mode, ...args], { cwd: sb.work, env: sb.env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    void exited.then((code) => reject(new Error(`worker ${mode} exited ${code} before it was ready: ${stderr}`)));
  });
  return { child, ready, exited };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGKILL and wait for the process to be gone. */
export async function killHard(w: { child: ChildProcess; exited: Promise<unknown> }): Promise<void> {
  w.child.kill("SIGKILL");
  await w.exited;
}

export interface DoctorReport {
  ok: boolean;
  problems: { severity: string; code: string; path: string; message: string; fixed: boolean }[];
  status: number;
}

export function doctor(sb: Sandbox, fix = false): DoctorReport {
  const r = run(sb, "doctor", [...(fix ? ["--fix"] : []), "--json"]);
  return { ...(JSON.parse(r.stdout) as Omit<DoctorReport, "status">), status: r.status };
}

/** Errors the doctor still reports (warnings are allowed). */
export function doctorErrors(sb: Sandbox): string[] {
  return doctor(sb)
    .problems.filter((p) => p.severity === "error")
    .map((p) => `${p.code} ${p.path}: ${p.message}`);
}

export function commandExists(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

export const PAUSE_WRITE = join(import.meta.dirname, "fixtures", "pause-write.ts");

export interface PausedWorker extends Worker {
  /** Resolves once the worker sits inside its `pauseAt`-th large write, half of it on disk. */
  paused: Promise<void>;
  /** Keys the worker reported as committed (append-learning with GSTACK_FAULT_TRACE=1). */
  committed: string[];
}

/**
 * Starts the worker with fixtures/pause-write.ts preloaded: it stops inside its `pauseAt`-th write
 * of 64 KiB or more and waits there, so a SIGKILL lands inside the write whatever the machine's load.
 */
export function startPausedWorker(sb: Sandbox, mode: string, args: string[], pauseAt: number): PausedWorker {
  const env = { ...sb.env, GSTACK_FAULT_PAUSE_WRITE: String(pauseAt), GSTACK_FAULT_TRACE: "1" };
  const child = spawn(BUN, ["--preload", PAUSE_WRITE, WORKER, mode, ...args], {
    cwd: sb.work,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let out = "";
  const committed: string[] = [];
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  let sawReady: () => void = () => {};
  let sawPause: () => void = () => {};
  const ready = new Promise<void>((resolve) => (sawReady = resolve));
  const paused = new Promise<void>((resolve) => (sawPause = resolve));
  child.stdout!.on("data", (d) => {
    out += d;
    const lines = out.split("\n");
    out = lines.pop()!;
    for (const l of lines) {
      if (l === "ready") sawReady();
      else if (l === "paused") sawPause();
      else if (l.startsWith("committed ")) committed.push(l.slice("committed ".length));
    }
  });
  const died = exited.then((code) => {
    throw new Error(`worker ${mode} exited ${code} before pausing: ${stderr}`);
  });
  died.catch(() => {});
  const readyOrDied = Promise.race([ready, died]);
  const pausedOrDied = Promise.race([paused, died]);
  // Handled here too: a worker that pauses before its first "ready" never resolves `ready`.
  readyOrDied.catch(() => {});
  pausedOrDied.catch(() => {});
  return { child, exited, committed, ready: readyOrDied, paused: pausedOrDied };
}

/** The kill times' seed when GSTACK_FAULT_SEED is unset: every run draws the same times. */
export const DEFAULT_FAULT_SEED = 1985597760;

/**
 * The fixtures' seeded PRNG (mulberry32) for kill timings. The seed is GSTACK_FAULT_SEED when set
 * (to try other times, or replay one), else DEFAULT_FAULT_SEED; tests print it on failure.
 */
export function seededRandom(envSeed = process.env.GSTACK_FAULT_SEED): { seed: number; next: () => number } {
  const seed = envSeed ? Number(envSeed) >>> 0 : DEFAULT_FAULT_SEED;
  const next = rng(seed);
  return { seed, next };
}

// Each case spawns dozens of real processes; on a loaded 2-core machine one took 29 s, so
// give three times the default rather than fail on load. Nothing here asserts a duration.
export const SLOW = { timeout: 180_000 };
