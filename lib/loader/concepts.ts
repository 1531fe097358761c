// Words people use for the same software task, for query expansion in the keyword scorer: a
// request saying "error" also looks for "bug", one saying "slides" also for "presentation", at a
// lower weight than the word itself (docs/decisions/0060-relevance-scoring.md). The groups are
// general software and office vocabulary, not words picked to fix single requests; a word may be
// in more than one group. TASKS are actions a request asks for: in a large pack they are common
// words, and a rarer object word ("login") should not outweigh the task ("debug").
export const GROUPS: readonly string[] = [
  // Something does not work: the words of a bug report.
  "bug error crash failure fail exception broken defect regression debug troubleshoot diagnose stacktrace " +
    "broke breaks hang hangs stuck freeze frozen timeout leak glitch flaky intermittent traceback panic " +
    "segfault investigate malfunction misbehave unexpected silently 500 502 503 504 404 deadlock dies died oom oomkilled valgrind gdb lldb",
  "slide slides deck presentation powerpoint pptx keynote",
  "spreadsheet excel xlsx workbook worksheet csv",
  "doc docs documentation readme manual guide rfc",
  "word docx",
  "test tests testing spec coverage assertion untested",
  "deploy deployment release ship rollout publish",
  "ui frontend interface component layout css styling",
  // How a page looks, in the words of someone who dislikes it.
  "aesthetic aesthetics ugly bland dated polish polished visual styling generic boring " +
    "distinctive memorable crafted craft personality cramped",
  "db database sql postgres postgresql mysql sqlite query schema",
  "migration migrate schema",
  // Someone else reads the work.
  "review feedback critique reviewer nitpick inspect",
  "plan roadmap outline breakdown steps milestones",
  // Ideas before code.
  "brainstorm ideate explore options alternatives approaches sketch",
  "refactor cleanup restructure simplify decompose modularize untangle spaghetti unmaintainable",
  "performance slow latency speed optimize lag laggy jank stutter stutters sluggish fps framerate bottleneck profile profiling cpu " +
    "lighthouse lcp ttfb pagespeed vitals faster p50 p95 p99 percentile",
  // Too big, in the words of someone who wants it smaller.
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
  // The domains of public skill packs, in the words people use for them.
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
  // Languages by the words of their ecosystems.
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
  "bot chatbot",
];

/**
 * Idioms that name a task in other words ("look over my changes" asks for a review): a request
 * using one is read as also saying its word. Only phrases with one meaning in a request to a
 * coding agent; words may be joined by spaces or a hyphen ("double-check"). A phrasal verb lists
 * its forms ("look|looked over") and may hold a pronoun between verb and particle ("track it
 * down", "get it looked over", "kick it around").
 */
export const IDIOMS: readonly [string, string][] = [
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
  // Work kept apart from the main checkout: a worktree.
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
  // Answering someone else's review.
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
  // Skills themselves.
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
  // Documents, search and games by their everyday names.
  ["word doc", "docx"],
  ["word docs", "docx"],
  ["word document", "docx"],
  ["word documents", "docx"],
  ["word file", "docx"],
  ["organic traffic", "seo"],
  ["co op", "multiplayer"],
  // Secrets, databases and outages by their everyday names.
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
  ["fan|fanned|fanning out", "parallel"],
];
/** Pronouns that may stand between a phrasal verb and its particle. */
const OBJECTS = new Set("it this that them these those everything some me".split(" "));

interface Idiom {
  index: number;
  pronoun: boolean;
  tail: string[];
}
/**
 * The idioms by their first word. Matched over words, not by a regular expression each: one
 * expression an idiom took 2.7 ms to compile on the first prompt of a process, this ~0.5 ms.
 */
const BY_FIRST = new Map<string, Idiom[]>();
IDIOMS.forEach(([phrase], index) => {
  const [first, ...tail] = phrase.split(" ");
  const forms = first!.split("|");
  // A verb with forms takes an object pronoun before its particle; a fixed phrase does not.
  for (const f of forms) {
    const list = BY_FIRST.get(f) ?? [];
    list.push({ index, pronoun: forms.length > 1, tail });
    BY_FIRST.set(f, list);
  }
});

/** Words with an apostrophe inside ("doesn't"), and "a/b" as one word. */
const WORD = /\ba\/b\b|[a-z0-9]+(?:'[a-z0-9]+)*/g;
/** How word k follows word k - 1: across whitespace, across spaces and hyphens, or neither. */
const SPACE = 2;
const HYPHEN = 1;

export interface Words {
  w: string[];
  /** SPACE, HYPHEN or 0 per word (0 for the first). Idioms join across either, a negation across space. */
  joined: number[];
}

/** A text's words, lowercased, and how each follows the one before (the idioms' and context-words.ts's reading). */
export function words(text: string): Words {
  const lower = text.toLowerCase().replace(/[‘’]/g, "'");
  const w: string[] = [];
  const joined: number[] = [];
  let end = -1;
  for (const m of lower.matchAll(WORD)) {
    const gap = end < 0 ? "" : lower.slice(end, m.index);
    joined.push(/^\s+$/.test(gap) ? SPACE : /^[\s/-]+$/.test(gap) ? HYPHEN : 0);
    w.push(m[0]);
    end = m.index + m[0].length;
  }
  return { w, joined };
}

function tailAt(ws: Words, at: number, tail: readonly string[]): boolean {
  for (let j = 0; j < tail.length; j++) if (ws.w[at + j] !== tail[j] || !ws.joined[at + j]) return false;
  return true;
}

/**
 * A bug report's shape: something other than the speaker does not do what it should ("the view
 * doesn't redraw", "the signal never reaches the HUD", "slash commands don't show up").
 */
const NEGATIONS = new Set(
  "doesn't doesnt don't dont didn't didnt won't wont isn't isnt aren't arent wasn't wasnt can't cant cannot never".split(
    " ",
  ),
);
const NEGATION_PAIRS = new Set(["does not", "do not", "did not", "will not", "is not", "are not", "no longer"]);
/** Subjects that make a negation the speaker's, not the software's ("I don't know", "please don't"). */
const SPEAKERS = new Set(
  "i we you u please pls just but and or so if to why how what who when let's lets also still".split(" "),
);
/** Verbs of wanting and knowing: "it doesn't need tests" states no fault. */
const NOT_FAULTS = new Set(
  "know want need like care mind think understand have see matter bother worry forget touch change use mean".split(" "),
);

/** A pasted SQL statement or plan, by its keywords in capitals: SELECT ... FROM, UPDATE ... SET, EXPLAIN. */
const SQL_STATEMENT = /\bEXPLAIN\b|\b(?:SELECT|INSERT|UPDATE|DELETE)\b[^]*\b(?:FROM|JOIN|WHERE|INTO|SET)\b/;

/**
 * Someone else's opinion of the work: "my colleague says to swap the mutex", "lead thinks my
 * memoization is wrong", "the bot suggested a singleton". A request quoting one asks how to answer
 * a review.
 */
const CRITICS = new Set(
  "reviewer reviewers colleague colleagues coworker coworkers teammate teammates lead senior boss cto architect maintainer maintainers bot".split(
    " ",
  ),
);
const OPINIONS = new Set(
  "say says said suggest suggests suggested want wants wanted think thinks thought insist insists insisted claim claims claimed recommend recommends recommended".split(
    " ",
  ),
);

/** The name of an error class in a pasted message: TypeError, KeyError, NullPointerException. */
const ERROR_NAME = /^[a-z]{2,}(?:error|exception)$/;

/** Whether words k.. say that their subject, word k - 1, does not do something. */
function negatedAt(ws: Words, k: number): boolean {
  const { w, joined } = ws;
  let n = 0;
  if (NEGATIONS.has(w[k]!)) n = 1;
  else if (joined[k + 1] === SPACE && NEGATION_PAIRS.has(`${w[k]} ${w[k + 1]}`)) n = 2;
  if (!n || joined[k] !== SPACE || SPEAKERS.has(w[k - 1]!)) return false;
  let v = k + n;
  if ((w[v] === "seem" || w[v] === "seems") && w[v + 1] === "to" && joined[v] === SPACE && joined[v + 1] === SPACE)
    v += 2;
  return joined[v] === SPACE && /^[a-z]+$/.test(w[v]!) && !NOT_FAULTS.has(w[v]!);
}

/**
 * The task words a text says in other words, space-separated ("" when none): each idiom's word,
 * in the order of the table, and "debug" once for a negated verb of something other than the
 * speaker or the name of an error class, "feedback" for someone else's opinion of the work, and
 * "sql query" for a pasted SQL statement.
 */
export function impliedTasks(text: string): string {
  const ws = words(text);
  const found: number[] = [];
  let negated = false;
  let critic = false;
  for (let k = 0; k < ws.w.length; k++) {
    critic ||= CRITICS.has(ws.w[k]!) && ws.joined[k + 1] === SPACE && OPINIONS.has(ws.w[k + 1]!);
    for (const idiom of BY_FIRST.get(ws.w[k]!) ?? []) {
      if (tailAt(ws, k + 1, idiom.tail)) found.push(idiom.index);
      else if (idiom.pronoun && OBJECTS.has(ws.w[k + 1]!) && ws.joined[k + 1] && tailAt(ws, k + 2, idiom.tail))
        found.push(idiom.index);
    }
    negated ||= negatedAt(ws, k) || ERROR_NAME.test(ws.w[k]!);
  }
  let out = "";
  for (const i of found.sort((a, b) => a - b)) out += ` ${IDIOMS[i]![1]}`;
  if (critic && !found.some((i) => IDIOMS[i]![1] === "feedback")) out += " feedback";
  if (SQL_STATEMENT.test(text)) out += " sql query";
  return negated ? `${out} debug` : out;
}

const TASKS = "debug test review plan brainstorm refactor deploy migrate optimize document audit verify";

export interface Concepts {
  /** The stems a request stem also looks for, at a lower weight: [] when it is in no group. */
  related(stem: string): readonly string[];
  /** Stems that name the task asked for (debug, test, review, ...). */
  tasks: Set<string>;
}

/**
 * The table in the scorer's own stems (the caller's stemmer, so both sides stem alike). A group
 * is stemmed only when a request stem shares the first three letters of one of its words: a
 * Porter2 stem keeps its word's first three letters (every group word does; a test checks), and
 * stemming all ~190 words cold took 6-11 ms of every scored prompt.
 */
export function concepts(stem: (w: string) => string): Concepts {
  const words = GROUPS.map((g) => g.split(" "));
  const byPrefix = new Map<string, Set<number>>();
  words.forEach((ws, i) => {
    for (const w of ws) {
      const k = w.slice(0, 3);
      const into = byPrefix.get(k) ?? new Set<number>();
      into.add(i);
      byPrefix.set(k, into);
    }
  });
  const stemmed: Set<string>[] = [];
  const memo = new Map<string, readonly string[]>();
  return {
    related(t) {
      let out = memo.get(t);
      if (out) return out;
      const rel = new Set<string>();
      for (const i of byPrefix.get(t.slice(0, 3)) ?? []) {
        const stems = (stemmed[i] ??= new Set(words[i]!.map(stem)));
        if (stems.has(t)) for (const o of stems) if (o !== t) rel.add(o);
      }
      memo.set(t, (out = [...rel].sort()));
      return out;
    },
    tasks: new Set(TASKS.split(" ").map(stem)),
  };
}
