import {
  redactErrorMessage2,
  redactInChild2
} from "./main-0pxrqp8g.mjs";
import"./main-wex1c43s.mjs";
import"./main-d58zdv6h.mjs";
export {
  redactErrorMessage2 as redactErrorMessage,
  redactInChild2 as redactInChild
};
