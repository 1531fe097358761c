// `bun scripts/bench/sync.ts [--quick]`: gstack-sync's costs. (1) `now` with 100k learnings over
// three devices and one local bare remote: first push, a run with nothing new, a run after one
// new learning; learnings-search over the three shards. (2) The preamble with `sync: auto` vs
// `sync: off`, start and --finish, measured side by side in one run. Prints a table; nothing
// else is written outside a temp folder. `npm run bench` adds the same rows (measureSync) to its table.
import { mkdtempSync, rmSync, mkdirSync, appendFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { time, type Timing } from "./harness.ts";
import { writeLearnings } from "./fixtures/state.ts";
import { preambleFixture } from "./fixtures/preamble.ts";

const KIT = resolve(import.meta.dirname, "..", "..");
const bin = (name: string) => join(KIT, "bin", `gstack-${name}`);

/** One measured row: the figure in ms and how it was taken. */
export interface SyncRow {
  what: string;
  ms: number;
  detail: string;
}

interface Ctx {
  scratch: string;
  /** Learnings over the three devices. */
  total: number;
  runs: number;
  rows: SyncRow[];
  log: (s: string) => void;
}

function cleanEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(GSTACK_|GIT_|DO_NOT_TRACK)/.test(k)) env[k] = v;
  return { ...env, ...extra };
}

function sh(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const r = spawnSync(cmd, args, { ...opts, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

function once(c: Ctx, label: string, fn: () => void): number {
  const t0 = performance.now();
  fn();
  const ms = performance.now() - t0;
  c.rows.push({ what: label, ms, detail: "one run" });
  c.log(`  ${label}: ${ms.toFixed(0)} ms`);
  return ms;
}

function record(c: Ctx, label: string, t: Timing): void {
  c.rows.push({ what: label, ms: t.median, detail: `median of ${t.runs}, p90 ${t.p90.toFixed(1)} ms` });
  c.log(`  ${label}: ${t.median.toFixed(1)} ms`);
}

function syncBench(c: Ctx): void {
  const { scratch, total: TOTAL, runs: RUNS, log } = c;
  const remote = join(scratch, "remote.git");
  sh("git", ["init", "-q", "--bare", "-b", "main", remote]);
  const devices = [0, 1, 2].map((i) => {
    const dir = join(scratch, `dev${i}`);
    const proj = join(dir, "app");
    mkdirSync(join(dir, "home"), { recursive: true });
    mkdirSync(proj, { recursive: true });
    sh("git", ["init", "-q", "-b", "main"], { cwd: proj });
    sh("git", ["remote", "add", "origin", "git@github.com:bench/app.git"], { cwd: proj });
    const env = cleanEnv({
      HOME: join(dir, "home"),
      GSTACK_STATE_ROOT: join(dir, "state"),
      GSTACK_PROJECT_SLUG: `app${i}`,
    });
    writeLearnings(join(dir, "state", "projects", `app${i}`), Math.ceil(TOTAL / 3), i + 1);
    return { proj, env, file: join(dir, "state", "projects", `app${i}`, "learnings.jsonl") };
  });
  const run = (d: (typeof devices)[number], ...args: string[]) => sh(bin("sync"), args, { cwd: d.proj, env: d.env });
  log(`sync: ${TOTAL} learnings over 3 devices`);
  devices.forEach((d, i) =>
    once(c, `init + first now, device ${i + 1} (${Math.ceil(TOTAL / 3)} learnings, brings in ${i} others)`, () =>
      run(d, "init", remote),
    ),
  );
  once(c, "pull on device 1 (brings in the 2 others)", () => run(devices[0]!, "pull"));
  const a = devices[0]!;
  record(c, "now, nothing new (device 1)", time({ cmd: [bin("sync"), "now"], env: a.env, cwd: a.proj }, RUNS, 1));
  let n = 0;
  record(
    c,
    "now after one new learning (device 1)",
    time(
      {
        cmd: [bin("sync"), "now"],
        env: a.env,
        cwd: a.proj,
        before: () =>
          appendFileSync(
            a.file,
            `${JSON.stringify({ type: "pitfall", key: `bench-new-${n++}`, insight: "new", confidence: 5, ts: new Date().toISOString(), trusted: false })}\n`,
          ),
      },
      RUNS,
      1,
    ),
  );
  record(
    c,
    `learnings-search, ${TOTAL} over 3 shards (device 1)`,
    time({ cmd: [bin("learnings-search"), "--limit", "5"], env: a.env, cwd: a.proj }, RUNS),
  );
  // The same count in one file, in the same run: the ratio is what the shards cost.
  const one = join(scratch, "one");
  writeLearnings(join(one, "state", "projects", "one"), TOTAL, 1);
  mkdirSync(join(one, "home"), { recursive: true });
  record(
    c,
    `learnings-search, ${TOTAL} in one file (no sync)`,
    time(
      {
        cmd: [bin("learnings-search"), "--limit", "5"],
        env: cleanEnv({ HOME: join(one, "home"), GSTACK_STATE_ROOT: join(one, "state"), GSTACK_PROJECT_SLUG: "one" }),
        cwd: one,
      },
      RUNS,
    ),
  );
}

function preambleBench(c: Ctx): void {
  const { scratch, runs: RUNS, log } = c;
  log("preamble: sync off vs auto");
  const f = preambleFixture(join(scratch, "preamble"), 100, 4);
  const env = cleanEnv(f.env);
  const config = join(f.state, "config.yaml");
  const status = join(f.state, ".sync", "status.json");
  const set = (mode: string) => {
    writeFileSync(config, `sync: ${mode}\n`);
    mkdirSync(join(f.state, ".sync"), { recursive: true });
    writeFileSync(
      status,
      JSON.stringify({
        v: 1,
        device: "bench",
        own: {
          url: "x",
          state: "ok",
          at: new Date().toISOString(),
          last_ok: new Date().toISOString(),
          pushed: 0,
          pulled: 0,
          peers: [],
        },
      }),
    );
    // A run was started a moment ago: the throttle holds, as it does for all but one finish in 10 minutes.
    writeFileSync(join(f.state, ".sync", "auto-at"), `${new Date().toISOString()}\n`);
  };
  // Interleaved run by run, so both modes see the same machine load.
  const samples = {
    start: { off: [] as number[], auto: [] as number[] },
    finish: { off: [] as number[], auto: [] as number[] },
  };
  const timed = (cmd: string[]) => {
    const t0 = performance.now();
    const r = spawnSync(cmd[0]!, cmd.slice(1), { env, cwd: f.repo, stdio: "ignore" });
    if (r.status !== 0) throw new Error(`${cmd.join(" ")} exited ${r.status}`);
    return performance.now() - t0;
  };
  const finishCmd = [bin("preamble"), "--finish", "--skill", "review", "--outcome", "success", "--session-id", "1"];
  for (let i = 0; i < RUNS * 4 + 4; i++) {
    for (const mode of (i % 2 ? ["off", "auto"] : ["auto", "off"]) as ("off" | "auto")[]) {
      set(mode);
      const s = timed(["bash", f.block]);
      const e = timed(finishCmd);
      if (i >= 4) {
        samples.start[mode].push(s);
        samples.finish[mode].push(e);
      }
    }
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  for (const [what, m] of [
    ["tier-4 preamble bash block", samples.start],
    ["gstack-preamble --finish", samples.finish],
  ] as const) {
    c.rows.push({
      what: `${what}, sync: off`,
      ms: med(m.off),
      detail: `median of ${m.off.length}, alternated with auto`,
    });
    c.rows.push({
      what: `${what}, sync: auto (throttled)`,
      ms: med(m.auto),
      detail: `median of ${m.auto.length}, auto/off ${(med(m.auto) / med(m.off)).toFixed(2)}`,
    });
  }
  // The one finish in ten minutes that starts the background sync: the spawn, not the sync.
  set("auto");
  record(
    c,
    "gstack-preamble --finish, sync: auto, starting the background sync",
    time(
      {
        cmd: [bin("preamble"), "--finish", "--skill", "review", "--outcome", "success", "--session-id", "1"],
        env,
        cwd: f.repo,
        before: () => rmSync(join(f.state, ".sync", "auto-at"), { force: true }),
      },
      RUNS,
    ),
  );
}

/** Runs both parts in a temporary folder (removed after) and returns their rows. */
export function measureSync(opts: { total: number; runs: number; log?: (s: string) => void }): SyncRow[] {
  const c: Ctx = {
    ...opts,
    scratch: mkdtempSync(join(tmpdir(), "gstack-bench-sync-")),
    rows: [],
    log: opts.log ?? ((s) => process.stderr.write(`${s}\n`)),
  };
  try {
    syncBench(c);
    preambleBench(c);
    return c.rows;
  } finally {
    rmSync(c.scratch, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const rows = measureSync({ total: quick ? 30_000 : 100_000, runs: quick ? 5 : 15 });
  const w = Math.max(...rows.map((r) => r.what.length));
  process.stdout.write(`${rows.map((r) => `${r.what.padEnd(w)}  ${r.ms.toFixed(1)} ms, ${r.detail}`).join("\n")}\n`);
}
