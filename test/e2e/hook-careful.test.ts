import { describe, expect, it } from "vitest";
import { run, sandbox } from "../helpers/state.ts";

const call = (command: unknown, tool = "Bash") =>
  JSON.stringify({
    session_id: "s",
    cwd: "/tmp",
    hook_event_name: "PreToolUse",
    tool_name: tool,
    tool_input: { command },
  });

function hook(input: string) {
  const sb = sandbox();
  const r = run(sb, "hook-careful", [], { input });
  expect(r.status).toBe(0);
  expect(r.stdout.endsWith("\n")).toBe(true);
  expect(r.stdout.trim().split("\n")).toHaveLength(1);
  return JSON.parse(r.stdout);
}

describe("gstack-hook-careful (hook mode)", () => {
  it("answers {} for a safe command and for other tools", () => {
    expect(hook(call("rm -rf node_modules"))).toEqual({});
    expect(hook(call('echo "rm -rf /"'))).toEqual({});
    expect(hook(JSON.stringify({ tool_name: "Read", tool_input: { file_path: "/etc/passwd" } }))).toEqual({});
  });

  it("asks, in both gstack's and Claude Code's shape, for a destructive command", () => {
    const out = hook(call("cd repo && sudo git push --force origin main"));
    expect(out.permissionDecision).toBe("ask");
    expect(out.message).toMatch(/^\[careful\] git push --force/);
    expect(out.hookSpecificOutput).toEqual({
      hookEventName: "PreToolUse",
      permissionDecision: "ask",
      permissionDecisionReason: out.message,
    });
  });

  it("names every pattern found, once", () => {
    const out = hook(call("git reset --hard && rm -rf /srv && git reset --hard"));
    expect(out.message).toMatch(/git reset --hard discards/);
    expect(out.message).toMatch(/rm -r permanently deletes \/srv/);
    expect(out.message.match(/reset --hard discards/g)).toHaveLength(1);
  });

  it.each([
    ["", /no tool call on stdin/],
    ["not json", /not valid JSON/],
    ["[1,2]", /not a JSON object/],
    ["null", /not a JSON object/],
    ["{}", /no tool_name/],
    [JSON.stringify({ tool_name: "Bash" }), /no tool_input/],
    [JSON.stringify({ tool_name: "Bash", tool_input: [] }), /no tool_input/],
    [JSON.stringify({ tool_name: "Bash", tool_input: {} }), /no command string/],
    [call(42), /no command string/],
    [call("echo 'open"), /could not read the command \(unterminated single quote\)/],
  ])("malformed input %j is answered with ask and the reason", (input, reason) => {
    const out = hook(input);
    expect(out.permissionDecision).toBe("ask");
    expect(out.hookSpecificOutput.permissionDecision).toBe("ask");
    expect(out.message).toMatch(reason);
  });

  it("keeps control characters out of the message", () => {
    const out = hook(call("rm -rf '/srv/a\nb'"));
    expect(out.message).not.toMatch(/[\u0000-\u001f]/);
  });
});

describe("gstack-hook-careful check", () => {
  it("prints safe / ask with exit 0 / 1, and --json", () => {
    const sb = sandbox();
    expect(run(sb, "hook-careful", ["check", "ls -la"])).toMatchObject({ status: 0, stdout: "safe\n" });
    const r = run(sb, "hook-careful", ["check", "kubectl delete ns prod"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^ask: \[careful\] kubectl delete/);
    const j = JSON.parse(run(sb, "hook-careful", ["check", "git clean -fd", "--json"]).stdout);
    expect(j).toMatchObject({ decision: "ask", patterns: ["git-clean"] });
  });

  it.each([
    [["check"], /check takes one COMMAND/],
    [["check", "a", "b"], /check takes one COMMAND/],
    [["frob"], /unknown subcommand "frob"/],
    [["--json"], /--json is for check/],
    [["--bogus"], /unknown flag --bogus/],
  ])("usage error %j exits 2 with one line", (args, msg) => {
    const sb = sandbox();
    const r = run(sb, "hook-careful", args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
