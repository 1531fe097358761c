// gstack-sync's engine. The state root stays the truth; the git repositories under .sync/ are
// derived copies, so any of them can be reset, wiped or re-cloned without losing a record.
//
// Each device writes only its own folder of the shared tree (devices/<device>/..., on a team
// remote members/<user>@<device>/...), holding a copy of its current shareable files with
// projects/<slug> renamed to projects/<project-id>. A run: fetch, reset the work tree to the
// remote (nothing of ours lives only there), copy our files in, scan what changed for secrets,
// commit, push; a push that lost a race starts over from the fetch. Then the other devices'
// files are copied into remote/<device>/ (teammates: remote/team~<user>@<device>/), atomically,
// where the readers find them. No step merges, so no step can leave conflict markers, and a
// rebase or merge found in progress (a run killed mid-way, a hand-run git) is aborted first.
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
  type Stats,
} from "node:fs";
import { hostname, userInfo } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";
import { CATALOGUE, kindOf, type KindId, type Scope } from "../state/catalogue.ts";
import { ensureDir, listDir, readIfExists, writeFileAtomic } from "../state/fs.ts";
import { ancestorRepos, originUrl } from "../state/git.ts";
import { getConfig, readConfig } from "../state/config.ts";
import type { StatePaths } from "../state/paths.ts";
import { redactSecrets } from "../records/fields.ts";
import { gitIn, GitFailure, type Git } from "./git.ts";
import { projectIdFromRemote, checkProjectId } from "./project-id.ts";
import { readStatus, syncDir, writeStatus, type RemoteStatus, type SyncStatus } from "./status.ts";

export type RemoteName = "own" | "team";
const BRANCH = "main";
/** A file with no size cap in the catalogue is still not copied past this. */
const DEFAULT_CAP = 64 * 1024 * 1024;
const PEER = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const MEMBER = /^[a-z0-9][a-z0-9._-]{0,63}@[a-z0-9][a-z0-9._-]{0,63}$/;

/** A sync that could not finish: the message goes to the status file and stderr. */
export class SyncError extends Error {}

interface Settings {
  own?: string;
  team?: string;
  /** Project ids the team remote carries. */
  team_projects: string[];
  /** Root-relative paths never to sync again (gstack-sync forget). */
  forget: string[];
}

export interface Device {
  id: string;
  host: string;
  user: string;
}

const safe = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .slice(0, 40) || "x";

export function readJson<T>(file: string, fallback: T): T {
  try {
    const v = JSON.parse(readIfExists(file) ?? "null");
    return v && typeof v === "object" ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * This machine's id: `<host>-<random>`, made once and kept in .sync/device.json. A state
 * folder copied to another machine (other host name) gets a new id, so two machines never
 * write one shard.
 */
export function device(root: string): Device {
  const file = join(syncDir(root), "device.json");
  const host = safe(hostname());
  const user = safe(userInfo().username);
  const d = readJson<Partial<Device>>(file, {});
  if (typeof d.id === "string" && PEER.test(d.id) && d.host === host) return { id: d.id, host, user };
  const fresh = { id: `${host.slice(0, 30)}-${randomBytes(3).toString("hex")}`, host, user };
  writeFileAtomic(file, `${JSON.stringify(fresh)}\n`);
  return fresh;
}

export function readSettings(root: string): Settings {
  const s = readJson<Partial<Settings>>(join(syncDir(root), "remotes.json"), {});
  return {
    own: typeof s.own === "string" ? s.own : undefined,
    team: typeof s.team === "string" ? s.team : undefined,
    team_projects: Array.isArray(s.team_projects) ? s.team_projects.filter((x) => typeof x === "string") : [],
    forget: Array.isArray(s.forget) ? s.forget.filter((x) => typeof x === "string") : [],
  };
}

export function writeSettings(root: string, s: Settings): void {
  writeFileAtomic(join(syncDir(root), "remotes.json"), `${JSON.stringify(s, null, 2)}\n`);
}

/** A remote URL git may be given: no option-like start, no command-running transports. */
export function checkRemote(url: string): string | undefined {
  if (!url || url.length > 2048 || /[\u0000-\u001f\u007f]/.test(url))
    return "a git URL or path, at most 2048 characters, no control characters";
  if (url.startsWith("-")) return "must not start with -";
  if (/^(ext|fd)::/i.test(url)) return "ext:: and fd:: transports run commands and are refused";
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// One sync at a time: a lock file holding the owner's pid, taken over once that process is gone.

export function takeLock(root: string): () => void {
  const file = join(syncDir(root), "lock");
  ensureDir(syncDir(root));
  const mine = `${process.pid} ${Date.now()}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, mine);
      closeSync(fd);
      return () => {
        if (readIfExists(file) === mine) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const [pid, at] = (readIfExists(file) ?? "").trim().split(" ").map(Number);
    if (pid && alive(pid) && Date.now() - (at ?? 0) < 3_600_000)
      throw new SyncError(`another gstack-sync is running (pid ${pid})`);
    rmSync(file, { force: true }); // its owner died: take over
  }
  throw new SyncError("could not take the sync lock");
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

// ---------------------------------------------------------------------------------------------
// Projects: the local slug mapped to the project id every machine agrees on.

/** slug -> project id for every project this machine has synced from (.sync/projects.json). */
export function projectMap(root: string): Record<string, string> {
  return readJson<Record<string, string>>(join(syncDir(root), "projects.json"), {});
}

/** The id of the project at cwd: config project_id, else from the outermost repo's origin URL. */
export async function projectIdFor(paths: StatePaths): Promise<string | undefined> {
  const set = (await getConfig(paths.config, "project_id").catch(() => undefined)) ?? "";
  if (set) {
    if (!checkProjectId(set))
      throw new SyncError(`project_id: [a-zA-Z0-9._-], 1-100 characters (got ${JSON.stringify(set.slice(0, 40))})`);
    return set;
  }
  for (const repo of ancestorRepos(paths.cwd).reverse()) {
    const url = originUrl(repo);
    const id = url ? projectIdFromRemote(url) : undefined;
    if (id) return id;
  }
  return undefined;
}

/** Records cwd's project in the map; returns its id (undefined: not synced, no remote and no project_id). */
export async function mapProject(paths: StatePaths): Promise<string | undefined> {
  const id = await projectIdFor(paths);
  if (!id) return undefined;
  const map = projectMap(paths.root);
  if (map[paths.slug] !== id) {
    map[paths.slug] = id;
    writeFileAtomic(join(syncDir(paths.root), "projects.json"), `${JSON.stringify(map, null, 2)}\n`);
  }
  return id;
}

// ---------------------------------------------------------------------------------------------
// What leaves: the catalogue decides.

interface Outgoing {
  /** Path under the device's folder of the shared tree. */
  target: string;
  /** Root-relative local path. */
  rel: string;
  kind: KindId;
  full: string;
}

function leaves(scope: Scope, remote: RemoteName, analytics: boolean): boolean {
  if (remote === "team") return scope === "team-shareable";
  return scope === "shareable" || scope === "team-shareable" || (scope === "opt-in" && analytics);
}

/** Top-level folders whose every file is per-machine: not walked at all. */
function skipDir(rel: string): boolean {
  const id = kindOf(`${rel}/x`);
  return id !== undefined && CATALOGUE[id].scope === "per-machine";
}

/** The local files a remote gets, with their place in the device's folder. */
function outgoing(
  root: string,
  remote: RemoteName,
  map: Record<string, string>,
  s: Settings,
  analytics: boolean,
): Outgoing[] {
  const out: Outgoing[] = [];
  const forget = new Set(s.forget);
  const walk = (dir: string, rel: string, depth: number) => {
    for (const name of listDir(dir).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const full = join(dir, name);
      const st = lstatOrSkip(full);
      if (!st) continue;
      if (st.isDirectory()) {
        if (depth < 8 && !skipDir(r)) walk(full, r, depth + 1);
        continue;
      }
      if (!st.isFile() || forget.has(r)) continue; // symlinks and special files never leave
      const kind = kindOf(r);
      if (!kind) continue;
      const k: { scope: Scope; maxBytes?: number } = CATALOGUE[kind];
      if (!leaves(k.scope, remote, analytics) || st.size > (k.maxBytes ?? DEFAULT_CAP)) continue;
      let target = r;
      if (r.startsWith("projects/")) {
        const [, slug, ...rest] = r.split("/");
        const id = map[slug!];
        if (!id || (remote === "team" && !s.team_projects.includes(id))) continue;
        target = ["projects", id, ...rest].join("/");
      }
      out.push({ target, rel: r, kind, full });
    }
  };
  walk(root, "", 0);
  return out;
}

/** Only the lines a user marked "share": "team". */
function teamLines(buf: Buffer): Buffer {
  const keep: string[] = [];
  for (const line of buf.toString("utf8").split("\n")) {
    if (!line.includes('"share"')) continue;
    try {
      if ((JSON.parse(line) as { share?: unknown }).share === "team") keep.push(line);
    } catch {
      /* corrupt: stays home */
    }
  }
  return Buffer.from(keep.length ? `${keep.join("\n")}\n` : "");
}

/**
 * A JSONL file goes to the shared tree as numbered parts (`<name>.jsonl.parts/00000`, ...) of
 * about CHUNK bytes, each ending at a line end. A part's end depends only on the bytes before
 * it, so an append changes the last part alone: git hashes, packs and sends that part, not the
 * whole file (10 MB of learnings: 2.0 s per run before, see docs/decisions/0071).
 */
export const PARTS = ".parts/";
const CHUNK = 1024 * 1024;

export function chunks(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let start = 0; start < data.length; ) {
    let end = start + CHUNK >= data.length ? data.length : data.indexOf(0x0a, start + CHUNK) + 1;
    if (end <= 0) end = data.length;
    out.push(data.subarray(start, end));
    start = end;
  }
  return out;
}

/** True when the part of `next` that is new since `prev` holds a secret the redaction table knows. */
function holdsSecret(prev: Buffer | undefined, next: Buffer): boolean {
  const appended = prev && next.length >= prev.length && next.subarray(0, prev.length).equals(prev);
  const text = (appended ? next.subarray(prev.length) : next).toString("utf8");
  return redactSecrets(text) !== text;
}

function readMaybe(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

interface ExportResult {
  blocked: { file: string; kind: string }[];
}

/** Makes the device's folder in the work tree a copy of what leaves; removes what no longer does. */
function exportTo(work: string, prefix: string, files: Outgoing[], remote: RemoteName): ExportResult {
  const blocked: ExportResult["blocked"] = [];
  const wanted = new Set<string>();
  for (const f of files) {
    let data = readMaybe(f.full);
    if (!data) continue;
    if (remote === "team" && (CATALOGUE[f.kind] as { teamFilter?: string }).teamFilter === "share-team") {
      data = teamLines(data);
      if (!data.length) continue;
    }
    const pieces =
      CATALOGUE[f.kind].format === "jsonl"
        ? chunks(data).map((c, i) => ({ target: `${f.target}${PARTS}${String(i).padStart(5, "0")}`, data: c }))
        : [{ target: f.target, data }];
    for (const piece of pieces) {
      const target = join(work, prefix, piece.target);
      wanted.add(target);
      const prev = readMaybe(target);
      if (prev?.equals(piece.data)) continue;
      if (holdsSecret(prev, piece.data)) {
        if (!blocked.some((b) => b.file === f.rel)) blocked.push({ file: f.rel, kind: f.kind });
        continue;
      }
      writeFileAtomic(target, piece.data, { durable: false }); // the work tree is derived: no fsync
    }
  }
  const sweep = (dir: string) => {
    for (const name of listDir(dir)) {
      const full = join(dir, name);
      if (lstatSync(full).isDirectory()) sweep(full);
      else if (!wanted.has(full)) unlinkSync(full);
    }
  };
  sweep(join(work, prefix));
  return { blocked };
}

// ---------------------------------------------------------------------------------------------
// The repositories.

function repoDir(root: string, remote: RemoteName): string {
  return join(syncDir(root), remote);
}

/** A repository at dir with origin = url; one that looks broken is wiped and made again. */
function ensureRepo(dir: string, url: string, env: NodeJS.ProcessEnv): Git {
  if (!existsSync(join(dir, ".git", "HEAD")) || !existsSync(join(dir, ".git", "objects"))) {
    rmSync(dir, { recursive: true, force: true });
    ensureDir(dir);
    gitIn(dir, env)(["init", "-q", "-b", BRANCH]);
  }
  const git = gitIn(dir, env);
  recover(git);
  git(["config", "remote.origin.url", url]);
  git(["config", "remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"]);
  // A remote on this machine or a shared disk: its upload-pack is our own git, started without
  // our -c settings, and its delta search over 1 MiB parts cost 8.4 s of a first 20 MB fetch
  // (1.2 s without). A server's upload-pack is the server's business.
  if (isLocalRemote(url)) git(["config", "remote.origin.uploadpack", "git -c core.bigFileThreshold=256k upload-pack"]);
  else git(["config", "--unset-all", "remote.origin.uploadpack"], { ok: [5] });
  return git;
}

/** A path or file:// URL, not a network transport. */
function isLocalRemote(url: string): boolean {
  if (/^file:\/\//i.test(url)) return true;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return false;
  return !/^(?:[^@/]+@)?[^:/]+:(?!\/\/)/.test(url) || /^[a-zA-Z]:[\\/]/.test(url);
}

/** Puts back a repository a killed run (or a hand-run git) left mid-way: no operation in progress, no stale locks. */
export function recover(git: Git): void {
  const gd = join(git.dir, ".git");
  if (existsSync(join(gd, "rebase-merge")) || existsSync(join(gd, "rebase-apply"))) {
    removeLocks(gd);
    git(["rebase", "--abort"], { ok: [1, 128] });
    rmSync(join(gd, "rebase-merge"), { recursive: true, force: true });
    rmSync(join(gd, "rebase-apply"), { recursive: true, force: true });
  }
  if (existsSync(join(gd, "MERGE_HEAD"))) {
    removeLocks(gd);
    git(["merge", "--abort"], { ok: [1, 128] });
  }
  for (const f of ["MERGE_HEAD", "CHERRY_PICK_HEAD", "REVERT_HEAD"]) rmSync(join(gd, f), { force: true });
  removeLocks(gd);
}

/** An entry's lstat, or undefined when it vanished or cannot be read: a walk skips it. */
function lstatOrSkip(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** Every *.lock under .git but objects/: we hold the sync lock, so no git of ours is running. */
function removeLocks(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (name === "objects") continue;
    const full = join(dir, name);
    const st = lstatOrSkip(full);
    if (!st) continue;
    if (name.endsWith(".lock")) rmSync(full, { recursive: true, force: true });
    else if (st.isDirectory()) removeLocks(full);
  }
}

function hasRef(git: Git, ref: string): boolean {
  return git(["rev-parse", "-q", "--verify", `${ref}^{commit}`], { ok: [1, 128] }).status === 0;
}

/** Fetches; the work tree becomes the remote's tree (or our last commit, or empty), nothing untracked. */
function fetchAndReset(git: Git): void {
  try {
    git(["fetch", "-q", "--no-tags", "--prune", "origin"]);
  } catch (err) {
    throw new SyncError(`remote unreachable: ${(err as Error).message}`);
  }
  resetTree(git);
}

/** Work tree and index = the remote's branch, else our last commit, else empty; nothing untracked. */
function resetTree(git: Git): void {
  if (hasRef(git, `refs/remotes/origin/${BRANCH}`)) git(["reset", "-q", "--hard", `refs/remotes/origin/${BRANCH}`]);
  else if (hasRef(git, "HEAD")) git(["reset", "-q", "--hard", "HEAD"]);
  else git(["read-tree", "--empty"]);
  git(["clean", "-ffdxq"]);
}

/** Our folder in the shared tree. */
export function prefixOf(remote: RemoteName, dev: Device): string {
  return remote === "own" ? `devices/${dev.id}` : `members/${dev.user}@${dev.id}`;
}

interface Ctx {
  paths: StatePaths;
  dev: Device;
  settings: Settings;
  map: Record<string, string>;
  analytics: boolean;
}

/** One remote, one run: returns its new status; throws SyncError with the reason otherwise. */
function syncRemote(
  ctx: Ctx,
  remote: RemoteName,
  url: string,
  push: boolean,
): { pushed: number; pulled: number; peers: string[]; conflicts: Conflict[]; blocked: ExportResult["blocked"] } {
  const env = ctx.paths.env;
  const dir = repoDir(ctx.paths.root, remote);
  let git: Git;
  try {
    git = ensureRepo(dir, url, env);
    fetchAndReset(git);
  } catch (err) {
    if (
      err instanceof SyncError ||
      !(err instanceof GitFailure) ||
      !/corrupt|bad object|not a git repository|unable to read|loose object|broken|invalid/i.test(err.message)
    )
      throw err;
    rmSync(dir, { recursive: true, force: true }); // derived copy: start it again
    git = ensureRepo(dir, url, env);
    fetchAndReset(git);
  }
  let pushed = 0;
  let blocked: ExportResult["blocked"] = [];
  if (push) {
    const prefix = prefixOf(remote, ctx.dev);
    for (let attempt = 1; ; attempt++) {
      const files = outgoing(ctx.paths.root, remote, ctx.map, ctx.settings, ctx.analytics);
      blocked = exportTo(dir, prefix, files, remote).blocked;
      // A pathspec that matches nothing is an error: skip the add when we never had a folder.
      if (existsSync(join(dir, prefix)) || git(["ls-files", "--", prefix]).stdout) git(["add", "-A", "--", prefix]);
      const changed = git(["diff", "--cached", "--name-only", "-z"]).stdout.split("\0").filter(Boolean);
      if (blocked.length) {
        // Nothing of this run is committed; the work tree goes back to the remote's.
        resetTree(git);
        break;
      }
      if (changed.length) {
        git([
          "-c",
          "user.name=gstack-sync",
          "-c",
          `user.email=${ctx.dev.id}@gstack-sync.invalid`,
          "commit",
          "-q",
          "--no-verify",
          "-m",
          `sync: ${prefix}`,
        ]);
        pushed = changed.length;
      }
      const ahead = !hasRef(git, `refs/remotes/origin/${BRANCH}`)
        ? hasRef(git, "HEAD")
        : Number(git(["rev-list", "--count", `refs/remotes/origin/${BRANCH}..HEAD`]).stdout.trim()) > 0;
      if (!ahead) break;
      const r = git(["push", "-q", "--porcelain", "origin", `HEAD:refs/heads/${BRANCH}`], { ok: [1, 128] });
      if (r.status === 0) break;
      const why = r.stdout.split("\n").find((l) => l.startsWith("!")) ?? "";
      if (/fetch first|non-fast-forward|stale info/.test(why) && attempt < 5) {
        fetchAndReset(git); // someone pushed meanwhile: start again on top of theirs
        continue;
      }
      // Another push holds the remote's ref lock right now (a bare repository on a shared disk):
      // wait a moment and start again. A lock left by a killed push stays, and is named below.
      if (/failed to update ref|cannot lock ref/.test(why + r.stderr) && attempt < 5) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100 + Math.floor(Math.random() * 400));
        fetchAndReset(git);
        continue;
      }
      // A killed push to a bare repository on a shared disk can leave its ref locked: name the file.
      const lock = r.stderr
        .split("\n")
        .find((l) => /Unable to create .*\.lock/.test(l))
        ?.replace(/^.*?(Unable)/, "$1")
        .trim();
      const reason = [
        why.split("\t").pop()?.trim() ||
          r.stderr
            .split("\n")
            .find((l) => /^(fatal|error|remote)/.test(l.trim()))
            ?.trim() ||
          `exit ${r.status}`,
        lock,
      ]
        .filter(Boolean)
        .join(": ");
      throw new SyncError(`push rejected: ${reason}`);
    }
  }
  const m = materialise(ctx, remote, git);
  return { pushed, blocked, ...m };
}

export interface Conflict {
  /** Root-relative path written both here and on the peer, with different content. */
  file: string;
  peer: string;
}

interface Materialised {
  [target: string]: string;
}

/** Copies the other devices' (or teammates') files into remote/<peer>/, only those whose blob changed. */
function materialise(
  ctx: Ctx,
  remote: RemoteName,
  git: Git,
): { pulled: number; peers: string[]; conflicts: Conflict[] } {
  const root = ctx.paths.root;
  const recordFile = join(syncDir(root), `materialised-${remote}.json`);
  const before = readJson<Materialised>(recordFile, {});
  const after: Materialised = {};
  const peers = new Set<string>();
  const top = remote === "own" ? "devices" : "members";
  const ours = prefixOf(remote, ctx.dev).split("/")[1];
  const slugsOf = new Map<string, string[]>();
  for (const [slug, id] of Object.entries(ctx.map)) slugsOf.set(id, [...(slugsOf.get(id) ?? []), slug]);
  let pulled = 0;
  const conflicts: Conflict[] = [];
  const tree = hasRef(git, "HEAD") ? git(["ls-tree", "-r", "-l", "-z", "--full-tree", "HEAD", "--", top]).stdout : "";
  // Files of the tree; a JSONL file's parts become one file again (its blob id: the parts' ids).
  const files = new Map<string, { blob: string; size: number; parts: string[] }>();
  for (const entry of tree.split("\0")) {
    const m = /^(\d+) blob ([0-9a-f]+)\s+(\d+|-)\t(.+)$/s.exec(entry);
    if (!m || m[1] === "120000") continue;
    const [, , blob, size, p] = m as unknown as [string, string, string, string, string];
    const part = /^(.+\.jsonl)\.parts\/\d{5}$/.exec(p);
    const path = part ? part[1]! : p;
    const f = files.get(path) ?? { blob: "", size: 0, parts: [] };
    f.blob += blob;
    f.size += Number(size) || 0;
    f.parts.push(p);
    files.set(path, f);
  }
  for (const [path, { blob, size, parts }] of files) {
    const [, peer, ...rest] = path.split("/");
    if (!peer || peer === ours || !(remote === "own" ? PEER : MEMBER).test(peer) || !rest.length) continue;
    const locals: string[] = [];
    if (rest[0] === "projects") {
      for (const slug of slugsOf.get(rest[1] ?? "") ?? []) locals.push(["projects", slug, ...rest.slice(2)].join("/"));
    } else locals.push(rest.join("/"));
    for (const rel of locals) {
      const kind = kindOf(rel);
      if (!kind) continue;
      const k: { scope: Scope; maxBytes?: number; format: string } = CATALOGUE[kind];
      if (!leaves(k.scope, remote, true) || size > (k.maxBytes ?? DEFAULT_CAP)) continue;
      // Parts only for JSONL, a whole file for anything else.
      if ((parts.length > 1 || parts[0] !== path) !== (k.format === "jsonl")) continue;
      const local = remote === "own" ? peer : `team~${peer}`;
      const target = join(root, "remote", local, rel);
      if (!inside(join(root, "remote"), target)) continue;
      peers.add(local);
      after[target] = blob;
      // An artifact of the same name written here too: ours stays where it is, theirs is kept
      // beside it under remote/<peer>/, and the run reports it.
      if (CATALOGUE[kind].format === "markdown") {
        const mine = readMaybe(join(root, rel));
        if (mine && before[target] !== blob && !mine.equals(readMaybe(join(git.dir, parts[0]!)) ?? Buffer.alloc(0)))
          conflicts.push({ file: rel, peer: local });
      }
      if (before[target] === blob && existsSync(target)) continue;
      const pieces = parts.sort().map((p) => readMaybe(join(git.dir, p)));
      if (pieces.some((x) => !x)) continue;
      const data = Buffer.concat(pieces as Buffer[]);
      writeFileAtomic(target, data);
      pulled++;
      // The preamble's learnings summary is keyed to this machine's file only: make it again.
      if (kind === "learnings")
        rmSync(join(root, rel.replace(/learnings\.jsonl$/, "learnings-summary.json")), { force: true });
    }
  }
  for (const target of Object.keys(before)) {
    if (!(target in after) && inside(join(root, "remote"), target)) {
      rmSync(target, { force: true });
      const rel = relative(join(root, "remote"), target).split(sep).slice(1).join("/");
      if (kindOf(rel) === "learnings")
        rmSync(join(root, rel.replace(/learnings\.jsonl$/, "learnings-summary.json")), { force: true });
    }
  }
  writeFileAtomic(recordFile, `${JSON.stringify(after)}\n`, { durable: false });
  return { pulled, peers: [...peers].sort(), conflicts };
}

function inside(base: string, p: string): boolean {
  const r = relative(base, resolve(p));
  return !!r && !r.startsWith("..") && !r.startsWith(sep);
}

// ---------------------------------------------------------------------------------------------
// Runs.

export interface RunResult {
  status: SyncStatus;
  /** Project id of cwd, or undefined when it does not sync. */
  project?: string;
  ok: boolean;
}

/** `now` (push: true) or `pull` (push: false) against every configured remote, under the lock. */
export async function runSync(paths: StatePaths, push: boolean): Promise<RunResult> {
  const root = paths.root;
  const settings = readSettings(root);
  if (!settings.own && !settings.team) throw new SyncError("no remote: run gstack-sync init REMOTE first");
  const release = takeLock(root);
  try {
    const dev = device(root);
    const project = await mapProject(paths).catch((err) => {
      if (err instanceof SyncError) throw err;
      return undefined;
    });
    const cfg = await readConfig(paths.config).catch(() => new Map<string, string>());
    const ctx: Ctx = { paths, dev, settings, map: projectMap(root), analytics: cfg.get("sync_analytics") === "true" };
    const prev = readStatus(root);
    const status: SyncStatus = { v: 1, device: dev.id, own: prev?.own, team: prev?.team };
    let ok = true;
    for (const remote of ["own", "team"] as const) {
      const url = settings[remote];
      if (!url) {
        delete status[remote];
        continue;
      }
      const at = new Date().toISOString();
      const last = prev?.[remote]?.url === url ? prev[remote] : undefined;
      try {
        const r = syncRemote(ctx, remote, url, push);
        const base: RemoteStatus = {
          url,
          state: "ok",
          at,
          last_ok: at,
          pushed: r.pushed,
          pulled: r.pulled,
          peers: r.peers,
        };
        if (r.conflicts.length) base.conflicts = r.conflicts;
        if (r.blocked.length) {
          ok = false;
          const list = r.blocked.map((b) => `${b.file} (${b.kind})`).join(", ");
          status[remote] = {
            ...base,
            state: "error",
            last_ok: last?.last_ok,
            error: `not pushed: a secret in ${list}; remove it (gstack-sync forget PATH keeps a file home)`,
            blocked: r.blocked,
          };
        } else status[remote] = base;
      } catch (err) {
        ok = false;
        const msg =
          err instanceof SyncError || err instanceof GitFailure ? err.message : String((err as Error)?.message ?? err);
        status[remote] = {
          url,
          state: "error",
          at,
          last_ok: last?.last_ok,
          error: msg
            .replace(/\s+/g, " ")
            .replace(/(:\/\/)[^@/\s']*@/g, "$1***@")
            .slice(0, 500),
          pushed: 0,
          pulled: 0,
          peers: last?.peers ?? [],
        };
        if (!(err instanceof SyncError) && !(err instanceof GitFailure)) {
          writeStatus(root, status);
          throw err;
        }
      }
    }
    writeStatus(root, status);
    return { status, project, ok };
  } finally {
    release();
  }
}
