// The kit's own folder and version. Found by walking up from this module to the nearest
// package.json: lib/ in a checkout or an npm install, dist/ in the committed bundle, so every
// caller gets the same answer wherever the code runs from.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

let root: string | undefined;

export function kitRoot(): string {
  if (root) return root;
  let dir = import.meta.dirname;
  for (let i = 0; i < 4 && !existsSync(join(dir, "package.json")); i++) dir = dirname(dir);
  return (root = dir);
}

/** package.json's version, or "unknown" when it cannot be read. */
export function kitVersion(): string {
  try {
    const v = (JSON.parse(readFileSync(join(kitRoot(), "package.json"), "utf8")) as { version?: unknown }).version;
    return typeof v === "string" ? v : "unknown";
  } catch {
    return "unknown";
  }
}
