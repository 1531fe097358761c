// lib/records/normalize.ts
var CONFUSABLE = {
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
  ı: "i",
  ȷ: "j",
  ℓ: "l",
  ß: "ss",
  ø: "o",
  đ: "d",
  ł: "l"
};
var CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLE).join("")}]`, "g");
var INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0\ufe00-\ufe0f]|\p{M}/gu;
var NON_ASCII = /[^\x00-\x7f]/;
function foldText(text) {
  let s = text;
  if (NON_ASCII.test(s)) {
    s = s.normalize("NFKD").replace(INVISIBLE, "").replace(CONFUSABLE_RE, (c) => CONFUSABLE[c] ?? c).normalize("NFKC");
  }
  return s.replace(/\s+/g, " ");
}
function wordsOf(text) {
  return foldText(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ").filter(Boolean);
}

export { foldText, wordsOf };
