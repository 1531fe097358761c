// The plain data gen:skill-docs passes between its halves: a template read from disk and what
// rendering it for a host produced. Rendering (render.ts) and the disk side (outputs.ts, cache.ts)
// both import these; neither imports the other.
import type { HostName } from "./hosts.ts";
import type { Tier } from "./validate.ts";

/** Marks a generated SKILL.md (the header comment after its frontmatter). */
export const GENERATED_MARK = "<!-- AUTO-GENERATED from ";

export interface SkillSource {
  /** Template path relative to the pack root, with / separators. */
  rel: string;
  /** Folder name under skills/; undefined for the pack's root SKILL.md.tmpl. */
  folder?: string;
  text: string;
}

export interface RenderedSkill {
  source: SkillSource;
  name: string;
  tier: Tier;
  host: HostName;
  /** Output path relative to the output base. */
  outRel: string;
  content: string;
  /** Bytes of the rendered preamble inside content. */
  preambleBytes: number;
  /** Files the host wants next to SKILL.md (outRel-relative paths resolved by outputs.ts). */
  sidecars: { rel: string; content: string }[];
}
