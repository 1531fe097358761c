// Output helpers: JSON on stdout, colour only on a TTY without NO_COLOR.

export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

export function useColor(env: NodeJS.ProcessEnv, isTTY: boolean | undefined): boolean {
  return Boolean(isTTY) && env.NO_COLOR === undefined && env.TERM !== "dumb";
}

/** Pads rows into aligned columns for plain-text tables. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows
    .map((row) => row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]!))).join("  "))
    .join("\n") + (rows.length ? "\n" : "");
}
