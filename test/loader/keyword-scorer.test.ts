import { describe, expect, it } from "vitest";
import { KeywordScorer, stem, tokenize } from "../../lib/loader/keyword-scorer.ts";
import type { ScoreItem } from "../../lib/loader/scorer.ts";
import { getScorer, registerScorer, scorerNames } from "../../lib/loader/scorer.ts";
import type { ScoreContext } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

const ctx = (intent = "", files: string[] = [], context = ""): ScoreContext => ({ intent, files, context });

async function item(fm: string): Promise<ScoreItem> {
  const skill = await memSkill(doc(fm));
  return { skill, triggers: skill.meta.triggers, paths: [] };
}

async function score(fm: string, c: ScoreContext) {
  return new KeywordScorer().score([await item(fm)], c)[0]!;
}

describe("tokenize", () => {
  it("drops stop words, splits camelCase and paths, and stems both sides alike", () => {
    expect(tokenize("Please write the unit tests for useEffect")).toEqual(["writ", "unit", "test", "use", "effect"]);
    expect(tokenize("src/components/Button.test.tsx")).toEqual(["src", "component", "button", "test", "tsx"]);
    for (const [a, b] of [["writing", "write"], ["tests", "testing"], ["deployment", "deploy"], ["fixes", "fix"], ["running", "run"], ["migration", "migrate"], ["libraries", "library"]]) {
      expect(stem(a!)).toBe(stem(b!));
    }
  });
});

describe("KeywordScorer", () => {
  it("scores multi-word requests (the public pipeline scored them all 0)", async () => {
    const fm = "name: testing\ntriggers:\n  intents: [write tests, add test coverage]";
    const r = await score(fm, ctx("could you please write some unit tests for the parser module?"));
    expect(r.score).toBeGreaterThanOrEqual(50);
    expect(r.reasons.join(" ")).toMatch(/intent "write tests" 2\/2 words/);
  });

  it("weighs specific triggers above broad ones", async () => {
    const narrow = await score("name: a\ntriggers:\n  files: [src/components/**/*.test.tsx]", ctx("", ["src/components/x/B.test.tsx"]));
    const broad = await score("name: b\ntriggers:\n  files: ['*.tsx']", ctx("", ["src/components/x/B.test.tsx"]));
    expect(narrow.score).toBeGreaterThan(broad.score);
    const long = await score("name: c\ntriggers:\n  intents: [write react component tests]", ctx("write react component tests now"));
    const short = await score("name: d\ntriggers:\n  intents: [tests]", ctx("write react component tests now"));
    expect(long.score).toBeGreaterThan(short.score);
  });

  it("partial phrase matches count less; under half a phrase counts nothing", async () => {
    const fm = "name: x\ntriggers:\n  intents: [audit the dependency tree]";
    const full = await score(fm, ctx("audit the dependency tree"));
    const part = await score(fm, ctx("audit the dependencies"));
    const none = await score(fm, ctx("tree"));
    expect(full.score).toBeGreaterThan(part.score);
    expect(part.score).toBeGreaterThan(0);
    expect(none.score).toBe(0);
  });

  it("uses context keywords, the name and description words; description alone stays below 50", async () => {
    const c = await score("name: x\ntriggers:\n  contexts: [vitest, jsdom]", ctx("", ["a.ts"], "npm run vitest --environment jsdom"));
    expect(c.reasons.join(" ")).toMatch(/context vitest, jsdom/);
    const n = await score("name: code-review", ctx("review my code"));
    expect(n.score).toBe(50);
    const d = await score("name: x\ndescription: Generates changelog entries from git history and tags, grouped by commit type.", ctx("generate changelog entries from git history tags grouped commit type"));
    expect(d.score).toBeLessThan(50);
    expect(d.score).toBeGreaterThan(0);
  });

  it("stays within 0-100 and is deterministic", async () => {
    const fm = "name: all\ndescription: test write review code files\ntriggers:\n  files: ['**/*']\n  intents: [write tests, review code]\n  contexts: [a, b, c, d, e]";
    const c = ctx("write tests review code all", ["x.ts"], "a b c d e");
    const a = await score(fm, c);
    const b = await score(fm, c);
    expect(a).toEqual(b);
    expect(a.score).toBeLessThanOrEqual(100);
    expect((await score(fm, ctx())).score).toBe(0);
  });

  it("the scorer registry takes other scorers (an embedding scorer plugs in here)", async () => {
    registerScorer("constant", async () => ({ name: "constant", score: (items) => items.map(() => ({ score: 77, reasons: ["constant"] })) }));
    expect(scorerNames()).toEqual(expect.arrayContaining(["keyword", "constant"]));
    const s = await getScorer("constant");
    expect(await s!.score([await item("name: z")], ctx())).toEqual([{ score: 77, reasons: ["constant"] }]);
    expect(await getScorer("nope")).toBeUndefined();
  });
});
