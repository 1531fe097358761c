import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  MAX_RECORD_BYTES2,
  appendRecord2,
  readTail2,
  compactRecords2
} from "./main-k6ny11s1.mjs";
import {
  validate7
} from "./main-jd4pkvz7.mjs";
import {
  retentionSettings,
  compactIfLarge,
  keepRecent
} from "./main-f7q2wh4f.mjs";
import {
  given,
  object
} from "./main-ndsfx5fz.mjs";
import {
  validate9
} from "./main-73sq1dmy.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  warningLines,
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  FILE_MODE,
  ensureDir,
  writeAll
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  rejected,
  usage,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/records/security.ts
import { chmodSync, closeSync, fsyncSync, linkSync, lstatSync, openSync, readFileSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
var KNOWN = ["payload", "ts", "verdict", "url_domain", "source", "layer", "confidence", "skill", "project"];
var DOMAIN = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
var SALT = /^[0-9a-f]{64}$/;
var HASH_PENDING = `sha256:${"0".repeat(64)}`;
function toAttempt(obj, defaults = {}, now = new Date) {
  const rec = object(obj);
  for (const k of Object.keys(rec))
    if (!KNOWN.includes(k))
      throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  const payload = rec.payload;
  if (typeof payload !== "string" || payload === "")
    throw rejected("payload", "the attempted text, a non-empty string (stored only as a salted hash)");
  if (Buffer.byteLength(payload) > MAX_RECORD_BYTES2)
    throw rejected("payload", `at most ${MAX_RECORD_BYTES2} bytes`);
  const g = given(rec, KNOWN);
  if (g.url_domain !== undefined) {
    if (typeof g.url_domain !== "string")
      throw rejected("url_domain", "a string is allowed (a domain or a URL)", g.url_domain);
    if (g.url_domain.length > 2048)
      throw rejected("url_domain", "at most 2048 characters");
    g.url_domain = urlDomain(g.url_domain);
  }
  const record = given({ ts: now.toISOString(), verdict: "block", project: defaults.project, ...g, payload: undefined }, KNOWN);
  validate9(validate7, { ...record, payload_hash: HASH_PENDING });
  return { record, payload };
}
function urlDomain(raw) {
  if (raw === undefined || raw === "")
    return;
  let host = raw.trim().toLowerCase();
  if (host.includes("://")) {
    try {
      host = new URL(host).hostname;
    } catch {
      throw rejected("url_domain", "a domain such as example.com, or a URL (only its domain is kept)");
    }
  }
  host = host.replace(/\.$/, "");
  if (!DOMAIN.test(host))
    throw rejected("url_domain", "a domain such as example.com, or a URL (only its domain is kept)");
  return host;
}
async function deviceSalt(paths) {
  const file = paths.deviceSalt;
  const existing = readSalt(file);
  if (existing)
    return existing;
  const { randomBytes } = await import("node:crypto");
  ensureDir(dirname(file));
  const tmp = join(dirname(file), `.device-salt.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = openSync(tmp, "wx", FILE_MODE);
    try {
      writeAll(fd, Buffer.from(`${randomBytes(32).toString("hex")}
`));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, file);
    } catch (err) {
      if (err.code !== "EEXIST")
        throw err;
    }
  } catch (err) {
    throw ioError(err, `cannot create ${file}`);
  } finally {
    try {
      unlinkSync(tmp);
    } catch {}
  }
  const salt = readSalt(file);
  if (!salt)
    throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, "io");
  return salt;
}
function readSalt(file) {
  let st;
  try {
    st = lstatSync(file);
  } catch (err) {
    if (err.code === "ENOENT")
      return;
    throw ioError(err, `cannot read ${file}`);
  }
  if (!st.isFile())
    throw new GstackError(`${file}: must be a regular file, not a symlink or folder`, "io");
  const text = readFileSync(file, "utf8").trim();
  if (!SALT.test(text))
    throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, "io");
  if (st.mode & 63) {
    try {
      chmodSync(file, FILE_MODE);
    } catch {}
  }
  return text;
}
async function hashPayload(salt, payload) {
  const { createHmac } = await import("node:crypto");
  return `sha256:${createHmac("sha256", Buffer.from(salt, "hex")).update(payload, "utf8").digest("hex")}`;
}
async function appendAttempt(paths, checked, warnings) {
  const salt = await deviceSalt(paths);
  const { ts, verdict, ...rest } = checked.record;
  const rec = { ts, payload_hash: await hashPayload(salt, checked.payload), verdict, ...rest };
  const size = appendRecord2(paths.securityAttempts, rec);
  await compactIfLarge(paths, size, (r) => compactAttempts(paths, r), undefined, warnings);
  return rec;
}
async function compactAttempts(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.securityAttempts, (records) => keepRecent(records, settings));
}
function recentAttempts(paths, limit) {
  return readTail2(paths.securityAttempts, { limit });
}

// lib/cli/commands/security-log.ts
var security_log_default = defineCommand({
  name: "security-log",
  about: `Records one prompt-injection attempt in security/attempts.jsonl. The attempted text is never
stored: only payload_hash, "sha256:" + HMAC-SHA-256 of the text keyed with a random per-device
salt (security/device-salt, 0600, created on first use). JSON is the object, or - to read it
from standard input.
Fields: payload (required: the attempted text; prefer stdin, which keeps it out of the process
list), verdict (block|warn|log, default block), url_domain (a domain or URL; only the domain
is kept), source, layer ([a-zA-Z0-9_.:-]), confidence (0 to 1), skill, project (default: the
current slug), ts (ISO 8601; added when absent). No other fields.`,
  args: [{ name: "JSON object", optional: true }],
  flags: {
    tail: {
      type: "integer",
      about: "print the newest N records instead (JSON lines, newest first)",
      min: 1,
      max: 1e4
    },
    json: { type: "boolean", about: "print the stored record" }
  },
  exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable."
}, async (io, p) => {
  const paths = new StatePaths(io.env, io.cwd);
  const { tail } = p.flags;
  if (tail !== undefined) {
    if (p.args.length)
      throw usage("--tail takes no JSON argument");
    const { records } = recentAttempts(paths, tail);
    io.out(p.flags.json ? jsonLine(records) : records.map((r) => jsonLine(r)).join(""));
    return 0;
  }
  if (p.args.length !== 1)
    throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
  const arg = p.args[0];
  const checked = toAttempt(parseQuiet(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
  const warnings = [];
  const rec = await appendAttempt(paths, checked, warnings);
  io.err(warningLines(warnings));
  if (p.flags.json)
    io.out(jsonLine(rec));
  return 0;
});
function parseQuiet(text) {
  if (text.trim() === "")
    throw rejected("input", "a JSON object with a payload field is required");
  try {
    return JSON.parse(text);
  } catch {
    throw rejected("input", "valid JSON (one object) is allowed");
  }
}
export {
  security_log_default as default
};
