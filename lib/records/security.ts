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
const WORD = /^[a-zA-Z0-9_.:-]{1,64}$/;
const SKILL = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;
const DOMAIN = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
const SALT = /^[0-9a-f]{64}$/;

export interface CheckedAttempt {
  /** The record without its hash, which needs the salt. */
  record: Omit<SecurityAttempt, "payload_hash">;
  payload: string;
}

/** Checks one attempt; errors name the field but never echo the payload. */
export function validateAttempt(obj: unknown, defaults: { project?: string } = {}, now = new Date()): CheckedAttempt {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = obj as f.Json;
  for (const k of Object.keys(rec)) if (!(KNOWN as readonly string[]).includes(k)) throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  const payload = rec.payload;
  if (typeof payload !== "string" || payload === "") throw rejected("payload", "the attempted text, a non-empty string (stored only as a salted hash)");
  if (Buffer.byteLength(payload) > MAX_RECORD_BYTES) throw rejected("payload", `at most ${MAX_RECORD_BYTES} bytes`);
  const out: CheckedAttempt["record"] = {
    ts: f.isoTs(rec) ?? now.toISOString(),
    verdict: f.oneOf(rec, "verdict", VERDICTS) ?? "block",
  };
  const domain = urlDomain(f.textField(rec, "url_domain", { max: 2048 }));
  if (domain !== undefined) out.url_domain = domain;
  const source = f.textField(rec, "source", { pattern: WORD, allowed: "1-64 characters of [a-zA-Z0-9_.:-], e.g. web-page, file, tool-output" });
  if (source !== undefined) out.source = source;
  const layer = f.textField(rec, "layer", { pattern: WORD, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" });
  if (layer !== undefined) out.layer = layer;
  const confidence = f.numberField(rec, "confidence", { min: 0, max: 1 });
  if (confidence !== undefined) out.confidence = confidence;
  const skill = f.textField(rec, "skill", { pattern: SKILL, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" });
  if (skill !== undefined) out.skill = skill;
  const project = f.textField(rec, "project", { pattern: /^[a-zA-Z0-9._-]{1,200}$/, allowed: "a project slug ([a-zA-Z0-9._-])" }) ?? defaults.project;
  if (project !== undefined && /^\.+$/.test(project)) throw rejected("project", "a project slug, not only dots", project);
  if (project !== undefined) out.project = project;
  return { record: out, payload };
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
  if (!DOMAIN.test(host)) throw rejected("url_domain", "a domain such as example.com, or a URL (only its domain is kept)");
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
    try { unlinkSync(tmp); } catch { /* gone */ }
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
  if (!SALT.test(text)) throw new GstackError(`${file}: not a 64-digit hex salt; move it away to start a new one`, "io");
  if (st.mode & 0o077) {
    try { chmodSync(file, FILE_MODE); } catch { /* gstack-doctor reports it */ }
  }
  return text;
}

/** `sha256:` + hex HMAC-SHA-256 of the text, keyed with the salt. */
export async function hashPayload(salt: string, payload: string): Promise<string> {
  const { createHmac } = await import("node:crypto");
  return `sha256:${createHmac("sha256", Buffer.from(salt, "hex")).update(payload, "utf8").digest("hex")}`;
}

/** Appends an attempt as a salted hash; a compaction that failed goes to `warnings`. */
export async function appendAttempt(paths: StatePaths, checked: CheckedAttempt, warnings?: string[]): Promise<SecurityAttempt> {
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
