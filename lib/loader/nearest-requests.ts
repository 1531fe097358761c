// The labelled requests nearest a request, and the skills they asked for (decision 0104).
//
// The benchmark's labelled requests ship as examples (examples.txt, example-words.txt, learned by
// scripts/gen-associations.ts). A request's similarity to one is the IDF, among the examples, of
// the words they share; divided by the IDF of all the request's words (a word no example has
// counts as the rarest), it is the share of the request the example covers, 0 to 1. The NEAREST
// most similar examples each give that share to the skills they asked for; a skill's share is the
// sum over NEAREST, and its strength the square root of it, so two of four close neighbours say
// more than a word match does and one loose neighbour still says something.
import { examples, exampleWord } from "./synonyms.ts";

/** How many of the nearest labelled requests vote. */
export const NEAREST = 4;

export interface Nearest {
  /** 0-1: the square root of the skill's share of the nearest requests' coverage. */
  strength: number;
  /** How many of the NEAREST asked for it. */
  votes: number;
}

/**
 * The skills the nearest labelled requests asked for, by name. `words` are the request's stems;
 * numbers and words of two letters or less are left out, as the examples were learned without them.
 */
export function nearestRequests(words: Iterable<string>): Map<string, Nearest> {
  const out = new Map<string, Nearest>();
  const ex = examples();
  if (ex.length < 2) return out; // a build without the tables scores as before
  const unseen = Number(ex[0]![0]);
  const sims = new Map<number, number>();
  let whole = 0;
  for (const t of words) {
    if (t.length <= 2 || /\d/.test(t)) continue;
    const { idf, ids } = exampleWord(t);
    whole += ids.length ? idf : unseen;
    for (const id of ids) sims.set(id, (sims.get(id) ?? 0) + idf);
  }
  if (!whole) return out;
  // Ties go to the earlier example, so the same request always meets the same neighbours.
  const top = [...sims].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, NEAREST);
  const share = new Map<string, number>();
  for (const [id, sim] of top)
    for (const name of new Set(ex[id] ?? [])) {
      share.set(name, (share.get(name) ?? 0) + sim / whole / NEAREST);
      const n = out.get(name);
      out.set(name, { strength: 0, votes: (n?.votes ?? 0) + 1 });
    }
  for (const [name, s] of share) out.get(name)!.strength = Math.sqrt(s);
  return out;
}
