import type { Command } from "../command.ts";
import { parseArgs, bool, num, str } from "../args.ts";
import { rejected, usage, badFlag } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { compactLearnings, formatLearnings, LEARNING_TYPES, searchLearnings, type LearningType } from "../../records/learnings.ts";
import { jsonLine } from "../output.ts";

export default {
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
      type: "string", query: "string", limit: "number", "cross-project": "boolean", json: "boolean", compact: "boolean",
    });
    if (p.positionals.length) throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const type = str(p, "type");
    if (type !== undefined && !LEARNING_TYPES.includes(type as LearningType)) {
      throw badFlag("type", `one of ${LEARNING_TYPES.join(", ")}`, type);
    }
    const limit = num(p, "limit") ?? 10;
    if (limit < 1 || limit > 10_000) throw badFlag("limit", "an integer from 1 to 10000 is allowed", limit);
    const query = str(p, "query");
    if (query !== undefined && (query.length > 1000 || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(query))) {
      throw rejected("--query", "at most 1000 characters without control characters");
    }
    const paths = new StatePaths(io.env, io.cwd);
    if (bool(p, "compact")) await compactLearnings(paths);
    const results = searchLearnings(paths, {
      type: type as LearningType | undefined, query, limit, crossProject: bool(p, "cross-project"),
    });
    io.out(bool(p, "json") ? jsonLine(results) : formatLearnings(results));
    return 0;
  },
} satisfies Command;
