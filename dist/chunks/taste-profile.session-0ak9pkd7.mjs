import {
  validate2
} from "./main-enm87a3e.mjs";
export {
  validate2 as validate
};
