// Timeline events (projects/<slug>/timeline.jsonl): skill started/completed, read back by /retro
// and the preamble. Reads go backward from the end of the file, so "the last 7 days" costs what
// those 7 days hold, not the whole history.
import type { StatePaths } from "../state/paths.ts";
import { appendRecord, compactRecords, readTail, type CompactResult } from "../state/jsonl.ts";
import * as f from "./fields.ts";
import { rejected } from "../core/errors.ts";
import { validate } from "../schema/validate.ts";
import { validate as timelineSchema } from "../schema/generated/timeline-event.js";
import { compactIfLarge, lineBytes, keepRecent, retentionSettings, type Retention } from "./retention.ts";

export const TIMELINE_EVENTS = ["started", "completed"] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENTS)[number];

/**
 * Concurrent appenders can land a few seconds out of order; a backward read stops only once
 * records are this much older than the window, so none inside it is missed.
 */
export const OUT_OF_ORDER_SLACK_MS = 5 * 60_000;

export interface TimelineEvent {
  skill: string;
  event: TimelineEventKind;
  branch?: string;
  session?: string;
  outcome?: string;
  duration_s?: number;
  ts: string;
  [extra: string]: unknown;
}

const KNOWN = ["skill", "event", "branch", "session", "outcome", "duration_s", "ts"] as const;

/**
 * An event from a caller's object: normalised (ts filled in, null fields left out, extras
 * bounded), checked against timeline-event.schema.json, secrets redacted; throws a GstackError
 * naming the first bad field.
 */
export function toTimelineEvent(obj: unknown, now: Date = new Date()): TimelineEvent {
  const rec = f.object(obj);
  const ev = f.given(rec, KNOWN);
  ev.ts ??= now.toISOString();
  Object.assign(ev, f.extras(rec, KNOWN));
  return f.redactDeep(validate<TimelineEvent>(timelineSchema, ev));
}

/** Appends a validated event; compacts the file past its size cap (a failure goes to `warnings`). */
export async function appendTimelineEvent(paths: StatePaths, ev: TimelineEvent, warnings?: string[]): Promise<void> {
  const size = appendRecord(paths.timeline, ev);
  await compactIfLarge(paths, size, (r) => compactTimeline(paths, r), lineBytes(ev), warnings);
}

/** Drops events older than retention_days, then the oldest beyond half of jsonl_max_bytes. */
export async function compactTimeline(paths: StatePaths, r?: Retention): Promise<CompactResult> {
  const settings = r ?? (await retentionSettings(paths));
  return compactRecords<TimelineEvent>(paths.timeline, (records) => keepRecent(records, settings));
}

export interface TimelineQuery {
  /** Only events at or after this time (ms since the epoch). */
  sinceMs?: number;
  /** At most this many events (the newest). */
  limit?: number;
  /** Only events whose `branch` equals this. */
  branch?: string;
}

export interface TimelineRead {
  /** Newest first. */
  events: TimelineEvent[];
  /** Lines that were not JSON objects. */
  bad: number;
}

/**
 * Events newest first. With `sinceMs` the read goes backward from the end and stops at the first
 * event older than the window by more than OUT_OF_ORDER_SLACK_MS; events without a readable `ts`
 * are then left out, since their age is unknown.
 */
export function readTimeline(paths: StatePaths, q: TimelineQuery = {}): TimelineRead {
  const mine = readTimelineFile(paths.timeline, q);
  const peers = paths.peers(paths.timeline);
  if (!peers.length) return mine;
  // Other devices' events (gstack-sync): merged newest first by ts, never by file time.
  let bad = mine.bad;
  const all = [mine.events];
  for (const p of peers) {
    const r = readTimelineFile(p.file, q);
    bad += r.bad;
    all.push(r.events);
  }
  const events = all
    .flat()
    .map((e, i) => ({ e, i, ms: f.tsOrder(e) }))
    .sort((x, y) => y.ms - x.ms || x.i - y.i)
    .map((x) => x.e);
  return { events: q.limit === undefined ? events : events.slice(0, q.limit), bad };
}

function readTimelineFile(file: string, q: TimelineQuery): TimelineRead {
  const since = q.sinceMs;
  // readTail asks stop() then accept() about the same record: parse its ts once.
  let last: TimelineEvent | undefined;
  let lastMs = NaN;
  const ms = (e: TimelineEvent) => (e === last ? lastMs : ((last = e), (lastMs = f.tsMs(e))));
  const { records, bad } = readTail<TimelineEvent>(file, {
    limit: q.limit,
    stop: since === undefined ? undefined : (e) => ms(e) < since - OUT_OF_ORDER_SLACK_MS,
    accept: (e) => {
      if (q.branch !== undefined && e.branch !== q.branch) return false;
      if (since === undefined) return true;
      return ms(e) >= since;
    },
  });
  return { events: records, bad };
}

export interface TimelineSummary {
  /** Completed runs per skill, most first (ties by name). */
  completed: [skill: string, runs: number][];
  /** Distinct branches seen among the events. */
  branches: number;
}

/** Completed runs per skill and the number of branches, over the given events. */
export function summarizeTimeline(events: readonly TimelineEvent[]): TimelineSummary {
  const counts = new Map<string, number>();
  const branches = new Set<string>();
  for (const e of events) {
    if (e.event === "completed" && typeof e.skill === "string") counts.set(e.skill, (counts.get(e.skill) ?? 0) + 1);
    if (typeof e.branch === "string" && e.branch) branches.add(e.branch);
  }
  const completed = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { completed, branches: branches.size };
}

/** One line without control characters, for text that goes back into a prompt. */
function flat(v: unknown): string {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}

/**
 * gstack-timeline-read's text: `TIMELINE: 3 /review, 1 /ship across 2 branches` (when anything
 * completed), a blank line, `## Recent Events`, then one line per event, oldest first.
 */
export function formatTimeline(summary: TimelineSummary, recentOldestFirst: readonly TimelineEvent[]): string {
  const lines: string[] = [];
  if (summary.completed.length) {
    const runs = summary.completed.map(([s, n]) => `${n} /${flat(s)}`).join(", ");
    lines.push(`TIMELINE: ${runs} across ${summary.branches} branch${summary.branches !== 1 ? "es" : ""}`);
  }
  lines.push("", "## Recent Events");
  for (const e of recentOldestFirst) {
    const ts = flat(e.ts)
      .replace("T", " ")
      .replace(/\.\d+Z$/, "Z");
    const dur = e.duration_s ? ` (${flat(e.duration_s)}s)` : "";
    const outcome = e.outcome ? ` [${flat(e.outcome)}]` : "";
    const on = e.branch ? ` on ${flat(e.branch)}` : "";
    lines.push(`- ${ts} /${flat(e.skill)} ${flat(e.event)}${outcome}${dur}${on}`);
  }
  return `${lines.join("\n")}\n`;
}

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_592_000_000,
};

/** `N unit(s) ago` (second, minute, hour, day, week, month) or an ISO 8601 date/date-time, as ms. */
export function parseSince(text: string, now = Date.now()): number {
  const m = /^\s*(\d{1,9})\s*(second|minute|hour|day|week|month)s?\s+ago\s*$/i.exec(text);
  if (m) return now - Number(m[1]) * UNIT_MS[m[2]!.toLowerCase()]!;
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) {
    const ms = Date.parse(text.trim());
    if (!Number.isNaN(ms)) return ms;
  }
  throw rejected("--since", `"N unit ago" (unit: minute, hour, day, week, month) or an ISO date is allowed`, text);
}
