import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-76bw0dgw.mjs";
import"./main-z98tcbdp.mjs";
import"./main-9vsknc31.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
