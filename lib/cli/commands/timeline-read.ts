import type { Command } from "../command.ts";
import { parseArgs, bool, num, str } from "../args.ts";
import { usage, badFlag } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { compactTimeline, formatTimeline, parseSince, readTimeline, summarizeTimeline } from "../../records/timeline.ts";
import { jsonLine } from "../output.ts";

export default {
  help: `usage: gstack-timeline-read [--since "N unit ago"] [--limit N] [--branch B] [--json] [--compact]

Reads projects/<slug>/timeline.jsonl: a summary line of completed skills in the window
("TIMELINE: 3 /review, 1 /ship across 2 branches"), a blank line, "## Recent Events" and the
newest N events, oldest first. Prints nothing when there are no events.
  --since S    only events since S: "7 days ago" (minute, hour, day, week, month) or an ISO date
  --limit N    how many recent events to list (default 20)
  --branch B   only events on branch B
  --json       {"completed":[[skill,runs],...],"branches":N,"events":[...]} instead of text
  --compact    first drop events older than retention_days (config) and cap the file size
Exit: 0 ok, 1 rejected --since, 2 usage (also a --limit below 1).`,
  async run(io) {
    const p = parseArgs(io.argv, { since: "string", limit: "number", branch: "string", json: "boolean", compact: "boolean" });
    if (p.positionals.length) throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const limit = num(p, "limit") ?? 20;
    if (limit < 1) throw badFlag("limit", "an integer >= 1 is allowed", limit);
    const since = str(p, "since");
    const sinceMs = since === undefined ? undefined : parseSince(since);
    const paths = new StatePaths(io.env, io.cwd);
    if (bool(p, "compact")) await compactTimeline(paths);
    const { events } = readTimeline(paths, { sinceMs, branch: str(p, "branch") });
    const summary = summarizeTimeline(events);
    const recent = events.slice(0, limit).reverse();
    if (bool(p, "json")) {
      io.out(jsonLine({ completed: summary.completed, branches: summary.branches, events: recent }));
      return 0;
    }
    if (events.length) io.out(formatTimeline(summary, recent));
    return 0;
  },
} satisfies Command;
