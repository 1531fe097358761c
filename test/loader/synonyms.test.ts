import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FAMILIES_HEADER, family, lookup, synonyms, SYNONYMS_HEADER, TABLE_FILES } from "../../lib/loader/synonyms.ts";
import { KIT } from "../helpers/state.ts";

const TABLE = readFileSync(join(KIT, "lib", "loader", "synonyms.txt"), "utf8");
const lines = TABLE.split("\n").filter((l) => l && !l.startsWith("#"));

describe("synonyms table", () => {
  it("carries its header and WordNet's licence, then sorted unique keys", () => {
    expect(TABLE.startsWith(`${SYNONYMS_HEADER}\n`)).toBe(true);
    expect(TABLE).toMatch(/^# WordNet 3\.0 Copyright 2006 by Princeton University/m);
    const keys = lines.map((l) => l.split(" ")[0]!);
    expect(keys.length).toBeGreaterThan(5000);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, keys[i]).toBe(true);
  });

  it("finds every key's words by binary search, and nothing for a word between two keys", () => {
    for (const l of lines) {
      const [k, ...words] = l.split(" ");
      expect(synonyms(k!), k).toEqual(words);
      expect(synonyms(`${k}\u0000`)).toEqual([]);
    }
    expect(synonyms("")).toEqual([]);
    expect(synonyms("zzzzzz")).toEqual([]);
    expect(synonyms("#")).toEqual([]);
  });

  it("the search works on any text sorted by its keys' bytes, from any line start", () => {
    const text = Buffer.from("# note\na x\nab v\nb y z\nc\ncafé q\nd\tw\nzoë r\n");
    const from = text.indexOf("a x");
    expect(["a", "ab", "b", "c", "café", "cafe", "d", "e", "0", "zoë"].map((k) => lookup(text, from, k))).toEqual([
      ["x"],
      ["v"],
      ["y", "z"],
      [],
      ["q"],
      [],
      [],
      [],
      [],
      ["r"],
    ]);
    expect(lookup(text, from, "d", "\t")).toEqual(["w"]);
    expect(lookup(Buffer.from(""), 0, "a")).toEqual([]);
    expect(lookup(Buffer.from("a x"), 0, "a")).toEqual(["x"]);
  });

  it("every table's keys are in the byte order the search needs", () => {
    for (const file of TABLE_FILES) {
      const rows = readFileSync(join(KIT, "lib", "loader", file), "utf8")
        .split("\n")
        .filter((l) => l && !l.startsWith("#"));
      const keys = rows.map((l) => Buffer.from(l.split(/[ \t]/)[0]!));
      for (let i = 1; i < keys.length; i++)
        expect(Buffer.compare(keys[i - 1]!, keys[i]!), `${file}: ${keys[i]}`).toBe(-1);
    }
  });
});

describe("word families table", () => {
  const text = readFileSync(join(KIT, "lib", "loader", "families.txt"), "utf8");
  const rows = text.split("\n").filter((l) => l && !l.startsWith("#"));

  it("carries its header and WordNet's licence, then sorted unique keys, each linked both ways", () => {
    expect(text.startsWith(`${FAMILIES_HEADER}\n`)).toBe(true);
    expect(text).toMatch(/^# WordNet 3\.0 Copyright 2006 by Princeton University/m);
    const keys = rows.map((l) => l.split(" ")[0]!);
    expect(keys.length).toBeGreaterThan(5000);
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!, keys[i]).toBe(true);
    // A stem's members list it back, unless the member's own list was cut at its cap.
    const of = new Map(rows.map((l) => [l.split(" ")[0]!, l.split(" ").slice(1)]));
    for (const [k, words] of of)
      for (const w of words) if (of.get(w)!.length < 12) expect(of.get(w), `${w} -> ${k}`).toContain(k);
  });

  it("links the forms Porter2 stems apart", () => {
    expect(family("creat")).toContain("creator");
    expect(family("creator")).toContain("creat");
    expect(family("verifi")).toContain("verif");
    expect(family("zzzzzz")).toEqual([]);
    for (const l of rows.slice(0, 200)) expect(family(l.split(" ")[0]!)).toEqual(l.split(" ").slice(1));
  });
});
