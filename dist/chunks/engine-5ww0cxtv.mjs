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
} from "./main-6wmqgnw8.mjs";
import"./main-jg8eyjxg.mjs";
import"./main-dj24thjv.mjs";
import"./main-41t4c981.mjs";
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
