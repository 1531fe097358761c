import { describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import {
  checkKey,
  coerce,
  CONFIG_HEADER,
  defaults,
  getConfig,
  isKnownKey,
  readConfig,
  readFlat,
  setConfig,
  editFlat,
  editYaml,
} from "../../lib/state/config.ts";
import schema from "../../state-schema/config.schema.json" with { type: "json" };

function file() {
  const sb = sandbox();
  mkdirSync(sb.root, { recursive: true });
  return join(sb.root, "config.yaml");
}

describe("config", () => {
  it("defaults come from state-schema/config.schema.json, in its order", () => {
    expect(defaults().map(([k]) => k)).toEqual(Object.keys(schema.properties));
    expect(Object.fromEntries(defaults())).toMatchObject({
      telemetry: "off",
      proactive: "true",
      session_ttl_minutes: "120",
      lookback_days: "1",
      repo_mode: "",
    });
    expect(isKnownKey("telemetry")).toBe(true);
    expect(isKnownKey("nope")).toBe(false);
  });

  it("readFlat reads gstack's key: value lines and gives up on anything else", () => {
    expect(readFlat("# c\na: 1\nb: 'it''s'\nc: \"q\\\"x\"\nd:\ne: x # note\na: 2\n")).toEqual(
      new Map([
        ["a", "1"],
        ["b", "it's"],
        ["c", 'q"x'],
        ["d", ""],
        ["e", "x"],
      ]),
    );
    for (const text of ["a: [1, 2]\n", "a:\n  b: 1\n", "a: b: c\n", "a: x#y\n", "a: ~\n", "- x\n"])
      expect(readFlat(text)).toBeUndefined();
  });

  it("getConfig: literal value, else default, else undefined", async () => {
    const f = file();
    writeFileSync(f, "telemetry: community\ncustom: hi\n");
    expect(await getConfig(f, "telemetry")).toBe("community");
    expect(await getConfig(f, "custom")).toBe("hi");
    expect(await getConfig(f, "proactive")).toBe("true");
    expect(await getConfig(f, "unknown_key")).toBeUndefined();
    expect(await getConfig(join(f, "..", "absent.yaml"), "telemetry")).toBe("off");
  });

  it("setConfig of the value already there changes nothing and takes no lock", async () => {
    const f = file();
    writeFileSync(f, "# mine\nproactive: true # keep\n", { mode: 0o600 });
    const before = statSync(f);
    // A lock held by this (live) process: a set that locked would wait out waitMs and fail.
    mkdirSync(`${f}.lock`);
    writeFileSync(join(`${f}.lock`, "owner"), JSON.stringify({ pid: process.pid, host: hostname(), nonce: "x" }));
    expect(await setConfig(f, "proactive", "true")).toBe(true);
    const after = statSync(f);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    // A different value does lock (and waits for the holder).
    const lockedSet = setConfig(f, "proactive", "false");
    await new Promise((r) => setTimeout(r, 50));
    expect(readFileSync(f, "utf8")).toBe("# mine\nproactive: true # keep\n");
    rmSync(`${f}.lock`, { recursive: true });
    expect(await lockedSet).toBe(false);
    expect(readFileSync(f, "utf8")).toBe("# mine\nproactive: false # keep\n");
  });

  it("setConfig of the value already there still rewrites a file a rewrite would change (mode, symlink)", async () => {
    const f = file();
    writeFileSync(f, "proactive: true\n");
    chmodSync(f, 0o644);
    const ino = statSync(f).ino;
    await setConfig(f, "proactive", "true");
    expect(statSync(f).mode & 0o777).toBe(0o600);
    expect(statSync(f).ino).not.toBe(ino);
    const target = join(f, "..", "real.yaml");
    writeFileSync(target, "proactive: true\n", { mode: 0o600 });
    rmSync(f);
    symlinkSync(target, f);
    await expect(setConfig(f, "proactive", "true")).rejects.toThrow(/symlink/);
  });

  it("setConfig keeps comments and other keys, writes 0600 atomically, and coerces types", async () => {
    const f = file();
    writeFileSync(f, "# mine\nproactive: true # keep\nother: x\n");
    expect(await setConfig(f, "proactive", "false")).toBe(false);
    expect(await setConfig(f, "retention_days", "30")).toBe(30);
    const text = readFileSync(f, "utf8");
    expect(text).toMatch(/^# mine\nproactive: false # keep\nother: x\nretention_days: 30\n$/);
    expect(statSync(f).mode & 0o777).toBe(0o600);
    expect(await readConfig(f)).toEqual(
      new Map([
        ["proactive", "false"],
        ["other", "x"],
        ["retention_days", "30"],
      ]),
    );
  });

  it("a new file starts with the header", async () => {
    const f = file();
    await setConfig(f, "telemetry", "anonymous");
    expect(readFileSync(f, "utf8")).toBe(`${CONFIG_HEADER}\ntelemetry: anonymous\n`);
  });

  it.each([
    ["telemetry", "loud", /^telemetry: one of off, anonymous, community/],
    ["proactive", "yes", /^proactive: true or false/],
    ["retention_days", "0", /^retention_days: an integer >= 1/],
    ["lookback_days", "3", /^lookback_days: an integer >= 1 <= 2/],
    ["listing_budget_fraction", "0", /^listing_budget_fraction: an? number > 0/],
    ["retention_days", "1.5", /^retention_days: /],
    ["k", "a\nb", /^k: no control characters/],
    ["k", "x".repeat(4097), /^k: at most 4096/],
  ])("coerce(%s, %j) is rejected", (key, value, msg) => {
    expect(() => coerce(key, value)).toThrow(msg);
  });

  it.each(["bad-key", "../x", "", "a.b", "x".repeat(129)])("checkKey(%j) is rejected", async (key) => {
    expect(() => checkKey(key)).toThrow(/^key: letters, digits and _ only/);
    const f = file();
    await expect(setConfig(f, key, "1")).rejects.toThrow(/^key: /);
    expect(existsSync(f)).toBe(false);
  });

  it("invalid YAML names the line", async () => {
    const f = file();
    writeFileSync(f, "a: 1\n  b: [\n");
    await expect(readConfig(f)).rejects.toThrow(/config\.yaml:\d+: invalid YAML/);
    writeFileSync(f, "- a\n- b\n");
    await expect(readConfig(f)).rejects.toThrow(/must be a map/);
  });
  // setConfig edits a flat file without the yaml package (editFlat) and anything else with it
  // (editYaml): on every input here both must give the same bytes, and editFlat must take the
  // inputs marked fast (so the fast path cannot quietly stop being used).
  const HEADER_ONLY = `${CONFIG_HEADER}\n`;
  const editCases: { name: string; text: string; key: string; value: string | number | boolean; fast: boolean }[] = [
    {
      name: "comments and other keys",
      text: "# mine\nproactive: true # keep\nother: x\n",
      key: "proactive",
      value: false,
      fast: true,
    },
    { name: "comment glued after spaces", text: "a: 1     # c\nb: 2\n", key: "a", value: 7, fast: true },
    { name: "single-quoted old value", text: "a: 'it''s' # c\n", key: "a", value: "off", fast: true },
    { name: "double-quoted old value", text: 'a: "x \\"y\\"" #z\nb: 1\n', key: "a", value: true, fast: true },
    { name: "CRLF line ends", text: "a: 1\r\nb: 2\r\n", key: "b", value: "community", fast: true },
    { name: "CRLF, appended key", text: "a: 1\r\n", key: "c", value: 3, fast: true },
    { name: "no trailing newline, edited", text: "a: 1\nb: 2", key: "b", value: 5, fast: true },
    { name: "no trailing newline, appended", text: "a: 1", key: "c", value: "x", fast: true },
    { name: "duplicate keys: the first is edited", text: "a: 1\nb: 2\na: 3\n", key: "a", value: 9, fast: true },
    { name: "key that is a prefix of another", text: "aa: 1\na: 2\n", key: "a", value: 4, fast: true },
    { name: "missing file (header only)", text: HEADER_ONLY, key: "telemetry", value: "anonymous", fast: true },
    { name: "empty file", text: "", key: "a", value: 1, fast: true },
    { name: "tab after the colon", text: "a:\t1\n", key: "a", value: 2, fast: true },
    { name: "plain value with : and /", text: "a: http://x.y/z\n", key: "a", value: "x-y.z/w@v+1", fast: true },
    { name: "empty string value", text: "a: 1\n", key: "a", value: "", fast: true },
    { name: "negative integer", text: "a: 1\n", key: "a", value: -3, fast: true },
    { name: "value needing quotes (: )", text: "a: 1\n", key: "a", value: "needs quote: yes", fast: false },
    { name: "value reading as a boolean", text: "a: 1\n", key: "a", value: "True", fast: false },
    { name: "value reading as a number", text: "a: 1\n", key: "a", value: "1.5", fast: false },
    { name: "value starting with #", text: "a: 1\n", key: "a", value: "#x", fast: false },
    { name: "fractional number", text: "a: 1\n", key: "a", value: 1.5, fast: false },
    { name: "empty old value", text: "a:\nb: 1\n", key: "a", value: 5, fast: false },
    { name: "empty old value before a comment", text: "a: # c\nb: 1\n", key: "a", value: 5, fast: false },
    { name: "nested map", text: "a:\n  b: 1\nc: 2\n", key: "c", value: 3, fast: false },
    { name: "flow map", text: "{a: 1, b: 2}\n", key: "a", value: 3, fast: false },
    { name: "list value", text: "a: [1, 2]\nb: 1\n", key: "a", value: 3, fast: false },
  ];
  it.each(editCases)("editFlat and editYaml give the same bytes: $name", async ({ text, key, value, fast }) => {
    const viaYaml = await editYaml("config.yaml", text, key, value);
    const viaFlat = editFlat(text, key, value);
    expect(viaFlat !== undefined).toBe(fast);
    if (fast) expect(viaFlat).toBe(viaYaml);
  });

  it("setConfig on a flat file gives editYaml's bytes; a rejected value writes nothing", async () => {
    const f = file();
    const text = "# top\r\ntelemetry: community # mine\r\nproactive: true\r\ncustom: 'x'";
    writeFileSync(f, text);
    await setConfig(f, "proactive", "false");
    expect(readFileSync(f, "utf8")).toBe(await editYaml(f, text, "proactive", false));
    const before = readFileSync(f, "utf8");
    await expect(setConfig(f, "proactive", "maybe")).rejects.toThrow(/proactive/);
    await expect(setConfig(f, "bad-key", "1")).rejects.toThrow(/key/);
    expect(readFileSync(f, "utf8")).toBe(before);
  });
});
