// WordNet synonyms for the keyword scorer's query expansion: a request word the skill does not use
// is also looked for as its synonyms ("verify" as "confirm", "tidy" as "neaten"), below the weight
// of the curated concept groups (concepts.ts). synonyms.txt is built by scripts/gen-synonyms.ts
// (docs/decisions/0062-synonyms-from-wordnet.md): sorted lines "stem synonym...", so a stem is
// found by binary search over the file's text and the file is never parsed whole (~350 KB read
// once per process, only when a prompt is scored).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The first line of synonyms.txt; the lines up to the first that does not start with # are notes. */
export const SYNONYMS_HEADER = "# gstack-kit synonyms 1";

let text: string | undefined;
let start = 0;

function load(): string {
  if (text !== undefined) return text;
  try {
    text = readFileSync(join(import.meta.dirname, "synonyms.txt"), "utf8");
    if (!text.startsWith(SYNONYMS_HEADER)) text = "";
  } catch {
    text = ""; // a build without the table scores as before
  }
  start = 0;
  while (text.startsWith("#", start)) start = text.indexOf("\n", start) + 1 || text.length;
  return text;
}

/** The synonyms of a stem (in the scorer's stems), or none. */
export function synonyms(stem: string): string[] {
  return lookup(load(), start, stem);
}

/** Binary search of sorted "key word..." lines of `text` from offset `from` for `key`'s words. */
export function lookup(text: string, from: number, key: string): string[] {
  let lo = from;
  let hi = text.length;
  // The line for `key`, if any, starts in [lo, hi); lo is always a line start.
  while (lo < hi) {
    // The start of the line holding the midpoint: in [lo, hi), so each step narrows the range.
    const mid = Math.max(lo, text.lastIndexOf("\n", lo + ((hi - lo) >> 1) - 1) + 1);
    const end = text.indexOf("\n", mid);
    const line = text.slice(mid, end < 0 ? text.length : end);
    const sp = line.indexOf(" ");
    const k = sp < 0 ? line : line.slice(0, sp);
    if (k === key)
      return sp < 0
        ? []
        : line
            .slice(sp + 1)
            .split(" ")
            .filter(Boolean);
    if (k < key) lo = end < 0 ? text.length : end + 1;
    else hi = mid;
  }
  return [];
}
