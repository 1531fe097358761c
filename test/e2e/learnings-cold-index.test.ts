// The cold learnings index of a large file through the real command: under Bun a range of 4 MiB
// or more is parsed by two threads (decision 0087); the index file and the answers must be those
// of the one-thread build (this test process runs under Node, which never splits).
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
    const file = writeLearnings(join(paths.learnings, ".."), 24_000, 5);
    expect(statSync(file).size).toBeGreaterThan(SPLIT_MIN);
    const index = join(file, "..", ".learnings.index");
    const now = Date.now();
    for (const args of [
      ["--limit", "5"],
      ["--limit", "5", "--query", "retry timeout"],
      ["--limit", "40"],
    ]) {
      rmSync(index, { force: true });
      const cold = run(sb, "learnings-search", args);
      expect(cold).toMatchObject({ status: 0, stderr: "" });
      const built = readFileSync(index);
      // The same index, built in this process by one thread.
      rmSync(index);
      const q = { limit: Number(args[1]), query: args[3], now };
      const mine = formatLearnings(searchLearnings(paths, q));
      expect(readFileSync(index).equals(built), `index bytes, ${args.join(" ")}`).toBe(true);
      // Same answers: the command's cold one, and ours from the same file. (Decay moves in whole
      // 30-day steps, so the seconds between the two "now"s can change a top row only if one of
      // them crosses a step in that instant.)
      expect(cold.stdout).toBe(mine);
      expect(cold.stdout).toMatch(/^LEARNINGS: \d+ loaded/);
      expect(run(sb, "learnings-search", args).stdout).toBe(cold.stdout);
    }
  });
});
