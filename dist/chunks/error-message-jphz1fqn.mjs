import {
  redactErrorMessage2,
  redactInChild2
} from "./main-emfab8n4.mjs";
import"./main-j21phvq0.mjs";
import"./main-dcfvwra1.mjs";
export {
  redactErrorMessage2 as redactErrorMessage,
  redactInChild2 as redactInChild
};
