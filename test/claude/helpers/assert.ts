// Checks every real-client run shares: the client exited cleanly, the skill's text reached the
// model as committed, and the preamble ran with the kit available.
import { expect } from "vitest";
import { describeRun } from "./claude.ts";
import type { SkillRun } from "./skill-run.ts";

export function expectCleanRun(s: SkillRun, skill: string): void {
  expect(s.run.timedOut, describeRun(s.run)).toBe(false);
  expect(s.run.status, describeRun(s.run)).toBe(0);
  expect(s.run.json?.subtype, describeRun(s.run)).toBe("success");
  expect(String(s.run.json?.result), "the script ran to its end").toBe("DONE.");
  // The client loaded the skill with the Skill tool and gave the model the committed text.
  expect(s.skillText).toContain(`Launching skill: ${skill}`);
  for (const o of s.outs)
    expect(s.skillText, `${skill}: a block of the committed SKILL.md the client did not pass on`).toContain(
      o.block.trimEnd(),
    );
  for (const o of s.outs) expect(o.isError, `${skill} step ${o.step} failed:\n${o.text}`).toBe(false);
}

/** The preamble's output of a run: the kit was found and the branch is the repo's. */
export function expectPreamble(s: SkillRun, skill: string, branch: string): string {
  const pre = s.out((b) => b.includes(`gstack-preamble" --skill ${skill} `));
  expect(pre).not.toMatch(/GSTACK: unavailable/);
  expect(pre).toMatch(new RegExp(`^BRANCH: ${branch}$`, "m"));
  expect(pre).toMatch(/^SESSION_KIND: (interactive|headless|spawned)$/m);
  return pre;
}
