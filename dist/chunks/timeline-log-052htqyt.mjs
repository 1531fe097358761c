import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-k6ny11s1.mjs";
import"./main-820x1fq2.mjs";
import"./main-f7q2wh4f.mjs";
import {
  toTimelineEvent2,
  appendTimelineEvent2
} from "./main-tzz92tjh.mjs";
import {
  parseObject
} from "./main-ndsfx5fz.mjs";
import {
  defineCommand,
  withErrors
} from "./main-fm753rf9.mjs";
import {
  warningLines,
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/timeline-log.ts
var command = defineCommand({
  name: "timeline-log",
  about: `Appends one event to projects/<slug>/timeline.jsonl, as one line (pretty-printed input is
re-encoded). Fields: skill (required, [a-zA-Z0-9_.:-]), event (required: started|completed),
branch, session, outcome, duration_s (number >= 0), ts (ISO 8601 with seconds and a zone, kept as given; added when absent).
JSON is the object, or - to read it from standard input.`,
  args: [{ name: "JSON object" }],
  flags: {
    strict: {
      type: "boolean",
      about: `exit 1 on rejected input (default: say why on stderr, write nothing, exit 0,
because skills call this in the background and must never stop on it)`
    },
    json: { type: "boolean", about: "print the stored event" }
  },
  exit: `0 ok (or rejected without --strict), 1 rejected with --strict, 2 usage with --strict,
3 state not writable with --strict.`
}, async (io, p) => {
  const arg = p.args[0];
  const ev = toTimelineEvent2(parseObject(arg === "-" ? await io.stdin() : arg));
  const warnings = [];
  await appendTimelineEvent2(new StatePaths(io.env, io.cwd), ev, warnings);
  io.err(warningLines(warnings));
  if (p.flags.json)
    io.out(jsonLine(ev));
  return 0;
});
var timeline_log_default = withErrors(command, (err, io) => {
  const flags = io.argv.indexOf("--") === -1 ? io.argv : io.argv.slice(0, io.argv.indexOf("--"));
  if (flags.includes("--strict") || !(err instanceof GstackError))
    throw err;
  io.err(`gstack-timeline-log: ${err.message.replace(/[\r\n]+/g, " ")} (not logged)
`);
  return 0;
});
export {
  timeline_log_default as default
};
