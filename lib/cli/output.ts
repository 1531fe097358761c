// Output helpers. No command prints colour or escape codes, so output is the same in a pipe,
// a file or a terminal, and NO_COLOR holds by construction.

/** Warnings a library call handed back (a compaction that failed), one `gstack: warning:` line each. */
export function warningLines(warnings: readonly string[]): string {
  return warnings.map((w) => `gstack: warning: ${w}\n`).join("");
}

export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

/** Pads rows into aligned columns for plain-text tables. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows
    .map((row) => row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]!))).join("  "))
    .join("\n") + (rows.length ? "\n" : "");
}

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
