import {
  appendRecord2,
  compactRecords2
} from "./main-6406zc9r.mjs";
import {
  retentionSettings,
  compactIfLarge,
  lineBytes,
  realIsoTs,
  capBytes
} from "./main-b7m4k72b.mjs";
import {
  looksLikeInstruction,
  SKILL_PATTERN,
  str2,
  oneOf,
  int,
  bool,
  strArray,
  extras
} from "./main-98xawz64.mjs";
import {
  redactSecrets,
  redactDeep
} from "./main-b9j8fdrp.mjs";
import {
  rejected
} from "./main-4q1q6370.mjs";

// lib/records/learning-record.ts
var LEARNING_TYPES2 = ["pattern", "pitfall", "preference", "architecture", "tool", "operational", "investigation"];
var LEARNING_SOURCES = ["observed", "user-stated", "inferred", "cross-model"];
var KEY_PATTERN = /^[a-zA-Z0-9_-]+$/;
var KNOWN = ["skill", "type", "key", "insight", "confidence", "source", "files", "ts", "trusted", "retired", "share"];
function validateLearning(obj, now = new Date, userSaid) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = obj;
  const out = {};
  const skill = str2(rec, "skill", { pattern: SKILL_PATTERN, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" });
  if (skill !== undefined)
    out.skill = skill;
  out.type = oneOf(rec, "type", LEARNING_TYPES2, true);
  out.key = str2(rec, "key", { required: true, max: 128, pattern: KEY_PATTERN, allowed: "letters, digits, - and _ only (^[a-zA-Z0-9_-]+$, at most 128)" });
  const insight = str2(rec, "insight", { max: 4000 });
  if (insight !== undefined) {
    if (looksLikeInstruction(insight)) {
      throw rejected("insight", "an observation about the project, not an instruction to the agent (instruction-like text is refused)", insight);
    }
    out.insight = insight;
  }
  const retired = bool(rec, "retired");
  const confidence = int(rec, "confidence", { required: retired !== true, min: 1, max: 10 });
  if (confidence !== undefined)
    out.confidence = confidence;
  const source = oneOf(rec, "source", LEARNING_SOURCES);
  if (source !== undefined)
    out.source = source;
  const files = strArray(rec, "files", { max: 100, itemMax: 1024 });
  if (files !== undefined)
    out.files = files;
  out.ts = realIsoTs(rec) ?? now.toISOString();
  out.trusted = source === "user-stated" && insight !== undefined && userSaid !== undefined && userSaid(redactSecrets(insight));
  if (retired !== undefined)
    out.retired = retired;
  const share = oneOf(rec, "share", ["team", "private"]);
  if (share !== undefined)
    out.share = share;
  Object.assign(out, extras(rec, KNOWN));
  return redactDeep(out);
}
async function appendLearning(paths, rec) {
  const size = appendRecord2(paths.learnings, rec);
  await compactIfLarge(paths, size, (r) => compactLearnings2(paths, r), lineBytes(rec));
}
async function compactLearnings2(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.learnings, (records) => {
    const latest = new Map;
    records.forEach((rec, i) => {
      const dk = dedupKey(rec);
      if (dk === undefined)
        return;
      const ts = tsOf(rec);
      const seen = latest.get(dk);
      if (!seen || ts >= seen.ts)
        latest.set(dk, { i, ts });
    });
    const keepRetired = paths.peers(paths.learnings).length > 0;
    const keep = [...latest.values()].map((v) => v.i).filter((i) => keepRetired || !isRetired(records[i])).sort((a, b) => a - b).map((i) => records[i]);
    return capBytes(keep.sort((a, b) => tsOf(a) - tsOf(b)), settings.maxBytes / 2);
  });
}
function dedupKey(rec) {
  const { key, type } = rec;
  if (typeof key !== "string" || !key || typeof type !== "string" || !type)
    return;
  return JSON.stringify([type, key]);
}
function isRetired(rec) {
  return rec.retired === true;
}
function tsOf(rec) {
  const ms = typeof rec.ts === "string" ? Date.parse(rec.ts) : NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
}

export { LEARNING_TYPES2, validateLearning, appendLearning, compactLearnings2, dedupKey, isRetired };
