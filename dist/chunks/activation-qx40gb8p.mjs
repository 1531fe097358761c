import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-wn36kn54.mjs";
import"./main-x8b6zxqw.mjs";
import"./main-34ns1ar3.mjs";
import"./main-c0wyf5gc.mjs";
import"./main-hehjhc3g.mjs";
import"./main-rhf6bxff.mjs";
import"./main-jnxyrj1v.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
