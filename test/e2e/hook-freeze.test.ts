import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gitRepo, run, sandbox, type Sandbox } from "../helpers/state.ts";

function setup(): { sb: Sandbox; src: string } {
  const sb = sandbox();
  const src = join(sb.work, "src");
  mkdirSync(join(src, "lib"), { recursive: true });
  mkdirSync(join(sb.work, "other"), { recursive: true });
  return { sb, src };
}

function hook(sb: Sandbox, input: unknown, cwd?: string) {
  const r = run(sb, "hook-freeze", [], { input: typeof input === "string" ? input : JSON.stringify(input), cwd });
  expect(r.status).toBe(0);
  expect(r.stdout.trim().split("\n")).toHaveLength(1);
  return JSON.parse(r.stdout);
}

const edit = (path: string, tool = "Edit", cwd?: string) => ({
  tool_name: tool,
  tool_input: tool === "NotebookEdit" ? { notebook_path: path } : { file_path: path, old_string: "a", new_string: "b" },
  ...(cwd ? { cwd } : {}),
});

describe("gstack-hook-freeze", () => {
  it("allows everything while nothing is frozen, even unreadable input", () => {
    const { sb } = setup();
    expect(hook(sb, edit("/etc/passwd"))).toEqual({});
    expect(hook(sb, "garbage")).toEqual({});
  });

  it("set / show / clear round-trip through <state root>/projects/<slug>/freeze/<session>.txt", () => {
    const { sb, src } = setup();
    sb.env.CLAUDE_CODE_SESSION_ID = "sess-1";
    const file = join(sb.root, "projects", "test-project", "freeze", "sess-1.txt");
    expect(run(sb, "hook-freeze", ["show"]).stdout).toBe("none\n");
    const r = run(sb, "hook-freeze", ["set", "src/lib/.."]);
    expect(r).toMatchObject({ status: 0, stdout: `Edits are frozen to ${src}/\n` });
    expect(readFileSync(file, "utf8")).toBe(`${src}/\n`);
    expect(JSON.parse(run(sb, "hook-freeze", ["show", "--json"]).stdout)).toEqual({ boundary: src });
    expect(run(sb, "hook-freeze", ["clear"]).stdout).toBe(`Unfrozen: edits allowed everywhere (was ${src}/)\n`);
    expect(existsSync(file)).toBe(false);
    expect(run(sb, "hook-freeze", ["clear"])).toMatchObject({ status: 0, stdout: "Nothing was frozen\n" });
  });

  it("denies Edit, Write, MultiEdit and NotebookEdit outside the boundary, allows inside", () => {
    const { sb, src } = setup();
    run(sb, "hook-freeze", ["set", src]);
    for (const tool of ["Edit", "Write", "MultiEdit", "NotebookEdit"]) {
      expect(hook(sb, edit(join(src, "lib", "a.ts"), tool))).toEqual({});
      const out = hook(sb, edit(join(sb.work, "other", "a.ts"), tool));
      expect(out.permissionDecision).toBe("deny");
      expect(out.hookSpecificOutput).toEqual({
        hookEventName: "PreToolUse",
        permissionDecision: "deny",
        permissionDecisionReason: out.message,
      });
      expect(out.message).toContain(`${src}/`);
    }
    expect(hook(sb, { tool_name: "Bash", tool_input: { command: "sed -i s/a/b/ /etc/x" } })).toEqual({});
    expect(hook(sb, { tool_name: "Read", tool_input: { file_path: "/etc/passwd" } })).toEqual({});
  });

  it("sees through .., relative paths, sibling prefixes and symlinks", () => {
    const { sb, src } = setup();
    run(sb, "hook-freeze", ["set", src]);
    symlinkSync(join(sb.work, "other"), join(src, "escape"));
    mkdirSync(join(sb.work, "src-old"));
    expect(hook(sb, edit(`${src}/lib/../../other/x.ts`)).permissionDecision).toBe("deny");
    expect(hook(sb, edit(`${src}/escape/../lib/x.ts`)).permissionDecision).toBe("deny");
    expect(hook(sb, edit(join(src, "escape", "x.ts"))).permissionDecision).toBe("deny");
    expect(hook(sb, edit(join(sb.work, "src-old", "x.ts"))).permissionDecision).toBe("deny");
    // Relative paths resolve against the call's cwd, else the hook's cwd.
    expect(hook(sb, edit("lib/new.ts", "Write", src))).toEqual({});
    expect(hook(sb, edit("../other/new.ts", "Write", src)).permissionDecision).toBe("deny");
    expect(hook(sb, edit("src/lib/x.ts"), sb.work)).toEqual({});
  });

  it("a boundary reached through a symlink is stored resolved", () => {
    const { sb, src } = setup();
    symlinkSync(src, join(sb.work, "alias"));
    run(sb, "hook-freeze", ["set", join(sb.work, "alias")]);
    expect(run(sb, "hook-freeze", ["show"]).stdout).toBe(`${src}/\n`);
    expect(hook(sb, edit(join(sb.work, "alias", "lib", "a.ts")))).toEqual({});
  });

  it("check PATH answers allowed / blocked for hosts without hooks", () => {
    const { sb, src } = setup();
    expect(run(sb, "hook-freeze", ["check", "/etc/passwd"])).toMatchObject({ status: 0, stdout: "allowed\n" });
    run(sb, "hook-freeze", ["set", src]);
    expect(run(sb, "hook-freeze", ["check", "src/lib/a.ts"])).toMatchObject({ status: 0, stdout: "allowed\n" });
    const r = run(sb, "hook-freeze", ["check", "other/a.ts"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`blocked: ${join(sb.work, "other", "a.ts")} is outside the freeze boundary ${src}/\n`);
    expect(JSON.parse(run(sb, "hook-freeze", ["check", "src/x", "--json"]).stdout)).toEqual({
      path: join(src, "x"),
      boundary: src,
      allowed: true,
    });
    expect(run(sb, "hook-freeze", ["check"]).stderr).toMatch(/check takes one PATH argument/);
  });

  it.each([
    ["", /no tool call on stdin/],
    ["{oops", /not valid JSON/],
    ["[]", /not a JSON object/],
    [JSON.stringify({ tool_name: "Edit" }), /no tool_input/],
    [JSON.stringify({ tool_name: "Edit", tool_input: { old_string: "a" } }), /has no file_path/],
    [JSON.stringify({ tool_name: "NotebookEdit", tool_input: { file_path: "/x" } }), /has no notebook_path/],
    [JSON.stringify({ tool_name: "Write", tool_input: { file_path: 7 } }), /has no file_path/],
  ])("while frozen, malformed input %j is answered with ask and the reason", (input, reason) => {
    const { sb, src } = setup();
    run(sb, "hook-freeze", ["set", src]);
    const out = hook(sb, input);
    expect(out.permissionDecision).toBe("ask");
    expect(out.hookSpecificOutput.permissionDecision).toBe("ask");
    expect(out.message).toMatch(reason);
    expect(out.message).toContain(src);
  });

  it.each([
    [["set", "missing"], 1, /DIR: an existing directory/],
    [["set", "file.txt"], 1, /DIR: a directory, not a file/],
    [["set"], 2, /set takes one DIR argument/],
    [["set", "a", "b"], 2, /set takes one DIR argument/],
    [["show", "x"], 2, /show takes no argument/],
    [["frob"], 2, /unknown subcommand "frob"/],
    [["--json"], 2, /--json and --session are for set/],
  ])("rejects %j with exit %i, one line, nothing written", (args, code, msg) => {
    const { sb } = setup();
    writeFileSync(join(sb.work, "file.txt"), "x");
    const r = run(sb, "hook-freeze", args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(join(sb.root, "projects"))).toBe(false);
  });
});

describe("gstack-hook-freeze: one boundary per project and session", () => {
  /** Two repositories with their own slugs (no GSTACK_PROJECT_SLUG), one session. */
  function twoRepos() {
    const sb = sandbox({ CLAUDE_CODE_SESSION_ID: "s-a" });
    delete sb.env.GSTACK_PROJECT_SLUG;
    const a = join(sb.work, "app");
    const b = join(sb.work, "lib");
    gitRepo(a, "main", "https://github.com/acme/app.git");
    gitRepo(b, "main", "https://github.com/acme/lib.git");
    mkdirSync(join(a, "src"));
    return { sb, a, b };
  }

  it("/freeze in one repository does not apply in another", () => {
    const { sb, a, b } = twoRepos();
    expect(run(sb, "hook-freeze", ["set", "src"], { cwd: a }).status).toBe(0);
    expect(hook(sb, edit(join(a, "README.md"), "Edit", a), a).permissionDecision).toBe("deny");
    expect(hook(sb, edit(join(b, "README.md"), "Edit", b), b)).toEqual({});
    expect(run(sb, "hook-freeze", ["show"], { cwd: b }).stdout).toBe("none\n");
    expect(run(sb, "hook-freeze", ["check", "README.md"], { cwd: b }).status).toBe(0);
    expect(existsSync(join(sb.root, "projects", "acme-app", "freeze", "s-a.txt"))).toBe(true);
  });

  it("nor in another session of the same repository; the hook takes the session from the call", () => {
    const { sb, a } = twoRepos();
    run(sb, "hook-freeze", ["set", "src"], { cwd: a });
    const outside = { ...edit(join(a, "README.md"), "Edit", a) };
    expect(hook(sb, { ...outside, session_id: "s-a" }, a).permissionDecision).toBe("deny");
    // The hook's own environment may say otherwise: the call's session_id wins.
    expect(
      run(sb, "hook-freeze", [], {
        cwd: a,
        input: JSON.stringify({ ...outside, session_id: "s-b" }),
        env: { CLAUDE_CODE_SESSION_ID: "s-a" },
      }).stdout,
    ).toBe("{}\n");
    expect(run(sb, "hook-freeze", ["show"], { cwd: a, env: { CLAUDE_CODE_SESSION_ID: "s-b" } }).stdout).toBe("none\n");
    expect(
      run(sb, "hook-freeze", ["show", "--session", "s-a"], { cwd: a, env: { CLAUDE_CODE_SESSION_ID: "s-b" } }).stdout,
    ).toBe(`${join(a, "src")}/\n`);
    // /unfreeze in the other session leaves this one's boundary alone.
    run(sb, "hook-freeze", ["clear"], { cwd: a, env: { CLAUDE_CODE_SESSION_ID: "s-b" } });
    expect(hook(sb, { ...outside, session_id: "s-a" }, a).permissionDecision).toBe("deny");
  });

  it("session variables apply in order: GSTACK_SESSION_ID, CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID; an unsafe one is rejected", () => {
    const { sb, a } = twoRepos();
    delete sb.env.CLAUDE_CODE_SESSION_ID;
    run(sb, "hook-freeze", ["set", "src"], { cwd: a, env: { CLAUDE_SESSION_ID: "old" } });
    expect(existsSync(join(sb.root, "projects", "acme-app", "freeze", "old.txt"))).toBe(true);
    run(sb, "hook-freeze", ["set", "src"], {
      cwd: a,
      env: { CLAUDE_SESSION_ID: "old", CLAUDE_CODE_SESSION_ID: "new" },
    });
    expect(existsSync(join(sb.root, "projects", "acme-app", "freeze", "new.txt"))).toBe(true);
    run(sb, "hook-freeze", ["set", "src"], {
      cwd: a,
      env: { CLAUDE_CODE_SESSION_ID: "new", GSTACK_SESSION_ID: "mine" },
    });
    expect(existsSync(join(sb.root, "projects", "acme-app", "freeze", "mine.txt"))).toBe(true);
    const bad = run(sb, "hook-freeze", ["set", "src"], { cwd: a, env: { CLAUDE_CODE_SESSION_ID: "../x" } });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^gstack-hook-freeze: CLAUDE_CODE_SESSION_ID: 1-64 characters/);
  });
});
