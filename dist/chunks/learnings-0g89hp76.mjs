import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-260paswc.mjs";
import {
  compactLearnings2
} from "./main-ygk03j0g.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
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
