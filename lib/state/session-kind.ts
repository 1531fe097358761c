// Who runs this session, from the environment alone: spawned, headless or interactive.

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
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"])
    if (set(env, v)) return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS")) return { kind: "headless", reason: "GSTACK_HEADLESS" };
  if (set(env, "GSTACK_INTERACTIVE")) return { kind: "interactive", reason: "GSTACK_INTERACTIVE" };
  if (env.CLAUDE_CODE_SESSION_ATTENDED === "0") return { kind: "headless", reason: "CLAUDE_CODE_SESSION_ATTENDED=0" };
  for (const v of ["CONDUCTOR_WORKSPACE_PATH", "CONDUCTOR_PORT"])
    if (set(env, v)) return { kind: "interactive", reason: v };
  if (set(env, "CODEX_THREAD_ID") && set(env, "INSTANT_APP_ID"))
    return { kind: "interactive", reason: "CODEX_THREAD_ID+INSTANT_APP_ID" };
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
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"])
    if (set(env, v)) return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS")) return { kind: "headless", reason: "GSTACK_HEADLESS" };
  for (const v of ["CI", "GITHUB_ACTIONS"]) if (set(env, v)) return { kind: "headless", reason: v };
  const unattended = claudeUnattended(env);
  if (unattended) return { kind: "headless", reason: unattended };
  if (env.GSTACK_INTERACTIVE === "1") return { kind: "interactive", reason: "GSTACK_INTERACTIVE=1" };
  return { kind: "headless", reason: "default" };
}
