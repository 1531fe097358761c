// Commands import the error helpers and the exit table from here; the helpers live in the
// ground floor (lib/core/errors.ts), the table in lib/cli/exit-codes.ts.
export {
  GstackError,
  rejected,
  usage,
  badFlag,
  unknownSubcommand,
  preview,
  ioError,
  type ErrorKind,
} from "../core/errors.ts";
export { EXIT, exitCodeOf, type ExitCode } from "./exit-codes.ts";
