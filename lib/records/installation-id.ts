// The community tier's installation id: a random UUID in <state root>/installation-id (gstack
// keeps it in ~/.gstack whatever the root). Local only; nothing is ever sent anywhere.
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { StatePaths } from "../state/paths.ts";
import { INSTALLATION_ID } from "./telemetry.ts";

/** The stored id, created on first use; null when the state root cannot hold one. */
export function installationId(paths: StatePaths): string | null {
  const file = paths.file("installation-id");
  const read = () => {
    try {
      const v = readFileSync(file, "utf8").trim();
      return INSTALLATION_ID.test(v) ? v : undefined;
    } catch {
      return undefined;
    }
  };
  const have = read();
  if (have) return have;
  const id = randomUUID();
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Exclusive create: two first runs at once agree on the id the first one wrote.
    writeFileSync(file, `${id}\n`, { mode: 0o600, flag: "wx" });
    return id;
  } catch {
    const other = read();
    if (other) return other;
    // A corrupt file is replaced.
    try {
      writeFileSync(file, `${id}\n`, { mode: 0o600 });
      return id;
    } catch {
      return null;
    }
  }
}
