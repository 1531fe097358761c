import { defineCommand } from "../command.ts";
import { rejected } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import {
  compactLearnings,
  formatLearnings,
  LEARNING_TYPES,
  searchLearnings,
  type LearningType,
} from "../../records/learnings.ts";
import { jsonLine } from "../output.ts";

export default defineCommand(
  {
    name: "learnings-search",
    about: `Prints the project's learnings, latest entry per key+type, best first: by confidence after
decay (observed and inferred lose 1 point per 30 days), then recency. A key+type whose latest
entry is retired ("retired": true) is left out. Prints nothing when none.`,
    flags: {
      type: { type: "string", arg: "T", about: "only type T", values: LEARNING_TYPES },
      query: {
        type: "string",
        arg: "Q",
        about: "only learnings whose key, insight or files contain any word of Q (any case)",
      },
      limit: { type: "integer", about: "at most N", min: 1, max: 10_000, default: 10 },
      "cross-project": {
        type: "boolean",
        about: "also trusted learnings (user-stated and found in the user's prompts) of up to 5 other projects",
      },
      json: { type: "boolean", about: "a JSON array of records with effective_confidence, cross_project, project" },
      compact: { type: "boolean", about: "first rewrite learnings.jsonl without superseded or retired entries" },
    },
    exit: "0 ok, 1 rejected --query, 2 usage (also a --type or --limit value it does not take).",
  },
  async (io, p) => {
    const { query, limit } = p.flags;
    if (query !== undefined && (query.length > 1000 || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(query))) {
      throw rejected("--query", "at most 1000 characters without control characters");
    }
    const paths = new StatePaths(io.env, io.cwd);
    if (p.flags.compact) await compactLearnings(paths);
    const results = searchLearnings(paths, {
      type: p.flags.type as LearningType | undefined,
      query,
      limit: limit!,
      crossProject: p.flags["cross-project"] === true,
    });
    io.out(p.flags.json ? jsonLine(results) : formatLearnings(results));
    return 0;
  },
);
