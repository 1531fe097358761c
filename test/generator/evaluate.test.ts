// The evaluator renders a checked tree exactly as Handlebars' compiled template does (noEscape,
// strict): text as the parser left it, variables, #if/#unless/else, standalone lines stripped.
import { describe, expect, it } from "vitest";
import Handlebars from "handlebars/dist/handlebars.js";
import { evaluate, type RenderState } from "../../lib/generator/render.ts";
import { HOSTS } from "../../lib/generator/hosts.ts";
import { rng } from "../../scripts/bench/fixtures/state.ts";

const state = (): RenderState => ({ host: HOSTS.claude, name: "x", tier: 1, context: {}, preambleBytes: 0 });

describe("evaluate", () => {
  it("renders what Handlebars renders, on 1,000 generated templates (seeded)", () => {
    const r = rng(27);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    const text = ["a", "b c", " ", "\n", "\n\n", "  \n", "\\{{x}} ", "x }} y"];
    const vars = ["{{SKILL_NAME}}", "{{IS_CLAUDE}}", "{{ HOST }}"];
    const opens = ["{{#if IS_CLAUDE}}", "{{#unless IS_CLAUDE}}", "{{#if HOST}}", "{{#unless EMPTY}}"];
    let rendered = 0;
    for (let n = 0; n < 1000; n++) {
      // Balanced blocks, each tag sometimes on a line of its own (Handlebars strips those lines).
      const build = (depth: number): string => {
        let out = "";
        const len = Math.floor(r() * 6);
        for (let k = 0; k < len; k++) {
          const roll = r();
          if (roll < 0.5) out += pick(text);
          else if (roll < 0.75) out += pick(vars);
          else if (depth < 3) {
            const line = () => (r() < 0.4 ? "\n" : "");
            const open = pick(opens);
            out += `${line()}${open}${line()}${build(depth + 1)}`;
            if (r() < 0.4) out += `${line()}{{else}}${line()}${build(depth + 1)}`;
            out += `${line()}{{/${open.startsWith("{{#if") ? "if" : "unless"}}}${line()}`;
          }
        }
        return out;
      };
      const t = build(0);
      const context = { SKILL_NAME: "x", IS_CLAUDE: r() < 0.5 ? "true" : "", HOST: pick(["claude", ""]), EMPTY: "" };
      const want = Handlebars.compile(t, { noEscape: true, strict: true })(context);
      expect(evaluate(Handlebars.parse(t) as hbs.AST.Program, state(), context), JSON.stringify(t)).toBe(want);
      rendered++;
    }
    expect(rendered).toBe(1000);
  });

  it("fails on a variable the context lacks, at its position, as strict mode does", () => {
    expect(() => evaluate(Handlebars.parse("a\n {{NOPE}}") as hbs.AST.Program, state(), {})).toThrow(
      expect.objectContaining({ lineNumber: 2, column: 1 }),
    );
    expect(evaluate(Handlebars.parse("{{#if NOPE}}a{{else}}b{{/if}}") as hbs.AST.Program, state(), {})).toBe("b");
  });
});
