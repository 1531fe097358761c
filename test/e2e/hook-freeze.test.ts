import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, sandbox, type Sandbox } from "../helpers/state.ts";

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

const edit = (path: string, tool = "Edit", cwd?: string) => ({ tool_name: tool, tool_input: tool === "NotebookEdit" ? { notebook_path: path } : { file_path: path, old_string: "a", new_string: "b" }, ...(cwd ? { cwd } : {}) });

describe("gstack-hook-freeze", () => {
  it("allows everything while nothing is frozen, even unreadable input", () => {
    const { sb } = setup();
    expect(hook(sb, edit("/etc/passwd"))).toEqual({});
    expect(hook(sb, "garbage")).toEqual({});
  });

  it("set / show / clear round-trip through <state root>/freeze-dir.txt", () => {
    const { sb, src } = setup();
    expect(run(sb, "hook-freeze", ["show"]).stdout).toBe("none\n");
    const r = run(sb, "hook-freeze", ["set", "src/lib/.."]);
    expect(r).toMatchObject({ status: 0, stdout: `Edits are frozen to ${src}/\n` });
    expect(readFileSync(join(sb.root, "freeze-dir.txt"), "utf8")).toBe(`${src}/\n`);
    expect(JSON.parse(run(sb, "hook-freeze", ["show", "--json"]).stdout)).toEqual({ boundary: src });
    expect(run(sb, "hook-freeze", ["clear"]).stdout).toBe(`Unfrozen: edits allowed everywhere (was ${src}/)\n`);
    expect(existsSync(join(sb.root, "freeze-dir.txt"))).toBe(false);
    expect(run(sb, "hook-freeze", ["clear"])).toMatchObject({ status: 0, stdout: "Nothing was frozen\n" });
  });

  it("denies Edit, Write, MultiEdit and NotebookEdit outside the boundary, allows inside", () => {
    const { sb, src } = setup();
    run(sb, "hook-freeze", ["set", src]);
    for (const tool of ["Edit", "Write", "MultiEdit", "NotebookEdit"]) {
      expect(hook(sb, edit(join(src, "lib", "a.ts"), tool))).toEqual({});
      const out = hook(sb, edit(join(sb.work, "other", "a.ts"), tool));
      expect(out.permissionDecision).toBe("deny");
      expect(out.hookSpecificOutput).toEqual({ hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: out.message });
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
    expect(JSON.parse(run(sb, "hook-freeze", ["check", "src/x", "--json"]).stdout)).toEqual({ path: join(src, "x"), boundary: src, allowed: true });
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
    [["--json"], 2, /--json is for set/],
  ])("rejects %j with exit %i, one line, nothing written", (args, code, msg) => {
    const { sb } = setup();
    writeFileSync(join(sb.work, "file.txt"), "x");
    const r = run(sb, "hook-freeze", args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(join(sb.root, "freeze-dir.txt"))).toBe(false);
  });
});
