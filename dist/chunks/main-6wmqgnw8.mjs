import {
  CATALOGUE,
  kindOf
} from "./main-dj24thjv.mjs";
import {
  readConfig2,
  getConfig2
} from "./main-41t4c981.mjs";
import {
  syncDir2,
  readStatus2,
  writeStatus2
} from "./main-jg8eyjxg.mjs";
import {
  redactSecrets
} from "./main-n6wwwqst.mjs";
import {
  ancestorRepos,
  originUrl
} from "./main-8g63yjt3.mjs";
import {
  ensureDir,
  writeFileAtomic,
  readIfExists,
  listDir
} from "./main-kt1qhm98.mjs";

// lib/sync/git.ts
import { spawnSync } from "node:child_process";

class GitFailure extends Error {
  args;
  status;
  stderr;
  constructor(args, status, stderr) {
    super(`git ${args[0]}: ${firstLine(stderr) || `exit ${status}`}`);
    this.args = args;
    this.status = status;
    this.stderr = stderr;
  }
}
function firstLine(s) {
  const lines = s.split(`
`).map((l) => l.trim()).filter((l) => l && !l.startsWith("hint:"));
  return (lines.find((l) => /^(fatal|error|remote|!)/.test(l)) ?? lines[0] ?? "").slice(0, 300);
}
var CONFIG = [
  "core.hooksPath=/dev/null",
  "commit.gpgsign=false",
  "core.autocrlf=false",
  "core.symlinks=false",
  "core.quotePath=false",
  "gc.autoDetach=false",
  "http.lowSpeedLimit=1000",
  "http.lowSpeedTime=30",
  "advice.detachedHead=false",
  "core.compression=1",
  "core.bigFileThreshold=256k",
  "fetch.unpackLimit=1"
];
function gitEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) {
    if (/^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|NAMESPACE|CEILING_DIRECTORIES|COMMON_DIR|CONFIG_PARAMETERS|CONFIG_COUNT)$/.test(k))
      continue;
    out[k] = v;
  }
  out.GIT_TERMINAL_PROMPT = "0";
  out.GCM_INTERACTIVE = "never";
  out.GIT_ASKPASS = "true";
  out.SSH_ASKPASS = "true";
  const ssh = env.GIT_SSH_COMMAND || "ssh";
  out.GIT_SSH_COMMAND = `${ssh} -o BatchMode=yes -o ConnectTimeout=15`;
  out.LC_ALL = "C";
  return out;
}
function gitIn(dir, env, timeoutMs = 120000) {
  const e = gitEnv(env);
  const git = (args, opts = {}) => {
    const full = CONFIG.flatMap((c) => ["-c", c]).concat(args);
    const r = spawnSync("git", full, {
      cwd: dir,
      env: e,
      encoding: "utf8",
      input: opts.input,
      timeout: timeoutMs,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["pipe", "pipe", "pipe"]
    });
    if (r.error)
      throw new GitFailure(args, null, String(r.error.message));
    const status = r.status ?? -1;
    if (status !== 0 && !(opts.ok ?? []).includes(status))
      throw new GitFailure(args, status, r.stderr || (r.signal ? `killed by ${r.signal}` : ""));
    return { status, stdout: r.stdout, stderr: r.stderr };
  };
  git.dir = dir;
  return git;
}

// lib/sync/engine.ts
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { hostname, userInfo } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";

// lib/sync/project-id.ts
import { createHash } from "node:crypto";
function normaliseRemote(url) {
  const u = url.trim();
  if (!u)
    return;
  let host = "";
  let path;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(u);
  if (scheme) {
    const rest = scheme[2];
    const slash = rest.indexOf("/");
    const authority = slash === -1 ? rest : rest.slice(0, slash);
    path = slash === -1 ? "" : rest.slice(slash + 1);
    host = authority.replace(/^[^@]*@/, "").replace(/:\d*$/, "");
    if (scheme[1].toLowerCase() === "file")
      host = "";
  } else {
    const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.*)$/.exec(u);
    if (scp && !/^[a-zA-Z]:[\\/]/.test(u)) {
      host = scp[1];
      path = scp[2];
    } else
      path = u;
  }
  path = path.replace(/\\/g, "/").replace(/\/+$/, "").replace(/\.git$/i, "").replace(/^\/+|^~\/?/, "");
  const parts = path.split("/").filter((p) => p && p !== "." && p !== "..");
  if (!parts.length)
    return;
  return [host, ...parts].filter(Boolean).join("/").toLowerCase();
}
function projectIdFromRemote(url) {
  const norm = normaliseRemote(url);
  if (!norm)
    return;
  const name = norm.split("/").pop().replace(/[^a-z0-9._-]/g, "").replace(/^\.+/, "").slice(0, 60) || "project";
  return `${name}-${createHash("sha256").update(norm).digest("hex").slice(0, 12)}`;
}
function checkProjectId(id) {
  return /^[a-zA-Z0-9._-]{1,100}$/.test(id) && !/^\.+$/.test(id);
}

// lib/sync/engine.ts
var BRANCH = "main";
var DEFAULT_CAP = 64 * 1024 * 1024;
var PEER = /^[a-z0-9][a-z0-9._-]{0,63}$/;
var MEMBER = /^[a-z0-9][a-z0-9._-]{0,63}@[a-z0-9][a-z0-9._-]{0,63}$/;

class SyncError2 extends Error {
}
var safe = (s) => s.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[^a-z0-9]+/, "").slice(0, 40) || "x";
function readJson2(file, fallback) {
  try {
    const v = JSON.parse(readIfExists(file) ?? "null");
    return v && typeof v === "object" ? v : fallback;
  } catch {
    return fallback;
  }
}
function device2(root) {
  const file = join(syncDir2(root), "device.json");
  const host = safe(hostname());
  const user = safe(userInfo().username);
  const d = readJson2(file, {});
  if (typeof d.id === "string" && PEER.test(d.id) && d.host === host)
    return { id: d.id, host, user };
  const fresh = { id: `${host.slice(0, 30)}-${randomBytes(3).toString("hex")}`, host, user };
  writeFileAtomic(file, `${JSON.stringify(fresh)}
`);
  return fresh;
}
function readSettings2(root) {
  const s = readJson2(join(syncDir2(root), "remotes.json"), {});
  return {
    own: typeof s.own === "string" ? s.own : undefined,
    team: typeof s.team === "string" ? s.team : undefined,
    team_projects: Array.isArray(s.team_projects) ? s.team_projects.filter((x) => typeof x === "string") : [],
    forget: Array.isArray(s.forget) ? s.forget.filter((x) => typeof x === "string") : []
  };
}
function writeSettings2(root, s) {
  writeFileAtomic(join(syncDir2(root), "remotes.json"), `${JSON.stringify(s, null, 2)}
`);
}
function checkRemote2(url) {
  if (!url || url.length > 2048 || /[\u0000-\u001f\u007f]/.test(url))
    return "a git URL or path, at most 2048 characters, no control characters";
  if (url.startsWith("-"))
    return "must not start with -";
  if (/^(ext|fd)::/i.test(url))
    return "ext:: and fd:: transports run commands and are refused";
  return;
}
function takeLock2(root) {
  const file = join(syncDir2(root), "lock");
  ensureDir(syncDir2(root));
  const mine = `${process.pid} ${Date.now()}
`;
  for (let attempt = 0;attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 384);
      writeSync(fd, mine);
      closeSync(fd);
      return () => {
        if (readIfExists(file) === mine)
          rmSync(file, { force: true });
      };
    } catch (err) {
      if (err.code !== "EEXIST")
        throw err;
    }
    const [pid, at] = (readIfExists(file) ?? "").trim().split(" ").map(Number);
    if (pid && alive(pid) && Date.now() - (at ?? 0) < 3600000)
      throw new SyncError2(`another gstack-sync is running (pid ${pid})`);
    rmSync(file, { force: true });
  }
  throw new SyncError2("could not take the sync lock");
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function projectMap2(root) {
  return readJson2(join(syncDir2(root), "projects.json"), {});
}
async function projectIdFor2(paths) {
  const set = await getConfig2(paths.config, "project_id").catch(() => {
    return;
  }) ?? "";
  if (set) {
    if (!checkProjectId(set))
      throw new SyncError2(`project_id: [a-zA-Z0-9._-], 1-100 characters (got ${JSON.stringify(set.slice(0, 40))})`);
    return set;
  }
  for (const repo of ancestorRepos(paths.cwd).reverse()) {
    const url = originUrl(repo);
    const id = url ? projectIdFromRemote(url) : undefined;
    if (id)
      return id;
  }
  return;
}
async function mapProject2(paths) {
  const id = await projectIdFor2(paths);
  if (!id)
    return;
  const map = projectMap2(paths.root);
  if (map[paths.slug] !== id) {
    map[paths.slug] = id;
    writeFileAtomic(join(syncDir2(paths.root), "projects.json"), `${JSON.stringify(map, null, 2)}
`);
  }
  return id;
}
function leaves(scope, remote, analytics) {
  if (remote === "team")
    return scope === "team-shareable";
  return scope === "shareable" || scope === "team-shareable" || scope === "opt-in" && analytics;
}
function skipDir(rel) {
  const id = kindOf(`${rel}/x`);
  return id !== undefined && CATALOGUE[id].scope === "per-machine";
}
function outgoing(root, remote, map, s, analytics) {
  const out = [];
  const forget = new Set(s.forget);
  const walk = (dir, rel, depth) => {
    for (const name of listDir(dir).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const full = join(dir, name);
      const st = lstatOrSkip(full);
      if (!st)
        continue;
      if (st.isDirectory()) {
        if (depth < 8 && !skipDir(r))
          walk(full, r, depth + 1);
        continue;
      }
      if (!st.isFile() || forget.has(r))
        continue;
      const kind = kindOf(r);
      if (!kind)
        continue;
      const k = CATALOGUE[kind];
      if (!leaves(k.scope, remote, analytics) || st.size > (k.maxBytes ?? DEFAULT_CAP))
        continue;
      let target = r;
      if (r.startsWith("projects/")) {
        const [, slug, ...rest] = r.split("/");
        const id = map[slug];
        if (!id || remote === "team" && !s.team_projects.includes(id))
          continue;
        target = ["projects", id, ...rest].join("/");
      }
      out.push({ target, rel: r, kind, full });
    }
  };
  walk(root, "", 0);
  return out;
}
function teamLines(buf) {
  const keep = [];
  for (const line of buf.toString("utf8").split(`
`)) {
    if (!line.includes('"share"'))
      continue;
    try {
      if (JSON.parse(line).share === "team")
        keep.push(line);
    } catch {}
  }
  return Buffer.from(keep.length ? `${keep.join(`
`)}
` : "");
}
var PARTS2 = ".parts/";
var CHUNK = 1024 * 1024;
function chunks2(data) {
  const out = [];
  for (let start = 0;start < data.length; ) {
    let end = start + CHUNK >= data.length ? data.length : data.indexOf(10, start + CHUNK) + 1;
    if (end <= 0)
      end = data.length;
    out.push(data.subarray(start, end));
    start = end;
  }
  return out;
}
function holdsSecret(prev, next) {
  const appended = prev && next.length >= prev.length && next.subarray(0, prev.length).equals(prev);
  const text = (appended ? next.subarray(prev.length) : next).toString("utf8");
  return redactSecrets(text) !== text;
}
function readMaybe(file) {
  try {
    return readFileSync(file);
  } catch {
    return;
  }
}
function exportTo(work, prefix, files, remote) {
  const blocked = [];
  const wanted = new Set;
  for (const f of files) {
    let data = readMaybe(f.full);
    if (!data)
      continue;
    if (remote === "team" && CATALOGUE[f.kind].teamFilter === "share-team") {
      data = teamLines(data);
      if (!data.length)
        continue;
    }
    const pieces = CATALOGUE[f.kind].format === "jsonl" ? chunks2(data).map((c, i) => ({ target: `${f.target}${PARTS2}${String(i).padStart(5, "0")}`, data: c })) : [{ target: f.target, data }];
    for (const piece of pieces) {
      const target = join(work, prefix, piece.target);
      wanted.add(target);
      const prev = readMaybe(target);
      if (prev?.equals(piece.data))
        continue;
      if (holdsSecret(prev, piece.data)) {
        if (!blocked.some((b) => b.file === f.rel))
          blocked.push({ file: f.rel, kind: f.kind });
        continue;
      }
      writeFileAtomic(target, piece.data, { durable: false });
    }
  }
  const sweep = (dir) => {
    for (const name of listDir(dir)) {
      const full = join(dir, name);
      if (lstatSync(full).isDirectory())
        sweep(full);
      else if (!wanted.has(full))
        unlinkSync(full);
    }
  };
  sweep(join(work, prefix));
  return { blocked };
}
function repoDir(root, remote) {
  return join(syncDir2(root), remote);
}
function ensureRepo(dir, url, env) {
  if (!existsSync(join(dir, ".git", "HEAD")) || !existsSync(join(dir, ".git", "objects"))) {
    rmSync(dir, { recursive: true, force: true });
    ensureDir(dir);
    gitIn(dir, env)(["init", "-q", "-b", BRANCH]);
  }
  const git = gitIn(dir, env);
  recover2(git);
  git(["config", "remote.origin.url", url]);
  git(["config", "remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"]);
  if (isLocalRemote(url))
    git(["config", "remote.origin.uploadpack", "git -c core.bigFileThreshold=256k upload-pack"]);
  else
    git(["config", "--unset-all", "remote.origin.uploadpack"], { ok: [5] });
  return git;
}
function isLocalRemote(url) {
  if (/^file:\/\//i.test(url))
    return true;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url))
    return false;
  return !/^(?:[^@/]+@)?[^:/]+:(?!\/\/)/.test(url) || /^[a-zA-Z]:[\\/]/.test(url);
}
function recover2(git) {
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
  for (const f of ["MERGE_HEAD", "CHERRY_PICK_HEAD", "REVERT_HEAD"])
    rmSync(join(gd, f), { force: true });
  removeLocks(gd);
}
function lstatOrSkip(path) {
  try {
    return lstatSync(path);
  } catch {
    return;
  }
}
function removeLocks(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "objects")
      continue;
    const full = join(dir, name);
    const st = lstatOrSkip(full);
    if (!st)
      continue;
    if (name.endsWith(".lock"))
      rmSync(full, { recursive: true, force: true });
    else if (st.isDirectory())
      removeLocks(full);
  }
}
function hasRef(git, ref) {
  return git(["rev-parse", "-q", "--verify", `${ref}^{commit}`], { ok: [1, 128] }).status === 0;
}
function fetchAndReset(git) {
  try {
    git(["fetch", "-q", "--no-tags", "--prune", "origin"]);
  } catch (err) {
    throw new SyncError2(`remote unreachable: ${err.message}`);
  }
  resetTree(git);
}
function resetTree(git) {
  if (hasRef(git, `refs/remotes/origin/${BRANCH}`))
    git(["reset", "-q", "--hard", `refs/remotes/origin/${BRANCH}`]);
  else if (hasRef(git, "HEAD"))
    git(["reset", "-q", "--hard", "HEAD"]);
  else
    git(["read-tree", "--empty"]);
  git(["clean", "-ffdxq"]);
}
function prefixOf2(remote, dev) {
  return remote === "own" ? `devices/${dev.id}` : `members/${dev.user}@${dev.id}`;
}
function syncRemote(ctx, remote, url, push) {
  const env = ctx.paths.env;
  const dir = repoDir(ctx.paths.root, remote);
  let git;
  try {
    git = ensureRepo(dir, url, env);
    fetchAndReset(git);
  } catch (err) {
    if (err instanceof SyncError2 || !(err instanceof GitFailure) || !/corrupt|bad object|not a git repository|unable to read|loose object|broken|invalid/i.test(err.message))
      throw err;
    rmSync(dir, { recursive: true, force: true });
    git = ensureRepo(dir, url, env);
    fetchAndReset(git);
  }
  let pushed = 0;
  let blocked = [];
  if (push) {
    const prefix = prefixOf2(remote, ctx.dev);
    for (let attempt = 1;; attempt++) {
      const files = outgoing(ctx.paths.root, remote, ctx.map, ctx.settings, ctx.analytics);
      blocked = exportTo(dir, prefix, files, remote).blocked;
      if (existsSync(join(dir, prefix)) || git(["ls-files", "--", prefix]).stdout)
        git(["add", "-A", "--", prefix]);
      const changed = git(["diff", "--cached", "--name-only", "-z"]).stdout.split("\x00").filter(Boolean);
      if (blocked.length) {
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
          `sync: ${prefix}`
        ]);
        pushed = changed.length;
      }
      const ahead = !hasRef(git, `refs/remotes/origin/${BRANCH}`) ? hasRef(git, "HEAD") : Number(git(["rev-list", "--count", `refs/remotes/origin/${BRANCH}..HEAD`]).stdout.trim()) > 0;
      if (!ahead)
        break;
      const r = git(["push", "-q", "--porcelain", "origin", `HEAD:refs/heads/${BRANCH}`], { ok: [1, 128] });
      if (r.status === 0)
        break;
      const why = r.stdout.split(`
`).find((l) => l.startsWith("!")) ?? "";
      if (/fetch first|non-fast-forward|stale info/.test(why) && attempt < 5) {
        fetchAndReset(git);
        continue;
      }
      if (/failed to update ref|cannot lock ref/.test(why + r.stderr) && attempt < 5) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100 + Math.floor(Math.random() * 400));
        fetchAndReset(git);
        continue;
      }
      const lock = r.stderr.split(`
`).find((l) => /Unable to create .*\.lock/.test(l))?.replace(/^.*?(Unable)/, "$1").trim();
      const reason = [
        why.split("\t").pop()?.trim() || r.stderr.split(`
`).find((l) => /^(fatal|error|remote)/.test(l.trim()))?.trim() || `exit ${r.status}`,
        lock
      ].filter(Boolean).join(": ");
      throw new SyncError2(`push rejected: ${reason}`);
    }
  }
  const m = materialise(ctx, remote, git);
  return { pushed, blocked, ...m };
}
function materialise(ctx, remote, git) {
  const root = ctx.paths.root;
  const recordFile = join(syncDir2(root), `materialised-${remote}.json`);
  const before = readJson2(recordFile, {});
  const after = {};
  const peers = new Set;
  const top = remote === "own" ? "devices" : "members";
  const ours = prefixOf2(remote, ctx.dev).split("/")[1];
  const slugsOf = new Map;
  for (const [slug, id] of Object.entries(ctx.map))
    slugsOf.set(id, [...slugsOf.get(id) ?? [], slug]);
  let pulled = 0;
  const conflicts = [];
  const tree = hasRef(git, "HEAD") ? git(["ls-tree", "-r", "-l", "-z", "--full-tree", "HEAD", "--", top]).stdout : "";
  const files = new Map;
  for (const entry of tree.split("\x00")) {
    const m = /^(\d+) blob ([0-9a-f]+)\s+(\d+|-)\t(.+)$/s.exec(entry);
    if (!m || m[1] === "120000")
      continue;
    const [, , blob, size, p] = m;
    const part = /^(.+\.jsonl)\.parts\/\d{5}$/.exec(p);
    const path = part ? part[1] : p;
    const f = files.get(path) ?? { blob: "", size: 0, parts: [] };
    f.blob += blob;
    f.size += Number(size) || 0;
    f.parts.push(p);
    files.set(path, f);
  }
  for (const [path, { blob, size, parts }] of files) {
    const [, peer, ...rest] = path.split("/");
    if (!peer || peer === ours || !(remote === "own" ? PEER : MEMBER).test(peer) || !rest.length)
      continue;
    const locals = [];
    if (rest[0] === "projects") {
      for (const slug of slugsOf.get(rest[1] ?? "") ?? [])
        locals.push(["projects", slug, ...rest.slice(2)].join("/"));
    } else
      locals.push(rest.join("/"));
    for (const rel of locals) {
      const kind = kindOf(rel);
      if (!kind)
        continue;
      const k = CATALOGUE[kind];
      if (!leaves(k.scope, remote, true) || size > (k.maxBytes ?? DEFAULT_CAP))
        continue;
      if ((parts.length > 1 || parts[0] !== path) !== (k.format === "jsonl"))
        continue;
      const local = remote === "own" ? peer : `team~${peer}`;
      const target = join(root, "remote", local, rel);
      if (!inside(join(root, "remote"), target))
        continue;
      peers.add(local);
      after[target] = blob;
      if (CATALOGUE[kind].format === "markdown") {
        const mine = readMaybe(join(root, rel));
        if (mine && before[target] !== blob && !mine.equals(readMaybe(join(git.dir, parts[0])) ?? Buffer.alloc(0)))
          conflicts.push({ file: rel, peer: local });
      }
      if (before[target] === blob && existsSync(target))
        continue;
      const pieces = parts.sort().map((p) => readMaybe(join(git.dir, p)));
      if (pieces.some((x) => !x))
        continue;
      const data = Buffer.concat(pieces);
      writeFileAtomic(target, data);
      pulled++;
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
  writeFileAtomic(recordFile, `${JSON.stringify(after)}
`, { durable: false });
  return { pulled, peers: [...peers].sort(), conflicts };
}
function inside(base, p) {
  const r = relative(base, resolve(p));
  return !!r && !r.startsWith("..") && !r.startsWith(sep);
}
async function runSync2(paths, push) {
  const root = paths.root;
  const settings = readSettings2(root);
  if (!settings.own && !settings.team)
    throw new SyncError2("no remote: run gstack-sync init REMOTE first");
  const release = takeLock2(root);
  try {
    const dev = device2(root);
    const project = await mapProject2(paths).catch((err) => {
      if (err instanceof SyncError2)
        throw err;
      return;
    });
    const cfg = await readConfig2(paths.config).catch(() => new Map);
    const ctx = { paths, dev, settings, map: projectMap2(root), analytics: cfg.get("sync_analytics") === "true" };
    const prev = readStatus2(root);
    const status = { v: 1, device: dev.id, own: prev?.own, team: prev?.team };
    let ok = true;
    for (const remote of ["own", "team"]) {
      const url = settings[remote];
      if (!url) {
        delete status[remote];
        continue;
      }
      const at = new Date().toISOString();
      const last = prev?.[remote]?.url === url ? prev[remote] : undefined;
      try {
        const r = syncRemote(ctx, remote, url, push);
        const base = {
          url,
          state: "ok",
          at,
          last_ok: at,
          pushed: r.pushed,
          pulled: r.pulled,
          peers: r.peers
        };
        if (r.conflicts.length)
          base.conflicts = r.conflicts;
        if (r.blocked.length) {
          ok = false;
          const list = r.blocked.map((b) => `${b.file} (${b.kind})`).join(", ");
          status[remote] = {
            ...base,
            state: "error",
            last_ok: last?.last_ok,
            error: `not pushed: a secret in ${list}; remove it (gstack-sync forget PATH keeps a file home)`,
            blocked: r.blocked
          };
        } else
          status[remote] = base;
      } catch (err) {
        ok = false;
        const msg = err instanceof SyncError2 || err instanceof GitFailure ? err.message : String(err?.message ?? err);
        status[remote] = {
          url,
          state: "error",
          at,
          last_ok: last?.last_ok,
          error: msg.replace(/\s+/g, " ").replace(/(:\/\/)[^@/\s']*@/g, "$1***@").slice(0, 500),
          pushed: 0,
          pulled: 0,
          peers: last?.peers ?? []
        };
        if (!(err instanceof SyncError2) && !(err instanceof GitFailure)) {
          writeStatus2(root, status);
          throw err;
        }
      }
    }
    writeStatus2(root, status);
    return { status, project, ok };
  } finally {
    release();
  }
}

export { gitIn, SyncError2, readJson2, device2, readSettings2, writeSettings2, checkRemote2, takeLock2, projectMap2, projectIdFor2, mapProject2, PARTS2, chunks2, recover2, prefixOf2, runSync2 };
