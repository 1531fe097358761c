import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { plan } from "../../lib/generator/generate.ts";
import { parseTemplate } from "../../lib/generator/frontmatter.ts";
import { Problems } from "../../lib/generator/diagnostics.ts";
import { SPEC_FIELDS } from "../../lib/generator/validate.ts";
import { FIXTURES, exampleAt, minimal, runScript, tempPack } from "./pack.ts";

const GOLDEN = join(FIXTURES, "golden");
const UPDATE = process.env.UPDATE_GOLDEN === "1";

function render(files: Record<string, string>, hosts: ("claude" | "agents")[] = ["claude"]) {
  const root = tempPack(files);
  return plan({ root, hosts });
}

function golden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (UPDATE || !existsSync(file)) writeFileSync(file, actual);
  expect(actual).toBe(readFileSync(file, "utf8"));
}

describe("rendering", () => {
  it.each([1, 2, 3, 4])("matches the golden output for tier %i (claude host)", (tier) => {
    const p = render({ "skills/example/SKILL.md.tmpl": exampleAt(tier) });
    expect(p.outputs).toHaveLength(1);
    expect(p.outputs[0]!.rel).toBe("skills/example/SKILL.md");
    golden(`example.tier-${tier}.claude.md`, p.outputs[0]!.rendered.content);
  });

  it("matches the golden output for the agents host", () => {
    const p = render({ "skills/example/SKILL.md.tmpl": exampleAt(4) }, ["agents"]);
    expect(p.outputs[0]!.rel).toBe(".agents/skills/example/SKILL.md");
    golden("example.tier-4.agents.md", p.outputs[0]!.rendered.content);
  });

  it("keeps \\${{ github.ref }} and \\{{ as literal text", () => {
    const p = render({ "skills/example/SKILL.md.tmpl": exampleAt(2) });
    const out = p.outputs[0]!.rendered.content;
    expect(out).toContain("CI reads the ref as ${{ github.ref }} and {{ literal }}.");
    expect(out).not.toContain("\\$");
  });

  it("passes strings only: two numeric-looking variables concatenate, never add", () => {
    const p = render({
      "skills/x/SKILL.md.tmpl": minimal("x", "{{PREAMBLE}}\n\nT{{TIER}}{{TIER}}\n\n{{COMPLETION}}\n"),
    });
    expect(p.outputs[0]!.rendered.content).toContain("\nT11\n");
  });

  it("host differences come from variables; the rest of the body is the same", () => {
    const p = render({ "skills/example/SKILL.md.tmpl": exampleAt(4) }, ["claude", "agents"]);
    const [claude, agents] = p.outputs.map((o) => o.rendered.content.split("\n---\n").slice(1).join("\n---\n"));
    expect(claude).toContain("Ask with AskUserQuestion.");
    expect(agents).toContain("Ask the user directly.");
    expect(agents).toContain(".agents/skills/gstack/bin");
    const normalize = (s: string) =>
      s
        .replace(/\.agents\/skills/g, "DIR")
        .replace(/\.claude\/skills/g, "DIR")
        .replace(/ in one AskUserQuestion call/g, "")
        .replace(/Use AskUserQuestion\. /g, "")
        .replace("Ask with AskUserQuestion.", "ASK")
        .replace("Ask the user directly.", "ASK");
    expect(normalize(claude!)).toBe(normalize(agents!));
  });

  it("writes spec-conformant frontmatter for the agents host", async () => {
    const { parse } = await import("yaml");
    const p = render({ "skills/example/SKILL.md.tmpl": exampleAt(3) }, ["agents"]);
    const fm = parse(p.outputs[0]!.rendered.content.split("\n---\n")[0]!.replace(/^---\n/, "")) as Record<
      string,
      unknown
    >;
    expect(Object.keys(fm).every((k) => (SPEC_FIELDS as readonly string[]).includes(k))).toBe(true);
    expect(fm).toMatchObject({
      name: "example",
      "allowed-tools": "Bash Read",
      metadata: { "preamble-tier": "3", version: "1.10" },
    });
    for (const v of Object.values(fm.metadata as object)) expect(typeof v).toBe("string");
  });

  it("keeps the claude frontmatter exactly as written, comments included", () => {
    const tpl = minimal("x", undefined, '# a comment\nargument-hint: 2024-01-01\nversion: "1.10"\n');
    const p = render({ "skills/x/SKILL.md.tmpl": tpl });
    const out = p.outputs[0]!.rendered.content;
    expect(out.startsWith(`${tpl.split("\n---\n")[0]}\n---\n<!-- AUTO-GENERATED from skills/x/SKILL.md.tmpl`)).toBe(
      true,
    );
    expect(out).toContain("<!-- Regenerate: npm run gen:skill-docs -->");
  });

  it("parses YAML with the yaml package: dates stay strings, a quoted 1.10 stays 1.10", () => {
    const text = '---\nname: x\ndate: 2024-01-01\nversion: "1.10"\nloose: 1.10\n---\nbody\n';
    const a = parseTemplate(text, new Problems("x"));
    expect(a.data).toEqual({ name: "x", date: "2024-01-01", version: "1.10", loose: 1.1 });
    // gray-matter gets options every time, so no parse shares (mutable) data with another.
    (a.data as Record<string, unknown>).name = "changed";
    expect(parseTemplate(text, new Problems("x")).data!.name).toBe("x");
    expect(a.bodyLine).toBe(7);
  });

  it("parses what the fast reader gives up on with gray-matter and the yaml engine, never js-yaml", () => {
    // The anchor sends the block to gray-matter; js-yaml 3 (YAML 1.1) would read a Date and true.
    const text = "---\nname: &n x\nalias: *n\nday: 2024-01-01\nanswer: yes\n---\nbody\n";
    const a = parseTemplate(text, new Problems("x"));
    expect(a.data).toEqual({ name: "x", alias: "x", day: "2024-01-01", answer: "yes" });
    expect(a.doc()?.errors).toEqual([]);
    expect(a.bodyLine).toBe(7);
  });

  it("refuses a ---js frontmatter instead of evaluating it", () => {
    const problems = new Problems("x");
    const r = parseTemplate("---js\n{ name: (globalThis.pwned = 1) }\n---\nbody\n", problems);
    expect(r.data).toBeUndefined();
    expect(problems.list[0]!.message).toMatch(/exactly ---/);
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });

  it("renders CRLF and BOM templates exactly like LF ones", () => {
    const lf = render({ "skills/example/SKILL.md.tmpl": exampleAt(2) }).outputs[0]!.rendered.content;
    const crlf = render({ "skills/example/SKILL.md.tmpl": `\uFEFF${exampleAt(2).replace(/\n/g, "\r\n")}` }).outputs[0]!
      .rendered.content;
    expect(crlf).toBe(lf);
  });

  it("renders the pack's root SKILL.md.tmpl to SKILL.md, named freely", () => {
    const p = render({
      "SKILL.md.tmpl": minimal("router", 'Pick a skill: {{INVOKE_SKILL "x"}}\n'),
      "skills/x/SKILL.md.tmpl": minimal("x"),
    });
    expect(p.outputs.map((o) => o.rel)).toEqual(["SKILL.md", "skills/x/SKILL.md"]);
  });
});

describe("gen:skill-docs runs", () => {
  it("writes byte-identical files on a second run and reports nothing written", () => {
    const root = tempPack({ "skills/example/SKILL.md.tmpl": exampleAt(4), "skills/x/SKILL.md.tmpl": minimal("x") });
    const first = runScript("gen-skill-docs", ["--root", root, "--host", "all"]);
    expect(first.status).toBe(0);
    // 2 skills x 10 hosts, plus codex's agents/openai.yaml for each.
    expect(first.stdout).toMatch(/22 written, 0 unchanged/);
    const files = [
      "skills/example/SKILL.md",
      "skills/x/SKILL.md",
      ".agents/skills/example/SKILL.md",
      ".agents/skills/x/SKILL.md",
      ".hosts/codex/x/agents/openai.yaml",
      ".hosts/kiro/example/SKILL.md",
    ];
    const before = files.map((f) => readFileSync(join(root, f)));
    const mtimes = files.map((f) => statSync(join(root, f)).mtimeMs);
    const second = runScript("gen-skill-docs", ["--root", root, "--host", "all"]);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/0 written, 22 unchanged, 0 removed/);
    files.forEach((f, i) => {
      expect(readFileSync(join(root, f)).equals(before[i]!)).toBe(true);
      expect(statSync(join(root, f)).mtimeMs).toBe(mtimes[i]);
    });
  });

  it("succeeds with zero skills", () => {
    const root = tempPack({});
    const r = runScript("gen-skill-docs", ["--root", root, "--check"]);
    expect(r).toMatchObject({ status: 0 });
    expect(r.stdout).toMatch(/0 files up to date/);
    expect(readdirSync(root)).toEqual([]);
  });

  it("--out-dir writes under another folder and leaves the pack untouched", () => {
    const root = tempPack({ "skills/x/SKILL.md.tmpl": minimal("x") });
    const out = tempPack({});
    expect(runScript("gen-skill-docs", ["--root", root, "--out-dir", out]).status).toBe(0);
    expect(existsSync(join(out, "skills/x/SKILL.md"))).toBe(true);
    expect(existsSync(join(root, "skills/x/SKILL.md"))).toBe(false);
  });

  it.each([
    [["--bogus"], /unknown flag --bogus/],
    [["--host", "cursr"], /--host: one of claude, codex, agents.*\(got "cursr"\)/],
    [["stray"], /unexpected argument "stray"/],
    [["--root"], /--root needs a value/],
  ])("exits 2 on usage error %j", (args, msg) => {
    const r = runScript("gen-skill-docs", args as string[]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(msg as RegExp);
  });
});
