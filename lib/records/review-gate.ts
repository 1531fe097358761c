// /ship's gate: the newest /review of this branch must cover exactly what is being shipped.
// Used by `gstack-review-read --gate`.
import type { StatePaths } from "../state/paths.ts";
import { COUNT_FIELDS, gitStamp, isCount, latestReview, type Review } from "./reviews.ts";
import { readRecords } from "../state/jsonl.ts";
import { nestedDeeperThan } from "./fields.ts";

export interface GateResult {
  pass: boolean;
  reason: string;
  review?: Review;
}

const short = (sha: unknown) => (typeof sha === "string" && sha ? sha.slice(0, 7) : "unknown");

export async function reviewGate(paths: StatePaths): Promise<GateResult> {
  const now = await gitStamp(paths.cwd, paths.env);
  if (!now.commit_full) return { pass: false, reason: "not in a git repository with a commit" };
  // Fail closed: a line the readers skip could be the newest review, with findings open.
  const { records, bad } = readRecords(paths.reviews(paths.branch));
  const unreadable = bad + records.filter((r) => nestedDeeperThan(r, 64)).length;
  if (unreadable) {
    return {
      pass: false,
      reason: `${unreadable} line${unreadable === 1 ? "" : "s"} of the ${paths.branch} reviews file cannot be read: run gstack-doctor --fix, then /review again`,
    };
  }
  const review = latestReview(paths, paths.branch, (r) => r.skill === "review");
  if (!review) return { pass: false, reason: `no /review on branch ${paths.branch}: run /review` };
  const at = `review of ${short(review.commit_full)}`;
  if (review.commit_full !== now.commit_full) {
    return {
      pass: false,
      review,
      reason: `the latest ${at} does not cover HEAD ${short(now.commit_full)}: run /review again`,
    };
  }
  if (review.dirty === true)
    return { pass: false, review, reason: `the ${at} saw uncommitted changes: commit them and run /review again` };
  if (now.dirty) return { pass: false, review, reason: "uncommitted changes: commit them and run /review again" };
  for (const field of COUNT_FIELDS) {
    if (field in review && !isCount(review[field])) {
      return {
        pass: false,
        review,
        reason: `the ${at} has a malformed ${field} count (${JSON.stringify(review[field])?.slice(0, 40)}): run /review again`,
      };
    }
  }
  const critical = isCount(review.critical) ? review.critical : 0;
  if (critical > 0)
    return {
      pass: false,
      review,
      reason: `the ${at} left ${critical} critical finding${critical === 1 ? "" : "s"} open: fix, then run /review again`,
    };
  return {
    pass: true,
    review,
    reason: `${at} (${typeof review.status === "string" ? review.status : "no status"}) covers HEAD`,
  };
}
