// The four invariants of the pipeline, and determinism, over generated skill sets.
import { describe, expect, it } from "vitest";
import { runStages, type StageInput } from "../../lib/loader/pipeline.ts";
import { KeywordScorer } from "../../lib/loader/keyword-scorer.ts";
import { parseSkill } from "../../lib/loader/skill.ts";
import type { BudgetResult } from "../../lib/loader/budget.ts";
import { PROFILES, TIERS, type Candidate, type Precedence, type Scope, type Skill } from "../../lib/loader/types.ts";
import { CATEGORIES } from "../../lib/loader/model-filter.ts";
import { seeded } from "./fixture.ts";

const CASES = 300;
const NAMES = ["review", "ship", "qa", "plan", "deploy", "testing", "debug", "docs", "audit", "retro"];
const WORDS = [
  "write",
  "tests",
  "review",
  "code",
  "deploy",
  "release",
  "plan",
  "fix",
  "bug",
  "docs",
  "audit",
  "security",
  "parser",
  "cache",
];

interface Case {
  input: StageInput;
  precedence: Precedence;
  seed: number;
}

async function makeCase(seed: number): Promise<Case> {
  const r = seeded(seed);
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)]!;
  const chance = (p: number) => r() < p;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(" ");
  const precedence: Precedence = chance(0.25) ? "user-first" : "project-first";
  const order: Scope[] =
    precedence === "user-first"
      ? ["user", "nested", "project", "extra", "bundled"]
      : ["nested", "project", "user", "extra", "bundled"];
  const n = 1 + Math.floor(r() * 25);
  const drafts: { scope: Scope; folder: string; text: string }[] = [];
  for (let i = 0; i < n; i++) {
    const scope = pick<Scope>(["project", "project", "user", "user", "nested", "bundled"]);
    const name = chance(0.7) ? pick(NAMES) : `${pick(NAMES)}-${i}`;
    const fm: string[] = [`name: ${name}`, `description: ${words(1 + Math.floor(r() * 6))}`];
    if (chance(0.6)) fm.push(`tier: ${pick([...TIERS, "standard", "optional", "optional"])}`);
    if (chance(0.4)) fm.push(`category: ${pick(CATEGORIES)}`);
    if (chance(0.3)) fm.push(`tiers: { ${pick(PROFILES)}: ${pick([...TIERS, "exclude"])} }`);
    if (chance(0.5)) fm.push(`threshold: ${pick([0, 0, 20, 50, 70])}`);
    if (chance(0.6))
      fm.push(
        `triggers:\n  intents: [${words(1 + Math.floor(r() * 3))}, ${words(2)}]\n  files: ["${pick(["*.ts", "src/**/*.ts", "**/*.test.tsx", "docs/*.md"])}"]\n  contexts: [${pick(WORDS)}]`,
      );
    if (chance(0.15)) fm.push(`extends: ${pick(NAMES)}`);
    if (chance(0.1)) fm.push(`paths: ["src/**/*.tsx"]`);
    if (chance(0.05)) fm.push("disable-model-invocation: true");
    const body = `# ${name}\n\n${"x".repeat(Math.floor(r() * (chance(0.1) ? 9000 : 2500)))}\n`;
    const text = chance(0.04)
      ? `---\nname: ${name}\ndescription: broken: yaml\n---\n`
      : `---\n${fm.join("\n")}\n---\n${body}`;
    drafts.push({ scope, folder: `${name}-${i}`, text });
  }
  // Discovery order: scopes by precedence, then folder name.
  drafts.sort((a, b) => order.indexOf(a.scope) - order.indexOf(b.scope) || (a.folder < b.folder ? -1 : 1));
  const skills: Skill[] = [];
  for (const [rank, d] of drafts.entries()) {
    const root = `/case/${d.scope}`;
    skills.push(
      await parseSkill(
        {
          file: `${root}/${d.folder}/SKILL.md`,
          dir: `${root}/${d.folder}`,
          folder: d.folder,
          root,
          scope: d.scope,
          rank,
          id: `${seed}:${rank}`,
          size: d.text.length,
        },
        d.text,
      ),
    );
  }
  const warm = new Map<string, number>();
  for (const name of NAMES) if (chance(0.3)) warm.set(name, Math.floor(r() * 3_000_000));
  return {
    seed,
    precedence,
    input: {
      skills,
      ctx: {
        intent: words(Math.floor(r() * 6)),
        files: chance(0.5) ? [pick(["src/a.ts", "src/components/B.tsx", "x.test.tsx", "docs/a.md"])] : [],
        context: words(Math.floor(r() * 3)),
      },
      scorer: new KeywordScorer(),
      activated: new Set(NAMES.filter(() => chance(0.2))),
      profile: pick(PROFILES),
      warm,
      budget: 500 + Math.floor(r() * 15_000),
    },
  };
}

const active = (res: BudgetResult) => res.candidates.filter((c) => c.budget).sort((a, b) => a.order! - b.order!);
const loaded = (res: BudgetResult) => active(res).filter((c) => c.budget === "load");
const tierIdx = (c: Candidate) => TIERS.indexOf(c.tier!);
const SCOPE_GROUP: Record<Scope, string> = {
  nested: "project",
  project: "project",
  user: "user",
  extra: "extra",
  bundled: "bundled",
};

/** A comparable picture of a result: everything but object identity. */
function picture(res: BudgetResult) {
  return {
    budget: res.budget,
    used: res.used,
    violation: res.violation ?? null,
    skills: [...res.candidates]
      .sort((a, b) => a.skill.rank - b.skill.rank)
      .map((c) => ({
        file: c.skill.file,
        budget: c.budget ?? null,
        order: c.order ?? null,
        score: c.score ?? null,
        tier: c.tier ?? null,
        warm: c.warm ?? null,
        chars: c.chars ?? null,
        content: c.content ?? null,
        dropped: c.dropped ?? null,
        decisions: c.decisions,
      })),
  };
}

describe(`pipeline invariants over ${CASES} generated skill sets`, async () => {
  const cases: Case[] = [];
  for (let s = 1; s <= CASES; s++) cases.push(await makeCase(s));
  const results = await Promise.all(cases.map((c) => runStages(c.input)));

  it("1. the budget is never exceeded; critical skills over budget are a violation, never a silent overflow", () => {
    let violations = 0;
    let overflows = 0;
    cases.forEach((c, i) => {
      const res = results[i]!;
      const sum = loaded(res).reduce((n, x) => n + x.chars!, 0);
      expect(sum, `seed ${c.seed}`).toBeLessThanOrEqual(c.input.budget);
      expect(sum).toBe(res.used);
      const critical = active(res)
        .filter((x) => x.tier === "critical")
        .reduce((n, x) => n + x.chars!, 0);
      if (res.violation) {
        violations++;
        expect(critical).toBeGreaterThan(c.input.budget);
        expect(loaded(res)).toEqual([]);
      } else {
        expect(critical).toBeLessThanOrEqual(c.input.budget);
        expect(
          active(res)
            .filter((x) => x.tier === "critical")
            .every((x) => x.budget === "load"),
        ).toBe(true);
      }
      if (active(res).some((x) => x.budget === "overflow")) overflows++;
    });
    // The generator must actually exercise both paths.
    expect(violations).toBeGreaterThan(3);
    expect(overflows).toBeGreaterThan(20);
  });

  it("2. project skills shadow user skills of the same name (user-first: the reverse)", () => {
    let shadowings = 0;
    cases.forEach((c, i) => {
      const res = results[i]!;
      const winnerGroup = c.precedence === "project-first" ? "project" : "user";
      const loserGroup = c.precedence === "project-first" ? "user" : "project";
      for (const x of res.candidates) {
        if (SCOPE_GROUP[x.skill.scope] !== loserGroup) continue;
        const rival = c.input.skills.some((s) => s.name === x.skill.name && SCOPE_GROUP[s.scope] === winnerGroup);
        if (!rival) continue;
        shadowings++;
        expect(x.dropped, `seed ${c.seed} ${x.skill.file}`).toBeDefined();
        expect(x.budget).toBeUndefined();
        expect(x.decisions.some((d) => d.stage === "resolve" && d.outcome === "shadowed")).toBe(true);
      }
      // One candidate per name at most survives Resolve.
      const names = active(res).map((x) => x.skill.name);
      expect(new Set(names).size).toBe(names.length);
    });
    expect(shadowings).toBeGreaterThan(50);
  });

  it("3. critical before standard before optional: order and loading follow tiers absolutely", () => {
    cases.forEach((c, i) => {
      const list = active(results[i]!);
      for (let k = 1; k < list.length; k++) expect(tierIdx(list[k]!)).toBeGreaterThanOrEqual(tierIdx(list[k - 1]!));
      // Within a tier nothing after the first skill that did not fit loads; a lower tier only
      // gets room that no skill of a higher tier could use, and every critical skill loads.
      for (const tier of ["critical", "standard", "optional"]) {
        const inTier = list.filter((x) => x.tier === tier);
        const firstOverflow = inTier.findIndex((x) => x.budget === "overflow");
        if (firstOverflow !== -1)
          expect(
            inTier.slice(firstOverflow).every((x) => x.budget === "overflow"),
            `seed ${c.seed}`,
          ).toBe(true);
      }
      if (!results[i]!.violation)
        expect(
          list.filter((x) => x.tier === "critical").every((x) => x.budget === "load"),
          `seed ${c.seed}`,
        ).toBe(true);
    });
  });

  it("4. warm skills come before cold ones of the same tier and relevance band", () => {
    let pairs = 0;
    cases.forEach((c, i) => {
      const list = active(results[i]!);
      for (const a of list) {
        for (const b of list) {
          if (a === b || a.tier !== b.tier || a.band !== b.band || !a.warm || b.warm) continue;
          pairs++;
          expect(a.order!, `seed ${c.seed}`).toBeLessThan(b.order!);
          if (b.budget === "load") expect(a.budget).toBe("load");
        }
      }
    });
    expect(pairs).toBeGreaterThan(20);
  });

  it("determinism: the same input gives the same output, whatever order the skills arrive in", async () => {
    for (const [i, c] of cases.entries()) {
      if (i % 3) continue;
      const again = await runStages({ ...c.input, scorer: new KeywordScorer() });
      expect(picture(again)).toEqual(picture(results[i]!));
      const r = seeded(c.seed * 7);
      const shuffled = [...c.input.skills].sort(() => r() - 0.5);
      const third = await runStages({ ...c.input, skills: shuffled });
      expect(picture(third)).toEqual(picture(results[i]!));
    }
  });
});
