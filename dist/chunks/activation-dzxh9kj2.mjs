import {
  parseHookInput2,
  readActivations2,
  matchConditional2,
  recordActivations2
} from "./main-nnaeq0fr.mjs";
import"./main-d583jqy0.mjs";
import"./main-ytp6pg1c.mjs";
import"./main-9pdkkz8b.mjs";
import"./main-90qmwfdj.mjs";
import"./main-j8hd23f1.mjs";
import"./main-jsv1y7qe.mjs";
export {
  matchConditional2 as matchConditional,
  parseHookInput2 as parseHookInput,
  readActivations2 as readActivations,
  recordActivations2 as recordActivations
};
