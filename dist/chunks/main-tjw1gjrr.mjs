import {
  rejected
} from "./main-r3mb620c.mjs";

// lib/state/root.ts
import { isAbsolute, join } from "node:path";
import { homedir } from "node:os";
var ROOT_VARS = ["GSTACK_STATE_ROOT", "GSTACK_HOME", "GSTACK_STATE_DIR"];
function stateRoot(env = process.env) {
  for (const name of ROOT_VARS) {
    const v = env[name];
    if (v) {
      if (!isAbsolute(v))
        throw rejected(name, `an absolute path is allowed${v.startsWith("~") ? " (~ is not expanded inside quotes: use $HOME)" : ""}`, v);
      return v;
    }
  }
  return join(env.HOME || homedir(), ".gstack");
}

export { stateRoot };
