import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { StatePaths } from "../../lib/state/paths.ts";
import {
  appendTimelineEvent,
  compactTimeline,
  formatTimeline,
  OUT_OF_ORDER_SLACK_MS,
  parseSince,
  readTimeline,
  summarizeTimeline,
  toTimelineEvent,
  type TimelineEvent,
} from "../../lib/records/timeline.ts";
import { sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";

const MIN = 60_000;
const NOW = Date.parse("2026-06-01T12:00:00Z");

function setup() {
  const sb = sandbox();
  const paths = new StatePaths(sb.env, sb.work);
  return { sb, paths, file: paths.timeline };
}

function write(file: string, events: object[]): void {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, events.map((e) => `${JSON.stringify(e)}\n`).join(""));
}

describe("toTimelineEvent", () => {
  it("keeps known fields, adds ts, keeps extras, matches the schema", () => {
    const ev = toTimelineEvent(
      {
        skill: "review",
        event: "completed",
        branch: 'a"b',
        outcome: "success",
        duration_s: 12.5,
        session: "123-456",
        custom: 1,
      },
      new Date(NOW),
    );
    expect(ev).toEqual({
      skill: "review",
      event: "completed",
      branch: 'a"b',
      session: "123-456",
      outcome: "success",
      duration_s: 12.5,
      ts: "2026-06-01T12:00:00.000Z",
      custom: 1,
    });
    assertSchema("timeline-event.schema.json", ev);
    expect(toTimelineEvent({ skill: "qa", event: "started", ts: "2026-01-01T00:00:00+05:00" }).ts).toBe(
      "2026-01-01T00:00:00+05:00",
    );
  });

  it.each([
    [[], /input: a JSON object is allowed, not an array/],
    [{ event: "started" }, /skill: required/],
    [{ skill: "qa" }, /event: required: one of started, completed/],
    [{ skill: "qa", event: "finished" }, /event: one of started, completed/],
    [{ skill: "../qa", event: "started" }, /skill: 1-64 characters/],
    [{ skill: "qa", event: "started", duration_s: -1 }, /duration_s: a number from 0 to 10000000/],
    [{ skill: "qa", event: "started", duration_s: "5" }, /duration_s: a number/],
    [{ skill: "qa", event: "started", branch: "a\nb" }, /branch: no control characters/],
    [{ skill: "qa", event: "started", outcome: "not ok!" }, /outcome: 1-64 characters/],
    [{ skill: "qa", event: "started", ts: "now" }, /ts: an ISO 8601/],
  ])("rejects %j", (input, msg) => {
    expect(() => toTimelineEvent(input)).toThrow(msg);
  });
});

describe("readTimeline", () => {
  it("reads newest first, stops well before since, tolerates out-of-order appends", () => {
    const { paths, file } = setup();
    const at = (minAgo: number) => new Date(NOW - minAgo * MIN).toISOString();
    write(file, [
      { skill: "ancient", event: "completed", ts: at(100_000) },
      { skill: "old", event: "completed", ts: at(70) },
      { skill: "a", event: "started", ts: at(50), branch: "main" },
      // Landed late: older than the one before it, but inside the window.
      { skill: "b", event: "completed", ts: at(55), branch: "dev" },
      // Just outside the window, within the slack: skipped without stopping.
      { skill: "c", event: "completed", ts: at(61) },
      { skill: "d", event: "completed", ts: at(10), branch: "main" },
      { skill: "no-ts", event: "completed" },
    ]);
    const since = NOW - 60 * MIN;
    expect(readTimeline(paths, { sinceMs: since }).events.map((e) => e.skill)).toEqual(["d", "b", "a"]);
    expect(readTimeline(paths, { sinceMs: since, branch: "main" }).events.map((e) => e.skill)).toEqual(["d", "a"]);
    expect(readTimeline(paths, { sinceMs: since, limit: 1 }).events.map((e) => e.skill)).toEqual(["d"]);
    expect(readTimeline(paths).events.map((e) => e.skill)).toEqual(["no-ts", "d", "c", "b", "a", "old", "ancient"]);
    expect(OUT_OF_ORDER_SLACK_MS).toBeGreaterThanOrEqual(60_000);
  });

  it("summarizes completed runs per skill and branches", () => {
    const evs = [
      { skill: "review", event: "completed", branch: "main" },
      { skill: "ship", event: "completed", branch: "dev" },
      { skill: "review", event: "completed", branch: "main" },
      { skill: "qa", event: "started", branch: "x" },
    ] as TimelineEvent[];
    expect(summarizeTimeline(evs)).toEqual({
      completed: [
        ["review", 2],
        ["ship", 1],
      ],
      branches: 3,
    });
  });

  it("formats gstack's text", () => {
    const text = formatTimeline({ completed: [["review", 2]], branches: 1 }, [
      {
        skill: "review",
        event: "completed",
        ts: "2026-01-02T03:04:05.678Z",
        outcome: "success",
        duration_s: 42,
        branch: "main",
      },
      { skill: "qa", event: "started", ts: "2026-01-02T04:00:00.000Z" },
    ]);
    expect(text).toBe(
      "TIMELINE: 2 /review across 1 branch\n\n## Recent Events\n- 2026-01-02 03:04:05Z /review completed [success] (42s) on main\n- 2026-01-02 04:00:00Z /qa started\n",
    );
    expect(formatTimeline({ completed: [], branches: 2 }, [])).toBe("\n## Recent Events\n");
  });
});

describe("parseSince", () => {
  it.each([
    ["7 days ago", NOW - 7 * 86_400_000],
    ["1 day ago", NOW - 86_400_000],
    ["2 hours ago", NOW - 7_200_000],
    ["30 minutes ago", NOW - 1_800_000],
    ["1 week ago", NOW - 604_800_000],
    ["1 month ago", NOW - 2_592_000_000],
    ["2026-05-01", Date.parse("2026-05-01")],
    ["2026-05-01T10:00:00Z", Date.parse("2026-05-01T10:00:00Z")],
  ])("%s", (text, want) => {
    expect(parseSince(text, NOW)).toBe(want);
  });

  it("rejects what it cannot read", () => {
    expect(() => parseSince("last week", NOW)).toThrow(/--since: "N unit ago"/);
    expect(() => parseSince("7 days", NOW)).toThrow(/--since/);
  });
});

describe("compaction", () => {
  it("drops events older than retention_days and those without ts", async () => {
    const { sb, paths, file } = setup();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "retention_days: 30\n");
    const now = Date.now();
    write(file, [
      { skill: "old", event: "completed", ts: new Date(now - 40 * 86_400_000).toISOString() },
      { skill: "nots", event: "completed" },
      { skill: "new", event: "completed", ts: new Date(now - 86_400_000).toISOString() },
    ]);
    expect(await compactTimeline(paths)).toEqual({ kept: 1, dropped: 2, bad: 0 });
    expect(readFileSync(file, "utf8")).toContain('"skill":"new"');
  });

  it("runs on append past jsonl_max_bytes and caps the file at half of it", async () => {
    const { sb, paths, file } = setup();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "jsonl_max_bytes: 65536\n");
    const now = Date.now();
    const evs: object[] = [];
    for (let i = 0; JSON.stringify(evs).length < 131_000; i++)
      evs.push({ skill: "s", event: "completed", n: i, ts: new Date(now - 1e6 + i).toISOString() });
    write(file, evs);
    await appendTimelineEvent(paths, toTimelineEvent({ skill: "last", event: "started" }));
    const text = readFileSync(file, "utf8");
    expect(text.length).toBeLessThanOrEqual(32_768);
    expect(text.trimEnd().split("\n").pop()).toContain('"skill":"last"');
  });
});
