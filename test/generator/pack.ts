// Helpers for generator tests: a temporary skill pack and the real scripts, spawned with Bun.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { spawnSync } from "node:child_process";
import { KIT, sandbox } from "../helpers/state.ts";

export const BUN = join(KIT, "node_modules", ".bin", "bun");
export const FIXTURES = join(KIT, "test", "fixtures", "generator");
export const EXAMPLE = readFileSync(join(FIXTURES, "pack", "skills", "example", "SKILL.md.tmpl"), "utf8");

/** A temporary pack folder holding the given files (paths relative to the pack). */
export function tempPack(files: Record<string, string> = {}): string {
  const root = sandbox().work;
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

/** The example skill with its tier (and optionally name/folder) changed. */
export function exampleAt(tier: number): string {
  return EXAMPLE.replace(/^preamble-tier: \d$/m, `preamble-tier: ${tier}`);
}

export interface Spawned {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a script with Bun. Unless env says otherwise, the render cache is a fresh empty folder. */
export function runScript(
  script: "gen-skill-docs" | "skill-check",
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Spawned {
  const r = spawnSync(BUN, [join(KIT, "scripts", `${script}.ts`), ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", GSTACK_GEN_CACHE_DIR: join(sandbox().work, "cache"), ...env },
  });
  if (r.error) throw r.error;
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A minimal valid template for a skill named `name`. */
export function minimal(name: string, body = "{{PREAMBLE}}\n\nDo the thing.\n\n{{COMPLETION}}\n", extra = ""): string {
  return `---\nname: ${name}\ndescription: Does ${name}. Use when asked to ${name}.\npreamble-tier: 1\n${extra}---\n\n${body}`;
}
