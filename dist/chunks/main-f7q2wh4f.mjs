import {
  tsMs
} from "./main-ndsfx5fz.mjs";
import {
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/records/retention.ts
var MIN_JSONL_MAX_BYTES = 65536;
var MAX_JSONL_MAX_BYTES = 256 * 1024 * 1024;
var DEFAULT_RETENTION_DAYS = 365;
var DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
var DAY_MS = 86400000;
async function retentionSettings(paths) {
  const read = async (key, fallback, min, max = Infinity) => {
    try {
      const { getConfig } = await import("./config-hhh7kvj8.mjs");
      const n = Number(await getConfig(paths.config, key));
      return Number.isInteger(n) && n >= min ? Math.min(n, max) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    retentionDays: await read("retention_days", DEFAULT_RETENTION_DAYS, 1),
    maxBytes: await read("jsonl_max_bytes", DEFAULT_MAX_BYTES, MIN_JSONL_MAX_BYTES, MAX_JSONL_MAX_BYTES)
  };
}
async function compactIfLarge(paths, size, compact, written, warnings = []) {
  if (size <= MIN_JSONL_MAX_BYTES)
    return false;
  if (written !== undefined && Math.floor((size - written) / MIN_JSONL_MAX_BYTES) === Math.floor(size / MIN_JSONL_MAX_BYTES))
    return false;
  const r = await retentionSettings(paths);
  if (size <= r.maxBytes)
    return false;
  try {
    await compact(r);
  } catch (err) {
    if (!(err instanceof GstackError))
      throw err;
    warnings.push(`not compacted (the record was written): ${err.message.replace(/[\r\n]+/g, " ")}`);
    return false;
  }
  return true;
}
function lineBytes(rec) {
  return Buffer.byteLength(JSON.stringify(rec)) + 1;
}
function keepRecent(records, r, now = Date.now()) {
  const cutoff = now - r.retentionDays * DAY_MS;
  return capBytes(records.filter((rec) => tsMs(rec) >= cutoff), r.maxBytes / 2);
}
function capBytes(records, budget) {
  let total = 0;
  let start = records.length;
  while (start > 0) {
    const bytes = Buffer.byteLength(JSON.stringify(records[start - 1])) + 1;
    if (total + bytes > budget)
      break;
    total += bytes;
    start--;
  }
  return start === 0 ? records : records.slice(start);
}

export { retentionSettings, compactIfLarge, lineBytes, keepRecent, capBytes };
