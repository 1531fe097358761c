import {
  appendRecord2,
  compactRecords2
} from "./main-k6ny11s1.mjs";
import {
  validate5
} from "./main-9yrycj3r.mjs";
import {
  retentionSettings,
  compactIfLarge,
  lineBytes,
  capBytes
} from "./main-f7q2wh4f.mjs";
import {
  looksLikeInstruction,
  given,
  extras,
  object,
  tsOrder
} from "./main-ndsfx5fz.mjs";
import {
  validate9
} from "./main-73sq1dmy.mjs";
import {
  redactSecrets,
  redactDeep
} from "./main-n6wwwqst.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";
// lib/records/learning-record.ts
var KNOWN = [
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
  "share"
];
function toLearning(obj, now = new Date, userSaid) {
  const rec = object(obj);
  const out = given(rec, ["skill", "type", "key", "insight", "confidence", "source", "files", "ts"]);
  out.ts ??= now.toISOString();
  const insight = out.insight;
  out.trusted = out.source === "user-stated" && typeof insight === "string" && userSaid?.(redactSecrets(insight)) === true;
  Object.assign(out, given(rec, ["retired", "share"]), extras(rec, KNOWN));
  const learning = validate9(validate5, out);
  if (typeof insight === "string" && looksLikeInstruction(insight)) {
    throw rejected("insight", "an observation about the project, not an instruction to the agent (instruction-like text is refused)", insight);
  }
  return redactDeep(learning);
}
async function appendLearning(paths, rec, warnings) {
  const size = appendRecord2(paths.learnings, rec);
  await compactIfLarge(paths, size, (r) => compactLearnings2(paths, r), lineBytes(rec), warnings);
}
async function compactLearnings2(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.learnings, (records) => {
    const latest = new Map;
    records.forEach((rec, i) => {
      const dk = dedupKey(rec);
      if (dk === undefined)
        return;
      const ts = tsOrder(rec);
      const seen = latest.get(dk);
      if (!seen || ts >= seen.ts)
        latest.set(dk, { i, ts });
    });
    const keepRetired = paths.peers(paths.learnings).length > 0;
    const keep = [...latest.values()].map((v) => v.i).filter((i) => keepRetired || !isRetired(records[i])).sort((a, b) => a - b).map((i) => records[i]);
    return capBytes(keep.sort((a, b) => tsOrder(a) - tsOrder(b)), settings.maxBytes / 2);
  });
}
var AS_IS = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
function dedupKey(rec) {
  const { key, type } = rec;
  if (typeof key !== "string" || !key || typeof type !== "string" || !type)
    return;
  return AS_IS.test(type) && AS_IS.test(key) ? `["${type}","${key}"]` : JSON.stringify([type, key]);
}
function isRetired(rec) {
  return rec.retired === true;
}

export { toLearning, appendLearning, compactLearnings2, dedupKey, isRetired };
