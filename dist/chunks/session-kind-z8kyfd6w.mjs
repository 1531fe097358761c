import {
  sessionKind,
  historyKind
} from "./main-fbyqkywv.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/session-kind.ts
var session_kind_default = defineCommand({
  name: "session-kind",
  about: `Prints spawned, headless or interactive, from the environment (first match wins):
  spawned      OPENCLAW_SESSION or GSTACK_SPAWNED_SESSION set (an orchestrator runs the skill)
  headless     GSTACK_HEADLESS set
  interactive  GSTACK_INTERACTIVE set
  headless     CLAUDE_CODE_SESSION_ATTENDED=0 (Claude Code: nobody attends)
  interactive  CONDUCTOR_WORKSPACE_PATH or CONDUCTOR_PORT set, or CODEX_THREAD_ID with
               INSTANT_APP_ID
  headless     CLAUDE_CODE_ENTRYPOINT starting with sdk- (claude -p: sdk-cli; the SDKs)
  interactive  CLAUDE_CODE_ENTRYPOINT=cli
  headless     CI or GITHUB_ACTIONS set
  interactive  otherwise (no positive sign that nobody is there)`,
  flags: {
    history: {
      type: "boolean",
      about: `stricter answer for showing private history: headless in CI or when Claude Code
says nobody attends, interactive only with GSTACK_INTERACTIVE=1, headless otherwise`
    },
    json: { type: "boolean", about: `{"kind", "reason"}` }
  },
  exit: "0 ok, 2 usage."
}, (io, p) => {
  const r = p.flags.history ? historyKind(io.env) : sessionKind(io.env);
  io.out(p.flags.json ? jsonLine(r) : `${r.kind}
`);
  return 0;
});
export {
  session_kind_default as default
};
