// The one state-root resolver used by every tool and mirrored by the generated bash.
import { join } from "node:path";
import { homedir } from "node:os";

/** Variables checked in order; the first non-empty one wins. */
export const ROOT_VARS = ["GSTACK_STATE_ROOT", "GSTACK_HOME", "GSTACK_STATE_DIR"] as const;

export function stateRoot(env: NodeJS.ProcessEnv = process.env): string {
  for (const name of ROOT_VARS) {
    const v = env[name];
    if (v) return v;
  }
  return join(env.HOME || homedir(), ".gstack");
}
