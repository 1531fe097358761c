// Output helpers. No command prints colour or escape codes, so output is the same in a pipe,
// a file or a terminal, and NO_COLOR holds by construction.

/** Warnings a library call handed back (a compaction that failed), one `gstack: warning:` line each. */
export function warningLines(warnings: readonly string[]): string {
  let out = ""; // a loop: a cold map costs a writer's call ~0.2 ms (decision 0084)
  for (const w of warnings) out += `gstack: warning: ${w}\n`;
  return out;
}

export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

/** Pads rows into aligned columns for plain-text tables. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return (
    rows.map((row) => row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]!))).join("  ")).join("\n") +
    (rows.length ? "\n" : "")
  );
}
