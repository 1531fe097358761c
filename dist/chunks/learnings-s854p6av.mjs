import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-cpdkx7pq.mjs";
import {
  compactLearnings2
} from "./main-km98mhy7.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
import"./main-9yrycj3r.mjs";
import"./main-qgzpj3wr.mjs";
import"./main-fqf29zx0.mjs";
import"./main-rz5jeggr.mjs";
import"./main-z2fth8yw.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
