import {
  checkKey2,
  defaults2,
  coerce2,
  readConfig2,
  getConfig2,
  setConfig2
} from "./main-41t4c981.mjs";
export {
  checkKey2 as checkKey,
  coerce2 as coerce,
  defaults2 as defaults,
  getConfig2 as getConfig,
  readConfig2 as readConfig,
  setConfig2 as setConfig
};
