// Which words of a request only say where or for what, not what to do: "keyword research for a
// yoga studio site", "generate docstrings for this module", "n+1 queries in the index page". A
// word the request uses only inside a prepositional phrase counts for less in the keyword scorer
// (docs/decisions/0099-context-words-and-quoted-phrases.md): the phrase names the place, the
// owner or the purpose, and a skill that matches it ("Cross-Site Scripting", "terraform-module")
// is about something else more often than the skill that matches the ask.
import { words } from "./concepts.ts";

/** A prepositional phrase starts at one of these. "with" is not one: "lint with shellcheck" names the tool. */
const PREPOSITIONS = new Set("for from in on at of into inside within across".split(" "));
/** A phrase ends at a conjunction, a wh-word or "to" (a new clause or an infinitive), or punctuation. */
const ENDS = new Set("and but so then because while when if where why how what which who that to".split(" "));
/** "in parallel" says how, not where. */
const MANNER = new Set(["parallel"]);

/**
 * The stems (by `tokenize`, the scorer's own) of the words that appear in `text` only inside a
 * prepositional phrase. A word also used outside one ("test the parser, then tests for the
 * lexer") is not among them.
 */
export function contextWords(text: string, tokenize: (text: string) => string[]): Set<string> {
  const { w, joined } = words(text);
  const inside: string[] = [];
  const outside: string[] = [];
  let on = false;
  for (let k = 0; k < w.length; k++) {
    const word = w[k]!;
    // Punctuation between two words (joined 0) ends a phrase.
    if (!joined[k]) on = false;
    if (ENDS.has(word)) on = false;
    else if (PREPOSITIONS.has(word)) on = true;
    else {
      if (MANNER.has(word)) on = false;
      (on ? inside : outside).push(word);
    }
  }
  if (!inside.length) return new Set();
  // Tokenized once a side, not word by word: the scorer's first prompt pays for every call.
  const out = new Set(tokenize(outside.join(" ")));
  return new Set(tokenize(inside.join(" ")).filter((t) => !out.has(t)));
}
