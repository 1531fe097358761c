import {
  compileGlob,
  globMatch
} from "./main-c0wyf5gc.mjs";
import {
  tokenize,
  stem,
  phraseWords,
  termsOf
} from "./main-69erg7sm.mjs";

// lib/loader/concepts.ts
var GROUPS = [
  "bug error crash failure fail exception broken defect regression debug troubleshoot diagnose stacktrace " + "broke breaks hang hangs stuck freeze frozen timeout leak glitch flaky intermittent traceback panic " + "segfault investigate malfunction misbehave unexpected silently 500 502 503 504 404 deadlock dies died oom oomkilled valgrind gdb lldb",
  "slide slides deck presentation powerpoint pptx keynote",
  "spreadsheet excel xlsx workbook worksheet csv",
  "doc docs documentation readme manual guide rfc",
  "word docx",
  "test tests testing spec coverage assertion untested",
  "deploy deployment release ship rollout publish",
  "ui frontend interface component layout css styling",
  "aesthetic aesthetics ugly bland dated polish polished visual styling generic boring " + "distinctive memorable crafted craft personality cramped",
  "db database sql postgres postgresql mysql sqlite query schema",
  "migration migrate schema",
  "review feedback critique reviewer nitpick inspect",
  "plan roadmap outline breakdown steps milestones",
  "brainstorm ideate explore options alternatives approaches sketch",
  "refactor cleanup restructure simplify decompose modularize untangle spaghetti unmaintainable",
  "performance slow latency speed optimize lag laggy jank stutter stutters sluggish fps framerate bottleneck profile profiling cpu " + "lighthouse lcp ttfb pagespeed vitals faster p50 p95 p99 percentile",
  "optimize shrink slim bloated oversized",
  "security vulnerability exploit secure pentest penetration hacking",
  "auth authentication login signin oauth sso jwt",
  "signup register registration",
  "docker container dockerfile",
  "kubernetes k8s helm cluster manifest manifests pod pods",
  "ci cicd pipeline",
  "monitoring observability metrics alerting alerts alert oncall pagerduty pager",
  "incident outage postmortem downtime",
  "slo slos sla slas uptime",
  "gif animation animated",
  "art artwork generative drawing",
  "poster flyer graphic png",
  "email newsletter announcement memo drip",
  "leadership execs exec stakeholders",
  "branch worktree stash workspace isolation",
  "parallel concurrent simultaneously independent unrelated",
  "verify verification confirm validate evidence check proof prove",
  "execute implement carry",
  "seo google indexing indexed crawl crawler sitemap serp ranking rankings backlinks",
  "accessibility a11y wcag aria blind voiceover talkback nvda",
  "i18n l10n localization localize translation translate locale rtl multilingual french german spanish arabic hebrew japanese chinese",
  "experiment ab variant hypothesis significance",
  "authorization permission permissions rbac idor",
  "injection sqli xss sanitize injectable",
  "sast semgrep codeql sonarqube snyk",
  "secret secrets credential credentials vault hardcoded",
  "openapi swagger",
  "payment payments billing checkout charge invoice subscription",
  "pricing price prices tier tiers seat monetize monetization",
  "cost costs spend spending expensive bill",
  "terraform iac infrastructure hcl",
  "llm gpt chatbot hallucinate hallucinates hallucinated hallucination hallucinations",
  "eval evals evaluation evaluations",
  "rag retrieval embeddings embedding vector semantic",
  "scrape scraping crawl crawler",
  "mobile android iphone swiftui kotlin flutter",
  "golang goroutine goroutines",
  "rust tokio cargo",
  "python pandas numpy",
  "react redux zustand jotai mobx recoil",
  "bash shell sh zsh shellcheck",
  "memory ram heap forgets remembers",
  "ml xgboost sklearn pytorch tensorflow keras lightgbm prediction predictive",
  "game unity godot unreal sprite",
  "multiplayer netcode coop lobby matchmaking",
  "pcap pcapng wireshark tcpdump packet packets",
  "analytics ga4 mixpanel amplitude posthog funnel funnels",
  "malware phishing ransomware trojan",
  "financial revenue forecast projections budget",
  "legal contract gdpr privacy compliance",
  "diagram diagrams mermaid flowchart",
  "adr adrs decision",
  "copywriting headline headlines tagline slogan",
  "browser playwright puppeteer selenium headless screenshot screenshots localhost",
  "lint linter linting eslint prettier formatting",
  "dependency dependencies upgrade bump outdated",
  "bot chatbot"
];
var IDIOMS = [
  ["look|looks|looked|looking over", "review"],
  ["glance|glances|glanced|glancing over", "review"],
  ["go|goes|went|going over", "review"],
  ["pair of eyes", "review"],
  ["poke|poking holes", "review"],
  ["tear|tearing apart", "review"],
  ["root cause", "debug"],
  ["race condition", "debug"],
  ["exit code", "debug"],
  ["what gives", "debug"],
  ["infinite loop", "debug"],
  ["no idea why", "debug"],
  ["clue why", "debug"],
  ["tell why", "debug"],
  ["dont|don't know why", "debug"],
  ["not sure why", "debug"],
  ["whats|what's causing", "debug"],
  ["what is causing", "debug"],
  ["whats|what's wrong", "debug"],
  ["whats|what's going on", "debug"],
  ["pile|piles|piling up", "debug"],
  ["track|tracks|tracked|tracking down", "debug"],
  ["dig|digs|dug|digging into", "debug"],
  ["dig|digs|dug|digging in", "debug"],
  ["figure|figured|figuring out why", "debug"],
  ["work|worked|working out why", "debug"],
  ["stopped working", "debug"],
  ["blow|blows|blew|blowing up", "debug"],
  ["fall|falls|fell|falling over", "debug"],
  ["act|acts|acted|acting up", "debug"],
  ["go|goes|went|going wrong", "debug"],
  ["time|times|timed|timing out", "debug"],
  ["on my machine", "debug"],
  ["on my laptop", "debug"],
  ["passes locally", "debug"],
  ["works locally", "debug"],
  ["went|gone|goes|turned|turns|going red", "debug"],
  ["double check", "verify"],
  ["before you say", "verify"],
  ["before you claim", "verify"],
  ["before claiming", "verify"],
  ["say done", "verify"],
  ["show me the output", "verify"],
  ["you said", "verify"],
  ["are you sure", "verify"],
  ["prove it", "verify"],
  ["until you've run", "verify"],
  ["until you have run", "verify"],
  ["seen it pass", "verify"],
  ["see it pass", "verify"],
  ["separate checkout", "worktree"],
  ["second checkout", "worktree"],
  ["another checkout", "worktree"],
  ["main checkout", "worktree"],
  ["own checkout", "worktree"],
  ["own folder", "worktree"],
  ["own directory", "worktree"],
  ["current checkout", "worktree"],
  ["working copy", "worktree"],
  ["without stashing", "worktree"],
  ["review comments", "feedback"],
  ["review notes", "feedback"],
  ["pr comments", "feedback"],
  ["reviewer left", "feedback"],
  ["push|pushing back", "feedback"],
  ["left on my", "feedback"],
  ["suggestions on", "feedback"],
  ["i disagree", "feedback"],
  ["disagree with", "feedback"],
  ["how do i answer", "feedback"],
  ["how do i respond", "feedback"],
  ["comments on pr", "feedback"],
  ["comments on the pr", "feedback"],
  ["comments on my pr", "feedback"],
  ["custom skill", "create skill"],
  ["reusable skill", "create skill"],
  ["own skill", "create skill"],
  ["new skill", "create skill"],
  ["make|makes|making|build|building|write|writing|create|creating a skill", "create skill"],
  ["which|what skills", "skill find"],
  ["my skills", "skill find"],
  ["your skills", "skill find"],
  ["my skill", "create skill"],
  ["teach|teaches|teaching the agent", "create skill"],
  ["teach|teaches|teaching claude", "create skill"],
  ["word doc", "docx"],
  ["word docs", "docx"],
  ["word document", "docx"],
  ["word documents", "docx"],
  ["word file", "docx"],
  ["organic traffic", "seo"],
  ["co op", "multiplayer"],
  ["api key", "secret"],
  ["api keys", "secret"],
  ["without downtime", "migration"],
  ["without locking", "migration"],
  ["add|adding a column", "migration"],
  ["not null column", "migration"],
  ["non null column", "migration"],
  ["is|went|goes down", "incident outage"],
  ["off by", "debug"],
  ["still happens", "debug"],
  ["still broken", "debug"],
  ["does not live long enough", "rust debug"],
  ["borrowed value", "rust"],
  ["where is the time", "performance profile"],
  ["where the time goes", "performance profile"],
  ["secret key", "secret"],
  ["stripe key", "secret"],
  ["aws key", "secret"],
  ["private key", "secret"],
  ["write down why", "adr decision"],
  ["why we picked", "adr decision"],
  ["why we chose", "adr decision"],
  ["why we went with", "adr decision"],
  ["section by section", "document"],
  ["keeps|kept climbing", "leak"],
  ["punch|punched|punching up", "copywriting"],
  ["like every", "generic"],
  ["like a template", "generic"],
  ["like bootstrap", "generic"],
  ["aws bill", "cost"],
  ["cloud bill", "cost"],
  ["someone elses", "idor"],
  ["someone else's", "idor"],
  ["other people's", "idor"],
  ["another user's", "idor"],
  ["another customer's", "idor"],
  ["changing the id", "idor"],
  ["change the id", "idor"],
  ["claude can", "mcp"],
  ["claude to be able", "mcp"],
  ["search console", "seo"],
  ["consistent look", "theme"],
  ["one look", "theme"],
  ["same look", "theme"],
  ["lock the table", "migration"],
  ["locks the table", "migration"],
  ["get them passing", "test fix"],
  ["make them pass", "test fix"],
  ["get them green", "test fix"],
  ["make them green", "test fix"],
  ["refresh token", "auth"],
  ["refresh tokens", "auth"],
  ["on google", "seo"],
  ["in google", "seo"],
  ["seq scan", "sql query"],
  ["sequential scan", "sql query"],
  ["full table scan", "sql query"],
  ["query plan", "sql query"],
  ["over our docs", "rag"],
  ["over the docs", "rag"],
  ["borrow checker", "rust"],
  ["fill|fills|filled|filling out", "form"],
  ["how big is the market", "market sizing"],
  ["sanity check", "verify"],
  ["think|thinks|thought|thinking through", "brainstorm"],
  ["talk|talks|talked|talking through", "brainstorm"],
  ["flesh|fleshed|fleshing out", "brainstorm"],
  ["kick|kicked|kicking around", "brainstorm"],
  ["bounce|bounced|bouncing ideas", "brainstorm"],
  ["rough idea", "brainstorm"],
  ["pros and cons", "brainstorm"],
  ["ways we could", "brainstorm"],
  ["should even", "brainstorm"],
  ["vague idea", "brainstorm"],
  ["should actually be", "brainstorm"],
  ["should actually do", "brainstorm"],
  ["before i write", "brainstorm"],
  ["before we write", "brainstorm"],
  ["before anyone writes", "brainstorm"],
  ["shape|shaped|shaping it", "brainstorm"],
  ["half baked", "brainstorm"],
  ["mull|mulled|mulling over", "brainstorm"],
  ["hash|hashed|hashing out", "brainstorm"],
  ["carry|carried|carrying out", "execute"],
  ["wrap|wrapped|wrapping up", "finish"],
  ["merge locally", "finish"],
  ["merge to main", "finish"],
  ["merge into main", "finish"],
  ["throw it away", "finish"],
  ["hand|hands|handed|handing over", "handoff"],
  ["work|worked|working through", "execute"],
  ["task by task", "execute"],
  ["red green", "tdd test"],
  ["test|tests|spec|specs first", "tdd test driven"],
  ["failing test before", "tdd test driven"],
  ["failing spec before", "tdd test driven"],
  ["a/b", "ab"],
  ["walk|walks|walking me through", "explain"],
  ["make|making sense of", "explain"],
  ["right to left", "rtl"],
  ["takes|taking forever", "performance"],
  ["break|breaking down", "plan"],
  ["lay|lays|laid|laying out", "plan"],
  ["into steps", "plan"],
  ["into tasks", "plan"],
  ["into small tasks", "plan"],
  ["into small steps", "plan"],
  ["into smaller steps", "plan"],
  ["into smaller tasks", "plan"],
  ["into phases", "plan"],
  ["into milestones", "plan"],
  ["bite sized", "plan"],
  ["map|mapped|mapping out", "plan"],
  ["game plan", "plan"],
  ["what order", "plan"],
  ["roll|rolls|rolled|rolling out", "deploy"],
  ["clean|cleaned|cleaning up", "refactor"],
  ["tidy|tidied|tidying up", "refactor"],
  ["break|breaking up", "refactor"],
  ["split|splits|splitting up", "refactor"],
  ["pull|pulled|pulling apart", "refactor"],
  ["click|clicks|clicked|clicking through", "browser test"],
  ["at the same time", "parallel"],
  ["at once", "parallel"],
  ["farm|farmed|farming out", "parallel"],
  ["fan|fanned|fanning out", "parallel"]
];
var OBJECTS = new Set("it this that them these those everything some me".split(" "));
var BY_FIRST = new Map;
IDIOMS.forEach(([phrase], index) => {
  const [first, ...tail] = phrase.split(" ");
  const forms = first.split("|");
  for (const f of forms) {
    const list = BY_FIRST.get(f) ?? [];
    list.push({ index, pronoun: forms.length > 1, tail });
    BY_FIRST.set(f, list);
  }
});
var WORD = /\ba\/b\b|[a-z0-9]+(?:'[a-z0-9]+)*/g;
var SPACE = 2;
var HYPHEN = 1;
function words(text) {
  const lower = text.toLowerCase().replace(/[‘’]/g, "'");
  const w = [];
  const joined = [];
  let end = -1;
  for (const m of lower.matchAll(WORD)) {
    const gap = end < 0 ? "" : lower.slice(end, m.index);
    joined.push(/^\s+$/.test(gap) ? SPACE : /^[\s/-]+$/.test(gap) ? HYPHEN : 0);
    w.push(m[0]);
    end = m.index + m[0].length;
  }
  return { w, joined };
}
function tailAt(ws, at, tail) {
  for (let j = 0;j < tail.length; j++)
    if (ws.w[at + j] !== tail[j] || !ws.joined[at + j])
      return false;
  return true;
}
var NEGATIONS = new Set("doesn't doesnt don't dont didn't didnt won't wont isn't isnt aren't arent wasn't wasnt can't cant cannot never".split(" "));
var NEGATION_PAIRS = new Set(["does not", "do not", "did not", "will not", "is not", "are not", "no longer"]);
var SPEAKERS = new Set("i we you u please pls just but and or so if to why how what who when let's lets also still".split(" "));
var NOT_FAULTS = new Set("know want need like care mind think understand have see matter bother worry forget touch change use mean".split(" "));
var SQL_STATEMENT = /\bEXPLAIN\b|\b(?:SELECT|INSERT|UPDATE|DELETE)\b[^]*\b(?:FROM|JOIN|WHERE|INTO|SET)\b/;
var CRITICS = new Set("reviewer reviewers colleague colleagues coworker coworkers teammate teammates lead senior boss cto architect maintainer maintainers bot".split(" "));
var OPINIONS = new Set("say says said suggest suggests suggested want wants wanted think thinks thought insist insists insisted claim claims claimed recommend recommends recommended".split(" "));
var ERROR_NAME = /^[a-z]{2,}(?:error|exception)$/;
function negatedAt(ws, k) {
  const { w, joined } = ws;
  let n = 0;
  if (NEGATIONS.has(w[k]))
    n = 1;
  else if (joined[k + 1] === SPACE && NEGATION_PAIRS.has(`${w[k]} ${w[k + 1]}`))
    n = 2;
  if (!n || joined[k] !== SPACE || SPEAKERS.has(w[k - 1]))
    return false;
  let v = k + n;
  if ((w[v] === "seem" || w[v] === "seems") && w[v + 1] === "to" && joined[v] === SPACE && joined[v + 1] === SPACE)
    v += 2;
  return joined[v] === SPACE && /^[a-z]+$/.test(w[v]) && !NOT_FAULTS.has(w[v]);
}
function impliedTasks(text) {
  const ws = words(text);
  const found = [];
  let negated = false;
  let critic = false;
  for (let k = 0;k < ws.w.length; k++) {
    critic ||= CRITICS.has(ws.w[k]) && ws.joined[k + 1] === SPACE && OPINIONS.has(ws.w[k + 1]);
    for (const idiom of BY_FIRST.get(ws.w[k]) ?? []) {
      if (tailAt(ws, k + 1, idiom.tail))
        found.push(idiom.index);
      else if (idiom.pronoun && OBJECTS.has(ws.w[k + 1]) && ws.joined[k + 1] && tailAt(ws, k + 2, idiom.tail))
        found.push(idiom.index);
    }
    negated ||= negatedAt(ws, k) || ERROR_NAME.test(ws.w[k]);
  }
  let out = "";
  for (const i of found.sort((a, b) => a - b))
    out += ` ${IDIOMS[i][1]}`;
  if (critic && !found.some((i) => IDIOMS[i][1] === "feedback"))
    out += " feedback";
  if (SQL_STATEMENT.test(text))
    out += " sql query";
  return negated ? `${out} debug` : out;
}
var TASKS = "debug test review plan brainstorm refactor deploy migrate optimize document audit verify";
function concepts(stem) {
  const words = GROUPS.map((g) => g.split(" "));
  const byPrefix = new Map;
  words.forEach((ws, i) => {
    for (const w of ws) {
      const k = w.slice(0, 3);
      const into = byPrefix.get(k) ?? new Set;
      into.add(i);
      byPrefix.set(k, into);
    }
  });
  const stemmed = [];
  const memo = new Map;
  return {
    related(t) {
      let out = memo.get(t);
      if (out)
        return out;
      const rel = new Set;
      for (const i of byPrefix.get(t.slice(0, 3)) ?? []) {
        const stems = stemmed[i] ??= new Set(words[i].map(stem));
        if (stems.has(t)) {
          for (const o of stems)
            if (o !== t)
              rel.add(o);
        }
      }
      memo.set(t, out = [...rel].sort());
      return out;
    },
    tasks: new Set(TASKS.split(" ").map(stem))
  };
}

// lib/loader/context-words.ts
var PREPOSITIONS = new Set("for from in on at of into inside within across".split(" "));
var ENDS = new Set("and but so then because while when if where why how what which who that to".split(" "));
var MANNER = new Set(["parallel"]);
function contextWords(text, tokenize) {
  const { w, joined } = words(text);
  const inside = [];
  const outside = [];
  let on = false;
  for (let k = 0;k < w.length; k++) {
    const word = w[k];
    if (!joined[k])
      on = false;
    if (ENDS.has(word))
      on = false;
    else if (PREPOSITIONS.has(word))
      on = true;
    else {
      if (MANNER.has(word))
        on = false;
      (on ? inside : outside).push(word);
    }
  }
  if (!inside.length)
    return new Set;
  const out = new Set(tokenize(outside.join(" ")));
  return new Set(tokenize(inside.join(" ")).filter((t) => !out.has(t)));
}

// lib/loader/synonyms.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
function isLearnedWord(stem) {
  return stem.length > 2 && !/\d/.test(stem);
}
var SYNONYMS_HEADER = "# gstack-kit synonyms 1";
var FAMILIES_HEADER = "# gstack-kit word families 1";
var ASSOCIATIONS_HEADER = "# gstack-kit request associations 1";
var REQUEST_SKILLS_HEADER = "# gstack-kit request skills 1";
var SPECIFICITY_HEADER = "# gstack-kit request word specificity 1";
var NL = 10;
var HASH = 35;
var NONE = Buffer.alloc(0);
var tables = new Map;
var folder = import.meta.dirname;
function load(file, header) {
  let t = tables.get(file);
  if (t)
    return t;
  let bytes;
  try {
    bytes = readFileSync(join(folder, file));
    if (!bytes.subarray(0, Buffer.byteLength(header)).equals(Buffer.from(header)))
      bytes = NONE;
  } catch {
    bytes = NONE;
  }
  let start = 0;
  while (bytes[start] === HASH) {
    const end = bytes.indexOf(NL, start);
    start = end < 0 ? bytes.length : end + 1;
  }
  tables.set(file, t = { bytes, start });
  return t;
}
function synonyms(stem) {
  const t = load("synonyms.txt", SYNONYMS_HEADER);
  return lookup(t.bytes, t.start, stem);
}
function family(stem) {
  const t = load("families.txt", FAMILIES_HEADER);
  return lookup(t.bytes, t.start, stem);
}
function associations(stem) {
  const t = load("associations.txt", ASSOCIATIONS_HEADER);
  return lookup(t.bytes, t.start, stem);
}
function requestSkills(stem) {
  const t = load("request-skills.txt", REQUEST_SKILLS_HEADER);
  const [rarity, ...skills] = lookup(t.bytes, t.start, stem, "\t");
  return { rarity: rarity ? Number(rarity) : 0, skills };
}
function specificity(stem) {
  const t = load("specificity.txt", SPECIFICITY_HEADER);
  const [share] = lookup(t.bytes, t.start, stem, "\t");
  return share ? Number(share) : undefined;
}
var EXAMPLE_WORDS_HEADER = "# gstack-kit request example words 1";
var EXAMPLES_HEADER = "# gstack-kit request examples 1";
function exampleWord(stem) {
  const t = load("example-words.txt", EXAMPLE_WORDS_HEADER);
  const [idf, ids] = lookup(t.bytes, t.start, stem, "\t");
  return { idf: idf ? Number(idf) : 0, ids: ids ? ids.split(",").map(Number) : [] };
}
var EXAMPLE_ID_DIGITS = 6;
function exampleLine(id) {
  const t = load("examples.txt", EXAMPLES_HEADER);
  return lookup(t.bytes, t.start, String(id).padStart(EXAMPLE_ID_DIGITS, "0"), "\t");
}
function lookup(bytes, from, key, sep = " ") {
  const k = Buffer.from(key);
  let lo = from;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = Math.max(lo, bytes.lastIndexOf(NL, lo + (hi - lo >> 1) - 1) + 1);
    let end = bytes.indexOf(NL, mid);
    if (end < 0)
      end = bytes.length;
    const sp = bytes.indexOf(sep, mid);
    const keyEnd = sp >= 0 && sp < end ? sp : end;
    const c = bytes.compare(k, 0, k.length, mid, keyEnd);
    if (c === 0)
      return keyEnd + 1 >= end ? [] : bytes.toString("utf8", keyEnd + 1, end).split(sep).filter(Boolean);
    if (c < 0)
      lo = end + 1;
    else
      hi = mid;
  }
  return [];
}

// lib/loader/nearest-requests.ts
var NEAREST = 4;
function nearestRequests(words) {
  const out = new Map;
  const [unseenIdf, count] = exampleLine(0);
  const n = Number(count ?? 0);
  if (!n)
    return out;
  const unseen = Number(unseenIdf);
  const sims = new Float64Array(n + 1);
  const touched = [];
  let whole = 0;
  for (const t of words) {
    if (!isLearnedWord(t))
      continue;
    const { idf, ids } = exampleWord(t);
    whole += ids.length ? idf : unseen;
    for (const id of ids) {
      if (!sims[id])
        touched.push(id);
      sims[id] += idf;
    }
  }
  if (!whole)
    return out;
  const top = [];
  const before = (a, b) => sims[a] > sims[b] || sims[a] === sims[b] && a < b;
  for (const id of touched) {
    if (top.length === NEAREST && !before(id, top[NEAREST - 1]))
      continue;
    let i = Math.min(top.length, NEAREST - 1);
    top[i] = id;
    for (;i > 0 && before(top[i], top[i - 1]); i--)
      [top[i], top[i - 1]] = [top[i - 1], top[i]];
  }
  for (const id of top)
    for (const name of new Set(exampleLine(id))) {
      const v = out.get(name) ?? { strength: 0, votes: 0 };
      v.strength += sims[id] / whole / NEAREST;
      v.votes++;
      out.set(name, v);
    }
  for (const v of out.values())
    v.strength = Math.sqrt(v.strength);
  return out;
}

// lib/loader/keyword-scorer.ts
var table;
function matcher(request) {
  const starts = new Set;
  for (const t of request)
    if (t.length >= 3)
      starts.add(t.slice(0, 3));
  return (w) => w.length < 3 ? request.has(w) : starts.has(w.slice(0, 3));
}
var NAME_WEIGHT = 2;
var QUOTED_WEIGHT = 1.3;
var TEXT_WEIGHT = 1;
var PREFIX_WEIGHT = 0.7;
var PREFIX_MIN = 4;
var ACRONYM_MIN = 3;
var RELATED_WEIGHT = 0.6;
var SYNONYM_WEIGHT = 0.6;
var ASSOCIATED_WEIGHT = 0.7;
var LEARNED_WEIGHT = 1;
var TASK_RARITY = 0.7;
var PREFIX_SLACK = 2;
var CONTEXT_WEIGHT = 0.8;
var PHRASE_BONUS = 0.5;
var FULL_NAME_BONUS = 0.5;
var K1 = 1.2;
var B = 0.5;
var SPECIFIC_SHARE = 0.3;
var SPREAD_FLOOR = 0.3;
var SCALE = 1.2;
var POWER = 5;
var FILE_BASE = 0.5;
var FILE_SPAN = 0.45;
var CONTEXT_CAP = 0.6;
var MAX_REQUEST_WORDS = 32;
var OPENING_CHARS = 2000;
function opening(tokens) {
  const seen = new Set;
  let i = 0;
  for (;i < tokens.length; i++) {
    if (seen.has(tokens[i]))
      continue;
    if (seen.size === MAX_REQUEST_WORDS)
      break;
    seen.add(tokens[i]);
  }
  return tokens.slice(0, i);
}
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
function pairs(tokens, into, only) {
  for (let i = 1;i < tokens.length; i++) {
    const a = tokens[i - 1];
    const b = tokens[i];
    if (a && b && a !== b && (!only || only.has(a) && only.has(b)))
      into.add(`${a} ${b}`);
  }
  return into;
}
var pct = (s) => Math.round(s * 100);
var num = (x) => (Math.round(x * 100) / 100).toString();
var NONE2 = new Set;
function docOf(terms, keep, request, lookup) {
  const name = new Set;
  for (const t of terms.name)
    if (keep(t))
      name.add(t);
  const tf = new Map;
  for (const t of terms.text)
    if (keep(t))
      tf.set(t, (tf.get(t) ?? 0) + 1);
  const length = terms.text.length;
  if (!tf.size && !name.size)
    return { name, nameTokens: terms.name, quoted: NONE2, tf, length, pairs: NONE2, terms: name };
  const all = pairs(terms.name, pairs(terms.text, new Set, request), request);
  for (const q of terms.quoted)
    pairs(q, all, request);
  const quoted = new Set;
  for (const q of terms.quoted) {
    if (q.length > 1 && q.filter((t) => lookup.has(t)).length < 2)
      continue;
    for (const t of q)
      if (keep(t))
        quoted.add(t);
  }
  return { name, nameTokens: terms.name, quoted, tf, length, pairs: all, terms: new Set([...name, ...tf.keys()]) };
}
function found(d, t, avgLength) {
  if (d.name.has(t))
    return [NAME_WEIGHT, "name"];
  if (d.quoted.has(t))
    return [QUOTED_WEIGHT, "quoted"];
  const tf = d.tf.get(t) ?? 0;
  if (!tf)
    return [0, ""];
  return [
    TEXT_WEIGHT * tf * (K1 + 1) / (tf + K1 * (1 - B + B * d.length / avgLength)),
    tf > 1 ? `text x${tf}` : "text"
  ];
}
function places(d, reached) {
  const out = new Map;
  for (const x of d.terms)
    for (const [t, i] of reached.get(x) ?? []) {
      const l = out.get(t);
      if (l)
        l.push(i);
      else
        out.set(t, [i]);
    }
  for (const l of out.values())
    if (l.length > 1)
      l.sort((a, b) => a - b);
  return out;
}
function inForms(t, requestSet, relatives) {
  for (const r of requestSet)
    if (relatives.get(r)?.includes(t))
      return true;
  return false;
}

class KeywordScorer {
  name = "keyword";
  phrases = new Map;
  phrasesOf(item, kind) {
    if (item.triggers === item.skill.meta.triggers)
      return termsOf(item.skill)[kind];
    return item.triggers[kind].map((p) => {
      let t = this.phrases.get(p);
      if (!t)
        this.phrases.set(p, t = phraseWords(p));
      return t;
    });
  }
  score(items, ctx) {
    const declared = items.some((i) => i.triggers.intents.length || i.triggers.contexts.length);
    const full = declared ? tokenize(ctx.intent) : [];
    const contextSet = declared ? new Set([...full, ...tokenize(ctx.context), ...ctx.files.flatMap((f) => tokenize(f))]) : new Set;
    const fullSet = new Set(full);
    const intents = items.map((item) => this.intent(item, full, fullSet));
    const head = ctx.intent.slice(0, OPENING_CHARS);
    const said = impliedTasks(head);
    table ??= concepts(stem);
    const request = opening(declared ? [...full, ...tokenize(said)] : tokenize(head + said)).filter((t) => !/^\d+$/.test(t) || table.related(t).length > 0);
    const requestSet = new Set(request);
    const focus = new Map;
    for (const t of requestSet) {
      const share = specificity(t);
      if (share !== undefined && share < SPECIFIC_SHARE)
        focus.set(t, Math.max(SPREAD_FLOOR, share / SPECIFIC_SHARE));
    }
    const learned = new Map;
    for (const t of requestSet) {
      const { rarity, skills } = requestSkills(t);
      for (const name of skills) {
        const m = learned.get(name);
        if (m)
          m.set(t, rarity);
        else
          learned.set(name, new Map([[t, rarity]]));
      }
    }
    const nearest = nearestRequests(requestSet);
    const expand = new Map;
    const lookup = new Set(requestSet);
    const forms = new Map;
    for (const t of requestSet) {
      const fs = family(t).filter((x) => !requestSet.has(x));
      if (!fs.length)
        continue;
      forms.set(t, fs);
      for (const x of fs)
        lookup.add(x);
    }
    for (const t of requestSet) {
      const rel = table.related(t).filter((x) => !requestSet.has(x)).map((x) => [x, 1, ""]);
      const also = (xs, k, kind) => {
        for (const x of xs)
          if (!requestSet.has(x) && !rel.some(([y]) => y === x))
            rel.push([x, k, kind]);
      };
      also(synonyms(t), SYNONYM_WEIGHT, " synonym");
      also(associations(t), ASSOCIATED_WEIGHT, " associated");
      if (!rel.length)
        continue;
      expand.set(t, rel);
      for (const [x] of rel)
        lookup.add(x);
    }
    const reached = new Map;
    for (const [t, rel] of expand)
      rel.forEach(([x], i) => {
        const l = reached.get(x);
        if (l)
          l.push([t, i]);
        else
          reached.set(x, [[t, i]]);
      });
    const keep = matcher(lookup);
    const docs = items.map((i) => docOf(termsOf(i.skill), keep, requestSet, lookup));
    const vocab = new Set;
    for (const d of docs)
      for (const t of d.terms)
        vocab.add(t);
    const relatives = new Map;
    for (const t of requestSet) {
      const rel = new Set((forms.get(t) ?? []).filter((v) => vocab.has(v)));
      if (t.length >= PREFIX_MIN) {
        for (const v of vocab) {
          if (v === t || v.length < PREFIX_MIN || Math.abs(v.length - t.length) > PREFIX_SLACK)
            continue;
          if (v.startsWith(t) || t.startsWith(v))
            rel.add(v);
        }
      }
      if (t.length >= ACRONYM_MIN) {
        if (vocab.has(`${t}s`))
          rel.add(`${t}s`);
        if (t.endsWith("s") && t.length > ACRONYM_MIN && vocab.has(t.slice(0, -1)))
          rel.add(t.slice(0, -1));
      }
      if (rel.size)
        relatives.set(t, [...rel].sort());
    }
    const first = new Map;
    items.forEach((it, i) => {
      const j = first.get(it.skill.name);
      if (j === undefined || it.skill.rank < items[j].skill.rank)
        first.set(it.skill.name, i);
    });
    const df = new Map;
    let totalLength = 0;
    const n = first.size;
    const countsFor = new Map;
    const countFor = (v, t) => {
      const l = countsFor.get(v);
      if (l)
        l.push(t);
      else
        countsFor.set(v, [t]);
    };
    for (const t of lookup) {
      countFor(t, t);
      for (const v of relatives.get(t) ?? [])
        countFor(v, t);
    }
    const hit = new Set;
    for (const i of first.values()) {
      const d = docs[i];
      totalLength += d.length;
      hit.clear();
      for (const v of d.terms)
        for (const t of countsFor.get(v) ?? [])
          hit.add(t);
      for (const t of hit)
        df.set(t, (df.get(t) ?? 0) + 1);
    }
    const avgLength = n ? totalLength / n : 1;
    const idf = (t) => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
    const maxIdf = Math.log(1 + (n - 0.5) / 1.5);
    const rarity = new Map;
    for (const t of lookup)
      rarity.set(t, maxIdf > 0 ? Math.min(1, idf(t) / maxIdf) : 1);
    for (const t of requestSet)
      if (table.tasks.has(t) && rarity.get(t) < TASK_RARITY)
        rarity.set(t, TASK_RARITY);
    const requestPairs = pairs(request, new Set);
    const context = contextWords(head, (text) => tokenize(text));
    const lexical = docs.map((d, i) => this.lexical(d, learned.get(items[i].skill.name), requestSet, requestPairs, rarity, relatives, expand, reached, avgLength, context, focus));
    for (const [i, item] of items.entries()) {
      const near = nearest.get(item.skill.name);
      if (!near)
        continue;
      const l = lexical[i];
      lexical[i] = {
        strength: 1 - (1 - l.strength) * (1 - near.strength),
        parts: [...l.parts, `${near.votes} of the ${NEAREST} nearest labelled requests ${pct(near.strength)}%`]
      };
    }
    const fromRequest = lexical.map((l, i) => 1 - (1 - l.strength) * (1 - intents[i].strength));
    let best = 0;
    let bestName = "";
    for (const i of first.values()) {
      const s = fromRequest[i];
      const name = items[i].skill.name;
      if (s > best || s === best && s > 0 && name < bestName)
        [best, bestName] = [s, name];
    }
    return items.map((item, i) => {
      const reasons = [];
      let miss = 1;
      const add = (s, why) => {
        if (s <= 0)
          return;
        miss *= 1 - s;
        reasons.push(`${why} (${pct(s)})`);
      };
      const file = this.files(item, ctx);
      add(file.strength, file.why);
      add(intents[i].strength, intents[i].why);
      const lex = lexical[i];
      if (lex.strength > 0) {
        let s = lex.strength;
        let rel = "";
        if (fromRequest[i] < best) {
          const f = (fromRequest[i] / best) ** POWER;
          s *= f;
          rel = `; x${num(f)}: ${pct(fromRequest[i])} is below the best match, ${bestName} ${pct(best)}`;
        }
        add(s, `words ${lex.parts.join(", ")}${rel}`);
      }
      const keywords = this.context(item, contextSet);
      add(keywords.strength, keywords.why);
      return { score: Math.round(100 * (1 - miss)), reasons };
    });
  }
  lexical(d, learned, requestSet, requestPairs, rarity, relatives, expand, reached, avgLength, context, focus) {
    if (!d.terms.size && !learned)
      return { strength: 0, parts: [] };
    let e = 0;
    const parts = [];
    const weightOf = new Map;
    const used = new Set;
    let near;
    const found0 = new Map;
    for (const t of requestSet) {
      const [w, where] = found(d, t, avgLength);
      if (!w)
        continue;
      found0.set(t, [w * rarity.get(t), where]);
      used.add(t);
    }
    for (const t of requestSet) {
      let [w, where] = found0.get(t) ?? [0, ""];
      let via;
      if (!w) {
        const v = relatives.get(t)?.find((x) => d.terms.has(x) && !used.has(x));
        if (v) {
          [w, where] = [PREFIX_WEIGHT * (d.name.has(v) ? NAME_WEIGHT : TEXT_WEIGHT) * rarity.get(t), `~${v}`];
          via = v;
        }
      }
      if (!w) {
        near ??= places(d, reached);
        for (const i of near.get(t) ?? []) {
          const [x, k, kind] = expand.get(t)[i];
          if (used.has(x))
            continue;
          const [wx, wh] = found(d, x, avgLength);
          const r = RELATED_WEIGHT * k * wx * rarity.get(x);
          if (r > w)
            [w, where, via] = [r, `as ${x}${kind} ${wh}`, x];
        }
      }
      const q = learned?.get(t);
      if (q !== undefined) {
        const r = LEARNED_WEIGHT * TEXT_WEIGHT * Math.min(q, rarity.get(t));
        if (r > w)
          [w, where, via] = [r, "learned from requests", undefined];
      }
      if (!w)
        continue;
      const spread = focus.get(t);
      if (spread !== undefined)
        w *= spread;
      const inContext = context.has(t);
      if (inContext)
        w *= CONTEXT_WEIGHT;
      if (via)
        used.add(via);
      weightOf.set(t, w);
      e += w;
      parts.push(`${t} ${where} +${num(w)}${spread !== undefined ? ` spread x${num(spread)}` : ""}${inContext ? " in context" : ""}`);
    }
    for (const p of requestPairs) {
      if (!d.pairs.has(p))
        continue;
      const [a, b] = p.split(" ");
      const bonus = PHRASE_BONUS * Math.min(weightOf.get(a) ?? 0, weightOf.get(b) ?? 0);
      if (bonus <= 0)
        continue;
      e += bonus;
      parts.push(`"${p}" phrase +${num(bonus)}`);
    }
    if (d.nameTokens.length > 1 && d.nameTokens.every((t) => requestSet.has(t) || inForms(t, requestSet, relatives))) {
      e += FULL_NAME_BONUS;
      parts.push(`whole name +${num(FULL_NAME_BONUS)}`);
    }
    return { strength: e > 0 ? 1 - Math.exp(-e / SCALE) : 0, parts };
  }
  intent(item, request, requestSet) {
    let best = 0;
    let why = "";
    const words = this.phrasesOf(item, "intents");
    for (const [i, p] of item.triggers.intents.entries()) {
      const t = words[i];
      if (!t.length)
        continue;
      const covered = t.filter((w) => requestSet.has(w)).length;
      const s = intentStrength(t.length, covered, containsRun(request, t));
      if (s > best) {
        best = s;
        why = `intent ${JSON.stringify(p)} ${covered}/${t.length} words`;
      }
    }
    return { strength: best, why };
  }
  files(item, ctx) {
    if (!ctx.files.length)
      return { strength: 0, why: "" };
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
      if (hit)
        [best, why] = [s, `file ${hit} matches ${g}`];
    }
    return { strength: best, why };
  }
  context(item, contextSet) {
    if (!contextSet.size || !item.triggers.contexts.length)
      return { strength: 0, why: "" };
    const words = this.phrasesOf(item, "contexts");
    const hits = item.triggers.contexts.filter((_, i) => {
      const t = words[i];
      return t.length > 0 && t.every((w) => contextSet.has(w));
    });
    if (!hits.length)
      return { strength: 0, why: "" };
    return { strength: Math.min(CONTEXT_CAP, 1 - 0.75 ** hits.length), why: `context ${hits.join(", ")}` };
  }
}
export {
  KeywordScorer
};
