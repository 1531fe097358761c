import { describe, expect, it } from "vitest";
import { budgetStage, truncationNote } from "../../lib/loader/budget.ts";
import type { Candidate, Tier } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

let order = 0;
async function cand(name: string, tier: Tier, chars: number): Promise<Candidate> {
  return { skill: await memSkill(doc(`name: ${name}`)), decisions: [], tier, chars, score: 60, order: ++order };
}

describe("Budget", () => {
  it("within a tier, everything after the first misfit overflows; the next tier gets what is left", async () => {
    order = 0;
    const list = [
      await cand("c1", "critical", 400),
      await cand("s1", "standard", 300),
      await cand("s2", "standard", 500),
      await cand("s3", "standard", 10),
      await cand("o1", "optional", 10),
    ];
    const r = budgetStage(list, 1000);
    expect(r.candidates.map((c) => `${c.skill.name}:${c.budget}`)).toEqual([
      "c1:load",
      "s1:load",
      "s2:overflow",
      "s3:overflow",
      "o1:load",
    ]);
    expect(r.used).toBe(710);
    expect(r.violation).toBeUndefined();
    expect(r.candidates[2]!.decisions.at(-1)!.reason).toBe("needs 500 characters, 300 left");
    expect(r.candidates[3]!.decisions.at(-1)!.reason).toBe(
      "after s2 (position 3) overflowed; the rest of the standard tier waits",
    );
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
    const r = budgetStage(
      [await cand("c1", "critical", 700), await cand("c2", "critical", 400), await cand("s", "standard", 1)],
      1000,
    );
    expect(r.violation).toEqual({
      budget: 1000,
      needed: 1100,
      critical: [
        { name: "c1", chars: 700 },
        { name: "c2", chars: 400 },
      ],
    });
    expect(r.candidates.every((c) => c.budget === "overflow")).toBe(true);
    expect(r.used).toBe(0);
  });

  it("the best-scored skill too large for the room loads cut at a section boundary, naming its file", async () => {
    order = 0;
    const body = `Intro paragraph.\n\n## Setup\n${"s".repeat(300)}\n\n## Usage\n${"u".repeat(400)}\n`;
    const big = { ...(await cand("big", "standard", body.length)), content: body, score: 90 };
    const after = await cand("after", "standard", 10);
    const opt = await cand("opt", "optional", 10);
    const r = budgetStage([big, after, opt], 500);
    const [b, a, o] = r.candidates;
    const kept = body.slice(0, body.indexOf("## Usage"));
    expect(b!.budget).toBe("load");
    expect(b!.content).toBe(kept + truncationNote(kept.length, body.length, big.skill.file));
    expect(b!.chars).toBe(b!.content!.length);
    expect(b!.decisions.at(-1)!.reason).toMatch(/^cut to \d+ of \d+ characters at a section boundary/);
    expect(r.used).toBe(b!.chars! + 10); // and opt's 10
    expect(r.used).toBeLessThanOrEqual(500);
    // The rest of its tier waits as before; the next tier gets what is left.
    expect(a!.budget).toBe("overflow");
    expect(a!.decisions.at(-1)!.reason).toBe(
      "after big (position 1) was cut to fit; the rest of the standard tier waits",
    );
    expect(o!.budget).toBe("load");
    // The input is not changed.
    expect(big.content).toBe(body);
  });

  it("a misfit within 10 points of the best loads cut when an eighth of the budget is left, else overflows whole", async () => {
    order = 0;
    const body = `Intro.\n\n## A\n${"a".repeat(300)}\n\n## B\n${"b".repeat(600)}\n`;
    const first = { ...(await cand("first", "standard", 300)), score: 80 };
    const big = { ...(await cand("big", "standard", body.length)), content: body, score: 70 };
    const after = await cand("after", "standard", 10);
    // 1,000 characters: 700 left after `first`, enough for the opening sections of `big`.
    const r = budgetStage([first, big, after], 1000);
    const [, b, a] = r.candidates;
    const kept = body.slice(0, body.indexOf("## B"));
    expect(r.candidates.map((c) => c.budget)).toEqual(["load", "load", "overflow"]);
    expect(b!.content).toBe(kept + truncationNote(kept.length, body.length, big.skill.file));
    expect(b!.decisions.at(-1)!.reason).toMatch(
      /^cut to \d+ of \d+ characters at a section boundary \(the first of its tier that does not fit\)/,
    );
    expect(a!.decisions.at(-1)!.reason).toBe(
      "after big (position 2) was cut to fit; the rest of the standard tier waits",
    );
    expect(r.used).toBeLessThanOrEqual(1000);

    // 2,700 characters with 2,400 taken: 300 left is less than an eighth (337), so `big` overflows whole.
    order = 0;
    const wide = { ...(await cand("wide", "standard", 2400)), score: 80 };
    const big2 = { ...(await cand("big", "standard", body.length)), content: body, score: 70 };
    const r2 = budgetStage([wide, big2], 2700);
    expect(r2.candidates.map((c) => c.budget)).toEqual(["load", "overflow"]);
    expect(r2.candidates[1]!.content).toBe(body);
    expect(r2.candidates[1]!.decisions.at(-1)!.reason).toBe(`needs ${body.length} characters, 300 left`);

    // Room enough, but 11 points below the best: a skill that shares a word, not a contender.
    order = 0;
    const best = { ...(await cand("best", "standard", 300)), score: 81 };
    const far = { ...(await cand("far", "standard", body.length)), content: body, score: 70 };
    const r3 = budgetStage([best, far], 1000);
    expect(r3.candidates.map((c) => c.budget)).toEqual(["load", "overflow"]);
    expect(r3.candidates[1]!.content).toBe(body);
  });

  it("with cutToFit false nothing is cut, the best-scored skill included", async () => {
    order = 0;
    const body = `Intro.\n\n## A\n${"a".repeat(300)}\n\n## B\n${"b".repeat(600)}\n`;
    const big = { ...(await cand("big", "standard", body.length)), content: body, score: 95 };
    const r = budgetStage([big], 500, { cutToFit: false });
    expect(r.candidates[0]!.budget).toBe("overflow");
    expect(r.candidates[0]!.content).toBe(body);
    expect(r.used).toBe(0);
  });
});
