import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { StatePaths } from "../../state/paths.ts";
import { jsonLine } from "../output.ts";
import { shellQuote } from "../shell.ts";
import { join } from "node:path";

export default {
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
    if (bool(p, "json")) io.out(jsonLine(out));
    else io.out(Object.entries(out).map(([k, v]) => `${k}=${shellQuote(v)}\n`).join(""));
  },
} satisfies Command;
