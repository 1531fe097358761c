// Frontmatter validation against two profiles: the open Agent Skills spec (agentskills.io) and
// Claude Code's skill fields, plus the kit's own fields. Errors stop the run; warnings are shown
// by gen:skill-docs and skill:check.
import type { Document, LineCounter, Node } from "yaml";
import { yaml as loadYaml } from "./libs.ts";
import { suggest, type Problems } from "./diagnostics.ts";
import { KNOWN_FIELDS, whenToUseFromTriggers } from "../frontmatter/fields.ts";

export const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_NAME = 64;
export const MAX_DESCRIPTION = 1024;
export const MAX_COMPATIBILITY = 500;
/** Claude Code cuts each skill listing entry (description and when_to_use) at this many characters. */
export const LISTING_DESCRIPTION_CHARS = 1536;
/** The Agent Skills spec recommends keeping SKILL.md under this many lines. */
export const MAX_BODY_LINES = 500;
export const TIERS = [1, 2, 3, 4] as const;
export type Tier = (typeof TIERS)[number];

export { KNOWN_FIELDS, SPEC_FIELDS } from "../frontmatter/fields.ts";

export const HOOK_EVENTS = [
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "PermissionRequest",
  "UserPromptSubmit",
  "Notification",
  "Stop",
  "SubagentStart",
  "SubagentStop",
  "SessionStart",
  "SessionEnd",
  "PreCompact",
  "Setup",
];
const HOOK_TYPES = ["command", "prompt", "agent", "http"];

export interface Frontmatter {
  name: string;
  description: string;
  tier: Tier;
  data: Record<string, unknown>;
}

type Path = (string | number)[];

/** Finds the source position (1-based line and column) of a frontmatter node. */
class Locator {
  constructor(
    private readonly docOf: () => Document | undefined,
    private readonly lines: () => LineCounter,
  ) {}

  /** Built only when a position or the written form of a value is needed. */
  private get doc(): Document | undefined {
    return this.docOf();
  }

  private at(offset: number | undefined): [number, number] {
    if (offset === undefined || !this.doc) return [1, 1];
    const p = this.lines().linePos(offset);
    return [p.line, p.col];
  }

  /** The value as written in the file (for a scalar), e.g. "1.10" where YAML read 1.1. */
  source(path: Path): string | undefined {
    const node = this.doc?.getIn(path, true);
    return node !== undefined && loadYaml().isScalar(node) && typeof node.source === "string" ? node.source : undefined;
  }

  /** Position of the value at path (or of its key when `key` is set). */
  of(path: Path, key = false): [number, number] {
    if (!this.doc) return [1, 1];
    if (key) {
      const { isMap, isPair, isScalar } = loadYaml();
      const parent = path.length > 1 ? this.doc.getIn(path.slice(0, -1), true) : this.doc.contents;
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === path[path.length - 1]);
        const k = pair?.key as Node | undefined;
        if (k?.range) return this.at(k.range[0]);
      }
    }
    const node = this.doc.getIn(path, true) as Node | undefined;
    if (node && typeof node === "object" && "range" in node && node.range) return this.at(node.range[0]);
    return path.length > 1 ? this.of(path.slice(0, -1), true) : [1, 1];
  }
}

const typeName = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "a map" : typeof v;

export interface ValidateOptions {
  /** The folder name the skill must be named after; undefined for the pack's root template. */
  folder?: string;
}

/**
 * Checks every field; returns the normalized frontmatter, or undefined when an error was reported.
 */
export function validateFrontmatter(
  data: Record<string, unknown>,
  doc: () => Document | undefined,
  lines: () => LineCounter,
  problems: Problems,
  opts: ValidateOptions,
): Frontmatter | undefined {
  const loc = new Locator(doc, lines);
  const before = problems.list.filter((d) => d.severity === "error").length;
  const err = (path: Path, msg: string, key = false) => problems.error(...loc.of(path, key), msg);
  const warn = (path: Path, msg: string, key = false) => problems.warn(...loc.of(path, key), msg);

  const str = (field: string, opts: { max?: number; quoteHint?: boolean } = {}): string | undefined => {
    const v = data[field];
    if (v === undefined) return undefined;
    if (typeof v !== "string") {
      const hint =
        opts.quoteHint && typeof v === "number"
          ? ` (quote it: ${field}: "${loc.source([field]) ?? v}"; unquoted YAML reads it as the number ${v})`
          : "";
      err([field], `${field}: a string is allowed, not ${typeName(v)}${hint}`);
      return undefined;
    }
    if (v.trim() === "") err([field], `${field}: must not be empty`);
    else if (opts.max && v.length > opts.max)
      err([field], `${field}: at most ${opts.max} characters allowed (got ${v.length})`);
    return v;
  };
  const oneOf = (field: string, allowed: readonly string[]) => {
    const v = data[field];
    if (v !== undefined && (typeof v !== "string" || !allowed.includes(v))) {
      err([field], `${field}: one of ${allowed.join(", ")} is allowed (got ${JSON.stringify(v)})`);
    }
  };
  const bool = (field: string) => {
    const v = data[field];
    if (v !== undefined && typeof v !== "boolean")
      err([field], `${field}: true or false (unquoted) is allowed (got ${JSON.stringify(v)})`);
  };
  const strOrList = (field: string) => {
    const v = data[field];
    if (v === undefined) return;
    if (typeof v === "string") {
      if (v.trim() === "") err([field], `${field}: must not be empty`);
      return;
    }
    if (!Array.isArray(v))
      return err([field], `${field}: a string or a list of strings is allowed, not ${typeName(v)}`);
    v.forEach((item, i) => {
      if (typeof item !== "string" || item.trim() === "")
        err([field, i], `${field}[${i}]: a non-empty string is allowed (got ${JSON.stringify(item)})`);
    });
  };

  // --- Agent Skills profile
  let name: string | undefined;
  if (data.name === undefined) err([], "name: required (a-z, 0-9 and -, 1-64 characters, equal to the folder name)");
  else if (typeof data.name !== "string") err(["name"], `name: a string is allowed, not ${typeName(data.name)}`);
  else if (data.name.length > MAX_NAME || !NAME_PATTERN.test(data.name)) {
    err(
      ["name"],
      `name: a-z, 0-9 and single hyphens inside, 1-${MAX_NAME} characters are allowed (got ${JSON.stringify(data.name)})`,
    );
  } else if (opts.folder !== undefined && data.name !== opts.folder) {
    err(["name"], `name: must equal the folder name "${opts.folder}" (got ${JSON.stringify(data.name)})`);
  } else name = data.name;

  let description: string | undefined;
  if (data.description === undefined)
    err([], `description: required (1-${MAX_DESCRIPTION} characters: what the skill does and when to use it)`);
  else {
    description = str("description", { max: MAX_DESCRIPTION });
  }
  str("license");
  str("compatibility", { max: MAX_COMPATIBILITY });
  const metadata = data.metadata;
  if (metadata !== undefined) {
    if (!metadata || typeof metadata !== "object" || Array.isArray(metadata))
      err(["metadata"], `metadata: a map of string keys to string values is allowed, not ${typeName(metadata)}`);
    else
      for (const [k, v] of Object.entries(metadata)) {
        if (typeof v !== "string")
          err(["metadata", k], `metadata.${k}: a string value is allowed, not ${typeName(v)} (quote it)`);
      }
  }
  strOrList("allowed-tools");

  // --- Claude Code profile
  str("argument-hint");
  const whenToUse = str("when_to_use");
  // The listing entry is "description - when_to_use" (or the triggers' sentence), cut as one.
  const entry = [
    description?.trim(),
    (whenToUse ?? (data.triggers !== undefined ? whenToUseFromTriggers(data.triggers) : undefined))?.trim(),
  ]
    .filter(Boolean)
    .join(" - ");
  if (entry.length > LISTING_DESCRIPTION_CHARS) {
    warn(
      [whenToUse !== undefined ? "when_to_use" : "description"],
      `description and when_to_use: ${entry.length} characters together; Claude Code's skill listing shows the first ${LISTING_DESCRIPTION_CHARS}, so put what matters first`,
    );
  }
  str("model");
  oneOf("effort", ["low", "medium", "high", "max"]);
  oneOf("context", ["inline", "fork"]);
  str("agent");
  if (data.agent !== undefined && data.context !== "fork") warn(["agent"], "agent: only used with context: fork");
  bool("user-invocable");
  bool("background");
  strOrList("disallowed-tools");
  bool("disable-model-invocation");
  strOrList("paths");
  oneOf("shell", ["bash", "powershell"]);
  if (data.hooks !== undefined) checkHooks(data.hooks, err, warn);

  // --- kit fields
  let tier: Tier | undefined;
  const t = data["preamble-tier"];
  if (t === undefined) err([], "preamble-tier: required (1, 2, 3 or 4; see the tier table in README.md)");
  else if (typeof t !== "number" || !TIERS.includes(t as Tier)) {
    err(["preamble-tier"], `preamble-tier: 1, 2, 3 or 4 (unquoted) is allowed (got ${JSON.stringify(t)})`);
  } else tier = t as Tier;
  str("version", { quoteHint: true });
  const triggers = data.triggers;
  const phrases = (list: unknown, at: Path, label: string) => {
    if (!Array.isArray(list)) return err(at, `${label}: a list of strings is allowed, not ${typeName(list)}`);
    list.forEach((x, i) => {
      if (typeof x !== "string" || !x.trim())
        err([...at, i], `${label}[${i}]: a non-empty string is allowed (got ${JSON.stringify(x)})`);
    });
  };
  if (triggers !== undefined) {
    // gstack's list of phrases, or the loader's map of intents, files and contexts.
    if (triggers && typeof triggers === "object" && !Array.isArray(triggers)) {
      for (const [k, v] of Object.entries(triggers)) {
        if (k === "threshold") continue;
        if (!["intents", "files", "contexts"].includes(k))
          err(["triggers", k], `triggers.${k}: not a trigger kind (intents, files, contexts, threshold)`, true);
        else phrases(v, ["triggers", k], `triggers.${k}`);
      }
    } else phrases(triggers, ["triggers"], "triggers");
  }

  for (const field of Object.keys(data)) {
    if (KNOWN_FIELDS.includes(field)) continue;
    const near = suggest(field, KNOWN_FIELDS);
    warn(
      [field],
      `${field}: not a known field${near ? ` (did you mean ${near}?)` : ""}; the claude host keeps it, the other hosts drop it`,
      true,
    );
  }

  const after = problems.list.filter((d) => d.severity === "error").length;
  if (after > before || !name || description === undefined || !tier) return undefined;
  return { name, description, tier, data };
}

function checkHooks(
  hooks: unknown,
  err: (p: Path, m: string, key?: boolean) => void,
  warn: (p: Path, m: string, key?: boolean) => void,
): void {
  if (!hooks || typeof hooks !== "object" || Array.isArray(hooks)) {
    err(["hooks"], `hooks: a map of event name to a list of { matcher, hooks } is allowed, not ${typeName(hooks)}`);
    return;
  }
  for (const [event, entries] of Object.entries(hooks)) {
    if (!HOOK_EVENTS.includes(event))
      warn(["hooks", event], `hooks.${event}: not a known hook event (known: ${HOOK_EVENTS.join(", ")})`, true);
    if (!Array.isArray(entries)) {
      err(["hooks", event], `hooks.${event}: a list of { matcher, hooks } is allowed, not ${typeName(entries)}`);
      continue;
    }
    entries.forEach((entry: unknown, i) => {
      const at: Path = ["hooks", event, i];
      if (!entry || typeof entry !== "object" || Array.isArray(entry))
        return err(at, `hooks.${event}[${i}]: a map with matcher and hooks is allowed`);
      const e = entry as Record<string, unknown>;
      if (e.matcher !== undefined && typeof e.matcher !== "string")
        err([...at, "matcher"], `hooks.${event}[${i}].matcher: a string is allowed`);
      if (!Array.isArray(e.hooks))
        return err(
          e.hooks === undefined ? at : [...at, "hooks"],
          `hooks.${event}[${i}].hooks: a list of { type, command } is required`,
        );
      e.hooks.forEach((h: unknown, j) => {
        const hat: Path = [...at, "hooks", j];
        const label = `hooks.${event}[${i}].hooks[${j}]`;
        if (!h || typeof h !== "object" || Array.isArray(h))
          return err(hat, `${label}: a map with type and command is allowed`);
        const hook = h as Record<string, unknown>;
        if (typeof hook.type !== "string" || !HOOK_TYPES.includes(hook.type))
          err(
            hook.type === undefined ? hat : [...hat, "type"],
            `${label}.type: one of ${HOOK_TYPES.join(", ")} is allowed (got ${JSON.stringify(hook.type)})`,
          );
        if (hook.type === "command" && (typeof hook.command !== "string" || !hook.command.trim()))
          err(
            hook.command === undefined ? hat : [...hat, "command"],
            `${label}.command: a non-empty string is required`,
          );
        if (hook.timeout !== undefined && (typeof hook.timeout !== "number" || hook.timeout <= 0))
          err([...hat, "timeout"], `${label}.timeout: a positive number of seconds is allowed`);
        if (hook.once !== undefined && typeof hook.once !== "boolean")
          err([...hat, "once"], `${label}.once: true or false is allowed`);
      });
    });
  }
}
