// --fix: runs each problem's fix once; a fix that fails says why in its problem's message.
import { GstackError } from "../core/errors.ts";
import type { Problem } from "./problem.ts";

/** Applies every safe fix in order; returns how many ran. */
export async function applyFixes(problems: Problem[]): Promise<number> {
  let fixed = 0;
  for (const pr of problems) {
    if (!pr.fix) continue;
    try {
      await pr.fix();
      pr.fixed = true;
      fixed++;
    } catch (err) {
      pr.message += ` (fix failed: ${err instanceof GstackError ? err.message : (err as Error).message})`;
    }
  }
  return fixed;
}
