import { describe, expect, it } from "vitest";
import { run, sandbox } from "../helpers/state.ts";

describe("gstack-session-kind", () => {
  it.each([
    [{}, "interactive"],
    [{ OPENCLAW_SESSION: "1" }, "spawned"],
    [{ GSTACK_SPAWNED_SESSION: "1", GSTACK_HEADLESS: "1" }, "spawned"],
    [{ GSTACK_HEADLESS: "1", CONDUCTOR_PORT: "3000" }, "headless"],
    [{ CONDUCTOR_WORKSPACE_PATH: "/w", CI: "true" }, "interactive"],
    [{ CONDUCTOR_PORT: "1" }, "interactive"],
    [{ GSTACK_INTERACTIVE: "0" }, "interactive"],
    [{ CODEX_THREAD_ID: "t", INSTANT_APP_ID: "a", CI: "1" }, "interactive"],
    [{ CODEX_THREAD_ID: "t", CI: "1" }, "headless"],
    [{ CLAUDE_CODE_ENTRYPOINT: "cli", GITHUB_ACTIONS: "true" }, "interactive"],
    // Claude Code says whether anyone attends: claude -p (sdk-cli), the SDKs, or ATTENDED=0.
    [{ CLAUDE_CODE_ENTRYPOINT: "sdk-cli" }, "headless"],
    [{ CLAUDE_CODE_ENTRYPOINT: "sdk-ts" }, "headless"],
    [{ CLAUDE_CODE_ENTRYPOINT: "sdk-cli", CLAUDE_CODE_SESSION_ATTENDED: "0" }, "headless"],
    [{ CLAUDE_CODE_ENTRYPOINT: "cli", CLAUDE_CODE_SESSION_ATTENDED: "0" }, "headless"],
    [{ CLAUDE_CODE_ENTRYPOINT: "cli", CLAUDE_CODE_SESSION_ATTENDED: "1" }, "interactive"],
    [{ CLAUDE_CODE_ENTRYPOINT: "sdkcli" }, "interactive"],
    [{ CLAUDE_CODE_SESSION_ATTENDED: "0", CONDUCTOR_PORT: "1" }, "headless"],
    [{ CLAUDE_CODE_ENTRYPOINT: "sdk-ts", CONDUCTOR_PORT: "1" }, "interactive"],
    [{ CLAUDE_CODE_SESSION_ATTENDED: "0", GSTACK_INTERACTIVE: "1" }, "interactive"],
    [{ CLAUDE_CODE_ENTRYPOINT: "sdk-cli", GSTACK_SPAWNED_SESSION: "1" }, "spawned"],
    [{ GITHUB_ACTIONS: "true" }, "headless"],
    [{ CI: "" }, "interactive"],
  ])("%j -> %s", (env, kind) => {
    const sb = sandbox({ CI: undefined, GITHUB_ACTIONS: undefined, ...env });
    const r = run(sb, "session-kind");
    expect(r).toMatchObject({ status: 0, stdout: `${kind}\n`, stderr: "" });
  });

  it.each([
    [{}, "headless"],
    [{ GSTACK_INTERACTIVE: "1" }, "interactive"],
    [{ GSTACK_INTERACTIVE: "0" }, "headless"],
    [{ GSTACK_INTERACTIVE: "1", CI: "1" }, "headless"],
    [{ CONDUCTOR_PORT: "1" }, "headless"],
    [{ OPENCLAW_SESSION: "x" }, "spawned"],
    [{ GSTACK_INTERACTIVE: "1", CLAUDE_CODE_ENTRYPOINT: "sdk-cli" }, "headless"],
  ])("--history %j -> %s", (env, kind) => {
    const sb = sandbox({ CI: undefined, GITHUB_ACTIONS: undefined, ...env });
    expect(run(sb, "session-kind", ["--history"]).stdout).toBe(`${kind}\n`);
  });

  it("--json names the deciding variable; bad usage exits 2", () => {
    const sb = sandbox({ CI: undefined, GITHUB_ACTIONS: undefined, GSTACK_HEADLESS: "1" });
    expect(JSON.parse(run(sb, "session-kind", ["--json"]).stdout)).toEqual({
      kind: "headless",
      reason: "GSTACK_HEADLESS",
    });
    expect(
      JSON.parse(
        run(sandbox({ CI: undefined, GITHUB_ACTIONS: undefined, CLAUDE_CODE_ENTRYPOINT: "sdk-cli" }), "session-kind", [
          "--json",
        ]).stdout,
      ),
    ).toEqual({ kind: "headless", reason: "CLAUDE_CODE_ENTRYPOINT=sdk-cli" });
    expect(run(sb, "session-kind", ["x"])).toMatchObject({ status: 2 });
    expect(run(sb, "session-kind", ["--bogus"]).stderr).toMatch(/unknown flag --bogus/);
    expect(run(sb, "session-kind", ["--help"]).stdout).toMatch(/^usage: gstack-session-kind/);
  });
});
