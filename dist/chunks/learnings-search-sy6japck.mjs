import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import"./main-b7m4k72b.mjs";
import {
  searchLearnings2,
  formatLearnings2
} from "./main-v7vzfben.mjs";
import {
  LEARNING_TYPES2,
  compactLearnings2
} from "./main-rn6szv5k.mjs";
import"./main-98xawz64.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  str3,
  num2,
  bool2
} from "./main-bqvsw311.mjs";
import {
  rejected,
  usage,
  badFlag
} from "./main-4q1q6370.mjs";

// lib/cli/commands/learnings-search.ts
var learnings_search_default = {
  help: `usage: gstack-learnings-search [--type T] [--query Q] [--limit N] [--cross-project] [--json] [--compact]

Prints the project's learnings, latest entry per key+type, best first: by confidence after
decay (observed and inferred lose 1 point per 30 days), then recency. A key+type whose latest
entry is retired ("retired": true) is left out. Prints nothing when none.
  --type T          only type T (pattern, pitfall, preference, architecture, tool, operational,
                    investigation)
  --query Q         only learnings whose key, insight or files contain any word of Q (any case)
  --limit N         at most N (default 10)
  --cross-project   also trusted learnings (user-stated and found in the user's prompts) of up to 5 other projects
  --json            a JSON array of records with effective_confidence, cross_project, project
  --compact         first rewrite learnings.jsonl without superseded or retired entries
Exit: 0 ok, 1 rejected --query, 2 usage (also a --type or --limit value it does not take).`,
  async run(io) {
    const p = parseArgs(io.argv, {
      type: "string",
      query: "string",
      limit: "number",
      "cross-project": "boolean",
      json: "boolean",
      compact: "boolean"
    });
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const type = str3(p, "type");
    if (type !== undefined && !LEARNING_TYPES2.includes(type)) {
      throw badFlag("type", `one of ${LEARNING_TYPES2.join(", ")}`, type);
    }
    const limit = num2(p, "limit") ?? 10;
    if (limit < 1 || limit > 1e4)
      throw badFlag("limit", "an integer from 1 to 10000 is allowed", limit);
    const query = str3(p, "query");
    if (query !== undefined && (query.length > 1000 || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(query))) {
      throw rejected("--query", "at most 1000 characters without control characters");
    }
    const paths = new StatePaths(io.env, io.cwd);
    if (bool2(p, "compact"))
      await compactLearnings2(paths);
    const results = searchLearnings2(paths, {
      type,
      query,
      limit,
      crossProject: bool2(p, "cross-project")
    });
    io.out(bool2(p, "json") ? jsonLine(results) : formatLearnings2(results));
    return 0;
  }
};
export {
  learnings_search_default as default
};
