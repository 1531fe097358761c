// Types for Handlebars' single-file build (the same API as the package's main entry).
declare module "handlebars/dist/handlebars.js" {
  import Handlebars from "handlebars";
  export default Handlebars;
}
