// lib/cli/output.ts
function warningLines(warnings) {
  let out = "";
  for (const w of warnings)
    out += `gstack: warning: ${w}
`;
  return out;
}
function jsonLine(value) {
  return `${JSON.stringify(value)}
`;
}
function table(rows) {
  const widths = [];
  for (const row of rows)
    row.forEach((c, i) => widths[i] = Math.max(widths[i] ?? 0, c.length));
  return rows.map((row) => row.map((c, i) => i === row.length - 1 ? c : c.padEnd(widths[i])).join("  ")).join(`
`) + (rows.length ? `
` : "");
}

export { warningLines, jsonLine, table };
