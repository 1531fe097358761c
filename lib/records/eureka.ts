// Eureka moments (analytics/eureka.jsonl): first-principles insights that contradict conventional
// wisdom, in gstack's shape {ts, skill, branch, insight}. They are read back into prompts
// (/office-hours loads the last few), so instruction-like text is refused and secrets redacted.
import type { StatePaths } from "../state/paths.ts";
import { appendRecord, compactRecords, readTail, type CompactResult } from "../state/jsonl.ts";
import * as f from "./fields.ts";
import { rejected } from "../core/errors.ts";
import { validate } from "../schema/validate.ts";
import { validate as eurekaSchema } from "../schema/generated/eureka.js";
import { compactIfLarge, keepRecent, retentionSettings, type Retention } from "./retention.ts";

export interface EurekaRecord {
  ts: string;
  skill: string;
  branch: string;
  insight: string;
  project?: string;
}

const KNOWN = ["ts", "skill", "branch", "insight", "project"] as const;

/**
 * A eureka record from a caller's object: branch and project filled in from `defaults` when not
 * given, checked against eureka.schema.json, instruction-like insight refused, secrets redacted;
 * throws a GstackError naming the first bad field.
 */
export function toEureka(
  obj: unknown,
  defaults: { branch?: string; project?: string } = {},
  now = new Date(),
): EurekaRecord {
  const rec = f.object(obj);
  // gstack fills branch from `git branch --show-current`, which is empty when detached: allowed.
  const out = f.given(
    { ts: now.toISOString(), branch: defaults.branch ?? "", project: defaults.project, ...f.given(rec, KNOWN) },
    KNOWN,
  );
  Object.assign(out, f.extras(rec, KNOWN));
  const checked = validate<EurekaRecord>(eurekaSchema, out);
  if (f.looksLikeInstruction(checked.insight))
    throw rejected("insight", "an observation, not an instruction to the agent");
  return f.redactDeep(checked);
}

/** Appends a validated insight; a compaction that failed goes to `warnings`. */
export async function appendEureka(paths: StatePaths, rec: EurekaRecord, warnings?: string[]): Promise<void> {
  const size = appendRecord(paths.eureka, rec);
  await compactIfLarge(paths, size, (r) => compactEureka(paths, r), undefined, warnings);
}

export async function compactEureka(paths: StatePaths, r?: Retention): Promise<CompactResult> {
  const settings = r ?? (await retentionSettings(paths));
  return compactRecords<EurekaRecord>(paths.eureka, (records) => keepRecent(records, settings));
}

/** The newest `limit` records, newest first, read backward from the end of the file. */
export function recentEureka(
  paths: StatePaths,
  limit: number,
  project?: string,
): { records: EurekaRecord[]; bad: number } {
  return readTail<EurekaRecord>(paths.eureka, { limit, accept: (r) => project === undefined || r.project === project });
}
