// Wires discovery and the six stages together, reads the loader's config keys and state, and
// writes what Load records. runStages() is pure (no file access), so it is what the property
// tests drive with generated skill sets.
import { getConfig, readConfig, coerce } from "../state/config.ts";
import { StatePaths } from "../state/paths.ts";
import { rejected } from "../core/errors.ts";
import { discover, relativeFiles, type Discovered } from "./discovery.ts";
import { scoreStage, winnersByName } from "./score.ts";
import { resolveStage } from "./resolve.ts";
import { modelFilterStage } from "./model-filter.ts";
import { cacheOrderStage, readWarmCache, recordLoaded, warmSkills } from "./cache-order.ts";
import { budgetStage, type BudgetResult } from "./budget.ts";
import type { LoadResult } from "./load.ts";
import { readActivations, type ActivationRecord } from "./activation.ts";
import { resolveSession } from "../state/session-id.ts";
import { getScorer, scorerNames, type Scorer } from "./scorer.ts";
import { hasher } from "./hash.ts";
import { SkillIndex } from "./skill-index.ts";
import { PROFILES, type Candidate, type Precedence, type Profile, type ScoreContext, type Skill } from "./types.ts";

export interface LoaderConfig {
  budget: number;
  listingFraction: number;
  contextWindow: number;
  contextTokens: number;
  listingMaxDesc: number;
  precedence: Precedence;
  /** How long a loaded skill stays warm; --ttl overrides. */
  warmTtlMinutes: number;
}

/** The loader's keys from config.yaml (state-schema/config.schema.json), defaults filled in. */
export async function loaderConfig(paths: StatePaths): Promise<LoaderConfig> {
  const file = paths.config;
  const entries = await readConfig(file);
  const get = async (key: string) => coerce(key, (await getConfig(file, key, entries))!);
  return {
    budget: (await get("skill_budget_chars")) as number,
    listingFraction: (await get("listing_budget_fraction")) as number,
    contextWindow: (await get("context_window_chars")) as number,
    contextTokens: (await get("context_window_tokens")) as number,
    listingMaxDesc: (await get("listing_max_desc_chars")) as number,
    precedence: (await get("skill_precedence")) as Precedence,
    warmTtlMinutes: (await get("skill_warm_ttl_minutes")) as number,
  };
}

export interface StageInput {
  skills: readonly Skill[];
  ctx: ScoreContext;
  scorer: Scorer;
  /** Conditional skills activated earlier in the session. */
  activated: ReadonlySet<string>;
  profile: Profile;
  /** Warm skills: name -> age in ms. */
  warm: ReadonlyMap<string, number>;
  budget: number;
  /** Cut the first misfit of a tier to fit instead of overflowing it (default true; see budget.ts). */
  cutToFit?: boolean;
}

/** Score, Resolve, ModelFilter: the part Load re-runs for a changed file. */
export async function filterStages(input: StageInput): Promise<Candidate[]> {
  const scored = await scoreStage(input.skills, input.ctx, input.scorer, input.activated);
  return modelFilterStage(resolveStage(scored), input.profile);
}

/** Stages 1-5. Pure: the same input gives the same output. */
export async function runStages(input: StageInput): Promise<BudgetResult> {
  const filtered = await filterStages(input);
  return budgetStage(cacheOrderStage(filtered, input.warm), input.budget, { cutToFit: input.cutToFit ?? true });
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  intent?: string;
  files?: string[];
  context?: string;
  profile?: string;
  budget?: number;
  /**
   * false: a skill that does not fit overflows whole, never cut (the UserPromptSubmit hook
   * points to it by path rather than inject half a procedure).
   */
  cutToFit?: boolean;
  precedence?: string;
  session?: string;
  /** What `session` came from, for error messages (default --session; a hook: session_id). */
  sessionField?: string;
  ttlMinutes?: number;
  scorer?: string;
  extraRoots?: string[];
  bundledRoots?: string[];
  now?: number;
  /** Parse every file instead of using the index of earlier runs. */
  noIndex?: boolean;
}

export interface Setup {
  paths: StatePaths;
  config: LoaderConfig;
  session: string;
  activationFile: string;
  activation: ActivationRecord;
  discovered: Discovered;
  /** The files given, relative to cwd. */
  files: string[];
}

export function checkProfile(p: string | undefined): Profile {
  const v = p ?? "interactive";
  if (!PROFILES.includes(v as Profile)) throw rejected("--profile", `one of ${PROFILES.join(", ")}`, v);
  return v as Profile;
}

export function checkPrecedence(p: string | undefined, fallback: Precedence): Precedence {
  if (p === undefined) return fallback;
  if (p !== "project-first" && p !== "user-first") throw rejected("--precedence", "project-first or user-first", p);
  return p;
}

/** Config, session, activation record and discovery: what every subcommand starts from. */
export async function setup(opts: RunOptions): Promise<Setup> {
  const paths = new StatePaths(opts.env, opts.cwd);
  const config = await loaderConfig(paths);
  const precedence = checkPrecedence(opts.precedence, config.precedence);
  config.precedence = precedence;
  const session = (await resolveSession(opts.env, { id: opts.session, field: opts.sessionField ?? "--session" })).id;
  const activationFile = paths.file("loader", "activations", `${session}.json`);
  const activation = readActivations(activationFile, session);
  const discovered = await discover({
    cwd: opts.cwd,
    env: opts.env,
    files: opts.files,
    nestedRoots: activation.nested_roots,
    extraRoots: opts.extraRoots,
    bundledRoots: opts.bundledRoots,
    precedence,
    index: new SkillIndex(opts.noIndex ? undefined : paths.file("loader", "index.json"), await hasher()),
  });
  return {
    paths,
    config,
    session,
    activationFile,
    activation,
    discovered,
    files: relativeFiles(opts.cwd, opts.files ?? []),
  };
}

export interface PlanRun {
  setup: Setup;
  input: StageInput;
  result: BudgetResult;
  scorer: string;
  hash: (text: string) => string;
}

export async function plan(opts: RunOptions): Promise<PlanRun> {
  // Input first: a bad flag stops the run before anything is read or cached.
  const profile = checkProfile(opts.profile);
  const scorerName = opts.scorer ?? "keyword";
  const scorer = await getScorer(scorerName);
  if (!scorer) throw rejected("--scorer", `one of ${scorerNames().join(", ")}`, scorerName);
  const s = await setup(opts);
  const budget = opts.budget ?? s.config.budget;
  const now = opts.now ?? Date.now();
  const ttl = (opts.ttlMinutes ?? s.config.warmTtlMinutes) * 60_000;
  const warm = warmSkills(readWarmCache(s.paths.file("loader", "cache.json")), now, ttl);
  const input: StageInput = {
    skills: s.discovered.skills,
    ctx: { intent: opts.intent ?? "", files: s.files, context: opts.context ?? "" },
    scorer,
    activated: new Set(Object.keys(s.activation.skills)),
    profile,
    warm,
    budget,
    cutToFit: opts.cutToFit,
  };
  const result = await runStages(input);
  // Read every text the plan reports or loads now, so that a file changed since it was indexed
  // is caught here: then plan again, parsing every file.
  for (const c of result.candidates) if (c.budget) for (const k of c.chain ?? [c.skill]) void k.text;
  if (!opts.noIndex && s.discovered.skills.some((k) => k.stale)) return plan({ ...opts, noIndex: true });
  return { setup: s, input, result, scorer: scorerName, hash: await hasher() };
}

export interface LoadRun extends PlanRun {
  load: LoadResult;
}

/** Plan, then Load: re-reads and checks the load set, records it as warm, logs the overflow. */
export async function load(opts: RunOptions): Promise<LoadRun> {
  return loadPlanned(await plan(opts), opts.now);
}

/** Stage 6 on a plan made earlier: what a file changed in between is checked against. */
export async function loadPlanned(p: PlanRun, at?: number): Promise<LoadRun> {
  if (p.result.violation)
    return { ...p, load: { loaded: [], overflow: [], changed: [], used: 0, budget: p.result.budget } };
  const { loadStage } = await import("./load.ts");
  const result = await loadStage(p.result, {
    hash: p.hash,
    rescore: async (replaced, name) => {
      const skills = p.input.skills.flatMap((s) => {
        const r = replaced.get(s.file);
        return r === undefined ? [s] : r === null ? [] : [r];
      });
      const cands = await filterStages({ ...p.input, skills });
      const winner = winnersByName(skills).get(name);
      return cands.find((c) => c.skill === winner);
    },
  });
  const now = at ?? Date.now();
  if (result.loaded.length) {
    await recordLoaded(
      p.setup.paths.file("loader", "cache.json"),
      result.loaded.map((l) => ({ name: l.candidate.skill.name, hash: l.hash, scope: l.candidate.skill.scope })),
      now,
    );
  }
  if (result.overflow.length || result.changed.length) {
    const { appendRecord } = await import("../state/jsonl.ts");
    appendRecord(p.setup.paths.file("loader", "overflow.jsonl"), overflowRecord(p, result, now));
  }
  return { ...p, load: result };
}

export function overflowRecord(p: PlanRun, r: LoadResult, now: number) {
  return {
    ts: new Date(now).toISOString(),
    session: p.setup.session,
    profile: p.input.profile,
    cwd: p.setup.paths.cwd,
    budget: r.budget,
    used: r.used,
    loaded: r.loaded.map((l) => l.candidate.skill.name),
    overflow: r.overflow.map((c) => ({
      name: c.skill.name,
      scope: c.skill.scope,
      tier: c.tier ?? "standard",
      score: c.score ?? 0,
      chars: c.chars ?? 0,
      reason: c.decisions.at(-1)?.reason ?? "",
    })),
    changed: r.changed,
  };
}

/** The listable skills: Resolve's winners that are valid and model-invocable. */
export function listable(skills: readonly Skill[]): Skill[] {
  const winners = winnersByName(skills);
  return [...winners.values()].filter((s) => s.valid && s.meta.modelInvocable).sort((a, b) => a.rank - b.rank);
}

export interface ListingOverrides {
  contextTokens?: number;
  contextChars?: number;
  fraction?: number;
  maxDescChars?: number;
  now?: number;
}

/**
 * The budgeted listing for a setup: flags over config. Skills loaded before (the warm cache,
 * whatever their age) keep their descriptions before others when the budget is short.
 */
export async function listing(s: Setup, o: ListingOverrides = {}, env: NodeJS.ProcessEnv = process.env) {
  const { buildListing, listingBudget } = await import("./listing.ts");
  const budget = listingBudget({
    contextTokens: o.contextTokens ?? (o.contextChars === undefined ? s.config.contextTokens : 0),
    contextChars: o.contextChars ?? s.config.contextWindow,
    fraction: o.fraction ?? s.config.listingFraction,
    env,
  });
  const recent = warmSkills(
    readWarmCache(s.paths.file("loader", "cache.json")),
    o.now ?? Date.now(),
    Number.POSITIVE_INFINITY,
  );
  return buildListing(listable(s.discovered.skills), budget, {
    activated: new Set(Object.keys(s.activation.skills)),
    maxDescChars: o.maxDescChars ?? s.config.listingMaxDesc,
    recent,
  });
}
