// Which frontmatter fields mean something, and to whom. One list each, shared by the generator's
// validation (gen:skill-docs) and the loader's (gstack-skills validate): a field in none of them
// is a warning naming it.

/** The open Agent Skills spec (agentskills.io); the only fields the `agents` host writes. */
export const SPEC_FIELDS = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"] as const;

/** The skill fields Claude Code 2.1.328 accepts (it ignores any other). */
export const CLAUDE_CODE_FIELDS = [
  "name",
  "description",
  "model",
  "allowed-tools",
  "disallowed-tools",
  "argument-hint",
  "disable-model-invocation",
  "user-invocable",
  "effort",
  "shell",
  "version",
  "when_to_use",
  "paths",
  "hooks",
  "context",
  "agent",
  "background",
] as const;

/** The generator's own fields (templates). */
export const GENERATOR_FIELDS = ["preamble-tier", "version", "triggers"] as const;

/** The loader's own fields (lib/loader/skill.ts). */
export const LOADER_FIELDS = ["triggers", "threshold", "tier", "tiers", "category", "extends", "profiles"] as const;

export const KNOWN_FIELDS: readonly string[] = [
  ...new Set<string>([...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS, ...GENERATOR_FIELDS, ...LOADER_FIELDS]),
];

/**
 * Claude Code's field for when a skill applies, written from the kit's `triggers`: gstack's
 * list of phrases, or the loader's map of intents, files and contexts. Undefined when there is
 * nothing to say. Phrases are quoted as written, so the sentence reads the same words the
 * loader's scorer matches.
 */
export function whenToUseFromTriggers(triggers: unknown): string | undefined {
  const strings = (v: unknown): string[] =>
    (typeof v === "string" ? [v] : Array.isArray(v) ? v : [])
      .filter((x): x is string => typeof x === "string")
      .map((x) => x.replace(/\s+/g, " ").trim())
      .filter(Boolean);
  const or = (items: string[]) =>
    items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
  const quoted = (items: string[]) => or(items.map((x) => JSON.stringify(x)));
  let intents: string[];
  let files: string[] = [];
  let contexts: string[] = [];
  if (Array.isArray(triggers) || typeof triggers === "string") intents = strings(triggers);
  else if (triggers && typeof triggers === "object") {
    const t = triggers as Record<string, unknown>;
    intents = strings(t.intents);
    files = strings(t.files);
    contexts = strings(t.contexts);
  } else return undefined;
  const parts: string[] = [];
  if (intents.length) parts.push(`the request mentions ${quoted(intents)}`);
  if (files.length) parts.push(`working on files matching ${or(files)}`);
  if (contexts.length) parts.push(`the context involves ${or(contexts)}`);
  if (!parts.length) return undefined;
  const joined = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join("; when ")}; or when ${parts.at(-1)}`;
  return `Use when ${joined}.`;
}
