// The labelled requests nearest a request, and the skills they asked for (decision 0104).
//
// The benchmark's labelled requests ship as examples (examples.txt, example-words.txt, learned by
// scripts/gen-associations.ts). A request's similarity to one is the IDF, among the examples, of
// the words they share; divided by the IDF of all the request's words (a word no example has
// counts as the rarest), it is the share of the request the example covers, 0 to 1. The NEAREST
// most similar examples each give that share to the skills they asked for; a skill's share is the
// sum over NEAREST, and its strength the square root of it, so two of four close neighbours say
// more than a word match does and one loose neighbour still says something.
import { exampleLine, exampleWord, isLearnedWord } from "./synonyms.ts";

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
 * those the examples were learned without (isLearnedWord) are left out.
 */
export function nearestRequests(words: Iterable<string>): Map<string, Nearest> {
  const out = new Map<string, Nearest>();
  const [unseenIdf, count] = exampleLine(0);
  const n = Number(count ?? 0);
  if (!n) return out; // a build without the tables scores as before
  const unseen = Number(unseenIdf);
  const sims = new Float64Array(n + 1);
  const touched: number[] = [];
  let whole = 0;
  for (const t of words) {
    if (!isLearnedWord(t)) continue;
    const { idf, ids } = exampleWord(t);
    whole += ids.length ? idf : unseen;
    for (const id of ids) {
      if (!sims[id]) touched.push(id);
      sims[id]! += idf;
    }
  }
  if (!whole) return out;
  // The NEAREST most similar, by one pass rather than a sort of every example touched; ties go to
  // the earlier example, so the same request always meets the same neighbours.
  const top: number[] = [];
  const before = (a: number, b: number) => sims[a]! > sims[b]! || (sims[a] === sims[b] && a < b);
  for (const id of touched) {
    if (top.length === NEAREST && !before(id, top[NEAREST - 1]!)) continue;
    let i = Math.min(top.length, NEAREST - 1);
    top[i] = id;
    for (; i > 0 && before(top[i]!, top[i - 1]!); i--) [top[i], top[i - 1]] = [top[i - 1]!, top[i]!];
  }
  // Summed shares first, then their square roots.
  for (const id of top)
    for (const name of new Set(exampleLine(id))) {
      const v = out.get(name) ?? { strength: 0, votes: 0 };
      v.strength += sims[id]! / whole / NEAREST;
      v.votes++;
      out.set(name, v);
    }
  for (const v of out.values()) v.strength = Math.sqrt(v.strength);
  return out;
}
