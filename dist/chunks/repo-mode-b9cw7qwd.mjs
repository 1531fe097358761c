import {
  detect2
} from "./main-vxmb1vwg.mjs";
import"./main-fe7j5e8a.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-v5y29qg5.mjs";
export {
  detect2 as detect
};
