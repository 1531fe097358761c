import {
  validate6
} from "./main-c0dfddce.mjs";
export {
  validate6 as validate
};
