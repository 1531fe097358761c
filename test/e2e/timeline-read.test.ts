import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, sandbox, type Sandbox } from "../helpers/state.ts";
import { expectRejected } from "../helpers/snapshot.ts";

const file = (sb: Sandbox) => join(sb.root, "projects", "test-project", "timeline.jsonl");
const DAY = 86_400_000;

function seed(sb: Sandbox, events: object[]): void {
  mkdirSync(join(file(sb), ".."), { recursive: true });
  writeFileSync(file(sb), events.map((e) => `${JSON.stringify(e)}\n`).join(""));
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, ".000Z");

describe("gstack-timeline-read", () => {
  it("prints nothing without a timeline", () => {
    expect(run(sandbox(), "timeline-read")).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });

  it("prints the summary and recent events, oldest first, as gstack does", () => {
    const sb = sandbox();
    for (const ev of [
      { skill: "review", event: "started", branch: "main", ts: "2026-01-02T03:00:00Z" },
      {
        skill: "review",
        event: "completed",
        branch: "main",
        outcome: "success",
        duration_s: 120,
        ts: "2026-01-02T03:02:00Z",
      },
      { skill: "ship", event: "completed", branch: 'fix/a"b', ts: "2026-01-02T04:00:00Z" },
    ])
      expect(run(sb, "timeline-log", [JSON.stringify(ev), "--strict"]).status).toBe(0);
    expect(run(sb, "timeline-read").stdout).toBe(
      [
        "TIMELINE: 1 /review, 1 /ship across 2 branches",
        "",
        "## Recent Events",
        "- 2026-01-02 03:00:00Z /review started on main",
        "- 2026-01-02 03:02:00Z /review completed [success] (120s) on main",
        '- 2026-01-02 04:00:00Z /ship completed on fix/a"b',
        "",
      ].join("\n"),
    );
  });

  it("--since, --limit, --branch, --json", () => {
    const sb = sandbox();
    const now = Date.now();
    seed(sb, [
      { skill: "old", event: "completed", branch: "main", ts: iso(now - 10 * DAY) },
      { skill: "review", event: "completed", branch: "main", ts: iso(now - 2 * DAY) },
      { skill: "qa", event: "completed", branch: "dev", ts: iso(now - DAY) },
      { skill: "review", event: "completed", branch: "dev", ts: iso(now - 1000) },
    ]);
    const week = run(sb, "timeline-read", ["--since", "7 days ago"]).stdout;
    expect(week).toMatch(/^TIMELINE: 2 \/review, 1 \/qa across 2 branches\n/);
    expect(week).not.toContain("/old");
    const limited = run(sb, "timeline-read", ["--limit", "1"]).stdout;
    expect(limited).toMatch(
      /^TIMELINE: 2 \/review, 1 \/old, 1 \/qa across 2 branches\n\n## Recent Events\n- \S+ \S+ \/review completed on dev\n$/,
    );
    const dev = JSON.parse(run(sb, "timeline-read", ["--branch", "dev", "--json"]).stdout);
    expect(dev.completed).toEqual([
      ["qa", 1],
      ["review", 1],
    ]);
    expect(dev.branches).toBe(1);
    expect(dev.events.map((e: { skill: string }) => e.skill)).toEqual(["qa", "review"]);
    const since = JSON.parse(run(sb, "timeline-read", ["--since", iso(now - 3 * DAY), "--json"]).stdout);
    expect(since.events).toHaveLength(3);
  });

  it("--compact drops events past retention_days first", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "retention_days: 5\n");
    const now = Date.now();
    seed(sb, [
      { skill: "old", event: "completed", ts: iso(now - 10 * DAY) },
      { skill: "new", event: "completed", ts: iso(now - DAY) },
    ]);
    expect(run(sb, "timeline-read", ["--compact"]).stdout).toMatch(/^TIMELINE: 1 \/new across 0 branches\n/);
    expect(readFileSync(file(sb), "utf8")).not.toContain('"old"');
  });

  it.each([
    [["--since", "yesterday"], 1, /--since: "N unit ago"/],
    [["--limit", "0"], 2, /--limit: an integer >= 1/],
    [["--limit", "x"], 2, /--limit: an integer is allowed/],
    [["--bogus"], 2, /unknown flag --bogus/],
    [["positional"], 2, /unexpected argument/],
  ])("rejects %j with exit %i, changing nothing", (args, code, msg) => {
    const sb = sandbox();
    seed(sb, [{ skill: "a", event: "completed", ts: iso(Date.now()) }]);
    expectRejected(sb, "timeline-read", args as string[], code as number, msg as RegExp);
  });
});
