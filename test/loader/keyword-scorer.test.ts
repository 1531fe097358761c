import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KeywordScorer } from "../../lib/loader/keyword-scorer.ts";
import { nameWords, stem, tokenize } from "../../lib/loader/terms.ts";
import type { ScoreItem } from "../../lib/loader/scorer.ts";
import { concepts } from "../../lib/loader/concepts.ts";
import { associations, requestSkills, specificity, synonyms } from "../../lib/loader/synonyms.ts";
import { getScorer, registerScorer, scorerNames } from "../../lib/loader/scorer.ts";
import type { ScoreContext } from "../../lib/loader/types.ts";
import { KIT } from "../helpers/state.ts";
import { doc, memSkill } from "./fixture.ts";

const ctx = (intent = "", files: string[] = [], context = ""): ScoreContext => ({ intent, files, context });

async function item(fm: string): Promise<ScoreItem> {
  const skill = await memSkill(doc(fm));
  return { skill, triggers: skill.meta.triggers, paths: [] };
}

async function score(fm: string, c: ScoreContext) {
  return new KeywordScorer().score([await item(fm)], c)[0]!;
}

/** Scores a batch of name/description skills: name -> result. */
async function batch(skills: Record<string, string>, c: ScoreContext) {
  const items = await Promise.all(
    Object.entries(skills).map(([n, d]) => item(`name: ${n}\ndescription: ${JSON.stringify(d)}`)),
  );
  const res = new KeywordScorer().score(items, c);
  return Object.fromEntries(items.map((it, i) => [it.skill.name, res[i]!]));
}

// Descriptions in the style of public packs: no triggers, only a name and a description.
const PACK = {
  pptx: 'Use this skill any time a .pptx file is involved. This includes creating slide decks, pitch decks, or presentations. Trigger whenever the user mentions "deck," "slides," "presentation," or references a .pptx filename.',
  xlsx: "Use this skill any time a spreadsheet file is the primary input or output: open, read, edit or fix an .xlsx or .csv file, add columns, compute formulas.",
  "systematic-debugging": "Use when encountering any bug, test failure, or unexpected behavior, before proposing fixes",
  "test-driven-development": "Use when implementing any feature or bugfix, before writing implementation code",
  "writing-plans": "Use when you have a spec or requirements for a multi-step task, before touching code",
  "requesting-code-review":
    "Use when completing tasks, implementing major features, or before merging to verify work meets requirements",
  brainstorming:
    "You MUST use this before any creative work - creating features, building components. Explores user intent, requirements and design before implementation.",
};

describe("KeywordScorer on name and description alone", () => {
  it("a clear match passes 50 and is explained word by word", async () => {
    const r = await batch(PACK, ctx("make a slide deck for the quarterly review"));
    expect(r.pptx!.score).toBeGreaterThanOrEqual(50);
    expect(r.pptx!.reasons.join(" ")).toMatch(
      /slide quoted \+[\d.]+, deck quoted \+[\d.]+, (.+, )?"slide deck" phrase \+[\d.]+/,
    );
    for (const n of Object.keys(PACK)) if (n !== "pptx") expect(r[n]!.score, n).toBeLessThan(50);
  });

  it("a brand written in camelCase meets the word as typed: wordpress finds WordPress in a name", async () => {
    const pack = {
      "WordPress Penetration Testing": "Use to pentest WordPress sites and scan WordPress plugins.",
      "word-docs": "Create and edit Word documents and press releases.",
    };
    const r = await batch(pack, ctx("audit the security of our wordpress site"));
    expect(r["WordPress Penetration Testing"]!.reasons.join(" ")).toMatch(/wordpress name \+/);
    expect(r["WordPress Penetration Testing"]!.score).toBeGreaterThan(r["word-docs"]!.score);
  });

  it("a word used only inside a prepositional phrase counts for less than the ask", async () => {
    const pack = {
      "terraform-module-library": "Reusable Terraform modules for cloud infrastructure.",
      "docstring-writer": "Write documentation comments for code.",
    };
    const r = await batch(pack, ctx("write docstrings for this module"));
    const reasons = r["terraform-module-library"]!.reasons.join(" ");
    expect(reasons).toMatch(/modul name \+[\d.]+( spread x[\d.]+)? in context/);
    expect(r["docstring-writer"]!.score).toBeGreaterThan(r["terraform-module-library"]!.score);
    // The same word as the ask, outside any phrase, counts in full.
    const weight = (rs: string[]) => Number(rs.join(" ").match(/modul name \+([\d.]+)/)![1]);
    const asked = await batch(pack, ctx("write a module for the docstrings"));
    expect(asked["terraform-module-library"]!.reasons.join(" ")).not.toMatch(/modul [^,]* in context/);
    expect(
      weight(r["terraform-module-library"]!.reasons) / weight(asked["terraform-module-library"]!.reasons),
    ).toBeCloseTo(0.8, 1);
  });

  it("a quoted phrase counts as quoted only where the request has two of its words", async () => {
    const pack = {
      "access-audit": 'Use when the user asks to "find IDOR vulnerabilities" or "test access control".',
    };
    const one = await batch(pack, ctx("find out why the upload stalls"));
    expect(one["access-audit"]!.reasons.join(" ")).toMatch(/find text \+/);
    const two = await batch(pack, ctx("find the idor in the invoices endpoint"));
    expect(two["access-audit"]!.reasons.join(" ")).toMatch(/find quoted \+.*idor quoted \+/);
    // A one-word quoted term is quoted on its own, as before ("deck," "slides").
    const deck = await batch(PACK, ctx("a deck for the board"));
    expect(deck.pptx!.reasons.join(" ")).toMatch(/deck quoted \+/);
  });

  it("an acronym and its plural are one word, which Porter2 leaves apart (prd / prds)", async () => {
    const pack = {
      "product-toolkit": "Write PRDs, roadmaps and KPIs for a product team.",
      "team-notes": "Notes for the team: standups, retros and weekly updates.",
    };
    const r = await batch(pack, ctx("write the PRD for team workspaces"));
    expect(r["product-toolkit"]!.reasons.join(" ")).toMatch(/prd ~prds \+/);
    expect(r["product-toolkit"]!.score).toBeGreaterThan(r["team-notes"]!.score);
  });

  it("stems both sides: debug matches debugging, failing matches failure", async () => {
    const r = await batch(PACK, ctx("debug why the login page crashes"));
    expect(r["systematic-debugging"]!.score).toBeGreaterThanOrEqual(50);
    expect(r["systematic-debugging"]!.reasons.join(" ")).toMatch(/debug name \+/);
    const f = await batch(PACK, ctx("the build keeps failing"));
    expect(f["systematic-debugging"]!.reasons.join(" ")).toMatch(/fail ~failur/);
  });

  it("a word most skills share adds less than a rare one", async () => {
    const r = await batch(PACK, ctx("implementation"));
    const rare = await batch(PACK, ctx("spreadsheet"));
    expect(r["test-driven-development"]!.score).toBeLessThan(rare.xlsx!.score);
    expect(r["test-driven-development"]!.reasons.join(" ")).toMatch(/implement text/);
    expect(rare.xlsx!.score).toBeGreaterThan(30);
  });

  it("the relative rule: a skill far below the best match is scaled down, and says so", async () => {
    const r = await batch(PACK, ctx("open the spreadsheet and fix the formulas in the bug tracker columns"));
    expect(r.xlsx!.score).toBeGreaterThanOrEqual(50);
    const d = r["systematic-debugging"]!;
    expect(d.score).toBeLessThan(50);
    expect(d.reasons.join(" ")).toMatch(/x0\.\d+: \d+ is below the best match, xlsx \d+/);
  });

  it("the relative rule compares against skills that can win Resolve, not a shadowed copy", async () => {
    // A name the learned tables do not know: their votes for xlsx would take both copies to 100.
    const winner = await memSkill(
      doc("name: sheet-fixer\ndescription: Open spreadsheet files and fix their formulas."),
      {
        rank: 1,
      },
    );
    const shadowed = await memSkill(
      doc(
        "name: sheet-fixer\ndescription: Spreadsheet formulas, spreadsheet columns, spreadsheet charts and formulas.",
      ),
      { rank: 2, scope: "user" },
    );
    const other = await memSkill(doc("name: other\ndescription: Deploy services."), { rank: 3 });
    const res = new KeywordScorer().score(
      [shadowed, winner, other].map((k) => ({ skill: k, triggers: k.meta.triggers, paths: [] })),
      ctx("fix the spreadsheet formulas"),
    );
    expect(res[0]!.score).toBeGreaterThan(res[1]!.score);
    expect(res[1]!.reasons.join(" ")).not.toMatch(/below the best match/);
    expect(res[1]!.score).toBeGreaterThanOrEqual(50);
  });

  it("reads the opening of a long prompt: the ask, not the pasted text after it", async () => {
    const log = `${Array.from({ length: 400 }, (_, i) => `at frame${i}`).join(" ")} spreadsheet formulas`;
    const r = await batch(PACK, ctx(`debug why the login page crashes, here is the log: ${log}`));
    expect(r["systematic-debugging"]!.score).toBeGreaterThanOrEqual(50);
    expect(r.xlsx!.score).toBe(0);
  });

  it("a word of the same concept counts, below the word itself, and plan says which", async () => {
    const r = await batch(PACK, ctx("figure out this error on the checkout page"));
    const d = r["systematic-debugging"]!;
    expect(d.score).toBeGreaterThanOrEqual(50);
    expect(d.reasons.join(" ")).toMatch(/error as debug name \+[\d.]+/);
    const two = await batch(
      { a: "Explains each error the compiler prints.", b: "Explains each bug the compiler has.", c: "Formats dates." },
      ctx("explain this error"),
    );
    expect(two.a!.score).toBeGreaterThan(two.b!.score);
    expect(two.b!.score).toBeGreaterThan(0);
  });

  it("a word of the skill is evidence once: two request words of one concept do not both count it", async () => {
    const skills = { fixer: "Finds each broken build.", other: "Formats dates.", third: "Converts units." };
    // "crash" and "failure" are both of the bug group; the skill has one of its words.
    const both = await batch(skills, ctx("crash failure"));
    const one = await batch(skills, ctx("crash"));
    expect(both.fixer!.reasons.join(" ")).toMatch(/crash as broken text \+[\d.]+/);
    expect(both.fixer!.reasons.join(" ")).not.toMatch(/fail/);
    expect(both.fixer!.score).toBe(one.fixer!.score);
    // A word the request has itself is taken by it, not reached again through a concept.
    const literal = await batch(skills, ctx("broken crash"));
    expect(literal.fixer!.reasons.join(" ")).toMatch(/broken text/);
    expect(literal.fixer!.reasons.join(" ")).not.toMatch(/crash as/);
  });

  it("an idiom counts as the task word it stands for: look over is a review, dig into a debug", async () => {
    const r = await batch(PACK, ctx("can someone look over my changes before I merge"));
    expect(r["requesting-code-review"]!.score).toBeGreaterThanOrEqual(50);
    expect(r["requesting-code-review"]!.reasons.join(" ")).toMatch(/review name \+[\d.]+/);
    const plain = await batch(PACK, ctx("can someone look at my changes before I merge"));
    // "look at" says no review (the learned tables may still find the skill from the rest).
    expect(plain["requesting-code-review"]!.reasons.join(" ")).not.toMatch(/review name/);
    const d = await batch(PACK, ctx("users get a blank page, dig into it"));
    expect(d["systematic-debugging"]!.score).toBeGreaterThanOrEqual(50);
    // With a pronoun between verb and particle, and for a negated verb of the software.
    const t = await batch(PACK, ctx("customers get charged twice, track it down"));
    expect(t["systematic-debugging"]!.score).toBeGreaterThanOrEqual(50);
    const n = await batch(PACK, ctx("the sidebar doesn't redraw when the model changes"));
    expect(n["systematic-debugging"]!.score).toBeGreaterThanOrEqual(50);
    expect(n["systematic-debugging"]!.reasons.join(" ")).toMatch(/debug name/);
  });

  it("a number in the request is a quantity, not a topic: only a concept group's number counts", async () => {
    const skills = { themes: "Styles artifacts with 10 pre-set themes.", pptx: PACK.pptx, fixer: "Fixes 500 errors." };
    const r = await batch(skills, ctx("I need about 10 slides on the Q3 numbers"));
    expect(r.themes!.reasons.join(" ")).not.toMatch(/\b10 /);
    expect(r.themes!.score).toBeLessThan(5);
    expect(r.pptx!.score).toBeGreaterThanOrEqual(50);
    // 500 is in the bug report group, so it still counts.
    const e = await batch(skills, ctx("the server answers 500"));
    expect(e.fixer!.reasons.join(" ")).toMatch(/500 text/);
  });

  it("a WordNet synonym counts, below a concept word, and plan says it is one", async () => {
    const skills = { ledger: "Finds errors in ledgers.", dates: "Formats dates.", units: "Converts units." };
    const r = await batch(skills, ctx("there is a mistake somewhere"));
    expect(r.ledger!.reasons.join(" ")).toMatch(/mistak as error synonym text \+0\.3\d/);
    expect(r.ledger!.score).toBeGreaterThan(0);
    expect(r.ledger!.score).toBeLessThan(50); // one synonym alone is not enough to load
    expect(r.dates!.score).toBe(0);
    // The word itself counts more than its synonym.
    const direct = await batch(skills, ctx("there is an error somewhere"));
    expect(direct.ledger!.score).toBeGreaterThan(r.ledger!.score);
  });

  it("a skill word learned to go with a request word counts, and plan says it is associated", async () => {
    // associations.txt: "onboard" goes with the words of skills people wanted for onboarding (the
    // table grows with the benchmark, so its strongest is read from it: a stem that is its own stem).
    const word = associations("onboard").find((w) => tokenize(w).join(" ") === w);
    expect(word).toBeDefined();
    const skills = { drips: `Writes ${word} campaigns.`, dates: "Formats dates." };
    const r = await batch(skills, ctx("plan the onboarding"));
    expect(r.drips!.reasons.join(" ")).toMatch(new RegExp(`onboard as ${word} associated text \\+[\\d.]+`));
    expect(r.dates!.score).toBe(0);
    // The skill's own word counts more than a word associated with it.
    const direct = await batch(skills, ctx(`plan the ${word}`));
    expect(direct.drips!.score).toBeGreaterThan(r.drips!.score);
  });

  it("a request word learned for a skill by name counts for that skill alone, and plan says so", async () => {
    const table = concepts(stem);
    const ownName = new Set(nameWords("systematic-debugging"));
    // The two rarest words request-skills.txt learned for systematic-debugging (the table grows
    // with the benchmark, so they are read from it), asked about a skill whose text has neither.
    const text = readFileSync(join(KIT, "lib", "loader", "request-skills.txt"), "utf8");
    const learned = text
      .split("\n")
      .filter((l) => !l.startsWith("#") && l.split("\t").slice(2).includes("systematic-debugging"))
      .map((l) => [l.split("\t")[0]!, Number(l.split("\t")[1])] as const)
      // Words that labelled requests spread over many skills count for less, and a word with
      // related words may reach the skill's name another way ("segfault" as debug): leave them out.
      .filter(
        ([w]) =>
          /^[a-z]+$/.test(w) &&
          tokenize(w).join(" ") === w &&
          (specificity(w) ?? 1) >= 0.3 &&
          ![...table.related(w), ...synonyms(w), ...associations(w)].some((x) => ownName.has(x)),
      )
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    expect(learned.length).toBeGreaterThan(5);
    const [[a, qa], [b, qb]] = [learned[0]!, learned[1]!];
    const skills = { "systematic-debugging": "Formats dates.", "some-other-skill": "Formats dates." };
    const r = await batch(skills, ctx(`${a} ${b}`));
    const why = r["systematic-debugging"]!.reasons.join(" ");
    expect(why).toContain(`${a} learned from requests +${Math.round(qa * 100) / 100}`);
    expect(why).toContain(`${b} learned from requests +${Math.round(qb * 100) / 100}`);
    // They count as description words would, 1 - exp(-(qa + qb) / 1.2), and other evidence only adds
    // (an error class's name, say, also asks to debug).
    expect(r["systematic-debugging"]!.score).toBeGreaterThanOrEqual(Math.round(100 * (1 - Math.exp(-(qa + qb) / 1.2))));
    // The same text under another name learned nothing.
    expect(r["some-other-skill"]!.score).toBe(0);
  });

  it("a request word that labelled requests spread over many skills counts for less, and plan says by how much", async () => {
    // specificity.txt: "broken" is said for many tasks, so few of its requests share one skill.
    const share = specificity("broken")!;
    expect(share).toBeLessThan(0.3);
    const factor = Math.max(0.3, share / 0.3);
    // "deck" is said almost only for slides, so it counts in full.
    expect(specificity("deck")!).toBeGreaterThanOrEqual(0.3);
    const skills = { "broken-link-checker": "Checks links.", "deck-maker": "Checks links." };
    const r = await batch(skills, ctx("broken deck"));
    const broken = r["broken-link-checker"]!.reasons.join(" ");
    const deck = r["deck-maker"]!.reasons.join(" ");
    expect(broken).toContain(`spread x${Math.round(factor * 100) / 100}`);
    expect(deck).not.toContain("spread");
    // The same place (a word of the name) and the same rarity, so only the spread tells them apart.
    const added = (why: string, w: string) => Number(why.match(new RegExp(`${w} name \\+([\\d.]+)`))![1]);
    expect(added(broken, "broken")).toBeCloseTo(factor * added(deck, "deck"), 1);
    expect(r["broken-link-checker"]!.score).toBeLessThan(r["deck-maker"]!.score);
  });

  it("a learned word counts at its rarity among requests when that is lower than among skills", async () => {
    // "someone" is in no description here, so it is unique among these skills, but common in requests.
    const { rarity, skills } = requestSkills("someon");
    expect(skills.length).toBeGreaterThan(0);
    expect(rarity).toBeGreaterThan(0);
    expect(rarity).toBeLessThan(0.6);
    const name = skills[0]!;
    const r = await batch({ [name]: "Formats dates.", other: "Writes poems." }, ctx("someone asked"));
    // Times its spread over skills when labelled requests spread it (specificity.txt).
    const spread = Math.min(1, Math.max(0.3, (specificity("someon") ?? 1) / 0.3));
    expect(r[name]!.reasons.join(" ")).toContain(
      `someon learned from requests +${Math.round(rarity * spread * 100) / 100}`,
    );
  });

  it("another form of a request word (WordNet family) counts as the word, in the name too", async () => {
    const skills = {
      "skill-creator": "Guide for making and packaging agent skills.",
      checker: "Confirms that a build passed.",
      dates: "Formats dates.",
    };
    // create / creator and verify / verification share no Porter2 stem.
    const r = await batch(skills, ctx("create a skill"));
    expect(r["skill-creator"]!.reasons.join(" ")).toMatch(/creat ~creator \+[\d.]+.*whole name/);
    expect(r["skill-creator"]!.score).toBeGreaterThanOrEqual(50);
    const v = await batch({ ...skills, checker: "Verification of a build." }, ctx("verify the build"));
    expect(v.checker!.reasons.join(" ")).toMatch(/verifi ~verif \+/);
    // Five letters past the stem, beyond the prefix rule: only the family links these.
    const none = await batch({ ...skills, checker: "Verificatory notes of a build." }, ctx("verify the build"));
    expect(none.checker!.reasons.join(" ")).toMatch(/verifi ~verificatori/);
    expect(r.dates!.score).toBe(0);
  });

  it("the task word counts as fairly rare even when half the skills share it", async () => {
    const skills: Record<string, string> = {
      auth: "Login pages and session cookies.",
      fixer: "Debug anything that misbehaves.",
    };
    for (let i = 0; i < 6; i++) skills[`tool${i}`] = `Debug output of tool number ${i}.`;
    for (let i = 0; i < 6; i++) skills[`misc${i}`] = `Formats dates, variant ${i}.`;
    const r = await batch(skills, ctx("debug the login"));
    expect(r.fixer!.reasons.join(" ")).toMatch(/debug text \+0\.[7-9]/);
    // An object word shared as widely gets no such floor.
    const o = await batch(
      Object.fromEntries(Object.entries(skills).map(([k, v]) => [k, v.replace("Debug", "Cookie")])),
      ctx("cookie the login"),
    );
    expect(o.fixer!.reasons.join(" ")).toMatch(/cooki text \+0\.[0-5]/);
  });

  it("unrelated requests load nothing", async () => {
    // A learned association can give an off-topic word a little ("weather" goes with the words of
    // skills asked for by requests about a weather feed, "tomorrow" with those asked for by a
    // deadline), never enough to load.
    for (const request of [
      "what's the weather in Lisbon",
      "what's the weather in Lisbon tomorrow",
      "what's the time in Lisbon",
    ]) {
      const r = await batch(PACK, ctx(request));
      for (const n of Object.keys(PACK)) expect(r[n]!.score, `${request}: ${n}`).toBeLessThan(50);
    }
  });

  it("when_to_use counts like the description", async () => {
    const r = await score(
      "name: x\ndescription: Internal helper.\nwhen_to_use: Reach for it to rotate the signing certificates",
      ctx("rotate the certificates"),
    );
    expect(r.score).toBeGreaterThanOrEqual(50);
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
    const narrow = await score(
      "name: a\ntriggers:\n  files: [src/components/**/*.test.tsx]",
      ctx("", ["src/components/x/B.test.tsx"]),
    );
    const broad = await score("name: b\ntriggers:\n  files: ['*.tsx']", ctx("", ["src/components/x/B.test.tsx"]));
    expect(narrow.score).toBeGreaterThan(broad.score);
    const long = await score(
      "name: c\ntriggers:\n  intents: [write react component tests]",
      ctx("write react component tests now"),
    );
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

  it("uses context keywords, the name and description words", async () => {
    const c = await score(
      "name: x\ntriggers:\n  contexts: [vitest, jsdom]",
      ctx("", ["a.ts"], "npm run vitest --environment jsdom"),
    );
    expect(c.reasons.join(" ")).toMatch(/context vitest, jsdom/);
    const n = await score("name: code-review", ctx("review my code"));
    expect(n.score).toBeGreaterThanOrEqual(50);
    expect(n.reasons.join(" ")).toMatch(/review name \+[\d.]+( spread x[\d.]+)?, code name \+[\d.]+/);
    const d = await score(
      "name: x\ndescription: Generates changelog entries from git history and tags, grouped by commit type.",
      ctx("generate changelog entries from git history tags grouped commit type"),
    );
    expect(d.score).toBeGreaterThanOrEqual(50);
  });

  it("stays within 0-100 and is deterministic", async () => {
    const fm =
      "name: all\ndescription: test write review code files\ntriggers:\n  files: ['**/*']\n  intents: [write tests, review code]\n  contexts: [a, b, c, d, e]";
    const c = ctx("write tests review code all", ["x.ts"], "a b c d e");
    const a = await score(fm, c);
    const b = await score(fm, c);
    expect(a).toEqual(b);
    expect(a.score).toBeLessThanOrEqual(100);
    expect((await score(fm, ctx())).score).toBe(0);
  });

  it("the scorer registry takes other scorers (an embedding scorer plugs in here)", async () => {
    registerScorer("constant", async () => ({
      name: "constant",
      score: (items) => items.map(() => ({ score: 77, reasons: ["constant"] })),
    }));
    expect(scorerNames()).toEqual(expect.arrayContaining(["keyword", "constant"]));
    const s = await getScorer("constant");
    expect(await s!.score([await item("name: z")], ctx())).toEqual([{ score: 77, reasons: ["constant"] }]);
    expect(await getScorer("nope")).toBeUndefined();
  });
});
