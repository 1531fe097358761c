import {
  redactErrorMessage2,
  redactInChild2
} from "./main-jywq1s53.mjs";
export {
  redactErrorMessage2 as redactErrorMessage,
  redactInChild2 as redactInChild
};
