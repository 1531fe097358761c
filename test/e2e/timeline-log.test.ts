import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, gitRepo, run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { snapshot } from "../helpers/snapshot.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const file = (sb: Sandbox) => join(sb.root, "projects", "test-project", "timeline.jsonl");

describe("gstack-timeline-log", () => {
  it("appends an event with ts; a branch with a quote survives; --json prints it", () => {
    const sb = sandbox();
    gitRepo(sb.work, 'feat/a"b');
    const r = run(sb, "timeline-log", [
      JSON.stringify({ skill: "review", event: "started", branch: 'feat/a"b', session: "1-2" }),
      "--json",
    ]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    const ev = JSON.parse(r.stdout);
    expect(ev).toMatchObject({ skill: "review", event: "started", branch: 'feat/a"b', session: "1-2" });
    const [stored] = assertJsonlSchema("timeline-event.schema.json", file(sb));
    expect(stored).toEqual(ev);
    expect(statSync(file(sb)).mode & 0o777).toBe(0o600);
  });

  it("stores pretty-printed input as one line; reads stdin with -", () => {
    const sb = sandbox();
    const pretty = JSON.stringify(
      { skill: "ship", event: "completed", outcome: "success", duration_s: 95, ts: "2026-03-04T05:06:07Z" },
      null,
      2,
    );
    expect(run(sb, "timeline-log", [pretty]).status).toBe(0);
    expect(run(sb, "timeline-log", ["-"], { input: pretty }).status).toBe(0);
    const lines = readFileSync(file(sb), "utf8").split("\n");
    expect(lines).toHaveLength(3);
    const recs = assertJsonlSchema("timeline-event.schema.json", file(sb));
    // A given valid ts is kept byte for byte, as gstack does.
    expect(recs[0]).toEqual({
      skill: "ship",
      event: "completed",
      outcome: "success",
      duration_s: 95,
      ts: "2026-03-04T05:06:07Z",
    });
    expect(lines[0]).toContain('"ts":"2026-03-04T05:06:07Z"');
  });

  it("repairs a missing final newline; 20 parallel appends all land", async () => {
    const sb = sandbox();
    mkdirSync(join(file(sb), ".."), { recursive: true });
    writeFileSync(file(sb), '{"skill":"x","event":"started","ts":"2026-01-01T00:00:00.000Z"}');
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        runAsync(sb, "timeline-log", [JSON.stringify({ skill: `s${i}`, event: "completed" })]),
      ),
    );
    expect(rs.every((r) => r.status === 0 && r.stderr === "")).toBe(true);
    expect(assertJsonlSchema("timeline-event.schema.json", file(sb))).toHaveLength(21);
  });

  it.each([
    ["invalid JSON", ["{"], /input: valid JSON/, 1],
    ["an array", ['[{"skill":"a","event":"started"}]'], /input: a JSON object is allowed, not an array/, 1],
    ["no skill", ['{"event":"started"}'], /skill: required/, 1],
    ["no event", ['{"skill":"qa"}'], /event: required: one of started, completed/, 1],
    ["a bad event", ['{"skill":"qa","event":"done"}'], /event: one of started, completed/, 1],
    ["a numeric skill", ['{"skill":7,"event":"started"}'], /skill: a string is allowed/, 1],
    ["a .. skill", ['{"skill":"..","event":"started"}'], /skill: 1-64 characters/, 1],
    ["a string duration", ['{"skill":"qa","event":"started","duration_s":"9"}'], /duration_s: a number/, 1],
    [
      "a control character",
      ['{"skill":"qa","event":"started","branch":"a\\u0001b"}'],
      /branch: no control characters/,
      1,
    ],
    ["a non-date ts", ['{"skill":"qa","event":"started","ts":"today"}'], /ts: an ISO 8601/, 1],
    ["no argument", [], /takes one JSON object argument/, 2],
    ["an unknown flag", ['{"skill":"qa","event":"started"}', "--loud"], /unknown flag --loud/, 2],
  ])("%s: says why, writes nothing, exits 0 (and %s exit with --strict)", (_what, args, msg, strictCode) => {
    const sb = sandbox();
    const before = snapshot(sb.root);
    const r = run(sb, "timeline-log", args as string[]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr).toMatch(/\(not logged\)\n$/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    const s = run(sb, "timeline-log", [...(args as string[]), "--strict"]);
    expect(s.status).toBe(strictCode);
    expect(s.stderr).toMatch(msg as RegExp);
    expect(s.stderr.trim().split("\n")).toHaveLength(1);
    expect(snapshot(sb.root)).toEqual(before);
  });

  it("over 1 MiB (stdin) and a .. slug are refused without a write", () => {
    const sb = sandbox();
    const big = run(sb, "timeline-log", ["-", "--strict"], {
      input: JSON.stringify({ skill: "qa", event: "started", note: "x".repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(1);
    expect(big.stderr).toMatch(/record: at most 1048576 bytes/);
    const dots = run(sb, "timeline-log", ['{"skill":"qa","event":"started"}'], { env: { GSTACK_PROJECT_SLUG: ".." } });
    expect(dots.status).toBe(0);
    expect(dots.stderr).toMatch(/GSTACK_PROJECT_SLUG.*not logged/);
    expect(snapshot(sb.root).size).toBe(0);
  });

  it("--help; runs as `bash bin/gstack-timeline-log` too", () => {
    const sb = sandbox();
    expect(run(sb, "timeline-log", ["--help"]).stdout).toMatch(/^usage: gstack-timeline-log/);
    const r = spawnSync("bash", [join(BIN, "gstack-timeline-log"), '{"skill":"qa","event":"started"}'], {
      cwd: sb.work,
      env: sb.env,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(assertJsonlSchema("timeline-event.schema.json", file(sb))).toHaveLength(1);
  });
});
