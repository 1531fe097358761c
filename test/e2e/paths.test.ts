import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, run, sandbox } from "../helpers/state.ts";

describe("gstack-paths", () => {
  it("prints the three lines for eval", () => {
    const sb = sandbox();
    const r = run(sb, "paths");
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(r.stdout).toBe(`GSTACK_STATE_ROOT=${sb.root}\nPLAN_ROOT=${join(sb.root, "projects", "test-project")}\nTMP_ROOT=${join(sb.root, "tmp")}\n`);
    expect(JSON.parse(run(sb, "paths", ["--json"]).stdout)).toEqual({
      GSTACK_STATE_ROOT: sb.root, PLAN_ROOT: join(sb.root, "projects", "test-project"), TMP_ROOT: join(sb.root, "tmp"),
    });
  });

  it("quotes roots with spaces, quotes and $ so eval gives back the same value", () => {
    const sb = sandbox();
    const root = join(sb.home, `it's a "state" $HOME \`x\``);
    const r = spawnSync("bash", ["-c", `eval "$("${BIN}/gstack-paths")" && printf '%s\\n%s' "$GSTACK_STATE_ROOT" "$PLAN_ROOT"`], {
      cwd: sb.work, env: { ...sb.env, GSTACK_STATE_ROOT: root }, encoding: "utf8",
    });
    expect(r.stdout).toBe(`${root}\n${join(root, "projects", "test-project")}`);
  });

  it.each([
    [{ GSTACK_STATE_ROOT: "/r1", GSTACK_HOME: "/r2", GSTACK_STATE_DIR: "/r3" }, "/r1"],
    [{ GSTACK_STATE_ROOT: "", GSTACK_HOME: "/r2", GSTACK_STATE_DIR: "/r3" }, "/r2"],
    [{ GSTACK_STATE_ROOT: undefined, GSTACK_HOME: undefined, GSTACK_STATE_DIR: "/r3" }, "/r3"],
  ])("root order %j -> %s", (env, root) => {
    const sb = sandbox(env as NodeJS.ProcessEnv);
    expect(JSON.parse(run(sb, "paths", ["--json"]).stdout).GSTACK_STATE_ROOT).toBe(root);
  });

  it("falls back to $HOME/.gstack, and creates nothing", () => {
    const sb = sandbox({ GSTACK_STATE_ROOT: undefined });
    expect(JSON.parse(run(sb, "paths", ["--json"]).stdout).GSTACK_STATE_ROOT).toBe(join(sb.home, ".gstack"));
    expect(existsSync(join(sb.home, ".gstack"))).toBe(false);
  });

  it("runs as bash bin/gstack-paths from another folder", () => {
    const sb = sandbox();
    mkdirSync(join(sb.work, "sub"));
    const r = spawnSync("bash", [join(BIN, "gstack-paths")], { cwd: join(sb.work, "sub"), env: sb.env, encoding: "utf8" });
    expect(r.stdout.split("\n")[0]).toBe(`GSTACK_STATE_ROOT=${sb.root}`);
  });

  it.each(["..", ".", "a/b"])("an unsafe GSTACK_PROJECT_SLUG=%j exits 1 without output or writes", (value) => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: value });
    const r = run(sb, "paths");
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/GSTACK_PROJECT_SLUG: /);
    expect(existsSync(sb.root)).toBe(false);
  });

  it("rejects unknown flags with exit 2", () => {
    const sb = sandbox();
    expect(run(sb, "paths", ["--root"])).toMatchObject({ status: 2 });
  });
});
