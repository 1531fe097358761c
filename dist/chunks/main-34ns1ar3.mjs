import {
  checkSessionId2
} from "./main-rhf6bxff.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/hooks/payload.ts
import { isAbsolute } from "node:path";
import { statSync } from "node:fs";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function parseHookJson(text) {
  if (!text.trim())
    throw rejected("hook input", "Claude Code's hook JSON object on stdin (got nothing)");
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected("hook input", "Claude Code's hook JSON object on stdin (got invalid JSON)");
  }
  if (!isObject(v))
    throw rejected("hook input", `a JSON object (got ${Array.isArray(v) ? "an array" : v === null ? "null" : typeof v})`);
  const out = { fields: v };
  if (v.session_id !== undefined && v.session_id !== null)
    out.session_id = checkSessionId2(v.session_id, "session_id");
  const cwd = v.cwd;
  if (cwd !== undefined && cwd !== null) {
    if (typeof cwd !== "string" || !isAbsolute(cwd) || cwd.length > 4096 || /[\u0000-\u001f\u007f]/.test(cwd)) {
      throw rejected("cwd", "an absolute path of at most 4096 characters without control characters", cwd);
    }
    let dir = false;
    try {
      dir = statSync(cwd).isDirectory();
    } catch {}
    if (!dir)
      throw rejected("cwd", "an existing directory", cwd);
    out.cwd = cwd;
  }
  return out;
}

export { isObject, parseHookJson };
