// /office-hours tier progression (builder-profile.jsonl, one line per session, gstack's shape:
// date, mode, project_slug, signal_count, signals, design_doc, assignment, resources_shown,
// topics). `resources` lines are bookkeeping and never count as sessions.
//
// Tiers follow the session number the skill's text names: session 1 introduction, 2-3
// welcome_back, 4-7 regular, 8+ inner_circle. gstack's reader applied those bounds to the count of
// logged sessions, which is off by one either side of the append (docs/decisions).
import type { StatePaths } from "../state/paths.ts";
import { appendRecord, readRecords } from "../state/jsonl.ts";
import { withLock } from "../state/lock.ts";
import * as f from "./fields.ts";
import { rejected } from "../core/errors.ts";
import { validate } from "../schema/validate.ts";
import { validate as builderSchema } from "../schema/generated/builder-profile.js";

export const MODES = ["startup", "builder", "resources"] as const;
export type Mode = (typeof MODES)[number];
export const TIERS = ["introduction", "welcome_back", "regular", "inner_circle"] as const;
export type Tier = (typeof TIERS)[number];
/** First session number of each tier. */
const TIER_STARTS: [number, Tier][] = [
  [8, "inner_circle"],
  [4, "regular"],
  [2, "welcome_back"],
  [1, "introduction"],
];

export interface BuilderSession {
  date: string;
  mode: Mode;
  project_slug?: string;
  signal_count?: number;
  signals?: string[];
  design_doc?: string;
  assignment?: string;
  resources_shown?: string[];
  topics?: string[];
  /** Added by gstack-builder-profile: this session's number and tier (not on resources lines). */
  session?: number;
  tier?: Tier;
}

const KNOWN = [
  "date",
  "ts",
  "mode",
  "project_slug",
  "signal_count",
  "signals",
  "design_doc",
  "assignment",
  "resources_shown",
  "topics",
] as const;
/** The stored record's fields, in order: the input's, with `ts` read as `date`. */
const RECORD_ORDER = KNOWN.filter((k) => k !== "ts");

export function tierFor(sessionNumber: number): Tier {
  for (const [start, tier] of TIER_STARTS) if (sessionNumber >= start) return tier;
  return "introduction";
}

/** The tier after `tier` and the session number where it starts, or undefined at the top. */
export function nextTier(tier: Tier): { tier: Tier; at: number } | undefined {
  const i = TIERS.indexOf(tier);
  if (i === TIERS.length - 1) return undefined;
  const next = TIERS[i + 1]!;
  return { tier: next, at: TIER_STARTS.find(([, t]) => t === next)![0] };
}

/**
 * A session entry from a caller's object (its fields: KNOWN; session and tier are the log's to
 * add): `ts` is another name for `date`, which defaults to now; project_slug is filled in from
 * `defaults`; then checked against builder-profile.schema.json, an instruction-like assignment
 * refused, secrets redacted.
 */
export function toBuilderSession(obj: unknown, defaults: { project?: string } = {}, now = new Date()): BuilderSession {
  const rec = f.object(obj);
  for (const k of Object.keys(rec))
    if (!(KNOWN as readonly string[]).includes(k)) throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  if (rec.date !== undefined && rec.ts !== undefined) throw rejected("ts", "give date or ts, not both");
  const g = f.given(rec, KNOWN);
  const out = f.given(
    {
      date: now.toISOString(),
      project_slug: defaults.project,
      ...g,
      ...(g.ts === undefined ? {} : { date: g.ts }),
      ts: undefined,
    },
    RECORD_ORDER,
  );
  const entry = validate<BuilderSession>(builderSchema, out);
  if (entry.assignment !== undefined && f.looksLikeInstruction(entry.assignment))
    throw rejected("assignment", "a real-world task for the builder, not an instruction to the agent");
  return f.redactDeep(entry);
}

export interface BuilderProfile {
  /** Logged sessions (resources lines excluded). */
  sessionCount: number;
  /** Tier of the next session (number sessionCount + 1). */
  tier: Tier;
  next?: { tier: Tier; at: number };
  lastProject: string;
  lastAssignment: string;
  lastDesign: string;
  designCount: number;
  designTitles: string[];
  signals: [string, number][];
  totalSignals: number;
  crossProject: boolean;
  nudgeEligible: boolean;
  resourcesShown: string[];
  topics: string[];
  /** One entry per logged session: number, date, mode, tier, project. */
  progression: { session: number; date: string; mode: Mode; tier: Tier; project: string }[];
  /** Lines that were not JSON objects. */
  bad: number;
}

export function readBuilderProfile(paths: StatePaths): BuilderProfile {
  const { records, bad } = readRecords<Partial<BuilderSession>>(paths.builderProfile);
  return summarize(records, bad);
}

export function summarize(records: Partial<BuilderSession>[], bad = 0): BuilderProfile {
  const real = records.filter((e) => e.mode !== "resources");
  const count = real.length;
  const last = real[count - 1] ?? {};
  const prev = real[count - 2] ?? {};
  const signals = new Map<string, number>();
  const resources = new Set<string>();
  const topics = new Set<string>();
  for (const e of records) {
    for (const s of list(e.signals)) signals.set(s, (signals.get(s) ?? 0) + 1);
    for (const r of list(e.resources_shown)) resources.add(r);
    for (const t of list(e.topics)) topics.add(t);
  }
  const totalSignals = [...signals.values()].reduce((a, b) => a + b, 0);
  const withDesign = real.filter((e) => typeof e.design_doc === "string" && e.design_doc);
  const tier = tierFor(count + 1);
  return {
    sessionCount: count,
    tier,
    next: nextTier(tier),
    lastProject: text(last.project_slug),
    lastAssignment: text(last.assignment),
    lastDesign: text(last.design_doc),
    designCount: withDesign.length,
    designTitles: withDesign.map((e) => text(e.project_slug) || "unknown"),
    signals: [...signals],
    totalSignals,
    crossProject: Boolean(prev.project_slug && last.project_slug && prev.project_slug !== last.project_slug),
    // The builder-to-founder nudge: someone who keeps coming back to build, with evidence.
    nudgeEligible: real.filter((e) => e.mode === "builder").length >= 3 && totalSignals >= 5,
    resourcesShown: [...resources],
    topics: [...topics],
    progression: real.map((e, i) => ({
      session: i + 1,
      date: text(e.date),
      mode: e.mode as Mode,
      tier: tierFor(i + 1),
      project: text(e.project_slug),
    })),
    bad,
  };
}

/**
 * Appends a session: a startup/builder session gets its number and tier (the count so far + 1),
 * counted under the file's lock so two sessions ending together get different numbers;
 * a resources line gets neither and needs no lock.
 */
export async function logBuilderSession(paths: StatePaths, entry: BuilderSession): Promise<BuilderSession> {
  const rec = { ...entry };
  if (rec.mode === "resources") {
    appendRecord(paths.builderProfile, rec);
    return rec;
  }
  return withLock(paths.builderProfile, () => {
    rec.session = readBuilderProfile(paths).sessionCount + 1;
    rec.tier = tierFor(rec.session);
    appendRecord(paths.builderProfile, rec);
    return rec;
  });
}

/** gstack's KEY: VALUE lines (plus NEXT_TIER lines), one value per line without control characters. */
export function formatProfile(p: BuilderProfile): string {
  const lines: [string, string][] = [
    ["SESSION_COUNT", String(p.sessionCount)],
    ["TIER", p.tier],
    ["NEXT_TIER", p.next ? p.next.tier : "none"],
    ["SESSIONS_TO_NEXT_TIER", p.next ? String(p.next.at - (p.sessionCount + 1)) : "0"],
    ["LAST_PROJECT", p.lastProject],
    ["LAST_ASSIGNMENT", p.lastAssignment],
    ["LAST_DESIGN_TITLE", p.lastDesign],
    ["DESIGN_COUNT", String(p.designCount)],
    ["DESIGN_TITLES", JSON.stringify(p.designTitles)],
    ["ACCUMULATED_SIGNALS", p.signals.map(([k, v]) => `${k}:${v}`).join(",")],
    ["TOTAL_SIGNAL_COUNT", String(p.totalSignals)],
    ["CROSS_PROJECT", String(p.crossProject)],
    ["NUDGE_ELIGIBLE", String(p.nudgeEligible)],
    ["RESOURCES_SHOWN", p.resourcesShown.join(",")],
    ["RESOURCES_SHOWN_COUNT", String(p.resourcesShown.length)],
    ["TOPICS", p.topics.join(",")],
  ];
  return lines.map(([k, v]) => `${k}: ${flat(v)}\n`).join("");
}

/** The profile as JSON, keys named like the KEY: VALUE lines. */
export function profileJson(p: BuilderProfile) {
  return {
    session_count: p.sessionCount,
    tier: p.tier,
    next_tier: p.next?.tier ?? null,
    sessions_to_next_tier: p.next ? p.next.at - (p.sessionCount + 1) : 0,
    last_project: p.lastProject,
    last_assignment: p.lastAssignment,
    last_design_title: p.lastDesign,
    design_count: p.designCount,
    design_titles: p.designTitles,
    accumulated_signals: Object.fromEntries(p.signals),
    total_signal_count: p.totalSignals,
    cross_project: p.crossProject,
    nudge_eligible: p.nudgeEligible,
    resources_shown: p.resourcesShown,
    topics: p.topics,
    progression: p.progression,
    bad_lines: p.bad,
  };
}

function list(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

function text(v: unknown): string {
  return typeof v === "string" ? v : "";
}

function flat(v: string): string {
  return v.replace(/[\u0000-\u001f\u007f]+/g, " ");
}
