// The cold learnings index of a large file through the real command: under Bun a range of
// SPLIT_MIN (96 MiB) or more is parsed by two threads (decisions 0087, 0093); the index file and
// the answers must be those of the one-thread build (this test process runs under Node, which
// never splits).
import { describe, expect, it } from "vitest";
import { readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { StatePaths } from "../../lib/state/paths.ts";
import { formatLearnings, searchLearnings } from "../../lib/records/learnings.ts";
import { SPLIT_MIN } from "../../lib/records/learnings-scan.ts";
import { writeLearnings } from "../../scripts/bench/fixtures/state.ts";
import { run, sandbox } from "../helpers/state.ts";

describe("gstack-learnings-search, cold, over a large file", () => {
  it("writes the index one thread builds, and answers from it as from a fresh build", () => {
    const sb = sandbox();
    const paths = new StatePaths(sb.env, sb.work);
    // ~250 bytes a line, about half of them restating a key: duplicates on both sides of the split.
    const file = writeLearnings(join(paths.learnings, ".."), Math.ceil(SPLIT_MIN / 245), 5);
    expect(statSync(file).size).toBeGreaterThan(SPLIT_MIN);
    const index = join(file, "..", ".learnings.index");
    const now = Date.now();
    const queries = [
      ["--limit", "5"],
      ["--limit", "5", "--query", "retry timeout"],
      ["--limit", "40"],
    ];
    rmSync(index, { force: true });
    const cold = run(sb, "learnings-search", queries[0]!);
    expect(cold).toMatchObject({ status: 0, stderr: "" });
    expect(cold.stdout).toMatch(/^LEARNINGS: \d+ loaded/);
    const built = readFileSync(index);
    // Answers from the index the command built.
    const answers = queries.map((args) => run(sb, "learnings-search", args).stdout);
    expect(answers[0]).toBe(cold.stdout);
    // The same index, built in this process by one thread, and the same answers from it. (Decay
    // moves in whole 30-day steps, so the seconds between the two "now"s can change a top row
    // only if one of them crosses a step in that instant.)
    rmSync(index);
    queries.forEach((args, i) => {
      const mine = formatLearnings(searchLearnings(paths, { limit: Number(args[1]), query: args[3], now }));
      if (i === 0) expect(readFileSync(index).equals(built), "index bytes").toBe(true);
      expect(answers[i], args.join(" ")).toBe(mine);
    });
  });
});
