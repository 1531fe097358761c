import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, run, sandbox, type Sandbox } from "../helpers/state.ts";

/** Runs `eval "$(gstack-paths)"` in bash and prints the three variables, one per line. */
function evalPaths(sb: Sandbox, env: NodeJS.ProcessEnv = {}, cwd = sb.work): string[] {
  const r = spawnSync(
    "bash",
    ["-c", `eval "$("${BIN}/gstack-paths")" && printf '%s\\n%s\\n%s' "$GSTACK_STATE_ROOT" "$PLAN_ROOT" "$TMP_ROOT"`],
    {
      cwd,
      env: { ...sb.env, ...env },
      encoding: "utf8",
    },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split("\n");
}

const json = (sb: Sandbox, env: NodeJS.ProcessEnv = {}, cwd?: string) => {
  const r = run(sb, "paths", ["--json"], { env, cwd });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Record<"GSTACK_STATE_ROOT" | "PLAN_ROOT" | "TMP_ROOT", string>;
};

describe("gstack-paths", () => {
  it("prints the three lines for eval; TMP_ROOT loses its trailing slash and is created 0700", () => {
    const sb = sandbox();
    const tmp = join(sb.home, "T");
    const r = run(sb, "paths", [], { env: { TMPDIR: `${tmp}/` } });
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(r.stdout).toBe(
      `GSTACK_STATE_ROOT=${sb.root}\nPLAN_ROOT=${join(sb.home, ".claude", "plans")}\nTMP_ROOT=${tmp}\n`,
    );
    expect(statSync(tmp).mode & 0o777).toBe(0o700);
    expect(json(sb, { TMPDIR: tmp })).toEqual({
      GSTACK_STATE_ROOT: sb.root,
      PLAN_ROOT: join(sb.home, ".claude", "plans"),
      TMP_ROOT: tmp,
    });
  });

  it("quotes values with spaces, quotes, backslashes and $ so eval gives back the same bytes", () => {
    const sb = sandbox();
    const root = join(sb.home, `it's a "state" $HOME \`x\``);
    const plan = join(sb.home, "two words", "plans");
    const tmp = join(sb.home, "back\\slash o'brien");
    expect(evalPaths(sb, { GSTACK_STATE_ROOT: root, GSTACK_PLAN_DIR: plan, TMPDIR: tmp })).toEqual([root, plan, tmp]);
    expect(existsSync(tmp)).toBe(true);
  });

  it.each([
    [{ GSTACK_STATE_ROOT: "/r1", GSTACK_HOME: "/r2", GSTACK_STATE_DIR: "/r3" }, "/r1"],
    [{ GSTACK_STATE_ROOT: "", GSTACK_HOME: "/r2", GSTACK_STATE_DIR: "/r3" }, "/r2"],
    [{ GSTACK_STATE_ROOT: undefined, GSTACK_HOME: undefined, GSTACK_STATE_DIR: "/r3" }, "/r3"],
    [
      { GSTACK_STATE_ROOT: undefined, CLAUDE_PLUGIN_DATA: "/pd", CLAUDE_PLUGIN_ROOT: "/plugins/gstack-garrytan" },
      "/pd",
    ],
    [{ GSTACK_STATE_ROOT: undefined, CLAUDE_PLUGIN_DATA: "/pd", CLAUDE_PLUGIN_ROOT: "/plugins/openai-codex" }, "HOME"],
    [{ GSTACK_STATE_ROOT: undefined, CLAUDE_PLUGIN_DATA: "/pd" }, "HOME"],
    [
      {
        GSTACK_STATE_ROOT: undefined,
        GSTACK_HOME: "/r2",
        CLAUDE_PLUGIN_DATA: "/pd",
        CLAUDE_PLUGIN_ROOT: "/plugins/gstack",
      },
      "/r2",
    ],
  ])("root order %j -> %s", (env, root) => {
    const sb = sandbox(env as NodeJS.ProcessEnv);
    expect(json(sb).GSTACK_STATE_ROOT).toBe(root === "HOME" ? join(sb.home, ".gstack") : root);
  });

  it("PLAN_ROOT: GSTACK_PLAN_DIR > CLAUDE_PLANS_DIR > $HOME/.claude/plans; TMP_ROOT: TMPDIR > TMP", () => {
    const sb = sandbox();
    expect(json(sb, { GSTACK_PLAN_DIR: "/p", CLAUDE_PLANS_DIR: "/c" }).PLAN_ROOT).toBe("/p");
    expect(json(sb, { CLAUDE_PLANS_DIR: "/c" }).PLAN_ROOT).toBe("/c");
    const [a, b] = [join(sb.home, "a"), join(sb.home, "b")];
    expect(json(sb, { TMPDIR: a, TMP: b }).TMP_ROOT).toBe(a);
    expect(json(sb, { TMPDIR: "", TMP: `${b}/` }).TMP_ROOT).toBe(b);
    expect(json(sb, { TMPDIR: "/" }).TMP_ROOT).toBe("/");
  });

  it("with HOME and TMPDIR unset (containers) falls back to folders under the working directory", () => {
    const sb = sandbox({ GSTACK_STATE_ROOT: undefined, HOME: "", TMPDIR: undefined, TMP: undefined });
    expect(evalPaths(sb)).toEqual([".gstack", ".claude/plans", ".gstack/tmp"]);
    expect(existsSync(join(sb.work, ".gstack", "tmp"))).toBe(true);
  });

  it("an uncreatable TMP_ROOT does not fail the call", () => {
    const sb = sandbox();
    const r = run(sb, "paths", [], { env: { TMPDIR: "/proc/no-such/tmp" } });
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(r.stdout).toContain("TMP_ROOT=/proc/no-such/tmp\n");
  });

  it("falls back to $HOME/.gstack, and creates no state", () => {
    const sb = sandbox({ GSTACK_STATE_ROOT: undefined });
    expect(json(sb, { TMPDIR: join(sb.work, "t") }).GSTACK_STATE_ROOT).toBe(join(sb.home, ".gstack"));
    expect(existsSync(join(sb.home, ".gstack"))).toBe(false);
  });

  it("runs as bash bin/gstack-paths from another folder", () => {
    const sb = sandbox();
    mkdirSync(join(sb.work, "sub"));
    const r = spawnSync("bash", [join(BIN, "gstack-paths")], {
      cwd: join(sb.work, "sub"),
      env: sb.env,
      encoding: "utf8",
    });
    expect(r.stdout.split("\n")[0]).toBe(`GSTACK_STATE_ROOT=${sb.root}`);
  });

  it("does not depend on the project slug, as gstack's does not", () => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: ".." });
    expect(run(sb, "paths")).toMatchObject({ status: 0, stderr: "" });
    expect(existsSync(join(sb.root, "projects"))).toBe(false);
  });

  it("rejects unknown flags with exit 2", () => {
    const sb = sandbox();
    expect(run(sb, "paths", ["--root"])).toMatchObject({ status: 2 });
  });
});
