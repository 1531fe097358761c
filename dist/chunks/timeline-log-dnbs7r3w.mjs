import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-d58zdv6h.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-b7m4k72b.mjs";
import {
  validateTimelineEvent2,
  appendTimelineEvent2
} from "./main-ankm78w0.mjs";
import {
  parseObject
} from "./main-98xawz64.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";
import {
  GstackError,
  usage
} from "./main-4q1q6370.mjs";

// lib/cli/commands/timeline-log.ts
var timeline_log_default = {
  help: `usage: gstack-timeline-log '<json>' | - [--strict] [--json]

Appends one event to projects/<slug>/timeline.jsonl, as one line (pretty-printed input is
re-encoded). Fields: skill (required, [a-zA-Z0-9_.:-]), event (required: started|completed),
branch, session, outcome, duration_s (number >= 0), ts (ISO 8601 with seconds and a zone, kept as given; added when absent).
  -          read the JSON object from standard input
  --strict   exit 1 on rejected input (default: say why on stderr, write nothing, exit 0,
             because skills call this in the background and must never stop on it)
  --json     print the stored event
Exit: 0 ok (or rejected without --strict), 1 rejected with --strict, 2 usage with --strict,
3 state not writable with --strict.`,
  async run(io) {
    let strict = io.argv.includes("--strict");
    try {
      const p = parseArgs(io.argv, { strict: "boolean", json: "boolean" });
      strict = bool2(p, "strict");
      if (p.positionals.length !== 1)
        throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
      const arg = p.positionals[0];
      const ev = validateTimelineEvent2(parseObject(arg === "-" ? await io.stdin() : arg));
      const paths = new StatePaths(io.env, io.cwd);
      await appendTimelineEvent2(paths, ev);
      if (bool2(p, "json"))
        io.out(jsonLine(ev));
      return 0;
    } catch (err) {
      if (strict || !(err instanceof GstackError))
        throw err;
      io.err(`gstack-timeline-log: ${err.message.replace(/[\r\n]+/g, " ")} (not logged)
`);
      return 0;
    }
  }
};
export {
  timeline_log_default as default
};
