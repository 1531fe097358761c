import {
  require_dist
} from "./main-kq9t8veg.mjs";
export default require_dist();
