import {
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/generator/diagnostics.ts
function formatDiagnostic(d) {
  const msg = d.message.replace(/[\r\n]+/g, " ");
  return `${d.file}:${d.line}:${d.column}: ${d.severity === "warning" ? "warning: " : ""}${msg}`;
}

class Problems {
  file;
  list = [];
  constructor(file) {
    this.file = file;
  }
  error(line, column, message) {
    this.list.push({
      file: this.file,
      line: Math.max(1, line),
      column: Math.max(1, column),
      message,
      severity: "error"
    });
  }
  warn(line, column, message) {
    this.list.push({
      file: this.file,
      line: Math.max(1, line),
      column: Math.max(1, column),
      message,
      severity: "warning"
    });
  }
  sorted() {
    return [...this.list].sort((a, b) => a.line - b.line || a.column - b.column);
  }
  get hasErrors() {
    return this.list.some((d) => d.severity === "error");
  }
}

class TemplateErrors extends GstackError {
  diagnostics;
  constructor(diagnostics) {
    super(diagnostics.filter((d) => d.severity === "error").map(formatDiagnostic).join(`
`), "rejected");
    this.diagnostics = diagnostics;
    this.name = "TemplateErrors";
  }
}

// lib/frontmatter/fields.ts
var SPEC_FIELDS = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"];
var CLAUDE_CODE_FIELDS = [
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
  "background"
];
var GENERATOR_FIELDS = ["preamble-tier", "version", "triggers"];
var LOADER_FIELDS = ["triggers", "threshold", "tier", "tiers", "category", "extends", "profiles"];
var KNOWN_FIELDS = [
  ...new Set([...SPEC_FIELDS, ...CLAUDE_CODE_FIELDS, ...GENERATOR_FIELDS, ...LOADER_FIELDS])
];
function whenToUseFromTriggers(triggers) {
  const strings = (v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v : []).filter((x) => typeof x === "string").map((x) => x.replace(/\s+/g, " ").trim()).filter(Boolean);
  const or = (items) => items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
  const quoted = (items) => or(items.map((x) => JSON.stringify(x)));
  let intents;
  let files = [];
  let contexts = [];
  if (Array.isArray(triggers) || typeof triggers === "string")
    intents = strings(triggers);
  else if (triggers && typeof triggers === "object") {
    const t = triggers;
    intents = strings(t.intents);
    files = strings(t.files);
    contexts = strings(t.contexts);
  } else
    return;
  const parts = [];
  if (intents.length)
    parts.push(`the request mentions ${quoted(intents)}`);
  if (files.length)
    parts.push(`working on files matching ${or(files)}`);
  if (contexts.length)
    parts.push(`the context involves ${or(contexts)}`);
  if (!parts.length)
    return;
  const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join("; when ")}; or when ${parts.at(-1)}`;
  return `Use when ${joined}.`;
}

export { SPEC_FIELDS, KNOWN_FIELDS, whenToUseFromTriggers, Problems, TemplateErrors };
