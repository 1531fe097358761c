// Prompt-injection attempts (security/attempts.jsonl). The attempted text is never stored, not
// even in an error message: only an HMAC-SHA-256 of it, keyed with a random per-device salt in
// security/device-salt (0600), so equal attempts can be matched on this machine and nowhere else.
import { chmodSync, closeSync, fsyncSync, linkSync, lstatSync, openSync, readFileSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StatePaths } from "../state/paths.ts";
import { appendRecord, compactRecords, readTail, MAX_RECORD_BYTES, type CompactResult } from "../state/jsonl.ts";
import { ensureDir, FILE_MODE, writeAll } from "../state/fs.ts";
import * as f from "./fields.ts";
import { GstackError, ioError, rejected } from "../core/errors.ts";
import { validate } from "../schema/validate.ts";
import { validate as attemptSchema } from "../schema/generated/security-attempt.js";
import { compactIfLarge, keepRecent, retentionSettings, type Retention } from "./retention.ts";

export const VERDICTS = ["block", "warn", "log"] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface SecurityAttempt {
  ts: string;
  payload_hash: string;
  verdict: Verdict;
  url_domain?: string;
  source?: string;
  layer?: string;
  confidence?: number;
  skill?: string;
  project?: string;
}

const KNOWN = ["payload", "ts", "verdict", "url_domain", "source", "layer", "confidence", "skill", "project"] as const;
const DOMAIN = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
const SALT = /^[0-9a-f]{64}$/;

export interface CheckedAttempt {
  /** The record without its hash, which needs the salt. */
  record: Omit<SecurityAttempt, "payload_hash">;
  payload: string;
}

// The hash needs the salt (read or created on append); the schema checks the rest meanwhile.
const HASH_PENDING = `sha256:${"0".repeat(64)}`;

/**
 * An attempt from a caller's object (its fields: KNOWN; `payload` is hashed, never stored):
 * verdict defaults to block, url_domain is cut to its host, project filled in from `defaults`,
 * then checked against security-attempt.schema.json. Errors name the field but never echo the payload.
 */
export function toAttempt(obj: unknown, defaults: { project?: string } = {}, now = new Date()): CheckedAttempt {
  const rec = f.object(obj);
  for (const k of Object.keys(rec))
    if (!(KNOWN as readonly string[]).includes(k)) throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  const payload = rec.payload;
  if (typeof payload !== "string" || payload === "")
    throw rejected("payload", "the attempted text, a non-empty string (stored only as a salted hash)");
  if (Buffer.byteLength(payload) > MAX_RECORD_BYTES) throw rejected("payload", `at most ${MAX_RECORD_BYTES} bytes`);
  const g = f.given(rec, KNOWN);
  if (g.url_domain !== undefined) {
    // A URL is given, its host is stored: the input's own rule, before the schema sees the host.
    if (typeof g.url_domain !== "string")
      throw rejected("url_domain", "a string is allowed (a domain or a URL)", g.url_domain);
    if (g.url_domain.length > 2048) throw rejected("url_domain", "at most 2048 characters");
    g.url_domain = urlDomain(g.url_domain);
  }
  const record = f.given(
    { ts: now.toISOString(), verdict: "block", project: defaults.project, ...g, payload: undefined },
    KNOWN,
  ) as CheckedAttempt["record"];
  validate(attemptSchema, { ...record, payload_hash: HASH_PENDING });
  return { record, payload };
}

/** The host of a URL or a bare domain, lower-cased; paths, queries and credentials are dropped. */
export function urlDomain(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
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

/** Reads security/device-salt, creating it (32 random bytes, hex, 0600) on first use. */
export async function deviceSalt(paths: StatePaths): Promise<string> {
  const file = paths.deviceSalt;
  const existing = readSalt(file);
  if (existing) return existing;
  const { randomBytes } = await import("node:crypto");
  ensureDir(dirname(file));
  const tmp = join(dirname(file), `.device-salt.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = openSync(tmp, "wx", FILE_MODE);
    try {
      writeAll(fd, Buffer.from(`${randomBytes(32).toString("hex")}\n`));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // link() never replaces: when two first uses race, both end up with the winner's salt.
    try {
      linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  } catch (err) {
    throw ioError(err, `cannot create ${file}`);
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      /* gone */
    }
  }
  const salt = readSalt(file);
  if (!salt) throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, "io");
  return salt;
}

function readSalt(file: string): string | undefined {
  let st;
  try {
    st = lstatSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw ioError(err, `cannot read ${file}`);
  }
  if (!st.isFile()) throw new GstackError(`${file}: must be a regular file, not a symlink or folder`, "io");
  const text = readFileSync(file, "utf8").trim();
  if (!SALT.test(text))
    throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, "io");
  if (st.mode & 0o077) {
    try {
      chmodSync(file, FILE_MODE);
    } catch {
      /* gstack-doctor reports it */
    }
  }
  return text;
}

/** `sha256:` + hex HMAC-SHA-256 of the text, keyed with the salt. */
export async function hashPayload(salt: string, payload: string): Promise<string> {
  const { createHmac } = await import("node:crypto");
  return `sha256:${createHmac("sha256", Buffer.from(salt, "hex")).update(payload, "utf8").digest("hex")}`;
}

/** Appends an attempt as a salted hash; a compaction that failed goes to `warnings`. */
export async function appendAttempt(
  paths: StatePaths,
  checked: CheckedAttempt,
  warnings?: string[],
): Promise<SecurityAttempt> {
  const salt = await deviceSalt(paths);
  const { ts, verdict, ...rest } = checked.record;
  const rec: SecurityAttempt = { ts, payload_hash: await hashPayload(salt, checked.payload), verdict, ...rest };
  const size = appendRecord(paths.securityAttempts, rec);
  await compactIfLarge(paths, size, (r) => compactAttempts(paths, r), undefined, warnings);
  return rec;
}

export async function compactAttempts(paths: StatePaths, r?: Retention): Promise<CompactResult> {
  const settings = r ?? (await retentionSettings(paths));
  return compactRecords<SecurityAttempt>(paths.securityAttempts, (records) => keepRecent(records, settings));
}

export function recentAttempts(paths: StatePaths, limit: number): { records: SecurityAttempt[]; bad: number } {
  return readTail<SecurityAttempt>(paths.securityAttempts, { limit });
}
