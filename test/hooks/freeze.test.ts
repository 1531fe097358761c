import { describe, expect, it } from "vitest";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import { insideBoundary, resolvePhysical } from "../../lib/hooks/freeze.ts";

describe("freeze: path resolution", () => {
  it("applies .. and . lexically when nothing is a link", () => {
    expect(resolvePhysical("/a/b/../c/./d", "/")).toBe("/a/c/d");
    expect(resolvePhysical("x/../y", "/base")).toBe("/base/y");
    expect(resolvePhysical("../../..", "/a")).toBe("/");
  });

  it("follows symlinks component by component, like the kernel", () => {
    const sb = sandbox();
    const inside = join(sb.work, "inside");
    const outside = join(sb.work, "outside", "deep");
    mkdirSync(inside, { recursive: true });
    mkdirSync(outside, { recursive: true });
    symlinkSync(outside, join(inside, "link"));
    symlinkSync("../outside/deep/file.txt", join(inside, "filelink"));
    writeFileSync(join(outside, "file.txt"), "x");
    expect(resolvePhysical(join(inside, "link", "new.txt"), "/")).toBe(join(outside, "new.txt"));
    // `..` after a link goes to the link target's parent, not back into `inside`.
    expect(resolvePhysical(`${inside}/link/../x`, "/")).toBe(join(sb.work, "outside", "x"));
    expect(resolvePhysical(join(inside, "filelink"), "/")).toBe(join(outside, "file.txt"));
    expect(resolvePhysical("not/yet/there.txt", inside)).toBe(join(inside, "not/yet/there.txt"));
  });

  it("survives a symlink loop", () => {
    const sb = sandbox();
    symlinkSync(join(sb.work, "b"), join(sb.work, "a"));
    symlinkSync(join(sb.work, "a"), join(sb.work, "b"));
    expect(() => resolvePhysical(join(sb.work, "a", "x"), "/")).not.toThrow();
  });

  it("compares whole path components", () => {
    expect(insideBoundary("/src", "/src")).toBe(true);
    expect(insideBoundary("/src", "/src/a.ts")).toBe(true);
    expect(insideBoundary("/src", "/src-old/a.ts")).toBe(false);
    expect(insideBoundary("/src", "/")).toBe(false);
    expect(insideBoundary("/", "/anything")).toBe(true);
  });
});
