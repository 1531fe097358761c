// Claude Code's hook JSON on stdin, as every kit hook reads it: one JSON object, with an optional
// session_id (a safe session id) and cwd (an existing absolute directory). Each hook then takes
// its own further fields from `fields`.
import { isAbsolute } from "node:path";
import { statSync } from "node:fs";
import { rejected } from "../core/errors.ts";
import { checkSessionId } from "../state/session-id.ts";

export interface HookJson {
  fields: Record<string, unknown>;
  session_id?: string;
  cwd?: string;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Parses the hook input; a field of the wrong shape is rejected naming it. */
export function parseHookJson(text: string): HookJson {
  if (!text.trim()) throw rejected("hook input", "Claude Code's hook JSON object on stdin (got nothing)");
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected("hook input", "Claude Code's hook JSON object on stdin (got invalid JSON)");
  }
  // Not the value itself in the message: a deeply nested one would overflow the formatter.
  if (!isObject(v))
    throw rejected(
      "hook input",
      `a JSON object (got ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v})`,
    );
  const out: HookJson = { fields: v };
  if (v.session_id !== undefined && v.session_id !== null) out.session_id = checkSessionId(v.session_id, "session_id");
  const cwd = v.cwd;
  if (cwd !== undefined && cwd !== null) {
    if (typeof cwd !== "string" || !isAbsolute(cwd) || cwd.length > 4096 || /[\u0000-\u001f\u007f]/.test(cwd)) {
      throw rejected("cwd", "an absolute path of at most 4096 characters without control characters", cwd);
    }
    let dir = false;
    try {
      dir = statSync(cwd).isDirectory();
    } catch {
      /* missing: rejected below */
    }
    if (!dir) throw rejected("cwd", "an existing directory", cwd);
    out.cwd = cwd;
  }
  return out;
}
