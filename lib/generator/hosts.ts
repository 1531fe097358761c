// Output hosts. A host decides where a skill is written, which frontmatter it gets and the values
// of the host variables in the template context; the body text itself is never rewritten.
import { stringify } from "yaml";
import { agentsFrontmatter, type Frontmatter } from "./validate.ts";
import { whenToUseFromTriggers } from "../frontmatter/fields.ts";

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
    // written, comments included. `triggers` means nothing to Claude Code; its field for when a
    // skill applies is `when_to_use`, so one is written from the triggers unless the template
    // has its own.
    frontmatter: (fm, matterText) => {
      const kept = `${matterText.replace(/^\n/, "").replace(/\s+$/, "")}\n`;
      const sentence = fm.data.when_to_use === undefined ? whenToUseFromTriggers(fm.data.triggers) : undefined;
      return sentence ? `${kept}${stringify({ when_to_use: sentence }, { lineWidth: 0 })}` : kept;
    },
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
