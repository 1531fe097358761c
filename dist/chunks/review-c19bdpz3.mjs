import {
  validate3
} from "./main-f28rahet.mjs";
export {
  validate3 as validate
};
