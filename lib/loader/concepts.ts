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
    "segfault investigate malfunction misbehave unexpected 500 404",
  "slide slides deck presentation powerpoint pptx keynote",
  "spreadsheet excel xlsx workbook worksheet csv",
  "doc docs documentation readme manual guide",
  "word docx",
  "test tests testing spec coverage assertion",
  "deploy deployment release ship rollout publish",
  "ui frontend interface component layout css styling",
  "db database sql postgres postgresql mysql sqlite query",
  "migration migrate schema",
  // Someone else reads the work.
  "review feedback critique reviewer nitpick inspect",
  "plan roadmap outline breakdown steps milestones",
  // Ideas before code.
  "brainstorm ideate explore options alternatives approaches sketch",
  "refactor cleanup restructure simplify",
  "performance slow latency speed optimize",
  "security vulnerability exploit secure",
  "auth authentication login signin oauth sso",
  "docker container dockerfile",
  "kubernetes k8s helm cluster",
  "ci cicd pipeline",
  "monitoring observability metrics alerting alerts",
  "incident outage postmortem downtime",
  "gif animation animated",
  "art artwork generative drawing",
  "poster flyer graphic",
  "email newsletter announcement memo",
  "branch worktree stash workspace isolation",
  "parallel concurrent simultaneously independent unrelated",
  "verify verification confirm validate evidence check",
  "execute implement carry",
];

/**
 * Idioms that name a task in other words ("look over my changes" asks for a review): a request
 * using one is read as also saying its word. Only phrases with one meaning in a request to a
 * coding agent; words may be joined by spaces or a hyphen ("double-check").
 */
const IDIOMS: readonly [string, string][] = [
  ["look over", "review"],
  ["go over", "review"],
  ["second pair of eyes", "review"],
  ["root cause", "debug"],
  ["track down", "debug"],
  ["dig into", "debug"],
  ["double check", "verify"],
  ["sanity check", "verify"],
  ["think through", "brainstorm"],
  ["talk through", "brainstorm"],
  ["flesh out", "brainstorm"],
  ["carry out", "execute"],
  ["work through", "execute"],
  ["red green", "test"],
  ["break down", "plan"],
  ["clean up", "refactor"],
];
const IDIOM_RE = new RegExp(`\\b(${IDIOMS.map(([p]) => p.replace(/[-\s]+/g, "[-\\s]+")).join("|")})\\b`, "gi");
const IDIOM_WORD = new Map(IDIOMS.map(([p, w]) => [p.replace(/[-\s]+/g, " "), w]));

/** The words the idioms of `text` stand for, space-separated ("" when none). */
export function idiomWords(text: string): string {
  let out = "";
  for (const m of text.matchAll(IDIOM_RE)) out += ` ${IDIOM_WORD.get(m[1]!.toLowerCase().replace(/[-\s]+/g, " "))}`;
  return out;
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
