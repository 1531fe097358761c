// The host table: one declarative entry per agent host. A host decides where its skills live
// (in a project and in $HOME), which frontmatter fields it reads, its name and description
// limits, how Claude Code tool names map to its own, which sidecar files sit next to SKILL.md
// and how large its skill listing may be. The body text is rendered per host through the
// template variables (IS_CLAUDE, SKILLS_DIR, USER_SKILLS_DIR); it is never rewritten after.
// Sources for every entry: docs/decisions/0067-host-table.md.
import { yaml as loadYaml } from "./libs.ts";
import { LISTING_DESCRIPTION_CHARS, MAX_DESCRIPTION, MAX_NAME, type Frontmatter } from "./validate.ts";
import { SPEC_FIELDS, whenToUseFromTriggers } from "../frontmatter/fields.ts";

export const HOST_NAMES = [
  "claude",
  "codex",
  "agents",
  "opencode",
  "gemini",
  "cursor",
  "copilot",
  "factory",
  "kiro",
  "amp",
] as const;
export type HostName = (typeof HOST_NAMES)[number];

/** A file written next to a host's SKILL.md (relative to the skill's folder). */
export interface Sidecar {
  file: string;
  content: string;
}

export interface ListingBudget {
  /** Share of the context window the listing may take. */
  fraction: number;
  /** Characters when the window is unknown. */
  fallbackChars: number;
  /** Characters of each description shown, when the host cuts them. */
  descriptionChars?: number;
}

export interface Host {
  name: HostName;
  label: string;
  /** Skills folder relative to a project root. */
  skillsDir: string;
  /** Skills folder relative to $HOME. */
  userSkillsDir: string;
  /** Frontmatter fields the host reads; "all" keeps the template's frontmatter as written. */
  fields: readonly string[] | "all";
  nameMax: number;
  descriptionMax: number;
  /** Claude Code tool name -> the host's, for allowed-tools; null drops the tool. */
  toolNames?: Readonly<Record<string, string | null>>;
  /** The host runs hooks declared in a skill's frontmatter. */
  hooks: boolean;
  listing?: ListingBudget;
  /** Files written next to SKILL.md. */
  sidecars?(fm: Frontmatter): Sidecar[];
  /** Generated output path relative to the output base; `folder` undefined for the root template. */
  outPath(name: string, folder: string | undefined): string;
  /** The YAML between the frontmatter delimiters, ending with a newline. */
  frontmatter(fm: Frontmatter, matterText: string): string;
}

/** The open Agent Skills spec fields (agentskills.io), without and with allowed-tools. */
const SPEC = SPEC_FIELDS;
const SPEC_NO_TOOLS = SPEC_FIELDS.filter((f) => f !== "allowed-tools");

interface Entry extends Omit<Host, "name" | "outPath" | "frontmatter" | "nameMax" | "descriptionMax"> {
  nameMax?: number;
  descriptionMax?: number;
}

const ENTRIES: Record<HostName, Entry> = {
  claude: {
    label: "Claude Code",
    skillsDir: ".claude/skills",
    userSkillsDir: ".claude/skills",
    fields: "all",
    hooks: true,
    // Claude Code cuts description and when_to_use together (decision 0024).
    listing: { fraction: 0.01, fallbackChars: 8000, descriptionChars: LISTING_DESCRIPTION_CHARS },
  },
  agents: {
    label: "Agent Skills spec (any host reading .agents/skills)",
    skillsDir: ".agents/skills",
    userSkillsDir: ".agents/skills",
    fields: SPEC,
    hooks: false,
  },
  codex: {
    label: "OpenAI Codex",
    skillsDir: ".agents/skills",
    userSkillsDir: ".codex/skills",
    fields: ["name", "description", "metadata"],
    hooks: false,
    listing: { fraction: 0.02, fallbackChars: 8000 },
    sidecars: (fm) => [{ file: "agents/openai.yaml", content: codexSidecar(fm) }],
  },
  opencode: {
    label: "OpenCode",
    skillsDir: ".opencode/skills",
    userSkillsDir: ".config/opencode/skills",
    fields: SPEC_NO_TOOLS,
    hooks: false,
  },
  gemini: {
    label: "Gemini CLI",
    skillsDir: ".gemini/skills",
    userSkillsDir: ".gemini/skills",
    fields: ["name", "description"],
    hooks: false,
  },
  cursor: {
    label: "Cursor",
    skillsDir: ".cursor/skills",
    userSkillsDir: ".cursor/skills",
    fields: [...SPEC_NO_TOOLS, "disable-model-invocation"],
    hooks: false,
  },
  copilot: {
    label: "GitHub Copilot",
    skillsDir: ".github/skills",
    userSkillsDir: ".copilot/skills",
    fields: ["name", "description", "license", "allowed-tools"],
    hooks: false,
    toolNames: {
      Bash: "shell",
      Read: "view",
      Edit: "edit",
      MultiEdit: "edit",
      Write: "create",
      Grep: "grep",
      Glob: "glob",
      AskUserQuestion: null,
      Task: null,
      TodoWrite: null,
      NotebookEdit: null,
      WebFetch: null,
      WebSearch: null,
    },
  },
  factory: {
    label: "Factory Droid",
    skillsDir: ".factory/skills",
    userSkillsDir: ".factory/skills",
    fields: ["name", "description", "user-invocable", "disable-model-invocation"],
    hooks: false,
  },
  kiro: {
    label: "Kiro",
    skillsDir: ".kiro/skills",
    userSkillsDir: ".kiro/skills",
    fields: SPEC_NO_TOOLS,
    hooks: false,
  },
  amp: {
    label: "Amp",
    skillsDir: ".agents/skills",
    userSkillsDir: ".config/agents/skills",
    fields: ["name", "description"],
    hooks: false,
  },
};

function build(name: HostName, e: Entry): Host {
  const host: Host = {
    ...e,
    name,
    nameMax: e.nameMax ?? MAX_NAME,
    descriptionMax: e.descriptionMax ?? MAX_DESCRIPTION,
    outPath: (skill, folder) =>
      name === "claude"
        ? folder === undefined
          ? "SKILL.md"
          : `skills/${folder}/SKILL.md`
        : // The agents host keeps its old place; every other host renders under .hosts/<host>/.
          name === "agents"
          ? `.agents/skills/${skill}/SKILL.md`
          : `.hosts/${name}/${skill}/SKILL.md`,
    frontmatter: (fm, matterText) =>
      e.fields === "all"
        ? keptAsWritten(fm, matterText)
        : loadYaml().stringify(pickFields(fm, e.fields, e.toolNames), { lineWidth: 0 }),
  };
  return host;
}

export const HOSTS = Object.fromEntries(HOST_NAMES.map((n) => [n, build(n, ENTRIES[n])])) as Record<HostName, Host>;

/** `--host` values: one host, a comma list, or all. */
export function hostsFor(flag: string): HostName[] | undefined {
  if (flag === "all") return [...HOST_NAMES];
  const list = flag.split(",").map((s) => s.trim());
  return list.length && list.every((h) => (HOST_NAMES as readonly string[]).includes(h))
    ? [...new Set(list as HostName[])]
    : undefined;
}

export const HOST_FLAG_ALLOWED = `one of ${HOST_NAMES.join(", ")}, a comma-separated list of them, or all`;

/**
 * Claude Code reads every field the template has, so its frontmatter stays as written, comments
 * included. `triggers` means nothing to Claude Code; its field for when a skill applies is
 * `when_to_use`, so one is written from the triggers unless the template has its own.
 */
function keptAsWritten(fm: Frontmatter, matterText: string): string {
  const kept = `${matterText.replace(/^\n/, "").trimEnd()}\n`;
  const sentence = fm.data.when_to_use === undefined ? whenToUseFromTriggers(fm.data.triggers) : undefined;
  return sentence ? `${kept}${whenToUseLine(sentence)}` : kept;
}

/**
 * `when_to_use: <sentence>` exactly as yaml's stringify writes it. A sentence of printable ASCII
 * that starts with a letter, has a space (so it cannot read as a number, boolean or null) and no
 * `:` or `#` stays a plain scalar, so it is written directly: yaml's stringify costs ~0.1 ms per
 * cold call. A test checks both agree.
 */
export function whenToUseLine(sentence: string): string {
  if (/^[A-Za-z][\x20-\x7e]* [\x20-\x7e]*$/.test(sentence) && !/[:#]|\s$/.test(sentence))
    return `when_to_use: ${sentence}\n`;
  return loadYaml().stringify({ when_to_use: sentence }, { lineWidth: 0 });
}

/**
 * The frontmatter a host reads: its fields only. Kit fields go into metadata (as strings) where
 * the host reads metadata; allowed-tools is the spec's space-separated string, with tool names
 * mapped to the host's.
 */
function pickFields(
  fm: Frontmatter,
  fields: readonly string[],
  toolNames?: Readonly<Record<string, string | null>>,
): Record<string, unknown> {
  const d = fm.data;
  const out: Record<string, unknown> = { name: fm.name, description: fm.description };
  for (const f of fields) {
    if (f === "name" || f === "description" || f === "metadata") continue;
    const v = d[f];
    if (v === undefined) continue;
    if (f === "allowed-tools") {
      const list = (Array.isArray(v) ? v : String(v).split(/\s+/)).map(String).filter(Boolean);
      const mapped = list.map((t) => (toolNames && t in toolNames ? toolNames[t] : t)).filter((t): t is string => !!t);
      if (mapped.length) out[f] = [...new Set(mapped)].join(" ");
    } else if (typeof v === "string" || typeof v === "boolean") out[f] = v;
  }
  if (fields.includes("metadata")) {
    const metadata: Record<string, string> = {};
    if (d.metadata && typeof d.metadata === "object")
      for (const [k, v] of Object.entries(d.metadata)) metadata[k] = String(v);
    metadata["preamble-tier"] = String(fm.tier);
    if (typeof d.version === "string") metadata.version = d.version;
    out.metadata = metadata;
  }
  return out;
}

/** Codex's agents/openai.yaml: how the skill is shown and whether Codex may pick it by itself. */
function codexSidecar(fm: Frontmatter): string {
  const first = fm.description
    .trim()
    .split(/(?<=[.!?])\s/)[0]!
    .replace(/\s+/g, " ");
  const short = first.length > 64 ? `${first.slice(0, 61).trimEnd()}...` : first;
  const doc = {
    interface: { display_name: fm.name, short_description: short },
    policy: { allow_implicit_invocation: fm.data["disable-model-invocation"] !== true },
  };
  return `# <!-- AUTO-GENERATED from the skill's SKILL.md.tmpl frontmatter (codex host): edit the template, not this file. -->\n${loadYaml().stringify(doc, { lineWidth: 0 })}`;
}
