import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-k6ny11s1.mjs";
import"./main-m178kjes.mjs";
import {
  reviewReadout,
  formatReviewReadout
} from "./main-0j2cbtjc.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/review-read.ts
var review_read_default = defineCommand({
  name: "review-read",
  about: `Prints, in order: the current branch's review records (one JSON line each, oldest first, repeats
dropped) or NO_REVIEWS, then
  ---CONFIG---  skip_eng_review (config)
  ---HEAD---    HEAD's short commit, or unknown
  ---WTREE---   the working tree's content as a tree id, or unknown (compare with a review's wtree)
  ---TREE---    HEAD's tree, or unknown
  ---DIRTY---   true when tracked files differ from HEAD`,
  flags: {
    json: {
      type: "boolean",
      about: `{"reviews":[...],"skip_eng_review":...,"head":...,"wtree":...,"tree":...,"dirty":...}`
    },
    gate: {
      type: "boolean",
      about: `/ship's check instead: "REVIEW_GATE: pass: ..." (exit 0) when the newest /review of
this branch is of HEAD, saw and leaves no uncommitted tracked change and no open
critical finding; else "REVIEW_GATE: fail: <why>" (exit 1)`
    }
  },
  exit: "0 ok, 1 gate failed, 2 usage."
}, async (io, p) => {
  const paths = new StatePaths(io.env, io.cwd);
  if (p.flags.gate) {
    const { reviewGate } = await import("./review-gate-nb46kg2a.mjs");
    const g = await reviewGate(paths);
    io.out(p.flags.json ? jsonLine({ pass: g.pass, reason: g.reason, review: g.review ?? null }) : `REVIEW_GATE: ${g.pass ? "pass" : "fail"}: ${g.reason}
`);
    return g.pass ? 0 : 1;
  }
  const r = await reviewReadout(paths);
  io.out(p.flags.json ? jsonLine(r) : formatReviewReadout(r));
  return 0;
});
export {
  review_read_default as default
};
