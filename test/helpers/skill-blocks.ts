// The ```bash blocks of the committed skills/*/SKILL.md, and the fill-ins an agent writes into
// them. Tests run these blocks as shipped, so a change to the generated text is tested too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { KIT } from "./state.ts";

/** The ```bash blocks of a generated skill, in document order. */
export function bashBlocks(skill: string, kit = KIT): string[] {
  const text = readFileSync(join(kit, "skills", skill, "SKILL.md"), "utf8");
  return [...text.matchAll(/^```bash\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/** Fill-ins the skill asks the agent to write: `<NAME>` (and `<a|b>` choices) in the bash. */
export const FILL = /<(?:[A-Z][A-Z0-9_]*|[a-z][a-z_-]*(?:\|[a-z][a-z_-]*)+|\d+-\d+)>/g;

/** Substitutes the fill-ins; throws naming any left unfilled. */
export function fill(script: string, fills: Record<string, string> = {}): string {
  let s = script;
  for (const [k, v] of Object.entries(fills)) s = s.split(`<${k}>`).join(v);
  const left = s.match(FILL);
  if (left) throw new Error(`unfilled ${left.join(", ")} in:\n${s}`);
  return s;
}

/** The value of a `KEY: value` line of a skill block's output. */
export function line(stdout: string, key: string): string {
  const m = new RegExp(`^${key}: (.*)$`, "m").exec(stdout);
  if (!m) throw new Error(`no ${key} line in:\n${stdout}`);
  return m[1]!;
}
