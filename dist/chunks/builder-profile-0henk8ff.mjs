import {
  validate8
} from "./main-wacasrzk.mjs";
export {
  validate8 as validate
};
