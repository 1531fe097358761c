import { describe, expect, it } from "vitest";
import { homedir } from "node:os";
import { join } from "node:path";
import { ROOT_VARS, stateRoot } from "../../lib/state/root.ts";

describe("stateRoot", () => {
  it("checks GSTACK_STATE_ROOT, GSTACK_HOME, GSTACK_STATE_DIR in that order", () => {
    expect(ROOT_VARS).toEqual(["GSTACK_STATE_ROOT", "GSTACK_HOME", "GSTACK_STATE_DIR"]);
    expect(stateRoot({ GSTACK_STATE_ROOT: "/a", GSTACK_HOME: "/b", GSTACK_STATE_DIR: "/c", HOME: "/h" })).toBe("/a");
    expect(stateRoot({ GSTACK_HOME: "/b", GSTACK_STATE_DIR: "/c", HOME: "/h" })).toBe("/b");
    expect(stateRoot({ GSTACK_STATE_DIR: "/c", HOME: "/h" })).toBe("/c");
  });

  it("skips empty values and falls back to $HOME/.gstack, then the OS home", () => {
    expect(stateRoot({ GSTACK_STATE_ROOT: "", GSTACK_HOME: "", HOME: "/h" })).toBe("/h/.gstack");
    expect(stateRoot({ HOME: "" })).toBe(join(homedir(), ".gstack"));
  });

  it("keeps a root with spaces as given", () => {
    expect(stateRoot({ GSTACK_STATE_ROOT: "/tmp/my state" })).toBe("/tmp/my state");
  });

  it.each(["~/.gstack", "~", ".gstack", "state/dir", "./x"])("refuses a relative or literal-~ root %j with one line naming the variable", (v) => {
    expect(() => stateRoot({ GSTACK_HOME: v, HOME: "/h" })).toThrow(/^GSTACK_HOME: an absolute path is allowed/);
  });
});
