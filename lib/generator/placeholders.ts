// The placeholder language of SKILL.md.tmpl: which `{{ }}` forms exist and a check of a parsed
// Handlebars template against them. Every mistake is reported at its line and column with what
// is allowed, before anything renders.
import type { Problems } from "./diagnostics.ts";
import { suggest } from "./diagnostics.ts";
import { ARTIFACT_KINDS } from "../state/artifacts.ts";
import { LEARNING_TYPES } from "../records/learning-types.ts";

export interface ArgSpec {
  pattern: RegExp;
  allowed: string;
}

export interface PlaceholderSpec {
  /** Quoted-string positional arguments, in order. */
  args: ArgSpec[];
  /** Optional quoted-string `key="value"` arguments. */
  hash?: Record<string, ArgSpec>;
  /** The correct form, shown in errors. */
  form: string;
}

const SKILL_NAME_ARG: ArgSpec = { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, allowed: "a skill name (a-z, 0-9, -)" };

/** Placeholders a skill template may use. */
export const PLACEHOLDERS: Record<string, PlaceholderSpec> = {
  PREAMBLE: { args: [], form: "{{PREAMBLE}}" },
  COMPLETION: { args: [], form: "{{COMPLETION}}" },
  BIN_SETUP: { args: [], form: "{{BIN_SETUP}}" },
  INVOKE_SKILL: { args: [SKILL_NAME_ARG], form: '{{INVOKE_SKILL "office-hours"}}' },
  BASE_BRANCH_DETECT: { args: [], form: "{{BASE_BRANCH_DETECT}}" },
  LEARNINGS_SEARCH: {
    args: [],
    hash: {
      type: { pattern: new RegExp(`^(${LEARNING_TYPES.join("|")})$`), allowed: `one of ${LEARNING_TYPES.join(", ")}` },
      query: {
        pattern: /^[^"'\\`$\n]{1,200}$/,
        allowed: "1-200 characters without quotes, backslashes, backticks or $",
      },
      limit: { pattern: /^([1-9]|[1-4][0-9]|50)$/, allowed: "a number from 1 to 50, quoted" },
    },
    form: '{{LEARNINGS_SEARCH}} or {{LEARNINGS_SEARCH type="pitfall" query="auth" limit="5"}}',
  },
  ARTIFACT_LATEST: {
    // The kinds gstack-artifact knows; anything else would find nothing at run time.
    args: [
      {
        pattern: new RegExp(`^(${Object.keys(ARTIFACT_KINDS).join("|")})$`),
        allowed: `one of ${Object.keys(ARTIFACT_KINDS).join(", ")}`,
      },
    ],
    form: '{{ARTIFACT_LATEST "design"}}',
  },
  TEST_FAILURE_TRIAGE: { args: [], form: "{{TEST_FAILURE_TRIAGE}}" },
};

/** The spec of a placeholder name; own entries only, so `{{constructor}}` is just unknown. */
export function placeholder(name: string): PlaceholderSpec | undefined {
  return Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name] : undefined;
}

/** String variables of the template context. */
export const VARIABLES = ["SKILL_NAME", "TIER", "HOST", "SKILLS_DIR", "USER_SKILLS_DIR", "IS_CLAUDE"] as const;
export type Variable = (typeof VARIABLES)[number];

/** Extra variables only the kit's own templates (templates/) use. */
export const KIT_VARIABLES = [
  "PREAMBLE_DEFAULTS",
  "TARGET_SKILL",
  "ARTIFACT_KIND",
  "ARTIFACT_KEY",
  "SEARCH_ARGS",
] as const;

const BLOCKS = ["if", "unless"];

export interface CheckOptions {
  /** Added to template line numbers to get file line numbers. */
  lineOffset: number;
  /** Names of the skills in this pack, for INVOKE_SKILL. */
  skills?: ReadonlySet<string>;
  /** Kit templates may use KIT_VARIABLES. */
  kit?: boolean;
}

export interface Usage {
  name: string;
  line: number;
  column: number;
}

/* Minimal shapes of the Handlebars AST nodes we look at. */
interface Loc {
  start: { line: number; column: number };
}
interface HbNode {
  type: string;
  loc: Loc;
  [k: string]: unknown;
}
interface PathNode extends HbNode {
  original: string;
  parts: string[];
  depth: number;
  data: boolean;
}

/** Checks a parsed template; returns every placeholder and variable use, in order. */
export function checkTemplate(ast: HbNode, problems: Problems, opts: CheckOptions): Usage[] {
  const uses: Usage[] = [];
  const vars: readonly string[] = opts.kit ? [...VARIABLES, ...KIT_VARIABLES] : VARIABLES;
  const all = [...Object.keys(PLACEHOLDERS), ...vars];
  const allowedList = `placeholders ${Object.keys(PLACEHOLDERS).join(", ")}; variables ${vars.join(", ")}`;
  const pos = (n: HbNode): [number, number] => [n.loc.start.line + opts.lineOffset, n.loc.start.column + 1];
  const err = (n: HbNode, msg: string) => problems.error(...pos(n), msg);

  const simpleName = (p: HbNode): string | undefined => {
    if (p.type !== "PathExpression") return undefined;
    const path = p as PathNode;
    if (path.data || path.depth > 0 || path.parts.length !== 1 || path.original !== path.parts[0]) return undefined;
    return path.parts[0];
  };

  const visit = (node: HbNode): void => {
    switch (node.type) {
      case "Program":
        for (const s of node.body as HbNode[]) visit(s);
        return;
      case "ContentStatement":
      case "CommentStatement":
        return;
      case "MustacheStatement":
        return mustache(node);
      case "BlockStatement":
        return block(node);
      case "PartialStatement":
      case "PartialBlockStatement":
        return err(
          node,
          `partials ({{> name}}) are not available in skill templates; use a placeholder (${Object.keys(PLACEHOLDERS).join(", ")})`,
        );
      default:
        return err(
          node,
          `${node.type} is not allowed; use placeholders like {{PREAMBLE}} or write \\{{ for a literal {{`,
        );
    }
  };

  function mustache(node: HbNode): void {
    const path = node.path as HbNode;
    const params = (node.params as HbNode[]) ?? [];
    const hash = node.hash as { pairs: { key: string; value: HbNode; loc: Loc }[] } | undefined;
    const name = simpleName(path);
    const shown = (path as PathNode).original ?? "?";
    if (name === undefined) {
      return err(node, `{{${shown}}}: unknown placeholder (allowed: ${allowedList}; write \\{{ for a literal {{)`);
    }
    if (node.escaped === false) return err(node, `{{{${name}}}}: write {{${name}}} (output is never HTML-escaped)`);
    const spec = placeholder(name);
    if (spec) {
      uses.push({ name, line: pos(node)[0], column: pos(node)[1] });
      return args(node, name, spec, params, hash);
    }
    if (vars.includes(name)) {
      if (params.length || hash) return err(node, `{{${name}}} is a variable and takes no arguments`);
      uses.push({ name, line: pos(node)[0], column: pos(node)[1] });
      return;
    }
    const colon = /^([A-Z_]+):(.*)$/.exec(name);
    const colonSpec = colon ? placeholder(colon[1]!) : undefined;
    if (colonSpec) {
      return err(node, `{{${name}}}: wrong form; write ${colonSpec.form}`);
    }
    const near = suggest(name, all);
    err(
      node,
      `{{${name}}}: unknown placeholder${near ? ` (did you mean {{${near}}}?)` : ""} (allowed: ${allowedList}; write \\{{ for a literal {{)`,
    );
  }

  function args(
    node: HbNode,
    name: string,
    spec: PlaceholderSpec,
    params: HbNode[],
    hash: { pairs: { key: string; value: HbNode; loc: Loc }[] } | undefined,
  ): void {
    if (params.length !== spec.args.length) {
      return err(
        node,
        `{{${name}}}: wrong form; takes ${spec.args.length === 0 ? "no arguments" : `${spec.args.length} quoted argument${spec.args.length > 1 ? "s" : ""}`}: ${spec.form}`,
      );
    }
    params.forEach((p, i) => {
      const a = spec.args[i]!;
      if (p.type !== "StringLiteral")
        return err(p, `{{${name}}}: wrong form; the argument must be a quoted string: ${spec.form}`);
      const v = p.value as string;
      if (!a.pattern.test(v)) return err(p, `{{${name}}}: ${a.allowed} is allowed (got ${JSON.stringify(v)})`);
      if (name === "INVOKE_SKILL" && opts.skills && !opts.skills.has(v)) {
        err(
          p,
          `{{INVOKE_SKILL "${v}"}}: no skill named ${JSON.stringify(v)} in this pack (known: ${[...opts.skills].sort().join(", ") || "none"})`,
        );
      }
    });
    for (const pair of hash?.pairs ?? []) {
      const a = spec.hash?.[pair.key];
      const at: [number, number] = [pair.loc.start.line + opts.lineOffset, pair.loc.start.column + 1];
      if (!a) {
        problems.error(
          ...at,
          `{{${name}}}: unknown argument ${pair.key}= (${spec.hash ? `allowed: ${Object.keys(spec.hash).join(", ")}` : "it takes none"}): ${spec.form}`,
        );
        continue;
      }
      if (pair.value.type !== "StringLiteral") {
        problems.error(...at, `{{${name}}}: ${pair.key}= must be a quoted string: ${spec.form}`);
        continue;
      }
      const v = pair.value.value as string;
      if (!a.pattern.test(v))
        problems.error(...at, `{{${name}}}: ${pair.key}: ${a.allowed} is allowed (got ${JSON.stringify(v)})`);
    }
  }

  function block(node: HbNode): void {
    const name = simpleName(node.path as HbNode);
    const params = (node.params as HbNode[]) ?? [];
    if (!name || !BLOCKS.includes(name)) {
      return err(
        node,
        `{{#${(node.path as PathNode).original}}}: only {{#if VAR}} and {{#unless VAR}} blocks are allowed (VAR: ${vars.join(", ")})`,
      );
    }
    const v = params.length === 1 && !node.hash ? simpleName(params[0]!) : undefined;
    if (!v || !vars.includes(v)) {
      return err(
        node,
        `{{#${name}}}: takes one variable: {{#${name} IS_CLAUDE}}...{{/${name}}} (variables: ${vars.join(", ")})`,
      );
    }
    if ((node.program as { blockParams?: unknown })?.blockParams)
      return err(node, `{{#${name}}}: block parameters are not allowed`);
    uses.push({ name: v, line: pos(node)[0], column: pos(node)[1] });
    if (node.program) visit(node.program as HbNode);
    if (node.inverse) visit(node.inverse as HbNode);
  }

  visit(ast);
  return uses;
}

/**
 * `\${{` means a literal `${{` (GitHub Actions expressions in skill text). Handlebars only knows
 * `\{{`, so swap the two characters: same length, so every position stays where it was.
 */
export function escapeDollarBraces(text: string): string {
  return text.replace(/\\\$\{\{/g, "$\\{{");
}

/** Maps a Handlebars parse error to a position and a readable message. */
export function parseErrorPosition(
  err: Error & { lineNumber?: number; column?: number },
  lexerLoc: { first_line: number; first_column: number } | undefined,
  text: string,
): { line: number; column: number; message: string } {
  const raw = err.message ?? String(err);
  const expecting = /Expecting (.+), got '([^']+)'/.exec(raw);
  let message: string;
  if (expecting) {
    const got = expecting[2]!;
    if (got === "EOF") {
      // Handlebars reports the end of the file; point at what was left open instead.
      const open = findUnclosed(text);
      if (open) return open;
      message = "template syntax: the template ends inside an open block or {{ (close every {{#if}} with {{/if}})";
    } else
      message = `template syntax: unexpected ${got.toLowerCase().replace(/_/g, " ")} (placeholders look like {{NAME}} or {{NAME "arg"}}; write \\{{ for a literal {{)`;
  } else if (/doesn't match/.test(raw)) {
    message = `template syntax: ${raw.replace(/ - \d+:\d+$/, "")} (each {{#if}} closes with {{/if}}, each {{#unless}} with {{/unless}})`;
  } else if (/Lexical error/.test(raw)) {
    message =
      "template syntax: unrecognized text after {{ (an unclosed {{!-- comment --}}?); write \\{{ for a literal {{";
  } else {
    message = `template syntax: ${raw.split("\n")[0]}`;
  }
  if (err.lineNumber !== undefined) return { line: err.lineNumber, column: (err.column ?? 0) + 1, message };
  if (lexerLoc) return { line: lexerLoc.first_line, column: lexerLoc.first_column + 1, message };
  const m = /line (\d+)/.exec(raw);
  return { line: m ? Number(m[1]) : 1, column: 1, message };
}

/** The first `{{` that is never closed, else the innermost block left open. */
function findUnclosed(text: string): { line: number; column: number; message: string } | undefined {
  const at = (offset: number) => {
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    return { line, column: offset - before.lastIndexOf("\n") };
  };
  const blocks: { name: string; offset: number }[] = [];
  const re = /(\\)?\{\{/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1]) continue; // \{{ is a literal
    const close = text.indexOf("}}", m.index + 2);
    if (close === -1)
      return { ...at(m.index), message: "template syntax: {{ is never closed with }} (write \\{{ for a literal {{)" };
    const inner = /^\{?~?\s*([#/])\s*([^\s}~]+)/.exec(text.slice(m.index + 2, close));
    if (inner?.[1] === "#") blocks.push({ name: inner[2]!, offset: m.index });
    else if (inner?.[1] === "/") blocks.pop();
    re.lastIndex = close + 2;
  }
  const open = blocks.pop();
  if (open)
    return { ...at(open.offset), message: `template syntax: {{#${open.name}}} is never closed; add {{/${open.name}}}` };
  return undefined;
}
