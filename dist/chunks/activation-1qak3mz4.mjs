import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-7jk5xzjv.mjs";
import"./main-5t24p703.mjs";
import"./main-34ns1ar3.mjs";
import"./main-47r2q05g.mjs";
import"./main-hehjhc3g.mjs";
import"./main-rhf6bxff.mjs";
import"./main-jnxyrj1v.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
