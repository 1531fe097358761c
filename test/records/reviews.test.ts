import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { StatePaths } from "../../lib/state/paths.ts";
import {
  appendReview,
  formatReviewReadout,
  gitStamp,
  latestReview,
  readReviews,
  toReview,
} from "../../lib/records/reviews.ts";
import { gitRepo, sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";

describe("toReview", () => {
  it("keeps the object, adds ts only when no ts/timestamp, redacts secrets", () => {
    const now = new Date("2026-02-03T04:05:06Z");
    expect(
      toReview(
        { skill: "review", status: "clean", nested: { findings: [{ line: 3, note: "multi\nline\ttext" }] } },
        now,
      ),
    ).toEqual({
      skill: "review",
      status: "clean",
      nested: { findings: [{ line: 3, note: "multi\nline\ttext" }] },
      ts: "2026-02-03T04:05:06.000Z",
    });
    expect(toReview({ timestamp: "2026-01-01T00:00:00Z" }, now)).toEqual({ timestamp: "2026-01-01T00:00:00Z" });
    expect(toReview({ ts: "2026-01-01T01:00:00+01:00" }, now)).toEqual({ ts: "2026-01-01T01:00:00+01:00" });
    expect(toReview({ note: "key ghp_abcdefghijklmnopqrstuvwxyz0123456789" }, now).note).toBe(
      "key <REDACTED-github.pat>",
    );
  });

  it.each([
    [[{ a: 1 }], /input: a JSON object is allowed, not an array/],
    ["x", /input: a JSON object is allowed, not string/],
    [{ "a b": 1 }, /field name/],
    [{ deep: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } }, /deep: nesting at most 8/],
    [{ note: "bell\u0007" }, /note: no control characters/],
    [{ list: ["ok", "esc\u001b[31m"] }, /list\[1\]: no control characters/],
    [{ ts: "yesterday" }, /ts: an ISO 8601/],
    [{ timestamp: 5 }, /timestamp: a string is allowed \(an ISO 8601 string\)/],
    [{ big: "x".repeat(1024 * 1024) }, /record: at most 1048576 bytes/],
  ])("rejects %j", (input, msg) => {
    expect(() => toReview(input)).toThrow(msg);
  });
});

describe("reviews in git", () => {
  it("stamps commit_full, tree, wtree and dirty without writing to the repository's object store", async () => {
    const sb = sandbox();
    gitRepo(sb.work, "feature/x");
    const env = { ...sb.env, HOME: sb.home };
    const git = (...a: string[]) => spawnSync("git", a, { cwd: sb.work, encoding: "utf8", env }).stdout.trim();
    writeFileSync(join(sb.work, "a.txt"), "one\n");
    git("add", "a.txt");
    git("-c", "user.email=d@e", "-c", "user.name=D", "commit", "-qm", "a");
    const clean = await gitStamp(sb.work, env);
    expect(clean).toEqual({
      commit_full: git("rev-parse", "HEAD"),
      tree: git("rev-parse", "HEAD^{tree}"),
      wtree: git("rev-parse", "HEAD^{tree}"),
      dirty: false,
    });
    const objects = git("count-objects");
    writeFileSync(join(sb.work, "untracked.txt"), "new\n");
    const untracked = await gitStamp(sb.work, env);
    expect(untracked.wtree).not.toBe(clean.wtree);
    expect(untracked.dirty).toBe(false);
    writeFileSync(join(sb.work, "a.txt"), "two\n");
    const dirty = await gitStamp(sb.work, env);
    expect(dirty.dirty).toBe(true);
    expect(dirty.wtree).not.toBe(untracked.wtree);
    expect(git("count-objects")).toBe(objects);
    expect(git("status", "--porcelain")).toBe("M a.txt\n?? untracked.txt");

    const paths = new StatePaths(sb.env, sb.work);
    const stored = await appendReview(paths, toReview({ skill: "review", status: "clean" }));
    expect(stored).toMatchObject(dirty);
    const file = join(sb.root, "projects", "test-project", "feature-x-reviews.jsonl");
    assertSchema("review.schema.json", JSON.parse(readFileSync(file, "utf8")));
  });

  it("is empty outside git and in a repo without commits", async () => {
    const sb = sandbox();
    const env = { ...sb.env, HOME: sb.home };
    expect(await gitStamp(sb.work, env)).toEqual({});
    spawnSync("git", ["init", "-q"], { cwd: sb.work, env });
    expect(await gitStamp(sb.work, env)).toEqual({});
  });
});

describe("readReviews / latestReview", () => {
  it("orders by timestamp or ts, drops repeats by run_id or content, skips bad lines", () => {
    const sb = sandbox();
    const paths = new StatePaths(sb.env, sb.work);
    const file = paths.reviews("main");
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(
      file,
      `${[
        { skill: "b", ts: "2026-01-02T00:00:00Z", run_id: "r1" },
        { skill: "b-again", ts: "2026-01-05T00:00:00Z", run_id: "r1" },
        { skill: "a", timestamp: "2026-01-01T00:00:00Z" },
        { timestamp: "2026-01-01T00:00:00Z", skill: "a" },
        { skill: "c", ts: "2026-01-03T00:00:00Z", status: "clean" },
      ]
        .map((r) => JSON.stringify(r))
        .join("\n")}\nnot json\n`,
    );
    expect(readReviews(paths, "main").map((r) => r.skill)).toEqual(["a", "b", "c"]);
    expect(latestReview(paths, "main")?.skill).toBe("c");
    expect(latestReview(paths, "main", (r) => r.skill === "a")?.skill).toBe("a");
    expect(latestReview(paths, "other")).toBeUndefined();
  });

  it("formats gstack's sections", () => {
    const text = formatReviewReadout({
      reviews: [],
      skip_eng_review: "false",
      head: "unknown",
      wtree: "unknown",
      tree: "unknown",
      dirty: false,
    });
    expect(text).toBe(
      "NO_REVIEWS\n---CONFIG---\nfalse\n---HEAD---\nunknown\n---WTREE---\nunknown\n---TREE---\nunknown\n---DIRTY---\nfalse\n",
    );
  });
});
