// compactIfLarge: a compaction that fails after the record was written is a warning handed back
// to the caller (the command prints it), never printed by the library and never a failed append.
import { describe, expect, it } from "vitest";
import { StatePaths } from "../../lib/state/paths.ts";
import { GstackError } from "../../lib/core/errors.ts";
import { compactIfLarge, MIN_JSONL_MAX_BYTES } from "../../lib/records/retention.ts";
import { sandbox } from "../helpers/state.ts";

const paths = () => {
  const sb = sandbox();
  return new StatePaths(sb.env, sb.work);
};
// Over the default cap (64 MiB), and the append crossed a multiple of the smallest cap.
const SIZE = 65 * 1024 * 1024;

describe("compactIfLarge", () => {
  it("does nothing under the smallest cap, or when the append crossed no multiple of it", async () => {
    let ran = 0;
    const compact = async () => {
      ran++;
    };
    expect(await compactIfLarge(paths(), MIN_JSONL_MAX_BYTES, compact)).toBe(false);
    expect(await compactIfLarge(paths(), SIZE + 10, compact, 5)).toBe(false);
    expect(ran).toBe(0);
  });

  it("runs the compaction past the cap", async () => {
    let ran = 0;
    expect(
      await compactIfLarge(paths(), SIZE, async () => {
        ran++;
      }),
    ).toBe(true);
    expect(ran).toBe(1);
  });

  it("a compaction that fails with a GstackError becomes one warning line in `warnings`", async () => {
    const warnings: string[] = [];
    const fail = async () => {
      throw new GstackError("cannot write x:\nno space left on device", "io");
    };
    expect(await compactIfLarge(paths(), SIZE, fail, undefined, warnings)).toBe(false);
    expect(warnings).toEqual(["not compacted (the record was written): cannot write x: no space left on device"]);
  });

  it("any other error is a bug and is thrown", async () => {
    await expect(
      compactIfLarge(
        paths(),
        SIZE,
        async () => {
          throw new TypeError("bug");
        },
        undefined,
        [],
      ),
    ).rejects.toThrow("bug");
  });
});
