import {
  validate5
} from "./main-9yrycj3r.mjs";
export {
  validate5 as validate
};
