import {
  readRecords2
} from "./main-k6ny11s1.mjs";
import"./main-m178kjes.mjs";
import {
  COUNT_FIELDS,
  isCount,
  gitStamp,
  latestReview
} from "./main-0j2cbtjc.mjs";
import {
  nestedDeeperThan
} from "./main-ndsfx5fz.mjs";

// lib/records/review-gate.ts
var short = (sha) => typeof sha === "string" && sha ? sha.slice(0, 7) : "unknown";
async function reviewGate(paths) {
  const now = await gitStamp(paths.cwd, paths.env);
  if (!now.commit_full)
    return { pass: false, reason: "not in a git repository with a commit" };
  const { records, bad } = readRecords2(paths.reviews(paths.branch));
  const unreadable = bad + records.filter((r) => nestedDeeperThan(r, 64)).length;
  if (unreadable) {
    return {
      pass: false,
      reason: `${unreadable} line${unreadable === 1 ? "" : "s"} of the ${paths.branch} reviews file cannot be read: run gstack-doctor --fix, then /review again`
    };
  }
  const review = latestReview(paths, paths.branch, (r) => r.skill === "review");
  if (!review)
    return { pass: false, reason: `no /review on branch ${paths.branch}: run /review` };
  const at = `review of ${short(review.commit_full)}`;
  if (review.commit_full !== now.commit_full) {
    return {
      pass: false,
      review,
      reason: `the latest ${at} does not cover HEAD ${short(now.commit_full)}: run /review again`
    };
  }
  if (review.dirty === true)
    return { pass: false, review, reason: `the ${at} saw uncommitted changes: commit them and run /review again` };
  if (now.dirty)
    return { pass: false, review, reason: "uncommitted changes: commit them and run /review again" };
  for (const field of COUNT_FIELDS) {
    if (field in review && !isCount(review[field])) {
      return {
        pass: false,
        review,
        reason: `the ${at} has a malformed ${field} count (${JSON.stringify(review[field])?.slice(0, 40)}): run /review again`
      };
    }
  }
  const critical = isCount(review.critical) ? review.critical : 0;
  if (critical > 0)
    return {
      pass: false,
      review,
      reason: `the ${at} left ${critical} critical finding${critical === 1 ? "" : "s"} open: fix, then run /review again`
    };
  return {
    pass: true,
    review,
    reason: `${at} (${typeof review.status === "string" ? review.status : "no status"}) covers HEAD`
  };
}
export {
  reviewGate
};
