// Concurrency faults: 50 real writers across every JSONL kind at once, 20 config writers (with
// readers racing them), and compaction racing appends. Nothing lost, nothing torn, nothing glued.
import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, runAsync, sandbox, type RunResult } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";
import { jsonlFiles, SLOW, startWorker } from "./helpers.ts";

const KiB = 1024;

/** Size of the padding for writer i: 100 B up to ~1 MiB for the kinds that carry free text. */
function pad(i: number, max: number): string {
  const sizes = [100, 1 * KiB, 16 * KiB, 128 * KiB, 1000 * KiB];
  return "p".repeat(Math.min(max, sizes[i % sizes.length]!));
}

/** One writer per kind in turn: the command, its input, the file it lands in and the id it carries. */
const KINDS: {
  kind: string;
  file: string;
  schema: string;
  write: (i: number) => [string, string[], string?];
  id: (rec: Record<string, unknown>) => unknown;
}[] = [
  {
    kind: "learnings",
    file: "projects/test-project/learnings.jsonl",
    schema: "learning.schema.json",
    write: (i) => [
      "learnings-log",
      ["-"],
      JSON.stringify({ type: "pattern", key: `w${i}`, confidence: 5, detail: pad(i, 1000 * KiB) }),
    ],
    id: (r) => r.key,
  },
  {
    kind: "timeline",
    file: "projects/test-project/timeline.jsonl",
    schema: "timeline-event.schema.json",
    write: (i) => [
      "timeline-log",
      ["--strict", "-"],
      JSON.stringify({ skill: "qa", event: "started", session: `w${i}`, detail: pad(i, 1000 * KiB) }),
    ],
    id: (r) => r.session,
  },
  {
    kind: "reviews",
    file: "projects/test-project/unknown-reviews.jsonl",
    schema: "review.schema.json",
    write: (i) => [
      "review-log",
      ["-"],
      JSON.stringify({ skill: "review", run_id: `w${i}`, detail: pad(i, 1000 * KiB) }),
    ],
    id: (r) => r.run_id,
  },
  {
    kind: "telemetry",
    file: "analytics/skill-usage.jsonl",
    schema: "skill-usage.schema.json",
    write: (i) => ["telemetry-log", ["--skill", "qa", "--session-id", `w${i}`, "--error-message", pad(i, 150)]],
    id: (r) => r.session_id,
  },
  {
    kind: "eureka",
    file: "analytics/eureka.jsonl",
    schema: "eureka.schema.json",
    write: (i) => ["eureka-log", ["-"], JSON.stringify({ skill: `w${i}`, insight: `observed ${pad(i, 1900)}` })],
    id: (r) => r.skill,
  },
  {
    kind: "security",
    file: "security/attempts.jsonl",
    schema: "security-attempt.schema.json",
    write: (i) => [
      "security-log",
      ["-"],
      JSON.stringify({ payload: `attempt ${i} ${pad(i, 1000 * KiB)}`, skill: `w${i}` }),
    ],
    id: (r) => r.skill,
  },
  {
    kind: "builder-profile",
    file: "builder-profile.jsonl",
    schema: "builder-profile.schema.json",
    write: (i) => [
      "builder-profile",
      ["log", "-"],
      JSON.stringify({
        mode: "builder",
        design_doc: `w${i}`,
        signals: Array.from({ length: 1 + (i % 100) }, () => pad(i, 190)),
      }),
    ],
    id: (r) => r.design_doc,
  },
];

function ok(results: RunResult[]): void {
  for (const r of results) expect(r, r.stderr).toMatchObject({ status: 0, stderr: "" });
}

describe("concurrency", SLOW, () => {
  it("50 writers across every JSONL kind at once: every record once, whole, on its own line, schema-valid", async () => {
    const sb = sandbox();
    expect(run(sb, "config", ["set", "telemetry", "anonymous"]).status).toBe(0);
    const expected = new Map<string, string[]>(KINDS.map((k) => [k.kind, []]));
    const jobs = Array.from({ length: 50 }, (_, i) => {
      const k = KINDS[i % KINDS.length]!;
      expected.get(k.kind)!.push(`w${i}`);
      const [name, args, input] = k.write(i);
      return runAsync(sb, name, args, { input });
    });
    ok(await Promise.all(jobs));
    const files = new Map(jsonlFiles(sb.root).map((f) => [f.path, f]));
    for (const k of KINDS) {
      const f = files.get(k.file)!;
      expect(f, k.file).toBeDefined();
      expect(f.bad, k.file).toEqual([]);
      expect(f.endsWithNewline).toBe(true);
      expect(f.records.map(k.id).sort(), k.kind).toEqual(expected.get(k.kind)!.sort());
      for (const r of f.records) assertSchema(k.schema, r);
    }
    // Builder sessions were numbered under the lock: 1..n, no number twice.
    const sessions = files
      .get("builder-profile.jsonl")!
      .records.map((r) => r.session)
      .sort((a, b) => Number(a) - Number(b));
    expect(sessions).toEqual(sessions.map((_, i) => i + 1));
  });

  it("20 config writers of distinct keys and 20 readers at once: all 20 kept, comments kept, every read whole", async () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true, mode: 0o700 });
    writeFileSync(join(sb.root, "config.yaml"), "# hand-written notes\nproactive: false # mine\n", { mode: 0o600 });
    const writers = Array.from({ length: 20 }, (_, i) =>
      runAsync(sb, "config", ["set", `key_${i}`, `value-${i}-${"v".repeat(i * 100)}`]),
    );
    const readers = Array.from({ length: 20 }, () => runAsync(sb, "config", ["get", "proactive"]));
    const [w, r] = await Promise.all([Promise.all(writers), Promise.all(readers)]);
    ok(w);
    for (const x of r) expect(x).toMatchObject({ status: 0, stdout: "false\n", stderr: "" });
    const rows = JSON.parse(run(sb, "config", ["list", "--json"]).stdout) as {
      key: string;
      value: string;
      source: string;
    }[];
    for (let i = 0; i < 20; i++)
      expect(rows).toContainEqual({ key: `key_${i}`, value: `value-${i}-${"v".repeat(i * 100)}`, source: "set" });
    const text = readFileSync(join(sb.root, "config.yaml"), "utf8");
    expect(text).toContain("# hand-written notes");
    expect(text).toContain("# mine");
  });

  it("20 config writers of the same key: one value wins, the key appears once", async () => {
    const sb = sandbox();
    ok(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          runAsync(sb, "config", ["set", "explain_level", i % 2 ? "terse" : "default"]),
        ),
      ),
    );
    const text = readFileSync(join(sb.root, "config.yaml"), "utf8");
    expect(text.match(/^explain_level:/gm)).toHaveLength(1);
    expect(["terse\n", "default\n"]).toContain(run(sb, "config", ["get", "explain_level"]).stdout);
  });

  it("20 artifact puts in the same second, 20 taste verdicts, 10 first uses of the device salt: none lost", async () => {
    const sb = sandbox();
    const [puts, votes, attempts] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          runAsync(sb, "artifact", ["put", "design", "--branch", "main"], {
            input: `# doc ${i}\n${pad(i, 512 * KiB)}\nEND ${i}\n`,
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          runAsync(sb, "taste-update", [i % 2 ? "rejected" : "approved", `v${i}`, "--reason", `fonts: F${i}`]),
        ),
      ),
      Promise.all(Array.from({ length: 10 }, () => runAsync(sb, "security-log", ['{"payload":"the same attempt"}']))),
    ]);
    ok(puts);
    ok(votes);
    ok(attempts);
    // Every artifact under its own name, whole.
    const paths = puts.map((r) => r.stdout.trim());
    expect(new Set(paths).size).toBe(20);
    for (const p of paths) expect(readFileSync(p, "utf8")).toMatch(/\nEND \d+\n$/);
    const bodies = new Set(paths.map((p) => /END (\d+)\n$/.exec(readFileSync(p, "utf8"))![1]));
    expect(bodies.size).toBe(20);
    // Every verdict recorded under the profile's lock.
    const profile = JSON.parse(readFileSync(join(sb.root, "projects", "test-project", "taste-profile.json"), "utf8"));
    expect(profile.sessions.map((x: { variant: string }) => x.variant).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `v${i}`).sort(),
    );
    // One salt won the race: the same text hashes the same in every record.
    const [f] = jsonlFiles(sb.root).filter((x) => x.path === "security/attempts.jsonl");
    expect(f!.records).toHaveLength(10);
    expect(new Set(f!.records.map((r) => r.payload_hash)).size).toBe(1);
  });

  it("compaction racing appends (library): 4 appenders x 500 events against 50 compactions lose nothing", async () => {
    const sb = sandbox();
    // 5,000 older events make each compaction read and rewrite ~1 MiB, widening the race.
    const now = Date.now();
    mkdirSync(join(sb.root, "projects", "test-project"), { recursive: true, mode: 0o700 });
    writeFileSync(
      join(sb.root, "projects", "test-project", "timeline.jsonl"),
      Array.from(
        { length: 5000 },
        (_, i) =>
          `${JSON.stringify({ skill: "old", event: "started", session: `o-${i}`, ts: new Date(now - 3_600_000 + i).toISOString(), detail: "d".repeat(150) })}\n`,
      ).join(""),
      { mode: 0o600 },
    );
    const appenders = ["a", "b", "c", "d"].map((tag) => startWorker(sb, "append-timeline", [tag, "500"]));
    const compactor = startWorker(sb, "compact-n", ["50"]);
    const codes = await Promise.all([...appenders, compactor].map((w) => w.exited));
    expect(codes).toEqual([0, 0, 0, 0, 0]);
    const [f] = jsonlFiles(sb.root).filter((x) => x.path.endsWith("timeline.jsonl"));
    expect(f!.bad).toEqual([]);
    const seen = new Set(f!.records.map((r) => r.session));
    for (const tag of ["a", "b", "c", "d"])
      for (let i = 0; i < 500; i++) expect(seen.has(`${tag}-${i}`), `${tag}-${i}`).toBe(true);
    for (let i = 0; i < 5000; i++) expect(seen.has(`o-${i}`), `o-${i}`).toBe(true);
    // A rare duplicate is allowed (docs/decisions/0002); a lost or torn line is not.
    expect(f!.records.length).toBeGreaterThanOrEqual(7000);
  });

  it("compaction racing appends (bin/): timeline-log and learnings-log against --compact readers lose nothing", async () => {
    const sb = sandbox();
    const jobs: Promise<RunResult>[] = [];
    for (let i = 0; i < 40; i++) {
      const t = JSON.stringify({ skill: "qa", event: "completed", session: `t${i}`, detail: pad(i, 128 * KiB) });
      jobs.push(runAsync(sb, "timeline-log", ["--strict", "-"], { input: t }));
      jobs.push(
        runAsync(sb, "learnings-log", ["-"], {
          input: JSON.stringify({ type: "tool", key: `l${i}`, confidence: 3, detail: pad(i, 100 * KiB) }),
        }),
      );
      if (i % 4 === 0) {
        jobs.push(runAsync(sb, "timeline-read", ["--compact", "--limit", "1"]));
        jobs.push(runAsync(sb, "learnings-search", ["--compact", "--limit", "1"]));
      }
    }
    ok(await Promise.all(jobs));
    const files = new Map(jsonlFiles(sb.root).map((f) => [f.path, f]));
    const t = files.get("projects/test-project/timeline.jsonl")!;
    const l = files.get("projects/test-project/learnings.jsonl")!;
    expect(t.bad).toEqual([]);
    expect(l.bad).toEqual([]);
    expect(new Set(t.records.map((r) => r.session))).toEqual(new Set(Array.from({ length: 40 }, (_, i) => `t${i}`)));
    expect(new Set(l.records.map((r) => r.key))).toEqual(new Set(Array.from({ length: 40 }, (_, i) => `l${i}`)));
    const found = JSON.parse(run(sb, "learnings-search", ["--limit", "100", "--json"]).stdout) as unknown[];
    expect(found).toHaveLength(40);
  });

  it("a locked step longer than the old 5 s stale time keeps its lock: compactions and appends racing it lose nothing", async () => {
    const sb = sandbox();
    const file = join(sb.root, "projects", "test-project", "learnings.jsonl");
    const log = (i: number) =>
      runAsync(sb, "learnings-log", [
        JSON.stringify({ type: "pattern", key: `k${i}`, confidence: 5, source: "observed", insight: `n${i}` }),
      ]);
    ok(await Promise.all(Array.from({ length: 20 }, (_, i) => log(i))));
    // A holder doing 6.5 s of synchronous work under the learnings file's lock (a huge compaction).
    const holder = startWorker(sb, "hold-lock", [file, "6500"]);
    let said = "";
    holder.child.stdout!.on("data", (d) => (said += d));
    await holder.ready;
    let compactedAt = 0;
    const compactions = Array.from({ length: 2 }, () =>
      runAsync(sb, "learnings-search", ["--compact", "--limit", "1"]).then((r) => {
        compactedAt = Math.max(compactedAt, Date.now());
        return r;
      }),
    );
    const appends = Array.from({ length: 20 }, (_, i) => log(20 + i));
    ok(await Promise.all(appends));
    ok(await Promise.all(compactions));
    expect(await holder.exited).toBe(0);
    const released = Number(/released (\d+)/.exec(said)?.[1]);
    // The compactions waited for the holder: they ended after it let go, not 5 s into its work.
    expect(compactedAt).toBeGreaterThanOrEqual(released);
    const keys = jsonlFiles(sb.root)
      .find((f) => f.path === "projects/test-project/learnings.jsonl")!
      .records.map((r) => r.key);
    expect(new Set(keys)).toEqual(new Set(Array.from({ length: 40 }, (_, i) => `k${i}`)));
  }, 60_000);
});
