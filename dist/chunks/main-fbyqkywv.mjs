// lib/state/session-kind.ts
var set = (env, name) => Boolean(env[name]);
function claudeUnattended(env) {
  if (env.CLAUDE_CODE_SESSION_ATTENDED === "0")
    return "CLAUDE_CODE_SESSION_ATTENDED=0";
  const ep = env.CLAUDE_CODE_ENTRYPOINT;
  if (ep?.startsWith("sdk-"))
    return `CLAUDE_CODE_ENTRYPOINT=${ep}`;
  return;
}
function sessionKind(env) {
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"])
    if (set(env, v))
      return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS"))
    return { kind: "headless", reason: "GSTACK_HEADLESS" };
  if (set(env, "GSTACK_INTERACTIVE"))
    return { kind: "interactive", reason: "GSTACK_INTERACTIVE" };
  if (env.CLAUDE_CODE_SESSION_ATTENDED === "0")
    return { kind: "headless", reason: "CLAUDE_CODE_SESSION_ATTENDED=0" };
  for (const v of ["CONDUCTOR_WORKSPACE_PATH", "CONDUCTOR_PORT"])
    if (set(env, v))
      return { kind: "interactive", reason: v };
  if (set(env, "CODEX_THREAD_ID") && set(env, "INSTANT_APP_ID"))
    return { kind: "interactive", reason: "CODEX_THREAD_ID+INSTANT_APP_ID" };
  const unattended = claudeUnattended(env);
  if (unattended)
    return { kind: "headless", reason: unattended };
  if (env.CLAUDE_CODE_ENTRYPOINT === "cli")
    return { kind: "interactive", reason: "CLAUDE_CODE_ENTRYPOINT=cli" };
  for (const v of ["CI", "GITHUB_ACTIONS"])
    if (set(env, v))
      return { kind: "headless", reason: v };
  return { kind: "interactive", reason: "default" };
}
function historyKind(env) {
  for (const v of ["OPENCLAW_SESSION", "GSTACK_SPAWNED_SESSION"])
    if (set(env, v))
      return { kind: "spawned", reason: v };
  if (set(env, "GSTACK_HEADLESS"))
    return { kind: "headless", reason: "GSTACK_HEADLESS" };
  for (const v of ["CI", "GITHUB_ACTIONS"])
    if (set(env, v))
      return { kind: "headless", reason: v };
  const unattended = claudeUnattended(env);
  if (unattended)
    return { kind: "headless", reason: unattended };
  if (env.GSTACK_INTERACTIVE === "1")
    return { kind: "interactive", reason: "GSTACK_INTERACTIVE=1" };
  return { kind: "headless", reason: "default" };
}

export { sessionKind, historyKind };
