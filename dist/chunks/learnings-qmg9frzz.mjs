import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-w4v4a9xj.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-719vcf7n.mjs";
import"./main-rb94d5cz.mjs";
import"./main-1a5pwhxr.mjs";
import"./main-wex1c43s.mjs";
import"./main-d58zdv6h.mjs";
import"./main-p840jxjg.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-9yesqm5s.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
