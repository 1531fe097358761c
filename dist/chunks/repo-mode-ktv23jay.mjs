import {
  detect2
} from "./main-4txp9mvy.mjs";
import"./main-dj24thjv.mjs";
import"./main-41t4c981.mjs";
export {
  detect2 as detect
};
