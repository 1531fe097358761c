import {
  withLock
} from "./main-y6v3f0dz.mjs";
import {
  checkSessionId2
} from "./main-zzwk0d87.mjs";
import {
  matchPaths2
} from "./main-kn1rx62g.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-6qswcp4n.mjs";
import {
  rejected
} from "./main-r3mb620c.mjs";

// lib/loader/activation.ts
import { readdirSync, statSync, unlinkSync } from "node:fs";
import { isAbsolute, join } from "node:path";
var KEEP_MS = 7 * 86400000;
var HOOK_PATH_FIELDS = ["file_path", "path", "notebook_path"];
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function parseHookInput2(text) {
  if (!text.trim())
    throw rejected("hook input", "a hook's JSON object on stdin (got nothing)");
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    throw rejected("hook input", "a hook's JSON object on stdin (got invalid JSON)");
  }
  if (!isObject(v))
    throw rejected("hook input", "a JSON object", v);
  const out = { files: [] };
  const sid = v.session_id;
  if (sid !== undefined && sid !== null) {
    out.session = checkSessionId2(sid, "session_id");
  }
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
  const tool = v.tool_name;
  if (tool !== undefined && tool !== null) {
    if (typeof tool !== "string")
      throw rejected("tool_name", "a string", tool);
    out.tool = tool;
  }
  const input = v.tool_input;
  if (input === undefined || input === null)
    return out;
  if (!isObject(input))
    throw rejected("tool_input", "a JSON object", input);
  for (const key of HOOK_PATH_FIELDS) {
    const f = input[key];
    if (f === undefined || f === null)
      continue;
    if (typeof f !== "string" || !f || f.length > 4096 || /[\u0000-\u001f\u007f]/.test(f)) {
      throw rejected(`tool_input.${key}`, "a non-empty path of at most 4096 characters without control characters", f);
    }
    if (!out.files.includes(f))
      out.files.push(f);
  }
  return out;
}
function emptyRecord(session) {
  return { version: 1, session, updated: new Date(0).toISOString(), skills: {}, nested_roots: [] };
}
function readActivations2(path, session) {
  let text;
  try {
    text = readIfExists(path);
  } catch {
    return emptyRecord(session);
  }
  if (!text)
    return emptyRecord(session);
  try {
    const v = JSON.parse(text);
    if (v?.version === 1 && v.skills && typeof v.skills === "object" && !Array.isArray(v.skills)) {
      return { ...v, nested_roots: Array.isArray(v.nested_roots) ? v.nested_roots.filter((r) => typeof r === "string") : [] };
    }
  } catch {}
  return emptyRecord(session);
}
function matchConditional2(skills, files) {
  const out = [];
  for (const skill of skills) {
    if (!skill.valid || !skill.meta.paths.length)
      continue;
    const hit = matchPaths2(skill, files);
    if (hit)
      out.push({ skill, ...hit });
  }
  return out;
}
async function recordActivations2(path, session, found, nested, now) {
  return withLock(path, () => {
    const rec = readActivations2(path, session);
    const ts = new Date(now).toISOString();
    const added = [];
    for (const a of found) {
      if (rec.skills[a.skill.name])
        continue;
      rec.skills[a.skill.name] = { ts, file: a.file, pattern: a.pattern, path: a.skill.file };
      added.push(a.skill.name);
    }
    const roots = [...new Set([...rec.nested_roots, ...nested])].sort();
    const changed = added.length > 0 || roots.length !== rec.nested_roots.length;
    const next = { version: 1, session, updated: changed ? ts : rec.updated, skills: rec.skills, nested_roots: roots };
    if (changed) {
      writeFileAtomic(path, `${JSON.stringify(next, null, 1)}
`);
      sweep(join(path, ".."), now, path);
    }
    return { added, record: next };
  });
}
function sweep(dir, now, keep) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (p === keep || !n.endsWith(".json"))
      continue;
    try {
      if (now - statSync(p).mtimeMs > KEEP_MS)
        unlinkSync(p);
    } catch {}
  }
}

export { parseHookInput2, readActivations2, matchConditional2, recordActivations2 };
