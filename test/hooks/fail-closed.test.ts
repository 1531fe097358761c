// The careful and freeze PreToolUse hooks fail closed: the command in the generated frontmatter
// (the one Claude Code runs) answers `ask` with a one-line reason and exits 0 whenever the kit's
// hook cannot give a decision: not installed, Bun missing (no node_modules, not on PATH,
// GSTACK_BUN pointing nowhere), a hook that crashes, or one that gives no answer within its deadline
// (GSTACK_HOOK_DEADLINE seconds, default 8, under the client's 10 s timeout). Claude Code ignores a hook that exits
// non-zero without a decision and lets the tool call through, so this is what keeps the guard on.
import { describe, expect, it } from "vitest";
import { chmodSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import YAML from "yaml";
import { KIT, sandbox, syncResult, type Sandbox } from "../helpers/state.ts";

/** The hook command exactly as the generated SKILL.md declares it. */
function hookCommand(skill: "careful" | "freeze"): string {
  const text = readFileSync(join(KIT, "skills", skill, "SKILL.md"), "utf8");
  const fm = YAML.parse(text.split(/^---$/m)[1]!) as { hooks: { PreToolUse: { hooks: { command: string }[] }[] } };
  return fm.hooks.PreToolUse[0]!.hooks[0]!.command;
}

/** PATH with the usual system folders and node, without any folder holding bun. */
function pathWithoutBun(): string {
  return [...new Set(["/usr/local/bin", "/usr/bin", "/bin", dirname(process.execPath)])]
    .filter((d) => spawnSync("test", ["-x", join(d, "bun")]).status !== 0)
    .join(":");
}

const payload = (tool: string, input: Record<string, unknown>) =>
  JSON.stringify({ session_id: "s1", cwd: "/tmp", hook_event_name: "PreToolUse", tool_name: tool, tool_input: input });

function runHook(sb: Sandbox, command: string, input: string, shell = "sh", env: NodeJS.ProcessEnv = {}) {
  const r = syncResult(
    spawnSync(shell, ["-c", command], {
      cwd: sb.work,
      input,
      encoding: "utf8",
      env: { ...sb.env, CLAUDE_PROJECT_DIR: join(sb.work, "project"), ...env },
    }),
  );
  return { ...r, json: r.stdout.trim() ? JSON.parse(r.stdout) : undefined };
}

/** Installs `kit` as ~/.claude/skills/gstack. */
function install(sb: Sandbox, kit: string): void {
  mkdirSync(join(sb.home, ".claude", "skills"), { recursive: true });
  symlinkSync(kit, join(sb.home, ".claude", "skills", "gstack"));
}

/** A copy of the kit's bin/ and lib/ without node_modules: a clone where npm install never ran. */
function kitWithoutBun(sb: Sandbox): string {
  const copy = join(sb.work, "kit-copy");
  for (const d of ["bin", "lib"]) cpSync(join(KIT, d), join(copy, d), { recursive: true });
  cpSync(join(KIT, "package.json"), join(copy, "package.json"));
  return copy;
}

const ASK = { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "ask" } };

describe.each([
  ["careful", payload("Bash", { command: "rm -rf src" })],
  ["freeze", payload("Write", { file_path: "/etc/passwd", content: "x" })],
] as const)("the %s frontmatter hook fails closed", (skill, call) => {
  const command = hookCommand(skill);

  it.each(["sh", "bash"])(
    "Bun unavailable (no node_modules, not on PATH, GSTACK_BUN nowhere), under %s: ask, exit 0",
    (shell) => {
      const sb = sandbox();
      install(sb, kitWithoutBun(sb));
      const r = runHook(sb, command, call, shell, { PATH: pathWithoutBun(), GSTACK_BUN: "/nonexistent/bun" });
      expect(r.status).toBe(0);
      expect(r.json).toMatchObject(ASK);
      const reason = r.json.hookSpecificOutput.permissionDecisionReason as string;
      expect(reason).toMatch(
        new RegExp(`^\\[${skill}\\] gstack-hook-${skill} could not run \\(exit 127, no decision; is Bun installed\\?`),
      );
      expect(reason).not.toMatch(/\n/);
      expect(r.stdout.trim().split("\n")).toHaveLength(1);
    },
  );

  it("kit not installed anywhere: ask, naming gstack-install", () => {
    const sb = sandbox();
    const r = runHook(sb, command, call);
    expect(r.status).toBe(0);
    expect(r.json).toMatchObject(ASK);
    expect(r.json.hookSpecificOutput.permissionDecisionReason).toMatch(/is not installed \(run gstack-install\)/);
  });

  it("a hook that crashes, or prints a decision but exits non-zero, or prints nothing: ask", () => {
    for (const body of [
      "echo boom >&2; exit 1",
      'echo \'{"hookSpecificOutput":{"permissionDecision":"allow"}}\'; exit 3',
      "exit 0",
      "echo not json",
    ]) {
      const sb = sandbox();
      const kit = join(sb.work, "fake-kit");
      mkdirSync(join(kit, "bin"), { recursive: true });
      writeFileSync(join(kit, "bin", `gstack-hook-${skill}`), `#!/bin/sh\ncat >/dev/null\n${body}\n`);
      chmodSync(join(kit, "bin", `gstack-hook-${skill}`), 0o755);
      install(sb, kit);
      const r = runHook(sb, command, call);
      expect(r.status, body).toBe(0);
      expect(r.json, body).toMatchObject(ASK);
      expect(r.json.hookSpecificOutput.permissionDecisionReason, body).toMatch(/could not run \(exit \d+, no decision/);
    }
  });

  it("a hook that hangs, or leaves a child holding its output, is answered ask at the deadline", () => {
    for (const body of ["cat >/dev/null; exec sleep 30", "cat >/dev/null; sleep 30; echo '{}'"]) {
      const sb = sandbox();
      const kit = join(sb.work, "fake-kit");
      mkdirSync(join(kit, "bin"), { recursive: true });
      writeFileSync(join(kit, "bin", `gstack-hook-${skill}`), `#!/bin/sh\n${body}\n`);
      chmodSync(join(kit, "bin", `gstack-hook-${skill}`), 0o755);
      install(sb, kit);
      for (const shell of ["sh", "bash"]) {
        // Claude Code cancels a hook at its 10 s timeout and lets the call through; the command's
        // own deadline (8 s, here 1 s) answers first. spawnSync's timeout only bounds the test.
        const r = spawnSync(shell, ["-c", command], {
          cwd: sb.work,
          input: call,
          encoding: "utf8",
          timeout: 5_000,
          env: { ...sb.env, CLAUDE_PROJECT_DIR: join(sb.work, "project"), GSTACK_HOOK_DEADLINE: "1" },
        });
        expect(r.signal, `${shell}: ${body}`).toBeNull();
        expect(r.status, body).toBe(0);
        const json = JSON.parse(r.stdout);
        expect(json, body).toMatchObject(ASK);
        expect(json.hookSpecificOutput.permissionDecisionReason).toMatch(/gave no answer within 1 s \(exit 137\)/);
        expect(r.stderr, body).toBe("");
      }
    }
  });

  it("the deadline passes the tool call on stdin and the decision through", () => {
    const sb = sandbox();
    const kit = join(sb.work, "fake-kit");
    mkdirSync(join(kit, "bin"), { recursive: true });
    // Echoes the tool call back inside a decision: proves stdin reached the hook whole.
    writeFileSync(join(kit, "bin", `gstack-hook-${skill}`), `#!/bin/sh\nprintf '{"seen":%s}\\n' "$(cat)"\n`);
    chmodSync(join(kit, "bin", `gstack-hook-${skill}`), 0o755);
    install(sb, kit);
    for (const shell of ["sh", "bash"]) {
      const r = runHook(sb, command, call, shell);
      expect(r.status).toBe(0);
      expect(r.json).toEqual({ seen: JSON.parse(call) });
    }
  });

  it("the working kit's own decision passes through unchanged", () => {
    const sb = sandbox();
    install(sb, KIT);
    if (skill === "freeze") {
      // The boundary of the call's project (its cwd) and session (its session_id).
      const set = syncResult(
        spawnSync(join(KIT, "bin", "gstack-hook-freeze"), ["set", sb.work, "--session", "s1"], {
          env: sb.env,
          cwd: "/tmp",
          encoding: "utf8",
        }),
      );
      expect(set.status, set.stderr).toBe(0);
    }
    const r = runHook(sb, command, call);
    expect(r.status).toBe(0);
    expect(r.json.hookSpecificOutput.permissionDecision).toBe(skill === "careful" ? "ask" : "deny");
    expect(r.json.hookSpecificOutput.permissionDecisionReason).not.toMatch(/could not run|not installed/);
    const safe = runHook(
      sb,
      command,
      skill === "careful"
        ? payload("Bash", { command: "ls" })
        : payload("Write", { file_path: join(sb.work, "a.txt"), content: "x" }),
    );
    expect(safe).toMatchObject({ status: 0, json: {} });
  });
});
