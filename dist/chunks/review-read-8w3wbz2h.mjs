import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import {
  reviewReadout,
  formatReviewReadout
} from "./main-jw2pddwd.mjs";
import"./main-98xawz64.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";
import {
  usage
} from "./main-4q1q6370.mjs";

// lib/cli/commands/review-read.ts
var review_read_default = {
  help: `usage: gstack-review-read [--json] [--gate]

Prints, in order: the current branch's review records (one JSON line each, oldest first, repeats
dropped) or NO_REVIEWS, then
  ---CONFIG---  skip_eng_review (config)
  ---HEAD---    HEAD's short commit, or unknown
  ---WTREE---   the working tree's content as a tree id, or unknown (compare with a review's wtree)
  ---TREE---    HEAD's tree, or unknown
  ---DIRTY---   true when tracked files differ from HEAD
  --json   {"reviews":[...],"skip_eng_review":...,"head":...,"wtree":...,"tree":...,"dirty":...}
  --gate   /ship's check instead: "REVIEW_GATE: pass: ..." (exit 0) when the newest /review of
           this branch is of HEAD, saw and leaves no uncommitted tracked change and no open
           critical finding; else "REVIEW_GATE: fail: <why>" (exit 1)
Exit: 0 ok, 1 gate failed, 2 usage.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean", gate: "boolean" });
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    if (bool2(p, "gate")) {
      const { reviewGate } = await import("./review-gate-gje311tp.mjs");
      const g = await reviewGate(new StatePaths(io.env, io.cwd));
      io.out(bool2(p, "json") ? jsonLine({ pass: g.pass, reason: g.reason, review: g.review ?? null }) : `REVIEW_GATE: ${g.pass ? "pass" : "fail"}: ${g.reason}
`);
      return g.pass ? 0 : 1;
    }
    const r = await reviewReadout(new StatePaths(io.env, io.cwd));
    io.out(bool2(p, "json") ? jsonLine(r) : formatReviewReadout(r));
    return 0;
  }
};
export {
  review_read_default as default
};
