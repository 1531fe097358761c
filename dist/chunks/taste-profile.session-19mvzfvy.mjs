import {
  validate2
} from "./main-dtf57bwa.mjs";
export {
  validate2 as validate
};
