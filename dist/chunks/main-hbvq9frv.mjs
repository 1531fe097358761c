import {
  HOSTS
} from "./main-3v0paz3j.mjs";
import {
  kitRoot2,
  kitVersion2
} from "./main-hamzxpfh.mjs";
import {
  writeFileAtomic
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/install/kit-install.ts
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
  unlinkSync
} from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
var LOCK_FILE = ".gstack-kit-lock.json";
var KIT_LINK = "gstack";
var sha = (text) => createHash("sha256").update(text).digest("hex");
function skillsDir2(target, host) {
  const h = HOSTS[host];
  return join(target.base, target.scope === "user" ? h.userSkillsDir : h.skillsDir);
}
function readLock2(dir) {
  let text;
  try {
    text = readFileSync(join(dir, LOCK_FILE), "utf8");
  } catch {
    return;
  }
  try {
    const l = JSON.parse(text);
    if (l?.lockVersion === 1 && l.entries && typeof l.entries === "object")
      return l;
  } catch {}
  throw new GstackError(`${join(dir, LOCK_FILE)}: not a gstack-kit lock file (move it away, then install again)`);
}
async function wanted(host, dir, opts) {
  const kit = kitRoot2();
  const pack = opts.pack ?? kit;
  const out = new Map;
  const linkTo = (abs) => opts.target.scope === "project" ? relative(dir, abs) : abs;
  if (host === "claude") {
    const src = join(pack, "skills");
    let names = [];
    try {
      names = readdirSync(src).sort();
    } catch {}
    for (const name of names) {
      if (name === KIT_LINK || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(name) || !existsSync(join(src, name, "SKILL.md")))
        continue;
      out.set(name, opts.copy ? { kind: "files", files: folderFiles(join(src, name)) } : { kind: "link", link: linkTo(join(src, name)) });
    }
    if (!out.size)
      throw new GstackError(`no generated skills in ${src}: run \`npm run gen:skill-docs${pack === kit ? "" : ` -- --root ${pack}`}\` in ${kit} first`);
  } else {
    const { plan } = await import("./generate-1h9p7kad.mjs");
    const { checkOutputs } = await import("./host-check-f4n8dhfe.mjs");
    const p = plan({ root: pack, hosts: [host] });
    const problems = checkOutputs(p.outputs);
    if (problems.length)
      throw new GstackError(`${problems[0].file}: ${problems[0].message} (${problems.length} problem(s); the ${host} files were not installed)`);
    for (const o of p.outputs) {
      const parts = o.rel.split("/");
      const i = parts.indexOf(o.rendered.name);
      const name = o.rendered.name;
      if (i < 0)
        continue;
      const w = out.get(name) ?? { kind: "files", files: {} };
      w.files[parts.slice(i + 1).join("/")] = o.rendered.content;
      out.set(name, w);
    }
  }
  if (!opts.copy)
    out.set(KIT_LINK, { kind: "link", link: linkTo(kit) });
  else
    out.delete(KIT_LINK);
  return out;
}
function folderFiles(dir, prefix = "") {
  const out = {};
  for (const n of readdirSync(dir).sort()) {
    if (n === "SKILL.md.tmpl")
      continue;
    const abs = join(dir, n);
    const st = statSync(abs);
    if (st.isDirectory())
      Object.assign(out, folderFiles(abs, `${prefix}${n}/`));
    else if (st.isFile())
      out[`${prefix}${n}`] = readFileSync(abs, "utf8");
  }
  return out;
}
function current(path) {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return;
  }
  if (st.isSymbolicLink())
    return { kind: "link", link: readlinkSync(path) };
  if (!st.isDirectory())
    return "other";
  const files = {};
  try {
    for (const [rel, text] of Object.entries(folderFilesAll(path)))
      files[rel] = sha(text);
  } catch {
    return "other";
  }
  return { kind: "files", files };
}
function folderFilesAll(dir, prefix = "") {
  const out = {};
  for (const n of readdirSync(dir).sort()) {
    const abs = join(dir, n);
    const st = lstatSync(abs);
    if (st.isDirectory())
      Object.assign(out, folderFilesAll(abs, `${prefix}${n}/`));
    else if (st.isFile())
      out[`${prefix}${n}`] = readFileSync(abs, "utf8");
    else
      throw new Error("not plain files");
  }
  return out;
}
var record = (w) => w.kind === "link" ? { kind: "link", link: w.link } : { kind: "files", files: Object.fromEntries(Object.entries(w.files).map(([k, v]) => [k, sha(v)])) };
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function isKitLink(dir, link) {
  const abs = resolve(dir, link);
  for (const root of [abs, resolve(abs, "..", ".."), resolve(abs, "..", "..", "..")]) {
    if (existsSync(join(root, "lib", "cli", "main.ts")) && existsSync(join(root, "bin", "gstack-install")))
      return true;
  }
  return false;
}
async function install2(opts) {
  const result = { steps: [], shared: [] };
  const seen = new Map;
  for (const host of opts.hosts) {
    const dir = skillsDir2(opts.target, host);
    const first = seen.get(dir);
    if (first) {
      result.shared.push({ host, with: first, dir });
      continue;
    }
    seen.set(dir, host);
    result.steps.push(...await installOne(host, dir, opts));
  }
  return result;
}
async function installOne(host, dir, opts) {
  const want = await wanted(host, dir, opts);
  const lock = readLock2(dir);
  const steps = [];
  const entries = {};
  const writes = [];
  for (const [name, w] of want) {
    const path = join(dir, name);
    const now = current(path);
    const rec = record(w);
    const was = lock?.entries[name];
    const step = (action, reason) => steps.push({ host, dir, name, action, ...reason ? { reason } : {} });
    if (now === undefined) {
      step("add");
      writes.push(() => put(path, w));
      entries[name] = rec;
    } else if (now !== "other" && same(now, rec)) {
      step("ok");
      entries[name] = rec;
    } else if (now !== "other" && (was ? same(now, was) : now.kind === "link" && isKitLink(dir, now.link))) {
      step("refresh", was ? undefined : `was ${now.link}`);
      writes.push(() => put(path, w));
      entries[name] = rec;
    } else {
      step("skip", was ? "changed since it was installed: move it away to refresh it" : "your own file or folder is there");
      if (was)
        entries[name] = was;
    }
  }
  for (const [name, was] of Object.entries(lock?.entries ?? {})) {
    if (want.has(name))
      continue;
    const path = join(dir, name);
    const now = current(path);
    if (now === undefined)
      continue;
    if (now !== "other" && same(now, was)) {
      steps.push({ host, dir, name, action: "remove", reason: "no longer in the pack" });
      writes.push(() => remove(path));
    } else {
      steps.push({
        host,
        dir,
        name,
        action: "keep",
        reason: "no longer in the pack but changed since it was installed"
      });
      entries[name] = was;
    }
  }
  if (opts.dryRun)
    return steps;
  const created = lock?.created ?? missingParents(dir, opts.target.base);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw ioError(err, `cannot create ${dir}`);
  }
  for (const w of writes)
    w();
  const next = {
    lockVersion: 1,
    kit: kitVersion2(),
    host,
    mode: opts.copy ? "copy" : "link",
    pack: opts.pack ?? "kit",
    created,
    entries: sortKeys(entries)
  };
  if (!lock || JSON.stringify({ ...lock, kit: next.kit }) !== JSON.stringify(next))
    writeLock(dir, next);
  return steps;
}
function missingParents(dir, base) {
  const out = [];
  for (let d = dir;d.startsWith(base) && d !== base && !existsSync(d); d = dirname(d))
    out.unshift(relative(base, d));
  return out;
}
function sortKeys(o) {
  return Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k]]));
}
function writeLock(dir, lock) {
  try {
    writeFileAtomic(join(dir, LOCK_FILE), `${JSON.stringify(lock, null, 2)}
`, { mode: 420 });
  } catch (err) {
    throw ioError(err, `cannot write ${join(dir, LOCK_FILE)}`);
  }
}
function put(path, w) {
  const tmp = `${path}.gstack-kit-${process.pid}`;
  try {
    rmSync(tmp, { recursive: true, force: true });
    if (w.kind === "link")
      symlinkSync(w.link, tmp);
    else
      for (const [rel, text] of Object.entries(w.files)) {
        mkdirSync(dirname(join(tmp, rel)), { recursive: true });
        writeFileAtomic(join(tmp, rel), text, { durable: false, mode: 420 });
      }
    if (existsSync(path) || isLink(path)) {
      if (w.kind === "link" && isLink(path))
        return renameSync(tmp, path);
      remove(path);
    }
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw ioError(err, `cannot write ${path}`);
  }
}
function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
function remove(path) {
  try {
    if (isLink(path))
      unlinkSync(path);
    else
      rmSync(path, { recursive: true, force: true });
  } catch (err) {
    throw ioError(err, `cannot remove ${path}`);
  }
}
function uninstall2(target, hosts, dryRun) {
  const result = { steps: [], shared: [] };
  const done = new Set;
  const created = [];
  for (const host of hosts) {
    const dir = skillsDir2(target, host);
    if (done.has(dir))
      continue;
    done.add(dir);
    const lock = readLock2(dir);
    if (!lock)
      continue;
    const kept = {};
    for (const [name, was] of Object.entries(lock.entries)) {
      const path = join(dir, name);
      const now = current(path);
      if (now === undefined)
        continue;
      if (now !== "other" && same(now, was)) {
        result.steps.push({ host: lock.host, dir, name, action: "remove" });
        if (!dryRun)
          remove(path);
      } else {
        result.steps.push({ host: lock.host, dir, name, action: "keep", reason: "changed since it was installed" });
        kept[name] = was;
      }
    }
    if (dryRun)
      continue;
    if (Object.keys(kept).length)
      writeLock(dir, { ...lock, entries: kept });
    else {
      remove(join(dir, LOCK_FILE));
      created.push(...lock.created);
    }
  }
  for (const rel of [...new Set(created)].sort((a, b) => b.split("/").length - a.split("/").length)) {
    try {
      rmdirSync(join(target.base, rel));
    } catch {}
  }
  return result;
}
function installedHosts2(target, among) {
  const out = [];
  for (const h of among) {
    const lock = readLock2(skillsDir2(target, h));
    if (lock && !out.includes(lock.host))
      out.push(lock.host);
  }
  return out;
}
function lockOf2(target, host) {
  const lock = readLock2(skillsDir2(target, host));
  if (!lock)
    return;
  return { copy: lock.mode === "copy", pack: lock.pack === "kit" || !isAbsolute(lock.pack) ? undefined : lock.pack };
}

export { skillsDir2, readLock2, install2, uninstall2, installedHosts2, lockOf2 };
