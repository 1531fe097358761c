import {
  redactErrorMessage2,
  redactInChild2
} from "./main-nv982m3d.mjs";
import"./main-98xawz64.mjs";
import"./main-d58zdv6h.mjs";
export {
  redactErrorMessage2 as redactErrorMessage,
  redactInChild2 as redactInChild
};
