// The hints live in the ground floor (lib/core); commands keep importing them from here.
export { suggest, didYouMean } from "../core/suggest.ts";
