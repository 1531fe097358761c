import { describe, expect, it } from "vitest";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { gitRepo, run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { snapshot, expectRejected } from "../helpers/snapshot.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const file = (sb: Sandbox, branch: string) => join(sb.root, "projects", "test-project", `${branch}-reviews.jsonl`);

describe("gstack-review-log", () => {
  it("appends the object to <branch>-reviews.jsonl, stamped with git facts; --json prints it", () => {
    const sb = sandbox();
    gitRepo(sb.work, 'fix/a"b');
    const head = spawnSync("git", ["rev-parse", "HEAD", "HEAD^{tree}"], { cwd: sb.work, encoding: "utf8", env: sb.env })
      .stdout.trim()
      .split("\n");
    const r = run(sb, "review-log", [
      JSON.stringify({ skill: "review", timestamp: "2026-01-01T00:00:00Z", status: "clean", commit_full: "forged" }),
      "--json",
    ]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    const rec = JSON.parse(r.stdout);
    expect(rec).toEqual({
      skill: "review",
      timestamp: "2026-01-01T00:00:00Z",
      status: "clean",
      commit_full: head[0],
      tree: head[1],
      wtree: head[1],
      dirty: false,
    });
    // The branch name is sanitized for the file name: fix/a"b -> fix-ab.
    const [stored] = assertJsonlSchema("review.schema.json", file(sb, "fix-ab"));
    expect(stored).toEqual(rec);
    expect(statSync(file(sb, "fix-ab")).mode & 0o777).toBe(0o600);
  });

  it("outside git: no stamps, branch unknown, ts added; stdin with -", () => {
    const sb = sandbox();
    expect(
      run(sb, "review-log", ["-"], {
        input: JSON.stringify({ skill: "ship", findings: [{ file: "a.ts", note: "line one\nline two" }] }, null, 2),
      }).status,
    ).toBe(0);
    const [rec] = assertJsonlSchema("review.schema.json", file(sb, "unknown")) as Record<string, unknown>[];
    expect(Object.keys(rec!).sort()).toEqual(["findings", "skill", "ts"]);
    expect(readFileSync(file(sb, "unknown"), "utf8").split("\n")).toHaveLength(2);
  });

  it("20 parallel logs all land whole", async () => {
    const sb = sandbox();
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        runAsync(sb, "review-log", [JSON.stringify({ skill: "review", n: i, pad: "p".repeat(i * 5000) })]),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(0));
    expect(assertJsonlSchema("review.schema.json", file(sb, "unknown"))).toHaveLength(20);
  });

  it("repairs a file without a final newline", () => {
    const sb = sandbox();
    mkdirSync(join(file(sb, "unknown"), ".."), { recursive: true });
    writeFileSync(file(sb, "unknown"), '{"skill":"old","ts":"2026-01-01T00:00:00.000Z"}');
    expect(run(sb, "review-log", ['{"skill":"new"}']).status).toBe(0);
    expect(
      assertJsonlSchema("review.schema.json", file(sb, "unknown")).map((r) => (r as { skill: string }).skill),
    ).toEqual(["old", "new"]);
  });

  it.each([
    ["invalid JSON", ["{x"], 1, /input: valid JSON/],
    ["an array", ['[{"skill":"review"}]'], 1, /input: a JSON object is allowed, not an array/],
    ["a string", ['"review"'], 1, /input: a JSON object is allowed, not string/],
    ["empty input", [""], 1, /input: a JSON object is required/],
    ["a bad field name", ['{"../x":1}'], 1, /field name/],
    ["a control character", ['{"note":"a\\u001bb"}'], 1, /note: no control characters/],
    ["a non-date ts", ['{"ts":"soon"}'], 1, /ts: an ISO 8601/],
    ["a numeric timestamp", ['{"timestamp":1}'], 1, /timestamp: a string is allowed \(an ISO 8601 string\)/],
    ["no argument", [], 2, /takes one JSON object argument/],
    ["an unknown flag", ["{}", "--branch"], 2, /unknown flag --branch/],
  ])("rejects %s, writes nothing", (_w, args, code, msg) => {
    const sb = sandbox();
    expectRejected(sb, "review-log", args as string[], code as number, msg as RegExp);
  });

  it("rejects over 1 MiB and a .. slug, writing nothing", () => {
    const sb = sandbox();
    const big = run(sb, "review-log", ["-"], { input: JSON.stringify({ pad: "x".repeat(1024 * 1024) }) });
    expect(big.status).toBe(1);
    expect(big.stderr).toMatch(/record: at most 1048576 bytes/);
    const dots = run(sb, "review-log", ["{}"], { env: { GSTACK_PROJECT_SLUG: ".." } });
    expect(dots.status).toBe(1);
    expect(dots.stderr).toMatch(/GSTACK_PROJECT_SLUG/);
    expect(snapshot(sb.root).size).toBe(0);
  });

  it("a branch name of 300 characters: review-log and artifact put still write (one hash-shortened file name)", () => {
    const sb = sandbox();
    const repo = join(sb.work, "repo");
    gitRepo(repo, "main");
    const branch = `feature/${"long-name-".repeat(30)}`;
    writeFileSync(join(repo, ".git", "HEAD"), `ref: refs/heads/${branch}\n`);
    for (let i = 0; i < 2; i++) {
      const r = run(sb, "review-log", ['{"skill":"review","status":"clean","critical":0}'], { cwd: repo });
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
    }
    const a = run(sb, "artifact", ["put", "design"], { cwd: repo, input: "# d\n" });
    expect(a.stderr).toBe("");
    expect(a.status).toBe(0);
    const files = readdirSync(join(sb.root, "projects", "test-project"));
    const reviews = files.filter((f) => f.endsWith("-reviews.jsonl"));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.length).toBeLessThan(200);
    expect(
      readFileSync(join(sb.root, "projects", "test-project", reviews[0]!), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(2);
  });
});
