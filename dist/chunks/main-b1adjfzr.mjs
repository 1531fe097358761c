import {
  $isMap,
  $isPair,
  $isScalar,
  $stringify
} from "./main-3dxs9tz1.mjs";
import {
  SPEC_FIELDS,
  KNOWN_FIELDS,
  whenToUseFromTriggers
} from "./main-9pdkkz8b.mjs";
import {
  suggest,
  rejected
} from "./main-4q1q6370.mjs";

// lib/install/base.ts
import { statSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
function installBase(cwd, env, project) {
  if (project === undefined)
    return env.HOME || homedir();
  const base = resolve(cwd, project);
  let st;
  try {
    st = statSync(base);
  } catch {
    throw rejected("project", "an existing directory", project);
  }
  if (!st.isDirectory())
    throw rejected("project", "a directory", project);
  return base;
}

// lib/generator/validate.ts
var NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var MAX_NAME = 64;
var MAX_DESCRIPTION = 1024;
var MAX_COMPATIBILITY = 500;
var LISTING_DESCRIPTION_CHARS = 1536;
var MAX_BODY_LINES = 500;
var TIERS = [1, 2, 3, 4];
var HOOK_EVENTS = [
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
  "Setup"
];
var HOOK_TYPES = ["command", "prompt", "agent", "http"];

class Locator {
  docOf;
  lines;
  constructor(docOf, lines) {
    this.docOf = docOf;
    this.lines = lines;
  }
  get doc() {
    return this.docOf();
  }
  at(offset) {
    if (offset === undefined || !this.doc)
      return [1, 1];
    const p = this.lines.linePos(offset);
    return [p.line, p.col];
  }
  source(path) {
    const node = this.doc?.getIn(path, true);
    return $isScalar(node) && typeof node.source === "string" ? node.source : undefined;
  }
  of(path, key = false) {
    if (!this.doc)
      return [1, 1];
    if (key) {
      const parent = path.length > 1 ? this.doc.getIn(path.slice(0, -1), true) : this.doc.contents;
      if ($isMap(parent)) {
        const pair = parent.items.find((p) => $isPair(p) && $isScalar(p.key) && p.key.value === path[path.length - 1]);
        const k = pair?.key;
        if (k?.range)
          return this.at(k.range[0]);
      }
    }
    const node = this.doc.getIn(path, true);
    if (node && typeof node === "object" && "range" in node && node.range)
      return this.at(node.range[0]);
    return path.length > 1 ? this.of(path.slice(0, -1), true) : [1, 1];
  }
}
var typeName = (v) => v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "a map" : typeof v;
function validateFrontmatter(data, doc, lines, problems, opts) {
  const loc = new Locator(doc, lines);
  const before = problems.list.filter((d) => d.severity === "error").length;
  const err = (path, msg, key = false) => problems.error(...loc.of(path, key), msg);
  const warn = (path, msg, key = false) => problems.warn(...loc.of(path, key), msg);
  const str = (field, opts = {}) => {
    const v = data[field];
    if (v === undefined)
      return;
    if (typeof v !== "string") {
      const hint = opts.quoteHint && typeof v === "number" ? ` (quote it: ${field}: "${loc.source([field]) ?? v}"; unquoted YAML reads it as the number ${v})` : "";
      err([field], `${field}: a string is allowed, not ${typeName(v)}${hint}`);
      return;
    }
    if (v.trim() === "")
      err([field], `${field}: must not be empty`);
    else if (opts.max && v.length > opts.max)
      err([field], `${field}: at most ${opts.max} characters allowed (got ${v.length})`);
    return v;
  };
  const oneOf = (field, allowed) => {
    const v = data[field];
    if (v !== undefined && (typeof v !== "string" || !allowed.includes(v))) {
      err([field], `${field}: one of ${allowed.join(", ")} is allowed (got ${JSON.stringify(v)})`);
    }
  };
  const bool = (field) => {
    const v = data[field];
    if (v !== undefined && typeof v !== "boolean")
      err([field], `${field}: true or false (unquoted) is allowed (got ${JSON.stringify(v)})`);
  };
  const strOrList = (field) => {
    const v = data[field];
    if (v === undefined)
      return;
    if (typeof v === "string") {
      if (v.trim() === "")
        err([field], `${field}: must not be empty`);
      return;
    }
    if (!Array.isArray(v))
      return err([field], `${field}: a string or a list of strings is allowed, not ${typeName(v)}`);
    v.forEach((item, i) => {
      if (typeof item !== "string" || item.trim() === "")
        err([field, i], `${field}[${i}]: a non-empty string is allowed (got ${JSON.stringify(item)})`);
    });
  };
  let name;
  if (data.name === undefined)
    err([], "name: required (a-z, 0-9 and -, 1-64 characters, equal to the folder name)");
  else if (typeof data.name !== "string")
    err(["name"], `name: a string is allowed, not ${typeName(data.name)}`);
  else if (data.name.length > MAX_NAME || !NAME_PATTERN.test(data.name)) {
    err(["name"], `name: a-z, 0-9 and single hyphens inside, 1-${MAX_NAME} characters are allowed (got ${JSON.stringify(data.name)})`);
  } else if (opts.folder !== undefined && data.name !== opts.folder) {
    err(["name"], `name: must equal the folder name "${opts.folder}" (got ${JSON.stringify(data.name)})`);
  } else
    name = data.name;
  let description;
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
  str("argument-hint");
  const whenToUse = str("when_to_use");
  const entry = [description?.trim(), (whenToUse ?? (data.triggers !== undefined ? whenToUseFromTriggers(data.triggers) : undefined))?.trim()].filter(Boolean).join(" - ");
  if (entry.length > LISTING_DESCRIPTION_CHARS) {
    warn([whenToUse !== undefined ? "when_to_use" : "description"], `description and when_to_use: ${entry.length} characters together; Claude Code's skill listing shows the first ${LISTING_DESCRIPTION_CHARS}, so put what matters first`);
  }
  str("model");
  oneOf("effort", ["low", "medium", "high", "max"]);
  oneOf("context", ["inline", "fork"]);
  str("agent");
  if (data.agent !== undefined && data.context !== "fork")
    warn(["agent"], "agent: only used with context: fork");
  bool("user-invocable");
  bool("background");
  strOrList("disallowed-tools");
  bool("disable-model-invocation");
  strOrList("paths");
  oneOf("shell", ["bash", "powershell"]);
  if (data.hooks !== undefined)
    checkHooks(data.hooks, err, warn);
  let tier;
  const t = data["preamble-tier"];
  if (t === undefined)
    err([], "preamble-tier: required (1, 2, 3 or 4; see the tier table in README.md)");
  else if (typeof t !== "number" || !TIERS.includes(t)) {
    err(["preamble-tier"], `preamble-tier: 1, 2, 3 or 4 (unquoted) is allowed (got ${JSON.stringify(t)})`);
  } else
    tier = t;
  str("version", { quoteHint: true });
  const triggers = data.triggers;
  const phrases = (list, at, label) => {
    if (!Array.isArray(list))
      return err(at, `${label}: a list of strings is allowed, not ${typeName(list)}`);
    list.forEach((x, i) => {
      if (typeof x !== "string" || !x.trim())
        err([...at, i], `${label}[${i}]: a non-empty string is allowed (got ${JSON.stringify(x)})`);
    });
  };
  if (triggers !== undefined) {
    if (triggers && typeof triggers === "object" && !Array.isArray(triggers)) {
      for (const [k, v] of Object.entries(triggers)) {
        if (k === "threshold")
          continue;
        if (!["intents", "files", "contexts"].includes(k))
          err(["triggers", k], `triggers.${k}: not a trigger kind (intents, files, contexts, threshold)`, true);
        else
          phrases(v, ["triggers", k], `triggers.${k}`);
      }
    } else
      phrases(triggers, ["triggers"], "triggers");
  }
  for (const field of Object.keys(data)) {
    if (KNOWN_FIELDS.includes(field))
      continue;
    const near = suggest(field, KNOWN_FIELDS);
    warn([field], `${field}: not a known field${near ? ` (did you mean ${near}?)` : ""}; the claude host keeps it, the other hosts drop it`, true);
  }
  const after = problems.list.filter((d) => d.severity === "error").length;
  if (after > before || !name || description === undefined || !tier)
    return;
  return { name, description, tier, data };
}
function checkHooks(hooks, err, warn) {
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
    entries.forEach((entry, i) => {
      const at = ["hooks", event, i];
      if (!entry || typeof entry !== "object" || Array.isArray(entry))
        return err(at, `hooks.${event}[${i}]: a map with matcher and hooks is allowed`);
      const e = entry;
      if (e.matcher !== undefined && typeof e.matcher !== "string")
        err([...at, "matcher"], `hooks.${event}[${i}].matcher: a string is allowed`);
      if (!Array.isArray(e.hooks))
        return err(e.hooks === undefined ? at : [...at, "hooks"], `hooks.${event}[${i}].hooks: a list of { type, command } is required`);
      e.hooks.forEach((h, j) => {
        const hat = [...at, "hooks", j];
        const label = `hooks.${event}[${i}].hooks[${j}]`;
        if (!h || typeof h !== "object" || Array.isArray(h))
          return err(hat, `${label}: a map with type and command is allowed`);
        const hook = h;
        if (typeof hook.type !== "string" || !HOOK_TYPES.includes(hook.type))
          err(hook.type === undefined ? hat : [...hat, "type"], `${label}.type: one of ${HOOK_TYPES.join(", ")} is allowed (got ${JSON.stringify(hook.type)})`);
        if (hook.type === "command" && (typeof hook.command !== "string" || !hook.command.trim()))
          err(hook.command === undefined ? hat : [...hat, "command"], `${label}.command: a non-empty string is required`);
        if (hook.timeout !== undefined && (typeof hook.timeout !== "number" || hook.timeout <= 0))
          err([...hat, "timeout"], `${label}.timeout: a positive number of seconds is allowed`);
        if (hook.once !== undefined && typeof hook.once !== "boolean")
          err([...hat, "once"], `${label}.once: true or false is allowed`);
      });
    });
  }
}

// lib/generator/hosts.ts
var HOST_NAMES = ["claude", "codex", "agents", "opencode", "gemini", "cursor", "copilot", "factory", "kiro", "amp"];
var SPEC = SPEC_FIELDS;
var SPEC_NO_TOOLS = SPEC_FIELDS.filter((f) => f !== "allowed-tools");
var ENTRIES = {
  claude: {
    label: "Claude Code",
    skillsDir: ".claude/skills",
    userSkillsDir: ".claude/skills",
    fields: "all",
    hooks: true,
    listing: { fraction: 0.01, fallbackChars: 8000, descriptionChars: LISTING_DESCRIPTION_CHARS }
  },
  agents: {
    label: "Agent Skills spec (any host reading .agents/skills)",
    skillsDir: ".agents/skills",
    userSkillsDir: ".agents/skills",
    fields: SPEC,
    hooks: false
  },
  codex: {
    label: "OpenAI Codex",
    skillsDir: ".agents/skills",
    userSkillsDir: ".codex/skills",
    fields: ["name", "description", "metadata"],
    hooks: false,
    listing: { fraction: 0.02, fallbackChars: 8000 },
    sidecars: (fm) => [{ file: "agents/openai.yaml", content: codexSidecar(fm) }]
  },
  opencode: {
    label: "OpenCode",
    skillsDir: ".opencode/skills",
    userSkillsDir: ".config/opencode/skills",
    fields: SPEC_NO_TOOLS,
    hooks: false
  },
  gemini: {
    label: "Gemini CLI",
    skillsDir: ".gemini/skills",
    userSkillsDir: ".gemini/skills",
    fields: ["name", "description"],
    hooks: false
  },
  cursor: {
    label: "Cursor",
    skillsDir: ".cursor/skills",
    userSkillsDir: ".cursor/skills",
    fields: [...SPEC_NO_TOOLS, "disable-model-invocation"],
    hooks: false
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
      WebSearch: null
    }
  },
  factory: {
    label: "Factory Droid",
    skillsDir: ".factory/skills",
    userSkillsDir: ".factory/skills",
    fields: ["name", "description", "user-invocable", "disable-model-invocation"],
    hooks: false
  },
  kiro: {
    label: "Kiro",
    skillsDir: ".kiro/skills",
    userSkillsDir: ".kiro/skills",
    fields: SPEC_NO_TOOLS,
    hooks: false
  },
  amp: {
    label: "Amp",
    skillsDir: ".agents/skills",
    userSkillsDir: ".config/agents/skills",
    fields: ["name", "description"],
    hooks: false
  }
};
function build(name, e) {
  const host = {
    ...e,
    name,
    nameMax: e.nameMax ?? MAX_NAME,
    descriptionMax: e.descriptionMax ?? MAX_DESCRIPTION,
    outPath: (skill, folder) => name === "claude" ? folder === undefined ? "SKILL.md" : `skills/${folder}/SKILL.md` : name === "agents" ? `.agents/skills/${skill}/SKILL.md` : `.hosts/${name}/${skill}/SKILL.md`,
    frontmatter: (fm, matterText) => e.fields === "all" ? keptAsWritten(fm, matterText) : $stringify(pickFields(fm, e.fields, e.toolNames), { lineWidth: 0 })
  };
  return host;
}
var HOSTS = Object.fromEntries(HOST_NAMES.map((n) => [n, build(n, ENTRIES[n])]));
function hostsFor(flag) {
  if (flag === "all")
    return [...HOST_NAMES];
  const list = flag.split(",").map((s) => s.trim());
  return list.length && list.every((h) => HOST_NAMES.includes(h)) ? [...new Set(list)] : undefined;
}
var HOST_FLAG_ALLOWED = `one of ${HOST_NAMES.join(", ")}, a comma-separated list of them, or all`;
function keptAsWritten(fm, matterText) {
  const kept = `${matterText.replace(/^\n/, "").replace(/\s+$/, "")}
`;
  const sentence = fm.data.when_to_use === undefined ? whenToUseFromTriggers(fm.data.triggers) : undefined;
  return sentence ? `${kept}${$stringify({ when_to_use: sentence }, { lineWidth: 0 })}` : kept;
}
function pickFields(fm, fields, toolNames) {
  const d = fm.data;
  const out = { name: fm.name, description: fm.description };
  for (const f of fields) {
    if (f === "name" || f === "description" || f === "metadata")
      continue;
    const v = d[f];
    if (v === undefined)
      continue;
    if (f === "allowed-tools") {
      const list = (Array.isArray(v) ? v : String(v).split(/\s+/)).map(String).filter(Boolean);
      const mapped = list.map((t) => toolNames && (t in toolNames) ? toolNames[t] : t).filter((t) => !!t);
      if (mapped.length)
        out[f] = [...new Set(mapped)].join(" ");
    } else if (typeof v === "string" || typeof v === "boolean")
      out[f] = v;
  }
  if (fields.includes("metadata")) {
    const metadata = {};
    if (d.metadata && typeof d.metadata === "object")
      for (const [k, v] of Object.entries(d.metadata))
        metadata[k] = String(v);
    metadata["preamble-tier"] = String(fm.tier);
    if (typeof d.version === "string")
      metadata.version = d.version;
    out.metadata = metadata;
  }
  return out;
}
function codexSidecar(fm) {
  const first = fm.description.trim().split(/(?<=[.!?])\s/)[0].replace(/\s+/g, " ");
  const short = first.length > 64 ? `${first.slice(0, 61).trimEnd()}...` : first;
  const doc = {
    interface: { display_name: fm.name, short_description: short },
    policy: { allow_implicit_invocation: fm.data["disable-model-invocation"] !== true }
  };
  return `# <!-- AUTO-GENERATED from the skill's SKILL.md.tmpl frontmatter (codex host): edit the template, not this file. -->
${$stringify(doc, { lineWidth: 0 })}`;
}

export { installBase, NAME_PATTERN, MAX_BODY_LINES, validateFrontmatter, HOST_NAMES, HOSTS, hostsFor, HOST_FLAG_ALLOWED };
