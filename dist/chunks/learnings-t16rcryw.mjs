import {
  searchLearnings2,
  countAndSearchLearnings2,
  formatLearnings2
} from "./main-gsqsmgr1.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-ajcq4pjx.mjs";
import"./main-ecgwvx7e.mjs";
import"./main-bsh12xr5.mjs";
import"./main-ysz1xvy2.mjs";
import"./main-d58zdv6h.mjs";
import"./main-1z0268hw.mjs";
import"./main-y6v3f0dz.mjs";
export {
  LEARNING_TYPES2 as LEARNING_TYPES,
  compactLearnings2 as compactLearnings,
  countAndSearchLearnings2 as countAndSearchLearnings,
  formatLearnings2 as formatLearnings,
  searchLearnings2 as searchLearnings
};
