import {
  validate2
} from "./main-z16vtkjm.mjs";
export {
  validate2 as validate
};
