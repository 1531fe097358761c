// Every stage on the realistic fixture tree (test/fixtures/loader), one decision at a time.
import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { discover } from "../../lib/loader/discovery.ts";
import { scoreStage } from "../../lib/loader/score.ts";
import { resolveStage } from "../../lib/loader/resolve.ts";
import { modelFilterStage } from "../../lib/loader/model-filter.ts";
import { cacheOrderStage } from "../../lib/loader/cache-order.ts";
import { budgetStage } from "../../lib/loader/budget.ts";
import { loadPlanned, plan } from "../../lib/loader/pipeline.ts";
import { KeywordScorer } from "../../lib/loader/keyword-scorer.ts";
import type { Candidate } from "../../lib/loader/types.ts";
import { makeFixture } from "./fixture.ts";

const by = (list: Candidate[], name: string, scope = "project") =>
  list.find((c) => c.skill.name === name && c.skill.scope === scope)!;

describe("stages on the fixture tree", async () => {
  const fx = makeFixture();
  const d = await discover({
    cwd: fx.project,
    env: fx.env,
    precedence: "project-first",
    files: ["src/components/Button.test.tsx"],
  });
  const skill = (folder: string) => d.skills.find((s) => s.folder === folder)!;
  const ctx = {
    intent: "write tests for the Button component",
    files: ["src/components/Button.test.tsx"],
    context: "vitest",
  };
  const scored = await scoreStage(d.skills, ctx, new KeywordScorer());
  const resolved = resolveStage(scored);
  const filtered = modelFilterStage(resolved, "interactive");
  const ordered = cacheOrderStage(filtered, new Map([["testing", 60_000]]));

  it("parsing quirks: BOM + CRLF, tabs, folded, literal and multi-line descriptions, missing frontmatter", () => {
    expect(skill("deploy").meta).toMatchObject({
      description: "Ships the current branch to production after checks pass.",
      category: "deployment",
    });
    expect(skill("deploy").body).toBe("# Deploy\n\n1. Run the checks.\n2. Tag and push.\n");
    expect(skill("tabbed").meta.triggers.intents).toEqual(["format the code"]);
    expect(skill("tabbed").problems[0]!.message).toMatch(/tabs/);
    expect(skill("folded").meta).toMatchObject({
      description: "A long description folded over several lines.\nWith a second paragraph.",
      whenToUse: "Line one.\nLine two.\n", // as written: Claude Code keeps the block's final newline
      triggers: { intents: ["explain how the loader works"] },
    });
    expect(skill("no-frontmatter")).toMatchObject({ name: "no-frontmatter", valid: true, meta: { description: "" } });
    expect(skill("ship").meta.triggers.intents).toEqual(["ship it", "open a pull request"]);
    expect(skill("ship").meta.data.version).toBe("1.10");
  });

  it("Score: invalid skills are dropped at discovery, the rest scored, conditional ones activated by the file", () => {
    for (const f of ["broken-yaml", "unclosed", "huge"]) expect(by(scored, f).dropped!.stage).toBe("discover");
    expect(by(scored, "react-components").reasons).toContain("activated by src/components/Button.test.tsx");
    expect(by(scored, "testing").score).toBeGreaterThanOrEqual(90);
    expect(by(scored, "react-testing").reasons).toContain("triggers from testing");
    expect(by(scored, "deploy").dropped).toMatchObject({ stage: "score", reason: expect.stringMatching(/^0 < 50/) });
  });

  it("Resolve: shadowing, duplicates, inheritance, cycles, missing parents", () => {
    expect(by(resolved, "shadowed", "user").dropped!.reason).toBe(
      `shadowed by project ${join(fx.skills, "shadowed/SKILL.md")}`,
    );
    expect(resolved.filter((c) => c.skill.name === "shared-name").map((c) => c.dropped?.reason ?? "kept")).toEqual([
      "kept",
      'duplicate name "shared-name" in the same root; duplicate-a/ wins',
    ]);
    expect(by(resolved, "cycle-a").dropped!.reason).toBe("extends: cycle cycle-a -> cycle-b -> cycle-a");
    expect(by(resolved, "orphan").dropped!.reason).toBe('extends: no skill named "no-such-skill"');
    const rt = by(resolved, "react-testing");
    expect(rt.content).toContain("npx vitest run --environment jsdom");
    expect(rt.content).not.toContain("npm test -- --watch");
    expect(rt.content).toContain("- No timing assertions.");
    expect(rt.effective!.category).toBe("testing");
  });

  it("ModelFilter: tiers from frontmatter and the profile table; user-only skills left out", () => {
    expect(by(filtered, "react-testing").tier).toBe("critical");
    expect(by(filtered, "testing").tier).toBe("standard");
    expect(by(filtered, "manual-only").dropped!.reason).toMatch(/disable-model-invocation/);
    const verifier = modelFilterStage(resolved, "verifier");
    expect(by(verifier, "testing").tier).toBe("critical");
    const researcher = modelFilterStage(resolved, "researcher");
    expect(by(researcher, "testing").dropped!.stage).toBe("filter");
  });

  it("CacheOrder and Budget: critical first, warm within its band, strict prefix under a small budget", () => {
    const active = ordered.filter((c) => !c.dropped);
    expect(active[0]!.skill.name).toBe("react-testing");
    expect(by(ordered, "testing").warm).toBe(true);
    const small = budgetStage(ordered, by(ordered, "react-testing").chars! + 10);
    expect(small.candidates.filter((c) => c.budget === "load").map((c) => c.skill.name)).toEqual(["react-testing"]);
    expect(small.candidates.filter((c) => c.budget === "overflow").length).toBe(active.length - 1);
    expect(budgetStage(ordered, 50).violation!.critical.map((c) => c.name)).toEqual(["react-testing"]);
  });

  it("Load: the parent changed after scoring, so the child is re-scored and loads the new composition", async () => {
    const fx2 = makeFixture({ huge: false });
    const p = await plan({
      cwd: fx2.project,
      env: fx2.env,
      intent: ctx.intent,
      files: ctx.files,
      context: ctx.context,
    });
    const parent = join(fx2.skills, "testing", "SKILL.md");
    writeFileSync(
      parent,
      (await import("node:fs"))
        .readFileSync(parent, "utf8")
        .replace("- No timing assertions.", "- Never sleep in a test."),
    );
    const r = await loadPlanned(p);
    const rt = r.load.loaded.find((l) => l.candidate.skill.name === "react-testing")!;
    expect(rt.content).toContain("- Never sleep in a test.");
    expect(rt.changed).toMatch(/^changed: .*testing\/SKILL\.md; re-scored/);
    expect(r.load.loaded.find((l) => l.candidate.skill.name === "code-review")!.references).toEqual([
      "references/checklist.md",
      "scripts/diffstat.sh",
    ]);
    expect(r.load.changed.map((c) => c.name).sort()).toEqual(["react-testing", "testing"]);
  });
});
