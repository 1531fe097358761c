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
    [["get"], 2, /get takes 1 argument/],
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
    const list = JSON.parse(run(sb, "config", ["list", "--json"]).stdout) as { key: string; value: string; source: string }[];
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
});
