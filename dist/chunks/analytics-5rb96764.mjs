import"./main-86fag38g.mjs";
import"./main-m975rn9g.mjs";
import"./main-ff8p3bcj.mjs";
import"./main-f02q6nq9.mjs";
import {
  compactSkillUsage2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-2qrnr0wv.mjs";
import {
  StatePaths
} from "./main-1295z741.mjs";
import {
  jsonLine
} from "./main-zynbb7z2.mjs";
import {
  parseArgs,
  bool2
} from "./main-48ntfwvz.mjs";
import {
  usage
} from "./main-fr91hn8m.mjs";

// lib/cli/commands/analytics.ts
var analytics_default = {
  help: `usage: gstack-analytics [24h|7d|14d|30d|all] [--json] [--compact]

A text dashboard of local skill usage from analytics/skill-usage.jsonl (default: last 7 days):
runs per skill with a bar and average duration, success rate, errors, total time.
  --json      the same figures as one JSON object
  --compact   first drop runs older than retention_days (config) and cap the file size
Exit: 0 ok, 1 rejected window, 2 usage.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean", compact: "boolean" });
    if (p.positionals.length > 1)
      throw usage(`takes at most one window argument (see --help)`);
    const window = parseWindow2(p.positionals[0]);
    const paths = new StatePaths(io.env, io.cwd);
    if (bool2(p, "compact"))
      await compactSkillUsage2(paths);
    const report = usageReport2(paths, window);
    io.out(bool2(p, "json") ? jsonLine(report) : formatUsageReport2(report));
    return 0;
  }
};
export {
  analytics_default as default
};
