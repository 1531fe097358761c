import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { run, sandbox, type Sandbox } from "../helpers/state.ts";
import { compileSchema, lastJsonLine } from "../../lib/subagent/schema.ts";

const COVERAGE = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "coverage audit",
  type: "object",
  required: ["coverage_pct", "gaps", "tests_added"],
  additionalProperties: false,
  properties: {
    coverage_pct: { type: "integer", minimum: 0, maximum: 100 },
    gaps: { type: "integer", minimum: 0 },
    diagram: { type: "string", maxLength: 2000 },
    status: { enum: ["DONE", "DONE_WITH_CONCERNS", "BLOCKED"] },
    tests_added: { type: "array", items: { type: "string", pattern: "^test/" }, uniqueItems: true },
  },
};

function withSchema(schema: unknown = COVERAGE): { sb: Sandbox; file: string } {
  const sb = sandbox();
  const file = join(sb.work, "schema.json");
  writeFileSync(file, JSON.stringify(schema));
  return { sb, file };
}

const transcript = (last: string) => `Read 20 files.\nRan 5 greps.\n\nHere is the result:\n${last}\n\n`;

describe("gstack-subagent-result", () => {
  it("prints the validated last line (stdin or --input)", () => {
    const { sb, file } = withSchema();
    const last = '{"coverage_pct":87,"gaps":3,"diagram":"a -> b","tests_added":["test/a.test.ts"]}';
    const r = run(sb, "subagent-result", ["--schema", file], { input: transcript(last) });
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(last));
    writeFileSync(join(sb.work, "out.txt"), `${transcript(`  ${last}  `)}\`\`\`\n`);
    expect(run(sb, "subagent-result", ["--schema", file, "--input", "out.txt"]).status).toBe(0);
  });

  it.each([
    ["", /input: empty/],
    ["\n\n  \n", /input: empty/],
    [transcript("All done, 87% coverage."), /input: the last line is not JSON \(got "All done/],
    [transcript('{"coverage_pct":87,'), /the last line is not JSON/],
    [
      transcript('{"coverage_pct":"87","gaps":1,"tests_added":[]}'),
      /^gstack-subagent-result: result\.coverage_pct: an integer is required \(got "87"\)\n$/,
    ],
    [transcript('{"coverage_pct":101,"gaps":1,"tests_added":[]}'), /result\.coverage_pct: at most 100 \(got 101\)/],
    [transcript('{"coverage_pct":1.5,"gaps":1,"tests_added":[]}'), /result\.coverage_pct: an integer is required/],
    [transcript('{"gaps":1,"tests_added":[]}'), /result\.coverage_pct: required/],
    [
      transcript('{"coverage_pct":1,"gaps":1,"tests_added":[],"extra":1}'),
      /result\.extra: not allowed \(allowed: coverage_pct, gaps/,
    ],
    [
      transcript('{"coverage_pct":1,"gaps":1,"tests_added":["src/x.ts"]}'),
      /result\.tests_added\[0\]: must match \^test\//,
    ],
    [transcript('{"coverage_pct":1,"gaps":1,"tests_added":["test/a","test/a"]}'), /items must be unique/],
    [
      transcript('{"coverage_pct":1,"gaps":1,"tests_added":[],"status":"OK"}'),
      /result\.status: one of "DONE", "DONE_WITH_CONCERNS", "BLOCKED" \(got "OK"\)/,
    ],
    [transcript("[1,2,3]"), /result: an object is required/],
    [transcript("null"), /result: an object is required \(got null\)/],
  ])("rejects %j with exit 1 and one line", (input, msg) => {
    const { sb, file } = withSchema();
    const r = run(sb, "subagent-result", ["--schema", file], { input });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it.each([
    [{ type: "object", if: { type: "object" } }, /keyword "if" is not supported/],
    [{ type: "objet" }, /schema\.type: one of string/],
    [{ properties: { a: { pattern: "(" } } }, /schema\.properties\.a\.pattern: not a valid regular expression/],
    [{ $ref: "#/$defs/missing" }, /only local .* references that exist/],
    [{ $ref: "https://example.com/s.json" }, /only local/],
    [[1], /must be a JSON object or a boolean/],
  ])("refuses an unusable schema %j with exit 1", (schema, msg) => {
    const { sb, file } = withSchema(schema);
    const r = run(sb, "subagent-result", ["--schema", file], { input: "{}\n" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it.each([
    [[], 2, /--schema FILE is required/],
    [["--schema", "nope.json"], 1, /schema: a readable JSON Schema file \(ENOENT\)/],
    [["--schema", "schema.json", "--input", "nope.txt"], 1, /input: a readable file/],
    [["--schema", "schema.json", "extra"], 2, /unexpected argument "extra"/],
    [["--schema", "schema.json", "--bogus"], 2, /unknown flag --bogus/],
  ])("usage and file errors %j exit %i", (args, code, msg) => {
    const { sb } = withSchema();
    writeFileSync(join(sb.work, "bad.json"), "{");
    const r = run(sb, "subagent-result", args as string[], { input: "{}\n" });
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
  });

  it("reports a schema file that is not JSON", () => {
    const { sb } = withSchema();
    writeFileSync(join(sb.work, "bad.json"), "{");
    const r = run(sb, "subagent-result", ["--schema", "bad.json"], { input: "{}\n" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/schema: a file holding valid JSON/);
  });
});

describe("built-in validator agrees with ajv on the supported subset", () => {
  const ajv = new Ajv2020({ strict: false });
  const schemas: unknown[] = [
    COVERAGE,
    { type: ["string", "null"], minLength: 2 },
    { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
    { type: "integer", multipleOf: 5 },
    { anyOf: [{ type: "string" }, { type: "integer", minimum: 10 }] },
    { oneOf: [{ type: "integer" }, { type: "number", minimum: 5 }] },
    { allOf: [{ type: "object", required: ["a"] }, { properties: { a: { const: 1 } } }] },
    { not: { type: "array" } },
    { type: "object", additionalProperties: { type: "boolean" }, minProperties: 1, maxProperties: 2 },
    {
      $defs: {
        item: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string" }, kids: { type: "array", items: { $ref: "#/$defs/item" } } },
        },
      },
      $ref: "#/$defs/item",
    },
    { type: "array", minItems: 1, maxItems: 3, items: { enum: [1, "a", null, { x: 1 }] } },
    true,
    false,
  ];
  const values: unknown[] = [
    null,
    true,
    0,
    1,
    5,
    10,
    12.5,
    0.5,
    15,
    "",
    "a",
    "ab",
    [],
    [1],
    [1, "a", null],
    [1, 2, 3, 4],
    [{ x: 1 }],
    [{ x: 2 }],
    {},
    { a: 1 },
    { a: 2 },
    { a: true },
    { a: true, b: false, c: true },
    { id: "x" },
    { id: "x", kids: [{ id: "y" }] },
    { id: "x", kids: [{}] },
    { coverage_pct: 5, gaps: 0, tests_added: ["test/x"] },
    { coverage_pct: 5, gaps: -1, tests_added: [] },
  ];
  it.each(schemas.map((s, i) => [i, s]))("schema #%i", (_i, schema) => {
    const ours = compileSchema(schema);
    const theirs = ajv.compile(schema as object);
    for (const v of values) expect([JSON.stringify(v), ours(v) === undefined]).toEqual([JSON.stringify(v), theirs(v)]);
  });

  it("takes the last non-empty line, skipping a closing fence", () => {
    expect(lastJsonLine('text\n```json\n{"a":1}\n```\n')).toEqual({ value: { a: 1 } });
    expect(lastJsonLine('{"a":1}\r\n\r\n')).toEqual({ value: { a: 1 } });
  });

  it("uniqueItems compares canonical JSON (key order does not matter) in one pass over 30,000 items", () => {
    const check = compileSchema({ type: "array", uniqueItems: true });
    expect(
      check([
        { a: 1, b: [1, { c: 2, d: 3 }] },
        { b: [1, { d: 3, c: 2 }], a: 1 },
      ]),
    ).toMatch(/result\[0\] equals result\[1\]/);
    expect(check([1, "1", [1], { x: 1 }, null, true])).toBeUndefined();
    const many = Array.from({ length: 30_000 }, (_, i) => ({ id: i, tags: [`t${i}`] }));
    expect(check(many)).toBeUndefined();
    expect(check([...many, { tags: ["t7"], id: 7 }])).toBe(
      "result: items must be unique (result[7] equals result[30000])",
    );
  });
});
