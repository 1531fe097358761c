import {
  detect2
} from "./main-m2xavsng.mjs";
import"./main-0hztd63d.mjs";
import"./main-bstmg4z1.mjs";
import"./main-v5y29qg5.mjs";
export {
  detect2 as detect
};
