import {
  validate4
} from "./main-n0tg61et.mjs";
export {
  validate4 as validate
};
