// The field checks every record kind shares: each refuses with a GstackError naming the field
// and what is allowed, and lets a good value through unchanged.
import { describe, expect, it } from "vitest";
import * as f from "../../lib/records/fields.ts";

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

describe("textField", () => {
  it("returns the string, undefined when absent or null", () => {
    expect(f.textField({ s: "ok" }, "s")).toBe("ok");
    expect(f.textField({}, "s")).toBeUndefined();
    expect(f.textField({ s: null }, "s")).toBeUndefined();
  });

  it("refuses a missing required field, an empty one, a non-string, one too long", () => {
    expect(refusal(() => f.textField({}, "skill", { required: true, allowed: "a skill name" }))).toMatchObject({ field: "skill", message: "skill: required (a skill name)" });
    expect(refusal(() => f.textField({ skill: "" }, "skill", { required: true })).message).toBe("skill: must not be empty");
    expect(refusal(() => f.textField({ skill: 3 }, "skill")).message).toBe("skill: a string is allowed (got 3)");
    expect(f.textField({ s: "x".repeat(10) }, "s", { max: 10 })).toHaveLength(10);
    expect(refusal(() => f.textField({ s: "x".repeat(11) }, "s", { max: 10 })).message).toBe("s: at most 10 characters");
    expect(refusal(() => f.textField({ s: "x".repeat(10_001) }, "s")).message).toBe("s: at most 10000 characters");
  });

  it("refuses control characters; \\n only when multiline (\\r never); tabs are text", () => {
    expect(refusal(() => f.textField({ s: "a\u0007b" }, "s")).message).toBe("s: no control characters or newlines");
    expect(refusal(() => f.textField({ s: "a\nb" }, "s")).message).toBe("s: no control characters or newlines");
    expect(f.textField({ s: "a\nb\nc" }, "s", { multiline: true })).toBe("a\nb\nc");
    expect(refusal(() => f.textField({ s: "a\r\nb" }, "s", { multiline: true })).message).toBe("s: no control characters");
    expect(refusal(() => f.textField({ s: "a\u001bb" }, "s", { multiline: true })).message).toBe("s: no control characters");
    expect(f.textField({ s: "a\tb" }, "s")).toBe("a\tb");
  });

  it("checks a pattern, saying what is allowed", () => {
    expect(f.textField({ k: "a-b_1" }, "k", { pattern: /^[a-z0-9_-]+$/ })).toBe("a-b_1");
    expect(refusal(() => f.textField({ k: "a b" }, "k", { pattern: /^[a-z]+$/, allowed: "letters only" })).message).toBe('k: letters only (got "a b")');
  });
});

describe("oneOf, int, numberField, flagField, strArray", () => {
  it("oneOf takes a listed value only", () => {
    expect(f.oneOf({ t: "b" }, "t", ["a", "b"])).toBe("b");
    expect(f.oneOf({}, "t", ["a"])).toBeUndefined();
    expect(refusal(() => f.oneOf({}, "t", ["a", "b"], true)).message).toBe("t: required: one of a, b");
    expect(refusal(() => f.oneOf({ t: "c" }, "t", ["a", "b"])).message).toBe('t: one of a, b (got "c")');
  });

  it("int takes integers within the range", () => {
    expect(f.int({ n: 3 }, "n", { min: 1, max: 10 })).toBe(3);
    expect(refusal(() => f.int({ n: 3.5 }, "n", { min: 1, max: 10 })).message).toBe("n: an integer from 1 to 10 is allowed (got 3.5)");
    expect(refusal(() => f.int({ n: 0 }, "n", { min: 1 })).message).toBe("n: an integer >= 1 is allowed (got 0)");
    expect(refusal(() => f.int({ n: 11 }, "n", { max: 10 })).message).toBe("n: an integer <= 10 is allowed (got 11)");
    expect(refusal(() => f.int({}, "n", { required: true })).message).toBe("n: required (an integer)");
  });

  it("numberField takes finite numbers within the range", () => {
    expect(f.numberField({ d: 1.5 }, "d", { min: 0 })).toBe(1.5);
    expect(refusal(() => f.numberField({ d: -1 }, "d", { min: 0 })).message).toBe("d: a number >= 0 is allowed (got -1)");
    expect(refusal(() => f.numberField({ d: "1" }, "d")).message).toBe('d: a number is allowed (got "1")');
    expect(refusal(() => f.numberField({ d: Infinity }, "d")).kind).toBe("rejected");
  });

  it("flagField takes true or false only", () => {
    expect(f.flagField({ b: false }, "b")).toBe(false);
    expect(f.flagField({}, "b")).toBeUndefined();
    expect(refusal(() => f.flagField({ b: "true" }, "b")).message).toBe('b: true or false is allowed (got "true")');
  });

  it("strArray takes bounded arrays of one-line strings", () => {
    expect(f.strArray({ a: ["x", "y"] }, "a")).toEqual(["x", "y"]);
    expect(refusal(() => f.strArray({ a: ["x", 1] }, "a")).message).toMatch(/^a: an array of strings is allowed/);
    expect(refusal(() => f.strArray({ a: ["x", "y"] }, "a", { max: 1 })).message).toBe("a: at most 1 items");
    expect(refusal(() => f.strArray({ a: ["x\ny"] }, "a")).message).toMatch(/^a: strings of at most 4096 characters without control characters/);
  });
});

describe("the date-time rule", () => {
  it.each([
    "2026-01-31T12:00:00Z",
    "2026-01-31T12:00:00.123Z",
    "2026-01-31T12:00:00.123456789+05:30",
    "2028-02-29T00:00:00-08:00",
  ])("takes %s byte for byte", (ts) => {
    expect(f.isIsoDateTime(ts)).toBe(true);
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
    expect(f.isIsoDateTime(ts)).toBe(false);
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
    const sorted = [{ ts: "2026-01-02T00:00:00Z" }, { ts: "bad" }, { ts: "2026-01-01T00:00:00Z" }].sort((a, b) => f.tsOrder(a) - f.tsOrder(b));
    expect(sorted.map((r) => r.ts)).toEqual(["bad", "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"]);
  });
});

describe("extras and nesting", () => {
  it("copies unknown fields with safe names, refuses others and deep nesting", () => {
    expect(f.extras({ a: 1, keep: "x", "x.y-z_1": [1] }, ["a"])).toEqual({ keep: "x", "x.y-z_1": [1] });
    expect(refusal(() => f.extras({ "bad name": 1 }, [])).message).toBe('field name: [a-zA-Z0-9_.-], 1-64 characters (got "bad name")');
    expect(refusal(() => f.extras({ deep: { a: { b: 1 } } }, [], 1)).message).toBe("deep: nesting at most 1 levels deep");
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
