import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { parseFrontmatter, readFlatFrontmatter, splitFrontmatter } from "../../lib/frontmatter/read.ts";
import { seeded as rng } from "../loader/fixture.ts";

describe("splitFrontmatter", () => {
  it("strips a BOM and CRLF line endings", () => {
    const s = splitFrontmatter("\uFEFF---\r\nname: a\r\n---\r\n\r\n# Body\r\ntext\r\n");
    expect(s).toEqual({ frontmatter: "name: a\n", body: "# Body\ntext\n", frontmatterLine: 2, bodyLine: 5 });
  });

  it("handles no frontmatter, empty frontmatter and `...` as the closing line", () => {
    expect(splitFrontmatter("# Just text\n")).toEqual({ body: "# Just text\n", frontmatterLine: 0, bodyLine: 1 });
    expect(splitFrontmatter("---\n---\nB\n")).toMatchObject({ frontmatter: "", body: "B\n", bodyLine: 3 });
    expect(splitFrontmatter("---\na: 1\n...\nB\n")).toMatchObject({ frontmatter: "a: 1\n", body: "B\n" });
  });

  it("reports an opening line without a closing one", () => {
    expect(splitFrontmatter("---\nname: a\n# body\n")).toMatchObject({ unclosed: true });
  });

  it("does not take `----` or `--- x` inside the frontmatter as the end", () => {
    expect(splitFrontmatter("---\na: |\n  ----\n---\nB\n").frontmatter).toBe("a: |\n  ----\n");
  });
});

describe("parseFrontmatter", () => {
  it("uses the fast reader for plain frontmatter and yaml for the rest", async () => {
    expect(await parseFrontmatter("name: a\ndescription: b\n")).toMatchObject({
      ok: true,
      parser: "flat",
      data: { name: "a", description: "b" },
    });
    expect(await parseFrontmatter("description: multi\n  line plain\n")).toMatchObject({
      ok: true,
      parser: "flat",
      data: { description: "multi line plain" },
    });
    expect(await parseFrontmatter("n: 0x1f\n")).toMatchObject({ ok: true, parser: "yaml", data: { n: 31 } });
    expect(await parseFrontmatter("d: &x 1\ne: *x\n")).toMatchObject({
      ok: true,
      parser: "yaml",
      data: { d: 1, e: 1 },
    });
  });

  it("keeps dates and quoted versions as strings (yaml core schema, not js-yaml 3)", async () => {
    const r = await parseFrontmatter('date: 2024-01-31\nversion: "1.10"\nv2: 1.10\n');
    expect(r).toMatchObject({ ok: true, data: { date: "2024-01-31", version: "1.10", v2: 1.1 } });
  });

  it("reads tab indentation as two spaces, with a warning", async () => {
    const r = await parseFrontmatter("triggers:\n\tintents:\n\t\t- format code\n");
    expect(r).toEqual({
      ok: true,
      parser: "yaml",
      data: { triggers: { intents: ["format code"] } },
      warnings: [expect.stringMatching(/tabs/)],
    });
  });

  it("reports invalid YAML with the line inside the block", async () => {
    expect(await parseFrontmatter("a: 1\nb: 2\nc: d: e\n")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid YAML: /),
      line: 3,
    });
    expect(await parseFrontmatter("a: 1\na: 2\n")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/invalid YAML/),
    });
    expect(await parseFrontmatter("- a\n- b\n")).toMatchObject({ ok: false, error: expect.stringMatching(/map/) });
  });

  it("hands out a fresh object every time (gray-matter's content cache is never used)", async () => {
    const text = "description: x\nlist:\n  - &a one\n  - *a\n"; // yaml path
    const a = await parseFrontmatter(text);
    const b = await parseFrontmatter(text);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(a.data).not.toBe(b.data);
      (a.data.list as string[]).push("mutated");
      expect(b.data.list).toEqual(["one", "one"]);
    }
  });
});

// The fast reader must agree with yaml whenever it answers: generated frontmatter, both parsers.
describe("readFlatFrontmatter agrees with yaml", () => {
  const SCALARS = [
    "plain text",
    "with: colon",
    "a#b",
    "x #comment",
    "http://e.x/a?b=c",
    "true",
    "False",
    "null",
    "~",
    "12",
    "-3",
    "007",
    "1.5",
    "-0.25",
    "1e3",
    "0x1f",
    ".inf",
    "2024-01-31",
    "1.2.3",
    "yes",
    "it's",
    "'single ''q'''",
    '"dq \\" \\\\ \\n"',
    '"unknown \\x escape"',
    "[a, b]",
    "[]",
    "['q, r', \"s\"]",
    "[a, [b]]",
    "[a,]",
    "{a: 1}",
    "{ planner: critical, x-y: 'q' }",
    "{}",
    "{a: 1, a: 2}",
    "{a: [b]}",
    "{a:1}",
    "{a: b: c}",
    "&anchor v",
    "*alias",
    "!tag v",
    "- item",
    "@reserved",
    "`tick`",
    "%pct",
    "| x",
    "> y",
    "?q",
    ":c",
    "trailing:",
    "-dash",
    "é ü 日本",
    "a, b",
    "]odd",
    "a]b",
  ];
  const r = rng(Number(process.env.FM_SEED ?? 42));
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)]!;
  const key = () => pick(["name", "description", "tier", "when_to_use", "x-y", "k_1", "paths", "triggers", "a", "b"]);

  function block(indent: string, depth: number): string {
    const lines: string[] = [];
    const used = new Set<string>();
    const n = 1 + Math.floor(r() * 4);
    for (let i = 0; i < n; i++) {
      const k = key();
      if (used.has(k) && r() < 0.8) continue; // duplicates now and then
      used.add(k);
      const kind = r();
      if (kind < 0.45) lines.push(`${indent}${k}: ${pick(SCALARS)}`);
      else if (kind < 0.6) {
        const style = pick(["|", ">", "|-", ">-", "|+", ">+"]);
        lines.push(`${indent}${k}: ${style}`);
        const w = indent + pick(["  ", "    "]);
        const m = 1 + Math.floor(r() * 4);
        for (let j = 0; j < m; j++) {
          const t = r();
          lines.push(
            t < 0.2
              ? ""
              : t < 0.3
                ? `${w}  more indented`
                : `${w}${pick(["line", "# not a comment", "a: b", "text here"])}`,
          );
        }
        if (r() < 0.3) lines.push("");
      } else if (kind < 0.8) {
        lines.push(`${indent}${k}:`);
        const w = indent + pick(["", "  ", "    "]);
        const m = Math.floor(r() * 4);
        for (let j = 0; j < m; j++) lines.push(`${w}- ${pick(SCALARS)}`);
      } else if (kind < 0.86 && depth < 2) {
        lines.push(`${indent}${k}:`);
        lines.push(block(`${indent}  `, depth + 1));
      } else if (kind < 0.9 && depth < 2) {
        // A list of maps: `- key: value` with more keys lined up under it.
        lines.push(`${indent}${k}:`);
        const w = indent + pick(["", "  "]);
        for (let j = 0; j < 1 + Math.floor(r() * 3); j++) {
          const inner = block(`${w}  `, depth + 1).split("\n");
          lines.push(`${w}-${pick([" ", "   "])}${inner[0]!.trimStart()}`, ...inner.slice(1));
        }
      } else if (kind < 0.94) {
        // A plain scalar over several lines.
        lines.push(`${indent}${k}: ${pick(SCALARS)}`);
        for (let j = 0; j < 1 + Math.floor(r() * 3); j++)
          lines.push(r() < 0.2 ? "" : `${indent}${pick(["  ", "   ", " "])}${pick(SCALARS)}`);
      } else lines.push(pick([`${indent}# comment`, "", `${indent}${k}:`, `${indent}${k}:   ${pick(SCALARS)}   `]));
    }
    return lines.join("\n");
  }

  it("on 600 generated blocks (and answers most of the plain ones)", () => {
    let answered = 0;
    for (let i = 0; i < 600; i++) {
      const text = `${block("", 0)}\n`;
      const flat = readFlatFrontmatter(text);
      let expected: unknown;
      try {
        const d = YAML.parseDocument(text, { schema: "core", uniqueKeys: true });
        expected = d.errors.length ? "ERROR" : (d.toJS() ?? {});
      } catch {
        expected = "ERROR";
      }
      if (flat === undefined) continue;
      answered++;
      expect({ text, value: flat }).toEqual({ text, value: expected });
    }
    expect(answered).toBeGreaterThan(100);
  });

  it("on typical skill frontmatter", () => {
    const text = `name: code-review
description: >
  Reviews a diff for correctness,
  security and performance.

  Second paragraph.
when_to_use: |
  When asked.
allowed-tools: [Read, Grep, "Bash(git diff:*)"]
paths:
  - "src/**/*.ts"
  - 'lib/*.js'  # comment
triggers:
  files: ["*.tsx"]
  intents:
    - review code
  contexts: [security]
threshold: 0.6
tier: critical
disable-model-invocation: false
version: "1.10"
`;
    expect(readFlatFrontmatter(text)).toEqual(YAML.parse(text));
  });
});
