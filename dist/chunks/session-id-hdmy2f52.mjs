import {
  SESSION_ID2,
  checkSessionId2,
  resolveSession2
} from "./main-rhf6bxff.mjs";
export {
  SESSION_ID2 as SESSION_ID,
  checkSessionId2 as checkSessionId,
  resolveSession2 as resolveSession
};
