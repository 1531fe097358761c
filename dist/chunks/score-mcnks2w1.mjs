import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-gvxk901t.mjs";
import"./main-1wy0b6rs.mjs";
import"./main-hehjhc3g.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
