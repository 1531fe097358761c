// Eureka moments (analytics/eureka.jsonl): first-principles insights that contradict conventional
// wisdom, in gstack's shape {ts, skill, branch, insight}. They are read back into prompts
// (/office-hours loads the last few), so instruction-like text is refused and secrets redacted.
import type { StatePaths } from "../state/paths.ts";
import { appendRecord, compactRecords, readTail, type CompactResult } from "../state/jsonl.ts";
import * as f from "./fields.ts";
import { rejected } from "../core/errors.ts";
import { compactIfLarge, keepRecent, retentionSettings, type Retention } from "./retention.ts";

export interface EurekaRecord {
  ts: string;
  skill: string;
  branch: string;
  insight: string;
  project?: string;
}

const KNOWN = ["ts", "skill", "branch", "insight", "project"] as const;
const SKILL = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;
const NAME = /^[a-zA-Z0-9._-]{1,200}$/;

/** Checks and normalizes one eureka record; throws naming the first bad field. */
export function validateEureka(obj: unknown, defaults: { branch?: string; project?: string } = {}, now = new Date()): EurekaRecord {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = obj as f.Json;
  for (const k of Object.keys(rec)) if (!(KNOWN as readonly string[]).includes(k)) throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  const skill = f.textField(rec, "skill", { required: true, pattern: SKILL, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" })!;
  const insight = f.textField(rec, "insight", { required: true, max: 2000, allowed: "one line of at most 2000 characters" })!;
  if (f.looksLikeInstruction(insight)) throw rejected("insight", "an observation, not an instruction to the agent");
  // gstack fills branch from `git branch --show-current`, which is empty when detached: allowed.
  const branch = f.textField(rec, "branch", { max: 256 }) ?? defaults.branch ?? "";
  const project = f.textField(rec, "project", { pattern: NAME, allowed: "a project slug ([a-zA-Z0-9._-])" }) ?? defaults.project;
  if (project !== undefined && /^\.+$/.test(project)) throw rejected("project", "a project slug, not only dots", project);
  const out: EurekaRecord = { ts: f.isoTs(rec) ?? now.toISOString(), skill, branch, insight };
  if (project !== undefined) out.project = project;
  return f.redactDeep(out);
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
export function recentEureka(paths: StatePaths, limit: number, project?: string): { records: EurekaRecord[]; bad: number } {
  return readTail<EurekaRecord>(paths.eureka, { limit, accept: (r) => project === undefined || r.project === project });
}
