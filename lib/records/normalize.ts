// Text folded to what a reader sees, for matching: NFKC (full-width and styled letters become
// plain), invisible format characters dropped (zero-width spaces and joiners, soft hyphens,
// bidi controls), accents removed, and Cyrillic/Greek letters that look like Latin ones mapped to
// them (Unicode TS #39 confusables, the subset that forms English words). Used by the
// instruction filter and the user-stated trust check.

const CONFUSABLE: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  ӏ: "l",
  һ: "h",
  ԛ: "q",
  ԝ: "w",
  ɡ: "g",
  ь: "b",
  п: "n",
  г: "r",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  Ѕ: "S",
  І: "I",
  Ј: "J",
  Ү: "Y",
  Ԁ: "D",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  γ: "y",
  μ: "u",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  // Latin look-alikes outside ASCII that NFKC keeps
  ı: "i",
  ȷ: "j",
  ℓ: "l",
  ß: "ss",
  ø: "o",
  đ: "d",
  ł: "l",
};
// Built on first use: only non-ASCII text needs it, and building it cost every record ~0.5 ms (0084).
let confusableRe: RegExp | undefined;
// Format characters (Cf: U+200B-U+200F, U+2060-U+2064, U+FEFF, U+00AD, bidi controls), variation
// selectors and combining marks left after decomposition.
// biome-ignore lint/suspicious/noMisleadingCharacterClass: U+034F and the variation selectors are meant alone, each removed
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0\ufe00-\ufe0f]|\p{M}/gu;
// Non-ASCII at all: most text is ASCII and skips the Unicode work.
const NON_ASCII = /[^\x00-\x7f]/;

/** The text as it reads: same letters, no disguise. Whitespace runs become one space. */
export function foldText(text: string): string {
  let s = text;
  if (NON_ASCII.test(s)) {
    s = s
      .normalize("NFKD")
      .replace(INVISIBLE, "")
      .replace((confusableRe ??= new RegExp(`[${Object.keys(CONFUSABLE).join("")}]`, "g")), (c) => CONFUSABLE[c] ?? c)
      .normalize("NFKC");
  }
  return s.replace(/\s+/g, " ");
}

/** foldText, lower-cased, with punctuation turned into spaces: words only. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/**
 * Whether text holds one of words: the literal prefilter of the instruction rules and the
 * redaction table (decision 0083). A plain loop: cold, Array#some cost more than the tests.
 */
export function holdsAny(text: string, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (text.includes(words[i]!)) return true;
  return false;
}
