import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-d583jqy0.mjs";
import"./main-ytp6pg1c.mjs";
import"./main-9pdkkz8b.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
