// The concept groups of lib/loader/concepts.ts: the lazily stemmed table gives what stemming every
// group up front gives, and the premise it rests on holds for every word.
import { describe, expect, it } from "vitest";
import { concepts, GROUPS, idiomWords } from "../../lib/loader/concepts.ts";
import { stem } from "../../lib/loader/keyword-scorer.ts";

/** The table built the plain way: every group stemmed, each stem to the other stems of its groups. */
function eager(): Map<string, string[]> {
  const t = new Map<string, Set<string>>();
  for (const g of GROUPS) {
    const stems = [...new Set(g.split(" ").map(stem))];
    for (const s of stems) {
      const into = t.get(s) ?? new Set<string>();
      for (const o of stems) if (o !== s) into.add(o);
      t.set(s, into);
    }
  }
  return new Map([...t].map(([k, v]) => [k, [...v].sort()]));
}

describe("concepts", () => {
  it("every group word's stem keeps the word's first three letters (what the lazy lookup relies on)", () => {
    for (const w of GROUPS.flatMap((g) => g.split(" "))) expect(stem(w).slice(0, 3), w).toBe(w.slice(0, 3));
  });

  it("related() equals the eagerly built table for every stem, and is empty for a word in no group", () => {
    const table = eager();
    const c = concepts(stem);
    for (const [s, rel] of table) expect(c.related(s), s).toEqual(rel);
    for (const s of ["zebra", "a", "", "qu", "debugg"]) expect(c.related(s)).toEqual(table.get(s) ?? []);
    // Asked again, in any order: the same answer.
    expect(concepts(stem).related("bug")).toEqual(table.get("bug"));
    expect(c.related("crash")).toEqual(table.get("crash"));
  });

  it("a request stem finds the other words of its groups, and the task words are stems", () => {
    const c = concepts(stem);
    expect(c.related(stem("slides"))).toContain(stem("presentation"));
    expect(c.related(stem("hangs"))).toContain("debug");
    expect(c.tasks.has(stem("debugging"))).toBe(true);
    expect(c.tasks.has(stem("slides"))).toBe(false);
  });
});

describe("idiomWords", () => {
  it("says the task word of each idiom a text uses, with spaces or a hyphen, in any case", () => {
    expect(idiomWords("can someone Look  over my changes")).toBe(" review");
    expect(idiomWords("double-check it, then Double check again")).toBe(" verify verify");
    expect(idiomWords("dig into the root cause")).toBe(" debug debug");
    expect(idiomWords("red green refactor for the parser")).toBe(" test");
  });

  it("only whole words: no idiom inside another word, none in plain text", () => {
    expect(idiomWords("lookover the overdig; a carry-outs list")).toBe("");
    expect(idiomWords("format the dates")).toBe("");
    expect(idiomWords("")).toBe("");
  });
});
