import {
  stateRoot,
  planRoot,
  tmpRoot
} from "./main-g1xt6jd4.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/shell.ts
function shellQuote(value) {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

// lib/cli/commands/paths.ts
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
var paths_default = defineCommand({
  name: "paths",
  about: `Prints shell-quoted lines for eval "$(gstack-paths)":
  GSTACK_STATE_ROOT=<state root>
  PLAN_ROOT=<where plan files go>
  TMP_ROOT=<scratch folder, created when possible>
State root: GSTACK_STATE_ROOT, else GSTACK_HOME, else GSTACK_STATE_DIR, else CLAUDE_PLUGIN_DATA
  when CLAUDE_PLUGIN_ROOT names gstack, else $HOME/.gstack, else .gstack.
Plan root: GSTACK_PLAN_DIR, else CLAUDE_PLANS_DIR, else $HOME/.claude/plans, else .claude/plans.
Tmp root: TMPDIR, else TMP, else .gstack/tmp, without a trailing slash.`,
  flags: { json: { type: "boolean", about: "the three as one JSON object" } },
  exit: "0 ok, 2 usage."
}, (io, p) => {
  const out = { GSTACK_STATE_ROOT: stateRoot(io.env), PLAN_ROOT: planRoot(io.env), TMP_ROOT: tmpRoot(io.env) };
  try {
    mkdirSync(resolve(io.cwd, out.TMP_ROOT), { recursive: true, mode: 448 });
  } catch {}
  if (p.flags.json)
    io.out(jsonLine(out));
  else
    io.out(Object.entries(out).map(([k, v]) => `${k}=${shellQuote(v)}
`).join(""));
});
export {
  paths_default as default
};
