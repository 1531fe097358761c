// The words a skill's body uses most, in the scorer's stems, computed once when the SKILL.md is
// parsed and kept in the skill index (docs/decisions/0062-body-terms.md). Most public skills say
// little in their description ("Use when encountering any bug, test failure"), while the body says
// what the user is likely to type ("flaky", "intermittent", "stack trace"). Reading 600 bodies on
// every prompt would cost tens of milliseconds; reading this short list costs a split.
import { tokenize } from "./keyword-scorer.ts";

/** Distinct stems kept per skill, most frequent first. */
export const MAX_BODY_TERMS = 40;
/** The opening of the body read: its overview and "when to use" sections come first. */
export const BODY_CHARS = 8000;

/** Space-separated distinct stems of the body's prose (fenced code left out), most frequent first. */
export function bodyTerms(body: string): string {
  const prose = body.slice(0, BODY_CHARS).replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, " ");
  const counts = new Map<string, number>();
  for (const t of tokenize(prose)) if (t.length > 1) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_BODY_TERMS)
    .map(([t]) => t)
    .join(" ");
}
