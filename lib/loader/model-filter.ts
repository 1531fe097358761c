// Stage 3, ModelFilter: the agent profile decides each skill's tier (critical, standard,
// optional) or leaves it out. This is policy (what a role should see), separate from Budget
// (what fits). Sources, first match wins:
//   1. `disable-model-invocation: true`   never loaded for the model
//   2. `profiles: [...]`                  allow-list; other profiles leave the skill out
//   3. `tiers: {<profile>: <tier>|exclude}`
//   4. `tier: <tier>`                     every profile
//   5. `category: <c>` in PROFILE_TABLE   the table below
//   6. standard
import type { Candidate, Profile, SkillMeta, Tier } from "./types.ts";

type Slot = Tier | "exclude";

/**
 * Category -> tier per profile. An executor works through a plan: it needs code, test and deploy
 * practice, not planning. A planner needs architecture and constraints, not debugging. A
 * researcher reads. A verifier checks: tests and review first. Interactive sessions get everything.
 */
export const PROFILE_TABLE: Record<string, Record<Profile, Slot>> = {
  //               executor     planner      researcher   verifier     interactive
  implementation: {
    executor: "critical",
    planner: "optional",
    researcher: "exclude",
    verifier: "standard",
    interactive: "standard",
  },
  testing: {
    executor: "standard",
    planner: "optional",
    researcher: "exclude",
    verifier: "critical",
    interactive: "standard",
  },
  deployment: {
    executor: "standard",
    planner: "exclude",
    researcher: "exclude",
    verifier: "standard",
    interactive: "standard",
  },
  debugging: {
    executor: "standard",
    planner: "exclude",
    researcher: "optional",
    verifier: "standard",
    interactive: "standard",
  },
  planning: {
    executor: "exclude",
    planner: "critical",
    researcher: "standard",
    verifier: "optional",
    interactive: "standard",
  },
  architecture: {
    executor: "optional",
    planner: "critical",
    researcher: "standard",
    verifier: "optional",
    interactive: "standard",
  },
  research: {
    executor: "exclude",
    planner: "standard",
    researcher: "critical",
    verifier: "optional",
    interactive: "standard",
  },
  review: {
    executor: "optional",
    planner: "standard",
    researcher: "optional",
    verifier: "critical",
    interactive: "standard",
  },
  security: {
    executor: "standard",
    planner: "standard",
    researcher: "optional",
    verifier: "critical",
    interactive: "standard",
  },
  documentation: {
    executor: "optional",
    planner: "standard",
    researcher: "standard",
    verifier: "optional",
    interactive: "optional",
  },
  workflow: {
    executor: "standard",
    planner: "standard",
    researcher: "standard",
    verifier: "standard",
    interactive: "standard",
  },
};

export const CATEGORIES = Object.keys(PROFILE_TABLE);

/** The tier of one skill for one profile, with the reason. */
export function classify(meta: SkillMeta, profile: Profile): { slot: Slot; reason: string } {
  if (!meta.modelInvocable) return { slot: "exclude", reason: "disable-model-invocation: only the user invokes it" };
  if (meta.profiles && !meta.profiles.includes(profile)) {
    return { slot: "exclude", reason: `profiles: ${meta.profiles.join(", ") || "none"} (not ${profile})` };
  }
  const own = meta.tiers[profile];
  if (own) return { slot: own, reason: `tiers.${profile}: ${own}` };
  if (meta.tier) return { slot: meta.tier, reason: `tier: ${meta.tier}` };
  const row = meta.category ? PROFILE_TABLE[meta.category] : undefined;
  if (row) return { slot: row[profile], reason: `category ${meta.category} for ${profile} (profile table)` };
  return {
    slot: "standard",
    reason: meta.category ? `unknown category ${meta.category}: standard` : "no tier or category: standard",
  };
}

export function modelFilterStage(input: readonly Candidate[], profile: Profile): Candidate[] {
  return input.map((c) => {
    if (c.dropped) return c;
    const { slot, reason } = classify(c.effective ?? c.skill.meta, profile);
    const out: Candidate = { ...c, decisions: [...c.decisions] };
    if (slot === "exclude") {
      out.dropped = { stage: "filter", reason: `left out for ${profile}: ${reason}` };
      out.decisions.push({ stage: "filter", outcome: "excluded", reason: out.dropped.reason });
    } else {
      out.tier = slot;
      out.decisions.push({ stage: "filter", outcome: slot, reason });
    }
    return out;
  });
}
