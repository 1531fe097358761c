import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The real-client suite has its own config (vitest.claude.config.ts, `npm run test:claude`).
    exclude: [...configDefaults.exclude, "test/claude/**"],
    // Tests spawn real bin/ commands; give slow shared machines room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
