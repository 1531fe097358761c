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
} from "./main-xbb1tj8x.mjs";
import"./main-nv982m3d.mjs";
import"./main-z3zhvydh.mjs";
import"./main-ecgwvx7e.mjs";
import"./main-bsh12xr5.mjs";
import"./main-ysz1xvy2.mjs";
import"./main-d58zdv6h.mjs";
import"./main-2pg58kvm.mjs";
import"./main-zzwk0d87.mjs";
import"./main-y6v3f0dz.mjs";
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
