import {
  syncDir2,
  statusFile2,
  readStatus2,
  writeStatus2,
  syncWord2,
  claimAutoRun2
} from "./main-jg8eyjxg.mjs";
export {
  claimAutoRun2 as claimAutoRun,
  readStatus2 as readStatus,
  statusFile2 as statusFile,
  syncDir2 as syncDir,
  syncWord2 as syncWord,
  writeStatus2 as writeStatus
};
