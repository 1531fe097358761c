// The ground floor: one error type for every library module. An error says what kind of failure
// it is, which field it is about and a one-line message; which exit code a kind gets is the CLI
// entry's business (lib/cli/exit-codes.ts), so a library module never picks one.
import { suggest } from "./suggest.ts";

/**
 * rejected: bad input or a failed check; usage: unknown flag, subcommand or missing argument;
 * io: the state could not be written (permissions, full disk, a lock held too long);
 * budget: the loader's critical skills alone exceed the budget. Anything else thrown is a bug.
 */
export const ERROR_KINDS = ["rejected", "usage", "io", "budget"] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export class GstackError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind = "rejected",
    /** The input field, flag or file the error is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "GstackError";
  }
}

/** Bad input: names the field and what is allowed. */
export function rejected(field: string, allowed: string, got?: unknown): GstackError {
  const shown = got === undefined ? "" : ` (got ${preview(got)})`;
  return new GstackError(`${field}: ${allowed}${shown}`, "rejected", field);
}

export function usage(message: string): GstackError {
  return new GstackError(message, "usage");
}

/** A flag given a value it never takes (out of range, not one of a set): a usage error. */
export function badFlag(flag: string, allowed: string, got?: unknown): GstackError {
  const shown = got === undefined ? "" : ` (got ${preview(got)})`;
  const name = `--${flag.replace(/^--/, "")}`;
  return new GstackError(`${name}: ${allowed}${shown}`, "usage", name);
}

/** An unknown subcommand: a usage error naming the allowed ones and the nearest one. */
export function unknownSubcommand(verb: string | undefined, allowed: readonly string[], extra = ""): GstackError {
  const near = verb ? suggest(verb, allowed) : undefined;
  return new GstackError(
    `unknown subcommand ${JSON.stringify(verb ?? "")}${near ? ` (did you mean ${near}?)` : ""} (allowed: ${allowed.join(", ")}${extra})`,
    "usage",
  );
}

/** A short, single-line, control-character-free rendering of a bad value. */
export function preview(value: unknown): string {
  let s: string;
  try {
    s = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    s = String(value);
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** Turns a filesystem error into a clear io error; a GstackError passes through. */
export function ioError(err: unknown, action: string): GstackError {
  const e = err as NodeJS.ErrnoException;
  if (e instanceof GstackError) return e;
  const why =
    e?.code === "ENOSPC"
      ? "no space left on device"
      : e?.code === "EACCES" || e?.code === "EPERM"
        ? "permission denied"
        : e?.code === "EROFS"
          ? "read-only file system"
          : e?.code === "EDQUOT"
            ? "disk quota exceeded"
            : e?.code === "ENOTDIR"
              ? "a part of the path is not a folder"
              : (e?.message ?? String(err));
  return new GstackError(`${action}: ${why}`, "io");
}
