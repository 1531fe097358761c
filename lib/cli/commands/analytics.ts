import { defineCommand } from "../command.ts";
import { StatePaths } from "../../state/paths.ts";
import { compactSkillUsage, formatUsageReport, parseWindow, usageReport } from "../../records/telemetry.ts";
import { jsonLine } from "../output.ts";

export default defineCommand(
  {
    name: "analytics",
    about: `A text dashboard of local skill usage from analytics/skill-usage.jsonl: runs per skill with a
bar and average duration, success rate, errors, total time. WINDOW is 24h, 7d (the default),
14d, 30d or all.`,
    args: [{ name: "WINDOW", optional: true }],
    flags: {
      json: { type: "boolean", about: "the same figures as one JSON object" },
      compact: { type: "boolean", about: "first drop runs older than retention_days (config) and cap the file size" },
    },
    exit: "0 ok, 1 rejected window, 2 usage.",
  },
  async (io, p) => {
    const window = parseWindow(p.args[0]);
    const paths = new StatePaths(io.env, io.cwd);
    if (p.flags.compact) await compactSkillUsage(paths);
    const report = await usageReport(paths, window);
    io.out(p.flags.json ? jsonLine(report) : formatUsageReport(report));
    return 0;
  },
);
