import {
  validate3
} from "./main-h40yfvv5.mjs";
export {
  validate3 as validate
};
