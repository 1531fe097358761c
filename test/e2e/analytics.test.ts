import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, sandbox, type Sandbox } from "../helpers/state.ts";

const file = (sb: Sandbox) => join(sb.root, "analytics", "skill-usage.jsonl");
const DAY = 86_400_000;

function seed(sb: Sandbox, recs: object[]): void {
  mkdirSync(join(file(sb), ".."), { recursive: true });
  writeFileSync(file(sb), recs.map((r) => `${JSON.stringify(r)}\n`).join(""));
}

describe("gstack-analytics", () => {
  it("without data says how to turn it on", () => {
    expect(run(sandbox(), "analytics").stdout).toBe(
      "gstack usage — no data yet\n\nUsage data will appear here after you use gstack skills\nwith telemetry enabled (gstack-config set telemetry anonymous).\n",
    );
  });

  it("prints the dashboard for 7d (default), 30d and all; --json", () => {
    const sb = sandbox();
    const now = Date.now();
    const at = (d: number) => new Date(now - d * DAY).toISOString();
    seed(sb, [
      { v: 1, skill: "ship", ts: at(100), outcome: "success", duration_s: 7200, event_type: "skill_run" },
      { v: 1, skill: "ship", ts: at(20), outcome: "success", duration_s: 600, event_type: "skill_run" },
      { v: 1, skill: "qa", ts: at(2), outcome: "success", duration_s: 45, event_type: "skill_run" },
      { v: 1, skill: "qa", ts: at(1), outcome: "error", duration_s: 15, event_type: "skill_run" },
    ]);
    const week = run(sb, "analytics").stdout;
    expect(week).toBe(
      [
        "gstack usage (last 7 days)",
        "━".repeat(40),
        `  /qa                   ${"█".repeat(20)}  2 runs  (avg 30s)`,
        "",
        "Success rate: 50% | Errors: 1 | Total time: 1m",
        "Events: 2 skill runs",
        "",
      ].join("\n"),
    );
    expect(run(sb, "analytics", ["7d"]).stdout).toBe(week);
    expect(run(sb, "analytics", ["30d"]).stdout).toContain("Events: 3 skill runs");
    const all = run(sb, "analytics", ["all"]).stdout;
    expect(all).toContain("gstack usage (all time)");
    expect(all).toContain("Total time: 2h 11m");
    expect(all).toMatch(/\/ship {17}█{20} {2}2 runs {2}\(avg 65m\)/);
    expect(JSON.parse(run(sb, "analytics", ["all", "--json"]).stdout)).toMatchObject({
      window: "all",
      runs: 4,
      errors: 1,
      success_rate: 75,
    });
  });

  it("--compact drops runs past retention_days", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "retention_days: 30\n");
    seed(sb, [
      { skill: "old", ts: new Date(Date.now() - 60 * DAY).toISOString() },
      { skill: "new", ts: new Date().toISOString() },
    ]);
    expect(run(sb, "analytics", ["all", "--compact"]).stdout).toContain("Events: 1 skill runs");
    expect(readFileSync(file(sb), "utf8")).not.toContain('"old"');
  });

  it.each([
    [["1y"], 1, /window: one of 24h, 7d, 14d, 30d, all/],
    [["7d", "30d"], 2, /takes one WINDOW argument at most/],
    [["--bogus"], 2, /unknown flag --bogus/],
  ])("rejects %j with exit %i", (args, code, msg) => {
    const r = run(sandbox(), "analytics", args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
