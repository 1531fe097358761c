import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-9164fkyb.mjs";
import"./main-tn0j51qk.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
