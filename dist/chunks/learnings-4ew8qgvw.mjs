import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-5jf46q2t.mjs";
import {
  compactLearnings2
} from "./main-7s932knb.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
import"./main-rb94d5cz.mjs";
import"./main-0fqepv0r.mjs";
import"./main-bvzd1swg.mjs";
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
