import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-zw2ggy5e.mjs";
import"./main-se6cp1tm.mjs";
import"./main-hehjhc3g.mjs";
import"./main-swgqkp32.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
