import {
  stateRoot,
  planRoot,
  tmpRoot
} from "./main-1rg1xwq1.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";

// lib/cli/shell.ts
function shellQuote(value) {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

// lib/cli/commands/paths.ts
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
var paths_default = {
  help: `usage: gstack-paths [--json]

Prints shell-quoted lines for eval "$(gstack-paths)":
  GSTACK_STATE_ROOT=<state root>
  PLAN_ROOT=<where plan files go>
  TMP_ROOT=<scratch folder, created when possible>
State root: GSTACK_STATE_ROOT, else GSTACK_HOME, else GSTACK_STATE_DIR, else CLAUDE_PLUGIN_DATA
  when CLAUDE_PLUGIN_ROOT names gstack, else $HOME/.gstack, else .gstack.
Plan root: GSTACK_PLAN_DIR, else CLAUDE_PLANS_DIR, else $HOME/.claude/plans, else .claude/plans.
Tmp root: TMPDIR, else TMP, else .gstack/tmp, without a trailing slash.
Exit: 0 ok, 2 usage.`,
  run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const out = { GSTACK_STATE_ROOT: stateRoot(io.env), PLAN_ROOT: planRoot(io.env), TMP_ROOT: tmpRoot(io.env) };
    try {
      mkdirSync(resolve(io.cwd, out.TMP_ROOT), { recursive: true, mode: 448 });
    } catch {}
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
