import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-x8b6zxqw.mjs";
import"./main-c0wyf5gc.mjs";
import"./main-hehjhc3g.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
