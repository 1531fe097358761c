// The gates of the suite: which issue-9 features the kit has, and that none CI expects is missing.
import { describe, expect, it } from "vitest";
import { FEATURES, expected, has, type Feature } from "./helpers/features.ts";

describe("features the real-client tests are gated on", () => {
  for (const f of Object.keys(FEATURES) as Feature[]) {
    it.runIf(expected().includes(f))(`${f} is in the kit (GSTACK_CLAUDE_EXPECT)`, () => {
      expect(has(f), `GSTACK_CLAUDE_EXPECT names ${f}, but its probe fails`).toBe(true);
    });
  }
  it("GSTACK_CLAUDE_EXPECT names only known features", () => {
    expect(() => expected({ GSTACK_CLAUDE_EXPECT: "session-rule,bogus" })).toThrow(/unknown feature "bogus"/);
    expect(expected({ GSTACK_CLAUDE_EXPECT: "all" })).toEqual(Object.keys(FEATURES));
    expect(() => expected()).not.toThrow();
  });
});
