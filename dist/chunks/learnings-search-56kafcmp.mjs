import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-k6ny11s1.mjs";
import"./main-9yrycj3r.mjs";
import"./main-f7q2wh4f.mjs";
import {
  searchLearnings2,
  formatLearnings2
} from "./main-wpp33hgx.mjs";
import {
  compactLearnings2
} from "./main-1ysa8gbv.mjs";
import {
  LEARNING_TYPES2
} from "./main-pj8we1q2.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/learnings-search.ts
var learnings_search_default = defineCommand({
  name: "learnings-search",
  about: `Prints the project's learnings, latest entry per key+type, best first: by confidence after
decay (observed and inferred lose 1 point per 30 days), then recency. A key+type whose latest
entry is retired ("retired": true) is left out. Prints nothing when none.`,
  flags: {
    type: { type: "string", arg: "T", about: "only type T", values: LEARNING_TYPES2 },
    query: {
      type: "string",
      arg: "Q",
      about: "only learnings whose key, insight or files contain any word of Q (any case)"
    },
    limit: { type: "integer", about: "at most N", min: 1, max: 1e4, default: 10 },
    "cross-project": {
      type: "boolean",
      about: "also trusted learnings (user-stated and found in the user's prompts) of up to 5 other projects"
    },
    json: { type: "boolean", about: "a JSON array of records with effective_confidence, cross_project, project" },
    compact: { type: "boolean", about: "first rewrite learnings.jsonl without superseded or retired entries" }
  },
  exit: "0 ok, 1 rejected --query, 2 usage (also a --type or --limit value it does not take)."
}, async (io, p) => {
  const { query, limit } = p.flags;
  if (query !== undefined && (query.length > 1000 || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(query))) {
    throw rejected("--query", "at most 1000 characters without control characters");
  }
  const paths = new StatePaths(io.env, io.cwd);
  if (p.flags.compact)
    await compactLearnings2(paths);
  const results = searchLearnings2(paths, {
    type: p.flags.type,
    query,
    limit,
    crossProject: p.flags["cross-project"] === true
  });
  io.out(p.flags.json ? jsonLine(results) : formatLearnings2(results));
  return 0;
});
export {
  learnings_search_default as default
};
