// Retention and size caps for the JSONL record files (timeline, analytics, learnings).
// Compaction is triggered from the size the append already knows, so the common case costs
// nothing: config.yaml is read only once a file passes the smallest allowed cap.
import type { StatePaths } from "../state/paths.ts";
import { tsMs } from "./fields.ts";
import { GstackError } from "../core/errors.ts";

/** The smallest jsonl_max_bytes config allows: below it no file can need compaction. */
export const MIN_JSONL_MAX_BYTES = 65_536;
/** The schema's maximum for jsonl_max_bytes: one locked compaction reads at most this much. */
export const MAX_JSONL_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_RETENTION_DAYS = 365;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DAY_MS = 86_400_000;

export interface Retention {
  retentionDays: number;
  maxBytes: number;
}

/** retention_days and jsonl_max_bytes from config.yaml; defaults when unset or unreadable. */
export async function retentionSettings(paths: StatePaths): Promise<Retention> {
  const read = async (key: string, fallback: number, min: number, max = Infinity): Promise<number> => {
    try {
      const { getConfig } = await import("../state/config.ts");
      const n = Number(await getConfig(paths.config, key));
      // Over the maximum (a hand edit): capped, so one locked compaction stays bounded.
      return Number.isInteger(n) && n >= min ? Math.min(n, max) : fallback;
    } catch {
      return fallback; // a broken config.yaml must not stop a record from being written
    }
  };
  return {
    retentionDays: await read("retention_days", DEFAULT_RETENTION_DAYS, 1),
    maxBytes: await read("jsonl_max_bytes", DEFAULT_MAX_BYTES, MIN_JSONL_MAX_BYTES, MAX_JSONL_MAX_BYTES),
  };
}

/**
 * Runs `compact` when a file of `size` bytes (as returned by appendRecord) is over the configured
 * cap. Returns whether it ran. A compaction that failed is a warning pushed to `warnings` (the
 * command prints it: no library module writes to stderr).
 *
 * Given `written` (the bytes just appended, see lineBytes), config.yaml is consulted only when the
 * append crossed a multiple of MIN_JSONL_MAX_BYTES, so most appends pay nothing; the file is then
 * compacted at most that many bytes after passing its cap.
 */
export async function compactIfLarge(
  paths: StatePaths,
  size: number,
  compact: (r: Retention) => Promise<unknown>,
  written?: number,
  warnings: string[] = [],
): Promise<boolean> {
  if (size <= MIN_JSONL_MAX_BYTES) return false;
  if (
    written !== undefined &&
    Math.floor((size - written) / MIN_JSONL_MAX_BYTES) === Math.floor(size / MIN_JSONL_MAX_BYTES)
  )
    return false;
  const r = await retentionSettings(paths);
  if (size <= r.maxBytes) return false;
  // The record is already written: a compaction that fails (full disk, a lock held too long)
  // must not make the append look failed, or a caller's retry would write it twice. The next
  // append over the cap tries again; gstack-doctor reports the oversized file meanwhile.
  try {
    await compact(r);
  } catch (err) {
    if (!(err instanceof GstackError)) throw err;
    warnings.push(`not compacted (the record was written): ${err.message.replace(/[\r\n]+/g, " ")}`);
    return false;
  }
  return true;
}

/** Bytes appendRecord writes for a record (its line). */
export function lineBytes(rec: object): number {
  return Buffer.byteLength(JSON.stringify(rec)) + 1;
}

/**
 * Keeps records younger than the retention window (records without a readable ts go too: their
 * age is unknowable and they would otherwise stay forever), then, if the rest still exceeds
 * half the size cap, drops the oldest until it fits, so the next appends do not compact again.
 */
export function keepRecent<T extends { ts?: unknown }>(records: T[], r: Retention, now = Date.now()): T[] {
  const cutoff = now - r.retentionDays * DAY_MS;
  return capBytes(
    records.filter((rec) => tsMs(rec) >= cutoff),
    r.maxBytes / 2,
  );
}

/** Drops records from the front (the oldest, in file order) until the encoded size fits `budget`. */
export function capBytes<T>(records: T[], budget: number): T[] {
  let total = 0;
  let start = records.length;
  while (start > 0) {
    const bytes = Buffer.byteLength(JSON.stringify(records[start - 1])) + 1;
    if (total + bytes > budget) break;
    total += bytes;
    start--;
  }
  return start === 0 ? records : records.slice(start);
}
