// Stage 5, Budget: walks the CacheOrder order (critical, standard, optional) adding each skill's
// characters (after inheritance). Within a tier, at the first skill that does not fit, it and the
// rest of that tier go to the overflow list, so a lower-ranked skill of the tier never takes room
// a higher-ranked one needed; the next tier then gets what is left (seeds/000: "that skill and all
// subsequent skills in the current tier are moved to the overflow queue"). Critical skills never overflow:
// if they alone exceed the budget the plan carries a violation, which the command turns into an
// error with its own exit code (EXIT.budget).
import type { Candidate } from "./types.ts";

export interface Violation {
  budget: number;
  /** Characters the critical skills need together. */
  needed: number;
  critical: { name: string; chars: number }[];
}

export interface BudgetResult {
  candidates: Candidate[];
  budget: number;
  used: number;
  violation?: Violation;
}

export function budgetStage(input: readonly Candidate[], budget: number): BudgetResult {
  const out = input.map((c) => (c.dropped ? c : { ...c, decisions: [...c.decisions] }));
  const active = out.filter((c) => !c.dropped).sort((a, b) => a.order! - b.order!);
  const critical = active.filter((c) => c.tier === "critical");
  const needed = critical.reduce((n, c) => n + c.chars!, 0);
  if (needed > budget) {
    const reason = `critical skills need ${needed} characters; the budget is ${budget}`;
    for (const c of active) {
      c.budget = "overflow";
      c.decisions.push({ stage: "budget", outcome: "overflow", reason: c.tier === "critical" ? reason : `not reached: ${reason}` });
    }
    return {
      candidates: out, budget, used: 0,
      violation: { budget, needed, critical: critical.map((c) => ({ name: c.skill.name, chars: c.chars! })) },
    };
  }
  let used = 0;
  let stopper: Candidate | undefined;
  for (const c of active) {
    if (stopper && stopper.tier !== c.tier) stopper = undefined; // a new tier starts afresh
    if (!stopper && used + c.chars! <= budget) {
      used += c.chars!;
      c.budget = "load";
      c.decisions.push({ stage: "budget", outcome: "load", reason: `${c.chars} characters, ${budget - used} left` });
      continue;
    }
    c.budget = "overflow";
    const reason = stopper
      ? `after ${stopper.skill.name} (position ${stopper.order}) overflowed; the rest of the ${c.tier} tier waits`
      : `needs ${c.chars} characters, ${budget - used} left`;
    stopper ??= c;
    c.decisions.push({ stage: "budget", outcome: "overflow", reason });
  }
  return { candidates: out, budget, used };
}
