import { describe, expect, it } from "vitest";
import { classify, modelFilterStage, PROFILE_TABLE } from "../../lib/loader/model-filter.ts";
import { emptyMeta } from "../../lib/loader/skill.ts";
import { PROFILES, type SkillMeta } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

const meta = (m: Partial<SkillMeta>): SkillMeta => ({ ...emptyMeta(), ...m });

describe("ModelFilter", () => {
  it("follows the source order: model invocation, profiles, tiers, tier, category, default", () => {
    expect(classify(meta({ modelInvocable: false, tier: "critical" }), "interactive").slot).toBe("exclude");
    expect(classify(meta({ profiles: ["planner"], tier: "critical" }), "executor")).toMatchObject({
      slot: "exclude",
      reason: "profiles: planner (not executor)",
    });
    expect(classify(meta({ profiles: ["planner"], tier: "critical" }), "planner").slot).toBe("critical");
    expect(classify(meta({ tiers: { executor: "optional" }, tier: "critical" }), "executor")).toMatchObject({
      slot: "optional",
      reason: "tiers.executor: optional",
    });
    expect(classify(meta({ tiers: { executor: "exclude" } }), "executor").slot).toBe("exclude");
    expect(classify(meta({ tier: "critical", category: "planning" }), "executor").slot).toBe("critical");
    expect(classify(meta({ category: "planning" }), "executor")).toMatchObject({
      slot: "exclude",
      reason: "category planning for executor (profile table)",
    });
    expect(classify(meta({ category: "planning" }), "planner").slot).toBe("critical");
    expect(classify(meta({ category: "made-up" }), "planner")).toMatchObject({
      slot: "standard",
      reason: "unknown category made-up: standard",
    });
    expect(classify(meta({}), "verifier").slot).toBe("standard");
  });

  it("the profile table covers every profile for every category", () => {
    for (const row of Object.values(PROFILE_TABLE)) expect(Object.keys(row).sort()).toEqual([...PROFILES].sort());
    expect(PROFILE_TABLE.testing!.verifier).toBe("critical");
    expect(PROFILE_TABLE.research!.researcher).toBe("critical");
  });

  it("uses the effective (inherited) frontmatter and passes dropped skills through", async () => {
    const s = await memSkill(doc("name: a"));
    const [kept, dropped, excluded] = modelFilterStage(
      [
        { skill: s, decisions: [], effective: meta({ tier: "optional" }) },
        { skill: s, decisions: [], dropped: { stage: "score", reason: "low" } },
        { skill: s, decisions: [], effective: meta({ category: "research" }) },
      ],
      "executor",
    );
    expect(kept).toMatchObject({
      tier: "optional",
      decisions: [{ stage: "filter", outcome: "optional", reason: "tier: optional" }],
    });
    expect(dropped!.decisions).toEqual([]);
    expect(excluded!.dropped).toMatchObject({
      stage: "filter",
      reason: "left out for executor: category research for executor (profile table)",
    });
  });
});
