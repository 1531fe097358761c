import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-5t24p703.mjs";
import"./main-47r2q05g.mjs";
import"./main-hehjhc3g.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
