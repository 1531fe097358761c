import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-wpp33hgx.mjs";
import {
  compactLearnings2
} from "./main-1ysa8gbv.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
import"./main-9yrycj3r.mjs";
import"./main-f7q2wh4f.mjs";
import"./main-k6ny11s1.mjs";
import"./main-dj24thjv.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
