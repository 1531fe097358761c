// Behaviours the suite tests that the kit may not have yet (issue 9, items 2-5). Each is found
// by probing the real bin/ commands, never assumed: a test of one is skipped while its probe
// fails, and says so. GSTACK_CLAUDE_EXPECT=all (or a comma list of names) turns a missing
// feature into a failure (test/claude/features.test.ts), so CI cannot skip one silently once the
// kit ships it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cpSync } from "node:fs";
import YAML from "yaml";
import { BIN, KIT, cleanEnv } from "../../helpers/state.ts";
import { OTHER_HOSTS } from "./claude.ts";

const clean = (extra: NodeJS.ProcessEnv, home: string): NodeJS.ProcessEnv => {
  const env = cleanEnv();
  for (const k of Object.keys(env)) if (OTHER_HOSTS.test(k)) delete env[k];
  return { ...env, HOME: home, GSTACK_STATE_ROOT: join(home, ".gstack"), ...extra };
};

function probe(f: (home: string) => boolean): boolean {
  const home = mkdtempSync(join(tmpdir(), "gstack-probe-"));
  try {
    return f(home);
  } catch {
    return false;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const out = (cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string) =>
  spawnSync(join(BIN, cmd), args, { env, cwd, encoding: "utf8", timeout: 30_000 });

export const FEATURES = {
  /** Item 2: a `claude -p` run (entrypoint sdk-cli, nobody attending) is headless. */
  "session-rule": () =>
    probe(
      (home) =>
        out(
          "gstack-session-kind",
          [],
          clean(
            { CLAUDE_CODE_ENTRYPOINT: "sdk-cli", CLAUDE_CODE_SESSION_ATTENDED: "0", CLAUDE_CODE_SESSION_ID: "probe" },
            home,
          ),
        ).stdout.trim() === "headless",
    ),
  /** Item 4: `gstack-install --hooks` registers the lifecycle hooks. */
  "lifecycle-hooks": () => probe((home) => /--hooks\b/.test(out("gstack-install", ["--help"], clean({}, home)).stdout)),
  /** Item 5: Claude Code's listing rules (a 600-character description is no longer cut at 250). */
  "claude-listing": () =>
    probe((home) => {
      const dir = join(home, ".claude", "skills", "long-one");
      mkdirSync(dir, { recursive: true });
      const desc = `Long description ${"x".repeat(580)} end-marker.`;
      writeFileSync(join(dir, "SKILL.md"), `---\nname: long-one\ndescription: ${desc}\n---\nBody.\n`);
      return out("gstack-skills", ["listing"], clean({}, home), home).stdout.includes("end-marker.");
    }),
  /** Item 3: careful's hook asks (exit 0, one-line reason) when the kit's command cannot run. */
  "fail-closed": () =>
    probe((home) => {
      const kit = kitWithoutBun(home);
      const inst = spawnSync(join(kit, "bin", "gstack-install"), ["--user"], {
        env: { ...clean({}, home), GSTACK_BUN: join(KIT, "node_modules", ".bin", "bun") },
        encoding: "utf8",
      });
      if (inst.status !== 0) return false;
      const hook = spawnSync("sh", ["-c", carefulHookCommand()], {
        env: clean({ PATH: "/usr/bin:/bin" }, home),
        input: JSON.stringify({ tool_name: "Bash", tool_input: { command: "rm -rf src" } }),
        encoding: "utf8",
        timeout: 30_000,
      });
      return hook.status === 0 && /"permissionDecision":"(ask|deny)"/.test(hook.stdout);
    }),
} as const;
export type Feature = keyof typeof FEATURES;

/** The PreToolUse command careful's committed frontmatter registers. */
export function carefulHookCommand(kit = KIT): string {
  const text = readFileSync(join(kit, "skills", "careful", "SKILL.md"), "utf8");
  const fm = YAML.parse(text.split("---\n")[1]!);
  return fm.hooks.PreToolUse[0].hooks[0].command as string;
}

/** A copy of the kit as a clone without `npm install` has it: no node_modules, so no Bun. */
export function kitWithoutBun(dir: string): string {
  const kit = join(dir, "kit");
  for (const p of ["bin", "lib", "skills", "state-schema", "templates", "SKILL.md", "package.json"])
    cpSync(join(KIT, p), join(kit, p), { recursive: true });
  return kit;
}

const cache = new Map<Feature, boolean>();
export function has(f: Feature): boolean {
  if (!cache.has(f)) {
    const v = FEATURES[f]();
    cache.set(f, v);
    if (!v)
      process.stderr.write(
        `test:claude: feature "${f}" not in this kit: its tests are skipped (GSTACK_CLAUDE_EXPECT=${f} makes that a failure)\n`,
      );
  }
  return cache.get(f)!;
}

/** Features CI says must be there. */
export function expected(env: NodeJS.ProcessEnv = process.env): Feature[] {
  const v = (env.GSTACK_CLAUDE_EXPECT ?? "").trim();
  if (!v) return [];
  const names = Object.keys(FEATURES) as Feature[];
  if (v === "all") return names;
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      if (!names.includes(s as Feature))
        throw new Error(
          `GSTACK_CLAUDE_EXPECT: unknown feature ${JSON.stringify(s)} (allowed: all, ${names.join(", ")})`,
        );
      return s as Feature;
    });
}
