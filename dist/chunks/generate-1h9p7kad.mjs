import {
  yaml2,
  grayMatter,
  handlebars,
  MAX_BODY_LINES,
  validateFrontmatter,
  HOSTS
} from "./main-3v0paz3j.mjs";
import {
  Problems,
  TemplateErrors
} from "./main-hehjhc3g.mjs";
import {
  ARTIFACT_KINDS
} from "./main-jw4kgyjt.mjs";
import {
  kitRoot2
} from "./main-hamzxpfh.mjs";
import {
  fallbackCommand
} from "./main-94wzr1ra.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
import"./main-32kbprs5.mjs";
import {
  matterData,
  normalizeText,
  splitFrontmatter,
  yamlMessage,
  readFlatFrontmatter
} from "./main-14w8prwp.mjs";
import"./main-kq9t8veg.mjs";
import {
  suggest,
  rejected
} from "./main-90sp2g8n.mjs";

// lib/generator/generate.ts
import { join as join3 } from "node:path";

// lib/generator/frontmatter.ts
class YamlErrors extends Error {
  doc;
  constructor(doc) {
    super("yaml");
    this.doc = doc;
  }
}
function parseTemplate(text, problems) {
  let counter;
  const lines = () => counter ??= new (yaml2()).LineCounter;
  const split = splitFrontmatter(text);
  const empty = {
    data: undefined,
    doc: () => {
      return;
    },
    lines,
    matterText: "",
    body: split.body,
    bodyLine: 1
  };
  if (split.frontmatter === undefined) {
    problems.error(1, 1, "frontmatter: the file must start with a line that is exactly --- (YAML frontmatter with name, description and preamble-tier)");
    return empty;
  }
  if (split.unclosed) {
    problems.error(1, 1, "frontmatter: not closed; end it with a line that is exactly ---");
    return empty;
  }
  const matterText = `
${split.frontmatter}`;
  const { body, bodyLine } = split;
  const parse = (text) => yaml2().parseDocument(text, { lineCounter: lines(), uniqueKeys: true, prettyErrors: false });
  const build = () => parse(matterText);
  const flat = readFlatFrontmatter(split.frontmatter);
  if (flat) {
    let built;
    return { data: flat, doc: () => built ??= build(), lines, matterText, body, bodyLine };
  }
  let doc;
  let data;
  try {
    data = matterData(grayMatter(), split.frontmatter, (input) => {
      doc = parse(input);
      if (doc.errors.length)
        throw new YamlErrors(doc);
      return doc.toJS({ maxAliasCount: 100 }) ?? {};
    });
  } catch (err) {
    if (err instanceof YamlErrors) {
      for (const e of err.doc.errors) {
        const at = lines().linePos(e.pos[0]);
        problems.error(at.line, at.col, `frontmatter: invalid YAML: ${yamlMessage(e.message)}`);
      }
    } else {
      problems.error(1, 1, `frontmatter: ${err.message}`);
    }
    return empty;
  }
  if (doc && doc.contents !== null && !yaml2().isMap(doc.contents) || !data || typeof data !== "object" || Array.isArray(data)) {
    problems.error(2, 1, "frontmatter: must be a map of `key: value` fields");
    return { ...empty, matterText, bodyLine };
  }
  const parsed = doc;
  return { data, doc: () => parsed, lines, matterText, body, bodyLine };
}

// lib/generator/render.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";

// lib/generator/template-parse.ts
var NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
var LITERALS = new Set(["true", "false", "null", "undefined"]);

class Bail extends Error {
}
var bail = () => {
  throw new Bail;
};
function fastParse(text) {
  try {
    return read(text);
  } catch (e) {
    if (e instanceof Bail)
      return;
    throw e;
  }
}
function read(text) {
  if (text.includes("\r"))
    bail();
  const root = [];
  const stack = [];
  let body = root;
  const starts = [0];
  for (let i = text.indexOf(`
`);i !== -1; i = text.indexOf(`
`, i + 1))
    starts.push(i + 1);
  const pos = (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset)
        lo = mid;
      else
        hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] };
  };
  const loc = (from, to) => ({
    source: undefined,
    start: pos(from),
    end: pos(to)
  });
  const content = (s, from, to) => {
    if (s)
      body.push({
        type: "ContentStatement",
        original: s,
        value: s,
        loc: loc(from, to)
      });
  };
  const path = (name, from) => ({
    type: "PathExpression",
    data: false,
    depth: 0,
    parts: [name],
    original: name,
    loc: loc(from, from + name.length)
  });
  const program = (statements) => ({
    type: "Program",
    body: statements,
    strip: {},
    loc: undefined
  });
  const strip = { open: false, close: false };
  let i = 0;
  let from = 0;
  for (;; ) {
    const at = text.indexOf("{{", from);
    if (at === -1)
      break;
    let slashes = 0;
    while (at - slashes - 1 >= i && text[at - slashes - 1] === "\\")
      slashes++;
    if (slashes >= 3)
      bail();
    if (slashes === 1) {
      content(text.slice(i, at - 1), i, at - 1);
      i = at;
      from = at + 2;
      continue;
    }
    content(text.slice(i, slashes === 2 ? at - 1 : at), i, at);
    const end = text.indexOf("}}", at + 2);
    if (end === -1 || text[end + 2] === "}")
      bail();
    const inner = text.slice(at + 2, end);
    if (inner.includes("{") || inner.includes("}") || inner.includes("~") || inner.includes(`
`))
      bail();
    const after = end + 2;
    const c = inner.trimStart()[0];
    if (c === "#" || c === "/" || /^\s*else\s*$/.test(inner)) {
      if (alone(text, at, after))
        bail();
      if (c === "#") {
        const m = /^\s*#(if|unless)\s+([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(inner);
        if (!m || LITERALS.has(m[2]))
          bail();
        const name = m[1];
        const param = path(m[2], at + 2 + inner.indexOf(m[2], inner.indexOf(name) + name.length));
        const node = {
          type: "BlockStatement",
          path: path(name, at + 2 + inner.indexOf(name)),
          params: [param],
          hash: undefined,
          program: program([]),
          inverse: undefined,
          openStrip: strip,
          inverseStrip: undefined,
          closeStrip: strip,
          loc: loc(at, after)
        };
        body.push(node);
        stack.push({ name, node, body: node.program.body });
        body = stack.at(-1).body;
      } else if (c === "/") {
        const m = /^\s*\/\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(inner);
        const open = stack.pop();
        if (!m || !open || open.name !== m[1])
          bail();
        open.node.loc.end = pos(after);
        body = stack.length ? stack.at(-1).body : root;
      } else {
        const open = stack.at(-1);
        if (!open || open.node.inverse)
          bail();
        open.node.inverse = program([]);
        open.node.inverseStrip = strip;
        open.body = open.node.inverse.body;
        body = open.body;
      }
    } else {
      body.push(mustache(inner, at, after, path, loc, strip));
    }
    i = after;
    from = after;
  }
  if (stack.length)
    bail();
  content(text.slice(i), i, text.length);
  return { type: "Program", body: root, strip: {}, loc: loc(0, text.length) };
}
function mustache(inner, at, after, path, loc, strip) {
  const base = at + 2;
  let j = 0;
  const space = () => {
    while (inner[j] === " ")
      j++;
  };
  const name = () => {
    NAME.lastIndex = j;
    const m = NAME.exec(inner);
    if (!m || LITERALS.has(m[0]))
      bail();
    j += m[0].length;
    return m[0];
  };
  const string = () => {
    const start = j;
    const close = inner.indexOf('"', j + 1);
    if (close === -1)
      bail();
    const value = inner.slice(j + 1, close);
    if (value.includes("\\"))
      bail();
    j = close + 1;
    return { type: "StringLiteral", value, original: value, loc: loc(base + start, base + j) };
  };
  space();
  const headAt = j;
  const head = path(name(), base + headAt);
  let hashAt = 0;
  const params = [];
  const pairs = [];
  for (;; ) {
    const before = j;
    space();
    if (j === inner.length)
      break;
    if (j === before)
      bail();
    if (inner[j] === '"') {
      if (pairs.length)
        bail();
      params.push(string());
      continue;
    }
    const keyAt = j;
    if (!pairs.length)
      hashAt = j;
    const key = name();
    if (inner[j] !== "=")
      bail();
    j++;
    if (inner[j] !== '"')
      bail();
    const value = string();
    pairs.push({ type: "HashPair", key, value, loc: loc(base + keyAt, base + j) });
  }
  const hash = pairs.length ? { type: "Hash", pairs, loc: loc(base + hashAt, base + j) } : undefined;
  return {
    type: "MustacheStatement",
    path: head,
    params,
    hash,
    escaped: true,
    strip,
    loc: loc(at, after)
  };
}
function alone(text, at, after) {
  const blank = (ch) => /\s/.test(ch);
  for (let k = at - 1;k >= 0 && text[k] !== `
`; k--)
    if (!blank(text[k]))
      return false;
  for (let k = after;k < text.length && text[k] !== `
`; k++)
    if (!blank(text[k]))
      return false;
  return true;
}

// lib/generator/placeholders.ts
var SKILL_NAME_ARG = { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, allowed: "a skill name (a-z, 0-9, -)" };
var PLACEHOLDERS = {
  PREAMBLE: { args: [], form: "{{PREAMBLE}}" },
  COMPLETION: { args: [], form: "{{COMPLETION}}" },
  BIN_SETUP: { args: [], form: "{{BIN_SETUP}}" },
  INVOKE_SKILL: { args: [SKILL_NAME_ARG], form: '{{INVOKE_SKILL "office-hours"}}' },
  BASE_BRANCH_DETECT: { args: [], form: "{{BASE_BRANCH_DETECT}}" },
  LEARNINGS_SEARCH: {
    args: [],
    hash: {
      type: { pattern: new RegExp(`^(${LEARNING_TYPES2.join("|")})$`), allowed: `one of ${LEARNING_TYPES2.join(", ")}` },
      query: {
        pattern: /^[^"'\\`$\n]{1,200}$/,
        allowed: "1-200 characters without quotes, backslashes, backticks or $"
      },
      limit: { pattern: /^([1-9]|[1-4][0-9]|50)$/, allowed: "a number from 1 to 50, quoted" }
    },
    form: '{{LEARNINGS_SEARCH}} or {{LEARNINGS_SEARCH type="pitfall" query="auth" limit="5"}}'
  },
  ARTIFACT_LATEST: {
    args: [
      {
        pattern: new RegExp(`^(${Object.keys(ARTIFACT_KINDS).join("|")})$`),
        allowed: `one of ${Object.keys(ARTIFACT_KINDS).join(", ")}`
      }
    ],
    form: '{{ARTIFACT_LATEST "design"}}'
  },
  TEST_FAILURE_TRIAGE: { args: [], form: "{{TEST_FAILURE_TRIAGE}}" }
};
function placeholder(name) {
  return Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name] : undefined;
}
var VARIABLES = ["SKILL_NAME", "TIER", "HOST", "SKILLS_DIR", "USER_SKILLS_DIR", "IS_CLAUDE"];
var KIT_VARIABLES = [
  "PREAMBLE_DEFAULTS",
  "TARGET_SKILL",
  "ARTIFACT_KIND",
  "ARTIFACT_KEY",
  "SEARCH_ARGS"
];
var BLOCKS = ["if", "unless"];
function checkTemplate(ast, problems, opts) {
  const uses = [];
  const vars = opts.kit ? [...VARIABLES, ...KIT_VARIABLES] : VARIABLES;
  const all = [...Object.keys(PLACEHOLDERS), ...vars];
  const allowedList = `placeholders ${Object.keys(PLACEHOLDERS).join(", ")}; variables ${vars.join(", ")}`;
  const pos = (n) => [n.loc.start.line + opts.lineOffset, n.loc.start.column + 1];
  const err = (n, msg) => problems.error(...pos(n), msg);
  const simpleName = (p) => {
    if (p.type !== "PathExpression")
      return;
    const path = p;
    if (path.data || path.depth > 0 || path.parts.length !== 1 || path.original !== path.parts[0])
      return;
    return path.parts[0];
  };
  const visit = (node) => {
    switch (node.type) {
      case "Program":
        for (const s of node.body)
          visit(s);
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
        return err(node, `partials ({{> name}}) are not available in skill templates; use a placeholder (${Object.keys(PLACEHOLDERS).join(", ")})`);
      default:
        return err(node, `${node.type} is not allowed; use placeholders like {{PREAMBLE}} or write \\{{ for a literal {{`);
    }
  };
  function mustache(node) {
    const path = node.path;
    const params = node.params ?? [];
    const hash = node.hash;
    const name = simpleName(path);
    const shown = path.original ?? "?";
    if (name === undefined) {
      return err(node, `{{${shown}}}: unknown placeholder (allowed: ${allowedList}; write \\{{ for a literal {{)`);
    }
    if (node.escaped === false)
      return err(node, `{{{${name}}}}: write {{${name}}} (output is never HTML-escaped)`);
    const spec = placeholder(name);
    if (spec) {
      uses.push({ name, line: pos(node)[0], column: pos(node)[1] });
      return args(node, name, spec, params, hash);
    }
    if (vars.includes(name)) {
      if (params.length || hash)
        return err(node, `{{${name}}} is a variable and takes no arguments`);
      uses.push({ name, line: pos(node)[0], column: pos(node)[1] });
      return;
    }
    const colon = /^([A-Z_]+):(.*)$/.exec(name);
    const colonSpec = colon ? placeholder(colon[1]) : undefined;
    if (colonSpec) {
      return err(node, `{{${name}}}: wrong form; write ${colonSpec.form}`);
    }
    const near = suggest(name, all);
    err(node, `{{${name}}}: unknown placeholder${near ? ` (did you mean {{${near}}}?)` : ""} (allowed: ${allowedList}; write \\{{ for a literal {{)`);
  }
  function args(node, name, spec, params, hash) {
    if (params.length !== spec.args.length) {
      return err(node, `{{${name}}}: wrong form; takes ${spec.args.length === 0 ? "no arguments" : `${spec.args.length} quoted argument${spec.args.length > 1 ? "s" : ""}`}: ${spec.form}`);
    }
    params.forEach((p, i) => {
      const a = spec.args[i];
      if (p.type !== "StringLiteral")
        return err(p, `{{${name}}}: wrong form; the argument must be a quoted string: ${spec.form}`);
      const v = p.value;
      if (!a.pattern.test(v))
        return err(p, `{{${name}}}: ${a.allowed} is allowed (got ${JSON.stringify(v)})`);
      if (name === "INVOKE_SKILL" && opts.skills && !opts.skills.has(v)) {
        err(p, `{{INVOKE_SKILL "${v}"}}: no skill named ${JSON.stringify(v)} in this pack (known: ${[...opts.skills].sort().join(", ") || "none"})`);
      }
    });
    for (const pair of hash?.pairs ?? []) {
      const a = spec.hash?.[pair.key];
      const at = [pair.loc.start.line + opts.lineOffset, pair.loc.start.column + 1];
      if (!a) {
        problems.error(...at, `{{${name}}}: unknown argument ${pair.key}= (${spec.hash ? `allowed: ${Object.keys(spec.hash).join(", ")}` : "it takes none"}): ${spec.form}`);
        continue;
      }
      if (pair.value.type !== "StringLiteral") {
        problems.error(...at, `{{${name}}}: ${pair.key}= must be a quoted string: ${spec.form}`);
        continue;
      }
      const v = pair.value.value;
      if (!a.pattern.test(v))
        problems.error(...at, `{{${name}}}: ${pair.key}: ${a.allowed} is allowed (got ${JSON.stringify(v)})`);
    }
  }
  function block(node) {
    const name = simpleName(node.path);
    const params = node.params ?? [];
    if (!name || !BLOCKS.includes(name)) {
      return err(node, `{{#${node.path.original}}}: only {{#if VAR}} and {{#unless VAR}} blocks are allowed (VAR: ${vars.join(", ")})`);
    }
    const v = params.length === 1 && !node.hash ? simpleName(params[0]) : undefined;
    if (!v || !vars.includes(v)) {
      return err(node, `{{#${name}}}: takes one variable: {{#${name} IS_CLAUDE}}...{{/${name}}} (variables: ${vars.join(", ")})`);
    }
    if (node.program?.blockParams)
      return err(node, `{{#${name}}}: block parameters are not allowed`);
    uses.push({ name: v, line: pos(node)[0], column: pos(node)[1] });
    if (node.program)
      visit(node.program);
    if (node.inverse)
      visit(node.inverse);
  }
  visit(ast);
  return uses;
}
function escapeDollarBraces(text) {
  return text.replace(/\\\$\{\{/g, "$\\{{");
}
function parseErrorPosition(err, lexerLoc, text) {
  const raw = err.message ?? String(err);
  const expecting = /Expecting (.+), got '([^']+)'/.exec(raw);
  let message;
  if (expecting) {
    const got = expecting[2];
    if (got === "EOF") {
      const open = findUnclosed(text);
      if (open)
        return open;
      message = "template syntax: the template ends inside an open block or {{ (close every {{#if}} with {{/if}})";
    } else
      message = `template syntax: unexpected ${got.toLowerCase().replace(/_/g, " ")} (placeholders look like {{NAME}} or {{NAME "arg"}}; write \\{{ for a literal {{)`;
  } else if (/doesn't match/.test(raw)) {
    message = `template syntax: ${raw.replace(/ - \d+:\d+$/, "")} (each {{#if}} closes with {{/if}}, each {{#unless}} with {{/unless}})`;
  } else if (/Lexical error/.test(raw)) {
    message = "template syntax: unrecognized text after {{ (an unclosed {{!-- comment --}}?); write \\{{ for a literal {{";
  } else {
    message = `template syntax: ${raw.split(`
`)[0]}`;
  }
  if (err.lineNumber !== undefined)
    return { line: err.lineNumber, column: (err.column ?? 0) + 1, message };
  if (lexerLoc)
    return { line: lexerLoc.first_line, column: lexerLoc.first_column + 1, message };
  const m = /line (\d+)/.exec(raw);
  return { line: m ? Number(m[1]) : 1, column: 1, message };
}
function findUnclosed(text) {
  const at = (offset) => {
    const before = text.slice(0, offset);
    const line = before.split(`
`).length;
    return { line, column: offset - before.lastIndexOf(`
`) };
  };
  const blocks = [];
  const re = /(\\)?\{\{/g;
  for (let m = re.exec(text);m; m = re.exec(text)) {
    if (m[1])
      continue;
    const close = text.indexOf("}}", m.index + 2);
    if (close === -1)
      return { ...at(m.index), message: "template syntax: {{ is never closed with }} (write \\{{ for a literal {{)" };
    const inner = /^\{?~?\s*([#/])\s*([^\s}~]+)/.exec(text.slice(m.index + 2, close));
    if (inner?.[1] === "#")
      blocks.push({ name: inner[2], offset: m.index });
    else if (inner?.[1] === "/")
      blocks.pop();
    re.lastIndex = close + 2;
  }
  const open = blocks.pop();
  if (open)
    return { ...at(open.offset), message: `template syntax: {{#${open.name}}} is never closed; add {{/${open.name}}}` };
  return;
}

// lib/generator/skill.ts
var GENERATED_MARK = "<!-- AUTO-GENERATED from ";

// lib/generator/render.ts
var TEMPLATES_DIR = join(kitRoot2(), "templates");
var PREAMBLE_SECTIONS = [
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
  { id: "completion-status", tier: 1 }
];
function missing(name, node) {
  return Object.assign(new Error(`"${name}" not defined`), {
    lineNumber: node.loc.start.line,
    column: node.loc.start.column
  });
}
function evaluate(program, state, context) {
  let out = "";
  for (const node of program.body) {
    switch (node.type) {
      case "ContentStatement":
        out += node.value;
        break;
      case "CommentStatement":
        break;
      case "MustacheStatement": {
        const m = node;
        const name = m.path.original;
        const helper = Object.hasOwn(HELPERS, name) ? HELPERS[name] : undefined;
        if (helper) {
          const args = m.params.map((p) => p.value);
          const hash = {};
          for (const pair of m.hash?.pairs ?? [])
            hash[pair.key] = pair.value.value;
          out += helper(state, args, hash);
        } else {
          const value = context[name];
          if (value === undefined)
            throw missing(name, node);
          out += value;
        }
        break;
      }
      case "BlockStatement": {
        const b = node;
        const value = context[b.params[0].original];
        const branch = b.path.original === "if" === !!value ? b.program : b.inverse;
        if (branch)
          out += evaluate(branch, state, context);
        break;
      }
      default:
        throw new Error(`${node.type} cannot be rendered (the template check lets none through)`);
    }
  }
  return out;
}
var kitCache = new Map;
var HOST_ONLY_PLACEHOLDERS = new Set(["BIN_SETUP"]);
function kitTemplate(rel) {
  const hit = kitCache.get(rel);
  if (hit)
    return hit;
  const file = `templates/${rel}`;
  const problems = new Problems(file);
  let text = normalizeText(readFileSync(join(TEMPLATES_DIR, rel), "utf8"));
  if (text.endsWith(`
`))
    text = text.slice(0, -1);
  const ast = parse(escapeDollarBraces(text), problems, 0);
  const uses = ast ? checkTemplate(ast, problems, { lineOffset: 0, kit: true }) : [];
  if (problems.hasErrors || !ast)
    throw new TemplateErrors(problems.list);
  const placeholders = uses.filter((u) => placeholder(u.name));
  const reads = placeholders.every((u) => HOST_ONLY_PLACEHOLDERS.has(u.name)) ? [...new Set(uses.filter((u) => !placeholder(u.name)).map((u) => u.name))].sort() : undefined;
  const tpl = { ast, reads, rendered: new Map };
  kitCache.set(rel, tpl);
  return tpl;
}
function renderKit(rel, state, extra) {
  const tpl = kitTemplate(rel);
  const context = extra ? { ...state.context, ...extra } : state.context;
  if (!tpl.reads)
    return evaluate(tpl.ast, state, context);
  let key = `${state.host.name}\x00${state.tier}`;
  for (const v of tpl.reads)
    key += `\x00${context[v]}`;
  let out = tpl.rendered.get(key);
  if (out === undefined) {
    out = evaluate(tpl.ast, state, context);
    tpl.rendered.set(key, out);
  }
  return out;
}
function renderPreamble(state) {
  return PREAMBLE_SECTIONS.filter((s) => s.tier <= state.tier).map((s) => renderKit(`preamble/${s.id}.md`, state)).join(`

`);
}
var HELPERS = {
  PREAMBLE(state) {
    const text = renderPreamble(state);
    state.preambleBytes += Buffer.byteLength(text);
    return text;
  },
  COMPLETION: (state) => renderKit("partials/completion.md", state),
  BIN_SETUP: (state) => renderKit("partials/bin-setup.md", state),
  BASE_BRANCH_DETECT: (state) => renderKit("partials/base-branch-detect.md", state),
  INVOKE_SKILL: (state, [target]) => renderKit("partials/invoke-skill.md", state, { TARGET_SKILL: target }),
  ARTIFACT_LATEST: (state, [kind]) => renderKit("partials/artifact-latest.md", state, {
    ARTIFACT_KIND: kind,
    ARTIFACT_KEY: `LATEST_${kind.toUpperCase().replace(/-/g, "_")}`
  }),
  LEARNINGS_SEARCH(state, _args, h) {
    let args = "";
    if (h.type)
      args += ` --type ${h.type}`;
    if (h.query)
      args += ` --query '${h.query}'`;
    args += ` --limit ${h.limit ?? "5"}`;
    return renderKit("partials/learnings-search.md", state, { SEARCH_ARGS: args });
  },
  TEST_FAILURE_TRIAGE(state) {
    return state.tier >= 4 ? renderKit("partials/test-failure-triage-ref.md", state) : renderKit("preamble/test-failure-triage.md", state);
  }
};
function parse(text, problems, lineOffset) {
  const fast = fastParse(text);
  if (fast)
    return fast;
  const Handlebars = handlebars();
  try {
    return Handlebars.parse(text);
  } catch (err) {
    const lexer = Handlebars.Parser.lexer;
    const p = parseErrorPosition(err, lexer.yylloc, text);
    problems.error(p.line + lineOffset, p.column, p.message);
    return;
  }
}
function prepareSkill(source, problems, skills) {
  const parsed = parseTemplate(source.text, problems);
  const fm = parsed.data ? validateFrontmatter(parsed.data, parsed.doc, parsed.lines, problems, { folder: source.folder }) : undefined;
  const ast = parsed.data ? parse(escapeDollarBraces(parsed.body), problems, parsed.bodyLine - 1) : undefined;
  const uses = ast ? checkTemplate(ast, problems, { lineOffset: parsed.bodyLine - 1, skills }) : [];
  const first = (name) => uses.find((u) => u.name === name);
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
    if (all.length > 1)
      problems.error(all[1].line, all[1].column, `{{${once}}} may appear only once`);
  }
  if (!preamble && fm && ast && source.folder !== undefined)
    problems.warn(parsed.bodyLine, 1, "no {{PREAMBLE}}: the skill runs without session bookkeeping, the timeline or the shared rules");
  const bashAt = uses.find((u) => RUNS_BASH.has(u.name));
  if (fm && bashAt && !allowsBash(fm.data["allowed-tools"])) {
    problems.warn(bashAt.line, bashAt.column, `allowed-tools: does not include Bash, but {{${bashAt.name}}} runs a bash block`);
  }
  if (problems.hasErrors || !fm || !ast)
    return;
  return { source, fm, matterText: parsed.matterText, template: ast, uses };
}
var RUNS_BASH = new Set([
  "PREAMBLE",
  "COMPLETION",
  "BIN_SETUP",
  "BASE_BRANCH_DETECT",
  "LEARNINGS_SEARCH",
  "ARTIFACT_LATEST"
]);
function allowsBash(tools) {
  if (tools === undefined)
    return true;
  const list = Array.isArray(tools) ? tools : String(tools).split(/\s+/);
  return list.some((t) => typeof t === "string" && /^Bash(\(|$)/.test(t.trim()));
}
function contextFor(host, name, tier) {
  return {
    SKILL_NAME: name,
    TIER: String(tier),
    HOST: host.name,
    SKILLS_DIR: host.skillsDir,
    USER_SKILLS_DIR: host.userSkillsDir,
    IS_CLAUDE: host.hooks ? "true" : "",
    PREAMBLE_DEFAULTS: fallbackCommand(tier)
  };
}
function header(source) {
  return `${GENERATED_MARK}${source.rel}: edit the template, not this file. -->
<!-- Regenerate: npm run gen:skill-docs -->
`;
}
function renderSkill(prepared, hostName) {
  const host = HOSTS[hostName];
  const { fm, source } = prepared;
  const state = {
    host,
    name: fm.name,
    tier: fm.tier,
    context: contextFor(host, fm.name, fm.tier),
    preambleBytes: 0
  };
  let body;
  try {
    body = evaluate(prepared.template, state, state.context);
  } catch (err) {
    if (err instanceof TemplateErrors)
      throw err;
    const e = err;
    const problems = new Problems(source.rel);
    problems.error(e.lineNumber ?? 1, (e.column ?? 0) + 1, `render: ${e.message}`);
    throw new TemplateErrors(problems.list);
  }
  body = body.replace(/^\n+/, "").trimEnd();
  const content = `---
${host.frontmatter(fm, prepared.matterText)}---
${header(source)}
${body}
`;
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
    sidecars: (host.sidecars?.(fm) ?? []).map((s) => ({ rel: dir + s.file, content: s.content }))
  };
}
function sizeWarnings(prepared, rendered) {
  let lines = 1;
  for (let i = rendered.content.indexOf(`
`);i !== -1; i = rendered.content.indexOf(`
`, i + 1))
    lines++;
  if (lines <= MAX_BODY_LINES)
    return [];
  const p = new Problems(prepared.source.rel);
  p.warn(1, 1, `the generated SKILL.md has ${lines} lines; the Agent Skills spec recommends under ${MAX_BODY_LINES} (move detail into files the skill reads on demand)`);
  return p.list;
}

// lib/generator/outputs.ts
import { existsSync, readdirSync, readFileSync as readFileSync2, rmdirSync, statSync, unlinkSync } from "node:fs";
import { dirname, join as join2, relative } from "node:path";
var TEMPLATE_NAME = "SKILL.md.tmpl";
function discover(root) {
  const out = [];
  const rootTpl = join2(root, TEMPLATE_NAME);
  if (existsSync(rootTpl))
    out.push({ rel: TEMPLATE_NAME, text: readFileSync2(rootTpl, "utf8") });
  const skillsDir = join2(root, "skills");
  let names = [];
  try {
    names = readdirSync(skillsDir).sort();
  } catch (err) {
    if (err.code !== "ENOENT")
      throw err;
  }
  for (const folder of names) {
    const file = join2(skillsDir, folder, TEMPLATE_NAME);
    let text;
    try {
      text = readFileSync2(file, "utf8");
    } catch (err) {
      const code = err.code;
      if (code === "ENOENT" || code === "ENOTDIR")
        continue;
      throw err;
    }
    out.push({ rel: `skills/${folder}/${TEMPLATE_NAME}`, folder, text });
  }
  return out;
}
function duplicates(list) {
  const seen = new Map;
  const out = [];
  for (const { name, rel } of list) {
    const other = seen.get(name);
    if (other)
      out.push({
        file: rel,
        line: 1,
        column: 1,
        severity: "error",
        message: `name: ${JSON.stringify(name)} is already used by ${other}`
      });
    else
      seen.set(name, rel);
  }
  return out;
}
function assemble(opts, results, order) {
  const outDir = opts.outDir ?? opts.root;
  const skills = results.flatMap((r, b) => r.skills.map((s) => ({ ...s, pos: order(b, s.at) }))).sort((x, y) => x.pos - y.pos);
  const diagnostics = results.flatMap((r) => r.diagnostics);
  diagnostics.push(...duplicates(skills));
  const fileOrder = new Map(skills.map((s, i) => [s.rel, i]));
  const sorted = diagnostics.sort((a, b) => (fileOrder.get(a.file) ?? -1) - (fileOrder.get(b.file) ?? -1) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column);
  if (sorted.some((d) => d.severity === "error"))
    throw new TemplateErrors(sorted);
  const outputs = [];
  for (let h = 0;h < opts.hosts.length; h++) {
    for (const s of skills) {
      const rendered = s.outputs[h];
      outputs.push({ rel: rendered.outRel, abs: join2(outDir, rendered.outRel), rendered });
      for (const sc of rendered.sidecars)
        outputs.push({
          rel: sc.rel,
          abs: join2(outDir, sc.rel),
          rendered: { ...rendered, outRel: sc.rel, content: sc.content, sidecars: [] }
        });
    }
  }
  const orphans = opts.skill === undefined ? findOrphans(outDir, opts.hosts, new Set(outputs.map((o) => o.rel))) : [];
  return { outputs, orphans, warnings: sorted.filter((d) => d.severity === "warning"), outDir };
}
function findOrphans(outDir, hosts, produced) {
  const candidates = [];
  for (const host of hosts) {
    if (host === "claude")
      candidates.push("SKILL.md", ...subfolders(join2(outDir, "skills")).map((f) => `skills/${f}/SKILL.md`));
    else {
      const base = HOSTS[host].outPath("x", "x").replace(/x\/SKILL\.md$/, "");
      for (const f of subfolders(join2(outDir, base)))
        candidates.push(`${base}${f}/SKILL.md`, `${base}${f}/agents/openai.yaml`);
    }
  }
  const out = [];
  for (const rel of candidates) {
    if (produced.has(rel))
      continue;
    const abs = join2(outDir, rel);
    let text;
    try {
      text = readFileSync2(abs, "utf8");
    } catch {
      continue;
    }
    if (text.includes(GENERATED_MARK))
      out.push({ rel, abs });
  }
  return out.sort((a, b) => a.rel < b.rel ? -1 : 1);
}
function subfolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() || d.isSymbolicLink()).map((d) => d.name).sort();
  } catch {
    return [];
  }
}

// lib/generator/generate.ts
function declaredName(source) {
  const parsed = parseTemplate(source.text, new Problems(source.rel));
  return typeof parsed.data?.name === "string" ? parsed.data.name : undefined;
}
function select(root, skill) {
  let sources = discover(root);
  const rootSource = sources.find((s) => s.folder === undefined);
  const rootName = rootSource ? declaredName(rootSource) : undefined;
  const names = sources.flatMap((s) => s.folder !== undefined ? [s.folder] : rootName ? [rootName] : []);
  if (skill !== undefined) {
    sources = sources.filter((s) => (s.folder ?? rootName) === skill);
    if (!sources.length) {
      throw rejected("--skill", `the name of a skill with a ${TEMPLATE_NAME} in ${join3(root, "skills")} (known: ${[...names].sort().join(", ") || "none"})`, skill);
    }
  }
  return { sources, names };
}
function renderBatch(sources, names, hosts) {
  const known = new Set(names);
  const result = { diagnostics: [], skills: [] };
  sources.forEach((source, at) => {
    const problems = new Problems(source.rel);
    const p = prepareSkill(source, problems, known);
    result.diagnostics.push(...problems.sorted());
    if (!p)
      return;
    const outputs2 = hosts.map((host) => renderSkill(p, host));
    for (const r of outputs2)
      result.diagnostics.push(...sizeWarnings(p, r));
    result.skills.push({ at, name: p.fm.name, rel: source.rel, outputs: outputs2 });
  });
  return result;
}
function plan(opts) {
  const { sources, names } = select(opts.root, opts.skill);
  return assemble(opts, [renderBatch(sources, names, opts.hosts)], (_b, at) => at);
}
export {
  plan
};
