import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-5k262z5x.mjs";
import"./main-kn1rx62g.mjs";
import"./main-1dx0wrgf.mjs";
import"./main-03n1k6ja.mjs";
import"./main-zzwk0d87.mjs";
import"./main-y6v3f0dz.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
