import {
  validate6
} from "./main-skqse1a2.mjs";
export {
  validate6 as validate
};
