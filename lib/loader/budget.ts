// Stage 5, Budget: walks the CacheOrder order (critical, standard, optional) adding each skill's
// characters (after inheritance). Within a tier, at the first skill that does not fit, it and the
// rest of that tier go to the overflow list, so a lower-ranked skill of the tier never takes room
// a higher-ranked one needed; the next tier then gets what is left (seeds/000: "that skill and all
// subsequent skills in the current tier are moved to the overflow queue"). Critical skills never overflow:
// if they alone exceed the budget the plan carries a violation, which the command turns into an
// error of its own kind ("budget", exit 4).
//
// One exception to the overflow rule (docs/decisions/0061-budget-cuts-the-best-skill.md, 0103):
// the first skill of a tier that does not fit loads cut at the last section boundary that fits,
// with a closing line naming its file, rather than not at all, when it is the best-scored skill of
// the plan, or scores within CUT_MAX_GAP of it with at least CUT_MIN_SHARE of the budget left.
// Many public skills are larger than the whole default budget, and the opening sections of a close
// contender serve a request better than room left empty. The rest of its tier still waits.
import { cutAtSection } from "./sections.ts";
import type { Candidate } from "./types.ts";

/** Closing line of a cut skill; the agent reads the rest from the file. */
export function truncationNote(kept: number, total: number, file: string): string {
  return `\n[truncated at a section boundary: ${kept} of ${total} characters; the whole skill is ${file}]\n`;
}

/**
 * A misfit other than the best-scored skill loads cut only with this share of the budget left, or
 * more, and only when it scores within CUT_MAX_GAP points of the best: a contender for what the
 * request is about, not a skill that shares a word with it (decision 0103).
 */
export const CUT_MIN_SHARE = 1 / 8;
export const CUT_MAX_GAP = 10;

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

export function budgetStage(
  input: readonly Candidate[],
  budget: number,
  opts: { cutToFit?: boolean } = {},
): BudgetResult {
  const out = input.map((c) => (c.dropped ? c : { ...c, decisions: [...c.decisions] }));
  const active = out.filter((c) => !c.dropped).sort((a, b) => a.order! - b.order!);
  const critical = active.filter((c) => c.tier === "critical");
  const needed = critical.reduce((n, c) => n + c.chars!, 0);
  if (needed > budget) {
    const reason = `critical skills need ${needed} characters; the budget is ${budget}`;
    for (const c of active) {
      c.budget = "overflow";
      c.decisions.push({
        stage: "budget",
        outcome: "overflow",
        reason: c.tier === "critical" ? reason : `not reached: ${reason}`,
      });
    }
    return {
      candidates: out,
      budget,
      used: 0,
      violation: { budget, needed, critical: critical.map((c) => ({ name: c.skill.name, chars: c.chars! })) },
    };
  }
  let used = 0;
  let stopper: Candidate | undefined;
  // The best-scored skill, the first in order among equals.
  const top = active.reduce<Candidate | undefined>(
    (b, c) => (!b || (c.score ?? 0) > (b.score ?? 0) ? c : b),
    undefined,
  );
  for (const c of active) {
    if (stopper && stopper.tier !== c.tier) stopper = undefined; // a new tier starts afresh
    if (!stopper && used + c.chars! <= budget) {
      used += c.chars!;
      c.budget = "load";
      c.decisions.push({ stage: "budget", outcome: "load", reason: `${c.chars} characters, ${budget - used} left` });
      continue;
    }
    const room = budget - used;
    const contender = room >= budget * CUT_MIN_SHARE && top!.score! - c.score! <= CUT_MAX_GAP;
    if (
      !stopper &&
      opts.cutToFit !== false &&
      (c === top || contender) &&
      cut(c, room, c === top ? "the best-scored skill does not fit whole" : "the first of its tier that does not fit")
    ) {
      used += c.chars!;
      stopper = c; // the rest of its tier still waits: the cut took the room
      continue;
    }
    c.budget = "overflow";
    const reason = stopper
      ? `after ${stopper.skill.name} (position ${stopper.order}) ${stopper.budget === "load" ? "was cut to fit" : "overflowed"}; the rest of the ${c.tier} tier waits`
      : `needs ${c.chars} characters, ${budget - used} left`;
    stopper ??= c;
    c.decisions.push({ stage: "budget", outcome: "overflow", reason });
  }
  return { candidates: out, budget, used };
}

/** Cuts `c`'s content to fit `room` at a section boundary; false when not even a paragraph fits. */
function cut(c: Candidate, room: number, why: string): boolean {
  const full = c.content ?? "";
  const note = (kept: number) => truncationNote(kept, full.length, c.skill.file);
  const kept = cutAtSection(full, room - note(full.length).length);
  if (!kept) return false;
  c.content = kept + note(kept.length);
  c.chars = c.content.length;
  c.budget = "load";
  c.decisions.push({
    stage: "budget",
    outcome: "load",
    reason: `cut to ${kept.length} of ${full.length} characters at a section boundary (${why}), ${room - c.chars} left`,
  });
  return true;
}
