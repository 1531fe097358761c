// --error-message of gstack-telemetry-log: credential spans masked by the shared redactor, the
// whole message dropped (null) when a span's end cannot be known for sure, cut to 200 characters.
// Run as a script it is the redaction step gstack-telemetry-log runs in a child process.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { redactSecrets } from "./fields.ts";

/**
 * Kinds masked as a value inside a larger match (key=value, a private key block): where such a
 * value ends is a guess, so a mask could leave part of it behind. As gstack's, these drop the
 * whole message rather than keep a message that may still hold a piece of the secret.
 */
const DROP_WHOLE = /<REDACTED-(?:pem[^>]*|kv|env\.kv)>/;

export const ERROR_MESSAGE_MAX = 200;

export function redactErrorMessage(text: string): string | null {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (!flat) return null;
  const out = redactSecrets(flat);
  if (DROP_WHOLE.test(out)) return null;
  return out.slice(0, ERROR_MESSAGE_MAX);
}

/**
 * The redaction step in a child process, as gstack runs it: a `bun` on PATH when there is one
 * (else this runtime), bounded by a timeout. A child that cannot start, fails, hangs or prints
 * anything but a JSON string or null gives null: the message is dropped, never kept raw.
 */
export function redactInChild(text: string, env: NodeJS.ProcessEnv): string | null {
  const r = spawnSync(bunOnPath(env.PATH) ?? process.execPath, [import.meta.filename], {
    input: text.slice(0, 100_000),
    encoding: "utf8",
    timeout: 5_000,
    stdio: ["pipe", "pipe", "ignore"],
    // BUN_BE_BUN: when this runtime is the compiled build (build/gstack), it then runs the file as Bun would.
    env: { PATH: env.PATH ?? "", HOME: env.HOME ?? "", BUN_BE_BUN: "1" },
  });
  if (r.status !== 0 || typeof r.stdout !== "string") return null;
  try {
    const v: unknown = JSON.parse(r.stdout);
    return typeof v === "string" && v.length <= ERROR_MESSAGE_MAX ? v : null;
  } catch {
    return null;
  }
}

function bunOnPath(path: string | undefined): string | undefined {
  for (const dir of (path ?? "").split(":")) {
    // Relative entries (".", "") would run a `bun` from the working folder, i.e. the repo's.
    if (!dir.startsWith("/")) continue;
    const candidate = `${dir}/bun`;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

if (import.meta.main) {
  const text = await Bun.stdin.text();
  process.stdout.write(JSON.stringify(redactErrorMessage(text)));
}
