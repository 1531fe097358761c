// Project artifacts (design docs, test plans, CEO plans, retros, checkpoints): Markdown files
// named <branch>-<kind>-YYYYMMDD-HHMMSS[-N].md (UTC), written atomically, never overwritten, stamped
// with package_id. Discovery reads the folder once, matches names exactly, orders by the stamp in the
// name then mtime, and looks back one day by default, two at most without `all` (docs/decisions).
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  existsSync,
} from "node:fs";
import { join } from "node:path";
import pkg from "../../package.json" with { type: "json" };
import type { StatePaths } from "./paths.ts";
import { ensureDir, FILE_MODE, writeAll } from "./fs.ts";
import { sanitizeBranch } from "./slug.ts";
import { GstackError, ioError, rejected } from "../core/errors.ts";
import { redactSecrets } from "../records/redact.ts";

export const PACKAGE_ID = `gstack-kit-${pkg.version}`;

/**
 * Kinds and where they live under projects/<slug>/. Within one folder no kind may end with
 * `-<another kind>`, or `<branch>-<kind>-` prefixes could collide (a test checks this).
 */
export const ARTIFACT_KINDS = {
  design: { dir: "", about: "design doc (/office-hours)" },
  "test-plan": { dir: "", about: "test plan (/plan-eng-review)" },
  "test-outcome": { dir: "", about: "test results (/qa)" },
  "qa-report": { dir: "", about: "QA report (/qa)" },
  "ceo-plan": { dir: "ceo-plans", about: "CEO plan (/plan-ceo-review)" },
  retro: { dir: "retros", about: "retrospective (/retro)" },
  checkpoint: { dir: "checkpoints", about: "saved working context" },
} as const satisfies Record<string, { dir: string; about: string }>;

export type ArtifactKind = keyof typeof ARTIFACT_KINDS;

/** Content larger than this is refused. */
export const MAX_ARTIFACT_BYTES = 4 * 1024 * 1024;
/** Look-back without `all`: default and hard cap, in days (seeds/003). */
export const DEFAULT_LOOKBACK_DAYS = 1;
export const MAX_LOOKBACK_DAYS = 2;

export interface Artifact {
  kind: ArtifactKind;
  branch: string;
  name: string;
  path: string;
  /** YYYYMMDD-HHMMSS from the name, in UTC (`date -u +%Y%m%d-%H%M%S`). */
  stamp: string;
  /** 1, or N of a `-N` suffix (same second). */
  seq: number;
  /** The stamp as an ISO date-time. */
  time: string;
  /** File mtime, ms since the epoch. */
  mtimeMs: number;
  /** The other device (or team~<user>@<device>) it came from through gstack-sync; absent when written here. */
  peer?: string;
}

export function checkKind(kind: string | undefined): ArtifactKind {
  if (kind === undefined || !Object.hasOwn(ARTIFACT_KINDS, kind)) {
    throw rejected("kind", `one of ${Object.keys(ARTIFACT_KINDS).join(", ")}`, kind ?? "");
  }
  return kind as ArtifactKind;
}

/** A branch given on the command line: git's characters only; `/` becomes `-` as in gstack-slug. */
export function checkBranch(raw: string): string {
  if (!/^[a-zA-Z0-9._/-]{1,200}$/.test(raw) || /^[./-]/.test(raw) || raw.includes("..")) {
    throw rejected("branch", "[a-zA-Z0-9._/-], not starting with . / or -, no ..", raw);
  }
  return sanitizeBranch(raw);
}

export function kindDir(paths: StatePaths, kind: ArtifactKind): string {
  const dir = ARTIFACT_KINDS[kind].dir;
  return dir ? paths.project(dir) : paths.projectDir;
}

function pad(n: number, w = 2): string {
  return String(n).padStart(w, "0");
}

// Stamps are UTC: local time repeats an hour when daylight saving ends (newest-by-name would go
// wrong) and changes with the machine's zone; and the first local-time Date costs ~5 ms of
// time-zone setup in Bun, a third of a tool call's budget.
export function formatStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** ms since the epoch for a UTC stamp, or undefined when it is not a real date-time. */
export function parseStamp(stamp: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return ms;
}

const SUFFIX = /^(\d{8}-\d{6})(?:-([1-9]\d{0,5}))?\.md$/;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface Candidate {
  name: string;
  dir: string;
  peer?: string;
  branch: string;
  stamp: string;
  stampMs: number;
  seq: number;
}

/** Parses a file name against one kind (and one branch, unless branch is undefined). */
export function matchName(
  name: string,
  kind: ArtifactKind,
  branch?: string,
): Omit<Candidate, "name" | "dir" | "peer"> | undefined {
  let rest: string;
  let b: string;
  if (branch !== undefined) {
    const prefix = `${branch}-${kind}-`;
    if (!name.startsWith(prefix)) return undefined;
    rest = name.slice(prefix.length);
    b = branch;
  } else {
    // Any branch: the kind and stamp are anchored at the end, so the branch is what precedes them.
    const m = new RegExp(`^(.+)-${escapeRe(kind)}-(\\d{8}-\\d{6}(?:-[1-9]\\d{0,5})?\\.md)$`).exec(name);
    if (!m) return undefined;
    b = m[1]!;
    rest = m[2]!;
  }
  const m = SUFFIX.exec(rest);
  if (!m) return undefined;
  const stampMs = parseStamp(m[1]!);
  if (stampMs === undefined) return undefined;
  return { branch: b, stamp: m[1]!, stampMs, seq: m[2] ? Number(m[2]) : 1 };
}

export interface FindOptions {
  kind: string;
  /** Sanitized branch; defaults to the current branch. */
  branch?: string;
  /** Match every branch. */
  anyBranch?: boolean;
  /** Look-back in days, 1..MAX_LOOKBACK_DAYS unless `all`. */
  days?: number;
  /** No look-back limit. */
  all?: boolean;
  /** At most this many results (list). */
  limit?: number;
  now?: number;
}

/** Newest first. Reads the folder once and stats only the files it returns. */
export function listArtifacts(paths: StatePaths, opts: FindOptions): Artifact[] {
  const kind = checkKind(opts.kind);
  const days = opts.days ?? DEFAULT_LOOKBACK_DAYS;
  if (!opts.all && (!Number.isInteger(days) || days < 1 || days > MAX_LOOKBACK_DAYS)) {
    throw rejected("days", `an integer from 1 to ${MAX_LOOKBACK_DAYS} (older artifacts need --all)`, days);
  }
  const limit = opts.limit ?? Infinity;
  if (limit !== Infinity && (!Number.isInteger(limit) || limit < 1)) throw rejected("limit", "an integer >= 1", limit);
  const branch = opts.anyBranch ? undefined : (opts.branch ?? paths.branch);
  const cutoff = opts.all ? -Infinity : (opts.now ?? Date.now()) - days * 86_400_000;
  const local = kindDir(paths, kind);
  // This machine's folder, then other devices' copies (gstack-sync): names carry the stamp, so
  // the order is the same on every machine.
  const dirs: { dir: string; peer?: string }[] = [
    { dir: local },
    ...paths.peers(local).map((p) => ({ dir: p.file, peer: p.peer })),
  ];
  const found: Candidate[] = [];
  for (const { dir, peer } of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") continue;
      throw ioError(err, `cannot read ${dir}`);
    }
    for (const name of names) {
      const c = matchName(name, kind, branch);
      if (c && c.stampMs >= cutoff) found.push(peer ? { name, dir, peer, ...c } : { name, dir, ...c });
    }
  }
  found.sort((a, b) => b.stampMs - a.stampMs || b.seq - a.seq);
  // Only ties at the cut need mtimes to be ordered, so stat the first `limit` plus any ties.
  let take = Math.min(found.length, limit);
  while (take < found.length && take > 0 && same(found[take]!, found[take - 1]!)) take++;
  const out: Artifact[] = [];
  for (const c of found.slice(0, take)) {
    let st;
    try {
      st = statSync(join(c.dir, c.name));
    } catch {
      continue; // removed meanwhile
    }
    if (!st.isFile()) continue;
    const a: Artifact = {
      kind,
      branch: c.branch,
      name: c.name,
      path: join(c.dir, c.name),
      stamp: c.stamp,
      seq: c.seq,
      time: new Date(c.stampMs).toISOString(),
      mtimeMs: st.mtimeMs,
    };
    if (c.peer) a.peer = c.peer;
    out.push(a);
  }
  // Same stamp: this machine's first, then mtime only among its own files (git resets a
  // checkout's mtimes, so a copy's says nothing), then peer and name.
  const rank = (a: Artifact) => (a.peer ? 1 : 0);
  out.sort(
    (a, b) =>
      Date.parse(b.time) - Date.parse(a.time) ||
      b.seq - a.seq ||
      rank(a) - rank(b) ||
      (a.peer || b.peer ? 0 : b.mtimeMs - a.mtimeMs) ||
      ((a.peer ?? "") < (b.peer ?? "") ? -1 : (a.peer ?? "") > (b.peer ?? "") ? 1 : 0) ||
      (a.name < b.name ? -1 : 1),
  );
  return out.slice(0, limit);
}

function same(a: Candidate, b: Candidate): boolean {
  return a.stampMs === b.stampMs && a.seq === b.seq;
}

export function latestArtifact(paths: StatePaths, opts: FindOptions): Artifact | undefined {
  return listArtifacts(paths, { ...opts, limit: 1 })[0];
}

export interface PutOptions {
  kind: string;
  content: string;
  branch?: string;
  title?: string;
  now?: Date;
}

/** Adds package_id (and kind, branch, created, title) to the frontmatter, creating one if absent. */
export function stampContent(
  content: string,
  meta: { kind: string; branch: string; created: string; title?: string },
): string {
  const fields: [string, string][] = [
    ["package_id", PACKAGE_ID],
    ["kind", meta.kind],
    ["branch", meta.branch],
    ["created", meta.created],
  ];
  if (meta.title !== undefined) fields.push(["title", JSON.stringify(meta.title)]);
  const fm = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m.exec(content);
  if (fm && fm.index === 0) {
    const present = new Set([...fm[1]!.matchAll(/^([A-Za-z0-9_-]+):/gm)].map((m) => m[1]));
    const add = fields
      .filter(([k]) => !present.has(k))
      .map(([k, v]) => `${k}: ${v}\n`)
      .join("");
    const open = content.indexOf("\n") + 1;
    return content.slice(0, open) + add + content.slice(open);
  }
  return `---\n${fields.map(([k, v]) => `${k}: ${v}\n`).join("")}---\n${content}`;
}

/**
 * Writes a new artifact and returns it. The file is written under a temp name, fsynced, then
 * hard-linked to its final name, which fails rather than overwrite: a second write in the same
 * second gets `-2`, `-3`, ...
 */
export function putArtifact(paths: StatePaths, opts: PutOptions): Artifact {
  const kind = checkKind(opts.kind);
  const branch = opts.branch ?? paths.branch;
  if (opts.title !== undefined && (opts.title.length > 200 || /[\u0000-\u001f\u007f]/.test(opts.title))) {
    throw rejected("title", "at most 200 characters, no control characters or newlines");
  }
  if (opts.content.trim() === "") throw rejected("content", "non-empty Markdown is required (stdin or --file)");
  if (opts.content.includes("\u0000")) throw rejected("content", "text only (no NUL bytes)");
  const now = opts.now ?? new Date();
  const stamp = formatStamp(now);
  // Checkpoints and plans quote logs and configs: credentials in them never reach the file.
  const title = opts.title === undefined ? undefined : redactSecrets(opts.title);
  const data = Buffer.from(
    stampContent(redactSecrets(opts.content), { kind, branch, created: now.toISOString(), title }),
  );
  if (data.length > MAX_ARTIFACT_BYTES)
    throw rejected("content", `at most ${MAX_ARTIFACT_BYTES} bytes`, `${data.length} bytes`);
  const dir = kindDir(paths, kind);
  ensureDir(dir);
  const base = `${branch}-${kind}-${stamp}`;
  const tmp = join(dir, `.${base}.md.${process.pid}.${Date.now()}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, "wx", FILE_MODE);
    writeAll(fd, data);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    for (let seq = 1; seq <= 10_000; seq++) {
      const name = seq === 1 ? `${base}.md` : `${base}-${seq}.md`;
      const file = join(dir, name);
      if (!claim(tmp, file)) continue;
      const st = statSync(file);
      return {
        kind,
        branch,
        name,
        path: file,
        stamp,
        seq,
        time: new Date(parseStamp(stamp)!).toISOString(),
        mtimeMs: st.mtimeMs,
      };
    }
    throw new GstackError(`cannot write ${kind}: 10000 artifacts in one second`, "io");
  } catch (err) {
    throw ioError(err, `cannot write ${kind} artifact in ${dir}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      /* linked and removed, or never made */
    }
  }
}

/** Gives tmp the name `file` unless it exists. False when taken. */
function claim(tmp: string, file: string): boolean {
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  }
  // No hard links on this file system: check, then rename (a narrow race, but never a torn file).
  if (existsSync(file)) return false;
  renameSync(tmp, file);
  return true;
}
