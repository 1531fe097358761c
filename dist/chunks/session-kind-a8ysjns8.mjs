import {
  sessionKind2,
  historyKind2,
  session_kind_default
} from "./main-0bpvm2qg.mjs";
export {
  session_kind_default as default,
  historyKind2 as historyKind,
  sessionKind2 as sessionKind
};
