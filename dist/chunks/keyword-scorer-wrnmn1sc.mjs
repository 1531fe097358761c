import {
  compileGlob,
  globMatch
} from "./main-tn0j51qk.mjs";

// lib/loader/keyword-scorer.ts
var STOP = new Set(("a an the and or but for to of in on at by with from into onto about as is are was were be been being " + "it its this that these those there here i me my we our us you your he she they them their " + "please pls can could would should will shall may might must do does did done just also " + "some any all each every so than then very too not no yes if else when while how what which who " + "up out over under again further once let lets need needs want wants like get got").split(" "));
var stems = new Map;
function tokenize(text) {
  const out = [];
  if (!text)
    return out;
  const words = text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words)
    return out;
  for (const w of words) {
    if (STOP.has(w))
      continue;
    let s = stems.get(w);
    if (s === undefined)
      stems.set(w, s = stem(w));
    out.push(s);
  }
  return out;
}
function stem(w) {
  if (w.length <= 3 || /^\d+$/.test(w))
    return w;
  let s = w;
  if (s.endsWith("ies") && s.length > 4)
    s = `${s.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(s)) {} else if (/(sh|ch|x|z|ss)es$/.test(s))
    s = s.slice(0, -2);
  else if (s.endsWith("s"))
    s = s.slice(0, -1);
  if (s.endsWith("ing") && s.length > 5)
    s = s.slice(0, -3);
  else if (s.endsWith("ed") && s.length > 4)
    s = s.slice(0, -2);
  else if (s.endsWith("ment") && s.length > 7)
    s = s.slice(0, -4);
  else if (s.endsWith("ization") && s.length > 8)
    s = s.slice(0, -5);
  else if (s.endsWith("ation") && s.length > 7)
    s = s.slice(0, -3);
  if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz|ff)$/.test(s))
    s = s.slice(0, -1);
  if (s.endsWith("e") && s.length > 3)
    s = s.slice(0, -1);
  return s;
}
var FILE_BASE = 0.5;
var FILE_SPAN = 0.45;
var CONTEXT_CAP = 0.6;
var NAME_STRENGTH = 0.5;
var DESC_PER_WORD = 0.07;
var DESC_CAP = 0.35;
function intentStrength(n, covered, contiguous) {
  const cov = covered / n;
  if (cov < 0.5)
    return 0;
  const base = 0.55 + 0.1 * Math.min(n - 1, 4);
  return Math.min(0.97, base * cov * cov + (cov === 1 && contiguous && n > 1 ? 0.05 : 0));
}
function containsRun(hay, needle) {
  outer:
    for (let i = 0;i + needle.length <= hay.length; i++) {
      for (let j = 0;j < needle.length; j++)
        if (hay[i + j] !== needle[j])
          continue outer;
      return true;
    }
  return false;
}
var pct = (s) => Math.round(s * 100);

class KeywordScorer {
  name = "keyword";
  phrases = new Map;
  phrase(p) {
    let t = this.phrases.get(p);
    if (!t)
      this.phrases.set(p, t = [...new Set(tokenize(p))]);
    return t;
  }
  score(items, ctx) {
    const request = tokenize(ctx.intent);
    const requestSet = new Set(request);
    const contextSet = new Set([...request, ...tokenize(ctx.context), ...ctx.files.flatMap((f) => tokenize(f))]);
    return items.map((item) => this.one(item, ctx, request, requestSet, contextSet));
  }
  one(item, ctx, request, requestSet, contextSet) {
    const reasons = [];
    let miss = 1;
    const add = (s, why) => {
      if (s <= 0)
        return;
      miss *= 1 - s;
      reasons.push(`${why} (${pct(s)})`);
    };
    if (ctx.files.length) {
      let best = 0;
      let why = "";
      for (const g of [...item.triggers.files, ...item.paths]) {
        const glob = compileGlob(g);
        if (!glob)
          continue;
        const s = FILE_BASE + FILE_SPAN * glob.specificity;
        if (s <= best)
          continue;
        const hit = ctx.files.find((f) => globMatch(glob, f));
        if (hit) {
          best = s;
          why = `file ${hit} matches ${g}`;
        }
      }
      add(best, why);
    }
    if (requestSet.size) {
      let best = 0;
      let why = "";
      for (const p of item.triggers.intents) {
        const t = this.phrase(p);
        if (!t.length)
          continue;
        const covered = t.filter((w) => requestSet.has(w)).length;
        const s = intentStrength(t.length, covered, containsRun(request, t));
        if (s > best) {
          best = s;
          why = `intent ${JSON.stringify(p)} ${covered}/${t.length} words`;
        }
      }
      add(best, why);
      const nameTokens = this.phrase(item.skill.name.replace(/[-_]/g, " "));
      if (nameTokens.length && nameTokens.every((w) => requestSet.has(w)))
        add(NAME_STRENGTH, `name ${item.skill.name}`);
      const desc = new Set(tokenize(`${item.skill.meta.description} ${item.skill.meta.whenToUse ?? ""}`).filter((w) => w.length >= 3));
      let n = 0;
      for (const w of desc)
        if (requestSet.has(w))
          n++;
      if (n)
        add(Math.min(DESC_CAP, DESC_PER_WORD * n), `description ${n} word${n === 1 ? "" : "s"}`);
    }
    if (contextSet.size && item.triggers.contexts.length) {
      const hits = item.triggers.contexts.filter((k) => {
        const t = this.phrase(k);
        return t.length > 0 && t.every((w) => contextSet.has(w));
      });
      if (hits.length)
        add(Math.min(CONTEXT_CAP, 1 - 0.75 ** hits.length), `context ${hits.join(", ")}`);
    }
    return { score: Math.round(100 * (1 - miss)), reasons };
  }
}
export {
  KeywordScorer
};
