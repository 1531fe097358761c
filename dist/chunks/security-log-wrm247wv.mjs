import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
import {
  MAX_RECORD_BYTES2,
  appendRecord2,
  readTail2,
  compactRecords2
} from "./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import {
  retentionSettings,
  compactIfLarge,
  keepRecent
} from "./main-b7m4k72b.mjs";
import {
  str2,
  oneOf,
  num,
  isoTs
} from "./main-98xawz64.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  num2,
  bool2
} from "./main-bqvsw311.mjs";
import {
  FILE_MODE,
  ensureDir,
  writeAll
} from "./main-gsrvpmny.mjs";
import {
  EXIT,
  GstackError,
  rejected,
  usage,
  badFlag,
  ioError
} from "./main-4q1q6370.mjs";

// lib/records/security.ts
import { chmodSync, closeSync, fsyncSync, linkSync, lstatSync, openSync, readFileSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
var VERDICTS = ["block", "warn", "log"];
var KNOWN = ["payload", "ts", "verdict", "url_domain", "source", "layer", "confidence", "skill", "project"];
var WORD = /^[a-zA-Z0-9_.:-]{1,64}$/;
var SKILL = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;
var DOMAIN = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
var SALT = /^[0-9a-f]{64}$/;
function validateAttempt(obj, defaults = {}, now = new Date) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = obj;
  for (const k of Object.keys(rec))
    if (!KNOWN.includes(k))
      throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  const payload = rec.payload;
  if (typeof payload !== "string" || payload === "")
    throw rejected("payload", "the attempted text, a non-empty string (stored only as a salted hash)");
  if (Buffer.byteLength(payload) > MAX_RECORD_BYTES2)
    throw rejected("payload", `at most ${MAX_RECORD_BYTES2} bytes`);
  const out = {
    ts: isoTs(rec) ?? now.toISOString(),
    verdict: oneOf(rec, "verdict", VERDICTS) ?? "block"
  };
  const domain = urlDomain(str2(rec, "url_domain", { max: 2048 }));
  if (domain !== undefined)
    out.url_domain = domain;
  const source = str2(rec, "source", { pattern: WORD, allowed: "1-64 characters of [a-zA-Z0-9_.:-], e.g. web-page, file, tool-output" });
  if (source !== undefined)
    out.source = source;
  const layer = str2(rec, "layer", { pattern: WORD, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" });
  if (layer !== undefined)
    out.layer = layer;
  const confidence = num(rec, "confidence", { min: 0, max: 1 });
  if (confidence !== undefined)
    out.confidence = confidence;
  const skill = str2(rec, "skill", { pattern: SKILL, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" });
  if (skill !== undefined)
    out.skill = skill;
  const project = str2(rec, "project", { pattern: /^[a-zA-Z0-9._-]{1,200}$/, allowed: "a project slug ([a-zA-Z0-9._-])" }) ?? defaults.project;
  if (project !== undefined && /^\.+$/.test(project))
    throw rejected("project", "a project slug, not only dots", project);
  if (project !== undefined)
    out.project = project;
  return { record: out, payload };
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
    throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, EXIT.io);
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
    throw new GstackError(`${file}: must be a regular file, not a symlink or folder`, EXIT.io);
  const text = readFileSync(file, "utf8").trim();
  if (!SALT.test(text))
    throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, EXIT.io);
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
async function appendAttempt(paths, checked) {
  const salt = await deviceSalt(paths);
  const { ts, verdict, ...rest } = checked.record;
  const rec = { ts, payload_hash: await hashPayload(salt, checked.payload), verdict, ...rest };
  const size = appendRecord2(paths.securityAttempts, rec);
  await compactIfLarge(paths, size, (r) => compactAttempts(paths, r));
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
var security_log_default = {
  help: `usage: gstack-security-log - | '<json>' [--json]
       gstack-security-log --tail N [--json]

Records one prompt-injection attempt in security/attempts.jsonl. The attempted text is never
stored: only payload_hash, "sha256:" + HMAC-SHA-256 of the text keyed with a random per-device
salt (security/device-salt, 0600, created on first use).
Fields: payload (required: the attempted text; prefer stdin, which keeps it out of the process
list), verdict (block|warn|log, default block), url_domain (a domain or URL; only the domain
is kept), source, layer ([a-zA-Z0-9_.:-]), confidence (0 to 1), skill, project (default: the
current slug), ts (ISO 8601; added when absent). No other fields.
  -            read the JSON object from standard input
  --tail N     print the newest N records instead (JSON lines, newest first)
  --json       print the stored record
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { tail: "number", json: "boolean" });
    const paths = new StatePaths(io.env, io.cwd);
    const tail = num2(p, "tail");
    if (tail !== undefined) {
      if (p.positionals.length)
        throw usage("--tail takes no JSON argument");
      if (tail < 1 || tail > 1e4)
        throw badFlag("tail", "an integer from 1 to 10000", tail);
      const { records } = recentAttempts(paths, tail);
      io.out(bool2(p, "json") ? jsonLine(records) : records.map((r) => jsonLine(r)).join(""));
      return 0;
    }
    if (p.positionals.length !== 1)
      throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0];
    const checked = validateAttempt(parseQuiet(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
    const rec = await appendAttempt(paths, checked);
    if (bool2(p, "json"))
      io.out(jsonLine(rec));
    return 0;
  }
};
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
