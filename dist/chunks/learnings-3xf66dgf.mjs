import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-a36teepd.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-8c74sv01.mjs";
import"./main-ff8p3bcj.mjs";
import"./main-m975rn9g.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
