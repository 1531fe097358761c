// Shared shapes of the skill loader: a discovered file, a parsed skill, and the candidate record
// that flows through the six stages (Score -> Resolve -> ModelFilter -> CacheOrder -> Budget -> Load).

/** Where a skill came from. Precedence between scopes is decided in discovery (see discovery.ts). */
export type Scope = "nested" | "project" | "user" | "extra" | "bundled";

export const TIERS = ["critical", "standard", "optional"] as const;
export type Tier = (typeof TIERS)[number];

export const PROFILES = ["executor", "planner", "researcher", "verifier", "interactive"] as const;
export type Profile = (typeof PROFILES)[number];

export type Precedence = "project-first" | "user-first";

export type Stage = "discover" | "score" | "resolve" | "filter" | "cache" | "budget" | "load";

export interface Problem {
  level: "error" | "warning";
  /** The frontmatter field (or "file", "frontmatter") the problem is about. */
  field: string;
  message: string;
  /** 1-based line in SKILL.md, when known. */
  line?: number;
}

/** One SKILL.md as discovery reached it. */
export interface SkillSource {
  /** Absolute path of SKILL.md, as reached (may go through a symlink). */
  file: string;
  /** The skill folder. */
  dir: string;
  /** The folder's name: the skill's name when frontmatter has none. */
  folder: string;
  /** The skills root it was found in (e.g. <repo>/.claude/skills). */
  root: string;
  scope: Scope;
  /** Discovery order: lower wins when two skills share a name. */
  rank: number;
  /** File identity (device:inode), so a file reached twice loads once. */
  id: string;
  size: number;
  /** device:inode:size:mtime:ctime, to tell an unchanged file (see skill-index.ts). */
  stat?: string;
}

export interface Triggers {
  /** File globs matched against the files being worked on. */
  files: string[];
  /** Intent phrases matched against the request. */
  intents: string[];
  /** Context keywords matched against the request, the context text and file paths. */
  contexts: string[];
}

/** The frontmatter fields the loader uses, checked and normalized. */
export interface SkillMeta {
  name?: string;
  description: string;
  whenToUse?: string;
  /** Conditional activation globs (`paths`); empty: always listed. */
  paths: string[];
  triggers: Triggers;
  /** Whether `triggers` was present (a child without triggers inherits its parent's). */
  hasTriggers: boolean;
  /** Score threshold 0-100 (frontmatter `threshold`, 0-1 read as a fraction); undefined: default. */
  threshold?: number;
  tier?: Tier;
  /** Per-profile tier, or "exclude". */
  tiers: Partial<Record<Profile, Tier | "exclude">>;
  /** Allow-list of profiles; undefined: all. */
  profiles?: Profile[];
  category?: string;
  extends?: string;
  /** false when `disable-model-invocation: true`: never listed for nor loaded by the model. */
  modelInvocable: boolean;
  /** The raw frontmatter object. */
  data: Record<string, unknown>;
}

export interface Skill extends SkillSource {
  /** The name skills are matched by: frontmatter `name`, else the folder name. */
  name: string;
  /** The file's text as read (before BOM/CRLF normalization); the content hash is over this. */
  text: string;
  /** Markdown after the frontmatter, LF line endings. */
  body: string;
  /** 1-based line of the body's first line in SKILL.md. */
  bodyLine: number;
  meta: SkillMeta;
  problems: Problem[];
  /** False when an error problem keeps the skill from loading (it still shadows by name). */
  valid: boolean;
  /** How the frontmatter was parsed: "none", "flat" (fast path) or "yaml". */
  parser: "none" | "flat" | "yaml";
  /** Set when the text read later does not match the indexed frontmatter (see skill-index.ts). */
  stale?: boolean;
  /** The scorer's words of the skill (terms.ts), from the parse index or made on first use. */
  terms?: SkillTerms;
}

/** A skill's words, stemmed: what the parse index keeps for the scorer. */
export interface SkillTerms {
  /** terms.ts's TERMS_VERSION when made. */
  v: number;
  name: string[];
  /** The description, then `when_to_use`. */
  text: string[];
  /** Each quoted term of the description and `when_to_use`. */
  quoted: string[][];
  /** Each of `triggers.intents`, its distinct words. */
  intents: string[][];
  /** Each of `triggers.contexts`, its distinct words. */
  contexts: string[][];
}

export interface Decision {
  stage: Stage;
  outcome: string;
  reason: string;
}

/** A skill as it moves through the stages. Each stage adds its own fields and decision. */
export interface Candidate {
  skill: Skill;
  decisions: Decision[];
  /** Set by the stage that drops the skill; later stages pass it through untouched. */
  dropped?: { stage: Stage; reason: string };
  // Score
  score?: number;
  threshold?: number;
  reasons?: string[];
  // Resolve
  shadows?: string[];
  /** The inheritance chain, child first, when `extends` is used. */
  chain?: Skill[];
  /** Frontmatter after inheritance (child fields over parent fields). */
  effective?: SkillMeta;
  /** What Load injects: the body after inheritance. */
  content?: string;
  chars?: number;
  // ModelFilter
  tier?: Tier;
  // CacheOrder
  warm?: boolean;
  band?: number;
  order?: number;
  // Budget
  budget?: "load" | "overflow";
}

export interface ScoreContext {
  /** The request, as the user wrote it. */
  intent: string;
  /** Files being worked on, relative to cwd (absolute when outside it). */
  files: string[];
  /** Other session context: recent commands, branch, anything with keywords. */
  context: string;
}

export const DEFAULT_THRESHOLD = 50;

// The Score stage's pluggable part lives here (not in scorer.ts) so that scorers and the registry
// that imports them do not import each other.
export interface ScoreItem {
  skill: Skill;
  /** The skill's triggers, or its parent's when it has none of its own (`extends`). */
  triggers: Triggers;
  /** `paths` globs to treat as file triggers (a conditional skill activated by this context). */
  paths: string[];
}

export interface ScoreResult {
  /** 0-100. */
  score: number;
  /** One short line per signal that contributed. */
  reasons: string[];
}

export interface Scorer {
  readonly name: string;
  /** One result per item, in the same order. Must be deterministic for the same input. */
  score(items: readonly ScoreItem[], ctx: ScoreContext): ScoreResult[] | Promise<ScoreResult[]>;
}
