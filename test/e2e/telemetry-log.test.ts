import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gitRepo, run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { expectRejected } from "../helpers/snapshot.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const file = (sb: Sandbox) => join(sb.root, "analytics", "skill-usage.jsonl");


function on(sb: Sandbox, tier = "anonymous"): void {
  mkdirSync(sb.root, { recursive: true });
  writeFileSync(join(sb.root, "config.yaml"), `telemetry: ${tier}\n`);
}

describe("gstack-telemetry-log", () => {
  it("writes nothing with telemetry off (the default) or DO_NOT_TRACK=1", () => {
    const sb = sandbox();
    expect(run(sb, "telemetry-log", ["--skill", "qa", "--json"])).toMatchObject({ status: 0, stdout: "", stderr: "" });
    expect(existsSync(file(sb))).toBe(false);
    on(sb, "community");
    expect(run(sb, "telemetry-log", ["--skill", "qa"], { env: { DO_NOT_TRACK: "1" } }).status).toBe(0);
    expect(existsSync(file(sb))).toBe(false);
  });

  it("with telemetry on, appends gstack's v1 record with every flag", () => {
    const sb = sandbox();
    gitRepo(sb.work, "feat/x");
    on(sb);
    const r = run(sb, "telemetry-log", [
      "--skill", "qa", "--duration", "142", "--outcome", "error", "--used-browse", "true", "--session-id", "12345-1710756600",
      "--error-class", "TimeoutError", "--error-message", "browser timed out", "--failed-step", "navigate",
      "--event-type", "skill_run", "--source", "eval", "--json",
    ]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    const rec = JSON.parse(r.stdout);
    expect(rec).toMatchObject({
      v: 1, event_type: "skill_run", skill: "qa", session_id: "12345-1710756600", duration_s: 142, outcome: "error",
      error_class: "TimeoutError", error_message: "browser timed out", failed_step: "navigate", used_browse: true,
      installation_id: null, source: "eval", _repo_slug: "test-project", _branch: "feat-x",
    });
    expect(rec.ts).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const [stored] = assertJsonlSchema("skill-usage.schema.json", file(sb));
    expect(stored).toEqual(rec);
    expect(statSync(file(sb)).mode & 0o777).toBe(0o600);
    const env = run(sb, "telemetry-log", ["--skill", "qa", "--json"], { env: { GSTACK_TELEMETRY_SOURCE: "ci" } });
    expect(JSON.parse(env.stdout)).toMatchObject({ source: "ci", outcome: "unknown", duration_s: null, used_browse: false });
  });

  it("finishes stale pending markers and clears its own", () => {
    const sb = sandbox();
    on(sb);
    mkdirSync(join(sb.root, "analytics"), { recursive: true });
    writeFileSync(join(sb.root, "analytics", ".pending-s1"), '{"skill":"review","ts":"2026-01-01T00:00:00Z"}');
    writeFileSync(join(sb.root, "analytics", ".pending-s2"), '{"skill":"qa","ts":"2026-01-01T00:00:00Z"}');
    expect(run(sb, "telemetry-log", ["--skill", "qa", "--session-id", "s2", "--outcome", "success"]).status).toBe(0);
    expect(readdirSync(join(sb.root, "analytics"))).toEqual(["skill-usage.jsonl"]);
    const recs = assertJsonlSchema("skill-usage.schema.json", file(sb)) as { skill: string; outcome: string }[];
    expect(recs.map((r) => [r.skill, r.outcome])).toEqual([["review", "unknown"], ["qa", "success"]]);
  });

  it("20 parallel calls all land", async () => {
    const sb = sandbox();
    on(sb);
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => runAsync(sb, "telemetry-log", ["--skill", `s${i}`, "--duration", String(i)])));
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(0));
    expect(assertJsonlSchema("skill-usage.schema.json", file(sb))).toHaveLength(20);
  });

  it.each([
    [[], 2, /--skill is required/],
    [["--skill", "../x"], 1, /skill: 1-64 characters/],
    [["--skill", "qa", "--duration", "soon"], 2, /--duration: a number of seconds/],
    [["--skill", "qa", "--duration", "-5"], 2, /--duration: a number of seconds/],
    [["--skill", "qa", "--used-browse", "yes"], 2, /--used-browse: true or false/],
    [["--skill", "qa", "--outcome", "a b"], 1, /outcome: 1-64 characters/],
    [["--skill", "qa", "--session-id", "a/b"], 1, /session_id: 1-128 characters/],
    [["--skill", "qa", "--error-message", "a\u0007b"], 1, /error_message: no control characters/],
    [["--skill", "qa", "--bogus", "1"], 2, /unknown flag --bogus/],
    [["--skill"], 2, /--skill needs a value/],
    [["qa"], 2, /unexpected argument "qa"/],
  ])("rejects %j with exit %i, writing nothing", (args, code, msg) => {
    const sb = sandbox();
    on(sb);
    expectRejected(sb, "telemetry-log", args as string[], code as number, msg as RegExp);
  });

  it("rejects a .. project slug", () => {
    const sb = sandbox();
    on(sb);
    const r = run(sb, "telemetry-log", ["--skill", "qa"], { env: { GSTACK_PROJECT_SLUG: ".." } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/GSTACK_PROJECT_SLUG/);
    expect(existsSync(file(sb))).toBe(false);
  });
});
