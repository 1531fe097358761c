import { describe, expect, it } from "vitest";
import { planRoot, ROOT_VARS, stateRoot, tmpRoot } from "../../lib/state/root.ts";

describe("stateRoot", () => {
  it("checks GSTACK_STATE_ROOT, GSTACK_HOME, GSTACK_STATE_DIR in that order", () => {
    expect(ROOT_VARS).toEqual(["GSTACK_STATE_ROOT", "GSTACK_HOME", "GSTACK_STATE_DIR"]);
    expect(stateRoot({ GSTACK_STATE_ROOT: "/a", GSTACK_HOME: "/b", GSTACK_STATE_DIR: "/c", HOME: "/h" })).toBe("/a");
    expect(stateRoot({ GSTACK_HOME: "/b", GSTACK_STATE_DIR: "/c", HOME: "/h" })).toBe("/b");
    expect(stateRoot({ GSTACK_STATE_DIR: "/c", HOME: "/h" })).toBe("/c");
  });

  it("skips empty values and falls back to $HOME/.gstack, then .gstack when HOME is unset (as gstack)", () => {
    expect(stateRoot({ GSTACK_STATE_ROOT: "", GSTACK_HOME: "", HOME: "/h" })).toBe("/h/.gstack");
    expect(stateRoot({ HOME: "" })).toBe(".gstack");
    expect(stateRoot({})).toBe(".gstack");
  });

  it("takes CLAUDE_PLUGIN_DATA only when CLAUDE_PLUGIN_ROOT names gstack, after our own variables", () => {
    expect(stateRoot({ CLAUDE_PLUGIN_DATA: "/pd", HOME: "/h" })).toBe("/h/.gstack");
    expect(stateRoot({ CLAUDE_PLUGIN_DATA: "/pd", CLAUDE_PLUGIN_ROOT: "/plugins/openai-codex", HOME: "/h" })).toBe(
      "/h/.gstack",
    );
    expect(stateRoot({ CLAUDE_PLUGIN_DATA: "/pd", CLAUDE_PLUGIN_ROOT: "/plugins/GStack-x", HOME: "/h" })).toBe("/pd");
    expect(stateRoot({ CLAUDE_PLUGIN_DATA: "/pd", CLAUDE_PLUGIN_ROOT: "/plugins/gstack", GSTACK_HOME: "/g" })).toBe(
      "/g",
    );
  });

  it("plan root: GSTACK_PLAN_DIR > CLAUDE_PLANS_DIR > $HOME/.claude/plans > .claude/plans", () => {
    expect(planRoot({ GSTACK_PLAN_DIR: "/p", CLAUDE_PLANS_DIR: "/c", HOME: "/h" })).toBe("/p");
    expect(planRoot({ CLAUDE_PLANS_DIR: "/c", HOME: "/h" })).toBe("/c");
    expect(planRoot({ HOME: "/h" })).toBe("/h/.claude/plans");
    expect(planRoot({ HOME: "" })).toBe(".claude/plans");
  });

  it("tmp root: TMPDIR > TMP > .gstack/tmp, trailing slashes cut but / kept", () => {
    expect(tmpRoot({ TMPDIR: "/var/T/", TMP: "/t" })).toBe("/var/T");
    expect(tmpRoot({ TMP: "/t//" })).toBe("/t");
    expect(tmpRoot({ TMPDIR: "/" })).toBe("/");
    expect(tmpRoot({ TMPDIR: "//" })).toBe("/");
    expect(tmpRoot({})).toBe(".gstack/tmp");
  });

  it("keeps a root with spaces as given", () => {
    expect(stateRoot({ GSTACK_STATE_ROOT: "/tmp/my state" })).toBe("/tmp/my state");
  });

  it.each(["~/.gstack", "~", ".gstack", "state/dir", "./x"])(
    "refuses a relative or literal-~ root %j with one line naming the variable",
    (v) => {
      expect(() => stateRoot({ GSTACK_HOME: v, HOME: "/h" })).toThrow(/^GSTACK_HOME: an absolute path is allowed/);
    },
  );
});
