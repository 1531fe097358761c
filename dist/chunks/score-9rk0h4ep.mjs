import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-kn1rx62g.mjs";
import"./main-1dx0wrgf.mjs";
import"./main-03n1k6ja.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
