import {
  INSTALLATION_ID2,
  skillUsageRecord2,
  appendSkillUsage2,
  compactSkillUsage2,
  settlePending2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-qzr0a8bx.mjs";
import"./main-jywq1s53.mjs";
import {
  telemetryEnabled2
} from "./main-7nmnkb45.mjs";
import"./main-tzz92tjh.mjs";
import"./main-820x1fq2.mjs";
import"./main-5649ykyf.mjs";
import"./main-rhf6bxff.mjs";
import"./main-f7q2wh4f.mjs";
import"./main-k6ny11s1.mjs";
export {
  INSTALLATION_ID2 as INSTALLATION_ID,
  appendSkillUsage2 as appendSkillUsage,
  compactSkillUsage2 as compactSkillUsage,
  formatUsageReport2 as formatUsageReport,
  parseWindow2 as parseWindow,
  settlePending2 as settlePending,
  skillUsageRecord2 as skillUsageRecord,
  telemetryEnabled2 as telemetryEnabled,
  usageReport2 as usageReport
};
