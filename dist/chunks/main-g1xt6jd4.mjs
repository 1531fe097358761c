import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/state/root.ts
import { isAbsolute, join } from "node:path";
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
  if (env.CLAUDE_PLUGIN_DATA && /gstack/i.test(env.CLAUDE_PLUGIN_ROOT ?? ""))
    return env.CLAUDE_PLUGIN_DATA;
  return env.HOME ? join(env.HOME, ".gstack") : ".gstack";
}
function planRoot(env = process.env) {
  return env.GSTACK_PLAN_DIR || env.CLAUDE_PLANS_DIR || (env.HOME ? join(env.HOME, ".claude", "plans") : join(".claude", "plans"));
}
function tmpRoot(env = process.env) {
  const v = env.TMPDIR || env.TMP || join(".gstack", "tmp");
  return v.replace(/\/+$/, "") || "/";
}

export { stateRoot, planRoot, tmpRoot };
