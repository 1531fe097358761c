import {
  detect2
} from "./main-2h680vwb.mjs";
import"./main-rz5jeggr.mjs";
import"./main-z2fth8yw.mjs";
import"./main-ff3devvk.mjs";
export {
  detect2 as detect
};
