// Conditional activation: a skill with `paths` globs is listed (and may load) only after a file
// matching one of them has been touched in the session. `activate --paths FILE...` records the
// skills it activates, and the nested skills roots found from those files, in
// <state root>/loader/activations/<session>.json; activation lasts for the session.
// `activate --hook` takes the same files from a Claude Code PreToolUse/PostToolUse hook payload.
import { join } from "node:path";
import { readIfExists, removeStale, writeFileAtomic } from "../state/fs.ts";
import { withLock } from "../state/lock.ts";
import { rejected } from "../core/errors.ts";
import { isObject, parseHookJson } from "../hooks/payload.ts";
import { matchPaths } from "./score.ts";
import type { Skill } from "./types.ts";

/** Activation files untouched for this long are removed when another one is written. */
const KEEP_MS = 7 * 86_400_000;

export interface ActivatedSkill {
  ts: string;
  /** The file that matched, relative to the working directory. */
  file: string;
  pattern: string;
  path: string;
}

export interface ActivationRecord {
  version: 1;
  session: string;
  updated: string;
  skills: Record<string, ActivatedSkill>;
  nested_roots: string[];
}

/** What `activate --hook` takes from a hook payload: the files, and the session and cwd if given. */
export interface HookInput {
  session?: string;
  cwd?: string;
  tool?: string;
  files: string[];
}

/** tool_input fields that name a file (Read, Edit, MultiEdit, Write; Glob and Grep; NotebookEdit). */
const HOOK_PATH_FIELDS = ["file_path", "path", "notebook_path"] as const;

/**
 * Parses a Claude Code hook payload ({session_id, cwd, tool_name, tool_input: {file_path | path |
 * notebook_path}}). Parsed as JSON, never pattern-matched: a path inside a Write's content must not
 * count. Absent fields are fine (no files: nothing to do); present fields of the wrong shape are
 * rejected, naming the field.
 */
export function parseHookInput(text: string): HookInput {
  const { fields: v, session_id, cwd } = parseHookJson(text);
  const out: HookInput = { files: [] };
  if (session_id !== undefined) out.session = session_id;
  if (cwd !== undefined) out.cwd = cwd;
  const tool = v.tool_name;
  if (tool !== undefined && tool !== null) {
    if (typeof tool !== "string") throw rejected("tool_name", "a string", tool);
    out.tool = tool;
  }
  const input = v.tool_input;
  if (input === undefined || input === null) return out;
  if (!isObject(input)) throw rejected("tool_input", "a JSON object", input);
  for (const key of HOOK_PATH_FIELDS) {
    const f = input[key];
    if (f === undefined || f === null) continue;
    if (typeof f !== "string" || !f || f.length > 4096 || /[\u0000-\u001f\u007f]/.test(f)) {
      throw rejected(`tool_input.${key}`, "a non-empty path of at most 4096 characters without control characters", f);
    }
    if (!out.files.includes(f)) out.files.push(f);
  }
  return out;
}

export function emptyRecord(session: string): ActivationRecord {
  return { version: 1, session, updated: new Date(0).toISOString(), skills: {}, nested_roots: [] };
}

/** Reads a session's record; missing or unreadable: nothing activated. */
export function readActivations(path: string, session: string): ActivationRecord {
  let text: string | undefined;
  try {
    text = readIfExists(path);
  } catch {
    return emptyRecord(session);
  }
  if (!text) return emptyRecord(session);
  try {
    const v = JSON.parse(text) as ActivationRecord;
    if (v?.version === 1 && v.skills && typeof v.skills === "object" && !Array.isArray(v.skills)) {
      return {
        ...v,
        nested_roots: Array.isArray(v.nested_roots) ? v.nested_roots.filter((r) => typeof r === "string") : [],
      };
    }
  } catch {
    /* corrupt: treat as empty, rewritten on the next activation */
  }
  return emptyRecord(session);
}

export interface Activation {
  skill: Skill;
  file: string;
  pattern: string;
}

/** Conditional skills that the files activate (files relative to the working directory). */
export function matchConditional(skills: readonly Skill[], files: readonly string[]): Activation[] {
  const out: Activation[] = [];
  for (const skill of skills) {
    if (!skill.valid || !skill.meta.paths.length) continue;
    const hit = matchPaths(skill, files);
    if (hit) out.push({ skill, ...hit });
  }
  return out;
}

/** Adds activations and nested roots to the session's record (locked, atomic). Returns the new names. */
export async function recordActivations(
  path: string,
  session: string,
  found: readonly Activation[],
  nested: readonly string[],
  now: number,
): Promise<{ added: string[]; record: ActivationRecord }> {
  return withLock(path, () => {
    const rec = readActivations(path, session);
    const ts = new Date(now).toISOString();
    const added: string[] = [];
    for (const a of found) {
      if (rec.skills[a.skill.name]) continue;
      rec.skills[a.skill.name] = { ts, file: a.file, pattern: a.pattern, path: a.skill.file };
      added.push(a.skill.name);
    }
    const roots = [...new Set([...rec.nested_roots, ...nested])].sort();
    const changed = added.length > 0 || roots.length !== rec.nested_roots.length;
    const next: ActivationRecord = {
      version: 1,
      session,
      updated: changed ? ts : rec.updated,
      skills: rec.skills,
      nested_roots: roots,
    };
    if (changed) {
      writeFileAtomic(path, `${JSON.stringify(next, null, 1)}\n`);
      removeStale(join(path, ".."), ".json", KEEP_MS, now, path);
    }
    return { added, record: next };
  });
}
