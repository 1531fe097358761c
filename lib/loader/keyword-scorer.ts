// The default scorer: file globs, intent phrases and context keywords matched on tokenized,
// lightly stemmed text, so "please write unit tests for the parser" matches the intent
// "write tests" (a request is never compared to a trigger as one whole string).
//
// Each signal gives a strength in [0, 1); strengths combine like independent evidence,
// score = 100 * (1 - product(1 - s)), so more evidence always raises the score and it never
// passes 100. Narrow triggers weigh more: a glob with more literal text and fixed folders, an
// intent phrase with more words.
import { compileGlob, globMatch } from "./glob.ts";
import type { ScoreItem, ScoreResult, Scorer } from "./scorer.ts";
import type { ScoreContext } from "./types.ts";

const STOP = new Set(
  ("a an the and or but for to of in on at by with from into onto about as is are was were be been being "
    + "it its this that these those there here i me my we our us you your he she they them their "
    + "please pls can could would should will shall may might must do does did done just also "
    + "some any all each every so than then very too not no yes if else when while how what which who "
    + "up out over under again further once let lets need needs want wants like get got").split(" "),
);

// Stems repeat across hundreds of skills; each distinct word is stemmed once per process.
const stems = new Map<string, string>();

/** Lowercase, split on anything that is not a letter or digit (and camelCase), drop stop words, stem. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  if (!text) return out;
  const words = text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return out;
  for (const w of words) {
    if (STOP.has(w)) continue;
    let s = stems.get(w);
    if (s === undefined) stems.set(w, (s = stem(w)));
    out.push(s);
  }
  return out;
}

/** A crude suffix stripper; what matters is that a phrase and a request go through the same one. */
export function stem(w: string): string {
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  let s = w;
  if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(s)) { /* keep: class, status, analysis */ }
  else if (/(sh|ch|x|z|ss)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith("s")) s = s.slice(0, -1);
  if (s.endsWith("ing") && s.length > 5) s = s.slice(0, -3);
  else if (s.endsWith("ed") && s.length > 4) s = s.slice(0, -2);
  else if (s.endsWith("ment") && s.length > 7) s = s.slice(0, -4);
  else if (s.endsWith("ization") && s.length > 8) s = s.slice(0, -5); // optimization -> optimiz
  else if (s.endsWith("ation") && s.length > 7) s = s.slice(0, -3); // migration -> migrat(e)
  if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz|ff)$/.test(s)) s = s.slice(0, -1); // running -> run
  if (s.endsWith("e") && s.length > 3) s = s.slice(0, -1); // write/writing, code/coding
  return s;
}

const FILE_BASE = 0.5;
const FILE_SPAN = 0.45;
const CONTEXT_CAP = 0.6;
const NAME_STRENGTH = 0.5;
const DESC_PER_WORD = 0.07;
const DESC_CAP = 0.35;

/** Strength of an intent phrase of `n` words with `covered` of them present. */
function intentStrength(n: number, covered: number, contiguous: boolean): number {
  const cov = covered / n;
  if (cov < 0.5) return 0;
  const base = 0.55 + 0.1 * Math.min(n - 1, 4); // 1 word 0.55 ... 5+ words 0.95
  return Math.min(0.97, base * cov * cov + (cov === 1 && contiguous && n > 1 ? 0.05 : 0));
}

function containsRun(hay: string[], needle: string[]): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const pct = (s: number) => Math.round(s * 100);

export class KeywordScorer implements Scorer {
  readonly name = "keyword";
  private phrases = new Map<string, string[]>();

  private phrase(p: string): string[] {
    let t = this.phrases.get(p);
    if (!t) this.phrases.set(p, (t = [...new Set(tokenize(p))]));
    return t;
  }

  score(items: readonly ScoreItem[], ctx: ScoreContext): ScoreResult[] {
    const request = tokenize(ctx.intent);
    const requestSet = new Set(request);
    const contextSet = new Set([...request, ...tokenize(ctx.context), ...ctx.files.flatMap((f) => tokenize(f))]);
    return items.map((item) => this.one(item, ctx, request, requestSet, contextSet));
  }

  private one(item: ScoreItem, ctx: ScoreContext, request: string[], requestSet: Set<string>, contextSet: Set<string>): ScoreResult {
    const reasons: string[] = [];
    let miss = 1; // product of (1 - strength)
    const add = (s: number, why: string) => {
      if (s <= 0) return;
      miss *= 1 - s;
      reasons.push(`${why} (${pct(s)})`);
    };

    // File globs, narrowest matching glob wins.
    if (ctx.files.length) {
      let best = 0;
      let why = "";
      for (const g of [...item.triggers.files, ...item.paths]) {
        const glob = compileGlob(g);
        if (!glob) continue;
        const s = FILE_BASE + FILE_SPAN * glob.specificity;
        if (s <= best) continue;
        const hit = ctx.files.find((f) => globMatch(glob, f));
        if (hit) {
          best = s;
          why = `file ${hit} matches ${g}`;
        }
      }
      add(best, why);
    }

    if (requestSet.size) {
      // Intent phrases: the best-covered phrase counts.
      let best = 0;
      let why = "";
      for (const p of item.triggers.intents) {
        const t = this.phrase(p);
        if (!t.length) continue;
        const covered = t.filter((w) => requestSet.has(w)).length;
        const s = intentStrength(t.length, covered, containsRun(request, t));
        if (s > best) {
          best = s;
          why = `intent ${JSON.stringify(p)} ${covered}/${t.length} words`;
        }
      }
      add(best, why);

      // The name itself, as an implicit intent ("review the code" for code-review).
      const nameTokens = this.phrase(item.skill.name.replace(/[-_]/g, " "));
      if (nameTokens.length && nameTokens.every((w) => requestSet.has(w))) add(NAME_STRENGTH, `name ${item.skill.name}`);

      // Description words: weak on their own (capped below any threshold), they break ties.
      const desc = new Set(tokenize(`${item.skill.meta.description} ${item.skill.meta.whenToUse ?? ""}`).filter((w) => w.length >= 3));
      let n = 0;
      for (const w of desc) if (requestSet.has(w)) n++;
      if (n) add(Math.min(DESC_CAP, DESC_PER_WORD * n), `description ${n} word${n === 1 ? "" : "s"}`);
    }

    // Context keywords: each one fully present in the request, context text or file paths.
    if (contextSet.size && item.triggers.contexts.length) {
      const hits = item.triggers.contexts.filter((k) => {
        const t = this.phrase(k);
        return t.length > 0 && t.every((w) => contextSet.has(w));
      });
      if (hits.length) add(Math.min(CONTEXT_CAP, 1 - 0.75 ** hits.length), `context ${hits.join(", ")}`);
    }

    return { score: Math.round(100 * (1 - miss)), reasons };
  }
}
