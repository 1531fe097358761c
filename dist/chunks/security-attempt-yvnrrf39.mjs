import {
  validate7
} from "./main-6p4ykbqc.mjs";
export {
  validate7 as validate
};
