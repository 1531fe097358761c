// Output hosts. A host decides where a skill is written, which frontmatter it gets and the values
// of the host variables in the template context; the body text itself is never rewritten.
import { stringify } from "yaml";
import { agentsFrontmatter, type Frontmatter } from "./validate.ts";

export type HostName = "claude" | "agents";
export const HOST_NAMES: readonly HostName[] = ["claude", "agents"];

export interface Host {
  name: HostName;
  /** Where skills are installed, relative to a project or to $HOME. */
  skillsDir: string;
  /** Output path relative to the output base. `folder` is undefined for the pack's root template. */
  outPath(name: string, folder: string | undefined): string;
  /** The YAML between the frontmatter delimiters, ending with a newline. */
  frontmatter(fm: Frontmatter, matterText: string): string;
}

export const HOSTS: Record<HostName, Host> = {
  claude: {
    name: "claude",
    skillsDir: ".claude/skills",
    outPath: (_name, folder) => (folder === undefined ? "SKILL.md" : `skills/${folder}/SKILL.md`),
    // Claude Code reads every field the template has, so the frontmatter is kept exactly as
    // written, comments included.
    frontmatter: (_fm, matterText) => `${matterText.replace(/^\n/, "").replace(/\s+$/, "")}\n`,
  },
  agents: {
    name: "agents",
    skillsDir: ".agents/skills",
    outPath: (name) => `.agents/skills/${name}/SKILL.md`,
    frontmatter: (fm) => stringify(agentsFrontmatter(fm), { lineWidth: 0 }),
  },
};

export function hostsFor(flag: string): HostName[] {
  return flag === "all" ? [...HOST_NAMES] : [flag as HostName];
}
