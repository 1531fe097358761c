import {
  DEFAULT_TTL_MINUTES2,
  touchSession2,
  listSessions2,
  countActiveSessions2,
  sweepSessions2,
  removeSession2,
  callerSessionId2
} from "./main-0nj62708.mjs";
import {
  SESSION_ID2
} from "./main-j8hd23f1.mjs";
export {
  DEFAULT_TTL_MINUTES2 as DEFAULT_TTL_MINUTES,
  SESSION_ID2 as SESSION_ID,
  callerSessionId2 as callerSessionId,
  countActiveSessions2 as countActiveSessions,
  listSessions2 as listSessions,
  removeSession2 as removeSession,
  sweepSessions2 as sweepSessions,
  touchSession2 as touchSession
};
