import {
  validate5
} from "./main-rb94d5cz.mjs";
export {
  validate5 as validate
};
