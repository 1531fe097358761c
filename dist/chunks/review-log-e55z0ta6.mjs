import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-k6ny11s1.mjs";
import"./main-m178kjes.mjs";
import {
  toReview,
  appendReview
} from "./main-0j2cbtjc.mjs";
import {
  parseObject
} from "./main-ndsfx5fz.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/review-log.ts
var review_log_default = defineCommand({
  name: "review-log",
  about: `Appends the review object to projects/<slug>/<branch>-reviews.jsonl (branch: HEAD's, sanitized).
Inside git it is stamped with commit_full (HEAD), tree (HEAD's tree), wtree (the working tree's
content as a tree id: untracked files count, ignored ones do not) and dirty (tracked changes).
A ts is added when neither ts nor timestamp is given. Secrets are redacted.
Objects only: field names [a-zA-Z0-9_.-], nesting at most 8 deep, no control characters, <= 1 MiB.
JSON is the object, or - to read it from standard input.`,
  args: [{ name: "JSON object" }],
  flags: { json: { type: "boolean", about: "print the stored record" } },
  exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable."
}, async (io, p) => {
  const arg = p.args[0];
  const rec = toReview(parseObject(arg === "-" ? await io.stdin() : arg));
  const stored = await appendReview(new StatePaths(io.env, io.cwd), rec);
  if (p.flags.json)
    io.out(jsonLine(stored));
  return 0;
});
export {
  review_log_default as default
};
