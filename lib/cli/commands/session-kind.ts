import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { usage } from "../errors.ts";
import { jsonLine } from "../output.ts";

export type SessionKind = "spawned" | "headless" | "interactive";

const set = (env: NodeJS.ProcessEnv, name: string) => Boolean(env[name]);

/**
 * Claude Code's own word on whether anyone attends: CLAUDE_CODE_SESSION_ATTENDED=0, or an SDK
 * entrypoint (`claude -p` sets CLAUDE_CODE_ENTRYPOINT=sdk-cli; the SDKs sdk-ts, sdk-py).
 * Both are set in the environment of its Bash tool and its hooks.
 */
function claudeUnattended(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CLAUDE_CODE_SESSION_ATTENDED === "0") return "CLAUDE_CODE_SESSION_ATTENDED=0";
  const ep = env.CLAUDE_CODE_ENTRYPOINT;
  if (ep?.startsWith("sdk-")) return `CLAUDE_CODE_ENTRYPOINT=${ep}`;
  return undefined;
}

/**
 * gstack's rules, in order, with Claude Code's attendance signals added. Only a positive signal
 * yields headless: wrongly blocking a present human costs more than a stray prose question in an
 * unattended run. The user's own GSTACK_* overrides come first; Claude Code saying nobody attends
 * beats inherited host markers (a `claude -p` run inside a Conductor workspace is still headless),
 * except that an SDK entrypoint alone does not overrule a host that has a human at a UI (Conductor
 * drives Claude Code through its SDK).
 */
export function sessionKind(env: NodeJS.ProcessEnv): { kind: SessionKind; reason: string } {
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"]) if (set(env, v)) return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS")) return { kind: "headless", reason: "GSTACK_HEADLESS" };
  if (set(env, "GSTACK_INTERACTIVE")) return { kind: "interactive", reason: "GSTACK_INTERACTIVE" };
  if (env.CLAUDE_CODE_SESSION_ATTENDED === "0") return { kind: "headless", reason: "CLAUDE_CODE_SESSION_ATTENDED=0" };
  for (const v of ["CONDUCTOR_WORKSPACE_PATH", "CONDUCTOR_PORT"]) if (set(env, v)) return { kind: "interactive", reason: v };
  if (set(env, "CODEX_THREAD_ID") && set(env, "INSTANT_APP_ID")) return { kind: "interactive", reason: "CODEX_THREAD_ID+INSTANT_APP_ID" };
  const unattended = claudeUnattended(env);
  if (unattended) return { kind: "headless", reason: unattended };
  if (env.CLAUDE_CODE_ENTRYPOINT === "cli") return { kind: "interactive", reason: "CLAUDE_CODE_ENTRYPOINT=cli" };
  for (const v of ["CI", "GITHUB_ACTIONS"]) if (set(env, v)) return { kind: "headless", reason: v };
  return { kind: "interactive", reason: "default" };
}

/**
 * --history: may private history be shown? Stricter: inherited host markers do not count, CI
 * always says no, and only GSTACK_INTERACTIVE=1 exactly says yes.
 */
export function historyKind(env: NodeJS.ProcessEnv): { kind: SessionKind; reason: string } {
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"]) if (set(env, v)) return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS")) return { kind: "headless", reason: "GSTACK_HEADLESS" };
  for (const v of ["CI", "GITHUB_ACTIONS"]) if (set(env, v)) return { kind: "headless", reason: v };
  const unattended = claudeUnattended(env);
  if (unattended) return { kind: "headless", reason: unattended };
  if (env.GSTACK_INTERACTIVE === "1") return { kind: "interactive", reason: "GSTACK_INTERACTIVE=1" };
  return { kind: "headless", reason: "default" };
}

export default {
  help: `usage: gstack-session-kind [--history] [--json]

Prints spawned, headless or interactive, from the environment (first match wins):
  spawned      OPENCLAW_SESSION or GSTACK_SPAWNED_SESSION set (an orchestrator runs the skill)
  headless     GSTACK_HEADLESS set
  interactive  GSTACK_INTERACTIVE set
  headless     CLAUDE_CODE_SESSION_ATTENDED=0 (Claude Code: nobody attends)
  interactive  CONDUCTOR_WORKSPACE_PATH or CONDUCTOR_PORT set, or CODEX_THREAD_ID with
               INSTANT_APP_ID
  headless     CLAUDE_CODE_ENTRYPOINT starting with sdk- (claude -p: sdk-cli; the SDKs)
  interactive  CLAUDE_CODE_ENTRYPOINT=cli
  headless     CI or GITHUB_ACTIONS set
  interactive  otherwise (no positive sign that nobody is there)
--history  stricter answer for showing private history: headless in CI or when Claude Code
           says nobody attends, interactive only with GSTACK_INTERACTIVE=1, headless otherwise
--json     {"kind", "reason"}
Exit: 0 ok, 2 usage.`,
  run(io) {
    const p = parseArgs(io.argv, { history: "boolean", json: "boolean" });
    if (p.positionals.length) throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const r = bool(p, "history") ? historyKind(io.env) : sessionKind(io.env);
    io.out(bool(p, "json") ? jsonLine(r) : `${r.kind}\n`);
    return 0;
  },
} satisfies Command;
