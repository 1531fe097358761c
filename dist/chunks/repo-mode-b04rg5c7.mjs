import {
  detect2
} from "./main-916ydma0.mjs";
import"./main-fe7j5e8a.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-9yesqm5s.mjs";
export {
  detect2 as detect
};
