// The fast body reader must build the tree Handlebars' parser builds wherever it answers, and
// give up on everything else.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import Handlebars from "handlebars/dist/handlebars.js";
import { fastParse } from "../../lib/generator/template-parse.ts";
import { escapeDollarBraces } from "../../lib/generator/placeholders.ts";
import { splitFrontmatter } from "../../lib/frontmatter/read.ts";
import { skillTemplate } from "../../scripts/bench/fixtures/skills.ts";
import { KIT } from "../helpers/state.ts";
import { rng } from "../../scripts/bench/fixtures/state.ts";

type N = Record<string, unknown>;

/** What checkTemplate and the renderer read of a tree; adjacent text merged (Handlebars splits it at escapes). */
function shape(program: N): unknown[] {
  const out: unknown[] = [];
  for (const node of program.body as N[]) {
    const at = (n: N) =>
      `${(n.loc as { start: { line: number; column: number } }).start.line}:${(n.loc as { start: { line: number; column: number } }).start.column}`;
    const path = (p: N) => ({
      type: p.type,
      original: p.original,
      parts: p.parts,
      depth: p.depth,
      data: p.data,
      at: at(p),
    });
    if (node.type === "ContentStatement") {
      const last = out.at(-1) as { text?: string } | undefined;
      if (last?.text !== undefined) last.text += node.value as string;
      else out.push({ text: node.value });
    } else if (node.type === "MustacheStatement") {
      const hash = node.hash as { pairs: N[] } | undefined;
      out.push({
        type: node.type,
        at: at(node),
        escaped: node.escaped,
        path: path(node.path as N),
        params: (node.params as N[]).map((p) => ({ type: p.type, value: p.value, at: at(p) })),
        hash: hash?.pairs.map((p) => ({
          key: p.key,
          value: (p.value as N).value,
          type: (p.value as N).type,
          at: at(p),
        })),
      });
    } else if (node.type === "BlockStatement") {
      out.push({
        type: node.type,
        at: at(node),
        path: path(node.path as N),
        params: (node.params as N[]).map(path),
        hash: node.hash,
        program: shape(node.program as N),
        inverse: node.inverse ? shape(node.inverse as N) : undefined,
      });
    } else out.push({ type: node.type });
  }
  return out;
}

function same(text: string): boolean {
  const fast = fastParse(text);
  if (!fast) return false;
  expect(shape(fast as unknown as N)).toEqual(shape(Handlebars.parse(text) as unknown as N));
  return true;
}

const templatesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(md|tmpl)$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));

describe("fastParse", () => {
  it("builds Handlebars' tree for every kit template and skill body it reads", () => {
    const files = [
      ...templatesUnder(join(KIT, "templates")),
      ...templatesUnder(join(KIT, "skills")).filter((f) => f.endsWith(".tmpl")),
      join(KIT, "SKILL.md.tmpl"),
    ];
    let answered = 0;
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      const body = f.endsWith(".tmpl") ? splitFrontmatter(text).body : text.replace(/\n$/, "");
      if (same(escapeDollarBraces(body))) answered++;
    }
    expect(answered).toBeGreaterThan(files.length * 0.8);
  });

  it("builds Handlebars' tree for the bench pack's bodies", () => {
    const names = Array.from({ length: 40 }, (_, i) => `skill-${i}`);
    names.forEach((name, i) =>
      expect(same(escapeDollarBraces(splitFrontmatter(skillTemplate(name, (i % 4) + 1, i, names)).body))).toBe(true),
    );
  });

  it("builds Handlebars' tree, or gives up, on 3,000 generated bodies (seeded)", () => {
    const r = rng(26);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    const pieces = [
      "text",
      " ",
      "  ",
      "\n",
      "\n\n",
      "\t",
      "\u00a0",
      "}}",
      "}",
      "{",
      "\\",
      "\\{{",
      "\\\\{{",
      "$\\{{ x }}",
      "a\\{{{{B}}",
      "{{SKILL_NAME}}",
      "{{ TIER }}",
      '{{INVOKE_SKILL "x"}}',
      '{{LEARNINGS_SEARCH type="pitfall" limit="5"}}',
      '{{X "a" k="v"}}',
      "{{#if IS_CLAUDE}}",
      "{{#unless HOST}}",
      "{{else}}",
      "{{/if}}",
      "{{/unless}}",
      "{{~X}}",
      "{{! c }}",
      "{{true}}",
      "{{a.b}}",
    ];
    let answered = 0;
    for (let n = 0; n < 3000; n++) {
      let text = "";
      const len = 1 + Math.floor(r() * 14);
      for (let k = 0; k < len; k++) text += pick(pieces);
      let reference: N | undefined;
      try {
        reference = Handlebars.parse(text) as unknown as N;
      } catch {
        reference = undefined;
      }
      const fast = fastParse(text);
      if (!fast) continue;
      // Whatever the fast reader answers, Handlebars parses too, to the same tree.
      expect(reference, text).toBeDefined();
      expect(shape(fast as unknown as N), text).toEqual(shape(reference!));
      answered++;
    }
    expect(answered).toBeGreaterThan(300);
  });

  it.each([
    ["text only", "just text\nover lines\n"],
    ["a variable", "Hi {{SKILL_NAME}}!"],
    ["spaces inside", "{{ SKILL_NAME }} and {{  PREAMBLE}}"],
    ["arguments", 'a {{INVOKE_SKILL "ship"}} b {{LEARNINGS_SEARCH type="pitfall" limit="5"}}\n{{X "a" "b" k="v"}}'],
    ["escapes", "lit \\{{X}} then {{Y}} and \\\\{{Z}} and $\\{{ github.ref }} \\{{{{A}}"],
    ["inline blocks", "a {{#if IS_CLAUDE}}yes{{else}}no{{/if}} b {{#unless HOST}}x{{/unless}}."],
    ["nested inline blocks", "x{{#if A}}1{{#unless B}}2{{/unless}}3{{/if}}y\n{{#if C}}{{/if}}z"],
    ["braces in text", "a } b }} c { d"],
    ["unknown names", "{{FOO}} {{foo_bar}} {{#if NOPE}}a{{/if}}."],
  ])("agrees with Handlebars: %s", (_name, text) => {
    expect(same(text)).toBe(true);
  });

  it.each([
    ["a standalone block", "a\n{{#if A}}\nb\n{{/if}}\n"],
    ["a standalone else", "x{{#if A}}a\n  {{else}}  \nb{{/if}}y"],
    ["whitespace control", "a {{~X}} b"],
    ["a comment", "a {{! note }} b"],
    ["triple braces", "{{{X}}}"],
    ["a partial", "{{> p}}"],
    ["a path", "{{a.b}}"],
    ["a literal", "{{true}} {{#if null}}x{{/if}}"],
    ["single quotes", "{{X 'a'}}"],
    ["an escaped quote", '{{X "a\\"b"}}'],
    ["a number argument", "{{X 1}}"],
    ["a hash before an argument", '{{X k="v" "a"}}'],
    ["unclosed mustache", "a {{X"],
    ["unclosed block", "a {{#if A}}b"],
    ["mismatched close", "a {{#if A}}b{{/unless}}"],
    ["else if", "x{{#if A}}a{{else if B}}b{{/if}}y"],
    ["three backslashes", "\\\\\\{{X}}"],
    ["a mustache over lines", "{{X\n}}"],
    ["three closing braces", "{{X}}} text"],
    ["a carriage return", "a\r{{X}}"],
  ])("gives up on %s", (_name, text) => {
    expect(fastParse(text)).toBeUndefined();
  });
});
