import {
  SyncError2,
  readJson2,
  device2,
  readSettings2,
  writeSettings2,
  checkRemote2,
  takeLock2,
  projectMap2,
  projectIdFor2,
  mapProject2,
  PARTS2,
  chunks2,
  recover2,
  prefixOf2,
  runSync2
} from "./main-6x4za8mv.mjs";
import"./main-jg8eyjxg.mjs";
import"./main-z2fth8yw.mjs";
import"./main-ff3devvk.mjs";
export {
  PARTS2 as PARTS,
  SyncError2 as SyncError,
  checkRemote2 as checkRemote,
  chunks2 as chunks,
  device2 as device,
  mapProject2 as mapProject,
  prefixOf2 as prefixOf,
  projectIdFor2 as projectIdFor,
  projectMap2 as projectMap,
  readJson2 as readJson,
  readSettings2 as readSettings,
  recover2 as recover,
  runSync2 as runSync,
  takeLock2 as takeLock,
  writeSettings2 as writeSettings
};
