import {
  package_default
} from "./main-h5gsmbbg.mjs";
import {
  redactSecrets
} from "./main-n6wwwqst.mjs";
import {
  sanitizeBranch
} from "./main-dmessj34.mjs";
import {
  FILE_MODE,
  ensureDir,
  writeAll
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  rejected,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/state/artifacts.ts
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  existsSync
} from "node:fs";
import { join } from "node:path";
var PACKAGE_ID = `gstack-kit-${package_default.version}`;
var ARTIFACT_KINDS = {
  design: { dir: "", about: "design doc (/office-hours)" },
  "test-plan": { dir: "", about: "test plan (/plan-eng-review)" },
  "test-outcome": { dir: "", about: "test results (/qa)" },
  "qa-report": { dir: "", about: "QA report (/qa)" },
  "ceo-plan": { dir: "ceo-plans", about: "CEO plan (/plan-ceo-review)" },
  retro: { dir: "retros", about: "retrospective (/retro)" },
  checkpoint: { dir: "checkpoints", about: "saved working context" }
};
var MAX_ARTIFACT_BYTES = 4 * 1024 * 1024;
var DEFAULT_LOOKBACK_DAYS = 1;
var MAX_LOOKBACK_DAYS = 2;
function checkKind(kind) {
  if (kind === undefined || !Object.hasOwn(ARTIFACT_KINDS, kind)) {
    throw rejected("kind", `one of ${Object.keys(ARTIFACT_KINDS).join(", ")}`, kind ?? "");
  }
  return kind;
}
function checkBranch(raw) {
  if (!/^[a-zA-Z0-9._/-]{1,200}$/.test(raw) || /^[./-]/.test(raw) || raw.includes("..")) {
    throw rejected("branch", "[a-zA-Z0-9._/-], not starting with . / or -, no ..", raw);
  }
  return sanitizeBranch(raw);
}
function kindDir(paths, kind) {
  const dir = ARTIFACT_KINDS[kind].dir;
  return dir ? paths.project(dir) : paths.projectDir;
}
function pad(n, w = 2) {
  return String(n).padStart(w, "0");
}
function formatStamp(d) {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}
function parseStamp(stamp) {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m)
    return;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  if (h > 23 || mi > 59 || s > 59)
    return;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return;
  return ms;
}
var SUFFIX = /^(\d{8}-\d{6})(?:-([1-9]\d{0,5}))?\.md$/;
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function matchName(name, kind, branch) {
  let rest;
  let b;
  if (branch !== undefined) {
    const prefix = `${branch}-${kind}-`;
    if (!name.startsWith(prefix))
      return;
    rest = name.slice(prefix.length);
    b = branch;
  } else {
    const m = new RegExp(`^(.+)-${escapeRe(kind)}-(\\d{8}-\\d{6}(?:-[1-9]\\d{0,5})?\\.md)$`).exec(name);
    if (!m)
      return;
    b = m[1];
    rest = m[2];
  }
  const m = SUFFIX.exec(rest);
  if (!m)
    return;
  const stampMs = parseStamp(m[1]);
  if (stampMs === undefined)
    return;
  return { branch: b, stamp: m[1], stampMs, seq: m[2] ? Number(m[2]) : 1 };
}
function listArtifacts(paths, opts) {
  const kind = checkKind(opts.kind);
  const days = opts.days ?? DEFAULT_LOOKBACK_DAYS;
  if (!opts.all && (!Number.isInteger(days) || days < 1 || days > MAX_LOOKBACK_DAYS)) {
    throw rejected("days", `an integer from 1 to ${MAX_LOOKBACK_DAYS} (older artifacts need --all)`, days);
  }
  const limit = opts.limit ?? Infinity;
  if (limit !== Infinity && (!Number.isInteger(limit) || limit < 1))
    throw rejected("limit", "an integer >= 1", limit);
  const branch = opts.anyBranch ? undefined : opts.branch ?? paths.branch;
  const cutoff = opts.all ? -Infinity : (opts.now ?? Date.now()) - days * 86400000;
  const local = kindDir(paths, kind);
  const dirs = [
    { dir: local },
    ...paths.peers(local).map((p) => ({ dir: p.file, peer: p.peer }))
  ];
  const found = [];
  for (const { dir, peer } of dirs) {
    let names;
    try {
      names = readdirSync(dir);
    } catch (err) {
      const code = err.code;
      if (code === "ENOENT" || code === "ENOTDIR")
        continue;
      throw ioError(err, `cannot read ${dir}`);
    }
    for (const name of names) {
      const c = matchName(name, kind, branch);
      if (c && c.stampMs >= cutoff)
        found.push(peer ? { name, dir, peer, ...c } : { name, dir, ...c });
    }
  }
  found.sort((a, b) => b.stampMs - a.stampMs || b.seq - a.seq);
  let take = Math.min(found.length, limit);
  while (take < found.length && take > 0 && same(found[take], found[take - 1]))
    take++;
  const out = [];
  for (const c of found.slice(0, take)) {
    let st;
    try {
      st = statSync(join(c.dir, c.name));
    } catch {
      continue;
    }
    if (!st.isFile())
      continue;
    const a = {
      kind,
      branch: c.branch,
      name: c.name,
      path: join(c.dir, c.name),
      stamp: c.stamp,
      seq: c.seq,
      time: new Date(c.stampMs).toISOString(),
      mtimeMs: st.mtimeMs
    };
    if (c.peer)
      a.peer = c.peer;
    out.push(a);
  }
  const rank = (a) => a.peer ? 1 : 0;
  out.sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.seq - a.seq || rank(a) - rank(b) || (a.peer || b.peer ? 0 : b.mtimeMs - a.mtimeMs) || ((a.peer ?? "") < (b.peer ?? "") ? -1 : (a.peer ?? "") > (b.peer ?? "") ? 1 : 0) || (a.name < b.name ? -1 : 1));
  return out.slice(0, limit);
}
function same(a, b) {
  return a.stampMs === b.stampMs && a.seq === b.seq;
}
function latestArtifact(paths, opts) {
  return listArtifacts(paths, { ...opts, limit: 1 })[0];
}
function stampContent(content, meta) {
  const fields = [
    ["package_id", PACKAGE_ID],
    ["kind", meta.kind],
    ["branch", meta.branch],
    ["created", meta.created]
  ];
  if (meta.title !== undefined)
    fields.push(["title", JSON.stringify(meta.title)]);
  const fm = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m.exec(content);
  if (fm && fm.index === 0) {
    const present = new Set([...fm[1].matchAll(/^([A-Za-z0-9_-]+):/gm)].map((m) => m[1]));
    const add = fields.filter(([k]) => !present.has(k)).map(([k, v]) => `${k}: ${v}
`).join("");
    const open = content.indexOf(`
`) + 1;
    return content.slice(0, open) + add + content.slice(open);
  }
  return `---
${fields.map(([k, v]) => `${k}: ${v}
`).join("")}---
${content}`;
}
function putArtifact(paths, opts) {
  const kind = checkKind(opts.kind);
  const branch = opts.branch ?? paths.branch;
  if (opts.title !== undefined && (opts.title.length > 200 || /[\u0000-\u001f\u007f]/.test(opts.title))) {
    throw rejected("title", "at most 200 characters, no control characters or newlines");
  }
  if (opts.content.trim() === "")
    throw rejected("content", "non-empty Markdown is required (stdin or --file)");
  if (opts.content.includes("\x00"))
    throw rejected("content", "text only (no NUL bytes)");
  const now = opts.now ?? new Date;
  const stamp = formatStamp(now);
  const title = opts.title === undefined ? undefined : redactSecrets(opts.title);
  const data = Buffer.from(stampContent(redactSecrets(opts.content), { kind, branch, created: now.toISOString(), title }));
  if (data.length > MAX_ARTIFACT_BYTES)
    throw rejected("content", `at most ${MAX_ARTIFACT_BYTES} bytes`, `${data.length} bytes`);
  const dir = kindDir(paths, kind);
  ensureDir(dir);
  const base = `${branch}-${kind}-${stamp}`;
  const tmp = join(dir, `.${base}.md.${process.pid}.${Date.now()}.tmp`);
  let fd;
  try {
    fd = openSync(tmp, "wx", FILE_MODE);
    writeAll(fd, data);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    for (let seq = 1;seq <= 1e4; seq++) {
      const name = seq === 1 ? `${base}.md` : `${base}-${seq}.md`;
      const file = join(dir, name);
      if (!claim(tmp, file))
        continue;
      const st = statSync(file);
      return {
        kind,
        branch,
        name,
        path: file,
        stamp,
        seq,
        time: new Date(parseStamp(stamp)).toISOString(),
        mtimeMs: st.mtimeMs
      };
    }
    throw new GstackError(`cannot write ${kind}: 10000 artifacts in one second`, "io");
  } catch (err) {
    throw ioError(err, `cannot write ${kind} artifact in ${dir}`);
  } finally {
    if (fd !== undefined)
      closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {}
  }
}
function claim(tmp, file) {
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    const code = err.code;
    if (code === "EEXIST")
      return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP")
      throw err;
  }
  if (existsSync(file))
    return false;
  renameSync(tmp, file);
  return true;
}

export { ARTIFACT_KINDS, MAX_ARTIFACT_BYTES, DEFAULT_LOOKBACK_DAYS, MAX_LOOKBACK_DAYS, checkBranch, listArtifacts, latestArtifact, putArtifact };
