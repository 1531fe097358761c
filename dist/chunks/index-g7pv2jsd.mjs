import {
  require_gray_matter
} from "./main-32kbprs5.mjs";
export default require_gray_matter();
