import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KIT } from "../helpers/state.ts";

describe("brief-files", () => {
  it("without a folder to write to, says so in one line with the usage and exits 2", () => {
    const r = spawnSync(
      join(KIT, "node_modules", ".bin", "bun"),
      [join(KIT, "scripts", "bench", "relevance", "brief-files.ts")],
      {
        encoding: "utf8",
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("brief-files: OUT is missing: bun scripts/bench/relevance/brief-files.ts <folder>\n");
  });
});
