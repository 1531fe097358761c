import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-v7vzfben.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-rn6szv5k.mjs";
import"./main-b7m4k72b.mjs";
import"./main-6406zc9r.mjs";
import"./main-98xawz64.mjs";
import"./main-d58zdv6h.mjs";
import"./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
