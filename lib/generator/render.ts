// Renders SKILL.md.tmpl files with Handlebars (noEscape, strict). Placeholders are helpers whose
// text lives in templates/ (preamble tier sections and shared partials), rendered with the same
// string-only context, so host differences are variables rather than edits of finished text.
// The package's single-file build: the same Handlebars 4.7, but its code generator skips the
// source-map library that the CommonJS build loads and walks on every compile (~30% of a run).
import HandlebarsBuild from "handlebars/dist/handlebars.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Problems, TemplateErrors, type Diagnostic } from "./diagnostics.ts";
import { normalizeText, parseTemplate } from "./frontmatter.ts";
import { validateFrontmatter, MAX_BODY_LINES, type Frontmatter, type Tier } from "./validate.ts";
import { checkTemplate, escapeDollarBraces, parseErrorPosition, PLACEHOLDERS, type Usage } from "./placeholders.ts";
import { HOSTS, type Host, type HostName } from "./hosts.ts";
import { kitRoot } from "../kit.ts";
import { fallbackCommand } from "./preamble-keys.ts";
import { GENERATED_MARK } from "./outputs.ts";

export const TEMPLATES_DIR = join(kitRoot(), "templates");

/** Preamble sections in output order, with the lowest tier that includes each. */
export const PREAMBLE_SECTIONS: readonly { id: string; tier: Tier }[] = [
  { id: "bootstrap", tier: 1 },
  { id: "first-run", tier: 1 },
  { id: "voice", tier: 1 },
  { id: "voice-full", tier: 2 },
  { id: "asking", tier: 2 },
  { id: "completeness", tier: 2 },
  { id: "confusion", tier: 2 },
  { id: "checkpoints", tier: 2 },
  { id: "context-health", tier: 2 },
  { id: "learnings", tier: 2 },
  { id: "repo-mode", tier: 3 },
  { id: "search-before-building", tier: 3 },
  { id: "test-failure-triage", tier: 4 },
  { id: "completion-status", tier: 1 },
];


export interface SkillSource {
  /** Template path relative to the pack root, with / separators. */
  rel: string;
  /** Folder name under skills/; undefined for the pack's root SKILL.md.tmpl. */
  folder?: string;
  text: string;
}

/** A template parsed and checked once; rendered per host. */
export interface PreparedSkill {
  source: SkillSource;
  fm: Frontmatter;
  matterText: string;
  template: HandlebarsTemplateDelegate;
  uses: Usage[];
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

type Context = Record<string, string>;

interface RenderState {
  host: Host;
  name: string;
  tier: Tier;
  context: Context;
  preambleBytes: number;
}

const Handlebars = HandlebarsBuild;
const env = Handlebars.create();
// knownHelpersOnly: placeholders compile to direct helper calls (the AST check already
// guarantees nothing else is called), which is simpler code to generate and to run.
const COMPILE = {
  noEscape: true,
  strict: true,
  knownHelpersOnly: true,
  knownHelpers: Object.fromEntries(Object.keys(PLACEHOLDERS).map((k) => [k, true])),
};

// ---------------------------------------------------------------- kit templates (templates/)

interface KitTemplate {
  render: HandlebarsTemplateDelegate;
  /** The variables it reads, when its output depends on nothing else (so it can be reused). */
  reads?: string[];
}

const kitCache = new Map<string, KitTemplate>();
/** Placeholders whose output depends on the host alone; any other makes a template unshareable. */
const HOST_ONLY_PLACEHOLDERS = new Set(["BIN_SETUP"]);
/** Rendered kit templates by (template, host, tier, values read): most of the preamble, and most
 *  partials, are the same text for every skill of a host and tier, so each is rendered once per
 *  run. A pure function's output reused, not text edited afterwards. */
const renderedKit = new Map<string, string>();

/** Loads, checks and compiles templates/<rel>; a broken kit template is reported like any other. */
function kitTemplate(rel: string): KitTemplate {
  const hit = kitCache.get(rel);
  if (hit) return hit;
  const file = `templates/${rel}`;
  const problems = new Problems(file);
  let text = normalizeText(readFileSync(join(TEMPLATES_DIR, rel), "utf8"));
  if (text.endsWith("\n")) text = text.slice(0, -1); // files end with a newline; the text does not
  const ast = parse(escapeDollarBraces(text), problems, 0);
  const uses = ast ? checkTemplate(ast as never, problems, { lineOffset: 0, kit: true }) : [];
  if (problems.hasErrors || !ast) throw new TemplateErrors(problems.list);
  const placeholders = uses.filter((u) => PLACEHOLDERS[u.name]);
  const reads = placeholders.every((u) => HOST_ONLY_PLACEHOLDERS.has(u.name))
    ? [...new Set(uses.filter((u) => !PLACEHOLDERS[u.name]).map((u) => u.name))].sort()
    : undefined;
  const tpl: KitTemplate = { render: env.compile(ast as unknown as string, COMPILE), reads };
  kitCache.set(rel, tpl);
  return tpl;
}

function renderKit(rel: string, state: RenderState, extra: Context = {}): string {
  const tpl = kitTemplate(rel);
  const context = { ...state.context, ...extra };
  if (!tpl.reads) return tpl.render(context, { data: { state } });
  const key = [rel, state.host.name, state.tier, ...tpl.reads.map((v) => context[v])].join("\0");
  let out = renderedKit.get(key);
  if (out === undefined) {
    out = tpl.render(context, { data: { state } });
    renderedKit.set(key, out);
  }
  return out;
}

function stateOf(options: Handlebars.HelperOptions): RenderState {
  return (options.data as { state: RenderState }).state;
}

/** The preamble of a tier: its sections joined by a blank line. */
export function renderPreamble(state: RenderState): string {
  return PREAMBLE_SECTIONS.filter((s) => s.tier <= state.tier)
    .map((s) => renderKit(`preamble/${s.id}.md`, state))
    .join("\n\n");
}

env.registerHelper({
  PREAMBLE(options: Handlebars.HelperOptions) {
    const state = stateOf(options);
    const text = renderPreamble(state);
    state.preambleBytes += Buffer.byteLength(text);
    return text;
  },
  COMPLETION: (options: Handlebars.HelperOptions) => renderKit("partials/completion.md", stateOf(options)),
  BIN_SETUP: (options: Handlebars.HelperOptions) => renderKit("partials/bin-setup.md", stateOf(options)),
  BASE_BRANCH_DETECT: (options: Handlebars.HelperOptions) => renderKit("partials/base-branch-detect.md", stateOf(options)),
  INVOKE_SKILL: (target: string, options: Handlebars.HelperOptions) =>
    renderKit("partials/invoke-skill.md", stateOf(options), { TARGET_SKILL: target }),
  ARTIFACT_LATEST: (kind: string, options: Handlebars.HelperOptions) =>
    renderKit("partials/artifact-latest.md", stateOf(options), {
      ARTIFACT_KIND: kind,
      ARTIFACT_KEY: `LATEST_${kind.toUpperCase().replace(/-/g, "_")}`,
    }),
  LEARNINGS_SEARCH(options: Handlebars.HelperOptions) {
    const h = options.hash as Record<string, string>;
    let args = "";
    if (h.type) args += ` --type ${h.type}`;
    if (h.query) args += ` --query '${h.query}'`;
    args += ` --limit ${h.limit ?? "5"}`;
    return renderKit("partials/learnings-search.md", stateOf(options), { SEARCH_ARGS: args });
  },
  TEST_FAILURE_TRIAGE(options: Handlebars.HelperOptions) {
    const state = stateOf(options);
    // Tier 4 already has the whole section in its preamble: point at it instead of repeating it.
    return state.tier >= 4 ? renderKit("partials/test-failure-triage-ref.md", state) : renderKit("preamble/test-failure-triage.md", state);
  },
});

// ---------------------------------------------------------------- skill templates

/** Parses with Handlebars, mapping its errors to file positions. */
function parse(text: string, problems: Problems, lineOffset: number): hbs.AST.Program | undefined {
  try {
    return env.parse(text);
  } catch (err) {
    const lexer = (Handlebars as unknown as { Parser: { lexer: { yylloc?: { first_line: number; first_column: number } } } }).Parser.lexer;
    const p = parseErrorPosition(err as Error, lexer.yylloc, text);
    problems.error(p.line + lineOffset, p.column, p.message);
    return undefined;
  }
}

/** Parses frontmatter and body and checks both; undefined when there were errors (in `problems`). */
export function prepareSkill(source: SkillSource, problems: Problems, skills: ReadonlySet<string>): PreparedSkill | undefined {
  const text = normalizeText(source.text);
  const parsed = parseTemplate(text, problems);
  const fm = parsed.data ? validateFrontmatter(parsed.data, parsed.doc, parsed.lines, problems, { folder: source.folder }) : undefined;
  const ast = parsed.data ? parse(escapeDollarBraces(parsed.body), problems, parsed.bodyLine - 1) : undefined;
  const uses = ast ? checkTemplate(ast as never, problems, { lineOffset: parsed.bodyLine - 1, skills }) : [];
  const first = (name: string) => uses.find((u) => u.name === name);
  const preamble = first("PREAMBLE");
  const completion = first("COMPLETION");
  if (preamble && !completion) {
    problems.error(preamble.line, preamble.column, "{{PREAMBLE}} needs {{COMPLETION}} at the end of the skill: it logs the completed event that matches the started one");
  }
  if (completion && !preamble) {
    problems.error(completion.line, completion.column, "{{COMPLETION}} needs {{PREAMBLE}} at the start of the skill: it finishes the run the preamble started");
  }
  for (const once of ["PREAMBLE", "COMPLETION"]) {
    const all = uses.filter((u) => u.name === once);
    if (all.length > 1) problems.error(all[1]!.line, all[1]!.column, `{{${once}}} may appear only once`);
  }
  // The pack's root template is the router: it hands off to a skill, which logs the run itself.
  if (!preamble && fm && ast && source.folder !== undefined) problems.warn(parsed.bodyLine, 1, "no {{PREAMBLE}}: the skill runs without session bookkeeping, the timeline or the shared rules");
  const bashAt = uses.find((u) => RUNS_BASH.has(u.name));
  if (fm && bashAt && !allowsBash(fm.data["allowed-tools"])) {
    problems.warn(bashAt.line, bashAt.column, `allowed-tools: does not include Bash, but {{${bashAt.name}}} runs a bash block`);
  }
  if (problems.hasErrors || !fm || !ast) return undefined;
  return { source, fm, matterText: parsed.matterText, template: env.compile(ast as unknown as string, COMPILE), uses };
}

/** Placeholders whose text contains a bash block the agent must run. */
const RUNS_BASH = new Set(["PREAMBLE", "COMPLETION", "BIN_SETUP", "BASE_BRANCH_DETECT", "LEARNINGS_SEARCH", "ARTIFACT_LATEST"]);

function allowsBash(tools: unknown): boolean {
  if (tools === undefined) return true; // no restriction
  const list = Array.isArray(tools) ? tools : String(tools).split(/\s+/);
  return list.some((t) => typeof t === "string" && /^Bash(\(|$)/.test(t.trim()));
}

export function contextFor(host: Host, name: string, tier: Tier): Context {
  // Strings only: with noEscape, {{a}}{{b}} of two numbers would render their sum.
  return {
    SKILL_NAME: name,
    TIER: String(tier),
    HOST: host.name,
    SKILLS_DIR: host.skillsDir,
    USER_SKILLS_DIR: host.userSkillsDir,
    // The text for a host that runs the skill's own hooks (Claude Code); others get advisory text.
    IS_CLAUDE: host.hooks ? "true" : "",
    PREAMBLE_DEFAULTS: fallbackCommand(tier),
  };
}

export function header(source: SkillSource): string {
  return `${GENERATED_MARK}${source.rel}: edit the template, not this file. -->\n<!-- Regenerate: npm run gen:skill-docs -->\n`;
}

export function renderSkill(prepared: PreparedSkill, hostName: HostName): RenderedSkill {
  const host = HOSTS[hostName];
  const { fm, source } = prepared;
  const state: RenderState = { host, name: fm.name, tier: fm.tier, context: contextFor(host, fm.name, fm.tier), preambleBytes: 0 };
  let body: string;
  try {
    body = prepared.template(state.context, { data: { state } });
  } catch (err) {
    if (err instanceof TemplateErrors) throw err;
    const e = err as Error & { lineNumber?: number; column?: number };
    const problems = new Problems(source.rel);
    problems.error(e.lineNumber ?? 1, (e.column ?? 0) + 1, `render: ${e.message}`);
    throw new TemplateErrors(problems.list);
  }
  body = body.replace(/^\n+/, "").replace(/\s+$/, "");
  const content = `---\n${host.frontmatter(fm, prepared.matterText)}---\n${header(source)}\n${body}\n`;
  const outRel = host.outPath(fm.name, source.folder);
  const dir = outRel.slice(0, outRel.lastIndexOf("/") + 1);
  return {
    source, name: fm.name, tier: fm.tier, host: hostName,
    outRel, content, preambleBytes: state.preambleBytes,
    sidecars: (host.sidecars?.(fm) ?? []).map((s) => ({ rel: dir + s.file, content: s.content })),
  };
}

/** Warnings that depend on the rendered size. */
export function sizeWarnings(prepared: PreparedSkill, rendered: RenderedSkill): Diagnostic[] {
  let lines = 1;
  for (let i = rendered.content.indexOf("\n"); i !== -1; i = rendered.content.indexOf("\n", i + 1)) lines++;
  if (lines <= MAX_BODY_LINES) return [];
  const p = new Problems(prepared.source.rel);
  p.warn(1, 1, `the generated SKILL.md has ${lines} lines; the Agent Skills spec recommends under ${MAX_BODY_LINES} (move detail into files the skill reads on demand)`);
  return p.list;
}
