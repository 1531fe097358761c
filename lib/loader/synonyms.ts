// WordNet word relations for the keyword scorer's query expansion, two tables built by
// scripts/gen-synonyms.ts (docs/decisions/0062-synonyms-from-wordnet.md, 0090):
// - synonyms.txt: a request word the skill does not use is also looked for as its synonyms
//   ("verify" as "confirm", "tidy" as "neaten"), below the weight of the curated concept groups
//   (concepts.ts);
// - families.txt: the other forms of the same word that WordNet links as derived from it, where
//   the stems differ ("verify" and "verification", "create" and "creator"): the scorer counts them
//   as the word itself in another form, as it does a longer word sharing its stem.
// Five more are learned from labelled requests, not WordNet's (scripts/gen-associations.ts):
// - associations.txt: for a word people use in requests, the skill words that the skills they
//   wanted use far more than wanted skills do overall ("onboard" as "email", "broke" as "failur";
//   decision 0100);
// - request-skills.txt: for a word people use in requests, the skills they asked for with it, by
//   name, with the word's rarity among requests ("godot" for 2d-games; decision 0101);
// - specificity.txt: for a word common in requests, the share of the requests with it that asked
//   for its most asked skill: "broken" and "team" are spread over many skills (decision 0102);
// - examples.txt and example-words.txt: the labelled requests, each as the skills it asked for,
//   and the requests each word is in, so nearest-requests.ts finds those like a new one (0104).
// All are sorted lines "stem word..." (request-skills.txt and specificity.txt tab-separated, as names have spaces), so
// a stem is found by binary search over the file's text and the file is never parsed whole (each
// read once per process, only when a prompt is scored).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Every table this module reads, as named in lib/loader (build-dist copies them beside the bundle). */
export const TABLE_FILES = [
  "synonyms.txt",
  "families.txt",
  "associations.txt",
  "request-skills.txt",
  "specificity.txt",
  "examples.txt",
  "example-words.txt",
] as const;

/**
 * Whether the learned tables keep a request word: numbers and words of two letters or less are
 * quantities and fragments, not a way of saying a task.
 */
export function isLearnedWord(stem: string): boolean {
  return stem.length > 2 && !/\d/.test(stem);
}

/** The first line of synonyms.txt; the lines up to the first that does not start with # are notes. */
export const SYNONYMS_HEADER = "# gstack-kit synonyms 1";
/** The first line of families.txt. */
export const FAMILIES_HEADER = "# gstack-kit word families 1";
/** The first line of associations.txt. */
export const ASSOCIATIONS_HEADER = "# gstack-kit request associations 1";
/** The first line of request-skills.txt. */
export const REQUEST_SKILLS_HEADER = "# gstack-kit request skills 1";
/** The first line of specificity.txt. */
export const SPECIFICITY_HEADER = "# gstack-kit request word specificity 1";

interface Table {
  /** The file's bytes: only the lines a search lands on are decoded. */
  bytes: Buffer;
  /** Offset of the first line after the notes. */
  start: number;
}

const NL = 0x0a;
const HASH = 0x23;
const NONE = Buffer.alloc(0);
const tables = new Map<string, Table>();
let folder = import.meta.dirname;

/**
 * Reads the tables from `dir` from now on instead of beside this module: the relevance
 * benchmark's cross-validation scores each fold with tables learned without it.
 */
export function readTablesFrom(dir: string): void {
  folder = dir;
  tables.clear();
}

function load(file: string, header: string): Table {
  let t = tables.get(file);
  if (t) return t;
  let bytes: Buffer;
  try {
    // As bytes, not text: decoding 2 MB of tables cost ~1.5 ms of every scored prompt.
    bytes = readFileSync(join(folder, file));
    if (!bytes.subarray(0, Buffer.byteLength(header)).equals(Buffer.from(header))) bytes = NONE;
  } catch {
    bytes = NONE; // a build without the table scores as before
  }
  let start = 0;
  while (bytes[start] === HASH) {
    const end = bytes.indexOf(NL, start);
    start = end < 0 ? bytes.length : end + 1;
  }
  tables.set(file, (t = { bytes, start }));
  return t;
}

/** The synonyms of a stem (in the scorer's stems), or none. */
export function synonyms(stem: string): string[] {
  const t = load("synonyms.txt", SYNONYMS_HEADER);
  return lookup(t.bytes, t.start, stem);
}

/** The stems of the other forms of a stem's word (verifi: verif, verificatori), or none. */
export function family(stem: string): string[] {
  const t = load("families.txt", FAMILIES_HEADER);
  return lookup(t.bytes, t.start, stem);
}

/** The skill words a request word is associated with (onboard: email, ...), or none. */
export function associations(stem: string): string[] {
  const t = load("associations.txt", ASSOCIATIONS_HEADER);
  return lookup(t.bytes, t.start, stem);
}

/** The skills requests with a stem asked for, by name, and the stem's rarity among requests; none: rarity 0. */
export function requestSkills(stem: string): { rarity: number; skills: string[] } {
  const t = load("request-skills.txt", REQUEST_SKILLS_HEADER);
  const [rarity, ...skills] = lookup(t.bytes, t.start, stem, "\t");
  return { rarity: rarity ? Number(rarity) : 0, skills };
}

/**
 * The share (0-1) of the labelled requests with a stem that asked for the skill most asked for
 * with it; undefined for a stem too rare in requests to say.
 */
export function specificity(stem: string): number | undefined {
  const t = load("specificity.txt", SPECIFICITY_HEADER);
  const [share] = lookup(t.bytes, t.start, stem, "\t");
  return share ? Number(share) : undefined;
}

/** The first line of example-words.txt. */
export const EXAMPLE_WORDS_HEADER = "# gstack-kit request example words 1";
/** The first line of examples.txt. */
export const EXAMPLES_HEADER = "# gstack-kit request examples 1";

/** The labelled requests with a stem, by their numbers in examples.txt, and the stem's IDF among them; none: 0 and []. */
export function exampleWord(stem: string): { idf: number; ids: number[] } {
  const t = load("example-words.txt", EXAMPLE_WORDS_HEADER);
  const [idf, ids] = lookup(t.bytes, t.start, stem, "\t");
  return { idf: idf ? Number(idf) : 0, ids: ids ? ids.split(",").map(Number) : [] };
}

/** The digits of an examples.txt key: request numbers are zero-padded so that they sort as numbers. */
export const EXAMPLE_ID_DIGITS = 6;

/**
 * Request `id` of examples.txt: the skills it asked for, by name. Request 0 holds the IDF of a word
 * no request has and how many requests there are.
 */
export function exampleLine(id: number): string[] {
  const t = load("examples.txt", EXAMPLES_HEADER);
  return lookup(t.bytes, t.start, String(id).padStart(EXAMPLE_ID_DIGITS, "0"), "\t");
}

/**
 * Binary search of "key word..." lines, sorted by the bytes of their keys, of `bytes` from offset
 * `from` for `key`'s words, split on `sep`. The key is compared as UTF-8 bytes: byte order is the
 * order of code points, which a test checks each table is in.
 */
export function lookup(bytes: Buffer, from: number, key: string, sep = " "): string[] {
  const k = Buffer.from(key);
  let lo = from;
  let hi = bytes.length;
  // The line for `key`, if any, starts in [lo, hi); lo is always a line start.
  while (lo < hi) {
    // The start of the line holding the midpoint: in [lo, hi), so each step narrows the range.
    const mid = Math.max(lo, bytes.lastIndexOf(NL, lo + ((hi - lo) >> 1) - 1) + 1);
    let end = bytes.indexOf(NL, mid);
    if (end < 0) end = bytes.length;
    const sp = bytes.indexOf(sep, mid);
    const keyEnd = sp >= 0 && sp < end ? sp : end;
    // The line's key against `key`: below 0 when the line's sorts first.
    const c = bytes.compare(k, 0, k.length, mid, keyEnd);
    if (c === 0)
      return keyEnd + 1 >= end
        ? []
        : bytes
            .toString("utf8", keyEnd + 1, end)
            .split(sep)
            .filter(Boolean);
    if (c < 0) lo = end + 1;
    else hi = mid;
  }
  return [];
}
