import {
  INSTALLATION_ID2,
  skillUsageRecord2,
  appendSkillUsage2,
  compactSkillUsage2,
  settlePending2,
  usageReport2,
  formatUsageReport2,
  parseWindow2
} from "./main-wk689c09.mjs";
import"./main-emfab8n4.mjs";
import {
  telemetryEnabled2
} from "./main-7nmnkb45.mjs";
import"./main-23agv24a.mjs";
import"./main-h40yfvv5.mjs";
import"./main-0g32szj4.mjs";
import"./main-j21phvq0.mjs";
import"./main-dcfvwra1.mjs";
import"./main-svw52f41.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-zqr478f7.mjs";
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
