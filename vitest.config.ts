import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Tests spawn real bin/ commands; give slow shared machines room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
