import { describe, expect, it } from "vitest";
import { readFileSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { run, runAsync, sandbox } from "../helpers/state.ts";

describe("gstack-config", () => {
  it("get falls back to defaults and ends its line", () => {
    const sb = sandbox();
    const r = run(sb, "config", ["get", "telemetry"]);
    expect(r).toMatchObject({ status: 0, stdout: "off\n" });
  });

  it("set writes a 0600 file in a 0700 root, get reads it back, has sees it", () => {
    const sb = sandbox();
    expect(run(sb, "config", ["has", "proactive"]).status).toBe(1);
    expect(run(sb, "config", ["set", "proactive", "false"]).status).toBe(0);
    expect(run(sb, "config", ["get", "proactive"]).stdout).toBe("false\n");
    expect(run(sb, "config", ["has", "proactive"]).status).toBe(0);
    expect(statSync(join(sb.root, "config.yaml")).mode & 0o777).toBe(0o600);
    expect(statSync(sb.root).mode & 0o777).toBe(0o700);
  });

  it("keeps comments and unrelated lines on rewrite", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "# my notes\nproactive: true # keep me\ncustom_key: hello\n");
    expect(run(sb, "config", ["set", "telemetry", "anonymous"]).status).toBe(0);
    const text = readFileSync(join(sb.root, "config.yaml"), "utf8");
    expect(text).toContain("# my notes");
    expect(text).toContain("# keep me");
    expect(text).toContain("custom_key: hello");
    expect(run(sb, "config", ["get", "custom_key"]).stdout).toBe("hello\n");
    expect(run(sb, "config", ["get", "telemetry"]).stdout).toBe("anonymous\n");
  });

  it("reads hand-written YAML that is not in the flat form", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "telemetry:   \"community\"\nnote: a#b\nmsg: 'it''s'\nx: null\n");
    expect(run(sb, "config", ["get", "telemetry"]).stdout).toBe("community\n");
    expect(run(sb, "config", ["get", "note"]).stdout).toBe("a#b\n");
    expect(run(sb, "config", ["get", "msg"]).stdout).toBe("it's\n");
  });

  it("list and defaults, as text and --json", () => {
    const sb = sandbox();
    run(sb, "config", ["set", "custom", "1"]);
    const list = JSON.parse(run(sb, "config", ["list", "--json"]).stdout);
    expect(list).toContainEqual({ key: "custom", value: "1", source: "set" });
    expect(list).toContainEqual({ key: "telemetry", value: "off", source: "default" });
    expect(run(sb, "config", ["defaults"]).stdout).toMatch(/^proactive: true$/m);
    expect(JSON.parse(run(sb, "config", ["defaults", "--json"]).stdout).telemetry).toBe("off");
    expect(run(sb, "config", ["--help"]).stdout).toMatch(/^usage: gstack-config/);
  });

  it.each([
    [["set", "proactive", "yes"], 1, /proactive: true or false/],
    [["set", "retention_days", "0"], 1, /retention_days: an integer >= 1/],
    [["set", "retention_days", "1.5"], 1, /retention_days/],
    [["set", "bad-key", "x"], 1, /key: letters, digits and _ only/],
    [["set", "../x", "x"], 1, /key:/],
    [["set", "k", "a\nb"], 1, /no control characters/],
    [["set", "k", "x".repeat(5000)], 1, /at most 4096/],
    [["get", "nosuchkey"], 1, /unknown key/],
    [["get"], 2, /get takes one KEY argument/],
    [["frob"], 2, /unknown subcommand "frob"/],
    [["get", "telemetry", "--bogus"], 2, /unknown flag --bogus/],
  ])("rejects %j with exit %i and writes nothing", (args, code, msg) => {
    const sb = sandbox();
    const r = run(sb, "config", args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(() => statSync(join(sb.root, "config.yaml"))).toThrow();
  });

  it("keeps all 20 of 20 parallel sets of distinct keys", async () => {
    const sb = sandbox();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => runAsync(sb, "config", ["set", `key_${i}`, `v${i}`])),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(0));
    const list = JSON.parse(run(sb, "config", ["list", "--json"]).stdout) as {
      key: string;
      value: string;
      source: string;
    }[];
    const set = list.filter((r) => r.source === "set");
    expect(set).toHaveLength(20);
    for (let i = 0; i < 20; i++) expect(set).toContainEqual({ key: `key_${i}`, value: `v${i}`, source: "set" });
  });

  it("reports invalid YAML with the line and exits 1", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "ok: 1\n  bad: [\n");
    const r = run(sb, "config", ["get", "ok"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/config\.yaml:\d+: invalid YAML/);
  });

  it("set edits only its key: other keys stay byte for byte, and get agrees with the file whichever parser reads it", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    const others = `big: 123456789012345678901234567890\nmode: 0777\nplus: +1\nratio: 1.10\nlong: ${long}\n`;
    // The flat reader reads these lines; "nested" below forces the yaml reader.
    for (const extra of ["", "nested:\n  a: 1\n"]) {
      writeFileSync(join(sb.root, "config.yaml"), `# notes\n${others}${extra}`);
      expect(run(sb, "config", ["get", "big"]).stdout).toBe("123456789012345678901234567890\n");
      expect(run(sb, "config", ["get", "mode"]).stdout).toBe("0777\n");
      expect(run(sb, "config", ["get", "plus"]).stdout).toBe("+1\n");
      expect(run(sb, "config", ["get", "ratio"]).stdout).toBe("1.10\n");
      expect(run(sb, "config", ["set", "telemetry", "anonymous"]).status).toBe(0);
      expect(run(sb, "config", ["set", "mode", "0700"]).status).toBe(0);
      const text = readFileSync(join(sb.root, "config.yaml"), "utf8");
      expect(text).toBe(`# notes\n${others.replace("mode: 0777", 'mode: "0700"')}${extra}telemetry: anonymous\n`);
      expect(run(sb, "config", ["get", "mode"]).stdout).toBe("0700\n");
      expect(run(sb, "config", ["get", "long"]).stdout).toBe(`${long}\n`);
    }
  });

  it("set on a CRLF file without its last newline rewrites only the value; a rejected value writes nothing", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const file = join(sb.root, "config.yaml");
    writeFileSync(file, "# mine\r\nproactive: 'true'   # keep\r\nproactive: true\r\ncustom: x");
    expect(run(sb, "config", ["set", "proactive", "false"]).status).toBe(0);
    expect(run(sb, "config", ["set", "lookback_days", "2"]).status).toBe(0);
    const want = "# mine\r\nproactive: false   # keep\r\nproactive: true\r\ncustom: x\nlookback_days: 2\n";
    expect(readFileSync(file, "utf8")).toBe(want);
    const r = run(sb, "config", ["set", "proactive", "maybe"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/proactive/);
    expect(readFileSync(file, "utf8")).toBe(want);
  });

  it("a long value is written on one line, never folded", () => {
    const sb = sandbox();
    const v = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    expect(run(sb, "config", ["set", "note", v]).status).toBe(0);
    expect(readFileSync(join(sb.root, "config.yaml"), "utf8")).toContain(`\nnote: ${v}\n`);
    expect(run(sb, "config", ["get", "note"]).stdout).toBe(`${v}\n`);
  });

  it("a config.yaml over 1 MiB is refused with one line naming the file and the cap; nothing written", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    const big = `${"# padding padding padding padding\n".repeat(40_000)}proactive: false\n`;
    writeFileSync(join(sb.root, "config.yaml"), big);
    for (const args of [
      ["get", "proactive"],
      ["set", "proactive", "true"],
    ]) {
      const r = run(sb, "config", args);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(
        /^gstack-config: .*config\.yaml: larger than the 1 MiB limit for config\.yaml \(\d+ bytes\); trim it\n$/,
      );
    }
    expect(readFileSync(join(sb.root, "config.yaml"), "utf8")).toBe(big);
  });

  it("jsonl_max_bytes has a maximum (256 MiB)", () => {
    const sb = sandbox();
    const r = run(sb, "config", ["set", "jsonl_max_bytes", String(2 ** 40)]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/jsonl_max_bytes: an integer >= 65536 <= 268435456/);
    expect(run(sb, "config", ["set", "jsonl_max_bytes", String(2 ** 28)]).status).toBe(0);
  });
});
