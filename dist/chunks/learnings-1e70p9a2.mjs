import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-36wsyv7g.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-77bxpx39.mjs";
import"./main-h0g870py.mjs";
import"./main-g6r0v6w4.mjs";
import"./main-d58zdv6h.mjs";
import"./main-bsh12xr5.mjs";
import"./main-y6v3f0dz.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
