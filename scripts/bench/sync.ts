// `bun scripts/bench/sync.ts [--quick]`: gstack-sync's costs. (1) `now` with 100k learnings over
// three devices and one local bare remote: first push, a run with nothing new, a run after one
// new learning; learnings-search over the three shards. (2) The preamble with `sync: auto` vs
// `sync: off`, start and --finish, measured side by side in one run. Prints a table; nothing
// else is written outside a temp folder.
import { mkdtempSync, rmSync, mkdirSync, appendFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { time, type Timing } from "./harness.ts";
import { writeLearnings } from "./fixtures/state.ts";
import { preambleFixture } from "./fixtures/preamble.ts";

const KIT = resolve(import.meta.dirname, "..", "..");
const bin = (name: string) => join(KIT, "bin", `gstack-${name}`);
const QUICK = process.argv.includes("--quick");
const RUNS = QUICK ? 5 : 15;
const TOTAL = QUICK ? 30_000 : 100_000;
const scratch = mkdtempSync(join(tmpdir(), "gstack-bench-sync-"));
const rows: [string, string][] = [];
const log = (s: string) => process.stderr.write(`${s}\n`);

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

function once(label: string, fn: () => void): number {
  const t0 = performance.now();
  fn();
  const ms = performance.now() - t0;
  rows.push([label, `${ms.toFixed(0)} ms (one run)`]);
  log(`  ${label}: ${ms.toFixed(0)} ms`);
  return ms;
}

function record(label: string, t: Timing): void {
  rows.push([label, `median ${t.median.toFixed(1)} ms, p90 ${t.p90.toFixed(1)} ms of ${t.runs}`]);
  log(`  ${label}: ${t.median.toFixed(1)} ms`);
}

function syncBench(): void {
  const remote = join(scratch, "remote.git");
  sh("git", ["init", "-q", "--bare", "-b", "main", remote]);
  const devices = [0, 1, 2].map((i) => {
    const dir = join(scratch, `dev${i}`);
    const proj = join(dir, "app");
    mkdirSync(join(dir, "home"), { recursive: true });
    mkdirSync(proj, { recursive: true });
    sh("git", ["init", "-q", "-b", "main"], { cwd: proj });
    sh("git", ["remote", "add", "origin", "git@github.com:bench/app.git"], { cwd: proj });
    const env = cleanEnv({ HOME: join(dir, "home"), GSTACK_STATE_ROOT: join(dir, "state"), GSTACK_PROJECT_SLUG: `app${i}` });
    writeLearnings(join(dir, "state", "projects", `app${i}`), Math.ceil(TOTAL / 3), i + 1);
    return { proj, env, file: join(dir, "state", "projects", `app${i}`, "learnings.jsonl") };
  });
  const run = (d: (typeof devices)[number], ...args: string[]) => sh(bin("sync"), args, { cwd: d.proj, env: d.env });
  log(`sync: ${TOTAL} learnings over 3 devices`);
  devices.forEach((d, i) => once(`init + first now, device ${i + 1} (${Math.ceil(TOTAL / 3)} learnings, brings in ${i} others)`, () => run(d, "init", remote)));
  once("pull on device 1 (brings in the 2 others)", () => run(devices[0]!, "pull"));
  const a = devices[0]!;
  record("now, nothing new (device 1)", time({ cmd: [bin("sync"), "now"], env: a.env, cwd: a.proj }, RUNS, 1));
  let n = 0;
  record("now after one new learning (device 1)", time({
    cmd: [bin("sync"), "now"], env: a.env, cwd: a.proj,
    before: () => appendFileSync(a.file, `${JSON.stringify({ type: "pitfall", key: `bench-new-${n++}`, insight: "new", confidence: 5, ts: new Date().toISOString(), trusted: false })}\n`),
  }, RUNS, 1));
  record(`learnings-search, ${TOTAL} over 3 shards (device 1)`, time({ cmd: [bin("learnings-search"), "--limit", "5"], env: a.env, cwd: a.proj }, RUNS));
  // The same count in one file, in the same run: the ratio is what the shards cost.
  const one = join(scratch, "one");
  writeLearnings(join(one, "state", "projects", "one"), TOTAL, 1);
  mkdirSync(join(one, "home"), { recursive: true });
  record(`learnings-search, ${TOTAL} in one file (no sync)`, time({ cmd: [bin("learnings-search"), "--limit", "5"], env: cleanEnv({ HOME: join(one, "home"), GSTACK_STATE_ROOT: join(one, "state"), GSTACK_PROJECT_SLUG: "one" }), cwd: one }, RUNS));
}

function preambleBench(): void {
  log("preamble: sync off vs auto");
  const f = preambleFixture(join(scratch, "preamble"), 100, 4);
  const env = cleanEnv(f.env);
  const config = join(f.state, "config.yaml");
  const status = join(f.state, ".sync", "status.json");
  const set = (mode: string) => {
    writeFileSync(config, `sync: ${mode}\n`);
    mkdirSync(join(f.state, ".sync"), { recursive: true });
    writeFileSync(status, JSON.stringify({ v: 1, device: "bench", own: { url: "x", state: "ok", at: new Date().toISOString(), last_ok: new Date().toISOString(), pushed: 0, pulled: 0, peers: [] } }));
    // A run was started a moment ago: the throttle holds, as it does for all but one finish in 10 minutes.
    writeFileSync(join(f.state, ".sync", "auto-at"), `${new Date().toISOString()}\n`);
  };
  // Interleaved run by run, so both modes see the same machine load.
  const samples = { start: { off: [] as number[], auto: [] as number[] }, finish: { off: [] as number[], auto: [] as number[] } };
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
  for (const [what, m] of [["tier-4 preamble bash block", samples.start], ["gstack-preamble --finish", samples.finish]] as const) {
    rows.push([`${what}, sync: off`, `median ${med(m.off).toFixed(1)} ms of ${m.off.length}`]);
    rows.push([`${what}, sync: auto (throttled)`, `median ${med(m.auto).toFixed(1)} ms of ${m.auto.length} (auto/off ${(med(m.auto) / med(m.off)).toFixed(2)})`]);
  }
  // The one finish in ten minutes that starts the background sync: the spawn, not the sync.
  set("auto");
  record("gstack-preamble --finish, sync: auto, starting the background sync", time({
    cmd: [bin("preamble"), "--finish", "--skill", "review", "--outcome", "success", "--session-id", "1"], env, cwd: f.repo,
    before: () => rmSync(join(f.state, ".sync", "auto-at"), { force: true }),
  }, RUNS));
}

try {
  syncBench();
  preambleBench();
  const w = Math.max(...rows.map((r) => r[0].length));
  process.stdout.write(`${rows.map(([a, b]) => `${a.padEnd(w)}  ${b}`).join("\n")}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
