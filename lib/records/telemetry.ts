// Local skill-usage analytics (analytics/skill-usage.jsonl), gstack's versioned record. Off by
// default; DO_NOT_TRACK=1 forces it off; nothing is ever sent anywhere.
import { readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import pkg from "../../package.json" with { type: "json" };
import type { StatePaths } from "../state/paths.ts";
import { countActiveSessions } from "../state/sessions.ts";
import { appendRecord, compactRecords, readTail, scanRecords, type CompactResult } from "../state/jsonl.ts";
import { rejected } from "../core/errors.ts";
import * as f from "./fields.ts";
import { compactIfLarge, keepRecent, lineBytes, retentionSettings, type Retention } from "./retention.ts";
import { OUT_OF_ORDER_SLACK_MS } from "./timeline.ts";
import { SKILL_PATTERN } from "./fields.ts";
import { redactErrorMessage } from "./error-message.ts";
import { pendingMarkers, removeOwnPending, sanitizeField } from "./telemetry-gate.ts";

export { sanitizeField, telemetryEnabled } from "./telemetry-gate.ts";

export const TELEMETRY_TIERS = ["off", "anonymous", "community"] as const;

/** One skill run, as gstack-telemetry-log writes it (record version 1). */
export interface SkillUsage {
  v: 1;
  ts: string;
  event_type: string;
  skill: string;
  session_id: string;
  gstack_version: string;
  os: string;
  arch: string;
  duration_s: number | null;
  outcome: string;
  error_class: string | null;
  error_message: string | null;
  failed_step: string | null;
  used_browse: boolean;
  sessions: number;
  /** The community tier's installation-id under the state root (a UUID), else null. Never sent anywhere. */
  installation_id: string | null;
  source: string;
  /** gstack's security-event fields (--url-domain, --payload-hash, --confidence, --layer, --verdict). */
  security_url_domain: string | null;
  security_payload_hash: string | null;
  security_confidence: number | null;
  security_layer: string | null;
  security_verdict: string | null;
  _repo_slug: string;
  _branch: string;
}

/** What a caller supplies; the rest is filled in. */
export interface SkillUsageInput {
  skill: string;
  ts?: string;
  event_type?: string;
  session_id?: string;
  duration_s?: number | null;
  outcome?: string;
  error_class?: string | null;
  error_message?: string | null;
  failed_step?: string | null;
  used_browse?: boolean;
  source?: string;
  installation_id?: string | null;
  security_url_domain?: string | null;
  security_payload_hash?: string | null;
  security_confidence?: string | number | null;
  security_layer?: string | null;
  security_verdict?: string | null;
}

const SESSION = /^[a-zA-Z0-9_.:-]{1,128}$/;
const MAX_DURATION_S = 86_400;
export const INSTALLATION_ID = /^[a-f0-9-]{32,36}$/;

/** As gstack's awk `v+0`: the leading number of the text (0 when there is none), kept only within 0..1, 4 decimals. */
function confidenceOf(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 && v <= 1 ? Math.round(v * 1e4) / 1e4 : null;
  if (typeof v !== "string" || v === "") return null;
  const m = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(v);
  return confidenceOf(m ? Number(m[0]) : 0);
}

/** A whole number of seconds up to 24 hours, else null (gstack keeps only digits). */
function durationOf(v: unknown): number | null {
  const n = typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_DURATION_S ? n : null;
}

/**
 * A complete record from the caller's fields, sanitised rather than refused (gstack's logger is
 * fire-and-forget). As in gstack, a duration over 24 hours is stored as null; error_message is
 * redacted (null when a credential cannot be masked safely) and cut to 200 characters.
 */
export function skillUsageRecord(
  paths: StatePaths,
  input: SkillUsageInput | f.Json,
  now: Date = new Date(),
): SkillUsage {
  const rec = input as f.Json;
  let ts: string | undefined;
  try {
    ts = f.isoTs(rec);
  } catch {
    /* a bad ts gets the current time */
  }
  // Quotes stay in a message (JSON escapes them); control characters become spaces.
  const message = typeof rec.error_message === "string" ? rec.error_message.slice(0, 100_000) : undefined;
  const step = sanitizeField(rec.failed_step);
  const id = rec.installation_id;
  return {
    v: 1,
    ts: ts ?? now.toISOString().replace(/\.\d{3}Z$/, "Z"),
    event_type: sanitizeField(rec.event_type) || "skill_run",
    skill: sanitizeField(rec.skill) ?? "",
    session_id: sanitizeField(rec.session_id) ?? "",
    gstack_version: pkg.version,
    os: process.platform,
    arch: process.arch === "x64" ? "x86_64" : process.arch,
    duration_s: durationOf(rec.duration_s),
    outcome: sanitizeField(rec.outcome) || "unknown",
    error_class: sanitizeField(rec.error_class) || null,
    error_message: message ? redactErrorMessage(message) : null,
    failed_step: step ? f.redactSecrets(step).slice(0, 200) : null,
    used_browse: rec.used_browse === true,
    sessions: Math.max(1, safeCount(paths)),
    installation_id: typeof id === "string" && INSTALLATION_ID.test(id) ? id : null,
    source: sanitizeField(rec.source) || "live",
    security_url_domain: sanitizeField(rec.security_url_domain) || null,
    security_payload_hash: sanitizeField(rec.security_payload_hash) || null,
    security_confidence: confidenceOf(rec.security_confidence),
    security_layer: sanitizeField(rec.security_layer) || null,
    security_verdict: sanitizeField(rec.security_verdict) || null,
    _repo_slug: paths.slug,
    _branch: paths.branch,
  };
}

function safeCount(paths: StatePaths): number {
  try {
    return countActiveSessions(paths);
  } catch {
    return 1;
  }
}

/** Appends one skill run (normalized by skillUsageRecord); compacts past jsonl_max_bytes (a failure goes to `warnings`). */
export async function appendSkillUsage(
  paths: StatePaths,
  rec: SkillUsage | SkillUsageInput,
  warnings?: string[],
): Promise<SkillUsage> {
  const full = "v" in rec && rec.v === 1 ? (rec as SkillUsage) : skillUsageRecord(paths, rec);
  const size = appendRecord(paths.skillUsage, full);
  await compactIfLarge(paths, size, (r) => compactSkillUsage(paths, r), lineBytes(full), warnings);
  return full;
}

/** Drops runs older than retention_days, then the oldest beyond half of jsonl_max_bytes. */
export async function compactSkillUsage(paths: StatePaths, r?: Retention): Promise<CompactResult> {
  const settings = r ?? (await retentionSettings(paths));
  return compactRecords<{ ts?: unknown }>(paths.skillUsage, (records) => keepRecent(records, settings));
}

/**
 * gstack's preamble leaves analytics/.pending-<session> at a skill's start; the telemetry call
 * at its end removes its own. Others are runs that never finished: with telemetry on they are
 * logged as outcome unknown, then removed.
 */
export async function settlePending(
  paths: StatePaths,
  sessionId: string,
  enabled: boolean,
  warnings?: string[],
): Promise<number> {
  if (!enabled) {
    removeOwnPending(paths, sessionId);
    return 0;
  }
  const { dir, names } = pendingMarkers(paths);
  let logged = 0;
  for (const name of names) {
    const sid = name.slice(".pending-".length);
    const path = join(dir, name);
    if (sid !== sessionId) {
      let marker: f.Json = {};
      try {
        marker = JSON.parse(readFileSync(path, "utf8")) as f.Json;
      } catch {
        /* unreadable marker: still finish it */
      }
      try {
        const skill = typeof marker.skill === "string" && SKILL_PATTERN.test(marker.skill) ? marker.skill : "unknown";
        const ts = typeof marker.ts === "string" && !Number.isNaN(Date.parse(marker.ts)) ? marker.ts : undefined;
        const sess = SESSION.test(sid) ? sid : undefined;
        await appendSkillUsage(
          paths,
          skillUsageRecord(paths, { skill, ts, session_id: sess, outcome: "unknown" }),
          warnings,
        );
        logged++;
      } catch {
        /* a marker never stops the real record */
      }
    }
    try {
      unlinkSync(path);
    } catch {
      /* raced with another finisher */
    }
  }
  return logged;
}

// ---------------------------------------------------------------------------------------------
// The dashboard.

export const WINDOWS = {
  "24h": { days: 1, label: "last 24 hours" },
  "7d": { days: 7, label: "last 7 days" },
  "14d": { days: 14, label: "last 14 days" },
  "30d": { days: 30, label: "last 30 days" },
  all: { days: 0, label: "all time" },
} as const;
export type Window = keyof typeof WINDOWS;

export interface SkillStats {
  skill: string;
  runs: number;
  /** Mean of the positive durations, rounded; 0 when none. */
  avg_duration_s: number;
}

export interface UsageReport {
  window: Window;
  label: string;
  /** False when analytics/skill-usage.jsonl does not exist; empty when it has no lines. */
  file: "missing" | "empty" | "ok";
  runs: number;
  success: number;
  errors: number;
  success_rate: number;
  total_duration_s: number;
  skills: SkillStats[];
}

/** A run counts when it has a ts, is a skill_run (or older, untyped) and not a hook firing. */
function isRun(r: Record<string, unknown>): boolean {
  if (typeof r.ts !== "string") return false;
  if (r.event === "hook_fire") return false;
  return r.event_type === undefined || r.event_type === "skill_run";
}

/**
 * Usage over a window; 7d and 30d read backward from the end of the file only, `all` streams
 * the whole file (ndjson, through scanRecords) keeping only the runs.
 */
export async function usageReport(paths: StatePaths, window: Window, now = Date.now()): Promise<UsageReport> {
  const { days, label } = WINDOWS[window];
  const report: UsageReport = {
    window,
    label,
    file: "ok",
    runs: 0,
    success: 0,
    errors: 0,
    success_rate: 100,
    total_duration_s: 0,
    skills: [],
  };
  const read = async (file: string): Promise<Record<string, unknown>[]> => {
    if (!days) {
      const runs: Record<string, unknown>[] = [];
      await scanRecords(file, (r) => void (isRun(r) && runs.push(r)));
      return runs;
    }
    const cutoff = now - days * 86_400_000;
    return readTail(file, {
      stop: (x) => f.tsMs(x) < cutoff - OUT_OF_ORDER_SLACK_MS,
      accept: (x) => isRun(x) && f.tsMs(x) >= cutoff,
    }).records;
  };
  // This machine's runs plus other devices' (gstack-sync, only where they opted in to carry them).
  const files = [paths.skillUsage, ...paths.peers(paths.skillUsage).map((p) => p.file)];
  const records = (await Promise.all(files.map(read))).flat();
  if (!records.length) {
    report.file = fileState(paths);
    return report;
  }
  const bySkill = new Map<string, { runs: number; dur: number; durN: number }>();
  for (const r of records) {
    report.runs++;
    if (r.outcome === undefined || r.outcome === "success") report.success++;
    if (r.outcome === "error") report.errors++;
    const d = typeof r.duration_s === "number" && r.duration_s > 0 ? r.duration_s : 0;
    report.total_duration_s += d;
    const skill = typeof r.skill === "string" ? r.skill : "unknown";
    const s = bySkill.get(skill) ?? { runs: 0, dur: 0, durN: 0 };
    s.runs++;
    if (d) {
      s.dur += d;
      s.durN++;
    }
    bySkill.set(skill, s);
  }
  report.total_duration_s = Math.round(report.total_duration_s);
  report.success_rate = report.runs ? Math.floor((report.success * 100) / report.runs) : 100;
  // As gstack's `sort -rn`: most runs first, ties in reverse name order.
  report.skills = [...bySkill]
    .map(([skill, s]) => ({ skill, runs: s.runs, avg_duration_s: s.durN ? Math.round(s.dur / s.durN) : 0 }))
    .sort((a, b) => b.runs - a.runs || (a.skill < b.skill ? 1 : a.skill > b.skill ? -1 : 0));
  return report;
}

function fileState(paths: StatePaths): "missing" | "empty" | "ok" {
  try {
    return readFileSync(paths.skillUsage).length ? "ok" : "empty";
  } catch {
    return "missing";
  }
}

function duration(s: number): string {
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m`;
  return `${s}s`;
}

/** gstack-analytics' text dashboard. */
export function formatUsageReport(r: UsageReport): string {
  if (r.file === "missing") {
    return "gstack usage — no data yet\n\nUsage data will appear here after you use gstack skills\nwith telemetry enabled (gstack-config set telemetry anonymous).\n";
  }
  if (r.file === "empty") return "gstack usage — no data yet\n";
  if (!r.runs) return `gstack usage (${r.label}) — no skill runs found\n`;
  const lines = [`gstack usage (${r.label})`, "━".repeat(40)];
  const max = r.skills[0]?.runs ?? 1;
  for (const s of r.skills) {
    const bar = "█".repeat(Math.max(1, Math.floor((s.runs * 20) / max)));
    const avg = s.avg_duration_s >= 60 ? `${Math.floor(s.avg_duration_s / 60)}m` : `${s.avg_duration_s}s`;
    lines.push(`  /${s.skill.replace(/[\u0000-\u001f\u007f]/g, " ").padEnd(20)} ${bar}  ${s.runs} runs  (avg ${avg})`);
  }
  lines.push(
    "",
    `Success rate: ${r.success_rate}% | Errors: ${r.errors} | Total time: ${duration(r.total_duration_s)}`,
    `Events: ${r.runs} skill runs`,
  );
  return `${lines.join("\n")}\n`;
}

/** Parses the window argument. */
export function parseWindow(arg: string | undefined): Window {
  if (arg === undefined) return "7d";
  if (arg in WINDOWS) return arg as Window;
  throw rejected("window", `one of ${Object.keys(WINDOWS).join(", ")}`, arg);
}
