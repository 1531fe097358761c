import {
  SESSION_ID2,
  checkSessionId2,
  resolveSession2
} from "./main-5j3vacpc.mjs";
export {
  SESSION_ID2 as SESSION_ID,
  checkSessionId2 as checkSessionId,
  resolveSession2 as resolveSession
};
