import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-k6ny11s1.mjs";
import"./main-820x1fq2.mjs";
import"./main-f7q2wh4f.mjs";
import {
  compactTimeline2,
  readTimeline2,
  summarizeTimeline2,
  formatTimeline2,
  parseSince2
} from "./main-tzz92tjh.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/timeline-read.ts
var timeline_read_default = defineCommand({
  name: "timeline-read",
  about: `Reads projects/<slug>/timeline.jsonl: a summary line of completed skills in the window
("TIMELINE: 3 /review, 1 /ship across 2 branches"), a blank line, "## Recent Events" and the
newest N events, oldest first. Prints nothing when there are no events.`,
  flags: {
    since: {
      type: "string",
      arg: `"N unit ago"`,
      about: `only events since then: "7 days ago" (minute, hour, day, week, month) or an ISO date`
    },
    limit: { type: "integer", about: "how many recent events to list", min: 1, default: 20 },
    branch: { type: "string", arg: "B", about: "only events on branch B" },
    json: { type: "boolean", about: `{"completed":[[skill,runs],...],"branches":N,"events":[...]} instead of text` },
    compact: { type: "boolean", about: "first drop events older than retention_days (config) and cap the file size" }
  },
  exit: "0 ok, 1 rejected --since, 2 usage (also a --limit below 1)."
}, async (io, p) => {
  const { since, limit, branch } = p.flags;
  const sinceMs = since === undefined ? undefined : parseSince2(since);
  const paths = new StatePaths(io.env, io.cwd);
  if (p.flags.compact)
    await compactTimeline2(paths);
  const { events } = readTimeline2(paths, { sinceMs, branch });
  const summary = summarizeTimeline2(events);
  const recent = events.slice(0, limit).reverse();
  if (p.flags.json) {
    io.out(jsonLine({ completed: summary.completed, branches: summary.branches, events: recent }));
    return 0;
  }
  if (events.length)
    io.out(formatTimeline2(summary, recent));
  return 0;
});
export {
  timeline_read_default as default
};
