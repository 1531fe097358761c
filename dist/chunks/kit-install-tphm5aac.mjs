import {
  skillsDir2,
  readLock2,
  install2,
  uninstall2,
  installedHosts2,
  lockOf2
} from "./main-cf0kdwx7.mjs";
import"./main-hamzxpfh.mjs";
import"./main-kqaephx1.mjs";
import"./main-03n1k6ja.mjs";
import"./main-3dxs9tz1.mjs";
export {
  install2 as install,
  installedHosts2 as installedHosts,
  lockOf2 as lockOf,
  readLock2 as readLock,
  skillsDir2 as skillsDir,
  uninstall2 as uninstall
};
