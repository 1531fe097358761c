import {
  validate4
} from "./main-820x1fq2.mjs";
export {
  validate4 as validate
};
