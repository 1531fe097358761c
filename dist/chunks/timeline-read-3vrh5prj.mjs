import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import"./main-b7m4k72b.mjs";
import {
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-ankm78w0.mjs";
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
  usage,
  badFlag
} from "./main-4q1q6370.mjs";

// lib/cli/commands/timeline-read.ts
var timeline_read_default = {
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
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const limit = num2(p, "limit") ?? 20;
    if (limit < 1)
      throw badFlag("limit", "an integer >= 1 is allowed", limit);
    const since = str3(p, "since");
    const sinceMs = since === undefined ? undefined : parseSince2(since);
    const paths = new StatePaths(io.env, io.cwd);
    if (bool2(p, "compact"))
      await compactTimeline2(paths);
    const { events } = readTimeline2(paths, { sinceMs, branch: str3(p, "branch") });
    const summary = summarizeTimeline2(events);
    const recent = events.slice(0, limit).reverse();
    if (bool2(p, "json")) {
      io.out(jsonLine({ completed: summary.completed, branches: summary.branches, events: recent }));
      return 0;
    }
    if (events.length)
      io.out(formatTimeline2(summary, recent));
    return 0;
  }
};
export {
  timeline_read_default as default
};
