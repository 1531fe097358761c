import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-zm8m1zdb.mjs";
import"./main-gvxk901t.mjs";
import"./main-34ns1ar3.mjs";
import"./main-1wy0b6rs.mjs";
import"./main-hehjhc3g.mjs";
import"./main-rhf6bxff.mjs";
import"./main-jnxyrj1v.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
