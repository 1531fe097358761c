import { describe, expect, it } from "vitest";
import { resolveStage } from "../../lib/loader/resolve.ts";
import { scoreStage } from "../../lib/loader/score.ts";
import { KeywordScorer } from "../../lib/loader/keyword-scorer.ts";
import type { Skill } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

const run = async (skills: Skill[], intent = "") =>
  resolveStage(await scoreStage(skills, { intent, files: [], context: "" }, new KeywordScorer()));

describe("Resolve stage: shadowing", () => {
  it("the lowest rank of a name wins; the others are dropped with the winner named", async () => {
    const p = await memSkill(doc("name: review\nthreshold: 0", "Project.\n"), { scope: "project", rank: 1 });
    const u = await memSkill(doc("name: review\nthreshold: 0", "User.\n"), { scope: "user", rank: 2 });
    const out = await run([u, p]);
    const byScope = Object.fromEntries(out.map((c) => [c.skill.scope, c]));
    expect(byScope.project!.dropped).toBeUndefined();
    expect(byScope.project!.content).toBe("Project.\n");
    expect(byScope.user!.dropped).toMatchObject({
      stage: "resolve",
      reason: expect.stringMatching(/^shadowed by project /),
    });
  });

  it("a project skill that scored low, or is invalid, still shadows the user skill", async () => {
    const p = await memSkill(doc("name: review\ntriggers: [zzz]"), { scope: "project", rank: 1 });
    const u = await memSkill(doc("name: review\nthreshold: 0"), { scope: "user", rank: 2 });
    const out = await run([p, u]);
    expect(out.every((c) => c.dropped)).toBe(true);
    expect(out[1]!.decisions.at(-1)).toMatchObject({ stage: "resolve", outcome: "shadowed" });
    const broken = await memSkill("---\nname: review\ndescription: a: b\n---\n", {
      folder: "review",
      scope: "project",
      rank: 1,
    });
    const out2 = await run([broken, u]);
    expect(out2.every((c) => c.dropped)).toBe(true);
  });

  it("two folders of one root with the same name: a duplicate, the first folder wins", async () => {
    const a = await memSkill(doc("name: same\nthreshold: 0"), { folder: "a", root: "/r", rank: 1 });
    const b = await memSkill(doc("name: same\nthreshold: 0"), { folder: "b", root: "/r", rank: 2 });
    const out = await run([a, b]);
    expect(out[1]!.dropped!.reason).toBe('duplicate name "same" in the same root; a/ wins');
  });
});

describe("Resolve stage: extends", () => {
  it("composes parent and child: child sections replace, new ones are appended, fields inherit", async () => {
    const parent = await memSkill(
      doc(
        "name: testing\ndescription: Tests.\ncategory: testing\ntier: optional\nthreshold: 0",
        "# Testing\n\n## Rules\n\nrule\n\n## Commands\n\nnpm test\n",
      ),
    );
    const child = await memSkill(
      doc(
        "name: react-testing\nextends: testing\nthreshold: 0\ntier: critical",
        "## Commands\n\nvitest\n\n## React\n\nrtl\n",
      ),
    );
    const c = (await run([child, parent])).find((x) => x.skill.name === "react-testing")!;
    expect(c.content).toBe("# Testing\n\n## Rules\n\nrule\n\n## Commands\n\nvitest\n\n## React\n\nrtl\n");
    expect(c.chars).toBe(c.content!.length);
    expect(c.effective).toMatchObject({ description: "Tests.", category: "testing", tier: "critical" });
    expect(c.chain!.map((s) => s.name)).toEqual(["react-testing", "testing"]);
    expect(c.decisions.at(-1)!.reason).toMatch(/extends testing \(1 section replaced, 1 added\)/);
  });

  it("drops cycles, missing or invalid parents and chains that are too deep", async () => {
    const a = await memSkill(doc("name: a\nextends: b\nthreshold: 0"));
    const b = await memSkill(doc("name: b\nextends: a\nthreshold: 0"));
    const self = await memSkill(doc("name: self\nextends: self\nthreshold: 0"));
    const orphan = await memSkill(doc("name: orphan\nextends: nobody\nthreshold: 0"));
    const bad = await memSkill("---\nname: bad\ndescription: a: b\n---\n", { folder: "bad" });
    const child = await memSkill(doc("name: child\nextends: bad\nthreshold: 0"));
    const out = await run([a, b, self, orphan, bad, child]);
    const why = Object.fromEntries(out.map((c) => [c.skill.name, c.dropped?.reason]));
    expect(why.a).toBe("extends: cycle a -> b -> a");
    expect(why.self).toBe("extends: cycle self -> self");
    expect(why.orphan).toBe('extends: no skill named "nobody"');
    expect(why.child).toMatch(/^extends: parent "bad" is invalid/);
    const chain: Skill[] = [];
    for (let i = 0; i < 12; i++)
      chain.push(await memSkill(doc(`name: l${i}\nthreshold: 0${i < 11 ? `\nextends: l${i + 1}` : ""}`)));
    const deep = await run(chain);
    expect(deep[0]!.dropped!.reason).toBe("extends: chain deeper than 8 levels");
    expect(deep[5]!.dropped).toBeUndefined();
  });
});
