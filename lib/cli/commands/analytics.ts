import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { usage } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { compactSkillUsage, formatUsageReport, parseWindow, usageReport } from "../../records/telemetry.ts";
import { jsonLine } from "../output.ts";

export default {
  help: `usage: gstack-analytics [24h|7d|14d|30d|all] [--json] [--compact]

A text dashboard of local skill usage from analytics/skill-usage.jsonl (default: last 7 days):
runs per skill with a bar and average duration, success rate, errors, total time.
  --json      the same figures as one JSON object
  --compact   first drop runs older than retention_days (config) and cap the file size
Exit: 0 ok, 1 rejected window, 2 usage.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean", compact: "boolean" });
    if (p.positionals.length > 1) throw usage(`takes at most one window argument (see --help)`);
    const window = parseWindow(p.positionals[0]);
    const paths = new StatePaths(io.env, io.cwd);
    if (bool(p, "compact")) await compactSkillUsage(paths);
    const report = await usageReport(paths, window);
    io.out(bool(p, "json") ? jsonLine(report) : formatUsageReport(report));
    return 0;
  },
} satisfies Command;
