import {
  StatePaths
} from "./main-v5y29qg5.mjs";
import"./main-5j3vacpc.mjs";
import"./main-vv6qav1a.mjs";
import"./main-80erzbzw.mjs";
import"./main-r2cvhzy0.mjs";
import"./main-0fqepv0r.mjs";
import"./main-2k9f78th.mjs";
import"./main-ggz9ejpf.mjs";
import"./main-0a9a53y6.mjs";
import {
  compactSkillUsage2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-nk60q83v.mjs";
import"./main-bvzd1swg.mjs";
import {
  defineCommand
} from "./main-ktxaxfyn.mjs";
import {
  jsonLine
} from "./main-40w2c4r1.mjs";

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
