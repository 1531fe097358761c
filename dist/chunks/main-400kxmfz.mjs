import {
  ERROR_KINDS,
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/cli/exit-codes.ts
var EXIT = {
  ok: 0,
  rejected: 1,
  usage: 2,
  io: 3,
  budget: 4,
  internal: 70
};
function exitCodeOf(err) {
  return err instanceof GstackError && ERROR_KINDS.includes(err.kind) ? EXIT[err.kind] : EXIT.internal;
}

export { EXIT, exitCodeOf };
