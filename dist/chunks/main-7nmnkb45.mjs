// lib/records/telemetry-gate.ts
import { readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
function telemetryEnabled2(env, configValue) {
  const dnt = env.DO_NOT_TRACK?.trim().toLowerCase();
  if (dnt && dnt !== "0" && dnt !== "false")
    return false;
  return configValue === "anonymous" || configValue === "community";
}
function sanitizeField(v, max = 200) {
  if (typeof v !== "string")
    return;
  return v.replace(/["\\\u0000-\u001f\u007f]/g, "").slice(0, max);
}
function pendingMarkers(paths) {
  const dir = paths.file("analytics");
  try {
    return { dir, names: readdirSync(dir).filter((n) => n.startsWith(".pending-")) };
  } catch {
    return { dir, names: [] };
  }
}
function removeOwnPending(paths, sessionId) {
  const { dir, names } = pendingMarkers(paths);
  if (!names.includes(`.pending-${sessionId}`))
    return;
  try {
    unlinkSync(join(dir, `.pending-${sessionId}`));
  } catch {}
}

export { telemetryEnabled2, sanitizeField, pendingMarkers, removeOwnPending };
