import {
  sessionId2,
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-4w6h5ywn.mjs";
import"./main-9164fkyb.mjs";
import"./main-tn0j51qk.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations,
  sessionId2 as sessionId
};
