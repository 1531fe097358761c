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
var confusableRe;
var INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0\ufe00-\ufe0f]|\p{M}/gu;
var NON_ASCII = /[^\x00-\x7f]/;
function foldText(text) {
  let s = text;
  if (NON_ASCII.test(s)) {
    s = s.normalize("NFKD").replace(INVISIBLE, "").replace(confusableRe ??= new RegExp(`[${Object.keys(CONFUSABLE).join("")}]`, "g"), (c) => CONFUSABLE[c] ?? c).normalize("NFKC");
  }
  return s.replace(/\s+/g, " ");
}
function wordsOf(text) {
  return foldText(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ").filter(Boolean);
}
function holdsAny(text, words) {
  for (let i = 0;i < words.length; i++)
    if (text.includes(words[i]))
      return true;
  return false;
}

// lib/records/redact.ts
var PLACEHOLDER = /^(\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|<[^>]*>|\{\{[^}]*\}\}|%[A-Za-z_]+%|[*xX.•_-]+|REDACTED|redacted|null|none|changeme)$/;
var PROSE = /^(required|optional|missing|wrong|incorrect|invalid|correct|empty|blank|set|unset|stored|saved|kept|hashed|encrypted|rotated|expired|reset|changed|needed|not|never|always|only|also|still|now|the|a|an|in|on|at|from|read|taken|sent|given|used|ignored|case-sensitive|too|checked|validated|prompted|asked|shown|hidden|masked|visible|long|short|weak|strong|generated|random|unique|same|different|correct\.|ok|fine)$/i;
var notPlaceholder = (s) => !PLACEHOLDER.test(s);
var SECRET_PATTERNS = [
  {
    kind: "pem.private_key",
    hints: ["-----begin"],
    re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  { kind: "anthropic.key", hints: ["sk-ant-"], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: "openai.key", hints: ["sk-"], re: /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|\bsk-[A-Za-z0-9]{20,}\b/g },
  { kind: "stripe.secret", hints: ["k_live_", "k_test_"], re: /\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { kind: "github.fine_grained", hints: ["github_pat_"], re: /\bgithub_pat_[A-Za-z0-9_]{20,}/g },
  { kind: "github.pat", hints: ["ghp_"], re: /\bghp_[A-Za-z0-9]{20,}/g },
  { kind: "github.oauth", hints: ["gho_"], re: /\bgho_[A-Za-z0-9]{20,}/g },
  { kind: "github.server", hints: ["ghs_", "ghu_", "ghr_"], re: /\bgh[sur]_[A-Za-z0-9]{20,}/g },
  {
    kind: "gitlab.token",
    hints: ["glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glsoat-", "glft-", "glimt-", "glagent-"],
    re: /\bgl(?:pat|ptt|dt|rt|cbt|soat|ft|imt|agent)-[A-Za-z0-9_-]{20,}/g
  },
  { kind: "npm.token", hints: ["npm_"], re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: "huggingface.token", hints: ["hf_"], re: /\bhf_[A-Za-z0-9]{30,}\b/g },
  { kind: "digitalocean.token", hints: ["_v1_"], re: /\bdo[opr]_v1_[a-f0-9]{64}\b/g },
  { kind: "google.oauth_token", hints: ["ya29."], re: /\bya29\.[A-Za-z0-9_-]{20,}/g },
  { kind: "google.oauth_client_secret", hints: ["gocspx-"], re: /\bGOCSPX-[A-Za-z0-9_-]{20,40}/g },
  { kind: "google.api_key", hints: ["aiza"], re: /\bAIza[0-9A-Za-z_-]{35}/g },
  {
    kind: "aws.access_key",
    hints: ["akia", "asia", "abia", "acca", "a3t"],
    re: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b/g
  },
  {
    kind: "aws.secret_key",
    hints: ["aws", "secret", "access"],
    re: /(?<![A-Za-z0-9/+=])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    near: /aws|secret.?(access|key)|access.?key/i,
    keep: (s) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9/+]/.test(s)
  },
  {
    kind: "slack.webhook",
    hints: ["hooks.slack.com/"],
    re: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,}/g
  },
  { kind: "slack.token", hints: ["xox"], re: /\bxox[abeprs]-[A-Za-z0-9-]{10,}/g },
  {
    kind: "discord.webhook",
    hints: ["discord"],
    re: /https:\/\/(?:canary\.|ptb\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,}/g
  },
  { kind: "sendgrid.key", hints: ["sg."], re: /\bSG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}/g },
  { kind: "twilio.api_key", hints: ["sk"], re: /\bSK[0-9a-fA-F]{32}\b/g },
  { kind: "twilio.account_sid", hints: ["ac"], re: /\bAC[0-9a-f]{32}\b/g },
  {
    kind: "twilio.auth_token",
    hints: ["twilio", "auth", "ac"],
    re: /(?<![0-9a-f])(?<secret>[0-9a-f]{32})(?![0-9a-f])/g,
    near: /twilio|auth.?token|\bAC[0-9a-f]{32}\b|REDACTED-twilio/i
  },
  { kind: "telegram.bot_token", hints: [":a"], re: /\b\d{6,16}:A[A-Za-z0-9_-]{34}(?![A-Za-z0-9_-])/g },
  { kind: "jwt", hints: ["eyj"], re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    kind: "db.url_with_password",
    hints: ["://"],
    re: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|amqps?|mssql|sqlserver|clickhouse|cockroachdb)(?:\+[a-z0-9]+)?:\/\/[^:\s/@]*:(?<secret>[^@\s/]+)@/gi,
    keep: notPlaceholder
  },
  {
    kind: "creds.basic_auth_url",
    hints: ["://"],
    re: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^:\s/@]+:(?<secret>[^@\s/]+)@/gi,
    keep: notPlaceholder
  },
  {
    kind: "auth.bearer",
    hints: ["bearer"],
    re: /\bBearer\s+(?<secret>[A-Za-z0-9._~+/=-]{16,})/g,
    keep: notPlaceholder
  },
  { kind: "auth.basic", hints: ["basic"], re: /\bBasic\s+(?<secret>[A-Za-z0-9+/]{16,}={0,2})/g },
  {
    kind: "env.kv",
    hints: ["api", "secret", "token", "passw", "pwd", "passphrase"],
    re: /(?:\b|_)(?:api[_-]?key|apikey|secret|token|password|passwd|pwd|passphrase)["']?\s*(?:=|:|=>)\s*(["'])(?<secret>[^"'\n]{3,200}?)\1/gi,
    keep: (s) => notPlaceholder(s) && /\s/.test(s) && !s.includes("<REDACTED-")
  },
  {
    kind: "creds.password",
    hints: ["password", "passphrase", "passcode", "secret"],
    re: /\b(?:password|passphrase|passcode|secret)\s+(?:is|was)\s*:?\s*(["'`])(?<secret>[^"'`\n]{3,200}?)\1/gi,
    keep: (s) => notPlaceholder(s) && !s.includes("<REDACTED-")
  },
  {
    kind: "env.kv",
    hints: ["api", "access", "secret", "token", "private", "credential"],
    re: /(?:\b|_)(?:api[_-]?key|apikey|access[_-]?key|secret[_-]?key|client[_-]?secret|auth[_-]?token|access[_-]?token|refresh[_-]?token|private[_-]?key|token|secret|credentials?)["']?\s*(?:=|:|=>)\s*["']?(?<secret>[^\s"',;&]{8,})/gi,
    keep: (s) => notPlaceholder(s) && !s.includes("<REDACTED-")
  },
  {
    kind: "env.kv",
    hints: ["passw", "pwd"],
    re: /(?:\b|_)(?:password|passwd|pwd)["']?\s*(?:=|:|=>)\s*["']?(?<secret>[^\s"',;&]{3,})/gi,
    keep: (s) => notPlaceholder(s) && !s.includes("<REDACTED-")
  },
  {
    kind: "creds.password",
    hints: ["password", "passphrase", "passcode", "pin", "secret"],
    re: /\b(?:password|passphrase|passcode|pin|secret)\s+(?:is|was|=)\s*:?\s*["'`]?(?<secret>[^\s"'`,;]{3,})/gi,
    keep: (s) => notPlaceholder(s) && !PROSE.test(s.replace(/[.!?]$/, "")) && !s.includes("<REDACTED-")
  }
];
var HINTS = /sk-|[sr]k_|gh[pousr]_|github_pat_|gl[a-z]{1,5}-|npm_|hf_|_v1_|ya29\.|gocspx|aiza|a[ks]ia|abia|acca|a3t|aws|secret|access|hooks\.slack|xox|discord|sg\.|sk[0-9a-f]{32}|ac[0-9a-f]{32}|twilio|token|\d:a|eyj|:\/\/[^\s/]*@|bearer|basic|key|passw|pwd|credential|passphrase|passcode|pin\s|-----begin/i;
function redactSecrets(text) {
  return redactWith(text, true);
}
function redactWith(text, hinted) {
  if (!HINTS.test(text))
    return text;
  let out = text;
  let lower = text.toLowerCase();
  for (let i = 0;i < SECRET_PATTERNS.length; i++) {
    const p = SECRET_PATTERNS[i];
    if (hinted && !holdsAny(lower, p.hints))
      continue;
    if (p.near && !p.near.test(out))
      continue;
    p.re.lastIndex = 0;
    const before = out;
    out = out.replace(p.re, (...m) => {
      const whole = m[0];
      const groups = m[m.length - 1];
      const secret = groups && typeof groups === "object" ? groups.secret : undefined;
      if (secret === undefined)
        return p.keep && !p.keep(whole) ? whole : `<REDACTED-${p.kind}>`;
      if (p.keep && !p.keep(secret))
        return whole;
      const at = whole.lastIndexOf(secret);
      return `${whole.slice(0, at)}<REDACTED-${p.kind}>${whole.slice(at + secret.length)}`;
    });
    if (out !== before)
      lower = out.toLowerCase();
  }
  return out;
}
function redactDeep(value) {
  if (typeof value === "string")
    return redactSecrets(value);
  if (Array.isArray(value))
    return value.map(redactDeep);
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value))
      out[k.length >= 20 ? redactSecrets(k) : k] = redactDeep(v);
    return out;
  }
  return value;
}

export { foldText, wordsOf, holdsAny, redactSecrets, redactDeep };
