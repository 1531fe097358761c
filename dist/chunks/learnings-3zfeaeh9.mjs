import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-afn6wydj.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-jfrvj6rw.mjs";
import"./main-rb94d5cz.mjs";
import"./main-0g32szj4.mjs";
import"./main-j21phvq0.mjs";
import"./main-dcfvwra1.mjs";
import"./main-svw52f41.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-v5y29qg5.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
