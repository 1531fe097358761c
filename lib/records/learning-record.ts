// One learning (projects/<slug>/learnings.jsonl): its fields, checks, append and compaction.
// Kept apart from the search index (learnings.ts) so that gstack-learnings-log, which runs on
// every skill start, loads only this.
import type { StatePaths } from "../state/paths.ts";
import { appendRecord, compactRecords, type CompactResult } from "../state/jsonl.ts";
import { rejected } from "../core/errors.ts";
import * as f from "./fields.ts";
import { validate } from "../schema/validate.ts";
import { validate as learningSchema } from "../schema/generated/learning.js";
import { compactIfLarge, lineBytes, capBytes, retentionSettings, type Retention } from "./retention.ts";
import type { LearningType } from "./learning-types.ts";

export { LEARNING_TYPES, type LearningType } from "./learning-types.ts";

export const LEARNING_SOURCES = ["observed", "user-stated", "inferred", "cross-model"] as const;
export type LearningSource = (typeof LEARNING_SOURCES)[number];

export interface Learning {
  skill?: string;
  type: LearningType;
  key: string;
  insight?: string;
  /** 1-10; may be left out only on a retirement. */
  confidence?: number;
  source?: LearningSource;
  /** True: the key+type is withdrawn (insight, if any, says why); search and count skip it. */
  retired?: boolean;
  files?: string[];
  ts: string;
  trusted: boolean;
  [extra: string]: unknown;
}

/** A search result: the stored record plus its decayed confidence and origin. */
export interface FoundLearning extends Learning {
  /** Confidence after decay (-1 per 30 days for observed/inferred), 0-10. */
  effective_confidence: number;
  /** True when the row comes from another project (only trusted rows do). */
  cross_project: boolean;
  /** The project slug the row comes from. */
  project: string;
  /** The other device it was written on (gstack-sync), when not this one. */
  device?: string;
  /** `<user>@<device>` of the teammate who wrote it (team remote); such rows are never trusted. */
  teammate?: string;
}

const KNOWN = [
  "skill",
  "type",
  "key",
  "insight",
  "confidence",
  "source",
  "files",
  "ts",
  "trusted",
  "retired",
  "share",
] as const;

/**
 * A learning from a caller's object: normalised (ts filled in, null fields left out, extras
 * bounded), checked against learning.schema.json, instruction-like insight refused, secrets
 * redacted; throws a GstackError naming the first bad field.
 * `trusted` is never taken from the caller: it is true only for source user-stated when
 * `userSaid` confirms the insight is the user's own words (lib/records/prompts.ts), so an
 * agent cannot vouch for its own learning.
 */
export function toLearning(obj: unknown, now: Date = new Date(), userSaid?: (insight: string) => boolean): Learning {
  const rec = f.object(obj);
  const out = f.given(rec, ["skill", "type", "key", "insight", "confidence", "source", "files", "ts"]);
  out.ts ??= now.toISOString();
  const insight = out.insight;
  // Checked on the redacted text, which is what the prompt store holds too.
  out.trusted =
    out.source === "user-stated" && typeof insight === "string" && userSaid?.(f.redactSecrets(insight)) === true;
  // "share": "team" lets gstack-sync carry it to a team remote; anything else stays with the user's devices.
  Object.assign(out, f.given(rec, ["retired", "share"]), f.extras(rec, KNOWN));
  const learning = validate<Learning>(learningSchema, out);
  if (typeof insight === "string" && f.looksLikeInstruction(insight)) {
    throw rejected(
      "insight",
      "an observation about the project, not an instruction to the agent (instruction-like text is refused)",
      insight,
    );
  }
  return f.redactDeep(learning);
}

/** Appends a validated learning; compacts the file past its size cap (a failure goes to `warnings`). */
export async function appendLearning(paths: StatePaths, rec: Learning, warnings?: string[]): Promise<void> {
  const size = appendRecord(paths.learnings, rec);
  await compactIfLarge(paths, size, (r) => compactLearnings(paths, r), lineBytes(rec), warnings);
}

/**
 * Drops superseded entries (all but the latest per key+type), retired learnings (whose latest
 * entry is a retirement: nothing older can win any more, so the retirement itself can go too)
 * and lines without a key or type. Should the rest still exceed half of jsonl_max_bytes, the oldest entries go as well.
 */
export async function compactLearnings(paths: StatePaths, r?: Retention): Promise<CompactResult> {
  const settings = r ?? (await retentionSettings(paths));
  return compactRecords<Record<string, unknown>>(paths.learnings, (records) => {
    const latest = new Map<string, { i: number; ts: number }>();
    records.forEach((rec, i) => {
      const dk = dedupKey(rec);
      if (dk === undefined) return;
      const ts = f.tsOrder(rec);
      const seen = latest.get(dk);
      if (!seen || ts >= seen.ts) latest.set(dk, { i, ts });
    });
    // With other devices' shards around (gstack-sync), a retirement must stay: it is what hides
    // their older entries of the key, here and on every machine that reads this one's shard.
    const keepRetired = paths.peers(paths.learnings).length > 0;
    const keep = [...latest.values()]
      .map((v) => v.i)
      .filter((i) => keepRetired || !isRetired(records[i]!))
      .sort((a, b) => a - b)
      .map((i) => records[i]!);
    return capBytes(
      keep.sort((a, b) => f.tsOrder(a) - f.tsOrder(b)),
      settings.maxBytes / 2,
    );
  });
}

/** Strings JSON.stringify writes as they are: no quote, backslash, control character or surrogate. */
const AS_IS = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** JSON [type, key]: the identity under which the latest entry wins; undefined without both. */
export function dedupKey(rec: Record<string, unknown>): string | undefined {
  const { key, type } = rec;
  if (typeof key !== "string" || !key || typeof type !== "string" || !type) return undefined;
  // Built directly when nothing needs escaping: the index computes one per line (0057).
  return AS_IS.test(type) && AS_IS.test(key) ? `["${type}","${key}"]` : JSON.stringify([type, key]);
}

/** Whether a record withdraws its key+type (only a boolean true counts). */
export function isRetired(rec: Record<string, unknown>): boolean {
  return rec.retired === true;
}
