// lib/core/suggest.ts
function suggest(name, allowed) {
  let best;
  let bestD = 3;
  const a = name.toLowerCase();
  for (const cand of allowed) {
    const d = distance(a, cand.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = cand;
    }
  }
  return best;
}
function didYouMean(name, allowed) {
  const near = suggest(name, allowed);
  return near ? ` (did you mean ${near}?)` : "";
}
function distance(a, b) {
  if (Math.abs(a.length - b.length) > 2)
    return 3;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1;i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1;j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

// lib/core/errors.ts
var ERROR_KINDS = ["rejected", "usage", "io", "budget"];

class GstackError extends Error {
  kind;
  field;
  constructor(message, kind = "rejected", field) {
    super(message);
    this.kind = kind;
    this.field = field;
    this.name = "GstackError";
  }
}
function rejected(field, allowed, got) {
  const shown = got === undefined ? "" : ` (got ${preview(got)})`;
  return new GstackError(`${field}: ${allowed}${shown}`, "rejected", field);
}
function usage(message) {
  return new GstackError(message, "usage");
}
function badFlag(flag, allowed, got) {
  const shown = got === undefined ? "" : ` (got ${preview(got)})`;
  const name = `--${flag.replace(/^--/, "")}`;
  return new GstackError(`${name}: ${allowed}${shown}`, "usage", name);
}
function unknownSubcommand(verb, allowed, extra = "") {
  const near = verb ? suggest(verb, allowed) : undefined;
  return new GstackError(`unknown subcommand ${JSON.stringify(verb ?? "")}${near ? ` (did you mean ${near}?)` : ""} (allowed: ${allowed.join(", ")}${extra})`, "usage");
}
function preview(value) {
  let s;
  try {
    s = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
function ioError(err, action) {
  const e = err;
  if (e instanceof GstackError)
    return e;
  const why = e?.code === "ENOSPC" ? "no space left on device" : e?.code === "EACCES" || e?.code === "EPERM" ? "permission denied" : e?.code === "EROFS" ? "read-only file system" : e?.code === "EDQUOT" ? "disk quota exceeded" : e?.code === "ENOTDIR" ? "a part of the path is not a folder" : e?.message ?? String(err);
  return new GstackError(`${action}: ${why}`, "io");
}

export { suggest, didYouMean, ERROR_KINDS, GstackError, rejected, usage, badFlag, unknownSubcommand, ioError };
