import {
  validate8
} from "./main-3f87x0mc.mjs";
export {
  validate8 as validate
};
