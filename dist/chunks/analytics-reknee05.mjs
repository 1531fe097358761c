import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-rhf6bxff.mjs";
import"./main-5649ykyf.mjs";
import"./main-k6ny11s1.mjs";
import"./main-f7q2wh4f.mjs";
import"./main-820x1fq2.mjs";
import"./main-tzz92tjh.mjs";
import"./main-jywq1s53.mjs";
import {
  compactSkillUsage2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-qzr0a8bx.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/analytics.ts
var analytics_default = defineCommand({
  name: "analytics",
  about: `A text dashboard of local skill usage from analytics/skill-usage.jsonl: runs per skill with a
bar and average duration, success rate, errors, total time. WINDOW is 24h, 7d (the default),
14d, 30d or all.`,
  args: [{ name: "WINDOW", optional: true }],
  flags: {
    json: { type: "boolean", about: "the same figures as one JSON object" },
    compact: { type: "boolean", about: "first drop runs older than retention_days (config) and cap the file size" }
  },
  exit: "0 ok, 1 rejected window, 2 usage."
}, async (io, p) => {
  const window = parseWindow2(p.args[0]);
  const paths = new StatePaths(io.env, io.cwd);
  if (p.flags.compact)
    await compactSkillUsage2(paths);
  const report = await usageReport2(paths, window);
  io.out(p.flags.json ? jsonLine(report) : formatUsageReport2(report));
  return 0;
});
export {
  analytics_default as default
};
