import {
  skillsDir2,
  readLock2,
  install2,
  uninstall2,
  installedHosts2,
  lockOf2
} from "./main-15qscty3.mjs";
import"./main-hamzxpfh.mjs";
import"./main-9pdkkz8b.mjs";
import"./main-3dxs9tz1.mjs";
export {
  install2 as install,
  installedHosts2 as installedHosts,
  lockOf2 as lockOf,
  readLock2 as readLock,
  skillsDir2 as skillsDir,
  uninstall2 as uninstall
};
