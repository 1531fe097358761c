// The default scorer. Most skills have only a name and a description, so those carry the score;
// `triggers`, `when_to_use` and `paths` add to it (docs/decisions/0060-relevance-scoring.md).
//
// Request and skill text are tokenized the same way: lowercase, split on anything that is not a
// letter or digit (and camelCase), stop words dropped, Porter2-stemmed. Each request word found in
// a skill adds its rarity across the installed set (BM25 IDF, divided by the IDF of a word only one
// skill has, so 1 = unique whatever the pack size) times where it was found: the name, a quoted
// term of the description ("deck," "slides"), or the description and `when_to_use` (BM25 term
// frequency and length damping). A request word the skill lacks is also looked for as the other
// words of its concept groups (concepts.ts) and its WordNet synonyms (synonyms.ts), at lower
// weights, and as the skill words learned to go with it in labelled requests (associations, in
// synonyms.ts). A request word that labelled requests used for the skill itself (request-skills.txt,
// by the skill's name) counts as a word of its description. A word the request uses only inside a
// prepositional phrase ("for this module") counts for less (context-words.ts), and so does a word
// whose labelled requests are spread over many skills ("broken", "team": specificity.txt), and a quoted term of
// several words is quoted evidence only where the request has two of its words. Two request words side by side in the skill's text add a phrase
// bonus. The evidence E maps to a strength 1 - exp(-E / SCALE). Then the relative rule: a skill
// whose request match is well below the batch's best has its word strength scaled down by
// (its match / best)^POWER, so one clear winner does not drag in every skill sharing a word.
//
// Author-declared signals keep their own strengths, as before: an intent phrase by length and
// coverage, context keywords, file globs by specificity. Strengths combine like independent
// evidence, score = 100 * (1 - product(1 - s)): more evidence always raises the score and it never
// passes 100. Everything is a pure function of the batch, so the same input gives the same scores.
import { type Concepts, concepts, impliedTasks } from "./concepts.ts";
import { contextWords } from "./context-words.ts";
import { compileGlob, globMatch } from "./glob.ts";
import { NEAREST, nearestRequests } from "./nearest-requests.ts";
import { associations, family, requestSkills, specificity, synonyms } from "./synonyms.ts";
import { phraseWords, stem, termsOf, tokenize } from "./terms.ts";
import type { ScoreContext, ScoreItem, ScoreResult, Scorer, SkillTerms } from "./types.ts";

let table: Concepts | undefined;

/**
 * Which skill words can match the request: those sharing their first three letters with a word
 * it looks for (its own words, their other forms such as fail / failur, the words of their
 * concepts). Every other word of a skill stands unread; over 600 skills that is ~95% of them.
 */
function matcher(request: Set<string>): (word: string) => boolean {
  const starts = new Set<string>();
  for (const t of request) if (t.length >= 3) starts.add(t.slice(0, 3));
  return (w) => (w.length < 3 ? request.has(w) : starts.has(w.slice(0, 3)));
}

// Evidence weights: where a request word was found in the skill.
const NAME_WEIGHT = 2;
const QUOTED_WEIGHT = 1.3;
const TEXT_WEIGHT = 1;
/** A word that only shares a stem prefix with the skill's word (fail / failure, debug / debugger). */
const PREFIX_WEIGHT = 0.7;
const PREFIX_MIN = 4;
/** Three letters: an acronym and its plural are one word (adr / adrs), a shorter pair may not be (aw / aws). */
const ACRONYM_MIN = 3;
/** A word of the same concept group (error / bug, slides / presentation): times its own weight. */
const RELATED_WEIGHT = 0.6;
/** A WordNet synonym (synonyms.ts) counts as a concept group's word times this. */
const SYNONYM_WEIGHT = 0.6;
/**
 * A skill word learned to go with the request word (associations.txt) counts as a concept group's
 * word times this: 0.5-1 swept in decision 0100, above 0.7 requests that no skill fits load more.
 */
const ASSOCIATED_WEIGHT = 0.7;
/**
 * A request word learned for the skill by name (request-skills.txt) counts as a description word
 * times this, at the lesser of its rarity among the installed skills and among the requests it was
 * learned from ("someone" is rare in descriptions and common in requests): decision 0101.
 */
const LEARNED_WEIGHT = 1;
/**
 * A request word naming the task (debug, test, review) counts as at least this rare: in a large
 * pack many skills say "debug", and a rarer object word ("login") should not outweigh the ask.
 */
const TASK_RARITY = 0.7;
/** At most this many letters longer: fail / failur, not work / worktre. */
const PREFIX_SLACK = 2;
/** A request word used only inside a prepositional phrase ("for this module"): times this (context-words.ts). */
const CONTEXT_WEIGHT = 0.8;
/** Two request words side by side in the skill's name or text: times the smaller of their two weights. */
const PHRASE_BONUS = 0.5;
/** All of the name's words in the request ("use the pdf skill"). */
const FULL_NAME_BONUS = 0.5;
// BM25 term-frequency saturation and length damping.
const K1 = 1.2;
const B = 0.5;
/**
 * A request word whose labelled requests asked for one skill in at least this share of them counts
 * in full; a word spread wider counts times share / SPECIFIC_SHARE, never below SPREAD_FLOOR
 * (decision 0102: "broken" in "Broken Authentication Testing" drew it into unrelated requests).
 */
const SPECIFIC_SHARE = 0.3;
const SPREAD_FLOOR = 0.3;
/** Evidence E gives strength 1 - exp(-E / SCALE): one unique word in the name is ~0.71. */
const SCALE = 1.2;
/** A skill at strength s below the batch's best b is scaled by (s / b)^POWER. */
const POWER = 5;

const FILE_BASE = 0.5;
const FILE_SPAN = 0.45;
const CONTEXT_CAP = 0.6;

/**
 * The request words the word match reads: up to the 32nd distinct one. Scoring runs on every
 * prompt (the UserPromptSubmit hook); without a cap, a prompt with 2,000 characters of pasted
 * text cost several times a one-line request over 560 skills. The ask usually comes first;
 * intent phrases and context keywords still see all of it.
 */
const MAX_REQUEST_WORDS = 32;
/** Enough text for 32 distinct words; the rest of a long prompt is not even tokenized. */
const OPENING_CHARS = 2000;

function opening(tokens: string[]): string[] {
  const seen = new Set<string>();
  let i = 0;
  for (; i < tokens.length; i++) {
    if (seen.has(tokens[i]!)) continue;
    if (seen.size === MAX_REQUEST_WORDS) break;
    seen.add(tokens[i]!);
  }
  return tokens.slice(0, i);
}

/** Strength of an intent phrase of `n` words with `covered` of them present. */
function intentStrength(n: number, covered: number, contiguous: boolean): number {
  const cov = covered / n;
  if (cov < 0.5) return 0;
  const base = 0.55 + 0.1 * Math.min(n - 1, 4); // 1 word 0.55 ... 5+ words 0.95
  return Math.min(0.97, base * cov * cov + (cov === 1 && contiguous && n > 1 ? 0.05 : 0));
}

function containsRun(hay: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Adjacent word pairs of a token list, as "a b" keys; with `only`, just the pairs of its words (a
 * skill's pairs are only ever looked up for the request's).
 */
function pairs(tokens: readonly string[], into: Set<string>, only?: Set<string>): Set<string> {
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1]!;
    const b = tokens[i]!;
    if (a && b && a !== b && (!only || (only.has(a) && only.has(b)))) into.add(`${a} ${b}`);
  }
  return into;
}

const pct = (s: number) => Math.round(s * 100);
const num = (x: number) => (Math.round(x * 100) / 100).toString();

/** What the scorer reads of one skill, tokenized once per run. */
interface Doc {
  /** The name's words that can match. */
  name: ReadonlySet<string>;
  /** All of the name's words. */
  nameTokens: readonly string[];
  quoted: ReadonlySet<string>;
  /** Term frequency in the description and `when_to_use`. */
  tf: Map<string, number>;
  length: number;
  pairs: ReadonlySet<string>;
  /** Every term of the skill that can match, for document frequency. */
  terms: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * `request` holds the request's words, `lookup` those and the words they also look for. A quoted
 * term of several words is a phrase: it counts as quoted only where the request has two of its
 * words, else its words are plain text ("find IDOR vulnerabilities" is not quoted evidence for
 * "find out why the spec fails").
 */
function docOf(terms: SkillTerms, keep: (word: string) => boolean, request: Set<string>, lookup: Set<string>): Doc {
  const name = new Set<string>();
  for (const t of terms.name) if (keep(t)) name.add(t);
  const tf = new Map<string, number>();
  for (const t of terms.text) if (keep(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
  const length = terms.text.length;
  // Most skills share no word with the request: nothing more to read (quoted terms are text too).
  if (!tf.size && !name.size)
    return { name, nameTokens: terms.name, quoted: NONE, tf, length, pairs: NONE, terms: name };
  const all = pairs(terms.name, pairs(terms.text, new Set(), request), request);
  for (const q of terms.quoted) pairs(q, all, request);
  const quoted = new Set<string>();
  for (const q of terms.quoted) {
    if (q.length > 1 && q.filter((t) => lookup.has(t)).length < 2) continue;
    for (const t of q) if (keep(t)) quoted.add(t);
  }
  return { name, nameTokens: terms.name, quoted, tf, length, pairs: all, terms: new Set([...name, ...tf.keys()]) };
}

/** Where a stem is in the skill and its weight there, before rarity: [0, ""] when absent. */
function found(d: Doc, t: string, avgLength: number): [number, string] {
  if (d.name.has(t)) return [NAME_WEIGHT, "name"];
  if (d.quoted.has(t)) return [QUOTED_WEIGHT, "quoted"];
  const tf = d.tf.get(t) ?? 0;
  if (!tf) return [0, ""];
  return [
    (TEXT_WEIGHT * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / avgLength)),
    tf > 1 ? `text x${tf}` : "text",
  ];
}

/** For each request word, the places in its expand list of the skill's words, ascending. */
function places(d: Doc, reached: Map<string, [string, number][]>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const x of d.terms)
    for (const [t, i] of reached.get(x) ?? []) {
      const l = out.get(t);
      if (l) l.push(i);
      else out.set(t, [i]);
    }
  for (const l of out.values()) if (l.length > 1) l.sort((a, b) => a - b);
  return out;
}

/** Whether a skill word is another form of one of the request's words. */
function inForms(t: string, requestSet: Set<string>, relatives: Map<string, string[]>): boolean {
  for (const r of requestSet) if (relatives.get(r)?.includes(t)) return true;
  return false;
}

interface Lexical {
  strength: number;
  parts: string[];
}

export class KeywordScorer implements Scorer {
  readonly name = "keyword";
  private phrases = new Map<string, string[]>();

  /**
   * The words of each of the item's intent phrases or context keywords: stemmed with the skill
   * when they are its own, else (inherited through `extends`) once per process.
   */
  private phrasesOf(item: ScoreItem, kind: "intents" | "contexts"): readonly string[][] {
    if (item.triggers === item.skill.meta.triggers) return termsOf(item.skill)[kind];
    return item.triggers[kind].map((p) => {
      let t = this.phrases.get(p);
      if (!t) this.phrases.set(p, (t = phraseWords(p)));
      return t;
    });
  }

  score(items: readonly ScoreItem[], ctx: ScoreContext): ScoreResult[] {
    // All of the request only when a skill declares intent phrases or context keywords.
    const declared = items.some((i) => i.triggers.intents.length || i.triggers.contexts.length);
    const full = declared ? tokenize(ctx.intent) : [];
    const contextSet = declared
      ? new Set([...full, ...tokenize(ctx.context), ...ctx.files.flatMap((f) => tokenize(f))])
      : new Set<string>();
    const fullSet = new Set(full);
    const intents = items.map((item) => this.intent(item, full, fullSet));
    // An idiom the request uses ("look over", "dig into") or a negated verb of the software ("the
    // view doesn't redraw") also says its task word (concepts.ts).
    const head = ctx.intent.slice(0, OPENING_CHARS);
    const said = impliedTasks(head);
    table ??= concepts(stem);
    // A number is a quantity ("10 slides", "40 times"), not a topic: it counts only as a word of a
    // concept group (500 and 404 are errors).
    const request = opening(declared ? [...full, ...tokenize(said)] : tokenize(head + said)).filter(
      (t) => !/^\d+$/.test(t) || table!.related(t).length > 0,
    );
    const requestSet = new Set(request);
    // How much each request word says which skill is meant: 1 unless labelled requests spread it.
    const focus = new Map<string, number>();
    for (const t of requestSet) {
      const share = specificity(t);
      if (share !== undefined && share < SPECIFIC_SHARE) focus.set(t, Math.max(SPREAD_FLOOR, share / SPECIFIC_SHARE));
    }
    // The skills labelled requests asked for with each request word: name -> word -> its rarity there.
    const learned = new Map<string, Map<string, number>>();
    for (const t of requestSet) {
      const { rarity, skills } = requestSkills(t);
      for (const name of skills) {
        const m = learned.get(name);
        if (m) m.set(t, rarity);
        else learned.set(name, new Map([[t, rarity]]));
      }
    }
    // The skills the labelled requests most like this one asked for (nearest-requests.ts).
    const nearest = nearestRequests(requestSet);
    // Words of the same concept as a request word, and its synonyms, looked for at a lower weight.
    // Each with its weight: a concept group's words 1, WordNet synonyms SYNONYM_WEIGHT (the concept
    // table is the curated one; a synonym may be of another sense of the word), learned
    // associations ASSOCIATED_WEIGHT; a skill word reached two ways keeps the first.
    const expand = new Map<string, [string, number, string][]>();
    const lookup = new Set(requestSet);
    // Other forms of a request word (verify: verification), looked for as the word itself.
    const forms = new Map<string, string[]>();
    for (const t of requestSet) {
      const fs = family(t).filter((x) => !requestSet.has(x));
      if (!fs.length) continue;
      forms.set(t, fs);
      for (const x of fs) lookup.add(x);
    }
    for (const t of requestSet) {
      const rel: [string, number, string][] = table
        .related(t)
        .filter((x) => !requestSet.has(x))
        .map((x) => [x, 1, ""]);
      const also = (xs: string[], k: number, kind: string) => {
        for (const x of xs) if (!requestSet.has(x) && !rel.some(([y]) => y === x)) rel.push([x, k, kind]);
      };
      also(synonyms(t), SYNONYM_WEIGHT, " synonym");
      also(associations(t), ASSOCIATED_WEIGHT, " associated");
      if (!rel.length) continue;
      expand.set(t, rel);
      for (const [x] of rel) lookup.add(x);
    }
    // Which request words reach each of those words, and at which place of their list: a skill
    // then reads its own few words, not every word that every request word looks for.
    const reached = new Map<string, [string, number][]>();
    for (const [t, rel] of expand)
      rel.forEach(([x], i) => {
        const l = reached.get(x);
        if (l) l.push([t, i]);
        else reached.set(x, [[t, i]]);
      });

    // Rarity over the installed set.
    const keep = matcher(lookup);
    const docs = items.map((i) => docOf(termsOf(i.skill), keep, requestSet, lookup));
    // Other forms of a request word in the skills: words that only share a prefix with it
    // (fail / failur) and its WordNet family (verifi / verif, creat / creator). Found once over
    // the vocabulary, then looked up per skill.
    const vocab = new Set<string>();
    for (const d of docs) for (const t of d.terms) vocab.add(t);
    const relatives = new Map<string, string[]>();
    for (const t of requestSet) {
      const rel = new Set((forms.get(t) ?? []).filter((v) => vocab.has(v)));
      if (t.length >= PREFIX_MIN) {
        for (const v of vocab) {
          if (v === t || v.length < PREFIX_MIN || Math.abs(v.length - t.length) > PREFIX_SLACK) continue;
          if (v.startsWith(t) || t.startsWith(v)) rel.add(v);
        }
      }
      // An acronym's plural, which Porter2 leaves alone: prd / prds, kpi / kpis, llm / llms.
      if (t.length >= ACRONYM_MIN) {
        if (vocab.has(`${t}s`)) rel.add(`${t}s`);
        if (t.endsWith("s") && t.length > ACRONYM_MIN && vocab.has(t.slice(0, -1))) rel.add(t.slice(0, -1));
      }
      if (rel.size) relatives.set(t, [...rel].sort());
    }
    // Each name counts once (its first in discovery order), so a skill installed in two scopes
    // does not make its words look common.
    const first = new Map<string, number>();
    items.forEach((it, i) => {
      const j = first.get(it.skill.name);
      if (j === undefined || it.skill.rank < items[j]!.skill.rank) first.set(it.skill.name, i);
    });
    const df = new Map<string, number>();
    let totalLength = 0;
    const n = first.size;
    // A word counts in a skill that has it or one of its other forms: which words each skill
    // term counts for, so a skill costs a lookup per term of its own, not per word looked for.
    const countsFor = new Map<string, string[]>();
    const countFor = (v: string, t: string) => {
      const l = countsFor.get(v);
      if (l) l.push(t);
      else countsFor.set(v, [t]);
    };
    for (const t of lookup) {
      countFor(t, t);
      for (const v of relatives.get(t) ?? []) countFor(v, t);
    }
    const hit = new Set<string>();
    for (const i of first.values()) {
      const d = docs[i]!;
      totalLength += d.length;
      hit.clear();
      for (const v of d.terms) for (const t of countsFor.get(v) ?? []) hit.add(t);
      for (const t of hit) df.set(t, (df.get(t) ?? 0) + 1);
    }
    const avgLength = n ? totalLength / n : 1;
    const idf = (t: string) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
    const maxIdf = Math.log(1 + (n - 0.5) / 1.5);
    const rarity = new Map<string, number>();
    for (const t of lookup) rarity.set(t, maxIdf > 0 ? Math.min(1, idf(t) / maxIdf) : 1);
    for (const t of requestSet) if (table.tasks.has(t) && rarity.get(t)! < TASK_RARITY) rarity.set(t, TASK_RARITY);
    const requestPairs = pairs(request, new Set());
    const context = contextWords(head, (text) => tokenize(text));

    const lexical = docs.map((d, i) =>
      this.lexical(
        d,
        learned.get(items[i]!.skill.name),
        requestSet,
        requestPairs,
        rarity,
        relatives,
        expand,
        reached,
        avgLength,
        context,
        focus,
      ),
    );
    // They count as inferred evidence, with the words: the relative rule below scales both.
    for (const [i, item] of items.entries()) {
      const near = nearest.get(item.skill.name);
      if (!near) continue;
      const l = lexical[i]!;
      lexical[i] = {
        strength: 1 - (1 - l.strength) * (1 - near.strength),
        parts: [...l.parts, `${near.votes} of the ${NEAREST} nearest labelled requests ${pct(near.strength)}%`],
      };
    }
    // The relative rule scales inferred evidence (words) only, against the best request match
    // (words or a declared intent): declared triggers, files and context load as their authors
    // asked, and several skills may rightly match them.
    const fromRequest = lexical.map((l, i) => 1 - (1 - l.strength) * (1 - intents[i]!.strength));
    // The best is taken over the skills that can win Resolve (the first of each name): a shadowed
    // copy that will not load must not push down the one that will.
    let best = 0;
    let bestName = "";
    for (const i of first.values()) {
      const s = fromRequest[i]!;
      const name = items[i]!.skill.name;
      if (s > best || (s === best && s > 0 && name < bestName)) [best, bestName] = [s, name];
    }

    return items.map((item, i) => {
      const reasons: string[] = [];
      let miss = 1; // product of (1 - strength)
      const add = (s: number, why: string) => {
        if (s <= 0) return;
        miss *= 1 - s;
        reasons.push(`${why} (${pct(s)})`);
      };
      const file = this.files(item, ctx);
      add(file.strength, file.why);
      add(intents[i]!.strength, intents[i]!.why);
      const lex = lexical[i]!;
      if (lex.strength > 0) {
        let s = lex.strength;
        let rel = "";
        if (fromRequest[i]! < best) {
          const f = (fromRequest[i]! / best) ** POWER;
          s *= f;
          rel = `; x${num(f)}: ${pct(fromRequest[i]!)} is below the best match, ${bestName} ${pct(best)}`;
        }
        add(s, `words ${lex.parts.join(", ")}${rel}`);
      }
      const keywords = this.context(item, contextSet);
      add(keywords.strength, keywords.why);
      return { score: Math.round(100 * (1 - miss)), reasons };
    });
  }

  /** Request words found in the name, quoted terms and description, weighted by rarity. */
  private lexical(
    d: Doc,
    learned: Map<string, number> | undefined,
    requestSet: Set<string>,
    requestPairs: Set<string>,
    rarity: Map<string, number>,
    relatives: Map<string, string[]>,
    expand: Map<string, [string, number, string][]>,
    reached: Map<string, [string, number][]>,
    avgLength: number,
    context: Set<string>,
    focus: Map<string, number>,
  ): Lexical {
    if (!d.terms.size && !learned) return { strength: 0, parts: [] }; // shares no word with the request
    let e = 0;
    const parts: string[] = [];
    const weightOf = new Map<string, number>();
    // A word of the skill is evidence once: the request word it is (found first), else the first
    // request word that reaches it as another form or the same concept. "debug" and "crash" both
    // reaching "broken" in "Broken Authentication Testing" was one word counted twice.
    const used = new Set<string>();
    // For each request word, the places in its expand list of the words this skill has, in order.
    let near: Map<string, number[]> | undefined;
    const found0 = new Map<string, [number, string]>();
    for (const t of requestSet) {
      const [w, where] = found(d, t, avgLength);
      if (!w) continue;
      found0.set(t, [w * rarity.get(t)!, where]);
      used.add(t);
    }
    for (const t of requestSet) {
      let [w, where] = found0.get(t) ?? [0, ""];
      let via: string | undefined;
      if (!w) {
        const v = relatives.get(t)?.find((x) => d.terms.has(x) && !used.has(x));
        if (v) {
          [w, where] = [PREFIX_WEIGHT * (d.name.has(v) ? NAME_WEIGHT : TEXT_WEIGHT) * rarity.get(t)!, `~${v}`];
          via = v;
        }
      }
      if (!w) {
        // The same concept in other words: the best of them, at a lower weight and its own rarity.
        near ??= places(d, reached);
        for (const i of near.get(t) ?? []) {
          const [x, k, kind] = expand.get(t)![i]!;
          if (used.has(x)) continue;
          const [wx, wh] = found(d, x, avgLength);
          const r = RELATED_WEIGHT * k * wx * rarity.get(x)!;
          if (r > w) [w, where, via] = [r, `as ${x}${kind} ${wh}`, x];
        }
      }
      const q = learned?.get(t);
      if (q !== undefined) {
        const r = LEARNED_WEIGHT * TEXT_WEIGHT * Math.min(q, rarity.get(t)!);
        if (r > w) [w, where, via] = [r, "learned from requests", undefined];
      }
      if (!w) continue;
      const spread = focus.get(t);
      if (spread !== undefined) w *= spread;
      const inContext = context.has(t);
      if (inContext) w *= CONTEXT_WEIGHT;
      if (via) used.add(via);
      weightOf.set(t, w);
      e += w;
      parts.push(
        `${t} ${where} +${num(w)}${spread !== undefined ? ` spread x${num(spread)}` : ""}${inContext ? " in context" : ""}`,
      );
    }
    for (const p of requestPairs) {
      if (!d.pairs.has(p)) continue;
      const [a, b] = p.split(" ") as [string, string];
      const bonus = PHRASE_BONUS * Math.min(weightOf.get(a) ?? 0, weightOf.get(b) ?? 0);
      if (bonus <= 0) continue;
      e += bonus;
      parts.push(`"${p}" phrase +${num(bonus)}`);
    }
    if (d.nameTokens.length > 1 && d.nameTokens.every((t) => requestSet.has(t) || inForms(t, requestSet, relatives))) {
      e += FULL_NAME_BONUS;
      parts.push(`whole name +${num(FULL_NAME_BONUS)}`);
    }
    return { strength: e > 0 ? 1 - Math.exp(-e / SCALE) : 0, parts };
  }

  /** The best-covered intent phrase of `triggers`. */
  private intent(item: ScoreItem, request: string[], requestSet: Set<string>): { strength: number; why: string } {
    let best = 0;
    let why = "";
    const words = this.phrasesOf(item, "intents");
    for (const [i, p] of item.triggers.intents.entries()) {
      const t = words[i]!;
      if (!t.length) continue;
      const covered = t.filter((w) => requestSet.has(w)).length;
      const s = intentStrength(t.length, covered, containsRun(request, t));
      if (s > best) {
        best = s;
        why = `intent ${JSON.stringify(p)} ${covered}/${t.length} words`;
      }
    }
    return { strength: best, why };
  }

  /** File globs (triggers and activated `paths`): the narrowest matching glob counts. */
  private files(item: ScoreItem, ctx: ScoreContext): { strength: number; why: string } {
    if (!ctx.files.length) return { strength: 0, why: "" };
    let best = 0;
    let why = "";
    for (const g of [...item.triggers.files, ...item.paths]) {
      const glob = compileGlob(g);
      if (!glob) continue;
      const s = FILE_BASE + FILE_SPAN * glob.specificity;
      if (s <= best) continue;
      const hit = ctx.files.find((f) => globMatch(glob, f));
      if (hit) [best, why] = [s, `file ${hit} matches ${g}`];
    }
    return { strength: best, why };
  }

  /** Context keywords fully present in the request, context text or file paths. */
  private context(item: ScoreItem, contextSet: Set<string>): { strength: number; why: string } {
    if (!contextSet.size || !item.triggers.contexts.length) return { strength: 0, why: "" };
    const words = this.phrasesOf(item, "contexts");
    const hits = item.triggers.contexts.filter((_, i) => {
      const t = words[i]!;
      return t.length > 0 && t.every((w) => contextSet.has(w));
    });
    if (!hits.length) return { strength: 0, why: "" };
    return { strength: Math.min(CONTEXT_CAP, 1 - 0.75 ** hits.length), why: `context ${hits.join(", ")}` };
  }
}
