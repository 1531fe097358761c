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
} from "./main-77tdbvfk.mjs";
import"./main-nv982m3d.mjs";
import"./main-ankm78w0.mjs";
import"./main-b7m4k72b.mjs";
import"./main-6406zc9r.mjs";
import"./main-98xawz64.mjs";
import"./main-d58zdv6h.mjs";
import"./main-0nj62708.mjs";
import"./main-j8hd23f1.mjs";
import"./main-jsv1y7qe.mjs";
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
