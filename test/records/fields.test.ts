// What every record kind shares before its schema: parsing, normalising, the date-time rule,
// extras; each refusal is a GstackError naming the field and what is allowed.
import { describe, expect, it } from "vitest";
import * as f from "../../lib/records/fields.ts";
import { formats } from "../../lib/schema/formats.ts";
import { rng } from "../../scripts/bench/fixtures/state.ts";

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as { kind: string; field?: string; message: string };
  }
  throw new Error("expected a refusal");
};

describe("parseObject", () => {
  it("takes one JSON object", () => {
    expect(f.parseObject('{"skill":"qa","n":1}')).toEqual({ skill: "qa", n: 1 });
  });

  it.each([
    [undefined, /^input: a JSON object is required/],
    ["  ", /^input: a JSON object is required/],
    ["{nope", /^input: valid JSON \(one object\) is allowed/],
    ["[1]", /^input: a JSON object is allowed, not an array$/],
    ["null", /^input: a JSON object is allowed, not null$/],
    ['"s"', /^input: a JSON object is allowed, not string$/],
    ['{"a":1e400}', /^a: a finite number is allowed/],
    ['{"a":{"__proto__":{"x":1}}}', /^a\.__proto__: not allowed as a field name$/],
    ['{"a":"\uFFFD"}', /^a: valid UTF-8 text is allowed/],
    ['{"a":"\\ud800"}', /^a: valid UTF-8 text is allowed/],
    ['{"\\ud800":1}', /^field name: valid UTF-8 text is allowed/],
  ])("refuses %j", (text, message) => {
    const e = refusal(() => f.parseObject(text));
    expect(e.kind).toBe("rejected");
    expect(e.message).toMatch(message);
  });

  it("names what it parsed in the error", () => {
    expect(refusal(() => f.parseObject("", "stdin")).message).toMatch(/^stdin: /);
  });

  it("checks a 100,000-level document without overflowing the stack", () => {
    const deep = `${'{"a":'.repeat(100_000)}1e400${"}".repeat(100_000)}`;
    expect(refusal(() => f.parseObject(deep)).message).toMatch(/a finite number/);
  });
});

describe("given and object", () => {
  it("given keeps the named fields in that order and leaves out null ones", () => {
    expect(Object.keys(f.given({ b: 2, a: 1, c: null, d: 4 }, ["a", "b", "c"]))).toEqual(["a", "b"]);
    expect(f.given({ a: undefined }, ["a"])).toEqual({});
  });

  it("object takes a JSON object and refuses an array, null or a scalar, naming what it got", () => {
    expect(f.object({ a: 1 })).toEqual({ a: 1 });
    for (const bad of [[1], null, "x", 3]) expect(refusal(() => f.object(bad)).kind).toBe("rejected");
  });
});

describe("the date-time rule", () => {
  it.each([
    "2026-01-31T12:00:00Z",
    "2026-01-31T12:00:00.123Z",
    "2026-01-31T12:00:00.123456789+05:30",
    "2028-02-29T00:00:00-08:00",
  ])("takes %s byte for byte", (ts) => {
    expect(formats["date-time"].validate(ts)).toBe(true);
    expect(f.isoTs({ ts })).toBe(ts);
  });

  it.each([
    ["2026-01-31", /an ISO 8601 date-time with seconds and a zone/],
    ["2026-01-31T12:00Z", /an ISO 8601 date-time/],
    ["2026-01-31T12:00:00", /an ISO 8601 date-time/],
    ["2026-01-31t12:00:00z", /an ISO 8601 date-time/],
    ["2026-01-31 12:00:00Z", /an ISO 8601 date-time/],
    ["2026-13-01T00:00:00Z", /an ISO 8601 date-time/],
    ["2026-02-30T00:00:00Z", /a real calendar date/],
    ["2027-02-29T00:00:00Z", /a real calendar date/],
    ["2026-04-31T00:00:00Z", /a real calendar date/],
  ])("refuses %s", (ts, message) => {
    expect(formats["date-time"].validate(ts)).toBe(false);
    const e = refusal(() => f.isoTs({ ts }));
    expect(e).toMatchObject({ kind: "rejected", field: "ts" });
    expect(e.message).toMatch(message);
  });

  it("reads another field when asked; absent or null is undefined; a non-string is refused", () => {
    expect(f.isoTs({ date: "2026-01-31T12:00:00Z" }, "date")).toBe("2026-01-31T12:00:00Z");
    expect(f.isoTs({})).toBeUndefined();
    expect(f.isoTs({ ts: null })).toBeUndefined();
    expect(refusal(() => f.isoTs({ ts: 1_700_000_000 })).field).toBe("ts");
  });

  it("tsMs is NaN for an unreadable ts; tsOrder sorts it oldest", () => {
    expect(f.tsMs({ ts: "2026-01-31T12:00:00Z" })).toBe(Date.UTC(2026, 0, 31, 12));
    expect(f.tsMs({ ts: "soon" })).toBeNaN();
    expect(f.tsMs({ ts: 5 })).toBeNaN();
    expect(f.tsMs({})).toBeNaN();
    expect(f.tsOrder({})).toBe(-Infinity);
    expect(f.tsOrder({ ts: "2026-01-31T12:00:00Z" })).toBe(Date.UTC(2026, 0, 31, 12));
    const sorted = [{ ts: "2026-01-02T00:00:00Z" }, { ts: "bad" }, { ts: "2026-01-01T00:00:00Z" }].sort(
      (a, b) => f.tsOrder(a) - f.tsOrder(b),
    );
    expect(sorted.map((r) => r.ts)).toEqual(["bad", "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"]);
  });
});

describe("extras and nesting", () => {
  it("copies unknown fields (their names are the schema's to check) and refuses deep nesting", () => {
    expect(f.extras({ a: 1, keep: "x", "x.y-z_1": [1] }, ["a"])).toEqual({ keep: "x", "x.y-z_1": [1] });
    expect(refusal(() => f.extras({ deep: { a: { b: 1 } } }, [], 1)).message).toBe(
      "deep: nesting at most 1 levels deep",
    );
  });

  it("nestedDeeperThan stops early: a 100,000-level value is answered without a stack overflow", () => {
    let v: unknown = 1;
    for (let i = 0; i < 100_000; i++) v = [v];
    expect(f.nestedDeeperThan(v, 8)).toBe(true);
    expect(f.nestedDeeperThan([[1]], 2)).toBe(false);
    expect(f.nestedDeeperThan([[[1]]], 2)).toBe(true);
    expect(f.nestedDeeperThan("text", 0)).toBe(false);
  });
});

describe("tsMs", () => {
  it("gives what Date.parse gives for the usual form, read by hand, and every odd one", () => {
    const r = rng(9);
    const cases: unknown[] = [
      "2026-01-31T12:00:00Z",
      "2026-01-31T12:00:00.123Z",
      "2024-02-29T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2026-04-31T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-00-10T00:00:00Z",
      "2026-01-00T00:00:00Z",
      "2026-01-31T24:00:00Z",
      "2026-01-31T23:60:00Z",
      "2026-01-31T23:59:60Z",
      "0099-01-01T00:00:00Z",
      "1000-01-01T00:00:00Z",
      "2026-01-31T12:00:00+02:00",
      "2026-01-31t12:00:00z",
      "2026-01-31T12:00:00.1Z",
      "2026-01-31T12:00:00.123456Z",
      "2026-01-31 12:00:00Z",
      "2026-1-31T12:00:00.000Z",
      "2026-01-31T12:00:0aZ",
      "2026-01-31",
      "",
      "not a date",
      12,
      null,
      undefined,
    ];
    for (let i = 0; i < 2000; i++) cases.push(new Date(Math.floor(r() * 4e12) - 1e12).toISOString());
    for (const ts of cases) {
      const want = typeof ts === "string" ? Date.parse(ts) : NaN;
      expect(f.tsMs({ ts }), String(ts)).toBe(want);
      expect(f.tsOrder({ ts }), String(ts)).toBe(Number.isNaN(want) ? -Infinity : want);
    }
  });
});
