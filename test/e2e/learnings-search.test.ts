import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, sandbox, type Sandbox } from "../helpers/state.ts";
import { expectRejected } from "../helpers/snapshot.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const file = (sb: Sandbox, slug = "test-project") => join(sb.root, "projects", slug, "learnings.jsonl");

function seed(sb: Sandbox, slug: string, recs: Record<string, unknown>[]): void {
  mkdirSync(join(file(sb, slug), ".."), { recursive: true });
  writeFileSync(file(sb, slug), recs.map((r) => `${JSON.stringify(r)}\n`).join(""));
}

const today = new Date().toISOString();

describe("gstack-learnings-search", () => {
  it("prints nothing (exit 0) without learnings", () => {
    const sb = sandbox();
    expect(run(sb, "learnings-search")).toMatchObject({ status: 0, stdout: "", stderr: "" });
    expect(JSON.parse(run(sb, "learnings-search", ["--json"]).stdout)).toEqual([]);
  });

  it("prints gstack's text, latest per key+type, best first", () => {
    const sb = sandbox();
    for (const rec of [
      { type: "pitfall", key: "n-plus-one", insight: "first take", confidence: 3, source: "observed" },
      {
        type: "pitfall",
        key: "n-plus-one",
        insight: "ORM loops in users API",
        confidence: 8,
        source: "observed",
        files: ["api/users.ts"],
      },
      { type: "pattern", key: "retry", insight: "wrap fetch in backoff", confidence: 6, source: "user-stated" },
    ])
      expect(run(sb, "learnings-log", [JSON.stringify(rec)]).status).toBe(0);
    const day = today.slice(0, 10);
    expect(run(sb, "learnings-search").stdout).toBe(
      [
        "LEARNINGS: 2 loaded (1 pitfall, 1 pattern)",
        "",
        "## Pitfalls",
        `- [n-plus-one] (confidence: 8/10, observed, ${day})`,
        "  ORM loops in users API (files: api/users.ts)",
        "",
        "## Patterns",
        `- [retry] (confidence: 6/10, user-stated, ${day})`,
        "  wrap fetch in backoff",
        "",
        "",
      ].join("\n"),
    );
  });

  it("--type, --query, --limit, --json", () => {
    const sb = sandbox();
    seed(sb, "test-project", [
      { type: "pitfall", key: "a", insight: "users table lock", confidence: 5, ts: today, trusted: false },
      {
        type: "pattern",
        key: "b",
        insight: "retry with backoff",
        confidence: 7,
        files: ["src/Net.ts"],
        ts: today,
        trusted: false,
      },
      { type: "pattern", key: "c", insight: "cache warmup", confidence: 9, ts: today, trusted: false },
    ]);
    const keys = (args: string[]) =>
      (JSON.parse(run(sb, "learnings-search", [...args, "--json"]).stdout) as { key: string }[]).map((r) => r.key);
    expect(keys([])).toEqual(["c", "b", "a"]);
    expect(keys(["--type", "pattern"])).toEqual(["c", "b"]);
    expect(keys(["--query", "NET.ts users"])).toEqual(["b", "a"]);
    expect(keys(["--query", "nothing-matches"])).toEqual([]);
    expect(keys(["--limit", "1"])).toEqual(["c"]);
    expect(keys(["--limit=2", "--type=pattern", "--query=cache"])).toEqual(["c"]);
    const [first] = JSON.parse(run(sb, "learnings-search", ["--json", "--limit", "1"]).stdout);
    expect(first).toMatchObject({ key: "c", effective_confidence: 9, cross_project: false, project: "test-project" });
  });

  it("--cross-project adds other projects' trusted learnings only", () => {
    const sb = sandbox();
    seed(sb, "test-project", [
      { type: "tool", key: "mine", insight: "local", confidence: 5, ts: today, trusted: false },
    ]);
    seed(sb, "other", [
      {
        type: "tool",
        key: "stated",
        insight: "user said so",
        confidence: 9,
        source: "user-stated",
        ts: today,
        trusted: true,
      },
      {
        type: "tool",
        key: "guessed",
        insight: "agent guessed",
        confidence: 10,
        source: "observed",
        ts: today,
        trusted: false,
      },
    ]);
    expect(run(sb, "learnings-search").stdout).not.toContain("user said so");
    const out = run(sb, "learnings-search", ["--cross-project"]).stdout;
    expect(out).toContain("- [stated] (confidence: 9/10, user-stated, ");
    expect(out).toContain(") [cross-project]\n  user said so");
    expect(out).not.toContain("agent guessed");
    expect(out).toMatch(/^LEARNINGS: 2 loaded \(2 tools\)/);
  });

  it("--compact rewrites the file without superseded entries", () => {
    const sb = sandbox();
    seed(sb, "test-project", [
      { type: "tool", key: "a", insight: "old", confidence: 5, ts: "2026-01-01T00:00:00.000Z", trusted: false },
      { type: "tool", key: "a", insight: "new", confidence: 5, ts: "2026-01-02T00:00:00.000Z", trusted: false },
    ]);
    const r = run(sb, "learnings-search", ["--compact", "--json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).map((x: { insight: string }) => x.insight)).toEqual(["new"]);
    const left = assertJsonlSchema("learning.schema.json", file(sb)) as { insight: string }[];
    expect(left.map((x) => x.insight)).toEqual(["new"]);
  });

  it("leaves out a retired learning until it is logged again; --compact drops the retirement", () => {
    const sb = sandbox();
    const log = (rec: Record<string, unknown>) =>
      expect(run(sb, "learnings-log", [JSON.stringify(rec)])).toMatchObject({ status: 0, stderr: "" });
    log({ type: "pitfall", key: "n-plus-one", insight: "ORM loops in users API", confidence: 8, source: "observed" });
    log({ type: "pattern", key: "retry", insight: "wrap fetch in backoff", confidence: 6, source: "user-stated" });
    log({ type: "pitfall", key: "n-plus-one", retired: true, insight: "the ORM is gone" });
    const keys = (args: string[] = []) =>
      (JSON.parse(run(sb, "learnings-search", [...args, "--json"]).stdout) as { key: string }[]).map((r) => r.key);
    expect(keys()).toEqual(["retry"]);
    expect(keys(["--query", "ORM gone"])).toEqual([]);
    expect(run(sb, "learnings-search").stdout).toMatch(/^LEARNINGS: 1 loaded \(1 pattern\)\n/);
    assertJsonlSchema("learning.schema.json", file(sb));
    const r = run(sb, "learnings-search", ["--compact", "--json"]);
    expect(r.status).toBe(0);
    expect((assertJsonlSchema("learning.schema.json", file(sb)) as { key: string }[]).map((x) => x.key)).toEqual([
      "retry",
    ]);
    log({ type: "pitfall", key: "n-plus-one", insight: "the ORM is back", confidence: 4, source: "observed" });
    expect(keys()).toEqual(["retry", "n-plus-one"]);
  });

  it("tolerates corrupt and glued lines", () => {
    const sb = sandbox();
    mkdirSync(join(file(sb), ".."), { recursive: true });
    writeFileSync(
      file(sb),
      `not json\n{"type":"tool","key":"a","confidence":5,"ts":"${today}"}{"type":"tool","key":"glued"}\n{"type":"tool","key":"ok","confidence":4,"ts":"${today}"}`,
    );
    const r = run(sb, "learnings-search", ["--json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).map((x: { key: string }) => x.key)).toEqual(["ok"]);
  });

  it.each([
    [["--type", "gotcha"], 2, /--type: one of pattern, pitfall/],
    [["--limit", "0"], 2, /--limit: an integer from 1 to 10000/],
    [["--limit", "ten"], 2, /--limit: an integer is allowed/],
    [["--query", "a\u0007b"], 1, /--query: at most 1000 characters without control characters/],
    [["--bogus"], 2, /unknown flag --bogus/],
    [["--type"], 2, /--type needs a value/],
    [["extra"], 2, /unexpected argument "extra"/],
  ])("rejects %j with exit %i, changing nothing", (args, code, msg) => {
    const sb = sandbox();
    seed(sb, "test-project", [{ type: "tool", key: "a", confidence: 5, ts: today, trusted: false }]);
    expectRejected(sb, "learnings-search", args as string[], code as number, msg as RegExp);
  });

  it("rejects a .. project slug", () => {
    const sb = sandbox();
    const r = run(sb, "learnings-search", [], { env: { GSTACK_PROJECT_SLUG: ".." } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/GSTACK_PROJECT_SLUG/);
  });
});
