import {
  encodeRecord2,
  appendRecord2,
  readRecords2
} from "./main-k6ny11s1.mjs";
import {
  validate3
} from "./main-m178kjes.mjs";
import {
  extras,
  object,
  nestedDeeperThan
} from "./main-ndsfx5fz.mjs";
import {
  validate9
} from "./main-73sq1dmy.mjs";
import {
  redactDeep
} from "./main-n6wwwqst.mjs";
import {
  findRepo
} from "./main-8g63yjt3.mjs";

// lib/records/reviews.ts
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var COUNT_FIELDS = ["critical", "informational"];
function isCount(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
var STAMP_FIELDS = ["commit_full", "tree", "wtree", "dirty"];
function toReview(obj, now = new Date) {
  const rec = extras(object(obj), STAMP_FIELDS);
  if (rec.ts === undefined && rec.timestamp === undefined)
    rec.ts = now.toISOString();
  const out = redactDeep(validate9(validate3, rec));
  encodeRecord2(out);
  return out;
}
async function gitRunner(cwd, baseEnv) {
  const { spawnSync } = await import("node:child_process");
  return (args, env) => {
    const r = spawnSync("git", args, {
      cwd,
      encoding: "utf8",
      env: env ?? baseEnv,
      stdio: ["ignore", "pipe", "ignore"]
    });
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
  if (ids?.length !== 2)
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
    const { getConfig } = await import("./config-hhh7kvj8.mjs");
    skip = await getConfig(paths.config, "skip_eng_review") ?? "false";
  } catch {}
  const out = {
    reviews: readReviews(paths),
    skip_eng_review: skip,
    head: "unknown",
    wtree: "unknown",
    tree: "unknown",
    dirty: false
  };
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

export { COUNT_FIELDS, isCount, toReview, gitStamp, appendReview, latestReview, reviewReadout, formatReviewReadout };
