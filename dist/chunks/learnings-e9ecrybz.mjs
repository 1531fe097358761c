import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-6rc5gfdn.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-q1b90eyh.mjs";
import"./main-rb94d5cz.mjs";
import"./main-x7h7en23.mjs";
import"./main-n6h0p04k.mjs";
import"./main-80erzbzw.mjs";
import"./main-r2cvhzy0.mjs";
import"./main-v5y29qg5.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
