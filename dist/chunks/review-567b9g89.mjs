import {
  validate3
} from "./main-m178kjes.mjs";
export {
  validate3 as validate
};
