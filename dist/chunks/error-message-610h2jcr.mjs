import {
  redactErrorMessage2,
  redactInChild2
} from "./main-0a9a53y6.mjs";
import"./main-bvzd1swg.mjs";
import"./main-r2cvhzy0.mjs";
export {
  redactErrorMessage2 as redactErrorMessage,
  redactInChild2 as redactInChild
};
