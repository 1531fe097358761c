// config.yaml: every value against its key's rule, and the configured JSONL size cap.
import { join } from "node:path";
import { GstackError } from "../core/errors.ts";
import { coerce, readConfig } from "../state/config.ts";
import type { Report } from "./problem.ts";

const DEFAULT_JSONL_MAX = 64 * 1024 * 1024;

export async function checkConfig(add: Report, root: string) {
  const file = join(root, "config.yaml");
  let entries: Map<string, string>;
  try {
    entries = await readConfig(file);
  } catch (err) {
    const msg =
      err instanceof GstackError
        ? err.message
            .split(file)
            .join("")
            .replace(/^:(\d+):/, "line $1:")
            .replace(/^:\s*/, "")
        : String(err);
    add({ severity: "error", code: "config", path: "config.yaml", message: msg });
    return;
  }
  for (const [k, v] of entries) {
    try {
      coerce(k, v);
    } catch (err) {
      add({ severity: "error", code: "config", path: "config.yaml", message: (err as Error).message });
    }
  }
}

export async function configuredJsonlMax(root: string): Promise<number> {
  try {
    const n = Number((await readConfig(join(root, "config.yaml"))).get("jsonl_max_bytes"));
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_JSONL_MAX;
  } catch {
    return DEFAULT_JSONL_MAX;
  }
}
