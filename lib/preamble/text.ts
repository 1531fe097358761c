// Text the preamble prints for the next prompt to read: one safe line per value.

// Control (C0, C1 incl. U+0085), format (zero-width, bidi overrides), line and paragraph
// separators (U+2028/2029) and lone surrogates: anything that could end a line or hide text.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]+/gu;

/**
 * The one sanitiser for `KEY: value` text read back by the next prompt (the preamble's lines):
 * one line of safe characters, so no value can forge a line of its own.
 */
export function safeLine(v: unknown): string {
  return String(v ?? "").replace(UNSAFE, " ");
}

const SEMVER = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(-[0-9A-Za-z.-]{1,64})?(\+[0-9A-Za-z.-]{1,64})?$/;

/** A version is a semver version, or `unknown`. */
export function safeVersion(v: unknown): string {
  return typeof v === "string" && SEMVER.test(v) ? v : "unknown";
}
