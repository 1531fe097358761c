import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KeywordScorer } from "../../lib/loader/keyword-scorer.ts";
import { tokenize } from "../../lib/loader/terms.ts";
import { NEAREST, nearestRequests } from "../../lib/loader/nearest-requests.ts";
import { EXAMPLE_WORDS_HEADER, EXAMPLES_HEADER, exampleLine, exampleWord } from "../../lib/loader/synonyms.ts";
import { HELD_BACK, learnExamples } from "../../scripts/gen-associations.ts";
import { readRequests } from "../../scripts/bench/relevance/relevance.ts";
import type { ScoreItem } from "../../lib/loader/scorer.ts";
import { KIT } from "../helpers/state.ts";
import { doc, memSkill } from "./fixture.ts";

const learnedFrom = () => readRequests().filter((r) => !HELD_BACK.has(r.split) && r.expect.length);

describe("learnExamples", () => {
  it("writes each request's skills, and each word's requests with its IDF, sorted by word", () => {
    const { words, lines } = learnExamples([
      { request: "make a slide deck", expect: ["pptx"] },
      { request: "the deck for the board", expect: ["pptx", "deck-coach"] },
      { request: "nothing fits this", expect: [] },
    ]);
    // Number 0 holds the IDF of a word no request has and the count; requests that expect nothing are left out.
    expect(lines).toEqual([
      `000000\t${Math.log(1 + 2.5 / 0.5).toFixed(3)}\t2`,
      "000001\tpptx",
      "000002\tpptx\tdeck-coach",
    ]);
    const row = (w: string) => words.find((l) => l.startsWith(`${w}\t`))?.split("\t");
    expect(row("deck")).toEqual(["deck", Math.log(1 + 0.5 / 2.5).toFixed(3), "1,2"]);
    expect(row("slide")).toEqual(["slide", Math.log(1 + 1.5 / 1.5).toFixed(3), "1"]);
    expect(row("board")?.[2]).toBe("2");
    const keys = words.map((l) => l.split("\t")[0]!);
    expect([...keys].sort()).toEqual(keys);
  });
});

describe("the example tables", () => {
  const text = readFileSync(join(KIT, "lib", "loader", "example-words.txt"), "utf8");
  const rows = text.split("\n").filter((l) => l && !l.startsWith("#"));

  it("hold every labelled request but the held-back splits, and no request of those", () => {
    const kept = learnedFrom();
    expect(readFileSync(join(KIT, "lib", "loader", "examples.txt"), "utf8").startsWith(`${EXAMPLES_HEADER}\n`)).toBe(
      true,
    );
    expect(Number(exampleLine(0)[1])).toBe(kept.length);
    expect(Number(exampleLine(0)[0])).toBeGreaterThan(0);
    kept.forEach((r, i) => expect(exampleLine(i + 1), r.id).toEqual([...new Set(r.expect)]));
    expect(exampleLine(kept.length + 1)).toEqual([]);
    const held = readRequests().filter((r) => HELD_BACK.has(r.split));
    expect(held.length).toBeGreaterThan(100);
  });

  it("carry their header, then sorted unique words whose lookup gives their IDF and request lines", () => {
    expect(text.startsWith(`${EXAMPLE_WORDS_HEADER}\n`)).toBe(true);
    const keys = rows.map((l) => l.split("\t")[0]!);
    expect(keys.length).toBeGreaterThan(1000);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, keys[i]).toBe(true);
    const n = Number(exampleLine(0)[1]);
    for (const l of rows.filter((_, i) => i % 37 === 0)) {
      const [key, idf, ids] = l.split("\t");
      const found = exampleWord(key!);
      expect(found.idf, key).toBe(Number(idf));
      expect(found.ids, key).toEqual(ids!.split(",").map(Number));
      for (const id of found.ids) expect(id >= 1 && id <= n, `${key} ${id}`).toBe(true);
    }
    expect(exampleWord("zzzzzz")).toEqual({ idf: 0, ids: [] });
  });
});

describe("nearestRequests", () => {
  const words = (s: string) => new Set(tokenize(s));

  it("gives a labelled request's own skill a vote when it is asked again", () => {
    // The request covers all of itself, so it is among its own nearest.
    for (const r of learnedFrom().filter((_, i) => i % 97 === 0)) {
      const near = nearestRequests(words(r.request));
      expect(Math.max(...r.expect.map((e) => near.get(e)?.votes ?? 0)), r.id).toBeGreaterThan(0);
    }
  });

  it("votes with at most NEAREST requests, at strengths 0-1, the same every time", () => {
    const near = nearestRequests(words("the flaky test fails only in ci, find the cause"));
    expect(near.size).toBeGreaterThan(0);
    for (const [name, v] of near) {
      expect(v.votes, name).toBeGreaterThanOrEqual(1);
      expect(v.votes, name).toBeLessThanOrEqual(NEAREST);
      expect(v.strength, name).toBeGreaterThan(0);
      expect(v.strength, name).toBeLessThanOrEqual(1);
    }
    expect(nearestRequests(words("the flaky test fails only in ci, find the cause"))).toEqual(near);
  });

  it("says less the less of the request the nearest requests share", () => {
    const r = learnedFrom().find((x) => tokenize(x.request).length >= 6)!;
    const skill = r.expect[0]!;
    const whole = nearestRequests(words(r.request)).get(skill)!.strength;
    // The same words with unseen ones added: the neighbours cover a smaller share of it.
    const diluted = nearestRequests(words(`${r.request} qzxv wqpl zzkr vvmx`)).get(skill)?.strength ?? 0;
    expect(diluted).toBeLessThan(whole);
  });

  it("finds nothing for words no labelled request has, nor for numbers and two-letter words", () => {
    expect(nearestRequests(words("qzxv wqpl zzkr")).size).toBe(0);
    expect(nearestRequests(["42", "ab"]).size).toBe(0);
  });
});

describe("KeywordScorer with the nearest requests", () => {
  it("counts their vote for a skill whose text shares no word with the request, and plan says so", async () => {
    const r = learnedFrom().find((x) => x.expect.length === 1 && tokenize(x.request).length >= 5)!;
    const skill = await memSkill(doc(`name: ${r.expect[0]}\ndescription: "Formats dates."`));
    const other = await memSkill(doc(`name: some-other-skill\ndescription: "Formats dates."`));
    const items: ScoreItem[] = [skill, other].map((s) => ({ skill: s, triggers: s.meta.triggers, paths: [] }));
    const [a, b] = new KeywordScorer().score(items, { intent: r.request, files: [], context: "" });
    expect(a!.score).toBeGreaterThan(0);
    expect(a!.reasons.join(" ")).toMatch(new RegExp(`\\d of the ${NEAREST} nearest labelled requests \\d+%`));
    expect(b!.reasons.join(" ")).not.toMatch(/nearest labelled requests/);
  });
});
