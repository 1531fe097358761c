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
} from "./main-fze1rcv4.mjs";
import"./main-nv982m3d.mjs";
import"./main-7sm2mtrp.mjs";
import"./main-8wc8d24a.mjs";
import"./main-818ycwpf.mjs";
import"./main-ysz1xvy2.mjs";
import"./main-d58zdv6h.mjs";
import"./main-17m3fdxr.mjs";
import"./main-satfqxh5.mjs";
import"./main-bjhxdhw3.mjs";
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
