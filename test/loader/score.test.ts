import { describe, expect, it } from "vitest";
import { scoreStage } from "../../lib/loader/score.ts";
import { KeywordScorer } from "../../lib/loader/keyword-scorer.ts";
import { doc, memSkill } from "./fixture.ts";

const scorer = new KeywordScorer();
const ctx = (intent = "", files: string[] = []) => ({ intent, files, context: "" });

describe("Score stage", () => {
  it("drops skills below their threshold and keeps the rest, with reasons", async () => {
    const skills = [
      await memSkill(doc("name: a\ntriggers: [write tests]")),
      await memSkill(doc("name: b\ntriggers: [deploy]")),
      await memSkill(doc("name: c\nthreshold: 0")),
      await memSkill(doc("name: d\ntriggers: [write tests]\nthreshold: 99")),
    ];
    const out = await scoreStage(skills, ctx("write tests please"), scorer);
    expect(out.map((c) => [c.skill.name, c.dropped?.stage ?? "kept"])).toEqual([
      ["a", "kept"],
      ["b", "score"],
      ["c", "kept"],
      ["d", "score"],
    ]);
    expect(out[0]!.decisions[0]!.reason).toMatch(/^\d+ >= 50: intent "write tests"/);
    expect(out[3]!.dropped!.reason).toMatch(/< 99/);
  });

  it("drops invalid skills at discovery, keeping them in the list", async () => {
    const bad = await memSkill("---\nname: x\ndescription: a: b\n---\n", { folder: "x" });
    const [c] = await scoreStage([bad], ctx(), scorer);
    expect(c!.dropped).toMatchObject({ stage: "discover", reason: expect.stringMatching(/^invalid: frontmatter/) });
  });

  it("conditional skills: inactive until a matching file is in context or activated in the session", async () => {
    const s = await memSkill(doc("name: rc\npaths: ['src/components/**/*.tsx']\nthreshold: 0"));
    expect((await scoreStage([s], ctx("", ["src/server/a.ts"]), scorer))[0]!.dropped!.reason).toMatch(
      /^conditional: no file matching/,
    );
    const hit = (await scoreStage([s], ctx("", ["src/components/B.tsx"]), scorer))[0]!;
    expect(hit.dropped).toBeUndefined();
    expect(hit.reasons).toEqual(
      expect.arrayContaining([
        "activated by src/components/B.tsx",
        expect.stringMatching(/^file src\/components\/B.tsx matches/),
      ]),
    );
    expect((await scoreStage([s], ctx(), scorer, new Set(["rc"])))[0]!.dropped).toBeUndefined();
  });

  it("a child without triggers is scored with its parent's triggers and threshold", async () => {
    const parent = await memSkill(doc("name: base-skill\ntriggers: [write tests]\nthreshold: 40"));
    const child = await memSkill(doc("name: react-testing\nextends: base-skill"));
    const out = await scoreStage([child, parent], ctx("write tests"), scorer);
    expect(out[0]).toMatchObject({ threshold: 40, reasons: expect.arrayContaining(["triggers from base-skill"]) });
    // Both are scored by the parent's intent; the child's own name ("testing") adds to it.
    for (const c of out)
      expect(c.reasons).toEqual(expect.arrayContaining([expect.stringMatching(/^intent "write tests" 2\/2 words/)]));
    expect(out[0]!.score).toBeGreaterThanOrEqual(out[1]!.score!);
  });
});
