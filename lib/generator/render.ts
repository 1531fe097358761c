// Renders SKILL.md.tmpl files: Handlebars parses them, checkTemplate admits only placeholders,
// string variables and #if/#unless over variables, and that checked AST is evaluated directly
// (decision 0026: Handlebars' compile step generated and evaluated JavaScript for each template,
// a third of a cold run). Placeholders' text lives in templates/ (preamble tier sections and
// shared partials), rendered with the same string-only context, so host differences are
// variables rather than edits of finished text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Problems, TemplateErrors, type Diagnostic } from "./diagnostics.ts";
import { parseTemplate } from "./frontmatter.ts";
import { normalizeText } from "../frontmatter/read.ts";
import { validateFrontmatter, MAX_BODY_LINES, type Frontmatter, type Tier } from "./validate.ts";
import { fastParse } from "./template-parse.ts";
import { handlebars } from "./libs.ts";
import { checkTemplate, escapeDollarBraces, parseErrorPosition, placeholder, type Usage } from "./placeholders.ts";
import { HOSTS, type Host, type HostName } from "./hosts.ts";
import { kitRoot } from "../kit.ts";
import { fallbackCommand } from "./preamble-keys.ts";
import { GENERATED_MARK, type RenderedSkill, type SkillSource } from "./skill.ts";

export type { RenderedSkill, SkillSource } from "./skill.ts";

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

/** A template parsed and checked once; rendered per host. */
export interface PreparedSkill {
  source: SkillSource;
  fm: Frontmatter;
  matterText: string;
  template: hbs.AST.Program;
  uses: Usage[];
}

type Context = Record<string, string>;

export interface RenderState {
  host: Host;
  name: string;
  tier: Tier;
  context: Context;
  preambleBytes: number;
}

// ---------------------------------------------------------------- evaluating a checked template

type Helper = (state: RenderState, args: string[], hash: Record<string, string>) => string;

/** A strict-mode miss: a variable the context does not have (checkTemplate admits only known names). */
function missing(name: string, node: hbs.AST.Node): Error {
  return Object.assign(new Error(`"${name}" not defined`), {
    lineNumber: node.loc.start.line,
    column: node.loc.start.column,
  });
}

/**
 * The text of a template checked by checkTemplate, as Handlebars renders it with noEscape and
 * strict: content as its parser left it (standalone lines already stripped), placeholders by
 * their helper, variables from the context (a missing one is an error), #if/#unless by whether
 * the variable is non-empty (a missing one is false). Any other node cannot pass the check.
 */
export function evaluate(program: hbs.AST.Program, state: RenderState, context: Context): string {
  let out = "";
  for (const node of program.body) {
    switch (node.type) {
      case "ContentStatement":
        out += (node as hbs.AST.ContentStatement).value;
        break;
      case "CommentStatement":
        break;
      case "MustacheStatement": {
        const m = node as hbs.AST.MustacheStatement;
        const name = (m.path as hbs.AST.PathExpression).original;
        const helper = Object.hasOwn(HELPERS, name) ? HELPERS[name] : undefined;
        if (helper) {
          const args = m.params.map((p) => (p as hbs.AST.StringLiteral).value);
          const hash: Record<string, string> = {};
          for (const pair of m.hash?.pairs ?? []) hash[pair.key] = (pair.value as hbs.AST.StringLiteral).value;
          out += helper(state, args, hash);
        } else {
          const value = context[name];
          if (value === undefined) throw missing(name, node);
          out += value;
        }
        break;
      }
      case "BlockStatement": {
        const b = node as hbs.AST.BlockStatement;
        const value = context[(b.params[0] as hbs.AST.PathExpression).original];
        const branch = ((b.path as hbs.AST.PathExpression).original === "if") === !!value ? b.program : b.inverse;
        if (branch) out += evaluate(branch, state, context);
        break;
      }
      default:
        throw new Error(`${node.type} cannot be rendered (the template check lets none through)`);
    }
  }
  return out;
}

// ---------------------------------------------------------------- kit templates (templates/)

interface KitTemplate {
  ast: hbs.AST.Program;
  /** The variables it reads, when its output depends on nothing else (so it can be reused). */
  reads?: string[];
  /** Its output by (host, tier, values read): most of the preamble, and most partials, are the
   *  same text for every skill of a host and tier, so each is rendered once per run. A pure
   *  function's output reused, not text edited afterwards. */
  rendered: Map<string, string>;
}

const kitCache = new Map<string, KitTemplate>();
/** Placeholders whose output depends on the host alone; any other makes a template unshareable. */
const HOST_ONLY_PLACEHOLDERS = new Set(["BIN_SETUP"]);

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
  const placeholders = uses.filter((u) => placeholder(u.name));
  const reads = placeholders.every((u) => HOST_ONLY_PLACEHOLDERS.has(u.name))
    ? [...new Set(uses.filter((u) => !placeholder(u.name)).map((u) => u.name))].sort()
    : undefined;
  const tpl: KitTemplate = { ast, reads, rendered: new Map() };
  kitCache.set(rel, tpl);
  return tpl;
}

function renderKit(rel: string, state: RenderState, extra?: Context): string {
  const tpl = kitTemplate(rel);
  const context = extra ? { ...state.context, ...extra } : state.context;
  if (!tpl.reads) return evaluate(tpl.ast, state, context);
  let key = `${state.host.name}\0${state.tier}`;
  for (const v of tpl.reads) key += `\0${context[v]}`;
  let out = tpl.rendered.get(key);
  if (out === undefined) {
    out = evaluate(tpl.ast, state, context);
    tpl.rendered.set(key, out);
  }
  return out;
}

/** The preamble of a tier: its sections joined by a blank line. */
export function renderPreamble(state: RenderState): string {
  return PREAMBLE_SECTIONS.filter((s) => s.tier <= state.tier)
    .map((s) => renderKit(`preamble/${s.id}.md`, state))
    .join("\n\n");
}

/** The placeholders (PLACEHOLDERS in placeholders.ts), each given its quoted arguments. */
const HELPERS: Record<string, Helper> = {
  PREAMBLE(state) {
    const text = renderPreamble(state);
    state.preambleBytes += Buffer.byteLength(text);
    return text;
  },
  COMPLETION: (state) => renderKit("partials/completion.md", state),
  BIN_SETUP: (state) => renderKit("partials/bin-setup.md", state),
  BASE_BRANCH_DETECT: (state) => renderKit("partials/base-branch-detect.md", state),
  INVOKE_SKILL: (state, [target]) => renderKit("partials/invoke-skill.md", state, { TARGET_SKILL: target! }),
  ARTIFACT_LATEST: (state, [kind]) =>
    renderKit("partials/artifact-latest.md", state, {
      ARTIFACT_KIND: kind!,
      ARTIFACT_KEY: `LATEST_${kind!.toUpperCase().replace(/-/g, "_")}`,
    }),
  LEARNINGS_SEARCH(state, _args, h) {
    let args = "";
    if (h.type) args += ` --type ${h.type}`;
    if (h.query) args += ` --query '${h.query}'`;
    args += ` --limit ${h.limit ?? "5"}`;
    return renderKit("partials/learnings-search.md", state, { SEARCH_ARGS: args });
  },
  TEST_FAILURE_TRIAGE(state) {
    // Tier 4 already has the whole section in its preamble: point at it instead of repeating it.
    return state.tier >= 4
      ? renderKit("partials/test-failure-triage-ref.md", state)
      : renderKit("preamble/test-failure-triage.md", state);
  },
};

// ---------------------------------------------------------------- skill templates

/** Parses with the fast reader, else with Handlebars, mapping its errors to file positions. */
function parse(text: string, problems: Problems, lineOffset: number): hbs.AST.Program | undefined {
  const fast = fastParse(text);
  if (fast) return fast;
  const Handlebars = handlebars();
  try {
    return Handlebars.parse(text);
  } catch (err) {
    const lexer = (
      Handlebars as unknown as { Parser: { lexer: { yylloc?: { first_line: number; first_column: number } } } }
    ).Parser.lexer;
    const p = parseErrorPosition(err as Error, lexer.yylloc, text);
    problems.error(p.line + lineOffset, p.column, p.message);
    return undefined;
  }
}

/** Parses frontmatter and body and checks both; undefined when there were errors (in `problems`). */
export function prepareSkill(
  source: SkillSource,
  problems: Problems,
  skills: ReadonlySet<string>,
): PreparedSkill | undefined {
  const parsed = parseTemplate(source.text, problems);
  const fm = parsed.data
    ? validateFrontmatter(parsed.data, parsed.doc, parsed.lines, problems, { folder: source.folder })
    : undefined;
  const ast = parsed.data ? parse(escapeDollarBraces(parsed.body), problems, parsed.bodyLine - 1) : undefined;
  const uses = ast ? checkTemplate(ast as never, problems, { lineOffset: parsed.bodyLine - 1, skills }) : [];
  const first = (name: string) => uses.find((u) => u.name === name);
  const preamble = first("PREAMBLE");
  const completion = first("COMPLETION");
  if (preamble && !completion) {
    problems.error(
      preamble.line,
      preamble.column,
      "{{PREAMBLE}} needs {{COMPLETION}} at the end of the skill: it logs the completed event that matches the started one",
    );
  }
  if (completion && !preamble) {
    problems.error(
      completion.line,
      completion.column,
      "{{COMPLETION}} needs {{PREAMBLE}} at the start of the skill: it finishes the run the preamble started",
    );
  }
  for (const once of ["PREAMBLE", "COMPLETION"]) {
    const all = uses.filter((u) => u.name === once);
    if (all.length > 1) problems.error(all[1]!.line, all[1]!.column, `{{${once}}} may appear only once`);
  }
  // The pack's root template is the router: it hands off to a skill, which logs the run itself.
  if (!preamble && fm && ast && source.folder !== undefined)
    problems.warn(
      parsed.bodyLine,
      1,
      "no {{PREAMBLE}}: the skill runs without session bookkeeping, the timeline or the shared rules",
    );
  const bashAt = uses.find((u) => RUNS_BASH.has(u.name));
  if (fm && bashAt && !allowsBash(fm.data["allowed-tools"])) {
    problems.warn(
      bashAt.line,
      bashAt.column,
      `allowed-tools: does not include Bash, but {{${bashAt.name}}} runs a bash block`,
    );
  }
  if (problems.hasErrors || !fm || !ast) return undefined;
  return { source, fm, matterText: parsed.matterText, template: ast, uses };
}

/** Placeholders whose text contains a bash block the agent must run. */
const RUNS_BASH = new Set([
  "PREAMBLE",
  "COMPLETION",
  "BIN_SETUP",
  "BASE_BRANCH_DETECT",
  "LEARNINGS_SEARCH",
  "ARTIFACT_LATEST",
]);

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
  const state: RenderState = {
    host,
    name: fm.name,
    tier: fm.tier,
    context: contextFor(host, fm.name, fm.tier),
    preambleBytes: 0,
  };
  let body: string;
  try {
    body = evaluate(prepared.template, state, state.context);
  } catch (err) {
    if (err instanceof TemplateErrors) throw err;
    const e = err as Error & { lineNumber?: number; column?: number };
    const problems = new Problems(source.rel);
    problems.error(e.lineNumber ?? 1, (e.column ?? 0) + 1, `render: ${e.message}`);
    throw new TemplateErrors(problems.list);
  }
  body = body.replace(/^\n+/, "").trimEnd(); // trimEnd strips what /\s+$/ does, without a regex scan of every space
  const content = `---\n${host.frontmatter(fm, prepared.matterText)}---\n${header(source)}\n${body}\n`;
  const outRel = host.outPath(fm.name, source.folder);
  const dir = outRel.slice(0, outRel.lastIndexOf("/") + 1);
  return {
    source,
    name: fm.name,
    tier: fm.tier,
    host: hostName,
    outRel,
    content,
    preambleBytes: state.preambleBytes,
    sidecars: (host.sidecars?.(fm) ?? []).map((s) => ({ rel: dir + s.file, content: s.content })),
  };
}

/** Warnings that depend on the rendered size. */
export function sizeWarnings(prepared: PreparedSkill, rendered: RenderedSkill): Diagnostic[] {
  let lines = 1;
  for (let i = rendered.content.indexOf("\n"); i !== -1; i = rendered.content.indexOf("\n", i + 1)) lines++;
  if (lines <= MAX_BODY_LINES) return [];
  const p = new Problems(prepared.source.rel);
  p.warn(
    1,
    1,
    `the generated SKILL.md has ${lines} lines; the Agent Skills spec recommends under ${MAX_BODY_LINES} (move detail into files the skill reads on demand)`,
  );
  return p.list;
}
