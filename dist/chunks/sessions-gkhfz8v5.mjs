import {
  DEFAULT_TTL_MINUTES2,
  touchSession2,
  listSessions2,
  countActiveSessions2,
  sweepSessions2,
  removeSession2,
  sessionTtl2,
  ttlMinutes2
} from "./main-5649ykyf.mjs";
import {
  SESSION_ID2
} from "./main-rhf6bxff.mjs";
export {
  DEFAULT_TTL_MINUTES2 as DEFAULT_TTL_MINUTES,
  SESSION_ID2 as SESSION_ID,
  countActiveSessions2 as countActiveSessions,
  listSessions2 as listSessions,
  removeSession2 as removeSession,
  sessionTtl2 as sessionTtl,
  sweepSessions2 as sweepSessions,
  touchSession2 as touchSession,
  ttlMinutes2 as ttlMinutes
};
