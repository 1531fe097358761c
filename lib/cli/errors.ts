// One error type for every tool; main.ts maps it to an exit code and a one-line message.
import { suggest } from "./suggest.ts";

/** Documented exit codes, shared by every bin/ command. */
export const EXIT = {
  ok: 0,
  /** Rejected input or a failed check. */
  rejected: 1,
  /** Usage error: unknown flag, missing argument. */
  usage: 2,
  /** The state directory could not be written (permissions, full disk). */
  io: 3,
  /** Loader: critical skills alone exceed the budget. */
  budget: 4,
  /** Any error that is not a GstackError: a bug (EX_SOFTWARE). */
  internal: 70,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class GstackError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.rejected,
  ) {
    super(message);
    this.name = "GstackError";
  }
}

/** Bad input: names the field and what is allowed. */
export function rejected(field: string, allowed: string, got?: unknown): GstackError {
  const shown = got === undefined ? "" : ` (got ${preview(got)})`;
  return new GstackError(`${field}: ${allowed}${shown}`, EXIT.rejected);
}

export function usage(message: string): GstackError {
  return new GstackError(message, EXIT.usage);
}

/** A flag given a value it never takes (out of range, not one of a set): a usage error, exit 2. */
export function badFlag(flag: string, allowed: string, got?: unknown): GstackError {
  const shown = got === undefined ? "" : ` (got ${preview(got)})`;
  return new GstackError(`--${flag.replace(/^--/, "")}: ${allowed}${shown}`, EXIT.usage);
}

/** An unknown subcommand: exit 2, the allowed ones and the nearest one. */
export function unknownSubcommand(verb: string | undefined, allowed: readonly string[], extra = ""): GstackError {
  const near = verb ? suggest(verb, allowed) : undefined;
  return new GstackError(
    `unknown subcommand ${JSON.stringify(verb ?? "")}${near ? ` (did you mean ${near}?)` : ""} (allowed: ${allowed.join(", ")}${extra})`,
    EXIT.usage,
  );
}

/** A short, single-line, control-character-free rendering of a bad value. */
export function preview(value: unknown): string {
  let s: string;
  try {
    s = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** Turns a filesystem error into a clear io error; other errors pass through. */
export function ioError(err: unknown, action: string): GstackError {
  const e = err as NodeJS.ErrnoException;
  if (e instanceof GstackError) return e;
  const why =
    e?.code === "ENOSPC" ? "no space left on device"
    : e?.code === "EACCES" || e?.code === "EPERM" ? "permission denied"
    : e?.code === "EROFS" ? "read-only file system"
    : e?.code === "EDQUOT" ? "disk quota exceeded"
    : e?.code === "ENOTDIR" ? "a part of the path is not a folder"
    : (e?.message ?? String(err));
  return new GstackError(`${action}: ${why}`, EXIT.io);
}
