// The validation API over the generated validators: one line naming the field, what is allowed
// and what was given; the generated code agrees with ajv and loads nothing of ajv.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import Ajv2020 from "ajv/dist/2020.js";
import { GstackError } from "../../lib/core/errors.ts";
import { mismatch, validate } from "../../lib/schema/validate.ts";
import { load, SCHEMAS } from "../../lib/schema/generated/index.ts";
import { formats } from "../../lib/schema/formats.ts";
import { validate as learning } from "../../lib/schema/generated/learning.js";
import { validate as review } from "../../lib/schema/generated/review.js";
import { validate as eureka } from "../../lib/schema/generated/eureka.js";
import { validate as tasteProfile } from "../../lib/schema/generated/taste-profile.js";
import { KIT } from "../helpers/state.ts";

const TS = "2026-01-31T12:00:00Z";
const LEARNING = { type: "tool", key: "k", confidence: 5, ts: TS, trusted: false };

function message(check: Parameters<typeof validate>[0], value: unknown): string {
  try {
    validate(check, value);
  } catch (err) {
    expect(err).toBeInstanceOf(GstackError);
    expect((err as GstackError).kind).toBe("rejected");
    return (err as Error).message;
  }
  throw new Error("accepted");
}

describe("validate", () => {
  it("returns the value itself when it matches, and mismatch says nothing", () => {
    expect(validate(learning, LEARNING)).toBe(LEARNING);
    expect(mismatch(learning, LEARNING)).toBeUndefined();
  });

  it.each([
    ["not an object", [1], "input: a JSON object is allowed, not an array"],
    ["null", null, "input: a JSON object is allowed, not null"],
    [
      "a required enum",
      { ...LEARNING, type: undefined },
      "type: required: one of pattern, pitfall, preference, architecture, tool, operational, investigation",
    ],
    [
      "a required pattern",
      { ...LEARNING, key: undefined },
      "key: required (letters, digits, - and _ only (^[a-zA-Z0-9_-]+$, at most 128))",
    ],
    [
      "an enum",
      { ...LEARNING, source: "guess" },
      'source: one of observed, user-stated, inferred, cross-model (got "guess")',
    ],
    ["a range", { ...LEARNING, confidence: 11 }, "confidence: an integer from 1 to 10 is allowed (got 11)"],
    ["a type", { ...LEARNING, confidence: "8" }, 'confidence: an integer from 1 to 10 is allowed (got "8")'],
    ["a boolean", { ...LEARNING, retired: "yes" }, 'retired: true or false is allowed (got "yes")'],
    [
      "a string",
      { ...LEARNING, skill: 5 },
      "skill: a string is allowed (1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit) (got 5)",
    ],
    [
      "an array item, by its path",
      { ...LEARNING, files: ["ok", 2] },
      "files[1]: a string is allowed (no control characters or newlines) (got 2)",
    ],
    ["a length", { ...LEARNING, key: "k".repeat(129) }, "key: at most 128 characters"],
    ["a field name", { ...LEARNING, "bad key!": 1 }, 'field name: [a-zA-Z0-9_.-], 1-64 characters (got "bad key!")'],
    [
      "a date-time",
      { ...LEARNING, ts: "yesterday" },
      'ts: an ISO 8601 date-time with seconds and a zone (RFC 3339) is allowed, e.g. 2026-01-31T12:00:00Z (got "yesterday")',
    ],
    [
      "a calendar date",
      { ...LEARNING, ts: "2026-02-30T00:00:00Z" },
      'ts: a real calendar date is allowed (ISO 8601 with a zone, e.g. 2026-01-31T12:00:00Z) (got "2026-02-30T00:00:00Z")',
    ],
    [
      "a rule inside if/else, with the root's words",
      { ...LEARNING, confidence: undefined },
      "confidence: required (an integer from 1 to 10)",
    ],
  ])("names %s", (_, value, want) => {
    expect(message(learning, value)).toBe(want);
  });

  it("reports a field's own error before a combined rule it also breaks", () => {
    // retired "true" also fails the allOf's `if`, whose else wants confidence: the field is the news.
    expect(message(learning, { ...LEARNING, confidence: undefined, retired: "true" })).toBe(
      'retired: true or false is allowed (got "true")',
    );
  });

  it("says control characters first, whatever else a pattern allows", () => {
    expect(message(learning, { ...LEARNING, skill: "a\u0007" })).toBe(
      'skill: no control characters or newlines (1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit) (got "a\\u0007")',
    );
  });

  it("walks nested values with a recursive rule, naming the exact path", () => {
    expect(message(review, { ts: TS, findings: [{ text: "ok" }, { text: "esc\u001b[31m" }] })).toMatch(
      /^findings\[1\]\.text: no control characters \(tab and newline are fine\)/,
    );
    expect(validate(review, { ts: TS, findings: [{ text: "multi\nline\ttext" }] })).toBeTruthy();
  });

  it("lists the allowed fields of a closed record, and the slug rule with its not-only-dots", () => {
    expect(message(eureka, { ts: TS, skill: "s", branch: "", insight: "i", extra: 1 })).toBe(
      'field name: one of ts, skill, branch, insight, project (got "extra")',
    );
    expect(message(eureka, { ts: TS, skill: "s", branch: "", insight: "i", project: ".." })).toBe(
      'project: a project slug ([a-zA-Z0-9._-], not only dots) (got "..")',
    );
  });

  it("counts lengths in UTF-16 units, as String.length does", () => {
    expect(mismatch(learning, { ...LEARNING, key: "k".repeat(128) })).toBeUndefined();
    expect(
      mismatch(tasteProfile, {
        version: 1,
        updated_at: TS,
        dimensions: {
          fonts: { approved: [], rejected: [] },
          colors: { approved: [], rejected: [] },
          layouts: { approved: [], rejected: [] },
          aesthetics: { approved: [], rejected: [] },
        },
        sessions: [{ ts: TS, action: "approved", variant: "😀".repeat(512) }],
      }),
    ).toBeUndefined();
    expect(
      mismatch(tasteProfile, {
        version: 1,
        updated_at: TS,
        dimensions: {
          fonts: { approved: [], rejected: [] },
          colors: { approved: [], rejected: [] },
          layouts: { approved: [], rejected: [] },
          aesthetics: { approved: [], rejected: [] },
        },
        sessions: [{ ts: TS, action: "approved", variant: "😀".repeat(513) }],
      }),
    ).toMatch(/^sessions\[0\]\.variant: at most 1024 characters/);
  });
});

describe("the generated validators", () => {
  const dir = join(KIT, "state-schema");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort();

  it("exist for every state-schema/ file and are fresh (gen:validators --check)", () => {
    expect(SCHEMAS.filter((s) => !s.includes("#"))).toEqual(files);
    const r = spawnSync(join(KIT, "node_modules/.bin/bun"), [join(KIT, "scripts/gen-validators.ts"), "--check"], {
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("load no ajv module at run time", () => {
    const gen = join(KIT, "lib/schema/generated");
    for (const f of readdirSync(gen).filter((n) => n.endsWith(".js"))) {
      const code = readFileSync(join(gen, f), "utf8");
      expect(code, f).not.toMatch(/\brequire\(|from "ajv|import\("ajv/);
    }
  });

  it("agree with ajv compiling the same schemas at run time", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat("date-time", formats["date-time"]);
    for (const f of files) ajv.addSchema(JSON.parse(readFileSync(join(dir, f), "utf8")), f);
    const samples: [string, unknown][] = [
      ["learning.schema.json", LEARNING],
      ["learning.schema.json", { ...LEARNING, source: "observed", trusted: true }],
      ["learning.schema.json", { type: "tool", key: "k", ts: TS, trusted: false, retired: true }],
      ["learning.schema.json", { ...LEARNING, insight: "tab\tok", files: ["a\nb"] }],
      ["timeline-event.schema.json", { skill: "qa", event: "started", ts: TS, custom: { a: [1] } }],
      ["timeline-event.schema.json", { skill: "qa", event: "started", ts: "2026-02-29T00:00:00Z" }],
      ["review.schema.json", { timestamp: "x", critical: 0, informational: -1 }],
      ["review.schema.json", { ts: TS, nested: { list: ["\u0000"] } }],
      ["eureka.schema.json", { ts: TS, skill: "s", branch: "main", insight: "", project: "p" }],
      [
        "security-attempt.schema.json",
        { ts: TS, payload_hash: `sha256:${"a".repeat(64)}`, verdict: "warn", confidence: 1.5 },
      ],
      ["builder-profile.schema.json", { date: TS, mode: "builder", signals: ["x".repeat(201)] }],
      ["skill-usage.schema.json", { v: 1 }],
      ["repo-mode.schema.json", { mode: "solo", computed: TS, top_pct: 100 }],
      ["config.schema.json", { telemetry: "loud" }],
    ];
    for (const [schema, value] of samples) {
      const generated = await load[schema as keyof typeof load]();
      expect(generated(value), `${schema} ${JSON.stringify(value)}`).toBe(ajv.getSchema(schema)!(value));
    }
  });
});

describe("lists the code keeps beside a schema", () => {
  it("LEARNING_TYPES is learning.schema.json's type enum", async () => {
    const { LEARNING_TYPES } = await import("../../lib/records/learning-types.ts");
    const schema = JSON.parse(readFileSync(join(KIT, "state-schema", "learning.schema.json"), "utf8"));
    expect([...LEARNING_TYPES]).toEqual(schema.properties.type.enum);
  });
});
