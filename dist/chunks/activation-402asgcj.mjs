import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-fgweh6sh.mjs";
import"./main-76bw0dgw.mjs";
import"./main-a1zrknad.mjs";
import"./main-z98tcbdp.mjs";
import"./main-9vsknc31.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-n47eayej.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
