// The design taste profile (projects/<slug>/taste-profile.json, gstack's schema v1): approved
// and rejected fonts, colors, layouts and aesthetics, with confidence that decays 5% a week.
import { copyFileSync, readFileSync } from "node:fs";
import type { StatePaths } from "../state/paths.ts";
import { writeFileAtomic } from "../state/fs.ts";
import { GstackError, ioError, rejected } from "../core/errors.ts";
import * as f from "./fields.ts";
import { validate } from "../schema/validate.ts";
import { validate as sessionSchema } from "../schema/generated/taste-profile.session.js";

export const DIMENSIONS = ["fonts", "colors", "layouts", "aesthetics"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type TasteAction = "approved" | "rejected";
export const SESSION_CAP = 50;
const DECAY_PER_WEEK = 0.05;
const WEEK_MS = 7 * 86_400_000;

export interface Preference {
  value: string;
  /** Share of this bucket's verdicts among all verdicts on the value, Laplace-smoothed (0-1). */
  confidence: number;
  approved_count: number;
  rejected_count: number;
  last_seen: string;
}

export interface TasteSession {
  ts: string;
  action: TasteAction;
  variant: string;
  reason?: string;
}

export interface TasteProfile {
  version: 1;
  updated_at: string;
  dimensions: Record<Dimension, { approved: Preference[]; rejected: Preference[] }>;
  /** The last SESSION_CAP verdicts, oldest first. */
  sessions: TasteSession[];
}

export function tastePath(paths: StatePaths): string {
  return paths.project("taste-profile.json");
}

export function emptyTaste(now: Date = new Date()): TasteProfile {
  const dims = {} as TasteProfile["dimensions"];
  for (const d of DIMENSIONS) dims[d] = { approved: [], rejected: [] };
  return { version: 1, updated_at: now.toISOString(), dimensions: dims, sessions: [] };
}

const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : d);

/** Keeps the well-formed parts of a stored (or legacy, unversioned) profile. */
export function normalizeTaste(raw: unknown, now: Date = new Date()): TasteProfile {
  const out = emptyTaste(now);
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  const r = raw as Record<string, unknown>;
  if (typeof r.updated_at === "string") out.updated_at = r.updated_at;
  const dims = r.dimensions && typeof r.dimensions === "object" ? (r.dimensions as Record<string, unknown>) : {};
  for (const d of DIMENSIONS) {
    const src = dims[d] && typeof dims[d] === "object" ? (dims[d] as Record<string, unknown>) : {};
    for (const bucket of ["approved", "rejected"] as const) {
      const list = Array.isArray(src[bucket]) ? (src[bucket] as unknown[]) : [];
      for (const p of list) {
        if (!p || typeof p !== "object") continue;
        const e = p as Record<string, unknown>;
        if (typeof e.value !== "string" || !e.value) continue;
        out.dimensions[d][bucket].push({
          value: e.value,
          confidence: Math.min(1, num(e.confidence)),
          approved_count: Math.floor(num(e.approved_count)),
          rejected_count: Math.floor(num(e.rejected_count)),
          last_seen:
            typeof e.last_seen === "string" && !Number.isNaN(Date.parse(e.last_seen)) ? e.last_seen : out.updated_at,
        });
      }
    }
  }
  if (Array.isArray(r.sessions)) {
    for (const s of r.sessions.slice(-SESSION_CAP)) {
      if (!s || typeof s !== "object") continue;
      const e = s as Record<string, unknown>;
      if (
        typeof e.ts !== "string" ||
        (e.action !== "approved" && e.action !== "rejected") ||
        typeof e.variant !== "string"
      )
        continue;
      out.sessions.push({
        ts: e.ts,
        action: e.action,
        variant: e.variant,
        ...(typeof e.reason === "string" ? { reason: e.reason } : {}),
      });
    }
  }
  return out;
}

/**
 * The stored profile (an empty one when there is none). A file that is not JSON is an error
 * for writers (`strict`), so an update never silently replaces a profile someone can still fix.
 */
export function loadTaste(paths: StatePaths, strict = false): { profile: TasteProfile; warning?: string } {
  const path = tastePath(paths);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { profile: emptyTaste() };
    throw ioError(err, `cannot read ${path}`);
  }
  try {
    return { profile: normalizeTaste(JSON.parse(text)) };
  } catch {
    const msg = `${path}: not valid JSON; fix or remove it`;
    if (strict) throw new GstackError(`taste-profile.json: not valid JSON; fix or remove ${path}`, "rejected");
    return { profile: emptyTaste(), warning: msg };
  }
}

/**
 * `fonts: Inter, Söhne; colors: navy` -> { fonts: ["Inter", "Söhne"], colors: ["navy"] }.
 * A reason without such labels still records the verdict, just no preferences.
 */
export function extractSignals(reason: string | undefined): Partial<Record<Dimension, string[]>> {
  const out: Partial<Record<Dimension, string[]>> = {};
  if (!reason) return out;
  for (const m of reason.matchAll(/(fonts|colors|layouts|aesthetics):\s*([^;]+)/gi)) {
    const dim = m[1]!.toLowerCase() as Dimension;
    const values = m[2]!
      .split(",")
      .map((s) => s.trim().slice(0, 200))
      .filter(Boolean);
    out[dim] = [...(out[dim] ?? []), ...values];
  }
  return out;
}

export interface TasteInput {
  action: TasteAction;
  variant: string;
  reason?: string;
}

/** An update's fields, checked as the session entry they become (taste-profile.schema.json#/$defs/session); secrets redacted. */
export function toTasteInput(input: { action?: unknown; variant?: unknown; reason?: unknown }): TasteInput {
  const fields = f.given(input as f.Json, ["action", "variant", "reason"]);
  // The entry's ts is set when the verdict is recorded; any real one stands in here.
  const { action, variant, reason } = validate<TasteInput>(sessionSchema, { ts: new Date().toISOString(), ...fields });
  return {
    action,
    variant: f.redactSecrets(variant),
    ...(reason === undefined ? {} : { reason: f.redactSecrets(reason) }),
  };
}

/** lock.ts, loaded by the first write: `show` never locks (decision 0084). */
const lockModule = () => import("../state/lock.ts");

/**
 * Records one verdict: bumps each preference named in the reason, appends the session (keeping the
 * last 50), under the profile's lock, written atomically. Returns the profile and any drift notes
 * (a value now judged against a strong earlier verdict).
 */
export async function updateTaste(
  paths: StatePaths,
  input: TasteInput,
  now: Date = new Date(),
): Promise<{ profile: TasteProfile; notes: string[] }> {
  const path = tastePath(paths);
  const { withLock } = await lockModule();
  return withLock(path, () => {
    // As gstack's: a profile that is not JSON is set aside (kept as .corrupt) and the verdict
    // starts an empty one, with a WARN, rather than being lost.
    const { profile, warning } = loadTaste(paths);
    const notes: string[] = [];
    if (warning) {
      try {
        copyFileSync(path, `${path}.corrupt`);
      } catch {
        /* the warning still says what happened */
      }
      notes.push(`WARN: ${warning}; started from an empty profile (the old file is kept as ${path}.corrupt)`);
    }
    const stamp = now.toISOString();
    const signals = extractSignals(input.reason);
    for (const dim of DIMENSIONS) {
      for (const value of signals[dim] ?? []) {
        const other = input.action === "approved" ? "rejected" : "approved";
        const list = profile.dimensions[dim][input.action];
        const same = (p: Preference) => p.value.toLowerCase() === value.toLowerCase();
        let entry = list.find(same);
        if (!entry) {
          entry = { value, confidence: 0, approved_count: 0, rejected_count: 0, last_seen: stamp };
          list.push(entry);
        }
        if (input.action === "approved") entry.approved_count++;
        else entry.rejected_count++;
        entry.last_seen = stamp;
        // gstack computed approved/(n+1) for both buckets, which left every rejection at 0;
        // each bucket measures its own verdict.
        const total = entry.approved_count + entry.rejected_count;
        entry.confidence = (input.action === "approved" ? entry.approved_count : entry.rejected_count) / (total + 1);
        const opp = profile.dimensions[dim][other].find(same);
        if (opp && opp.approved_count + opp.rejected_count >= 3 && opp.confidence >= 0.6) {
          notes.push(
            `NOTE: taste drift — "${value}" previously ${other} with confidence ${opp.confidence.toFixed(2)}. Keep both signals; aggregate confidence will rebalance.`,
          );
        }
      }
    }
    profile.sessions.push({
      ts: stamp,
      action: input.action,
      variant: input.variant,
      ...(input.reason === undefined ? {} : { reason: input.reason }),
    });
    profile.sessions = profile.sessions.slice(-SESSION_CAP);
    profile.updated_at = stamp;
    writeFileAtomic(path, `${JSON.stringify(profile, null, 2)}\n`);
    return { profile, notes };
  });
}

/** A copy with each confidence decayed 5% per week since the preference was last seen. */
export function decayedTaste(profile: TasteProfile, now = Date.now()): TasteProfile {
  const out = structuredClone(profile);
  for (const d of DIMENSIONS) {
    for (const bucket of ["approved", "rejected"] as const) {
      for (const p of out.dimensions[d][bucket]) {
        const weeks = Math.max(0, (now - Date.parse(p.last_seen)) / WEEK_MS);
        p.confidence = Math.max(0, p.confidence * (1 - DECAY_PER_WEEK) ** weeks);
      }
    }
  }
  return out;
}

const flat = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ");

/** gstack-taste-update show's text: the top 3 approved and rejected per dimension, decayed. */
export function formatTaste(slug: string, decayed: TasteProfile): string {
  const lines = [`taste-profile.json (slug: ${slug}, sessions: ${decayed.sessions.length})`];
  for (const d of DIMENSIONS) {
    const top = (bucket: "approved" | "rejected", count: "approved_count" | "rejected_count") =>
      [...decayed.dimensions[d][bucket]].sort((a, b) => b.confidence * b[count] - a.confidence * a[count]).slice(0, 3);
    const app = top("approved", "approved_count");
    const rej = top("rejected", "rejected_count");
    if (!app.length && !rej.length) continue;
    lines.push("", `[${d}]`);
    const row = (p: Preference) =>
      `    ${flat(p.value)} — conf ${p.confidence.toFixed(2)} (+${p.approved_count}/-${p.rejected_count})`;
    if (app.length) lines.push("  approved (decayed):", ...app.map(row));
    if (rej.length) lines.push("  rejected:", ...rej.map(row));
  }
  return `${lines.join("\n")}\n`;
}

/** Rewrites a legacy or hand-edited profile in the current schema (under the lock). */
export async function migrateTaste(paths: StatePaths): Promise<TasteProfile> {
  const path = tastePath(paths);
  const { withLock } = await lockModule();
  return withLock(path, () => {
    const { profile } = loadTaste(paths, true);
    writeFileAtomic(path, `${JSON.stringify(profile, null, 2)}\n`);
    return profile;
  });
}

/** Checks an action word from the command line. */
export function tasteAction(word: string | undefined): TasteAction {
  if (word === "approved" || word === "rejected") return word;
  throw rejected("action", "approved or rejected", word);
}
