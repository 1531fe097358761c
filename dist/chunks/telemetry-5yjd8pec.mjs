import {
  telemetryEnabled2,
  INSTALLATION_ID2,
  skillUsageRecord2,
  appendSkillUsage2,
  compactSkillUsage2,
  settlePending2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-6a02pqpn.mjs";
import"./main-0pxrqp8g.mjs";
import"./main-7ddn7bc5.mjs";
import"./main-h40yfvv5.mjs";
import"./main-1a5pwhxr.mjs";
import"./main-wex1c43s.mjs";
import"./main-d58zdv6h.mjs";
import"./main-p840jxjg.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-kdv5df3s.mjs";
import"./main-n47eayej.mjs";
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
