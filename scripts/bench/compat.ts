// The gstack-compatible calls (scripts/gstack-conformance.ts's 15 tools; config as get and set),
// timed side by side with gstack's own bin/ when GSTACK_DIR names a gstack tree, else against
// the gstack figures recorded below. Runs alternate gstack, kit, floors call by call, and the
// whole comparison runs twice: a row shows both medians' spread, so a reader sees the noise.
import { cpSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { once, summarize, type RunSpec } from "./harness.ts";
import { writeLearnings, writeTimeline } from "./fixtures/state.ts";

/**
 * gstack v1.68.3 (85fd9db55) medians in ms, 2 shared cores at load ~2 (hyperfine -N, the same
 * calls on a fixture like this one): the reference when no gstack tree is given. analytics is
 * derived (that run had no skill runs): 0.73 x timeline-read, their ratio in one later run with
 * 50. Rerun with GSTACK_DIR on a quiet machine and paste the line it logs.
 */
export const RECORDED_GSTACK_MS: Record<string, number> = {
  "session-kind": 3.1,
  "config get": 11.4,
  "config set": 21.2,
  "config set, value already there": 21.2,
  slug: 14.7,
  paths: 4.1,
  "repo-mode": 48.8,
  "review-read": 55.3,
  "taste-update show": 24.6,
  "learnings-search": 54.8,
  "timeline-read": 36.9,
  analytics: 27,
  "telemetry-log": 25.1,
  "jsonl-merge": 155.6,
  "learnings-log": 67.6,
  "timeline-log": 74.8,
  "review-log": 172.9,
};
/** Every call at least this much faster than gstack's (issue 13). */
export const MIN_SPEEDUP = 1.5;

export interface CompatRow {
  call: string;
  gstack: number; // ms, median of both rounds (or the recorded figure)
  recorded: boolean;
  kit: number;
  rounds: [number, number]; // the kit's median in each round
  gstackRounds?: [number, number];
}

interface Call {
  call: string;
  args: string[];
  /** Set to undefined to drop an inherited variable for this call. */
  env?: NodeJS.ProcessEnv;
  /** config.yaml is reset to this before each run (not timed), so the call has something to do. */
  config?: string;
}

function calls(fx: string): Call[] {
  const learning = JSON.stringify({
    skill: "review",
    type: "pitfall",
    key: "bench-key",
    insight: "Retry loops need a bound.",
    confidence: 7,
    source: "observed",
  });
  return [
    { call: "session-kind", args: ["session-kind"] },
    { call: "config get", args: ["config", "get", "proactive"] },
    // A set that changes the file (both sides write), and one of the value already there: the
    // kit writes nothing then (decision 0085), gstack rewrites the file.
    { call: "config set", args: ["config", "set", "proactive", "true"], config: "telemetry: off\nproactive: false\n" },
    { call: "config set, value already there", args: ["config", "set", "proactive", "true"] },
    { call: "slug", args: ["slug"], env: { GSTACK_PROJECT_SLUG: undefined } },
    { call: "paths", args: ["paths"] },
    { call: "repo-mode", args: ["repo-mode"] },
    { call: "review-read", args: ["review-read"] },
    { call: "taste-update show", args: ["taste-update", "show"] },
    { call: "learnings-search", args: ["learnings-search", "--limit", "3"] },
    { call: "timeline-read", args: ["timeline-read"] },
    { call: "analytics", args: ["analytics"] },
    {
      call: "telemetry-log",
      args: ["telemetry-log", "--skill", "qa", "--duration", "12", "--outcome", "success", "--session-id", "1-2"],
    },
    {
      call: "jsonl-merge",
      args: ["jsonl-merge", join(fx, "base.jsonl"), join(fx, "ours.jsonl"), join(fx, "theirs.jsonl")],
    },
    { call: "learnings-log", args: ["learnings-log", learning] },
    {
      call: "timeline-log",
      args: ["timeline-log", JSON.stringify({ skill: "review", event: "started", branch: "main", session: "1" })],
    },
    {
      call: "review-log",
      args: [
        "review-log",
        JSON.stringify({ skill: "review", timestamp: "2026-11-28T10:00:00Z", status: "clean", commit: "abc1234" }),
      ],
    },
  ];
}

/** A git repo with an origin and a few commits, and one state root per side with the same records. */
function fixture(dir: string): { repo: string; state: (side: string) => string } {
  const repo = join(dir, "repo");
  mkdirSync(repo, { recursive: true });
  const git = (...a: string[]) =>
    spawnSync(
      "git",
      ["-c", "user.name=Bench", "-c", "user.email=bench@localhost", "-c", "commit.gpgsign=false", ...a],
      { cwd: repo, stdio: "ignore" },
    );
  git("init", "-q", "-b", "main");
  git("remote", "add", "origin", "https://github.com/acme/widget.git");
  for (let i = 0; i < 5; i++) {
    writeFileSync(join(repo, `f${i}`), `${i}\n`);
    git("add", "-A");
    git("commit", "-q", "-m", `c${i}`);
  }
  const seed = join(dir, "seed");
  const project = join(seed, "projects", "bench");
  writeLearnings(project, 100);
  writeTimeline(project, 200, 14);
  writeFileSync(
    join(project, "main-reviews.jsonl"),
    `${JSON.stringify({ skill: "review", timestamp: "2026-11-28T10:00:00Z", status: "clean", commit: "abc1234" })}\n`,
  );
  writeFileSync(join(seed, "config.yaml"), "telemetry: off\nproactive: true\n");
  const now = Date.now();
  mkdirSync(join(seed, "analytics"), { recursive: true });
  writeFileSync(
    join(seed, "analytics", "skill-usage.jsonl"),
    Array.from(
      { length: 50 },
      (_, i) =>
        `${JSON.stringify({
          v: 1,
          ts: new Date(now - i * 3_600_000).toISOString().replace(/\.\d+Z$/, "Z"),
          event_type: "skill_run",
          skill: ["review", "ship", "qa"][i % 3],
          session_id: `${i}-1`,
          outcome: "success",
          duration_s: 30 + i,
          repo: "widget",
        })}\n`,
    ).join(""),
  );
  writeFileSync(join(dir, "base.jsonl"), '{"a":1}\n');
  writeFileSync(join(dir, "ours.jsonl"), '{"a":1}\n{"b":2}\n');
  writeFileSync(join(dir, "theirs.jsonl"), '{"a":1}\n{"c":3}\n');
  return {
    repo,
    state: (side) => {
      const s = join(dir, `state-${side}`);
      if (!existsSync(s)) cpSync(seed, s, { recursive: true });
      return s;
    },
  };
}

function withEnv(base: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export interface CompatOptions {
  kitBin: string;
  bun: string;
  gstackDir?: string;
  runs: number;
  scratch: string;
  baseEnv: NodeJS.ProcessEnv;
  log: (s: string) => void;
}

/** Medians of the floors and of every call, each timed in the same rounds. */
export function measureCompat(o: CompatOptions): {
  rows: CompatRow[];
  floors: { bun: [number, number]; bash: [number, number] };
} {
  const fx = fixture(o.scratch);
  for (const side of ["kit", "gstack"]) {
    fx.state(side);
    mkdirSync(join(o.scratch, `home-${side}`), { recursive: true });
  }
  // The fixtures' files are still being written back: an fsync'd write (the kit's config set)
  // would wait for them in the journal commit, a write without one (gstack's) would not.
  spawnSync("sync");
  // gstack's taste-update is `#!/usr/bin/env bun`: give it the kit's Bun on PATH.
  const PATH = `${join(o.bun, "..")}:${o.baseEnv.PATH ?? "/usr/bin:/bin"}`;
  const env = (side: string) => {
    const state = fx.state(side);
    return withEnv(o.baseEnv, {
      PATH,
      HOME: join(o.scratch, `home-${side}`),
      GSTACK_STATE_ROOT: state,
      GSTACK_HOME: state,
      GSTACK_STATE_DIR: state,
      GSTACK_PROJECT_SLUG: "bench",
    });
  };
  const reset = (c: Call, side: string) => {
    if (c.config === undefined) return undefined;
    const file = join(fx.state(side), "config.yaml");
    return () => writeFileSync(file, c.config!, { mode: 0o600 });
  };
  const specs = calls(o.scratch).map((c) => ({
    call: c.call,
    kit: {
      cmd: [join(o.kitBin, `gstack-${c.args[0]}`), ...c.args.slice(1)],
      env: withEnv(env("kit"), c.env),
      cwd: fx.repo,
      before: reset(c, "kit"),
    } satisfies RunSpec,
    gstack: o.gstackDir
      ? ({
          cmd: [join(o.gstackDir, "bin", `gstack-${c.args[0]}`), ...c.args.slice(1)],
          env: withEnv(env("gstack"), c.env),
          cwd: fx.repo,
          before: reset(c, "gstack"),
        } satisfies RunSpec)
      : undefined,
  }));
  const floorBun: RunSpec = { cmd: [o.bun, "-e", "0"] };
  const floorBash: RunSpec = { cmd: ["bash", "-c", "true"] };
  const samples = new Map<string, number[][]>();
  const add = (key: string, round: number, ms: number) => {
    if (!samples.has(key)) samples.set(key, [[], []]);
    samples.get(key)![round]!.push(ms);
  };
  for (let round = 0; round < 2; round++) {
    for (const s of specs) {
      for (let i = 0; i < 3; i++) {
        // warm-up
        once(s.kit);
        if (s.gstack) once(s.gstack);
      }
      // Alternated run by run, with the floors in between: a load spike hits all alike.
      for (let i = 0; i < o.runs; i++) {
        if (s.gstack) add(`gstack:${s.call}`, round, once(s.gstack));
        add(`kit:${s.call}`, round, once(s.kit));
        if (i % 4 === 0) {
          add("floor:bun", round, once(floorBun));
          add("floor:bash", round, once(floorBash));
        }
      }
    }
    o.log(`  side by side, round ${round + 1} of 2 done`);
  }
  const med = (key: string): [number, number] => {
    const [a, b] = samples.get(key)!;
    return [summarize(a!).median, summarize(b!).median];
  };
  const both = (key: string) => summarize(samples.get(key)!.flat()).median;
  const rows = specs.map((s): CompatRow => {
    const recorded = !s.gstack;
    return {
      call: s.call,
      gstack: recorded ? RECORDED_GSTACK_MS[s.call]! : both(`gstack:${s.call}`),
      recorded,
      kit: both(`kit:${s.call}`),
      rounds: med(`kit:${s.call}`),
      gstackRounds: recorded ? undefined : med(`gstack:${s.call}`),
    };
  });
  for (const r of rows)
    o.log(
      `  ${r.call}: gstack ${r.gstack.toFixed(1)} ms${r.recorded ? " (recorded)" : ""}, kit ${r.kit.toFixed(1)} ms, ${(r.gstack / r.kit).toFixed(2)}x`,
    );
  // On a quiet machine these are the figures to keep in RECORDED_GSTACK_MS.
  if (o.gstackDir)
    o.log(
      `  gstack medians for RECORDED_GSTACK_MS: ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.call, Number(r.gstack.toFixed(1))])))}`,
    );
  return { rows, floors: { bun: med("floor:bun"), bash: med("floor:bash") } };
}

const spread = ([a, b]: [number, number]) =>
  `${a.toFixed(1)} / ${b.toFixed(1)} ms (${((200 * Math.abs(a - b)) / (a + b)).toFixed(0)}%)`;

/** The Markdown table of docs/benchmarks.md's side-by-side section. */
export function compatTable(rows: CompatRow[], floors: { bun: [number, number]; bash: [number, number] }): string {
  const bun = (floors.bun[0] + floors.bun[1]) / 2;
  const lines = rows.map((r) => {
    const x = r.gstack / r.kit;
    const ok = x >= MIN_SPEEDUP ? "" : " (missed)";
    return `| ${r.call} | ${r.gstack.toFixed(1)} ms${r.recorded ? " (recorded)" : ""} | ${r.kit.toFixed(1)} ms | ${x.toFixed(2)}x${ok} | ${(r.kit / bun).toFixed(2)} | ${spread(r.rounds)}${r.gstackRounds ? `; gstack ${spread(r.gstackRounds)}` : ""} |`;
  });
  return `| call | gstack v1.68.3 | kit | gstack / kit (>= ${MIN_SPEEDUP}x) | kit / \`bun -e 0\` | kit per round (spread) |
|---|---|---|---|---|---|
| floor: \`bun -e 0\` |  | ${bun.toFixed(1)} ms |  | 1.00 | ${spread(floors.bun)} |
| floor: \`bash -c true\` |  | ${((floors.bash[0] + floors.bash[1]) / 2).toFixed(1)} ms |  |  | ${spread(floors.bash)} |
${lines.join("\n")}`;
}
