import {
  withLock2
} from "./main-jnxyrj1v.mjs";
import {
  matchPaths2
} from "./main-x8b6zxqw.mjs";
import {
  isObject,
  parseHookJson
} from "./main-34ns1ar3.mjs";
import {
  writeFileAtomic,
  readIfExists,
  removeStale
} from "./main-kt1qhm98.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/loader/activation.ts
import { join } from "node:path";
var KEEP_MS = 7 * 86400000;
var HOOK_PATH_FIELDS = ["file_path", "path", "notebook_path"];
function parseHookInput2(text) {
  const { fields: v, session_id, cwd } = parseHookJson(text);
  const out = { files: [] };
  if (session_id !== undefined)
    out.session = session_id;
  if (cwd !== undefined)
    out.cwd = cwd;
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
      return {
        ...v,
        nested_roots: Array.isArray(v.nested_roots) ? v.nested_roots.filter((r) => typeof r === "string") : []
      };
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
  return withLock2(path, () => {
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
    const next = {
      version: 1,
      session,
      updated: changed ? ts : rec.updated,
      skills: rec.skills,
      nested_roots: roots
    };
    if (changed) {
      writeFileAtomic(path, `${JSON.stringify(next, null, 1)}
`);
      removeStale(join(path, ".."), ".json", KEEP_MS, now, path);
    }
    return { added, record: next };
  });
}

export { parseHookInput2, readActivations2, matchConditional2, recordActivations2 };
