import {
  SESSION_ID2,
  DEFAULT_TTL_MINUTES2,
  checkSessionId2,
  touchSession2,
  listSessions2,
  countActiveSessions2,
  sweepSessions2,
  callerSessionId2
} from "./main-86fag38g.mjs";
export {
  DEFAULT_TTL_MINUTES2 as DEFAULT_TTL_MINUTES,
  SESSION_ID2 as SESSION_ID,
  callerSessionId2 as callerSessionId,
  checkSessionId2 as checkSessionId,
  countActiveSessions2 as countActiveSessions,
  listSessions2 as listSessions,
  sweepSessions2 as sweepSessions,
  touchSession2 as touchSession
};
