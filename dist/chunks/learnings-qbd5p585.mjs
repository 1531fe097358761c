import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-zxxrv8v2.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-xryj1rds.mjs";
import"./main-8wc8d24a.mjs";
import"./main-818ycwpf.mjs";
import"./main-ysz1xvy2.mjs";
import"./main-d58zdv6h.mjs";
import"./main-h9vzpdwz.mjs";
import"./main-bjhxdhw3.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
