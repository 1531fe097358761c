import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";
import {
  usage
} from "./main-4q1q6370.mjs";

// lib/cli/commands/session-kind.ts
var set = (env, name) => Boolean(env[name]);
function claudeUnattended(env) {
  if (env.CLAUDE_CODE_SESSION_ATTENDED === "0")
    return "CLAUDE_CODE_SESSION_ATTENDED=0";
  const ep = env.CLAUDE_CODE_ENTRYPOINT;
  if (ep?.startsWith("sdk-"))
    return `CLAUDE_CODE_ENTRYPOINT=${ep}`;
  return;
}
function sessionKind2(env) {
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
function historyKind2(env) {
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
var session_kind_default = {
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
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const r = bool2(p, "history") ? historyKind2(io.env) : sessionKind2(io.env);
    io.out(bool2(p, "json") ? jsonLine(r) : `${r.kind}
`);
    return 0;
  }
};

export { sessionKind2, historyKind2, session_kind_default };
