// The one state-root resolver used by every tool and mirrored by the generated bash.
import { isAbsolute, join } from "node:path";
import { homedir } from "node:os";
import { rejected } from "../cli/errors.ts";

/** Variables checked in order; the first non-empty one wins. */
export const ROOT_VARS = ["GSTACK_STATE_ROOT", "GSTACK_HOME", "GSTACK_STATE_DIR"] as const;

export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  for (const name of ROOT_VARS) {
    const v = env[name];
    // A relative root would follow the working folder; "~/.gstack" (quoted, so never expanded)
    // would make a folder named "~" in it.
    if (v) {
      if (!isAbsolute(v)) throw rejected(name, `an absolute path is allowed${v.startsWith("~") ? " (~ is not expanded inside quotes: use $HOME)" : ""}`, v);
      return v;
    }
  }
  return join(env.HOME || homedir(), ".gstack");
}
