import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-aybx9g37.mjs";
import"./main-zw2ggy5e.mjs";
import"./main-prsd4hbb.mjs";
import"./main-se6cp1tm.mjs";
import"./main-hehjhc3g.mjs";
import"./main-swgqkp32.mjs";
import"./main-5j3vacpc.mjs";
import"./main-rgmy5aex.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
