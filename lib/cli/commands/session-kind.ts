import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { usage } from "../errors.ts";
import { jsonLine } from "../output.ts";

export type SessionKind = "spawned" | "headless" | "interactive";

const set = (env: NodeJS.ProcessEnv, name: string) => Boolean(env[name]);

/**
 * gstack's rules, in order. Only a positive signal yields headless: wrongly blocking a present
 * human costs more than a stray prose question in an unattended run.
 */
export function sessionKind(env: NodeJS.ProcessEnv): { kind: SessionKind; reason: string } {
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"]) if (set(env, v)) return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS")) return { kind: "headless", reason: "GSTACK_HEADLESS" };
  for (const v of ["CONDUCTOR_WORKSPACE_PATH", "CONDUCTOR_PORT", "GSTACK_INTERACTIVE"]) if (set(env, v)) return { kind: "interactive", reason: v };
  if (set(env, "CODEX_THREAD_ID") && set(env, "INSTANT_APP_ID")) return { kind: "interactive", reason: "CODEX_THREAD_ID+INSTANT_APP_ID" };
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
  if (env.GSTACK_INTERACTIVE === "1") return { kind: "interactive", reason: "GSTACK_INTERACTIVE=1" };
  return { kind: "headless", reason: "default" };
}

export default {
  help: `usage: gstack-session-kind [--history] [--json]

Prints spawned, headless or interactive, from the environment (first match wins):
  spawned      OPENCLAW_SESSION or GSTACK_SPAWNED_SESSION set (an orchestrator runs the skill)
  headless     GSTACK_HEADLESS set
  interactive  CONDUCTOR_WORKSPACE_PATH, CONDUCTOR_PORT or GSTACK_INTERACTIVE set, or
               CODEX_THREAD_ID with INSTANT_APP_ID, or CLAUDE_CODE_ENTRYPOINT=cli
  headless     CI or GITHUB_ACTIONS set
  interactive  otherwise (no positive sign that nobody is there)
--history  stricter answer for showing private history: headless in CI, interactive only with
           GSTACK_INTERACTIVE=1, headless otherwise
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
