import {
  telemetryEnabled2,
  skillUsageRecord2,
  appendSkillUsage2,
  compactSkillUsage2,
  settlePending2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-kahd3k0p.mjs";
import"./main-wc04meqj.mjs";
import"./main-h0g870py.mjs";
import"./main-g6r0v6w4.mjs";
import"./main-d58zdv6h.mjs";
import"./main-bsh12xr5.mjs";
import"./main-2pg58kvm.mjs";
import"./main-zzwk0d87.mjs";
import"./main-y6v3f0dz.mjs";
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
