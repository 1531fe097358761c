import {
  writeFileAtomic,
  readIfExists
} from "./main-kt1qhm98.mjs";

// lib/sync/status.ts
import { join } from "node:path";
var BEHIND_AFTER_MS = 24 * 3600000;
var AUTO_INTERVAL_MS = 10 * 60000;
function syncDir2(root) {
  return join(root, ".sync");
}
function statusFile2(root) {
  return join(root, ".sync", "status.json");
}
function readStatus2(root) {
  try {
    const s = JSON.parse(readIfExists(statusFile2(root)) ?? "null");
    return s && s.v === 1 ? s : undefined;
  } catch {
    return;
  }
}
function writeStatus2(root, s) {
  writeFileAtomic(statusFile2(root), `${JSON.stringify(s, null, 2)}
`);
}
function syncWord2(status, mode, now = Date.now()) {
  if (mode !== "manual" && mode !== "auto")
    return "off";
  const remotes = [status?.own, status?.team].filter((r) => r !== undefined);
  if (!remotes.length)
    return "behind";
  if (remotes.some((r) => r.state === "error"))
    return "error";
  const oldest = Math.min(...remotes.map((r) => Date.parse(r.last_ok ?? "") || 0));
  return now - oldest > BEHIND_AFTER_MS ? "behind" : "ok";
}
function claimAutoRun2(root, now = Date.now()) {
  const file = join(root, ".sync", "auto-at");
  const last = Date.parse(readIfExists(file)?.trim() ?? "");
  if (Number.isFinite(last) && now - last < AUTO_INTERVAL_MS && last <= now + 60000)
    return false;
  writeFileAtomic(file, `${new Date(now).toISOString()}
`, { durable: false });
  return true;
}

export { syncDir2, statusFile2, readStatus2, writeStatus2, syncWord2, claimAutoRun2 };
