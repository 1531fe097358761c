import {
  encodeRecord2,
  appendRecord2,
  readRecords2
} from "./main-6406zc9r.mjs";
import {
  isoTs,
  extras,
  nestedDeeperThan
} from "./main-98xawz64.mjs";
import {
  redactDeep
} from "./main-b9j8fdrp.mjs";
import {
  findRepo
} from "./main-8g63yjt3.mjs";
import {
  rejected
} from "./main-4q1q6370.mjs";

// lib/records/reviews.ts
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var COUNT_FIELDS = ["critical", "informational"];
function isCount(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
function validateReview(obj, now = new Date) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = extras(obj, []);
  checkStrings(rec, "");
  for (const field of COUNT_FIELDS) {
    if (field in rec && !isCount(rec[field]))
      throw rejected(field, "a non-negative integer is allowed", rec[field]);
  }
  if (rec.ts !== undefined)
    rec.ts = isoTs(rec);
  if (rec.timestamp !== undefined && typeof rec.timestamp !== "string")
    throw rejected("timestamp", "an ISO 8601 string is allowed", rec.timestamp);
  if (rec.ts === undefined && rec.timestamp === undefined)
    rec.ts = now.toISOString();
  const out = redactDeep(rec);
  encodeRecord2(out);
  return out;
}
function checkStrings(v, path) {
  if (typeof v === "string") {
    if (CONTROL.test(v))
      throw rejected(path || "input", "no control characters (tab and newline are fine)");
  } else if (Array.isArray(v))
    v.forEach((x, i) => checkStrings(x, `${path}[${i}]`));
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v))
      checkStrings(x, path ? `${path}.${k}` : k);
}
async function gitRunner(cwd, baseEnv) {
  const { spawnSync } = await import("node:child_process");
  return (args, env) => {
    const r = spawnSync("git", args, { cwd, encoding: "utf8", env: env ?? baseEnv, stdio: ["ignore", "pipe", "ignore"] });
    return r.status === 0 ? r.stdout.trim() : undefined;
  };
}
function workTreeId(git, repo, baseEnv) {
  const tmp = mkdtempSync(join(tmpdir(), "gstack-wtree-"));
  try {
    const index = join(tmp, "index");
    const objects = join(tmp, "objects");
    mkdirSync(objects);
    const env = {
      ...baseEnv,
      GIT_INDEX_FILE: index,
      GIT_OBJECT_DIRECTORY: objects,
      GIT_ALTERNATE_OBJECT_DIRECTORIES: join(repo.commonDir, "objects")
    };
    const real = join(repo.gitDir, "index");
    let seeded = false;
    try {
      copyFileSync(real, index);
      const st = statSync(real);
      utimesSync(index, st.atime, st.mtime);
      seeded = true;
    } catch {}
    if (!seeded && git(["read-tree", "HEAD"], env) === undefined)
      return;
    if (git(["add", "-A"], env) === undefined)
      return;
    const tree = git(["write-tree"], env);
    return tree && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(tree) ? tree : undefined;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
async function gitStamp(cwd, env = process.env) {
  const repo = findRepo(cwd);
  if (!repo)
    return {};
  const git = await gitRunner(repo.workTree, env);
  const ids = git(["rev-parse", "HEAD", "HEAD^{tree}"])?.split(`
`);
  if (!ids || ids.length !== 2)
    return {};
  const stamp = { commit_full: ids[0], tree: ids[1] };
  const wtree = workTreeId(git, repo, env);
  if (wtree)
    stamp.wtree = wtree;
  const status = git(["status", "--porcelain", "-uno"]);
  if (status !== undefined)
    stamp.dirty = status !== "";
  return stamp;
}
async function appendReview(paths, rec, stamp) {
  const out = { ...rec, ...stamp ?? await gitStamp(paths.cwd, paths.env) };
  appendRecord2(paths.reviews(), out);
  return out;
}
function canonical(v) {
  if (Array.isArray(v))
    return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}
function readReviews(paths, branch = paths.branch) {
  const seen = new Set;
  const rows = [];
  const file = paths.reviews(branch);
  const rowsIn = [file, ...paths.peers(file).map((p) => p.file)].flatMap((f) => readRecords2(f).records);
  for (const row of rowsIn) {
    if (nestedDeeperThan(row, 64))
      continue;
    const key = typeof row.run_id === "string" || typeof row.run_id === "number" ? `run:${row.run_id}` : `c:${canonical(row)}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    rows.push(row);
  }
  const when = (r) => String(r.timestamp ?? r.ts ?? "");
  return rows.sort((a, b) => when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0);
}
function latestReview(paths, branch = paths.branch, accept) {
  const rows = readReviews(paths, branch);
  for (let i = rows.length - 1;i >= 0; i--)
    if (!accept || accept(rows[i]))
      return rows[i];
  return;
}
async function reviewReadout(paths) {
  let skip = "false";
  try {
    const { getConfig } = await import("./config-zyt6yn7n.mjs");
    skip = await getConfig(paths.config, "skip_eng_review") ?? "false";
  } catch {}
  const out = { reviews: readReviews(paths), skip_eng_review: skip, head: "unknown", wtree: "unknown", tree: "unknown", dirty: false };
  const repo = findRepo(paths.cwd);
  if (repo) {
    const git = await gitRunner(repo.workTree, paths.env);
    out.head = git(["rev-parse", "--short", "HEAD"]) || "unknown";
    out.wtree = workTreeId(git, repo, paths.env) ?? "unknown";
    out.tree = git(["rev-parse", "HEAD^{tree}"]) || "unknown";
    out.dirty = (git(["status", "--porcelain", "-uno"]) ?? "") !== "";
  }
  return out;
}
function formatReviewReadout(r) {
  const lines = r.reviews.length ? r.reviews.map((x) => JSON.stringify(x)) : ["NO_REVIEWS"];
  lines.push("---CONFIG---", r.skip_eng_review, "---HEAD---", r.head, "---WTREE---", r.wtree, "---TREE---", r.tree, "---DIRTY---", String(r.dirty));
  return `${lines.join(`
`)}
`;
}

export { COUNT_FIELDS, isCount, validateReview, gitStamp, appendReview, latestReview, reviewReadout, formatReviewReadout };
