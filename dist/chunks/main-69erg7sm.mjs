import {
  __toESM,
  __commonJS
} from "./main-gm18m4mz.mjs";

// node_modules/wink-porter2-stemmer/src/wink-porter2-stemmer.js
var require_wink_porter2_stemmer = __commonJS(function(exports, module) {
  var rgxDouble = /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/;
  var rgxSFXsses = /(.+)(sses)$/;
  var rgxSFXiedORies2 = /(.{2,})(ied|ies)$/;
  var rgxSFXiedORies1 = /(.{1})(ied|ies)$/;
  var rgxSFXusORss = /(.+)(us|ss)$/;
  var rgxSFXs = /(.+)(s)$/;
  var rgxSFXeedlyOReed = /(.*)(eedly|eed)$/;
  var rgxSFXedORedlyORinglyORing = /([aeiouy].*)(ed|edly|ingly|ing)$/;
  var rgxSFXatORblORiz = /(at|bl|iz)$/;
  var rgxSFXyOR3 = /(.+[^aeiouy])([y3])$/;
  var rgxSFXstep2 = /(ization|ational|fulness|ousness|iveness|tional|biliti|lessli|entli|ation|alism|aliti|ousli|iviti|fulli|enci|anci|abli|izer|ator|alli|bli|ogi|li)$/;
  var rgxSFXstep2WithReplacements = [
    { rgx: /ational$/, replacement: "ate" },
    { rgx: /ization$/, replacement: "ize" },
    { rgx: /fulness$/, replacement: "ful" },
    { rgx: /ousness$/, replacement: "ous" },
    { rgx: /iveness$/, replacement: "ive" },
    { rgx: /tional$/, replacement: "tion" },
    { rgx: /biliti$/, replacement: "ble" },
    { rgx: /lessli$/, replacement: "less" },
    { rgx: /iviti$/, replacement: "ive" },
    { rgx: /ousli$/, replacement: "ous" },
    { rgx: /ation$/, replacement: "ate" },
    { rgx: /entli$/, replacement: "ent" },
    { rgx: /(.*)(alism|aliti)$/, replacement: "$1al" },
    { rgx: /fulli$/, replacement: "ful" },
    { rgx: /alli$/, replacement: "al" },
    { rgx: /ator$/, replacement: "ate" },
    { rgx: /izer$/, replacement: "ize" },
    { rgx: /enci$/, replacement: "ence" },
    { rgx: /anci$/, replacement: "ance" },
    { rgx: /abli$/, replacement: "able" },
    { rgx: /bli$/, replacement: "ble" },
    { rgx: /(.*)(l)(ogi)$/, replacement: "$1$2og" },
    { rgx: /(.*)([cdeghkmnrt])(li)$/, replacement: "$1$2" }
  ];
  var rgxSFXstep3 = /(ational|tional|alize|icate|iciti|ative|ical|ness|ful)$/;
  var rgxSFXstep3WithReplacements = [
    { rgx: /ational$/, replacement: "ate" },
    { rgx: /tional$/, replacement: "tion" },
    { rgx: /alize$/, replacement: "al" },
    { rgx: /(.*)(icate|iciti|ical)$/, replacement: "$1ic" },
    { rgx: /(ness|ful)$/, replacement: "" }
  ];
  var rgxSFXstep4 = /(ement|ance|ence|able|ible|ment|ant|ent|ism|ate|iti|ous|ive|ize|al|er|ic)$/;
  var rgxSFXstep4Full = /(ement|ance|ence|able|ible|ment|ant|ent|ism|ate|iti|ous|ive|ize|ion|al|er|ic)$/;
  var rgxSFXstep4ion = /(.*)(s|t)(ion)$/;
  var exceptions1 = Object.create(null);
  exceptions1.skis = "ski";
  exceptions1.skies = "sky";
  exceptions1.dying = "die";
  exceptions1.lying = "lie";
  exceptions1.tying = "tie";
  exceptions1.idly = "idl";
  exceptions1.gently = "gentl";
  exceptions1.ugly = "ugli";
  exceptions1.early = "earli";
  exceptions1.only = "onli";
  exceptions1.singly = "singl";
  exceptions1.sky = "sky";
  exceptions1.news = "news";
  exceptions1.atlas = "atlas";
  exceptions1.cosmos = "cosmos";
  exceptions1.bias = "bias";
  exceptions1.andes = "andes";
  var rgxException2 = /^(inning|outing|canning|herring|proceed|exceed|succeed|earring)$/;
  var prelude = function(s) {
    return s.replace(/^y/, "3").replace(/([aeiou])y/, "$13").replace(/\’s$|\'s$/, "").replace(/s\’$|s\'$/, "").replace(/[\’\']$/, "");
  };
  var isShort = function(s) {
    return /[^aeiouy][aeiouy][^aeiouywx3]$/.test(s) || /^[aeiouy][^aeiouy]{0,1}$/.test(s);
  };
  var markRegions = function(s) {
    var m1, m2;
    var rgxRegions = /[aeiouy]+([^aeiouy]{1}.+)/;
    m1 = rgxRegions.exec(s);
    if (!m1)
      return { r1: "", r2: "" };
    m1 = m1[1].slice(1);
    m1 = /^(gener|commun|arsen)/.test(s) ? s.replace(/^(gener|commun|arsen)(.*)/, "$2") : m1;
    m2 = rgxRegions.exec(m1);
    if (!m2)
      return { r1: m1, r2: "" };
    m2 = m2[1].slice(1);
    return { r1: m1, r2: m2 };
  };
  var step1a = function(s) {
    var wordPart;
    if (rgxSFXsses.test(s))
      return s.replace(rgxSFXsses, "$1ss");
    if (rgxSFXiedORies2.test(s))
      return s.replace(rgxSFXiedORies2, "$1i");
    if (rgxSFXiedORies1.test(s))
      return s.replace(rgxSFXiedORies1, "$1ie");
    if (rgxSFXusORss.test(s))
      return s;
    wordPart = s.replace(rgxSFXs, "$1");
    if (/[aeiuouy](.+)$/.test(wordPart))
      return s.replace(rgxSFXs, "$1");
    return s;
  };
  var step1b = function(s) {
    var rgn = markRegions(s), sd;
    if (rgxSFXeedlyOReed.test(s))
      return rgxSFXeedlyOReed.test(rgn.r1) ? s.replace(rgxSFXeedlyOReed, "$1ee") : s;
    if (rgxSFXedORedlyORinglyORing.test(s)) {
      sd = s.replace(rgxSFXedORedlyORinglyORing, "$1");
      rgn = markRegions(sd);
      return rgxSFXatORblORiz.test(sd) ? sd + "e" : rgxDouble.test(sd) ? sd.replace(/.$/, "") : isShort(sd) && rgn.r1 === "" ? sd + "e" : sd;
    }
    return s;
  };
  var step1c = function(s) {
    return s.replace(rgxSFXyOR3, "$1i");
  };
  var step2 = function(s) {
    var i, imax, rgn = markRegions(s), us;
    var match = s.match(rgxSFXstep2);
    match = match === null ? "$$$$$" : match[1];
    if (rgn.r1.indexOf(match) !== -1) {
      for (i = 0, imax = rgxSFXstep2WithReplacements.length;i < imax; i += 1) {
        us = s.replace(rgxSFXstep2WithReplacements[i].rgx, rgxSFXstep2WithReplacements[i].replacement);
        if (s !== us)
          return us;
      }
    }
    return s;
  };
  var step3 = function(s) {
    var i, imax, rgn = markRegions(s), us;
    var match = s.match(rgxSFXstep3);
    match = match === null ? "$$$$$" : match[1];
    if (rgn.r1.indexOf(match) !== -1) {
      for (i = 0, imax = rgxSFXstep3WithReplacements.length;i < imax; i += 1) {
        us = s.replace(rgxSFXstep3WithReplacements[i].rgx, rgxSFXstep3WithReplacements[i].replacement);
        if (s !== us)
          return us;
      }
      if (/ative/.test(rgn.r2))
        return s.replace(/ative$/, "");
    }
    return s;
  };
  var step4 = function(s) {
    var rgn = markRegions(s);
    var match = s.match(rgxSFXstep4Full);
    match = match === null ? "$$$$$" : match[1];
    if (rgxSFXstep4Full.test(s) && rgn.r2.indexOf(match) !== -1) {
      return rgxSFXstep4.test(s) ? s.replace(rgxSFXstep4, "") : rgxSFXstep4ion.test(s) ? s.replace(rgxSFXstep4ion, "$1$2") : s;
    }
    return s;
  };
  var step5 = function(s) {
    var preceding, rgn;
    rgn = markRegions(s);
    if (/e$/i.test(s)) {
      preceding = s.replace(/e$/, "");
      return /e/.test(rgn.r2) || /e/.test(rgn.r1) && !isShort(preceding) ? preceding : s;
    }
    if (/l$/.test(s)) {
      rgn = markRegions(s);
      return rgn.r2 && /l$/.test(rgn.r2) ? s.replace(/ll$/, "l") : s;
    }
    return s;
  };
  var stem = function(word) {
    var str = word.toLowerCase();
    if (str.length < 3)
      return str;
    if (exceptions1[str])
      return exceptions1[str];
    str = prelude(str);
    str = step1a(str);
    if (!rgxException2.test(str)) {
      str = step1b(str);
      str = step1c(str);
      str = step2(str);
      str = step3(str);
      str = step4(str);
      str = step5(str);
    }
    str = str.replace(/3/g, "y");
    return str;
  };
  module.exports = stem;
});

// lib/loader/terms.ts
var import_wink_porter2_stemmer = __toESM(require_wink_porter2_stemmer(), 1);
var TERMS_VERSION = 1;
var STOP = new Set(("a an the and or but for to of in on at by with from into onto about as is are was were be been being " + "it its it's this that these those there here i i'm me my mine we our us you your he she they them their " + "please pls can could would should will shall may might must do does did done doing just also " + "some any all each every so than then very too not no yes if else when whenever while how what which who whom why " + "up out over under again further once let lets need needs want wants like get got have has had " + "etc e g eg ie i.e via per one two thing things something stuff bit quick quickly really actually " + "re hey hi thanks thank help me im ok okay sure maybe kind sort way don dont doesn didn isn won can cannot " + "through across after before during without within between make makes made first last new old " + "good better best nice lot lots idea ideas give take sometimes always never everything anything " + "only even ever already yet still " + "use uses used using user users whenever mention mentions ask asks asked asking").split(" "));
var ASCII = /^[\x00-\x7f]*$/;
var CAMEL = /[a-z0-9][A-Z]/;
var CAMEL_G = /([a-z0-9])([A-Z])/g;
var stems = new Map;
function tokenize(text) {
  const out = [];
  if (!text)
    return out;
  const camel = CAMEL.test(text);
  const src = camel ? text : text.toLowerCase();
  const words = ASCII.test(src) ? src.match(camel ? /[A-Za-z0-9]+/g : /[a-z0-9]+/g) : src.match(/[\p{L}\p{N}]+/gu);
  if (!words)
    return out;
  for (let w of words) {
    if (camel) {
      const lower = w.toLowerCase();
      if (lower !== w && CAMEL.test(w))
        out.push(...tokenize(w.replace(CAMEL_G, "$1 $2")));
      w = lower;
    }
    if (STOP.has(w) || w.length === 1 && !/\d/.test(w))
      continue;
    let s = stems.get(w);
    if (s === undefined)
      stems.set(w, s = stem(w));
    out.push(s);
  }
  return out;
}
function nameWords(name) {
  return tokenize(name.replace(/[-_.]/g, " "));
}
function stem(w) {
  if (/\d/.test(w))
    return /^\d+s$/.test(w) ? w.slice(0, -1) : w;
  if (w.length <= 2)
    return w;
  return import_wink_porter2_stemmer.default(w);
}
function quotedTerms(text) {
  const out = [];
  const re = /(^|[\s([,:;])(["'“‘`])([^"'“”‘’`\n]{1,40}?)[,.;:]?(["'”’`])(?=$|[\s)\],.;:!?])/gu;
  for (const m of text.matchAll(re)) {
    const t = m[3].trim();
    if (t)
      out.push(t);
  }
  return out;
}
function skillText(skill) {
  const m = skill.meta;
  return m.whenToUse ? `${m.description}
${m.whenToUse}` : m.description;
}
var phraseWords = (p) => [...new Set(tokenize(p))];
function skillTerms(skill) {
  const raw = skillText(skill);
  return {
    v: TERMS_VERSION,
    name: nameWords(skill.name),
    text: tokenize(raw),
    quoted: quotedTerms(raw).map(tokenize),
    intents: skill.meta.triggers.intents.map(phraseWords),
    contexts: skill.meta.triggers.contexts.map(phraseWords)
  };
}
function termsOf(skill) {
  if (skill.terms?.v !== TERMS_VERSION)
    skill.terms = skillTerms(skill);
  return skill.terms;
}

export { TERMS_VERSION, tokenize, stem, phraseWords, termsOf };
