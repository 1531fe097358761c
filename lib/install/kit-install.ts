// gstack-kit install / update / uninstall: puts the skill pack into each host's skills folder and
// records exactly what it put there in a lock file in that folder (.gstack-kit-lock.json), so
// update and uninstall touch only that. Claude Code gets links (absolute under $HOME, relative in
// a project so every clone resolves them) or, with --copy, plain files; every other host gets the
// files rendered for it. Nothing that is not in the lock file is ever changed or removed, except a
// link into another gstack-kit checkout (an older install), which is taken over.
import { createHash } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { writeFileAtomic } from "../state/fs.ts";
import { GstackError, ioError } from "../core/errors.ts";
import { HOSTS, type HostName } from "../generator/hosts.ts";
import { kitRoot, kitVersion } from "../kit.ts";

export const LOCK_FILE = ".gstack-kit-lock.json";
/** The kit itself is linked under this name, so generated bash finds <skills dir>/gstack/bin. */
export const KIT_LINK = "gstack";

export interface Target {
  /** $HOME for --user, the project folder for --project. */
  base: string;
  scope: "user" | "project";
}

export interface Options {
  target: Target;
  hosts: HostName[];
  copy: boolean;
  dryRun: boolean;
  /** The pack to install (default: the kit). */
  pack?: string;
}

type Kind = "link" | "files";

/** What a lock file records for one entry: a link's text, or each file's sha256. */
interface Recorded {
  kind: Kind;
  link?: string;
  files?: Record<string, string>;
}

interface Lock {
  lockVersion: 1;
  kit: string;
  host: HostName;
  mode: "link" | "copy";
  pack: string;
  /** Folders this install created (removed again by uninstall when empty), outermost first. */
  created: string[];
  entries: Record<string, Recorded>;
}

interface Wanted {
  kind: Kind;
  link?: string;
  files?: Record<string, string>;
}

export type Action = "add" | "ok" | "refresh" | "remove" | "keep" | "skip";

export interface Step {
  host: HostName;
  dir: string;
  name: string;
  action: Action;
  reason?: string;
}

export interface Result {
  steps: Step[];
  /** Hosts whose folder another selected host already covers. */
  shared: { host: HostName; with: HostName; dir: string }[];
}

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

export function skillsDir(target: Target, host: HostName): string {
  const h = HOSTS[host];
  return join(target.base, target.scope === "user" ? h.userSkillsDir : h.skillsDir);
}

export function readLock(dir: string): Lock | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, LOCK_FILE), "utf8");
  } catch {
    return undefined;
  }
  try {
    const l = JSON.parse(text) as Lock;
    if (l?.lockVersion === 1 && l.entries && typeof l.entries === "object") return l;
  } catch {
    /* reported below */
  }
  throw new GstackError(`${join(dir, LOCK_FILE)}: not a gstack-kit lock file (move it away, then install again)`);
}

/** Every skill of the pack for a host, as what should be in its folder. */
async function wanted(host: HostName, dir: string, opts: Options): Promise<Map<string, Wanted>> {
  const kit = kitRoot();
  const pack = opts.pack ?? kit;
  const out = new Map<string, Wanted>();
  const linkTo = (abs: string) => (opts.target.scope === "project" ? relative(dir, abs) : abs);
  if (host === "claude") {
    const src = join(pack, "skills");
    let names: string[] = [];
    try {
      names = readdirSync(src).sort();
    } catch {
      /* none */
    }
    for (const name of names) {
      if (name === KIT_LINK || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(name) || !existsSync(join(src, name, "SKILL.md")))
        continue;
      out.set(
        name,
        opts.copy
          ? { kind: "files", files: folderFiles(join(src, name)) }
          : { kind: "link", link: linkTo(join(src, name)) },
      );
    }
    if (!out.size)
      throw new GstackError(
        `no generated skills in ${src}: run \`npm run gen:skill-docs${pack === kit ? "" : ` -- --root ${pack}`}\` in ${kit} first`,
      );
  } else {
    // Rendered for this host now; the generator is loaded only here.
    const { plan } = await import("../generator/generate.ts");
    const { checkOutputs } = await import("../generator/host-check.ts");
    const p = plan({ root: pack, hosts: [host] });
    const problems = checkOutputs(p.outputs);
    if (problems.length)
      throw new GstackError(
        `${problems[0]!.file}: ${problems[0]!.message} (${problems.length} problem(s); the ${host} files were not installed)`,
      );
    for (const o of p.outputs) {
      const parts = o.rel.split("/");
      const i = parts.indexOf(o.rendered.name);
      const name = o.rendered.name;
      if (i < 0) continue;
      const w = out.get(name) ?? { kind: "files" as const, files: {} };
      w.files![parts.slice(i + 1).join("/")] = o.rendered.content;
      out.set(name, w);
    }
  }
  // The root router SKILL.md lives in the kit itself (linked as gstack); a copy install links no
  // kit, and the tools then come from a user install or the Claude Code plugin.
  if (!opts.copy) out.set(KIT_LINK, { kind: "link", link: linkTo(kit) });
  else out.delete(KIT_LINK);
  return out;
}

/** A skill folder's files (not its template), relative path -> content. */
function folderFiles(dir: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir).sort()) {
    if (n === "SKILL.md.tmpl") continue;
    const abs = join(dir, n);
    const st = statSync(abs);
    if (st.isDirectory()) Object.assign(out, folderFiles(abs, `${prefix}${n}/`));
    else if (st.isFile()) out[`${prefix}${n}`] = readFileSync(abs, "utf8");
  }
  return out;
}

/** What is at path now, in the lock file's terms; undefined when nothing is. */
function current(path: string): Recorded | "other" | undefined {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return undefined;
  }
  if (st.isSymbolicLink()) return { kind: "link", link: readlinkSync(path) };
  if (!st.isDirectory()) return "other";
  const files: Record<string, string> = {};
  try {
    for (const [rel, text] of Object.entries(folderFilesAll(path))) files[rel] = sha(text);
  } catch {
    return "other";
  }
  return { kind: "files", files };
}

function folderFilesAll(dir: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir).sort()) {
    const abs = join(dir, n);
    const st = lstatSync(abs);
    if (st.isDirectory()) Object.assign(out, folderFilesAll(abs, `${prefix}${n}/`));
    else if (st.isFile()) out[`${prefix}${n}`] = readFileSync(abs, "utf8");
    else throw new Error("not plain files");
  }
  return out;
}

const record = (w: Wanted): Recorded =>
  w.kind === "link"
    ? { kind: "link", link: w.link }
    : { kind: "files", files: Object.fromEntries(Object.entries(w.files!).map(([k, v]) => [k, sha(v)])) };
const same = (a: Recorded, b: Recorded) => JSON.stringify(a) === JSON.stringify(b);

/** A link into another gstack-kit checkout or package (an install made by an older version). */
function isKitLink(dir: string, link: string): boolean {
  const abs = resolve(dir, link);
  for (const root of [abs, resolve(abs, "..", ".."), resolve(abs, "..", "..", "..")]) {
    if (existsSync(join(root, "lib", "cli", "main.ts")) && existsSync(join(root, "bin", "gstack-install"))) return true;
  }
  return false;
}

/** Installs (or refreshes) the pack for each host; returns what it did. */
export async function install(opts: Options): Promise<Result> {
  const result: Result = { steps: [], shared: [] };
  const seen = new Map<string, HostName>();
  for (const host of opts.hosts) {
    const dir = skillsDir(opts.target, host);
    const first = seen.get(dir);
    if (first) {
      result.shared.push({ host, with: first, dir });
      continue;
    }
    seen.set(dir, host);
    result.steps.push(...(await installOne(host, dir, opts)));
  }
  return result;
}

async function installOne(host: HostName, dir: string, opts: Options): Promise<Step[]> {
  const want = await wanted(host, dir, opts);
  const lock = readLock(dir);
  const steps: Step[] = [];
  const entries: Record<string, Recorded> = {};
  const writes: (() => void)[] = [];
  for (const [name, w] of want) {
    const path = join(dir, name);
    const now = current(path);
    const rec = record(w);
    const was = lock?.entries[name];
    const step = (action: Action, reason?: string) =>
      steps.push({ host, dir, name, action, ...(reason ? { reason } : {}) });
    if (now === undefined) {
      step("add");
      writes.push(() => put(path, w));
      entries[name] = rec;
    } else if (now !== "other" && same(now, rec)) {
      step("ok");
      entries[name] = rec;
    } else if (now !== "other" && (was ? same(now, was) : now.kind === "link" && isKitLink(dir, now.link!))) {
      step("refresh", was ? undefined : `was ${now.link}`);
      writes.push(() => put(path, w));
      entries[name] = rec;
    } else {
      step(
        "skip",
        was ? "changed since it was installed: move it away to refresh it" : "your own file or folder is there",
      );
      if (was) entries[name] = was;
    }
  }
  for (const [name, was] of Object.entries(lock?.entries ?? {})) {
    if (want.has(name)) continue;
    const path = join(dir, name);
    const now = current(path);
    if (now === undefined) continue;
    if (now !== "other" && same(now, was)) {
      steps.push({ host, dir, name, action: "remove", reason: "no longer in the pack" });
      writes.push(() => remove(path));
    } else {
      steps.push({
        host,
        dir,
        name,
        action: "keep",
        reason: "no longer in the pack but changed since it was installed",
      });
      entries[name] = was;
    }
  }
  if (opts.dryRun) return steps;
  const created = lock?.created ?? missingParents(dir, opts.target.base);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw ioError(err, `cannot create ${dir}`);
  }
  for (const w of writes) w();
  const next: Lock = {
    lockVersion: 1,
    kit: kitVersion(),
    host,
    mode: opts.copy ? "copy" : "link",
    pack: opts.pack ?? "kit",
    created,
    entries: sortKeys(entries),
  };
  // Rewritten only when something changed, so a second install changes nothing at all.
  if (!lock || JSON.stringify({ ...lock, kit: next.kit }) !== JSON.stringify(next)) writeLock(dir, next);
  return steps;
}

/** Folders between base and dir (dir included) that do not exist yet, outermost first. */
function missingParents(dir: string, base: string): string[] {
  const out: string[] = [];
  for (let d = dir; d.startsWith(base) && d !== base && !existsSync(d); d = dirname(d)) out.unshift(relative(base, d));
  return out;
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]!]),
  );
}

function writeLock(dir: string, lock: Lock): void {
  try {
    writeFileAtomic(join(dir, LOCK_FILE), `${JSON.stringify(lock, null, 2)}\n`, { mode: 0o644 });
  } catch (err) {
    throw ioError(err, `cannot write ${join(dir, LOCK_FILE)}`);
  }
}

function put(path: string, w: Wanted): void {
  const tmp = `${path}.gstack-kit-${process.pid}`;
  try {
    rmSync(tmp, { recursive: true, force: true });
    if (w.kind === "link") symlinkSync(w.link!, tmp);
    else
      for (const [rel, text] of Object.entries(w.files!)) {
        mkdirSync(dirname(join(tmp, rel)), { recursive: true });
        writeFileAtomic(join(tmp, rel), text, { durable: false, mode: 0o644 });
      }
    // A link is swapped in one rename; a folder is moved aside first (rename cannot replace one).
    if (existsSync(path) || isLink(path)) {
      if (w.kind === "link" && isLink(path)) return renameSync(tmp, path);
      remove(path);
    }
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw ioError(err, `cannot write ${path}`);
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function remove(path: string): void {
  try {
    if (isLink(path)) unlinkSync(path);
    else rmSync(path, { recursive: true, force: true });
  } catch (err) {
    throw ioError(err, `cannot remove ${path}`);
  }
}

/** Removes exactly what the lock files of the selected hosts list; changed entries are kept. */
export function uninstall(target: Target, hosts: HostName[], dryRun: boolean): Result {
  const result: Result = { steps: [], shared: [] };
  const done = new Set<string>();
  const created: string[] = [];
  for (const host of hosts) {
    const dir = skillsDir(target, host);
    if (done.has(dir)) continue;
    done.add(dir);
    const lock = readLock(dir);
    if (!lock) continue;
    const kept: Record<string, Recorded> = {};
    for (const [name, was] of Object.entries(lock.entries)) {
      const path = join(dir, name);
      const now = current(path);
      if (now === undefined) continue;
      if (now !== "other" && same(now, was)) {
        result.steps.push({ host: lock.host, dir, name, action: "remove" });
        if (!dryRun) remove(path);
      } else {
        result.steps.push({ host: lock.host, dir, name, action: "keep", reason: "changed since it was installed" });
        kept[name] = was;
      }
    }
    if (dryRun) continue;
    if (Object.keys(kept).length) writeLock(dir, { ...lock, entries: kept });
    else {
      remove(join(dir, LOCK_FILE));
      created.push(...lock.created);
    }
  }
  // Folders the installs created, deepest first, once all are emptied (hosts share parents).
  for (const rel of [...new Set(created)].sort((a, b) => b.split("/").length - a.split("/").length)) {
    try {
      rmdirSync(join(target.base, rel));
    } catch {
      /* not empty: something else lives there */
    }
  }
  return result;
}

/** The hosts that have a lock file under the target. */
export function installedHosts(target: Target, among: readonly HostName[]): HostName[] {
  const out: HostName[] = [];
  for (const h of among) {
    const lock = readLock(skillsDir(target, h));
    if (lock && !out.includes(lock.host)) out.push(lock.host);
  }
  return out;
}

/** The mode and pack an existing install used, for update. */
export function lockOf(target: Target, host: HostName): { copy: boolean; pack?: string } | undefined {
  const lock = readLock(skillsDir(target, host));
  if (!lock) return undefined;
  return { copy: lock.mode === "copy", pack: lock.pack === "kit" || !isAbsolute(lock.pack) ? undefined : lock.pack };
}
