import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-zwg59rj0.mjs";
import"./main-5t24p703.mjs";
import"./main-prsd4hbb.mjs";
import"./main-47r2q05g.mjs";
import"./main-hehjhc3g.mjs";
import"./main-bstmg4z1.mjs";
import"./main-5j3vacpc.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
