import {
  winnersByName2,
  matchPaths2,
  scoreStage2
} from "./main-0rwwdns5.mjs";
import"./main-5s17t9s5.mjs";
import"./main-03n1k6ja.mjs";
export {
  matchPaths2 as matchPaths,
  scoreStage2 as scoreStage,
  winnersByName2 as winnersByName
};
