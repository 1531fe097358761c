// lib/cli/output.ts
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
var UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]+/gu;
function safeLine(v) {
  return String(v ?? "").replace(UNSAFE, " ");
}
var SEMVER = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(-[0-9A-Za-z.-]{1,64})?(\+[0-9A-Za-z.-]{1,64})?$/;
function safeVersion(v) {
  return typeof v === "string" && SEMVER.test(v) ? v : "unknown";
}

export { jsonLine, table, safeLine, safeVersion };
