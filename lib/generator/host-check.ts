// Checks every generated file against its host's documented rules (the host table in hosts.ts):
// frontmatter fields, name and description limits, tool names, hooks, sidecars, and the listing
// budget of the whole pack. gen:skill-docs and gstack-install refuse output that fails.
import { parseFrontmatterSync, splitFrontmatter } from "../frontmatter/read.ts";
import { yaml as loadYaml, yamlLibs } from "./libs.ts";
import { HOSTS, type HostName } from "./hosts.ts";
import { NAME_PATTERN } from "./validate.ts";

export interface HostProblem {
  host: HostName;
  file: string;
  message: string;
}

/** Claude Code tool names no other host has: a host with its own tool names must not get them. */
const CLAUDE_ONLY_TOOLS = new Set(["AskUserQuestion", "Task", "TodoWrite", "NotebookEdit", "WebFetch", "WebSearch"]);

/** A generated file's frontmatter, read as the loader reads it (the fast reader, else yaml). */
function frontmatterOf(content: string): Record<string, unknown> | string {
  const split = splitFrontmatter(content);
  if (split.frontmatter === undefined || split.unclosed) return "no frontmatter between --- lines";
  const r = parseFrontmatterSync(split.frontmatter, yamlLibs);
  if (r.ok) return r.data;
  return r.error.startsWith("invalid YAML: ")
    ? `frontmatter is not valid YAML (${r.error.slice(14)})`
    : "frontmatter is not a map";
}

/** Problems of one generated SKILL.md (`rel` ends in <folder>/SKILL.md) and its sidecars. */
export function checkSkillFile(
  hostName: HostName,
  rel: string,
  content: string,
  sidecars: { rel: string; content: string }[] = [],
  sourceHasHooks = false,
  parsed?: Record<string, unknown> | string,
): HostProblem[] {
  const host = HOSTS[hostName];
  const out: HostProblem[] = [];
  const bad = (message: string, file = rel) => out.push({ host: hostName, file, message });
  const fm = parsed ?? frontmatterOf(content);
  if (typeof fm === "string") return [{ host: hostName, file: rel, message: fm }];
  const folder = rel.split("/").slice(-2, -1)[0];
  const isRoot = rel === "SKILL.md";
  if (host.fields !== "all") {
    for (const k of Object.keys(fm))
      if (!host.fields.includes(k)) bad(`${k}: not a field ${host.label} reads (allowed: ${host.fields.join(", ")})`);
  }
  const name = fm.name;
  if (typeof name !== "string" || !NAME_PATTERN.test(name) || name.length > host.nameMax)
    bad(`name: a-z, 0-9 and single hyphens, 1-${host.nameMax} characters (got ${JSON.stringify(name)})`);
  else if (!isRoot && name !== folder)
    bad(`name: must equal the folder name ${JSON.stringify(folder)} (got ${JSON.stringify(name)})`);
  const d = fm.description;
  if (typeof d !== "string" || !d.trim() || d.length > host.descriptionMax)
    bad(`description: 1-${host.descriptionMax} characters (got ${typeof d === "string" ? d.length : typeof d})`);
  if (fm.metadata !== undefined) {
    if (!fm.metadata || typeof fm.metadata !== "object" || Array.isArray(fm.metadata))
      bad("metadata: a map of strings");
    else
      for (const [k, v] of Object.entries(fm.metadata)) if (typeof v !== "string") bad(`metadata.${k}: a string value`);
  }
  if (host.fields !== "all" && fm["allowed-tools"] !== undefined) {
    if (typeof fm["allowed-tools"] !== "string") bad("allowed-tools: one space-separated string");
    else
      for (const t of fm["allowed-tools"].split(/\s+/)) {
        if (host.toolNames && (CLAUDE_ONLY_TOOLS.has(t) || t in host.toolNames))
          bad(`allowed-tools: ${t} is a Claude Code tool name, not one of ${host.label}'s`);
      }
  }
  if (!host.hooks) {
    if (fm.hooks !== undefined) bad(`hooks: ${host.label} runs no hooks from skills`);
    if (sourceHasHooks && !/runs no hooks/.test(content))
      bad(
        `the skill has hooks, which ${host.label} does not run: its text must say so and give the check to run instead`,
      );
  }
  const wanted = (
    host.sidecars && !isRoot ? host.sidecars({ name: String(name), description: String(d), tier: 1, data: {} }) : []
  ).map((s) => s.file);
  for (const file of wanted) {
    const sc = sidecars.find((s) => s.rel.endsWith(`/${file}`));
    if (!sc) {
      bad(`missing sidecar ${file}`);
      continue;
    }
    let doc: unknown;
    try {
      doc = loadYaml().parse(sc.content);
    } catch {
      bad("not valid YAML", sc.rel);
      continue;
    }
    const ui = (doc as { interface?: Record<string, unknown> } | null)?.interface;
    if (
      !ui ||
      typeof ui.display_name !== "string" ||
      typeof ui.short_description !== "string" ||
      !ui.short_description ||
      ui.short_description.length > 64
    ) {
      bad("interface.display_name and interface.short_description (1-64 characters) are required", sc.rel);
    }
  }
  return out;
}

/**
 * The pack's listing (one "- name: description" line per skill, " - when_to_use" after it where
 * the host reads one) must fit the host's budget when the window is unknown.
 */
export function checkListing(
  hostName: HostName,
  skills: { name: string; description: string; whenToUse?: string }[],
): HostProblem[] {
  const host = HOSTS[hostName];
  if (!host.listing) return [];
  const cut = host.listing.descriptionChars;
  const text = (s: { description: string; whenToUse?: string }) =>
    [s.description.trim(), s.whenToUse].filter(Boolean).join(" - ");
  const chars = skills.reduce((n, s) => n + `- ${s.name}: ${cut ? text(s).slice(0, cut) : text(s)}\n`.length, 0);
  return chars > host.listing.fallbackChars
    ? [
        {
          host: hostName,
          file: "(listing)",
          message: `the pack's skill listing takes ${chars} characters; ${host.label} lists ${host.listing.fallbackChars} characters when the context window is unknown`,
        },
      ]
    : [];
}

/** Every SKILL.md of a plan (with its sidecars), and each host's listing. */
export function checkOutputs(
  outputs: {
    rel: string;
    rendered: {
      host: HostName;
      outRel: string;
      content: string;
      sidecars: { rel: string; content: string }[];
      source: { text: string };
    };
  }[],
): HostProblem[] {
  const problems: HostProblem[] = [];
  const listings = new Map<HostName, { name: string; description: string; whenToUse?: string }[]>();
  for (const o of outputs) {
    if (!o.rel.endsWith("SKILL.md")) continue; // a sidecar: checked with its SKILL.md
    const r = o.rendered;
    const matter = splitFrontmatter(r.source.text).frontmatter ?? "";
    const fm = frontmatterOf(r.content);
    problems.push(...checkSkillFile(r.host, o.rel, r.content, r.sidecars, /^hooks:/m.test(matter), fm));
    // A skill the model may not invoke is not listed (decision 0024).
    if (typeof fm !== "string" && o.rel !== "SKILL.md" && fm["disable-model-invocation"] !== true) {
      const list = listings.get(r.host) ?? [];
      list.push({
        name: String(fm.name),
        description: String(fm.description),
        whenToUse: typeof fm.when_to_use === "string" ? fm.when_to_use : undefined,
      });
      listings.set(r.host, list);
    }
  }
  for (const [host, list] of listings) problems.push(...checkListing(host, list));
  return problems;
}
