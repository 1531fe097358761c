import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tokenize } from "../../lib/loader/terms.ts";
import {
  ASSOCIATIONS_HEADER,
  associations,
  REQUEST_SKILLS_HEADER,
  requestSkills,
  SPECIFICITY_HEADER,
  specificity,
} from "../../lib/loader/synonyms.ts";
import {
  HELD_BACK,
  learn,
  learnRequestSkills,
  learnSpecificity,
  MIN_COUNT,
  PER_SKILL,
  PER_STEM,
  SKILL_LIFT,
  SKILL_MIN_COUNT,
  SPECIFICITY_MIN_COUNT,
} from "../../scripts/gen-associations.ts";
import { readRequests } from "../../scripts/bench/relevance/relevance.ts";
import { KIT } from "../helpers/state.ts";

const words = (...texts: string[]) => new Set(texts.flatMap((t) => tokenize(t)));

describe("learning request associations", () => {
  const docs = new Map([
    ["reviewing", words("reviewing", "Reviews code changes before they are merged")],
    ["debugging", words("debugging", "Finds the root cause of any bug or failure")],
    ["slides", words("slides", "Builds slide decks from notes")],
  ]);
  const ex = (request: string, expect: string) => ({ request, expect: [expect] });
  // Requests for another skill, so that the words of the skills under test are not in most of them.
  const others = (n: number) => Array.from({ length: n }, (_, i) => ex(`deck number ${"abcdefghij"[i]}`, "slides"));
  // More of them, so that a word said in every request for one skill is rare among skills at all.
  const charts = (n: number) => Array.from({ length: n }, () => ex("a chart for the slides", "slides"));

  it("keeps a skill word the wanted skills use far more than skills in general", () => {
    const lines = learn(
      [
        ex("go through my diff", "reviewing"),
        ex("look at the diff before I merge", "reviewing"),
        ex("this diff is big, thoughts?", "reviewing"),
        ex("a small diff for you", "reviewing"),
        ex("check the diff", "reviewing"),
        ex("the job dies at midnight", "debugging"),
        ex("the export dies on large files", "debugging"),
        ex("the worker dies after an hour", "debugging"),
        ex("the build dies", "debugging"),
        ex("it dies again", "debugging"),
        ...others(2),
        ...charts(6),
        ex("ten slides for monday", "slides"),
        ex("slides for the board", "slides"),
        ex("slides again", "slides"),
        ex("some slides", "slides"),
        ex("slides, please", "slides"),
      ],
      docs,
    );
    const of = new Map(lines.map((l) => [l.split(" ")[0]!, l.split(" ").slice(1)]));
    expect(of.get("diff")).toEqual(expect.arrayContaining(["review", "chang"]));
    // At most PER_STEM words, the strongest first, ties in order.
    expect(of.get("die")).toEqual(["bug", "caus", "debug", "failur"]);
    expect(PER_STEM).toBe(4);
    // Seen in fewer than MIN_COUNT requests: nothing is learned.
    expect(MIN_COUNT).toBe(5);
    expect(of.has("deck")).toBe(false);
    // A word said in requests for every skill goes with none of them.
    expect(of.has("slide")).toBe(false);
    // Lines are sorted by their first word, for the scorer's binary search.
    const keys = lines.map((l) => l.split(" ")[0]!);
    expect(keys).toEqual([...keys].sort());
  });

  it("does not learn a word that the wanted skills share with every other skill", () => {
    const same = new Map([
      ["a", words("alpha", "Works on code")],
      ["b", words("beta", "Works on code")],
    ]);
    const lines = learn(
      [ex("fix it please now", "a"), ex("fix the thing", "b"), ex("fix this", "a"), ex("fix that", "b")],
      same,
    );
    // "code" is in every expected skill: a request word says no more about it than its absence.
    expect(lines.join("\n")).not.toMatch(/\bcode\b/);
  });

  it("ignores requests whose skills it does not know, numbers and two-letter words", () => {
    const lines = learn(
      [
        ex("the 500 on go page", "nowhere"),
        ...Array.from({ length: MIN_COUNT }, () => ex("the 500 on go page", "reviewing")),
        ...others(10),
        ...charts(10),
      ],
      docs,
    );
    expect(lines.some((l) => /^(500|go) /.test(l))).toBe(false);
    expect(lines.some((l) => l.startsWith("page "))).toBe(true);
  });
});

describe("learning the skills requests ask for", () => {
  const docs = new Map([
    ["reviewing", words("reviewing", "Reviews code changes before they are merged")],
    ["debugging", words("debugging", "Finds the root cause of any bug or failure")],
  ]);
  const ex = (request: string, ...expect: string[]) => ({ request, expect });
  const rows = (lines: string[]) => new Map(lines.map((l) => [l.split("\t")[0]!, l.split("\t").slice(1)]));

  it("keeps a word said in a skill's requests far more than in requests at all, with its rarity", () => {
    const lines = learnRequestSkills(
      [
        ex("the worker hangs overnight", "debugging"),
        ex("why does the worker hang", "debugging"),
        ex("worker crashed again", "debugging"),
        ex("go through my diff", "reviewing"),
        ex("is this diff ready", "reviewing"),
        ex("the diff for the worker", "reviewing"),
        ex("slides for monday", "slides"),
        ex("slides for the board", "slides"),
      ],
      docs,
    );
    const of = rows(lines);
    // worker: 3 of debugging's 3 requests, 4 of 8 requests at all (lift 2 >= SKILL_LIFT).
    expect(SKILL_LIFT).toBe(1.5);
    expect(of.get("worker")?.slice(1)).toEqual(["debugging"]);
    expect(of.get("diff")?.slice(1)).toEqual(["reviewing"]);
    // A skill not in docs (its text not read) still learns its requests' words.
    expect(of.get("slide")?.slice(1)).toEqual(["slides"]);
    // The rarity: BM25 IDF of the word among the 8 requests, over that of a word in one request.
    const idf = (df: number) => Math.log(1 + (8 - df + 0.5) / (df + 0.5));
    expect(of.get("worker")![0]).toBe((idf(4) / idf(1)).toFixed(2));
    // Seen in fewer than SKILL_MIN_COUNT of the skill's requests: "hangs" once, "hang" once, same stem: kept.
    expect(SKILL_MIN_COUNT).toBe(2);
    expect(of.get("hang")?.slice(1)).toEqual(["debugging"]);
    expect(of.has("crash")).toBe(false);
    // Sorted by word, for the scorer's binary search.
    const keys = lines.map((l) => l.split("\t")[0]!);
    expect(keys).toEqual([...keys].sort());
  });

  it("skips a word the skill already has, and one said as often in every request", () => {
    const lines = learnRequestSkills(
      [
        ex("debug the bug please", "debugging"),
        ex("another bug here", "debugging"),
        ex("please review this bug fix", "reviewing"),
        ex("please review these changes", "reviewing"),
      ],
      docs,
    );
    const of = rows(lines);
    expect(of.has("bug")).toBe(false); // in debugging's description
    expect(of.has("pleas")).toBe(false); // half the requests and half of each skill's: lift 1
  });

  it("keeps at most PER_SKILL words for a skill, the strongest", () => {
    // PER_SKILL + 6 distinct made-up words; the first 10 are in all three of debugging's requests,
    // the rest in two of them, so the first 10 are the strongest.
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const many = Array.from({ length: PER_SKILL + 6 }, (_, i) => `zq${letters[i % 26]}${letters[Math.floor(i / 26)]}x`);
    const strong = many.slice(0, 10);
    const lines = learnRequestSkills(
      [
        ex(many.join(" "), "debugging"),
        ex(many.join(" "), "debugging"),
        ex(strong.join(" "), "debugging"),
        ex("slides deck", "slides"),
        ex("slides deck", "slides"),
      ],
      docs,
    );
    const kept = lines.filter((l) => l.split("\t").includes("debugging")).map((l) => l.split("\t")[0]!);
    expect(new Set(many.map((w) => tokenize(w)[0])).size).toBe(many.length);
    expect(kept).toHaveLength(PER_SKILL);
    for (const w of strong) expect(kept, w).toContain(tokenize(w)[0]);
  });
});

describe("learning how specific a request word is", () => {
  const ex = (request: string, ...expect: string[]) => ({ request, expect });
  const of = (lines: string[]) => new Map(lines.map((l) => [l.split("\t")[0]!, l.split("\t")[1]!]));
  const n = SPECIFICITY_MIN_COUNT;

  it("gives the share of a word's requests that asked for its most asked skill", () => {
    // "broken" in n requests spread over five skills, at most a fifth of them for one;
    // "deck" in n requests, all for slides, one also for pitching.
    const skills = ["debugging", "auth-testing", "ci-fixing", "css", "migrations"];
    const lines = learnSpecificity([
      ...Array.from({ length: n }, (_, i) => ex(`the broken thing number ${i}`, skills[i % 5]!)),
      ...Array.from({ length: n }, (_, i) => ex(`a deck for ${i}`, "slides", ...(i ? [] : ["pitching"]))),
    ]);
    expect(of(lines).get("broken")).toBe((Math.ceil(n / 5) / n).toFixed(2));
    expect(of(lines).get("deck")).toBe("1.00");
    expect(lines.map((l) => l.split("\t")[0]!)).toEqual(["broken", "deck", "number"]);
  });

  it("leaves out words in fewer than SPECIFICITY_MIN_COUNT requests, and requests no skill fits", () => {
    expect(SPECIFICITY_MIN_COUNT).toBe(15);
    const lines = learnSpecificity([
      ...Array.from({ length: n - 1 }, () => ex("rare word 500", "debugging")),
      ...Array.from({ length: n }, () => ex("rename this variable")),
    ]);
    expect(lines).toEqual([]);
    // One request more and its words are common enough: every word the scorer reads, "500" too
    // (a number can be an error's name).
    const more = learnSpecificity(Array.from({ length: n }, () => ex("rare word 500", "debugging")));
    expect(more).toEqual(["500\t1.00", "rare\t1.00", "word\t1.00"]);
  });
});

describe("the associations table", () => {
  const text = readFileSync(join(KIT, "lib", "loader", "associations.txt"), "utf8");
  const rows = text.split("\n").filter((l) => l && !l.startsWith("#"));

  it("carries its header and sources, then sorted unique keys, each found by the lookup", () => {
    expect(text.startsWith(`${ASSOCIATIONS_HEADER}\n`)).toBe(true);
    expect(text).toMatch(/^# Learned by scripts\/gen-associations\.ts/m);
    const keys = rows.map((l) => l.split(" ")[0]!);
    expect(keys.length).toBeGreaterThan(300);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, keys[i]).toBe(true);
    for (const l of rows) expect(associations(l.split(" ")[0]!)).toEqual(l.split(" ").slice(1));
    expect(associations("zzzzzz")).toEqual([]);
  });

  it("was learned without the held-back splits, which are still in the benchmark", () => {
    const splits = new Set(readRequests().map((r) => r.split));
    for (const s of HELD_BACK) expect(splits.has(s as never), s).toBe(true);
  });
});

describe("the request-skills table", () => {
  const text = readFileSync(join(KIT, "lib", "loader", "request-skills.txt"), "utf8");
  const rows = text.split("\n").filter((l) => l && !l.startsWith("#"));

  it("carries its header and sources, then sorted unique words, a rarity and skill names", () => {
    expect(text.startsWith(`${REQUEST_SKILLS_HEADER}\n`)).toBe(true);
    expect(text).toMatch(/^# Learned by scripts\/gen-associations\.ts/m);
    const keys = rows.map((l) => l.split("\t")[0]!);
    expect(keys.length).toBeGreaterThan(300);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, keys[i]).toBe(true);
    const labelled = new Set(readRequests().flatMap((r) => r.expect));
    for (const l of rows) {
      const [key, rarity, ...skills] = l.split("\t");
      expect(Number(rarity), key).toBeGreaterThan(0);
      expect(Number(rarity), key).toBeLessThanOrEqual(1);
      expect(skills.length, key).toBeGreaterThan(0);
      for (const s of skills) expect(labelled.has(s), s).toBe(true);
      expect(requestSkills(key!)).toEqual({ rarity: Number(rarity), skills });
    }
    expect(requestSkills("zzzzzz")).toEqual({ rarity: 0, skills: [] });
  });
});

describe("the specificity table", () => {
  const text = readFileSync(join(KIT, "lib", "loader", "specificity.txt"), "utf8");
  const rows = text.split("\n").filter((l) => l && !l.startsWith("#"));

  it("carries its header and sources, then sorted unique words, each with a share found by the lookup", () => {
    expect(text.startsWith(`${SPECIFICITY_HEADER}\n`)).toBe(true);
    expect(text).toMatch(/^# Learned by scripts\/gen-associations\.ts/m);
    const keys = rows.map((l) => l.split("\t")[0]!);
    expect(keys.length).toBeGreaterThan(300);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, keys[i]).toBe(true);
    for (const l of rows) {
      const [key, share] = l.split("\t");
      expect(Number(share), key).toBeGreaterThan(0);
      expect(Number(share), key).toBeLessThanOrEqual(1);
      expect(specificity(key!)).toBe(Number(share));
    }
    expect(specificity("zzzzzz")).toBeUndefined();
  });

  it("finds generic words spread and task words specific", () => {
    // "broken" is said for many tasks; "deck" almost only for slides.
    expect(specificity("broken")!).toBeLessThan(0.3);
    expect(specificity("deck")!).toBeGreaterThan(0.5);
  });
});
