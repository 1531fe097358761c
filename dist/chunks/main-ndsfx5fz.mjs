import {
  isoShape,
  realDate
} from "./main-83kepfke.mjs";
import {
  foldText,
  holdsAny
} from "./main-n6wwwqst.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/records/instruction.ts
var RULES = [
  [
    /\b(ignore|disregard|forget|override|overrule|discard|abandon|bypass|skip|drop)\b[^.;!?\n]{0,40}\b(previous|prior|above|earlier|preceding|original|initial|existing|system|your|my|the user'?s?|safety|all (of )?(the |your )?(previous |prior |above |earlier )?)\s*(instructions?|prompts?|directives?|guidelines?|guardrails?|rules (in|of|above|from|about|for)|rules\b(?= *(and|,|;|:|$))|constraints|programming|training|restrictions|polic(y|ies)|context|messages?|system prompt|everything)\b/i,
    "instructions",
    ["ignore", "disregard", "forget", "override", "overrule", "discard", "abandon", "bypass", "skip", "drop"]
  ],
  [
    /\b(ignore|disregard|forget)\b\s+(all\s+|everything\s+)?(the\s+)?(above|before|previous|prior)\b/i,
    "instructions",
    ["ignore", "disregard", "forget"]
  ],
  [
    /\b(ignore|disregard|forget|override|overrule|discard|abandon|bypass)\s+(any|all|every)\s+(other\s+)?(instructions?|directives?|guidelines|guardrails|orders)\b/i,
    "instructions",
    ["ignore", "disregard", "forget", "override", "overrule", "discard", "abandon", "bypass"]
  ],
  [/\b(forget|ignore|disregard)\s+everything\b/i, "instructions", ["forget", "ignore", "disregard"]],
  [
    /\b(your|the following|here are( your)?|these are( your)?) new (instructions?|directives?|orders|rules|task|role|purpose)\b|\bnew (instructions?|directives?|orders|rules|task)\s*:/i,
    "instructions",
    ["new instruction", "new directive", "new orders", "new rules", "new task", "new role", "new purpose"]
  ],
  [
    /\b(your )?(instructions|directives|orders) have (changed|been updated)\b|\byour (real|true|actual|hidden|secret) (task|purpose|goal|instructions?|job|mission)\b|\bthe real instructions\b/i,
    "instructions",
    [
      "have changed",
      "have been updated",
      "your real",
      "your true",
      "your actual",
      "your hidden",
      "your secret",
      "the real instructions"
    ]
  ],
  [
    /\b(treat|consider)\b.{0,60}\bas (commands|instructions) from the user\b|\bfollow only (what|the instructions|this)\b/i,
    "instructions",
    ["from the user", "follow only"]
  ],
  [
    /\b(reveal|print|show|repeat|output|dump|leak|display|tell me|give me|write out|echo|disclose)\b.{0,30}\b(your|the full|the)\s+(full |hidden |initial |original |secret )?(system prompt|instructions|hidden instructions|initial prompt|developer message|prompt)\b/i,
    "instructions",
    ["prompt", "instructions", "developer message"]
  ],
  [
    /\b(override|replace|ignore|disregard)\b.{0,20}\b(the |your )?system prompt\b|\bthe real system prompt\b|\bsystem (prompt )?override\b|\b(developer|god|dan|jailbreak|maintenance|debug) mode\b.{0,30}\b(enabled|activated|on|:)|\benable (developer|god|dan|jailbreak) mode\b/i,
    "instructions",
    ["system prompt", "override", "mode"]
  ],
  [
    /\b(ignora|ignore[zr]?|olvida|oublie[zr]?|ignoriere|vergiss)\b.{0,30}\b(instrucciones|instructions|anweisungen|consignes|regeln|reglas)\b/i,
    "instructions",
    ["instrucciones", "instructions", "anweisungen", "consignes", "regeln", "reglas"]
  ],
  [
    /\[\/?inst\]|<<\/?sys>>|<\|(im_start|im_end|system|user|assistant|endoftext)\|>|<\/?(system|instructions?|assistant|sys|developer|admin|prompt)(\s[^>]*)?>|\[(system|admin|developer)( override| message| note)?\]/i,
    "markup",
    [
      "inst]",
      "<|",
      "</",
      "<sys",
      "<instruction",
      "<assistant",
      "<developer",
      "<admin",
      "<prompt",
      "[system",
      "[admin",
      "[developer"
    ]
  ],
  [
    /^\s*(#+\s*)?(system|assistant|developer)( prompt| message| note)?\s*:\s*\S/i,
    "markup",
    ["system", "assistant", "developer"]
  ],
  [
    /\b(note|message|attention|instructions?|important|notice|reminder)\b\s*(to|for)?\s*:?\s*(the\s+)?(ai|assistant|agent|llm|model|claude|gpt|chatgpt|copilot|bot)s?\b\s*[:,]/i,
    "addressed",
    ["note", "message", "attention", "instruction", "important", "notice", "reminder"]
  ],
  [
    /\b(note|message|attention|instructions?|notice)\s+(to|for)\s+(the\s+)?(ai|assistants?|agents?|llms?|language models?|claude|gpt|chatgpt|copilot|bots?)\b/i,
    "addressed",
    ["note", "message", "attention", "instruction", "notice"]
  ],
  [
    /\b(dear|hey|hello|hi)\s+(ai|assistant|agent|llm|claude|chatgpt|gpt|model|copilot)\b/i,
    "addressed",
    ["dear ", "hey ", "hello ", "hi "]
  ],
  [
    /\bif you are an? (ai|llm|large language model|language model|assistant|agent|bot|chatbot)\b|\b(any|every|all)\s+(ai|llm)?\s*(agents?|assistants?|models?|llms?)\s+(reading|processing|seeing|that reads?)\b|\b(ai|llm) (agents?|assistants?|models?) (reading|processing|seeing) this\b|\bevery agent must\b/i,
    "addressed",
    ["if you are a", "reading", "processing", "seeing", "that read", "every agent must"]
  ],
  [
    /\byou are (now|no longer|not)\s+(a|an|the|in|free|dan|unrestricted|unfiltered|bound|claude|an ai|jailbroken|my|allowed|rootbot)\b|\byou are an? (unrestricted|unfiltered|jailbroken|uncensored)\b/i,
    "identity",
    ["you are "]
  ],
  [
    /\b(pretend|imagine) (to be|you are|that you are|you're)\b|\b(act|behave|respond|roleplay|role-play) as (an? |the |if you were )?(unrestricted|unfiltered|different|new|evil|jailbroken|hacker|dan|admin|administrator|root|system|developer|repository (owner|administrator)|release manager|shell|my)\b|\byour new (name|role|persona|identity) is\b|\bfrom now on,? you are\b|\bno longer bound by\b/i,
    "identity",
    [
      "pretend",
      "imagine",
      "act as",
      "behave as",
      "respond as",
      "roleplay as",
      "role-play as",
      "your new",
      "from now on",
      "no longer bound by"
    ]
  ],
  [
    /\byou (have been|'ve been|are|were) (granted|given|authori[sz]ed|allowed)\b.{0,30}\b(access|permissions?|rights|root|admin|sudo)\b|\byou have (root|admin|full|unrestricted) (access|permissions?|rights)\b|\bi authori[sz]e you to\b|\b(has|have) authori[sz]ed (unrestricted|full|root|admin)\b/i,
    "permissions",
    ["granted", "given", "authori", "allowed", "you have "]
  ],
  [
    /(?<!\b(don'?t|do not|never|not|no)\s+)\b(bypass|disable|turn off|switch off|circumvent|skip|ignore|deactivate|override)\s+(the |all |all the |your |any |these |those )?(safety|security|permission|confirmation|careful|freeze|guard|sandbox)\s*(checks?|hooks?|prompts?|guidelines?|guardrails?|filters?|measures|rules|restrictions)\b|\b(careful|freeze|safety|permission) (hooks?|checks?) (is|are) (now )?(disabled|off)\b/i,
    "permissions",
    ["safety", "security", "permission", "confirmation", "careful", "freeze", "guard", "sandbox"]
  ],
  [
    /--dangerously-skip-permissions|\bauto-?approve (all|every|any)\b|\bapprove (all|every|any)\b.{0,30}\b(pull requests?|prs?|changes|commands|tool calls|permission)|\b(always )?answer yes to (all |every |any )?(permission|confirmation)|\b(merge|push|deploy)\b.{0,30}\bwithout (any )?(review|running ci|confirmation)\b/i,
    "permissions",
    [
      "dangerously-skip-permissions",
      "approve",
      "answer yes to",
      "without review",
      "without running ci",
      "without confirmation",
      "without any"
    ]
  ],
  [
    /\b(without|never|don'?t|do not|no need to|stop|skip)\s+(asking|ask(ing)?|prompting|checking with|consulting|confirming with)\b.{0,20}\b(the user|the human|anyone|permission|confirmation|before)\b|\byou no longer need to ask\b/i,
    "permissions",
    ["ask", "prompting", "checking with", "consulting", "confirming with"]
  ],
  [
    /\b(do not|don'?t|never|without)\s+(tell|telling|inform|informing|notify|notifying|alert|alerting|mention|mentioning|show|showing|reveal|revealing|let|letting)\b(\s+(it|this|that|anything|them|these changes))?(\s+(to|know))?\s+(the\s+)?(user|human|owner|maintainers?)\b(?!\s+to\b)/i,
    "secrecy",
    ["user", "human", "owner", "maintainer"]
  ],
  [
    /\b(keep|hide)\b.{0,30}\b(secret|hidden|quiet)?\b.{0,10}\bfrom the (user|human|owner)\b|\bthe (user|human) (must|should|will) (not|never) (know|see|find out|notice)\b|\btell (nobody|no one)\b|\bwithout telling (anyone|anybody)\b|\bnever mention\b.{0,30}\bto the user\b/i,
    "secrecy",
    ["from the ", "the user", "the human", "tell no", "without telling"]
  ],
  [
    /\b(silently|quietly|secretly|covertly|stealthily)\s+(run|execute|delete|remove|push|send|upload|post|install|download|exfiltrate|disable|modify|add|commit|approve|change|publish)\b|\b(secretly|covertly)\b/i,
    "secrecy",
    ["silently", "quietly", "secretly", "covertly", "stealthily"]
  ],
  [
    /\bwhatever the user says\b|\b(respond|answer|say|reply)\b.{0,30}\b(that )?the tests (passed|pass)\b.{0,30}\b(do not|don'?t|without) run/i,
    "secrecy",
    ["whatever the user says", "the tests pass"]
  ],
  [
    /\b(curl|wget|iwr|invoke-webrequest|fetch|http)\b[^|\n]{0,200}\|\s*(sudo\s+)?(-\S+\s+)*((ba|z|da|k|fi)?sh|python[0-9.]*|node|perl|ruby|iex|pwsh|powershell)\b/i,
    "remote code",
    ["|"]
  ],
  [
    /\b((ba|z|da|k)?sh|source|\.)\s+(-c\s+)?["']?(<\(|\$\()\s*(curl|wget)\b|\beval\s+["']?\$\(\s*(curl|wget)\b|\bexec\(\s*(urllib|requests|urlopen)/i,
    "remote code",
    ["curl", "wget", "exec("]
  ],
  [
    /\bbase64\s+(-d|--decode|-D)\b[^|\n]{0,100}\|\s*(sudo\s+)?((ba|z|da)?sh|python[0-9.]*|node|perl)\b/i,
    "remote code",
    ["base64"]
  ],
  [
    /\b(download|fetch|get|pull|grab)\b.{0,60}\b(and|then|&&)\s+(run|execute|exec|eval|source)\b|\b(run|execute|exec|eval|source)\b.{0,30}\b(script|code|payload|binary|file|program)\b.{0,20}\b(at|from)\s+(https?:\/\/|\/tmp\/)/i,
    "remote code",
    [
      "and run",
      "then run",
      "&& run",
      "and exec",
      "then exec",
      "&& exec",
      "and eval",
      "then eval",
      "&& eval",
      "and source",
      "then source",
      "&& source",
      "at http",
      "from http",
      "at /tmp/",
      "from /tmp/"
    ]
  ],
  [/\burlopen\(.{0,80}\)\.read\(\)|\bexec\(.{0,40}urlopen\b/i, "remote code", ["urlopen"]],
  [
    /\b(send|post|upload|exfiltrate|leak|copy|forward|email|transmit|collect|paste)\b.{0,60}(\b(secrets?|credentials?|tokens?|api keys?|env(ironment)? ?(vars|variables)|ssh keys?|id_rsa|id_ed25519|passwords?|cookies|private keys?)\b|\.(env|netrc|gitconfig)\b|hosts\.yml|~\/\.(ssh|aws|config)).{0,80}\b(to|at|into)\s+(https?:\/\/|\S+@|the repo\b|docs\/)/i,
    "exfiltration",
    ["http", "@", "the repo", "docs/"]
  ],
  [
    /(?<!\b(don'?t|do not|never|not|no)\s+)\b(print|output|cat|show|dump|reveal|read)\b.{0,30}(~\/\.ssh|~\/\.aws|id_rsa|id_ed25519|\.netrc|the api keys|all environment variables|credentials)\b|\bfind the admin password\b|\bcollect credentials\b/i,
    "exfiltration",
    [
      "~/.ssh",
      "~/.aws",
      "id_rsa",
      "id_ed25519",
      ".netrc",
      "the api keys",
      "all environment variables",
      "credentials",
      "find the admin password"
    ]
  ],
  [
    /\b(add|append|write)\b.{0,40}\bauthorized_keys\b|\bset the git remote to\b|\bpoint the (npm )?registry at\b|\bchange the (payment |billing )?webhook url to\b|\btelemetry now goes to\b/i,
    "exfiltration",
    ["authorized_keys", "set the git remote to", "registry at", "webhook url to", "telemetry now goes to"]
  ],
  [
    /\bhttps?:\/\/\S+\b.{0,40}\b(instructions|follow them)\b|\/tmp\/instructions/i,
    "instructions",
    ["instructions", "follow them"]
  ],
  [
    /\brm\s+(-[a-z]*[rR][a-z]*\s+)+(--no-preserve-root\s+)?(\/|~|\$HOME|\/\*|~\/\*?)(?=\s|$|[;&|'"`])/,
    "destructive",
    ["rm "]
  ]
];
var SQUASHED = [
  "ignoreallpreviousinstructions",
  "ignorepreviousinstructions",
  "ignorealpriorinstructions",
  "ignorepriorinstructions",
  "disregardallpreviousinstructions",
  "disregardpreviousinstructions",
  "disregardpriorinstructions",
  "forgetyourpreviousinstructions",
  "forgetpreviousinstructions",
  "forgetallpreviousinstructions",
  "ignoreyourinstructions",
  "ignorethesystemprompt",
  "revealyoursystemprompt",
  "donottelltheuser",
  "donttelltheuser",
  "youarenowdan",
  "developermodeenabled",
  "ignoreallpriorinstructions"
];
var LEET = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i"
};
function squash(lower) {
  let out = "";
  for (let i = 0;i < lower.length; i++) {
    const c = LEET[lower[i]] ?? lower[i];
    if (c >= "a" && c <= "z")
      out += c;
  }
  return out;
}
function instructionKind(text) {
  const folded = foldText(text);
  const lower = folded.toLowerCase();
  for (let i = 0;i < RULES.length; i++) {
    const [re, kind, anchors] = RULES[i];
    if (holdsAny(lower, anchors) && re.test(folded))
      return kind;
  }
  if (folded.length <= 4000) {
    if (holdsAny(squash(lower), SQUASHED))
      return "instructions";
  }
  return;
}
function looksLikeInstruction(text) {
  return instructionKind(text) !== undefined;
}

// lib/records/fields.ts
var SKILL_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;
function parseObject(text, what = "input") {
  if (text === undefined || text.trim() === "")
    throw rejected(what, `a JSON object is required, e.g. '{"skill":"review"}'`);
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected(what, "valid JSON (one object) is allowed", text);
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) {
    throw rejected(what, `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`);
  }
  checkParsed(v);
  return v;
}
function checkParsed(root) {
  const stack = [[root, ""]];
  while (stack.length) {
    const [v, at] = stack.pop();
    if (typeof v === "number") {
      if (!Number.isFinite(v))
        throw rejected(at || "input", "a finite number is allowed (at most about 1.8e308)");
    } else if (typeof v === "string") {
      if (/[\uFFFD\p{Cs}]/u.test(v))
        throw rejected(at || "input", "valid UTF-8 text is allowed (it holds bytes that are not UTF-8, or U+FFFD)");
    } else if (v && typeof v === "object") {
      for (const k of Object.keys(v)) {
        const path = at ? `${at}.${k}` : k;
        if (k === "__proto__")
          throw rejected(path, "not allowed as a field name");
        if (/[\uFFFD\p{Cs}]/u.test(k))
          throw rejected("field name", "valid UTF-8 text is allowed");
        stack.push([v[k], path]);
      }
    }
  }
}
function given(rec, names) {
  const out = {};
  for (const k of names)
    if (rec[k] !== undefined && rec[k] !== null)
      out[k] = rec[k];
  return out;
}
function extras(rec, known, maxDepth = 8) {
  const out = {};
  for (const [k, v] of Object.entries(rec)) {
    if (known.includes(k))
      continue;
    if (nestedDeeperThan(v, maxDepth))
      throw rejected(k, `nesting at most ${maxDepth} levels deep`);
    out[k] = v;
  }
  return out;
}
function object(v) {
  if (!v || typeof v !== "object" || Array.isArray(v))
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v}`);
  return v;
}
function nestedDeeperThan(v, max) {
  if (!v || typeof v !== "object")
    return false;
  if (max <= 0)
    return true;
  for (const x of Object.values(v))
    if (nestedDeeperThan(x, max - 1))
      return true;
  return false;
}
function isoTs(rec, field = "ts") {
  const v = rec[field];
  if (v === undefined || v === null)
    return;
  if (typeof v !== "string" || !isoShape(v)) {
    throw rejected(field, "an ISO 8601 date-time with seconds and a zone (RFC 3339) is allowed, e.g. 2026-01-31T12:00:00Z", v);
  }
  if (!realDate(v))
    throw rejected(field, "a real calendar date is allowed (ISO 8601 with a zone, e.g. 2026-01-31T12:00:00Z)", v);
  return v;
}
function tsMs(rec) {
  const s = rec.ts;
  if (typeof s !== "string")
    return NaN;
  if ((s.length === 20 || s.length === 24) && s.charCodeAt(s.length - 1) === 90 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45 && s.charCodeAt(10) === 84 && s.charCodeAt(13) === 58 && s.charCodeAt(16) === 58 && (s.length === 20 || s.charCodeAt(19) === 46)) {
    const ms = usualUtc(digits(s, 0, 4), digits(s, 5, 2), digits(s, 8, 2), digits(s, 11, 2), digits(s, 14, 2), digits(s, 17, 2), s.length === 24 ? digits(s, 20, 3) : 0);
    if (!Number.isNaN(ms))
      return ms;
  }
  return Date.parse(s);
}
function digits(s, at, n) {
  let v = 0;
  for (let i = at;i < at + n; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9)
      return -1;
    v = v * 10 + c;
  }
  return v;
}
var MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function usualUtc(y, mo, d, h, mi, sec, ms) {
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || d > MONTH_DAYS[mo - 1] + (mo === 2 && leap ? 1 : 0) || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59 || ms < 0)
    return NaN;
  const yy = mo <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (mo > 2 ? mo - 3 : mo + 9) + 2) / 5) + d - 1;
  const days = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
  return days * 86400000 + h * 3600000 + mi * 60000 + sec * 1000 + ms;
}
function tsOrder(rec) {
  const ms = tsMs(rec);
  return Number.isNaN(ms) ? -Infinity : ms;
}

export { looksLikeInstruction, SKILL_PATTERN, parseObject, given, extras, object, nestedDeeperThan, isoTs, tsMs, usualUtc, tsOrder };
