// Crash faults: writers killed with SIGKILL in the middle of an append, a config rewrite, a
// compaction and an artifact write, and real bin/ commands killed at random moments. Afterwards
// no file is corrupt (or gstack-doctor --fix repairs it and then reports clean), every reader
// works, and the next write succeeds.
import { afterAll, describe, expect, it } from "vitest";
import { appendFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { readRecords, readTail, scanRecords } from "../../lib/state/jsonl.ts";
import {
  doctor, doctorErrors, jsonlFiles, killHard, sleep, startWorker, tempFiles,
} from "./helpers.ts";
import { spawn } from "node:child_process";
import { BIN } from "../helpers/state.ts";

const MiB = 1024 * 1024;
const learnings = (sb: Sandbox) => join(sb.root, "projects", "test-project", "learnings.jsonl");
const timeline = (sb: Sandbox) => join(sb.root, "projects", "test-project", "timeline.jsonl");

/** Kills performed by this file, reported once at the end (docs/reliability.md quotes them). */
let injected = 0;
const perMode: string[] = [];
afterAll(() => console.log(`crash faults injected: ${injected} SIGKILLs (kills until one landed: ${perMode.join(", ")})`));

/**
 * Starts a worker, kills it a random 0-`jitter` ms after its first write, and repeats in a fresh
 * sandbox until `landed` says the kill hit the window (at most `max` times).
 */
async function killUntil(
  mode: string, args: string[], jitter: number, max: number,
  setup: (sb: Sandbox) => void, landed: (sb: Sandbox) => boolean,
): Promise<{ sb: Sandbox; kills: number }> {
  for (let kills = 1; kills <= max; kills++) {
    const sb = sandbox();
    setup(sb);
    const w = startWorker(sb, mode, args);
    await w.ready;
    await sleep(Math.random() * jitter);
    await killHard(w);
    injected++;
    if (landed(sb)) {
      perMode.push(`${mode} ${kills}`);
      return { sb, kills };
    }
  }
  throw new Error(`${mode}: no kill of ${max} landed inside the write`);
}

describe("crash: SIGKILL in the middle of a write", () => {
  it("an append of a 1 MiB record: readers skip the torn line, the next append is whole, doctor --fix moves the fragment aside", async () => {
    const { sb } = await killUntil("append-learning", [String(MiB - 100)], 15, 80, () => {}, (s) => {
      const b = readFileSync(learnings(s));
      return b.length > 0 && b[b.length - 1] !== 0x0a;
    });
    const file = learnings(sb);
    const complete = readFileSync(file, "utf8").split("\n").slice(0, -1).length;
    expect(complete).toBeGreaterThan(0);

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
    const next = run(sb, "learnings-log", ['{"type":"pitfall","key":"after-crash","confidence":7,"insight":"written after the crash"}']);
    expect(next).toMatchObject({ status: 0, stderr: "" });
    const after = readRecords(file);
    expect(after.bad).toBe(1);
    expect(after.records.at(-1)).toMatchObject({ key: "after-crash" });
    expect(JSON.parse(run(sb, "learnings-search", ["--query", "after-crash", "--json"]).stdout)[0]).toMatchObject({ key: "after-crash" });

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
    const { sb } = await killUntil("config", [], 20, 80, (s) => {
      mkdirSync(s.root, { recursive: true, mode: 0o700 });
      writeFileSync(join(s.root, "config.yaml"), "# my notes\nproactive: false\n", { mode: 0o600 });
    }, (s) => tempFiles(s.root).length > 0);
    const list = run(sb, "config", ["list", "--json"]);
    expect(list.status).toBe(0);
    const rows = JSON.parse(list.stdout) as { key: string; value: string; source: string }[];
    // Every value is whole: 4000 v's and the write's number.
    for (const r of rows.filter((x) => x.key.startsWith("key_"))) expect(r.value).toMatch(/^v{4000}\d+$/);
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
        lines.push(JSON.stringify({ skill: "seed", event: i % 2 ? "completed" : "started", session: `s-${i}`, ts: new Date(now - (events - i) * 1000).toISOString() }));
      }
      mkdirSync(join(s.root, "projects", "test-project"), { recursive: true, mode: 0o700 });
      writeFileSync(timeline(s), `${lines.join("\n")}\n`, { mode: 0o600 });
    };
    // Landed: the new file half-written (a temp file), or the old one still held (.compacting).
    const { sb } = await killUntil("compact", [], 30, 80, seed, (s) => tempFiles(s.root).length > 0 || existsSync(`${timeline(s)}.compacting`));
    const { records, bad } = readRecords<{ session: string }>(timeline(sb));
    expect(bad).toBe(0);
    expect(records).toHaveLength(events);
    expect(new Set(records.map((r) => r.session)).size).toBe(events);

    const read = run(sb, "timeline-read", ["--json", "--limit", "5"]);
    expect(read.status).toBe(0);
    expect(JSON.parse(read.stdout).events).toHaveLength(5);
    expect(run(sb, "timeline-log", ["--strict", '{"skill":"after","event":"started"}'])).toMatchObject({ status: 0, stderr: "" });
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
      const ev = (session: string) => `${JSON.stringify({ skill: "qa", event: "started", session, ts: new Date().toISOString() })}\n`;
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
    // Each put first redacts its 2 MiB (~50-100 ms here), then writes: kill anywhere in both.
    const { sb } = await killUntil("artifact", [String(2 * MiB)], 250, 80, () => {}, (s) => tempFiles(s.root).length > 0);
    const names = readdirSync(dir(sb)).filter((n) => n.endsWith(".md"));
    expect(names.length).toBeGreaterThan(0);
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
function spawnAndKill(sb: Sandbox, name: string, args: string[], input: string | undefined, afterMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN, `gstack-${name}`), args, { cwd: sb.work, env: sb.env, stdio: ["pipe", "ignore", "ignore"] });
    child.on("error", reject);
    child.stdin.on("error", () => { /* killed before reading */ });
    child.stdin.end(input ?? "");
    const timer = setTimeout(() => child.kill("SIGKILL"), afterMs);
    child.on("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe("crash: real bin/ commands killed at random moments", () => {
  it("60 writers of every kind killed mid-run: doctor --fix leaves a clean state, readers and writers work", async () => {
    const sb = sandbox();
    expect(run(sb, "config", ["set", "telemetry", "anonymous"]).status).toBe(0);
    const big = "y".repeat(MiB - 400);
    const jobs: [string, string[], string?][] = [
      ["learnings-log", ["-"], JSON.stringify({ type: "pattern", key: "big", confidence: 3, detail: big })],
      ["learnings-log", ['{"type":"tool","key":"small","confidence":4}']],
      ["timeline-log", ["-"], JSON.stringify({ skill: "review", event: "started", detail: big })],
      ["timeline-read", ["--compact"]],
      ["learnings-search", ["--compact"]],
      ["config", ["set", "explain_level", "terse"]],
      ["artifact", ["put", "design", "--branch", "main"], `# doc\n${big}\n`],
      ["review-log", ["-"], JSON.stringify({ skill: "review", status: "clean", detail: big })],
      ["eureka-log", ['{"skill":"office-hours","insight":"queues beat locks here"}']],
      ["telemetry-log", ["--skill", "qa", "--duration", "3", "--outcome", "success"]],
      ["builder-profile", ["log", '{"mode":"builder"}']],
      ["security-log", ["-"], JSON.stringify({ payload: big })],
      ["taste-update", ["approved", "v1", "--reason", "fonts: Inter"]],
      ["session", ["touch", "--id", "s1"]],
    ];
    let kills = 0;
    for (let wave = 0; wave < 10; wave++) {
      await Promise.all(Array.from({ length: 6 }, (_, i) => {
        const [name, args, input] = jobs[(wave * 6 + i) % jobs.length]!;
        kills++;
        return spawnAndKill(sb, name, args, input, 5 + Math.random() * 60);
      }));
    }
    expect(kills).toBe(60);
    injected += kills;

    // Whatever the kills left, doctor --fix repairs it, and then reports no error.
    doctor(sb, true);
    expect(doctorErrors(sb)).toEqual([]);
    for (const f of jsonlFiles(sb.root)) {
      expect(f.bad, f.path).toEqual([]);
      expect(f.endsWithNewline, f.path).toBe(true);
    }
    // Every reader works.
    for (const [name, args] of [
      ["learnings-search", []], ["timeline-read", []], ["config", ["list"]], ["artifact", ["list", "design", "--any-branch"]],
      ["review-read", []], ["eureka-log", ["--tail", "5"]], ["analytics", ["all"]], ["builder-profile", []],
      ["security-log", ["--tail", "5"]], ["taste-update", ["show"]], ["session", ["list"]],
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
