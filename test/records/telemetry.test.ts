import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { StatePaths } from "../../lib/state/paths.ts";
import {
  appendSkillUsage,
  compactSkillUsage,
  formatUsageReport,
  settlePending,
  skillUsageRecord,
  telemetryEnabled,
  usageReport,
} from "../../lib/records/telemetry.ts";
import { sandbox } from "../helpers/state.ts";
import { assertJsonlSchema, assertSchema } from "../helpers/schema.ts";

const DAY = 86_400_000;

function setup() {
  const sb = sandbox();
  return { sb, paths: new StatePaths(sb.env, sb.work) };
}

function seed(file: string, recs: object[]): void {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, recs.map((r) => `${JSON.stringify(r)}\n`).join(""));
}

describe("telemetryEnabled", () => {
  it.each([
    [{}, undefined, false],
    [{}, "off", false],
    [{}, "anonymous", true],
    [{}, "community", true],
    [{}, "bogus", false],
    [{ DO_NOT_TRACK: "1" }, "community", false],
    [{ DO_NOT_TRACK: "true" }, "anonymous", false],
    [{ DO_NOT_TRACK: "0" }, "anonymous", true],
    [{ DO_NOT_TRACK: "" }, "anonymous", true],
  ])("%j with %s -> %s", (env, tier, want) => {
    expect(telemetryEnabled(env as NodeJS.ProcessEnv, tier)).toBe(want);
  });
});

describe("skillUsageRecord / appendSkillUsage", () => {
  it("fills gstack's v1 record; caps duration and message lengths; redacts", async () => {
    const { paths } = setup();
    const rec = skillUsageRecord(
      paths,
      {
        skill: "qa",
        duration_s: 90_000,
        outcome: "error",
        error_message: `ghp_abcdefghijklmnopqrstuvwxyz0123456789 ${"m".repeat(300)}`,
        failed_step: "s".repeat(50),
        session_id: "123-456",
        used_browse: true,
      },
      new Date("2026-03-01T10:00:00.123Z"),
    );
    expect(rec).toMatchObject({
      v: 1,
      ts: "2026-03-01T10:00:00Z",
      event_type: "skill_run",
      skill: "qa",
      session_id: "123-456",
      duration_s: null,
      outcome: "error",
      used_browse: true,
      sessions: 1,
      installation_id: null,
      source: "live",
      _repo_slug: "test-project",
      _branch: "unknown",
    });
    expect(rec.error_message).toMatch(/^<REDACTED-[\w.-]+> m/);
    expect(rec.error_message).toHaveLength(200);
    expect(rec.failed_step).toHaveLength(50);
    assertSchema("skill-usage.schema.json", rec);
    await appendSkillUsage(paths, rec);
    await appendSkillUsage(paths, { skill: "ship", duration_s: 5 });
    const stored = assertJsonlSchema("skill-usage.schema.json", paths.skillUsage);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toEqual(rec);
  });

  it.each([
    [{}, { skill: "", outcome: "unknown", event_type: "skill_run" }],
    [{ skill: 'a "b"\\c\nd' }, { skill: "a bcd" }],
    [{ skill: "s".repeat(250) }, { skill: "s".repeat(200) }],
    [{ skill: "qa", duration_s: -1 }, { duration_s: null }],
    [{ skill: "qa", duration_s: "1.5" }, { duration_s: null }],
    [{ skill: "qa", outcome: 'ok\n"x":1' }, { outcome: "okx:1" }],
    [{ skill: "qa", session_id: 'a\\"b' }, { session_id: "ab" }],
    [{ skill: "qa", event_type: "upgrade_prompted" }, { event_type: "upgrade_prompted" }],
    [{ skill: "qa", used_browse: "yes" }, { used_browse: false }],
    [{ skill: "qa", error_message: "a\nb" }, { error_message: "a b" }],
    [{ skill: "qa", ts: "not a date" }, { ts: expect.stringMatching(/^\d{4}-/) }],
  ])("sanitises %j instead of refusing it", (input, expected) => {
    const { paths } = setup();
    const rec = skillUsageRecord(paths, input);
    expect(rec).toMatchObject(expected);
    assertSchema("skill-usage.schema.json", rec);
  });
});

describe("settlePending", () => {
  it("logs other sessions' markers as unknown when on, removes them; removes only its own when off", async () => {
    const { sb, paths } = setup();
    const dir = join(sb.root, "analytics");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, ".pending-mine"), '{"skill":"qa","ts":"2026-01-01T00:00:00Z","session_id":"mine"}');
    writeFileSync(join(dir, ".pending-other"), '{"skill":"review","ts":"2026-01-01T00:00:00Z","session_id":"other"}');
    expect(await settlePending(paths, "mine", false)).toBe(0);
    expect(readdirSync(dir)).toEqual([".pending-other"]);
    expect(await settlePending(paths, "mine", true)).toBe(1);
    expect(readdirSync(dir)).toEqual(["skill-usage.jsonl"]);
    const [rec] = assertJsonlSchema("skill-usage.schema.json", paths.skillUsage);
    expect(rec).toMatchObject({ skill: "review", outcome: "unknown", session_id: "other", ts: "2026-01-01T00:00:00Z" });
  });
});

describe("usageReport", () => {
  it("counts runs in the window like gstack: old-format lines count, hook_fire and other event types do not", async () => {
    const { paths } = setup();
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY).toISOString();
    seed(paths.skillUsage, [
      { skill: "old", ts: at(40), outcome: "success", event_type: "skill_run" },
      { skill: "qa", ts: at(20), outcome: "error", duration_s: 100, event_type: "skill_run" },
      { skill: "qa", ts: at(3), outcome: "success", duration_s: 30, event_type: "skill_run" },
      { skill: "review", ts: at(2) },
      { skill: "qa", ts: at(1), outcome: "error", duration_s: 90, event_type: "skill_run" },
      { skill: "hook", ts: at(1), event: "hook_fire" },
      { skill: "upgrade", ts: at(1), event_type: "upgrade_prompted" },
      { skill: "qa", ts: at(0), outcome: "abort", event_type: "skill_run" },
    ]);
    const week = await usageReport(paths, "7d", now);
    expect(week).toMatchObject({ runs: 4, success: 2, errors: 1, success_rate: 50, total_duration_s: 120 });
    expect(week.skills).toEqual([
      { skill: "qa", runs: 3, avg_duration_s: 60 },
      { skill: "review", runs: 1, avg_duration_s: 0 },
    ]);
    expect((await usageReport(paths, "30d", now)).runs).toBe(5);
    expect((await usageReport(paths, "all", now)).runs).toBe(6);
    expect(formatUsageReport(week)).toBe(
      [
        "gstack usage (last 7 days)",
        "━".repeat(40),
        `  /qa                   ${"█".repeat(20)}  3 runs  (avg 1m)`,
        `  /review               ${"█".repeat(6)}  1 runs  (avg 0s)`,
        "",
        "Success rate: 50% | Errors: 1 | Total time: 2m",
        "Events: 4 skill runs",
        "",
      ].join("\n"),
    );
  });

  it("says when there is no data, an empty file, or nothing in the window", async () => {
    const { paths } = setup();
    expect(formatUsageReport(await usageReport(paths, "7d"))).toMatch(
      /^gstack usage — no data yet\n\nUsage data will appear/,
    );
    seed(paths.skillUsage, []);
    expect(formatUsageReport(await usageReport(paths, "7d"))).toBe("gstack usage — no data yet\n");
    seed(paths.skillUsage, [{ skill: "qa", ts: "2020-01-01T00:00:00Z", event_type: "skill_run" }]);
    expect(formatUsageReport(await usageReport(paths, "30d"))).toBe(
      "gstack usage (last 30 days) — no skill runs found\n",
    );
  });

  it("compaction drops runs older than retention_days", async () => {
    const { sb, paths } = setup();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "retention_days: 10\n");
    const now = Date.now();
    seed(paths.skillUsage, [
      { skill: "old", ts: new Date(now - 20 * DAY).toISOString() },
      { skill: "new", ts: new Date(now - DAY).toISOString() },
    ]);
    expect(await compactSkillUsage(paths)).toEqual({ kept: 1, dropped: 1, bad: 0 });
    expect(readFileSync(paths.skillUsage, "utf8")).toContain('"new"');
  });
});
