import {
  redactSecrets
} from "./main-n6wwwqst.mjs";

// lib/records/error-message.ts
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
var DROP_WHOLE = /<REDACTED-(?:pem[^>]*|kv|env\.kv)>/;
var ERROR_MESSAGE_MAX = 200;
function redactErrorMessage2(text) {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (!flat)
    return null;
  const out = redactSecrets(flat);
  if (DROP_WHOLE.test(out))
    return null;
  return out.slice(0, ERROR_MESSAGE_MAX);
}
function redactInChild2(text, env) {
  const r = spawnSync(bunOnPath(env.PATH) ?? process.execPath, [import.meta.filename], {
    input: text.slice(0, 1e5),
    encoding: "utf8",
    timeout: 5000,
    stdio: ["pipe", "pipe", "ignore"],
    env: { PATH: env.PATH ?? "", HOME: env.HOME ?? "", BUN_BE_BUN: "1" }
  });
  if (r.status !== 0 || typeof r.stdout !== "string")
    return null;
  try {
    const v = JSON.parse(r.stdout);
    return typeof v === "string" && v.length <= ERROR_MESSAGE_MAX ? v : null;
  } catch {
    return null;
  }
}
function bunOnPath(path) {
  for (const dir of (path ?? "").split(":")) {
    if (!dir.startsWith("/"))
      continue;
    const candidate = `${dir}/bun`;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return;
}
if (false) {}

export { redactErrorMessage2, redactInChild2 };
