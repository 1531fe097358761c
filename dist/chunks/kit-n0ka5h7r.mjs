import {
  kitRoot2,
  kitVersion2
} from "./main-hamzxpfh.mjs";
export {
  kitRoot2 as kitRoot,
  kitVersion2 as kitVersion
};
