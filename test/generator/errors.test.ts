import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { plan } from "../../lib/generator/generate.ts";
import { formatDiagnostic, TemplateErrors } from "../../lib/generator/diagnostics.ts";
import { minimal, runScript, tempPack } from "./pack.ts";

const FM = "---\nname: x\ndescription: Does x. Use when asked to x.\npreamble-tier: 1\n---\n";
/** Body lines start at line 6 after FM. */
const body = (text: string) => `${FM}${text}`;
const fm = (lines: string) => `---\n${lines}\n---\n\n{{PREAMBLE}}\n{{COMPLETION}}\n`;

function errorsOf(files: Record<string, string>): string[] {
  const root = tempPack({ "skills/other/SKILL.md.tmpl": minimal("other"), ...files });
  try {
    plan({ root, hosts: ["claude", "agents"] });
  } catch (err) {
    if (err instanceof TemplateErrors)
      return err.diagnostics.filter((d) => d.severity === "error").map(formatDiagnostic);
    throw err;
  }
  return [];
}

const T = "skills/x/SKILL.md.tmpl";

describe("template errors name path:line:column and what is allowed", () => {
  it.each<[string, string, string, RegExp]>([
    // placeholders
    [
      "unknown placeholder",
      body("{{PREAMBLE}}\nsee {{FOO}}\n{{COMPLETION}}\n"),
      "7:5",
      /\{\{FOO\}\}: unknown placeholder \(allowed: placeholders PREAMBLE, COMPLETION/,
    ],
    [
      "near-miss placeholder",
      body("{{PREAMBLE}}\n{{PREAMBEL}}\n{{COMPLETION}}\n"),
      "7:1",
      /did you mean \{\{PREAMBLE\}\}/,
    ],
    [
      "gstack's colon form",
      body("{{PREAMBLE}}\n  {{INVOKE_SKILL:other}}\n{{COMPLETION}}\n"),
      "7:3",
      /wrong form; write \{\{INVOKE_SKILL "office-hours"\}\}/,
    ],
    [
      "unquoted argument",
      body("{{PREAMBLE}}\n{{INVOKE_SKILL other}}\n{{COMPLETION}}\n"),
      "7:16",
      /argument must be a quoted string/,
    ],
    [
      "missing argument",
      body("{{PREAMBLE}}\n{{ARTIFACT_LATEST}}\n{{COMPLETION}}\n"),
      "7:1",
      /takes 1 quoted argument: \{\{ARTIFACT_LATEST "design"\}\}/,
    ],
    [
      "argument to a no-argument placeholder",
      body('{{PREAMBLE "x"}}\n{{COMPLETION}}\n'),
      "6:1",
      /\{\{PREAMBLE\}\}: wrong form; takes no arguments/,
    ],
    [
      "unknown artifact kind",
      body('{{PREAMBLE}}\n{{ARTIFACT_LATEST "plans"}}\n{{COMPLETION}}\n'),
      "7:19",
      /one of design, test-plan/,
    ],
    [
      "unknown skill",
      body('{{PREAMBLE}}\n{{INVOKE_SKILL "nope"}}\n{{COMPLETION}}\n'),
      "7:16",
      /no skill named "nope" in this pack \(known: other, x\)/,
    ],
    [
      "bad hash value",
      body('{{PREAMBLE}}\n{{LEARNINGS_SEARCH type="bug"}}\n{{COMPLETION}}\n'),
      "7:20",
      /type: one of pattern, pitfall/,
    ],
    [
      "unquoted hash value",
      body("{{PREAMBLE}}\n{{LEARNINGS_SEARCH limit=5}}\n{{COMPLETION}}\n"),
      "7:20",
      /limit= must be a quoted string/,
    ],
    [
      "unknown hash key",
      body('{{PREAMBLE}}\n{{LEARNINGS_SEARCH max="5"}}\n{{COMPLETION}}\n'),
      "7:20",
      /unknown argument max= \(allowed: type, query, limit\)/,
    ],
    [
      "hash on a variable",
      body('{{PREAMBLE}}\n{{SKILL_NAME x="1"}}\n{{COMPLETION}}\n'),
      "7:1",
      /is a variable and takes no arguments/,
    ],
    ["triple stash", body("{{PREAMBLE}}\n{{{SKILL_NAME}}}\n{{COMPLETION}}\n"), "7:1", /write \{\{SKILL_NAME\}\}/],
    ["partial", body("{{PREAMBLE}}\n{{> header}}\n{{COMPLETION}}\n"), "7:1", /partials .* are not available/],
    [
      "each block",
      body("{{PREAMBLE}}\n{{#each list}}x{{/each}}\n{{COMPLETION}}\n"),
      "7:1",
      /only \{\{#if VAR\}\} and \{\{#unless VAR\}\} blocks/,
    ],
    [
      "if over an unknown variable",
      body("{{PREAMBLE}}\n{{#if CLAUDE}}x{{/if}}\n{{COMPLETION}}\n"),
      "7:1",
      /takes one variable.*IS_CLAUDE/,
    ],
    [
      "path expression",
      body("{{PREAMBLE}}\n{{this.name}}\n{{COMPLETION}}\n"),
      "7:1",
      /\{\{this.name\}\}: unknown placeholder/,
    ],
    ["data variable", body("{{PREAMBLE}}\n{{@root}}\n{{COMPLETION}}\n"), "7:1", /unknown placeholder/],
    [
      "a name every object has",
      body('{{PREAMBLE}}\n{{constructor}} {{toString "x"}}\n{{COMPLETION}}\n'),
      "7:1",
      /\{\{constructor\}\}: unknown placeholder/,
    ],
    ["PREAMBLE without COMPLETION", body("text\n{{PREAMBLE}}\n"), "7:1", /\{\{PREAMBLE\}\} needs \{\{COMPLETION\}\}/],
    [
      "COMPLETION without PREAMBLE",
      body("text\n\n {{COMPLETION}}\n"),
      "8:2",
      /\{\{COMPLETION\}\} needs \{\{PREAMBLE\}\}/,
    ],
    ["PREAMBLE twice", body("{{PREAMBLE}}\n{{PREAMBLE}}\n{{COMPLETION}}\n"), "7:1", /may appear only once/],
    // Handlebars syntax
    ["unclosed {{", body("{{PREAMBLE}}\n{{COMPLETION}}\nthen {{ oops\n"), "8:6", /\{\{ is never closed/],
    [
      "unclosed block",
      body("{{PREAMBLE}}\n{{#if IS_CLAUDE}}\nyes\n{{COMPLETION}}\n"),
      "7:1",
      /\{\{#if\}\} is never closed; add \{\{\/if\}\}/,
    ],
    [
      "mismatched block",
      body("{{PREAMBLE}}\n{{#if IS_CLAUDE}}\nyes\n{{/unless}}\n{{COMPLETION}}\n"),
      "7:4",
      /if doesn't match unless/,
    ],
    ["stray }}", body("{{PREAMBLE}}\n{{COMPLETION}}\n{{ x }\n"), "8:6", /template syntax: unexpected invalid/],
    // preamble-tier
    ["missing preamble-tier", fm("name: x\ndescription: d"), "2:1", /preamble-tier: required \(1, 2, 3 or 4/],
    [
      "preamble-tier 5",
      fm("name: x\ndescription: d\npreamble-tier: 5"),
      "4:16",
      /preamble-tier: 1, 2, 3 or 4 \(unquoted\) is allowed \(got 5\)/,
    ],
    ["preamble-tier 0", fm("name: x\ndescription: d\npreamble-tier: 0"), "4:16", /got 0/],
    ["quoted preamble-tier", fm('name: x\ndescription: d\npreamble-tier: "2"'), "4:16", /\(got "2"\)/],
    ["fractional preamble-tier", fm("name: x\ndescription: d\npreamble-tier: 2.5"), "4:16", /got 2.5/],
    // frontmatter
    ["no frontmatter", "# x\n{{PREAMBLE}}\n", "1:1", /must start with a line that is exactly ---/],
    ["unclosed frontmatter", "---\nname: x\ndescription: d\n", "1:1", /not closed/],
    ["invalid YAML", fm("name: x\ndescription: [unclosed\npreamble-tier: 1"), "4:1", /invalid YAML: Flow sequence/],
    [
      "duplicate key",
      fm("name: x\nname: x\ndescription: d\npreamble-tier: 1"),
      "3:1",
      /invalid YAML: Map keys must be unique/,
    ],
    ["a list, not a map", "---\n- a\n- b\n---\nx\n", "2:1", /must be a map of `key: value` fields/],
    ["missing name", fm("description: d\npreamble-tier: 1"), "2:1", /name: required/],
    [
      "name not the folder",
      fm("name: y\ndescription: d\npreamble-tier: 1"),
      "2:7",
      /name: must equal the folder name "x" \(got "y"\)/,
    ],
    [
      "name with capitals",
      fm("name: X\ndescription: d\npreamble-tier: 1"),
      "2:7",
      /a-z, 0-9 and single hyphens inside/,
    ],
    ["name too long", fm(`name: ${"x".repeat(65)}\ndescription: d\npreamble-tier: 1`), "2:7", /1-64 characters/],
    ["missing description", fm("name: x\npreamble-tier: 1"), "2:1", /description: required \(1-1024 characters/],
    ["empty description", fm('name: x\ndescription: "  "\npreamble-tier: 1'), "3:14", /description: must not be empty/],
    [
      "long description",
      fm(`name: x\ndescription: ${"d".repeat(1025)}\npreamble-tier: 1`),
      "3:14",
      /at most 1024 characters allowed \(got 1025\)/,
    ],
    [
      "unquoted version",
      fm("name: x\ndescription: d\npreamble-tier: 1\nversion: 1.10"),
      "5:10",
      /quote it: version: "1.10"/,
    ],
    [
      "bad effort",
      fm("name: x\ndescription: d\npreamble-tier: 1\neffort: extreme"),
      "5:9",
      /effort: one of low, medium, high, max/,
    ],
    [
      "bad context",
      fm("name: x\ndescription: d\npreamble-tier: 1\ncontext: subagent"),
      "5:10",
      /context: one of inline, fork/,
    ],
    [
      "quoted boolean",
      fm('name: x\ndescription: d\npreamble-tier: 1\nuser-invocable: "false"'),
      "5:17",
      /true or false \(unquoted\)/,
    ],
    [
      "allowed-tools as a number",
      fm("name: x\ndescription: d\npreamble-tier: 1\nallowed-tools: 3"),
      "5:16",
      /a string or a list of strings/,
    ],
    [
      "metadata value not a string",
      fm("name: x\ndescription: d\npreamble-tier: 1\nmetadata:\n  rev: 2"),
      "6:8",
      /metadata.rev: a string value is allowed/,
    ],
    [
      "hook without command",
      fm(
        "name: x\ndescription: d\npreamble-tier: 1\nhooks:\n  PreToolUse:\n    - matcher: Bash\n      hooks:\n        - type: command",
      ),
      "9:11",
      /hooks.PreToolUse\[0\].hooks\[0\].command: a non-empty string is required/,
    ],
    [
      "hook of unknown type",
      fm(
        "name: x\ndescription: d\npreamble-tier: 1\nhooks:\n  Stop:\n    - hooks:\n        - type: script\n          command: x",
      ),
      "8:17",
      /type: one of command, prompt, agent, http/,
    ],
    ["shell", fm("name: x\ndescription: d\npreamble-tier: 1\nshell: zsh"), "5:8", /shell: one of bash, powershell/],
  ])("%s", (_label, template, at, message) => {
    const errors = errorsOf({ [T]: template });
    const hit = errors.find((e) => e.startsWith(`${T}:${at}: `) && message.test(e));
    expect(hit, `expected ${T}:${at}: ${message} in:\n${errors.join("\n")}`).toBeDefined();
  });

  it("reports a name used twice (root template and a folder)", () => {
    const errors = errorsOf({ "SKILL.md.tmpl": minimal("other") });
    expect(errors).toContain('skills/other/SKILL.md.tmpl:1:1: name: "other" is already used by SKILL.md.tmpl');
  });

  it("reports every error of every template in one run", () => {
    const errors = errorsOf({
      [T]: body("{{PREAMBLE}}\n{{A}}\n{{B}}\n{{COMPLETION}}\n"),
      "skills/y/SKILL.md.tmpl": fm("name: y\ndescription: d\npreamble-tier: 9"),
    });
    expect(errors).toEqual([
      expect.stringMatching(/^skills\/x\/SKILL.md.tmpl:7:1: \{\{A\}\}/),
      expect.stringMatching(/^skills\/x\/SKILL.md.tmpl:8:1: \{\{B\}\}/),
      expect.stringMatching(/^skills\/y\/SKILL.md.tmpl:4:16: preamble-tier/),
    ]);
  });

  it("exits 1, prints path:line:column lines and writes no file, not even the good skills", () => {
    const root = tempPack({
      "skills/good/SKILL.md.tmpl": minimal("good"),
      [T]: body("{{PREAMBLE}}\nsee {{FOO}}\n{{COMPLETION}}\n"),
    });
    const r = runScript("gen-skill-docs", ["--root", root, "--host", "all"]);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^skills\/x\/SKILL.md.tmpl:7:5: \{\{FOO\}\}: unknown placeholder/);
    expect(lines.at(-1)).toBe("gen:skill-docs: 1 error; nothing written");
    expect(existsSync(join(root, "skills/good/SKILL.md"))).toBe(false);
    expect(existsSync(join(root, ".agents"))).toBe(false);
    expect(readdirSync(join(root, "skills")).sort()).toEqual(["good", "x"]);
  });

  it("--check with a broken template exits 1 with the error, not a freshness list", () => {
    const root = tempPack({ [T]: fm("name: x\ndescription: d\npreamble-tier: 7") });
    const r = runScript("gen-skill-docs", ["--root", root, "--check"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^skills\/x\/SKILL.md.tmpl:4:16: preamble-tier/m);
    expect(r.stdout).toBe("");
  });

  it("warns (without failing) about unknown fields, long listing entries and tools without Bash", () => {
    const root = tempPack({
      [T]: fm(
        `name: x\ndescription: ${"d".repeat(1000)}\nwhen_to_use: ${"w".repeat(600)}\npreamble-tier: 1\nallowed_tools: [Bash]\nallowed-tools: [Read]`,
      ),
    });
    const p = plan({ root, hosts: ["claude"] });
    const w = p.warnings.map(formatDiagnostic);
    expect(w).toContainEqual(
      expect.stringMatching(
        /:4:14: warning: description and when_to_use: 1603 characters together; Claude Code's skill listing shows the first 1536/,
      ),
    );
    expect(w).toContainEqual(
      expect.stringMatching(/:6:1: warning: allowed_tools: not a known field \(did you mean allowed-tools\?\)/),
    );
    expect(w).toContainEqual(
      expect.stringMatching(
        /:10:1: warning: allowed-tools: does not include Bash, but \{\{PREAMBLE\}\} runs a bash block/,
      ),
    );
  });

  it("knows every field Claude Code 2.1.328 accepts; any other is a warning naming it", () => {
    const claude = [
      "model: sonnet",
      "allowed-tools: [Bash]",
      "disallowed-tools: [Write]",
      "argument-hint: '[file]'",
      "disable-model-invocation: false",
      "user-invocable: true",
      "effort: high",
      "shell: bash",
      "version: '1.0'",
      "when_to_use: Use when asked.",
      "paths: ['src/**']",
      "context: fork",
      "agent: general-purpose",
      "background: true",
    ];
    const root = tempPack({
      [T]: fm(`name: x\ndescription: Does x.\npreamble-tier: 1\n${claude.join("\n")}\ncolour: blue`),
    });
    const w = plan({ root, hosts: ["claude"] }).warnings.map(formatDiagnostic);
    expect(w).toEqual([expect.stringMatching(/warning: colour: not a known field/)]);
  });

  it("the claude host writes when_to_use from triggers (phrases or intents/files/contexts), unless the template has one", () => {
    const render = (extra: string) => {
      const root = tempPack({
        [T]: fm(`name: x\ndescription: Does x.\npreamble-tier: 1\nallowed-tools: [Bash]\n${extra}`),
      });
      const p = plan({ root, hosts: ["claude", "agents"] });
      return p.outputs.map((o) => o.rendered.content.split("\n---\n")[0]!);
    };
    const [claude, agents] = render("triggers:\n  - check x\n  - x please");
    expect(claude).toMatch(/\nwhen_to_use: Use when the request mentions "check x" or "x please"\.$/);
    expect(agents).not.toMatch(/when_to_use|triggers/);
    const [map] = render(
      "triggers:\n  intents: [write tests]\n  files: ['src/**/*.test.tsx']\n  contexts: [vitest, jsdom]",
    );
    expect(map).toMatch(
      /\nwhen_to_use: Use when the request mentions "write tests"; when working on files matching src\/\*\*\/\*\.test\.tsx; or when the context involves vitest or jsdom\.$/,
    );
    const [own] = render("triggers: [check x]\nwhen_to_use: Only on Fridays.");
    expect(own!.match(/when_to_use/g)).toHaveLength(1);
    expect(own).toMatch(/when_to_use: Only on Fridays\./);
  });
});
