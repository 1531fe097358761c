import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-xtrhzkpd.mjs";
import"./main-kn1rx62g.mjs";
import"./main-1dx0wrgf.mjs";
import"./main-03n1k6ja.mjs";
import"./main-0z6tnzsy.mjs";
import"./main-satfqxh5.mjs";
import"./main-bjhxdhw3.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
