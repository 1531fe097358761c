// Review results (projects/<slug>/<branch>-reviews.jsonl): whatever object a review skill logs,
// stamped with the exact code it saw (commit, HEAD tree, working-tree fingerprint, dirty flag),
// read back by /ship and the review dashboard.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StatePaths } from "../state/paths.ts";
import { findRepo, type GitRepo } from "../state/git.ts";
import { appendRecord, encodeRecord, readRecords } from "../state/jsonl.ts";
import * as f from "./fields.ts";
import { validate } from "../schema/validate.ts";
import { validate as reviewSchema } from "../schema/generated/review.js";

export type Review = Record<string, unknown>;

/** The counts a review reports; each absent or a non-negative integer. */
export const COUNT_FIELDS = ["critical", "informational"] as const;

export function isCount(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

const STAMP_FIELDS = ["commit_full", "tree", "wtree", "dirty"] as const;

export interface GitStamp {
  /** HEAD's full commit id. */
  commit_full?: string;
  /** HEAD's tree id. */
  tree?: string;
  /** Tree id of the working tree as `git add -A` would stage it (untracked files in, ignored out). */
  wtree?: string;
  /** Tracked files differ from HEAD. */
  dirty?: boolean;
}

/**
 * A review from a caller's object: any fields (review.schema.json: names of [a-zA-Z0-9_.-], no
 * control characters in any string, counts that are non-negative integers), nesting at most 8
 * deep (checked first: the schema's recursion would not stop), at most 1 MiB. A `ts` is added
 * when neither `ts` nor `timestamp` is given, a caller's git stamp fields are dropped, secrets
 * are redacted.
 */
export function toReview(obj: unknown, now: Date = new Date()): Review {
  // The git stamp is the kit's own (appendReview adds it): a caller's is never kept.
  const rec = f.extras(f.object(obj), STAMP_FIELDS);
  if (rec.ts === undefined && rec.timestamp === undefined) rec.ts = now.toISOString();
  const out = f.redactDeep(validate<Review>(reviewSchema, rec));
  encodeRecord(out);
  return out;
}

type Git = (args: string[], env?: NodeJS.ProcessEnv) => string | undefined;

async function gitRunner(cwd: string, baseEnv: NodeJS.ProcessEnv): Promise<Git> {
  // Loaded here only: spawning is for review-log/read, never for the per-skill-start tools.
  const { spawnSync } = await import("node:child_process");
  return (args, env) => {
    const r = spawnSync("git", args, {
      cwd,
      encoding: "utf8",
      env: env ?? baseEnv,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return r.status === 0 ? r.stdout.trim() : undefined;
  };
}

/**
 * The working tree's content as a tree id: a copy of the index (so unchanged files are not
 * re-hashed) gets `git add -A` and `git write-tree`. The new objects go to a temporary object
 * directory with the repository's as an alternate, so the repository is never written to.
 */
function workTreeId(git: Git, repo: GitRepo, baseEnv: NodeJS.ProcessEnv): string | undefined {
  const tmp = mkdtempSync(join(tmpdir(), "gstack-wtree-"));
  try {
    const index = join(tmp, "index");
    const objects = join(tmp, "objects");
    mkdirSync(objects);
    const env: NodeJS.ProcessEnv = {
      ...baseEnv,
      GIT_INDEX_FILE: index,
      GIT_OBJECT_DIRECTORY: objects,
      GIT_ALTERNATE_OBJECT_DIRECTORIES: join(repo.commonDir, "objects"),
    };
    const real = join(repo.gitDir, "index");
    let seeded = false;
    try {
      copyFileSync(real, index);
      // Keep the index's own mtime: git re-hashes entries not older than the index, which is
      // what catches same-size rewrites within the same second.
      const st = statSync(real);
      utimesSync(index, st.atime, st.mtime);
      seeded = true;
    } catch {
      /* no index yet */
    }
    if (!seeded && git(["read-tree", "HEAD"], env) === undefined) return undefined;
    if (git(["add", "-A"], env) === undefined) return undefined;
    const tree = git(["write-tree"], env);
    return tree && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(tree) ? tree : undefined;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Git facts about cwd's checkout; empty outside git (or with no commit yet). */
export async function gitStamp(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<GitStamp> {
  const repo = findRepo(cwd);
  if (!repo) return {};
  const git = await gitRunner(repo.workTree, env);
  const ids = git(["rev-parse", "HEAD", "HEAD^{tree}"])?.split("\n");
  if (ids?.length !== 2) return {};
  const stamp: GitStamp = { commit_full: ids[0], tree: ids[1] };
  const wtree = workTreeId(git, repo, env);
  if (wtree) stamp.wtree = wtree;
  const status = git(["status", "--porcelain", "-uno"]);
  if (status !== undefined) stamp.dirty = status !== "";
  return stamp;
}

/** Appends a validated review to the branch's file, stamped with git facts when inside git. */
export async function appendReview(paths: StatePaths, rec: Review, stamp?: GitStamp): Promise<Review> {
  const out = { ...rec, ...(stamp ?? (await gitStamp(paths.cwd, paths.env))) };
  appendRecord(paths.reviews(), out);
  return out;
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Review)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

/**
 * A branch's reviews (default: the current branch), oldest first by `timestamp` or `ts`, with
 * repeats dropped (same `run_id`, or the same content).
 */
export function readReviews(paths: StatePaths, branch: string = paths.branch): Review[] {
  const seen = new Set<string>();
  const rows: Review[] = [];
  const file = paths.reviews(branch);
  // Other devices' and teammates' reviews of the branch (gstack-sync) join this machine's.
  const rowsIn = [file, ...paths.peers(file).map((p) => p.file)].flatMap((f) => readRecords<Review>(f).records);
  for (const row of rowsIn) {
    // review-log writes at most 8 levels; a line nested far deeper (hand-made) would overflow
    // the stack of every walk below, so it is skipped like a corrupt line.
    if (f.nestedDeeperThan(row, 64)) continue;
    const key =
      typeof row.run_id === "string" || typeof row.run_id === "number" ? `run:${row.run_id}` : `c:${canonical(row)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  const when = (r: Review) => String(r.timestamp ?? r.ts ?? "");
  // Array.prototype.sort is stable: equal times keep file order.
  return rows.sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0));
}

/** The newest review on a branch (optionally only those `accept` takes), or undefined. */
export function latestReview(
  paths: StatePaths,
  branch: string = paths.branch,
  accept?: (r: Review) => boolean,
): Review | undefined {
  const rows = readReviews(paths, branch);
  for (let i = rows.length - 1; i >= 0; i--) if (!accept || accept(rows[i]!)) return rows[i];
  return undefined;
}

export interface ReviewReadout {
  reviews: Review[];
  skip_eng_review: string;
  /** Short HEAD commit, or "unknown". */
  head: string;
  wtree: string;
  tree: string;
  dirty: boolean;
}

/** Everything gstack-review-read prints, in one object. */
export async function reviewReadout(paths: StatePaths): Promise<ReviewReadout> {
  let skip = "false";
  try {
    const { getConfig } = await import("../state/config.ts");
    skip = (await getConfig(paths.config, "skip_eng_review")) ?? "false";
  } catch {
    /* a broken config.yaml reads as the default */
  }
  const out: ReviewReadout = {
    reviews: readReviews(paths),
    skip_eng_review: skip,
    head: "unknown",
    wtree: "unknown",
    tree: "unknown",
    dirty: false,
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

/** gstack-review-read's text: review lines (or NO_REVIEWS), then the ---SECTION--- lines. */
export function formatReviewReadout(r: ReviewReadout): string {
  const lines = r.reviews.length ? r.reviews.map((x) => JSON.stringify(x)) : ["NO_REVIEWS"];
  lines.push(
    "---CONFIG---",
    r.skip_eng_review,
    "---HEAD---",
    r.head,
    "---WTREE---",
    r.wtree,
    "---TREE---",
    r.tree,
    "---DIRTY---",
    String(r.dirty),
  );
  return `${lines.join("\n")}\n`;
}
