import {
  validate7
} from "./main-jd4pkvz7.mjs";
export {
  validate7 as validate
};
