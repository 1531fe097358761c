import {
  INSTALLATION_ID2,
  skillUsageRecord2,
  appendSkillUsage2,
  compactSkillUsage2,
  settlePending2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-nk60q83v.mjs";
import"./main-0a9a53y6.mjs";
import {
  telemetryEnabled2
} from "./main-7nmnkb45.mjs";
import"./main-ggz9ejpf.mjs";
import"./main-2k9f78th.mjs";
import"./main-0fqepv0r.mjs";
import"./main-bvzd1swg.mjs";
import"./main-80erzbzw.mjs";
import"./main-r2cvhzy0.mjs";
import"./main-vv6qav1a.mjs";
import"./main-5j3vacpc.mjs";
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
