// Crash faults: writers killed with SIGKILL in the middle of an append, a config rewrite, a
// compaction and an artifact write, and real bin/ commands killed at random moments. Afterwards
// no file is corrupt (or gstack-doctor --fix repairs it and then reports clean), every reader
// works, and the next write succeeds.
import { afterAll, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { readRecords, readTail, scanRecords } from "../../lib/state/jsonl.ts";
import {
  doctor,
  doctorErrors,
  jsonlFiles,
  killHard,
  seededRandom,
  SLOW,
  startPausedWorker,
  tempFiles,
} from "./helpers.ts";
import { spawn } from "node:child_process";
import { BIN } from "../helpers/state.ts";

const MiB = 1024 * 1024;
const learnings = (sb: Sandbox) => join(sb.root, "projects", "test-project", "learnings.jsonl");
const timeline = (sb: Sandbox) => join(sb.root, "projects", "test-project", "timeline.jsonl");

/** Kills performed by this file, reported once at the end (docs/reliability.md quotes them). */
let injected = 0;
/** Seeds the random kill times of the bin/ commands; GSTACK_FAULT_SEED=<n> replays a run. */
const rng = seededRandom();
afterAll(() => console.log(`crash faults injected: ${injected} SIGKILLs (GSTACK_FAULT_SEED=${rng.seed})`));
beforeEach(() => onTestFailed(() => console.error(`crash: replay with GSTACK_FAULT_SEED=${rng.seed}`)));

/**
 * Starts a worker that stops inside its `pauseAt`-th large write (half of it on disk), checks
 * that the state shows that write in progress, and SIGKILLs it there. No timing involved: the
 * kill lands inside the write on any machine at any load.
 */
async function killInsideWrite(
  mode: string,
  args: string[],
  pauseAt: number,
  setup: (sb: Sandbox) => void,
  inProgress: (sb: Sandbox) => boolean,
): Promise<{ sb: Sandbox; committed: string[] }> {
  const sb = sandbox();
  setup(sb);
  const w = startPausedWorker(sb, mode, args, pauseAt);
  await w.paused;
  expect(inProgress(sb), `${mode}: the state shows no write in progress at the pause`).toBe(true);
  await killHard(w);
  expect(w.child.signalCode).toBe("SIGKILL");
  injected++;
  return { sb, committed: [...w.committed] };
}

describe("crash: SIGKILL in the middle of a write", SLOW, () => {
  it("an append of a 1 MiB record: readers skip the torn line, the next append is whole, doctor --fix moves the fragment aside", async () => {
    // Killed inside the third append: the two before it returned, half of the third is on disk.
    const { sb, committed } = await killInsideWrite(
      "append-learning",
      [String(MiB - 100)],
      3,
      () => {},
      (s) => {
        const b = readFileSync(learnings(s));
        return b.length > 0 && b[b.length - 1] !== 0x0a;
      },
    );
    const file = learnings(sb);
    const complete = committed.length;
    expect(complete).toBe(2);
    // Every record whose append returned before the kill is there, whole, in order.
    expect(readRecords<{ key: string }>(file).records.map((r) => r.key)).toEqual(committed);

    // Every reader works and counts the fragment as one bad line.
    expect(readRecords(file)).toMatchObject({ bad: 1 });
    expect(readRecords(file).records).toHaveLength(complete);
    expect(readTail(file).records).toHaveLength(complete);
    const scanned: unknown[] = [];
    expect(await scanRecords(file, (r) => scanned.push(r))).toEqual({ bad: 1 });
    expect(scanned).toHaveLength(complete);
    const search = run(sb, "learnings-search", ["--json", "--limit", "10000"]);
    expect(search.status).toBe(0);
    expect(JSON.parse(search.stdout)).toHaveLength(complete);
    expect(doctor(sb).problems.map((p) => p.code)).toContain("corrupt-lines");

    // The next append starts on its own line.
    const next = run(sb, "learnings-log", [
      '{"type":"pitfall","key":"after-crash","confidence":7,"insight":"written after the crash"}',
    ]);
    expect(next).toMatchObject({ status: 0, stderr: "" });
    const after = readRecords(file);
    expect(after.bad).toBe(1);
    expect(after.records.at(-1)).toMatchObject({ key: "after-crash" });
    expect(JSON.parse(run(sb, "learnings-search", ["--query", "after-crash", "--json"]).stdout)[0]).toMatchObject({
      key: "after-crash",
    });

    // doctor --fix moves the fragment to learnings.jsonl.corrupt, then reports clean.
    const fixed = doctor(sb, true);
    expect(fixed.problems.filter((p) => p.code === "corrupt-lines").every((p) => p.fixed)).toBe(true);
    expect(doctorErrors(sb)).toEqual([]);
    expect(run(sb, "doctor").status).toBe(0);
    expect(readRecords(file)).toMatchObject({ bad: 0 });
    expect(readRecords(file).records).toHaveLength(complete + 1);
    expect(readFileSync(`${file}.corrupt`, "utf8")).toMatch(/^\{"type":"pattern"/);
  });

  it("a config rewrite: config.yaml is the old or the new file, never half; the next set waits out the dead lock", async () => {
    // Killed inside the third rewrite of 64 KiB or more (about the 18th set): temp file half written.
    const { sb } = await killInsideWrite(
      "config",
      [],
      3,
      (s) => {
        mkdirSync(s.root, { recursive: true, mode: 0o700 });
        writeFileSync(join(s.root, "config.yaml"), "# my notes\nproactive: false\n", { mode: 0o600 });
      },
      (s) => tempFiles(s.root).length > 0,
    );
    const list = run(sb, "config", ["list", "--json"]);
    expect(list.status).toBe(0);
    const rows = JSON.parse(list.stdout) as { key: string; value: string; source: string }[];
    // Every value is whole: 4000 v's and the write's number (and the sets before the kill are there).
    const written = rows.filter((x) => x.key.startsWith("key_"));
    expect(written.length).toBeGreaterThan(1);
    for (const r of written) expect(r.value).toMatch(/^v{4000}\d+$/);
    expect(rows).toContainEqual({ key: "proactive", value: "false", source: "set" });
    expect(readFileSync(join(sb.root, "config.yaml"), "utf8")).toContain("# my notes");

    // The dead writer's lock is taken over once stale; the next set succeeds.
    expect(run(sb, "config", ["set", "telemetry", "anonymous"])).toMatchObject({ status: 0, stderr: "" });
    expect(run(sb, "config", ["get", "telemetry"]).stdout).toBe("anonymous\n");
    expect(doctorErrors(sb)).toEqual([]);

    // The temp file is inert; once old, doctor --fix removes it.
    const tmp = tempFiles(sb.root);
    expect(tmp.length).toBeGreaterThan(0);
    const old = (Date.now() - 11 * 60_000) / 1000;
    for (const t of tmp) utimesSync(join(sb.root, t), old, old);
    expect(doctor(sb).problems.filter((p) => p.code === "stale-temp")).toHaveLength(tmp.length);
    doctor(sb, true);
    expect(tempFiles(sb.root)).toEqual([]);
    expect(doctor(sb).problems).toEqual([]);
  });

  it("a compaction: the timeline keeps every record exactly once, readers and the next append work", async () => {
    const events = 20_000;
    const seed = (s: Sandbox) => {
      const now = Date.now();
      const lines: string[] = [];
      for (let i = 0; i < events; i++) {
        lines.push(
          JSON.stringify({
            skill: "seed",
            event: i % 2 ? "completed" : "started",
            session: `s-${i}`,
            ts: new Date(now - (events - i) * 1000).toISOString(),
          }),
        );
      }
      mkdirSync(join(s.root, "projects", "test-project"), { recursive: true, mode: 0o700 });
      writeFileSync(timeline(s), `${lines.join("\n")}\n`, { mode: 0o600 });
    };
    // Killed inside the write of the compacted file: a temp file half written, the old one held.
    const { sb } = await killInsideWrite(
      "compact",
      [],
      1,
      seed,
      (s) => tempFiles(s.root).length > 0 && existsSync(`${timeline(s)}.compacting`),
    );
    const { records, bad } = readRecords<{ session: string }>(timeline(sb));
    expect(bad).toBe(0);
    expect(records).toHaveLength(events);
    expect(new Set(records.map((r) => r.session)).size).toBe(events);

    const read = run(sb, "timeline-read", ["--json", "--limit", "5"]);
    expect(read.status).toBe(0);
    expect(JSON.parse(read.stdout).events).toHaveLength(5);
    expect(run(sb, "timeline-log", ["--strict", '{"skill":"after","event":"started"}'])).toMatchObject({
      status: 0,
      stderr: "",
    });
    expect(readTail(timeline(sb), { limit: 1 }).records[0]).toMatchObject({ skill: "after" });
    // A compaction after the crash (it waits out the dead lock) still keeps everything.
    expect(run(sb, "timeline-read", ["--compact", "--json", "--limit", "1"]).status).toBe(0);
    expect(readRecords(timeline(sb)).records).toHaveLength(events + 1);
    expect(doctorErrors(sb)).toEqual([]);
  });

  it("a compaction killed between replacing the file and carrying over late appends: doctor --fix or the next compaction recovers them", () => {
    // The exact state such a kill leaves, built step by step (the window is microseconds wide).
    const setup = (renamed: boolean) => {
      const sb = sandbox();
      const file = timeline(sb);
      mkdirSync(join(file, ".."), { recursive: true, mode: 0o700 });
      const ev = (session: string) =>
        `${JSON.stringify({ skill: "qa", event: "started", session, ts: new Date().toISOString() })}\n`;
      const old = Array.from({ length: 10 }, (_, i) => ev(`o-${i}`)).join("");
      writeFileSync(file, old, { mode: 0o600 });
      const { ino, size } = statSync(file);
      writeFileSync(`${file}.compacted`, JSON.stringify({ ino, size }), { mode: 0o600 });
      linkSync(file, `${file}.compacting`);
      // Two appends reach the old file after the compactor read it; their writers saw no rename yet.
      appendFileSync(file, ev("late-1") + ev("late-2"));
      if (renamed) {
        writeFileSync(`${file}.new`, old, { mode: 0o600 });
        renameSync(`${file}.new`, file);
      }
      return { sb, file };
    };
    const sessions = (file: string) => readRecords<{ session: string }>(file).records.map((r) => r.session);

    const a = setup(true);
    expect(sessions(a.file)).not.toContain("late-1");
    expect(doctor(a.sb).problems.map((p) => p.code)).toContain("interrupted-compaction");
    doctor(a.sb, true);
    expect(sessions(a.file).filter((x) => x.startsWith("late-"))).toEqual(["late-1", "late-2"]);
    expect(existsSync(`${a.file}.compacting`)).toBe(false);
    expect(doctorErrors(a.sb)).toEqual([]);

    const b = setup(true);
    expect(run(b.sb, "timeline-read", ["--compact", "--json"]).status).toBe(0);
    expect(sessions(b.file).filter((x) => x.startsWith("late-"))).toEqual(["late-1", "late-2"]);
    expect(sessions(b.file)).toHaveLength(12);

    // Killed before the rename: the held file is the live one; nothing is carried twice.
    const c = setup(false);
    doctor(c.sb, true);
    expect(sessions(c.file)).toHaveLength(12);
    expect(existsSync(`${c.file}.compacting`)).toBe(false);
  });

  it("an artifact write: no artifact name ever holds a partial file; latest and the next put work", async () => {
    const dir = (s: Sandbox) => join(s.root, "projects", "test-project");
    // Each put first redacts its 2 MiB, then writes. Killed inside the second artifact's write: the first is whole, the second a half temp file.
    const { sb } = await killInsideWrite(
      "artifact",
      [String(2 * MiB)],
      2,
      () => {},
      (s) => tempFiles(s.root).length > 0,
    );
    const names = readdirSync(dir(sb)).filter((n) => n.endsWith(".md"));
    expect(names).toHaveLength(1);
    for (const n of names) expect(readFileSync(join(dir(sb), n), "utf8")).toMatch(/END-OF-ARTIFACT\n$/);
    const latest = run(sb, "artifact", ["latest", "design", "--branch", "main"]);
    expect(latest.status).toBe(0);
    expect(readFileSync(latest.stdout.trim(), "utf8")).toMatch(/END-OF-ARTIFACT\n$/);
    const put = run(sb, "artifact", ["put", "design", "--branch", "main"], { input: "# after the crash\n" });
    expect(put.status).toBe(0);
    expect(readFileSync(put.stdout.trim(), "utf8")).toContain("# after the crash");
    expect(run(sb, "artifact", ["list", "design", "--branch", "main", "--json"]).status).toBe(0);
    expect(doctorErrors(sb)).toEqual([]);
  });
});

/** Spawns a real bin/ command and SIGKILLs it after `afterMs` (if still running). */
function spawnAndKill(
  sb: Sandbox,
  name: string,
  args: string[],
  input: string | undefined,
  afterMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN, `gstack-${name}`), args, {
      cwd: sb.work,
      env: sb.env,
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.on("error", reject);
    child.stdin.on("error", () => {
      /* killed before reading */
    });
    child.stdin.end(input ?? "");
    const timer = setTimeout(() => child.kill("SIGKILL"), afterMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

describe("crash: real bin/ commands killed at seeded random moments", SLOW, () => {
  it("60 writers of every kind killed mid-run: doctor --fix leaves a clean state, what finished is kept, readers and writers work", async () => {
    const sb = sandbox();
    expect(run(sb, "config", ["set", "telemetry", "anonymous"]).status).toBe(0);
    const big = "y".repeat(MiB - 400);
    // Each job gets a unique id n; `id` is the string its record carries, for those checked below.
    const jobs: ((n: number) => { cmd: [string, string[], string?]; id?: string })[] = [
      (n) => ({
        cmd: ["learnings-log", ["-"], JSON.stringify({ type: "pattern", key: `big-${n}`, confidence: 3, detail: big })],
        id: `big-${n}`,
      }),
      (n) => ({
        cmd: ["learnings-log", [JSON.stringify({ type: "tool", key: `small-${n}`, confidence: 4 })]],
        id: `small-${n}`,
      }),
      (n) => ({
        cmd: [
          "timeline-log",
          ["-"],
          JSON.stringify({ skill: "review", event: "started", session: `t-${n}`, detail: big }),
        ],
        id: `t-${n}`,
      }),
      () => ({ cmd: ["timeline-read", ["--compact"]] }),
      () => ({ cmd: ["learnings-search", ["--compact"]] }),
      () => ({ cmd: ["config", ["set", "explain_level", "terse"]] }),
      () => ({ cmd: ["artifact", ["put", "design", "--branch", "main"], `# doc\n${big}\n`] }),
      (n) => ({
        cmd: ["review-log", ["-"], JSON.stringify({ skill: "review", status: "clean", run_id: `r-${n}`, detail: big })],
        id: `r-${n}`,
      }),
      (n) => ({
        cmd: ["eureka-log", [JSON.stringify({ skill: `e-${n}`, insight: "queues beat locks here" })]],
        id: `e-${n}`,
      }),
      () => ({ cmd: ["telemetry-log", ["--skill", "qa", "--duration", "3", "--outcome", "success"]] }),
      () => ({ cmd: ["builder-profile", ["log", '{"mode":"builder"}']] }),
      () => ({ cmd: ["security-log", ["-"], JSON.stringify({ payload: big })] }),
      () => ({ cmd: ["taste-update", ["approved", "v1", "--reason", "fonts: Inter"]] }),
      () => ({ cmd: ["session", ["touch", "--id", "s1"]] }),
    ];
    // Kill times span a whole run of a wave as measured here (seven commands at once, on this
    // machine under its present load), so some commands die before writing, some mid-write and
    // some finish. The old fixed 5-65 ms let 2 of 60 finish in one run.
    const t0 = Date.now();
    const warm = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        runAsync(sb, "learnings-log", [JSON.stringify({ type: "tool", key: `warm-${i}`, confidence: 4 })]),
      ),
    );
    for (const w of warm) expect(w.status, w.stderr).toBe(0);
    const full = Math.max(50, Date.now() - t0);
    const outcomes: { job: string; id?: string; code: number | null; signal: NodeJS.Signals | null }[] = [];
    for (let wave = 0; wave < 10; wave++) {
      await Promise.all([
        ...Array.from({ length: 6 }, async (_, i) => {
          const n = wave * 6 + i;
          const {
            cmd: [name, args, input],
            id,
          } = jobs[n % jobs.length]!(n);
          const r = await spawnAndKill(sb, name, args, input, rng.next() * full * 1.5);
          outcomes.push({ job: `${name} ${args.join(" ").slice(0, 40)}`, id, ...r });
        }),
        // One writer per wave is never killed: its record, written amid the kills, must survive
        // them and doctor --fix, so the check on finished records below never checks nothing.
        runAsync(sb, "learnings-log", [JSON.stringify({ type: "tool", key: `kept-${wave}`, confidence: 4 })]).then(
          (r) => {
            outcomes.push({ job: "learnings-log (not killed)", id: `kept-${wave}`, code: r.status, signal: null });
          },
        ),
      ]);
    }
    // Each command either finished cleanly or died of the SIGKILL: none failed on what the
    // earlier kills left behind (a torn line, a dead writer's lock, a half compaction).
    expect(outcomes.filter((o) => o.signal !== "SIGKILL" && o.code !== 0)).toEqual([]);
    const killed = outcomes.filter((o) => o.signal === "SIGKILL").length;
    expect(killed, `no kill landed (kill times up to ${Math.round(full * 1.5)} ms)`).toBeGreaterThan(0);
    injected += killed;

    // Whatever the kills left, doctor --fix repairs it, and then reports no error.
    doctor(sb, true);
    expect(doctorErrors(sb)).toEqual([]);
    const kept = new Set<unknown>();
    for (const f of jsonlFiles(sb.root)) {
      expect(f.bad, f.path).toEqual([]);
      expect(f.endsWithNewline, f.path).toBe(true);
      for (const r of f.records)
        for (const v of Object.values(r)) if (typeof v === "string" && v.length < 100) kept.add(v);
    }
    // Every record whose command exited 0 before its kill is still there, after doctor --fix too.
    const finished = outcomes.filter((o) => o.code === 0 && o.id).map((o) => o.id!);
    expect(finished).toEqual(expect.arrayContaining(Array.from({ length: 10 }, (_, w) => `kept-${w}`)));
    expect(finished.filter((id) => !kept.has(id))).toEqual([]);
    // Every reader works.
    for (const [name, args] of [
      ["learnings-search", []],
      ["timeline-read", []],
      ["config", ["list"]],
      ["artifact", ["list", "design", "--any-branch"]],
      ["review-read", []],
      ["eureka-log", ["--tail", "5"]],
      ["analytics", ["all"]],
      ["builder-profile", []],
      ["security-log", ["--tail", "5"]],
      ["taste-update", ["show"]],
      ["session", ["list"]],
    ] as [string, string[]][]) {
      const r = run(sb, name, args);
      expect(r.status, `${name}: ${r.stderr}`).toBe(0);
    }
    // And the next write of every kind succeeds (locks left by killed writers are taken over).
    const writes = await Promise.all([
      runAsync(sb, "learnings-log", ['{"type":"tool","key":"next","confidence":4}']),
      runAsync(sb, "timeline-log", ["--strict", '{"skill":"next","event":"started"}']),
      runAsync(sb, "config", ["set", "explain_level", "default"]),
      runAsync(sb, "artifact", ["put", "design", "--branch", "main"], { input: "# next\n" }),
      runAsync(sb, "review-log", ['{"skill":"review","status":"next"}']),
      runAsync(sb, "eureka-log", ['{"skill":"office-hours","insight":"next"}']),
      runAsync(sb, "telemetry-log", ["--skill", "next"]),
      runAsync(sb, "builder-profile", ["log", '{"mode":"startup"}']),
      runAsync(sb, "security-log", ['{"payload":"next"}']),
      runAsync(sb, "taste-update", ["rejected", "v2"]),
    ]);
    for (const w of writes) expect(w, w.stderr).toMatchObject({ status: 0 });
    expect(doctorErrors(sb)).toEqual([]);
  });
});
