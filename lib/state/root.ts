// The one state-root resolver used by every tool and mirrored by the generated bash.
import { isAbsolute, join } from "node:path";
import { rejected } from "../core/errors.ts";

/** Variables checked in order; the first non-empty one wins. */
export const ROOT_VARS = ["GSTACK_STATE_ROOT", "GSTACK_HOME", "GSTACK_STATE_DIR"] as const;

/**
 * gstack's chain, widened: our three variables, then CLAUDE_PLUGIN_DATA when CLAUDE_PLUGIN_ROOT
 * names gstack (another plugin's data folder can leak into the session), then $HOME/.gstack,
 * then .gstack when HOME is unset (containers). Every tool uses it, so they all agree.
 */
export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  for (const name of ROOT_VARS) {
    const v = env[name];
    // A relative root would follow the working folder; "~/.gstack" (quoted, so never expanded)
    // would make a folder named "~" in it.
    if (v) {
      if (!isAbsolute(v))
        throw rejected(
          name,
          `an absolute path is allowed${v.startsWith("~") ? " (~ is not expanded inside quotes: use $HOME)" : ""}`,
          v,
        );
      return v;
    }
  }
  if (env.CLAUDE_PLUGIN_DATA && /gstack/i.test(env.CLAUDE_PLUGIN_ROOT ?? "")) return env.CLAUDE_PLUGIN_DATA;
  return env.HOME ? join(env.HOME, ".gstack") : ".gstack";
}

/** Where plan files go: GSTACK_PLAN_DIR, else CLAUDE_PLANS_DIR, else $HOME/.claude/plans, else .claude/plans. */
export function planRoot(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.GSTACK_PLAN_DIR ||
    env.CLAUDE_PLANS_DIR ||
    (env.HOME ? join(env.HOME, ".claude", "plans") : join(".claude", "plans"))
  );
}

/** Scratch files: TMPDIR, else TMP, else .gstack/tmp; trailing slashes cut (mktemp templates), "/" kept. */
export function tmpRoot(env: NodeJS.ProcessEnv = process.env): string {
  const v = env.TMPDIR || env.TMP || join(".gstack", "tmp");
  return v.replace(/\/+$/, "") || "/";
}
