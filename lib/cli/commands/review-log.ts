import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { usage } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { appendReview, toReview } from "../../records/reviews.ts";
import { jsonLine } from "../output.ts";

export default {
  help: `usage: gstack-review-log '<json>' | - [--json]

Appends the review object to projects/<slug>/<branch>-reviews.jsonl (branch: HEAD's, sanitized).
Inside git it is stamped with commit_full (HEAD), tree (HEAD's tree), wtree (the working tree's
content as a tree id: untracked files count, ignored ones do not) and dirty (tracked changes).
A ts is added when neither ts nor timestamp is given. Secrets are redacted.
Objects only: field names [a-zA-Z0-9_.-], nesting at most 8 deep, no control characters, <= 1 MiB.
  -        read the JSON object from standard input
  --json   print the stored record
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    if (p.positionals.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0]!;
    const rec = toReview(parseObject(arg === "-" ? await io.stdin() : arg));
    const stored = await appendReview(new StatePaths(io.env, io.cwd), rec);
    if (bool(p, "json")) io.out(jsonLine(stored));
    return 0;
  },
} satisfies Command;
