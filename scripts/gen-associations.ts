// Builds the keyword scorer's five tables learned from the relevance benchmark's labelled requests
// (read by lib/loader/synonyms.ts):
// - lib/loader/associations.txt (docs/decisions/0100-request-associations.md): for a word people
//   use in requests, the skill words that the skills they wanted use far more often than wanted
//   skills do overall ("onboard" -> "email"). The words of a request are paired with the words of
//   its expected skills' names and descriptions; a pair is kept when it was seen in MIN_COUNT
//   requests or more, in a share COND of the requests with the word or more, and LIFT times more
//   often than the skill word is in expected skills at all; the PER_STEM strongest (count x log
//   lift) are written.
// - lib/loader/request-skills.txt (docs/decisions/0101-request-words-per-skill.md): for a word
//   people use in requests, the skills they asked for with it, named. A word is kept for a skill
//   when it was in SKILL_MIN_COUNT of the skill's requests or more and SKILL_LIFT times likelier
//   there than in requests at all, and the skill's name and description lack it; the PER_SKILL
//   strongest of each skill (count x log lift) are written, each with its rarity among requests.
// - lib/loader/specificity.txt (docs/decisions/0102-request-word-specificity.md): for a word in
//   SPECIFICITY_MIN_COUNT requests or more, the share of them that asked for the skill most asked
//   for with it: low for words said for any task ("broken", "team", "custom").
// - lib/loader/examples.txt and lib/loader/example-words.txt (docs/decisions/0104-nearest-labelled-requests.md):
//   the labelled requests themselves, each as the skills it asked for, and for each request word
//   the requests it is in, with its IDF among them; the scorer finds the requests nearest a new one.
// Splits in HELD_BACK are never read, so the benchmark keeps splits that neither tuning nor these
// tables have seen.
//
// `GSTACK_SKILL_PACKS=<folder> bun scripts/gen-associations.ts` (the packs of the relevance
// benchmark); `--check` exits 1 when a committed table differs from what it would write.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nameWords, tokenize } from "../lib/loader/terms.ts";
import {
  ASSOCIATIONS_HEADER,
  EXAMPLE_ID_DIGITS,
  EXAMPLE_WORDS_HEADER,
  EXAMPLES_HEADER,
  isLearnedWord,
  REQUEST_SKILLS_HEADER,
  SPECIFICITY_HEADER,
} from "../lib/loader/synonyms.ts";
import { findPacks, PACKS, type Request, readPack, readRequests } from "./bench/relevance/relevance.ts";

/** Splits the table never learns from: the benchmark's measure of what neither tuning nor learning has read. */
export const HELD_BACK = new Set(["fresh-21", "fresh-22"]);
/** 3 until decision 0106: with 14,000 examples, pairs seen in 3 or 4 requests were coincidences ("weather" -> "step"). */
export const MIN_COUNT = 5;
export const COND = 0.25;
export const LIFT = 4;
export const PER_STEM = 4;
export const SKILL_MIN_COUNT = 2;
export const SKILL_LIFT = 1.5;
export const PER_SKILL = 96;
export const SPECIFICITY_MIN_COUNT = 15;

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
    for (const a of requestWords(ex.request)) {
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

/** The request words the tables learn from (isLearnedWord). */
function requestWords(request: string): Set<string> {
  return new Set(tokenize(request).filter(isLearnedWord));
}

/**
 * The request-skill lines, "stem<TAB>rarity<TAB>name<TAB>name...", sorted by stem, names in
 * order. `docs` holds each skill name's words as for `learn`; a skill missing from it (its text
 * not read) keeps every word its requests pass the thresholds with. The rarity is the
 * word's among the requests, as the scorer's rarity among skills (BM25 IDF over the IDF of a word
 * in one request), to two places.
 */
export function learnRequestSkills(
  examples: readonly Example[],
  docs: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const inRequests = new Map<string, number>();
  const perSkill = new Map<string, { requests: number; count: Map<string, number> }>();
  let n = 0;
  for (const ex of examples) {
    if (!ex.expect.length) continue;
    n++;
    const words = requestWords(ex.request);
    for (const w of words) inRequests.set(w, (inRequests.get(w) ?? 0) + 1);
    for (const name of new Set(ex.expect)) {
      let s = perSkill.get(name);
      if (!s) perSkill.set(name, (s = { requests: 0, count: new Map() }));
      s.requests++;
      for (const w of words) s.count.set(w, (s.count.get(w) ?? 0) + 1);
    }
  }
  const maxIdf = Math.log(1 + (n - 0.5) / 1.5);
  const rarity = (w: string) => {
    const df = inRequests.get(w)!;
    return (Math.log(1 + (n - df + 0.5) / (df + 0.5)) / maxIdf).toFixed(2);
  };
  const byWord = new Map<string, string[]>();
  for (const name of [...perSkill.keys()].sort()) {
    const s = perSkill.get(name)!;
    const own = docs.get(name);
    const kept: [string, number][] = [];
    for (const [w, count] of s.count) {
      if (count < SKILL_MIN_COUNT || own?.has(w)) continue;
      const lift = count / s.requests / (inRequests.get(w)! / n);
      if (lift >= SKILL_LIFT) kept.push([w, count * Math.log(lift)]);
    }
    kept.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    for (const [w] of kept.slice(0, PER_SKILL)) {
      const l = byWord.get(w);
      if (l) l.push(name);
      else byWord.set(w, [name]);
    }
  }
  return [...byWord.keys()].sort().map((w) => [w, rarity(w), ...byWord.get(w)!].join("\t"));
}

/**
 * The specificity lines, "stem<TAB>share", sorted by stem: for each request word in
 * SPECIFICITY_MIN_COUNT requests or more, the share of them whose expected skills hold the skill
 * most often expected with it, to two places. Every word the scorer reads counts, short ones and
 * numbers too ("ui", "500"); requests that expect no skill are left out.
 */
export function learnSpecificity(examples: readonly Example[]): string[] {
  const perWord = new Map<string, { requests: number; skills: Map<string, number> }>();
  for (const ex of examples) {
    if (!ex.expect.length) continue;
    for (const w of new Set(tokenize(ex.request))) {
      let s = perWord.get(w);
      if (!s) perWord.set(w, (s = { requests: 0, skills: new Map() }));
      s.requests++;
      for (const name of new Set(ex.expect)) s.skills.set(name, (s.skills.get(name) ?? 0) + 1);
    }
  }
  return [...perWord.keys()]
    .sort()
    .filter((w) => perWord.get(w)!.requests >= SPECIFICITY_MIN_COUNT)
    .map((w) => {
      const s = perWord.get(w)!;
      return `${w}\t${(Math.max(...s.skills.values()) / s.requests).toFixed(2)}`;
    });
}

/**
 * The labelled requests as examples: examples.txt has one line per request, "id<TAB>name...", its
 * skills by name, keyed by its number zero-padded (line 0: the IDF of a word no request has, and
 * how many there are); example-words.txt, "stem<TAB>idf<TAB>id,id,...", sorted by stem, the
 * requests each word is in. Both are binary-searched, never split into lines.
 */
export function learnExamples(examples: readonly Example[]): { words: string[]; lines: string[] } {
  const kept = examples.filter((ex) => ex.expect.length);
  const post = new Map<string, number[]>();
  kept.forEach((ex, i) => {
    for (const w of requestWords(ex.request)) {
      const p = post.get(w);
      if (p) p.push(i + 1);
      else post.set(w, [i + 1]);
    }
  });
  const n = kept.length;
  const idf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5)).toFixed(3);
  const key = (i: number) => String(i).padStart(EXAMPLE_ID_DIGITS, "0");
  return {
    words: [...post.keys()].sort().map((w) => `${w}\t${idf(post.get(w)!.length)}\t${post.get(w)!.join(",")}`),
    lines: [`${key(0)}\t${idf(0)}\t${n}`, ...kept.map((ex, i) => [key(i + 1), ...new Set(ex.expect)].join("\t"))],
  };
}

/** A skill folder whose LICENSE.txt reserves all rights: its description is not learned from. */
function reserved(dir: string): boolean {
  const f = join(dir, "LICENSE.txt");
  return existsSync(f) && /all rights reserved/i.test(readFileSync(f, "utf8"));
}

/**
 * Each skill name's words in the packs (name and description, tokenized as the scorer does); a
 * skill whose licence reserves all rights is left out. Undefined when a pack is missing.
 */
export async function packDocs(packs: string, log: (s: string) => void): Promise<Map<string, Set<string>> | undefined> {
  const docs = new Map<string, Set<string>>();
  for (const p of PACKS) {
    const skills = await readPack(packs, p.id);
    if (!skills) {
      log(`gen-associations: ${p.id} is missing from ${packs}`);
      return undefined;
    }
    for (const s of skills) {
      if (reserved(s.dir)) continue;
      const words = docs.get(s.name) ?? new Set<string>();
      for (const w of [...nameWords(s.name), ...tokenize(s.meta.description)]) if (w) words.add(w);
      docs.set(s.name, words);
    }
  }
  return docs;
}

/** The labelled requests the tables learn from: every split but HELD_BACK and `without`, with an expected skill. */
export function learnedExamples(without: ReadonlySet<string> = new Set()): Request[] {
  return readRequests().filter((r) => !HELD_BACK.has(r.split) && !without.has(r.split) && r.expect.length);
}

export interface LearnedTable {
  file: string;
  text: string;
  lines: number;
}

/** The five learned tables' files, in lib/loader's format, from `examples`; `from` says what they were learned from. */
export function learnTables(
  examples: readonly Example[],
  docs: ReadonlyMap<string, ReadonlySet<string>>,
  from: readonly string[],
): LearnedTable[] {
  const learnedFrom = (header: string) => [
    header,
    "# Learned by scripts/gen-associations.ts from the labelled requests of",
    ...from,
  ];
  const nearest = learnExamples(examples);
  const tables = [
    {
      file: "associations.txt",
      lines: learn(examples, docs),
      notes: [
        ...learnedFrom(ASSOCIATIONS_HEADER),
        "# Each line: a request word, then the skill words it is also looked for as (Porter2 stems).",
      ],
    },
    {
      file: "request-skills.txt",
      lines: learnRequestSkills(examples, docs),
      notes: [
        ...learnedFrom(REQUEST_SKILLS_HEADER),
        "# Each line, tab-separated: a request word (a Porter2 stem), its rarity among the requests (0-1),",
        "# then the skills asked for with it, by name.",
      ],
    },
    {
      file: "specificity.txt",
      lines: learnSpecificity(examples),
      notes: [
        ...learnedFrom(SPECIFICITY_HEADER),
        "# Each line, tab-separated: a request word (a Porter2 stem) and the share of the requests with it",
        "# that asked for the skill most asked for with it (0-1).",
      ],
    },
    {
      file: "examples.txt",
      lines: nearest.lines,
      notes: [
        ...learnedFrom(EXAMPLES_HEADER),
        "# Each line, tab-separated: a labelled request's number, zero-padded, then the skills it asked for,",
        "# by name. Number 0 holds the IDF of a word no request has and how many requests there are.",
      ],
    },
    {
      file: "example-words.txt",
      lines: nearest.words,
      notes: [
        ...learnedFrom(EXAMPLE_WORDS_HEADER),
        "# Each line, tab-separated: a request word (a Porter2 stem), its IDF among the requests, then the",
        "# requests it is in, by their numbers in examples.txt (comma-separated).",
      ],
    },
  ];
  return tables.map((t) => ({ file: t.file, text: [...t.notes, ...t.lines, ""].join("\n"), lines: t.lines.length }));
}

async function main(): Promise<number> {
  const log = (s: string) => process.stderr.write(`${s}\n`);
  const packs = findPacks(process.env, log);
  if (!packs) return 2;
  const docs = await packDocs(packs, log);
  if (!docs) return 2;
  const examples = learnedExamples();
  const from = [
    `# scripts/bench/relevance/requests.json (all splits but ${[...HELD_BACK].join(" and ")}) and the names and`,
    "# descriptions of the skills they expect in obra/superpowers (MIT), anthropics/skills (Apache-2.0;",
    "# skills whose licence reserves all rights left out) and sickn33/antigravity-awesome-skills (MIT).",
  ];
  const tables = learnTables(examples, docs, from);
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { file, text } of tables) {
    const out = join(import.meta.dirname, "..", "lib", "loader", file);
    if (!check) {
      writeFileSync(out, text);
      continue;
    }
    if (existsSync(out) && readFileSync(out, "utf8") === text) continue;
    process.stderr.write(`gen-associations: lib/loader/${file} is stale; run the generator\n`);
    stale++;
  }
  if (check) return stale ? 1 : 0;
  const [associations, requestSkills, specificity, nearest = 1] = tables.map((t) => t.lines);
  process.stderr.write(
    `gen-associations: ${associations} stems, ${requestSkills} request words, ${specificity} specificities and ${nearest - 1} examples from ${examples.length} requests\n`,
  );
  return 0;
}

if (import.meta.main) process.exit(await main());
