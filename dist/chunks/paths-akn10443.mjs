import {
  StatePaths
} from "./main-a66ztmgc.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-4vp991gq.mjs";

// lib/cli/shell.ts
function shellQuote(value) {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

// lib/cli/commands/paths.ts
import { join } from "node:path";
var paths_default = {
  help: `usage: gstack-paths [--json]

Prints shell-quoted lines for eval:
  GSTACK_STATE_ROOT=<state root>
  PLAN_ROOT=<projects/<slug>, where plans and artifacts go>
  TMP_ROOT=<state root>/tmp
Root: GSTACK_STATE_ROOT, else GSTACK_HOME, else GSTACK_STATE_DIR, else $HOME/.gstack.
Exit: 0 ok, 1 unsafe GSTACK_PROJECT_SLUG, 2 usage.`,
  run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const paths = new StatePaths(io.env, io.cwd);
    const out = { GSTACK_STATE_ROOT: paths.root, PLAN_ROOT: paths.projectDir, TMP_ROOT: join(paths.root, "tmp") };
    if (bool2(p, "json"))
      io.out(jsonLine(out));
    else
      io.out(Object.entries(out).map(([k, v]) => `${k}=${shellQuote(v)}
`).join(""));
  }
};
export {
  paths_default as default
};
