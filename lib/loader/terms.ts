// The words of a skill as the keyword scorer reads them (keyword-scorer.ts): lowercase, split on
// anything that is not a letter or digit (and camelCase), stop words dropped, Porter2-stemmed.
// A skill's are stemmed once, when its file is parsed, and kept in the parse index
// (skill-index.ts), so a prompt scored over 600 skills stems only its own words (decision 0105).
import stem2 from "wink-porter2-stemmer";
import type { Skill, SkillTerms } from "./types.ts";

/**
 * What `skillTerms` gives for the same skill. Raise it with any change to what `tokenize`,
 * `nameWords` or `quotedTerms` return: an index written before is then read as stale and the
 * skills are stemmed again (a test pins tokenize's output to this number).
 */
export const TERMS_VERSION = 1;

const STOP = new Set(
  (
    "a an the and or but for to of in on at by with from into onto about as is are was were be been being " +
    "it its it's this that these those there here i i'm me my mine we our us you your he she they them their " +
    "please pls can could would should will shall may might must do does did done doing just also " +
    "some any all each every so than then very too not no yes if else when whenever while how what which who whom why " +
    "up out over under again further once let lets need needs want wants like get got have has had " +
    "etc e g eg ie i.e via per one two thing things something stuff bit quick quickly really actually " +
    "re hey hi thanks thank help me im ok okay sure maybe kind sort way don dont doesn didn isn won can cannot " +
    "through across after before during without within between make makes made first last new old " +
    "good better best nice lot lots idea ideas give take sometimes always never everything anything " +
    "only even ever already yet still " +
    // Words every skill description uses about itself.
    "use uses used using user users whenever mention mentions ask asks asked asking"
  ).split(" "),
);

const ASCII = /^[\x00-\x7f]*$/;
const CAMEL = /[a-z0-9][A-Z]/;
const CAMEL_G = /([a-z0-9])([A-Z])/g;

// Stems repeat across hundreds of skills; each distinct word is stemmed once per process.
const stems = new Map<string, string>();

/** Lowercase, split on anything that is not a letter or digit (and camelCase), drop stop words, stem. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  if (!text) return out;
  // Text without a camelCase word (most of it) is lowercased once, not word by word.
  const camel = CAMEL.test(text);
  const src = camel ? text : text.toLowerCase();
  // ASCII text (nearly all of it) by the ASCII class: the same words, a third faster than the
  // Unicode property classes, which only letters and digits beyond ASCII need.
  const words = ASCII.test(src) ? src.match(camel ? /[A-Za-z0-9]+/g : /[a-z0-9]+/g) : src.match(/[\p{L}\p{N}]+/gu);
  if (!words) return out;
  for (let w of words) {
    if (camel) {
      const lower = w.toLowerCase();
      // A camelCase word is its parts and then itself: "useEffect" says "effect", and "WordPress"
      // or "JavaScript" in a description must still meet "wordpress" and "javascript" as typed.
      if (lower !== w && CAMEL.test(w)) out.push(...tokenize(w.replace(CAMEL_G, "$1 $2")));
      w = lower;
    }
    if (STOP.has(w) || (w.length === 1 && !/\d/.test(w))) continue; // "let's", "don't": the s and t go
    let s = stems.get(w);
    if (s === undefined) stems.set(w, (s = stem(w)));
    out.push(s);
  }
  return out;
}

/** A skill name's words as the scorer reads them: "systematic-debugging" is "systemat debug". */
export function nameWords(name: string): string[] {
  return tokenize(name.replace(/[-_.]/g, " "));
}

/** Porter2 (Snowball English) stem; words with digits ("502s" as 502) and one- or two-letter words as they are. */
export function stem(w: string): string {
  if (/\d/.test(w)) return /^\d+s$/.test(w) ? w.slice(0, -1) : w;
  if (w.length <= 2) return w;
  return stem2(w);
}

/** Terms a description quotes as its triggers: `Trigger whenever the user mentions "deck," "slides"`. */
export function quotedTerms(text: string): string[] {
  const out: string[] = [];
  const re = /(^|[\s([,:;])(["'“‘`])([^"'“”‘’`\n]{1,40}?)[,.;:]?(["'”’`])(?=$|[\s)\],.;:!?])/gu;
  for (const m of text.matchAll(re)) {
    const t = m[3]!.trim();
    if (t) out.push(t);
  }
  return out;
}

/** The text the scorer reads of a skill: the description, then `when_to_use`. */
export function skillText(skill: Pick<Skill, "meta">): string {
  const m = skill.meta;
  return m.whenToUse ? `${m.description}\n${m.whenToUse}` : m.description;
}

/** Distinct words of a trigger phrase, in order. */
export const phraseWords = (p: string): string[] => [...new Set(tokenize(p))];

export function skillTerms(skill: Pick<Skill, "name" | "meta">): SkillTerms {
  const raw = skillText(skill);
  return {
    v: TERMS_VERSION,
    name: nameWords(skill.name),
    text: tokenize(raw),
    quoted: quotedTerms(raw).map(tokenize),
    intents: skill.meta.triggers.intents.map(phraseWords),
    contexts: skill.meta.triggers.contexts.map(phraseWords),
  };
}

/** The skill's terms: as the parse index kept them, else stemmed now and kept on the skill. */
export function termsOf(skill: Skill): SkillTerms {
  if (skill.terms?.v !== TERMS_VERSION) skill.terms = skillTerms(skill);
  return skill.terms;
}
