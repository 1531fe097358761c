import {
  skillsDir2,
  readLock2,
  install2,
  uninstall2,
  installedHosts2,
  lockOf2
} from "./main-hbvq9frv.mjs";
import"./main-hamzxpfh.mjs";
import"./main-32kbprs5.mjs";
import"./main-hehjhc3g.mjs";
import"./main-kq9t8veg.mjs";
export {
  install2 as install,
  installedHosts2 as installedHosts,
  lockOf2 as lockOf,
  readLock2 as readLock,
  skillsDir2 as skillsDir,
  uninstall2 as uninstall
};
