// The one table from error kind to exit code. Only CLI entries (lib/cli, scripts/) read it; the
// README's exit-code table is checked against it (test/architecture/exit-codes.test.ts).
import { ERROR_KINDS, GstackError, type ErrorKind } from "../core/errors.ts";

export const EXIT = {
  ok: 0,
  /** Rejected input or a failed check. */
  rejected: 1,
  /** Usage error: unknown flag, missing argument. */
  usage: 2,
  /** The state directory could not be written (permissions, full disk, a lock held too long). */
  io: 3,
  /** Loader: critical skills alone exceed the budget. */
  budget: 4,
  /** Any error that is not a GstackError of a known kind: a bug (EX_SOFTWARE). */
  internal: 70,
} as const satisfies Record<ErrorKind | "ok" | "internal", number>;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit code for a thrown value: its kind's code, 70 for anything that is not a GstackError. */
export function exitCodeOf(err: unknown): ExitCode {
  // A kind outside the four (a cast, a plain object) is a bug as much as any other error.
  return err instanceof GstackError && ERROR_KINDS.includes(err.kind) ? EXIT[err.kind] : EXIT.internal;
}
