import {
  validate4
} from "./main-2k9f78th.mjs";
export {
  validate4 as validate
};
