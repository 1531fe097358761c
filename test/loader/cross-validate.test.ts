import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { associations, readTablesFrom, SYNONYMS_HEADER, synonyms, TABLE_FILES } from "../../lib/loader/synonyms.ts";
import { FOLDS, foldSplits } from "../../scripts/bench/relevance/cross-validate.ts";
import { SPLITS } from "../../scripts/bench/relevance/relevance.ts";
import { HELD_BACK, learnedExamples, learnTables } from "../../scripts/gen-associations.ts";
import { KIT } from "../helpers/state.ts";

describe("the cross-validation folds", () => {
  it("hold every split but the held-back ones, each in one fold", () => {
    const all = FOLDS.flatMap(foldSplits);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(SPLITS.filter((s) => !HELD_BACK.has(s)).sort());
  });

  it("reads first..last in requests.json order, and one split alone", () => {
    expect(foldSplits("fresh-20..fresh-24")).toEqual(["fresh-20", "fresh-23", "fresh-24"]);
    expect(foldSplits("fresh-7")).toEqual(["fresh-7"]);
  });

  it("rejects a fold that is not two splits in order, naming the format", () => {
    expect(() => foldSplits("fresh-30..fresh-23")).toThrow(/--fold: "fresh-30..fresh-23" is not <split>..<split>/);
    expect(() => foldSplits("fresh-9999")).toThrow(/e\.g\. fresh-72\.\.fresh-77/);
  });

  it("learns a fold's tables without any of its requests", () => {
    const splits = foldSplits("fresh-90..fresh-97");
    const kept = learnedExamples(new Set(splits));
    expect(kept.some((r) => splits.includes(r.split) || HELD_BACK.has(r.split))).toBe(false);
    expect(kept.length).toBe(learnedExamples().filter((r) => !splits.includes(r.split)).length);
    // A request of the fold is not among the examples the tables hold.
    const tables = learnTables(kept, new Map(), []);
    const examples = tables.find((t) => t.file === "examples.txt")!;
    expect(examples.lines).toBe(kept.length + 1);
    expect(tables.map((t) => t.file).every((f) => (TABLE_FILES as readonly string[]).includes(f))).toBe(true);
  });
});

describe("the cross-validate command", () => {
  it("refuses a bad argument with one line naming it, exit 2, before reading any pack", () => {
    const script = join(KIT, "scripts", "bench", "relevance", "cross-validate.ts");
    for (const [args, field] of [
      [["--jobs", "0"], "--jobs"],
      [["--fold", "fresh-9..fresh-3"], "--fold"],
      [["--without", "nope.txt"], "--without"],
    ] as const) {
      const r = spawnSync(join(KIT, "node_modules", ".bin", "bun"), [script, ...args], {
        encoding: "utf8",
        env: { ...process.env, GSTACK_SKILL_PACKS: join(tmpdir(), "gstack-no-packs-here") },
      });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(new RegExp(`^cross-validate: ${field}: `));
    }
  });
});

describe("readTablesFrom", () => {
  const dirs: string[] = [];
  afterEach(() => {
    readTablesFrom(join(KIT, "lib", "loader"));
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("reads the tables from another folder, and a table missing there as empty", () => {
    const dir = mkdtempSync(join(tmpdir(), "gstack-tables-"));
    dirs.push(dir);
    writeFileSync(join(dir, "synonyms.txt"), `${SYNONYMS_HEADER}\n# a note\nzzfoo zzbar zzbaz\n`);
    expect(synonyms("zzfoo")).toEqual([]);
    expect(associations("onboard").length).toBeGreaterThan(0);
    readTablesFrom(dir);
    expect(synonyms("zzfoo")).toEqual(["zzbar", "zzbaz"]);
    expect(associations("onboard")).toEqual([]);
  });
});
