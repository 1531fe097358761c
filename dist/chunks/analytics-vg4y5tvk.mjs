import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-j8hd23f1.mjs";
import"./main-0nj62708.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import"./main-b7m4k72b.mjs";
import"./main-ankm78w0.mjs";
import"./main-nv982m3d.mjs";
import {
  compactSkillUsage2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-77tdbvfk.mjs";
import"./main-98xawz64.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";
import {
  usage
} from "./main-4q1q6370.mjs";

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
