import { defineConfig } from "vitest/config";

// `npm run test:claude`: the pack in the real Claude Code CLI (installed by test/claude/setup.ts),
// against a scripted Messages API on 127.0.0.1. Kept out of `npm test`: it needs a ~360 MB
// download on first use. CI runs both (.ci/run).
export default defineConfig({
  test: {
    include: ["test/claude/**/*.test.ts"],
    globalSetup: ["test/claude/setup.ts"],
    // One `claude -p` takes about a second; a skill run is a few of them in a row.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Runs in one file are sequential (a day builds on the day so far); files may run in parallel.
    maxWorkers: 2,
  },
});
