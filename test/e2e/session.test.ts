import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, run, sandbox } from "../helpers/state.ts";

const age = (file: string, minutes: number) => {
  const t = (Date.now() - minutes * 60_000) / 1000;
  utimesSync(file, t, t);
};

describe("gstack-session", () => {
  it("touch uses the calling shell's $PPID, like gstack's preamble", () => {
    const sb = sandbox();
    // Two commands in one bash -c: bash forks for the first, so the tool's parent is bash.
    const r = spawnSync("bash", ["-c", `"${BIN}/gstack-session" touch --json; echo "PPID=$PPID"`], {
      env: sb.env,
      cwd: sb.work,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    const [line, ppidLine] = r.stdout.trim().split("\n");
    const { id, path } = JSON.parse(line!);
    expect(`PPID=${id}`).toBe(ppidLine);
    expect(path).toBe(join(sb.root, "sessions", id));
    // A lone command is exec'd by bash -c in place: the id is still bash's $PPID.
    const r2 = spawnSync("bash", ["-c", `"${BIN}/gstack-session" touch --json`], {
      env: sb.env,
      cwd: sb.work,
      encoding: "utf8",
    });
    expect(JSON.parse(r2.stdout).id).toBe(String(process.pid));
  });

  it("touch --id, count, list, sweep with the TTL from config or --ttl", () => {
    const sb = sandbox();
    for (const id of ["a", "b", "c"])
      expect(run(sb, "session", ["touch", "--id", id])).toMatchObject({ status: 0, stdout: "" });
    age(join(sb.root, "sessions", "b"), 90);
    age(join(sb.root, "sessions", "c"), 200);
    expect(run(sb, "session", ["count"]).stdout).toBe("2\n");
    expect(JSON.parse(run(sb, "session", ["count", "--json"]).stdout)).toEqual({ active: 2, ttl_minutes: 120 });
    expect(run(sb, "session", ["count", "--ttl", "60"]).stdout).toBe("1\n");
    expect(run(sb, "config", ["set", "session_ttl_minutes", "60"]).status).toBe(0);
    expect(run(sb, "session", ["count"]).stdout).toBe("1\n");
    const list = JSON.parse(run(sb, "session", ["list", "--json"]).stdout);
    expect(list.map((s: { id: string; active: boolean }) => [s.id, s.active])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
    ]);
    expect(run(sb, "session", ["list"]).stdout).toMatch(/^a\s+\d+s\s+active\nb\s+\d+s\s+stale\nc\s+\d+s\s+stale\n$/);
    expect(run(sb, "session", ["sweep", "--ttl", "120"]).stdout).toBe("1\n");
    expect(JSON.parse(run(sb, "session", ["sweep", "--json"]).stdout)).toEqual({ removed: ["b"], ttl_minutes: 60 });
    expect(readdirSync(join(sb.root, "sessions"))).toEqual(["a"]);
    expect(run(sb, "session", ["--help"]).stdout).toMatch(/^usage: gstack-session/);
  });

  it("runs as `bash bin/gstack-session`", () => {
    const sb = sandbox();
    const r = spawnSync("bash", [join(BIN, "gstack-session"), "touch", "--id", "x"], {
      env: sb.env,
      cwd: sb.work,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(existsSync(join(sb.root, "sessions", "x"))).toBe(true);
  });

  it("a corrupt TTL in config falls back to 120 minutes", () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "config.yaml"), "session_ttl_minutes: lots\n");
    run(sb, "session", ["touch", "--id", "a"]);
    age(join(sb.root, "sessions", "a"), 100);
    expect(run(sb, "session", ["count"]).stdout).toBe("1\n");
  });

  it.each([
    [["touch", "--id", ".."], 1, /id: 1-64 characters/],
    [["touch", "--id", "a/b"], 1, /id: /],
    [["touch", "--id", "x".repeat(65)], 1, /id: /],
    [["touch", "--id", "a\u0001"], 1, /id: /],
    [["touch", "--id", '{"a":1}'], 1, /id: /],
    [["touch", "--id"], 2, /--id needs a value/],
    [["count", "--ttl", "0"], 2, /ttl: an integer from 1/],
    [["count", "--ttl", "x"], 2, /--ttl: an integer/],
    [["count", "--id", "a"], 2, /--id does not apply to count \(only to touch\)/],
    [["frob"], 2, /unknown subcommand "frob"/],
    [[], 2, /unknown subcommand ""/],
    [["count", "extra"], 2, /unexpected argument/],
    [["list", "--bogus"], 2, /unknown flag --bogus/],
  ])("rejects %j with exit %i and writes nothing", (args, code, msg) => {
    const sb = sandbox();
    const r = run(sb, "session", args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(sb.root)).toBe(false);
  });
});
