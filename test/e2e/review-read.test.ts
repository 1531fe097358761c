import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { gitRepo, run, sandbox } from "../helpers/state.ts";

describe("gstack-review-read", () => {
  it("outside git: NO_REVIEWS and unknown sections", () => {
    const sb = sandbox();
    expect(run(sb, "review-read")).toMatchObject({
      status: 0,
      stdout:
        "NO_REVIEWS\n---CONFIG---\nfalse\n---HEAD---\nunknown\n---WTREE---\nunknown\n---TREE---\nunknown\n---DIRTY---\nfalse\n",
    });
  });

  it("in git: the branch's reviews oldest first, config, HEAD, WTREE, TREE, DIRTY", () => {
    const sb = sandbox();
    gitRepo(sb.work, "main");
    const git = (...a: string[]) => spawnSync("git", a, { cwd: sb.work, encoding: "utf8", env: sb.env }).stdout.trim();
    expect(run(sb, "config", ["set", "skip_eng_review", "true"]).status).toBe(0);
    expect(run(sb, "review-log", ['{"skill":"b","timestamp":"2026-01-02T00:00:00Z"}']).status).toBe(0);
    expect(run(sb, "review-log", ['{"skill":"a","timestamp":"2026-01-01T00:00:00Z"}']).status).toBe(0);
    // Another branch's reviews stay out.
    mkdirSync(join(sb.root, "projects", "test-project"), { recursive: true });
    writeFileSync(join(sb.root, "projects", "test-project", "fix-main-reviews.jsonl"), '{"skill":"other"}\n');
    writeFileSync(join(sb.work, "new.txt"), "x\n");
    const out = run(sb, "review-read").stdout.split("\n");
    expect(JSON.parse(out[0]!).skill).toBe("a");
    expect(JSON.parse(out[1]!).skill).toBe("b");
    expect(out.slice(2)).toEqual([
      "---CONFIG---",
      "true",
      "---HEAD---",
      git("rev-parse", "--short", "HEAD"),
      "---WTREE---",
      expect.stringMatching(/^[0-9a-f]{40}$/),
      "---TREE---",
      git("rev-parse", "HEAD^{tree}"),
      "---DIRTY---",
      "false",
      "",
    ]);
    expect(out[7]).not.toBe(out[9]); // the untracked file changes the working tree id
    const json = JSON.parse(run(sb, "review-read", ["--json"]).stdout);
    expect(json).toMatchObject({ skip_eng_review: "true", head: git("rev-parse", "--short", "HEAD"), dirty: false });
    expect(json.reviews.map((r: { skill: string }) => r.skill)).toEqual(["a", "b"]);
  });

  it.each([
    [["--bogus"], /unknown flag --bogus/],
    [["x"], /unexpected argument "x"/],
  ])("rejects %j with exit 2", (args, msg) => {
    const r = run(sandbox(), "review-read", args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(msg);
  });
});
