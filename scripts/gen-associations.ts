// Builds the keyword scorer's table of request associations (lib/loader/associations.txt, read by
// lib/loader/synonyms.ts; docs/decisions/0100-request-associations.md) from the relevance
// benchmark's labelled requests: for a word people use in requests, the skill words that the
// skills they wanted use far more often than wanted skills do overall ("onboard" -> "email").
// The words of a request are paired with the words of its expected skills' names and
// descriptions; a pair is
// kept when it was seen in MIN_COUNT requests or more, in a share COND of the requests with the
// word or more, and LIFT times more often than the skill word is in expected skills at all; the
// PER_STEM strongest (count x log lift) are written. Splits in HELD_BACK are never read, so the
// benchmark keeps splits that neither tuning nor this table has seen.
//
// `GSTACK_SKILL_PACKS=<folder> bun scripts/gen-associations.ts` (the packs of the relevance
// benchmark); `--check` exits 1 when the committed table differs from what it would write.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nameWords, tokenize } from "../lib/loader/keyword-scorer.ts";
import { ASSOCIATIONS_HEADER } from "../lib/loader/synonyms.ts";
import { findPacks, PACKS, type Request, readPack, readRequests } from "./bench/relevance/relevance.ts";

/** Splits the table never learns from: the benchmark's measure of what neither tuning nor learning has read. */
export const HELD_BACK = new Set(["fresh-21", "fresh-22"]);
export const MIN_COUNT = 3;
export const COND = 0.25;
export const LIFT = 4;
export const PER_STEM = 4;

/** What a labelled request says: its words, and the words of the skills it expects (by name). */
export interface Example {
  request: string;
  expect: string[];
}

/**
 * The association lines, "stem word...", sorted by stem. `docs` holds each skill name's words (name
 * and description, tokenized as the scorer does).
 */
export function learn(examples: readonly Example[], docs: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const pair = new Map<string, Map<string, number>>();
  const withWord = new Map<string, number>();
  const inExpected = new Map<string, number>();
  let n = 0;
  for (const ex of examples) {
    const skill = new Set<string>();
    for (const e of ex.expect) for (const w of docs.get(e) ?? []) skill.add(w);
    if (!skill.size) continue;
    n++;
    for (const w of skill) inExpected.set(w, (inExpected.get(w) ?? 0) + 1);
    // Numbers and two-letter words are quantities and fragments, not a way of saying a task.
    for (const a of new Set(tokenize(ex.request).filter((t) => t.length > 2 && !/\d/.test(t)))) {
      withWord.set(a, (withWord.get(a) ?? 0) + 1);
      let m = pair.get(a);
      if (!m) pair.set(a, (m = new Map()));
      for (const b of skill) if (b !== a) m.set(b, (m.get(b) ?? 0) + 1);
    }
  }
  const lines: string[] = [];
  for (const a of [...pair.keys()].sort()) {
    const na = withWord.get(a)!;
    if (na < MIN_COUNT) continue;
    const kept: [string, number][] = [];
    for (const [b, count] of pair.get(a)!) {
      const cond = count / na;
      const lift = cond / (inExpected.get(b)! / n);
      if (count >= MIN_COUNT && cond >= COND && lift >= LIFT) kept.push([b, count * Math.log(lift)]);
    }
    if (!kept.length) continue;
    kept.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    lines.push(
      `${a} ${kept
        .slice(0, PER_STEM)
        .map(([b]) => b)
        .join(" ")}`,
    );
  }
  return lines;
}

/** A skill folder whose LICENSE.txt reserves all rights: its description is not learned from. */
function reserved(dir: string): boolean {
  const f = join(dir, "LICENSE.txt");
  return existsSync(f) && /all rights reserved/i.test(readFileSync(f, "utf8"));
}

async function main(): Promise<number> {
  const packs = findPacks(process.env, (s) => process.stderr.write(`${s}\n`));
  if (!packs) return 2;
  const docs = new Map<string, Set<string>>();
  for (const p of PACKS) {
    const skills = await readPack(packs, p.id);
    if (!skills) {
      process.stderr.write(`gen-associations: ${p.id} is missing from ${packs}\n`);
      return 2;
    }
    for (const s of skills) {
      if (reserved(s.dir)) continue;
      const words = docs.get(s.name) ?? new Set<string>();
      for (const w of [...nameWords(s.name), ...tokenize(s.meta.description)]) if (w) words.add(w);
      docs.set(s.name, words);
    }
  }
  const examples = readRequests().filter((r: Request) => !HELD_BACK.has(r.split) && r.expect.length);
  const lines = learn(examples, docs);
  const text = [
    ASSOCIATIONS_HEADER,
    "# Learned by scripts/gen-associations.ts from the labelled requests of",
    `# scripts/bench/relevance/requests.json (all splits but ${[...HELD_BACK].join(" and ")}) and the names and`,
    "# descriptions of the skills they expect in obra/superpowers (MIT), anthropics/skills (Apache-2.0;",
    "# skills whose licence reserves all rights left out) and sickn33/antigravity-awesome-skills (MIT).",
    "# Each line: a request word, then the skill words it is also looked for as (Porter2 stems).",
    ...lines,
    "",
  ].join("\n");
  const out = join(import.meta.dirname, "..", "lib", "loader", "associations.txt");
  if (process.argv.includes("--check")) {
    const same = existsSync(out) && readFileSync(out, "utf8") === text;
    if (!same) process.stderr.write("gen-associations: lib/loader/associations.txt is stale; run the generator\n");
    return same ? 0 : 1;
  }
  writeFileSync(out, text);
  process.stderr.write(`gen-associations: ${lines.length} stems from ${examples.length} requests\n`);
  return 0;
}

if (import.meta.main) process.exit(await main());
