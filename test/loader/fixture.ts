// The loader's fixture tree (test/fixtures/loader) copied into a sandbox, plus in-memory skills.
import { cpSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { KIT, gitRepo, sandbox, type Sandbox } from "../helpers/state.ts";
import { parseSkill } from "../../lib/loader/skill.ts";
import type { Scope, Skill } from "../../lib/loader/types.ts";

export interface Fixture extends Sandbox {
  base: string;
  project: string;
  skills: string;
  bundled: string;
}

/**
 * Copies the tree, makes project/ a git repo with its .gitignore, links a user skill folder to
 * a project one (one file reached by two paths) and writes a SKILL.md over 1 MiB.
 */
export function makeFixture(opts: { huge?: boolean } = {}): Fixture {
  const sb = sandbox();
  const base = join(sb.work, "fx");
  cpSync(join(KIT, "test", "fixtures", "loader"), base, { recursive: true });
  const project = join(base, "project");
  renameSync(join(project, "_gitignore"), join(project, ".gitignore"));
  gitRepo(project);
  const home = join(base, "home");
  symlinkSync(join(project, ".claude", "skills", "code-review"), join(home, ".claude", "skills", "code-review-link"));
  if (opts.huge !== false) {
    const dir = join(project, ".claude", "skills", "huge");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "SKILL.md"),
      `---\nname: huge\ndescription: Too big.\n---\n${"x".repeat(1024 * 1024 + 10)}\n`,
    );
  }
  return {
    ...sb,
    home,
    env: { ...sb.env, HOME: home },
    base,
    project,
    skills: join(project, ".claude", "skills"),
    bundled: join(base, "bundled"),
  };
}

let rank = 0;

/** A skill built in memory (no files), as discovery would hand it over. */
export async function memSkill(
  text: string,
  opts: { folder?: string; scope?: Scope; rank?: number; root?: string } = {},
): Promise<Skill> {
  const folder = opts.folder ?? /^name:\s*(\S+)/m.exec(text)?.[1] ?? `skill-${rank}`;
  const root = opts.root ?? `/mem/${opts.scope ?? "project"}`;
  return parseSkill(
    {
      file: `${root}/${folder}/SKILL.md`,
      dir: `${root}/${folder}`,
      folder,
      root,
      scope: opts.scope ?? "project",
      rank: opts.rank ?? rank++,
      id: `mem:${rank}`,
      size: text.length,
    },
    text,
  );
}

/** The benchmarks' seeded generator (mulberry32): the same seed gives the same cases. */
export { rng as seeded } from "../../scripts/bench/fixtures/state.ts";

/** Frontmatter + body in one call: fm("name: x", "body"). */
export function doc(frontmatter: string, body = "Body.\n"): string {
  return `---\n${frontmatter}\n---\n${body}`;
}
