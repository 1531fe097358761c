import {
  telemetryEnabled2,
  skillUsageRecord2,
  appendSkillUsage2,
  compactSkillUsage2,
  settlePending2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-2qrnr0wv.mjs";
import"./main-f02q6nq9.mjs";
import"./main-ff8p3bcj.mjs";
import"./main-m975rn9g.mjs";
import"./main-86fag38g.mjs";
export {
  appendSkillUsage2 as appendSkillUsage,
  compactSkillUsage2 as compactSkillUsage,
  formatUsageReport2 as formatUsageReport,
  parseWindow2 as parseWindow,
  settlePending2 as settlePending,
  skillUsageRecord2 as skillUsageRecord,
  telemetryEnabled2 as telemetryEnabled,
  usageReport2 as usageReport
};
