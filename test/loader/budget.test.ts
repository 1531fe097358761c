import { describe, expect, it } from "vitest";
import { budgetStage } from "../../lib/loader/budget.ts";
import type { Candidate, Tier } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

let order = 0;
async function cand(name: string, tier: Tier, chars: number): Promise<Candidate> {
  return { skill: await memSkill(doc(`name: ${name}`)), decisions: [], tier, chars, score: 60, order: ++order };
}

describe("Budget", () => {
  it("within a tier, everything after the first misfit overflows; the next tier gets what is left", async () => {
    order = 0;
    const list = [await cand("c1", "critical", 400), await cand("s1", "standard", 300), await cand("s2", "standard", 500), await cand("s3", "standard", 10), await cand("o1", "optional", 10)];
    const r = budgetStage(list, 1000);
    expect(r.candidates.map((c) => `${c.skill.name}:${c.budget}`)).toEqual(["c1:load", "s1:load", "s2:overflow", "s3:overflow", "o1:load"]);
    expect(r.used).toBe(710);
    expect(r.violation).toBeUndefined();
    expect(r.candidates[2]!.decisions.at(-1)!.reason).toBe("needs 500 characters, 300 left");
    expect(r.candidates[3]!.decisions.at(-1)!.reason).toBe("after s2 (position 3) overflowed; the rest of the standard tier waits");
  });

  it("an exact fit loads; dropped candidates are untouched", async () => {
    order = 0;
    const a = await cand("a", "standard", 600);
    const b = await cand("b", "standard", 400);
    const gone: Candidate = { ...(await cand("gone", "standard", 1)), dropped: { stage: "score", reason: "low" } };
    const r = budgetStage([a, b, gone], 1000);
    expect(r.used).toBe(1000);
    expect(r.candidates.map((c) => c.budget)).toEqual(["load", "load", undefined]);
  });

  it("critical skills over budget are a violation: nothing loads", async () => {
    order = 0;
    const r = budgetStage([await cand("c1", "critical", 700), await cand("c2", "critical", 400), await cand("s", "standard", 1)], 1000);
    expect(r.violation).toEqual({ budget: 1000, needed: 1100, critical: [{ name: "c1", chars: 700 }, { name: "c2", chars: 400 }] });
    expect(r.candidates.every((c) => c.budget === "overflow")).toBe(true);
    expect(r.used).toBe(0);
  });
});
