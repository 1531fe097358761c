import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { GstackError, usage } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { appendTimelineEvent, toTimelineEvent } from "../../records/timeline.ts";
import { jsonLine } from "../output.ts";

export default {
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
      strict = bool(p, "strict");
      if (p.positionals.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
      const arg = p.positionals[0]!;
      const ev = toTimelineEvent(parseObject(arg === "-" ? await io.stdin() : arg));
      const paths = new StatePaths(io.env, io.cwd);
      await appendTimelineEvent(paths, ev);
      if (bool(p, "json")) io.out(jsonLine(ev));
      return 0;
    } catch (err) {
      if (strict || !(err instanceof GstackError)) throw err;
      // Non-blocking: the reason goes to stderr, nothing is written, the caller goes on.
      io.err(`gstack-timeline-log: ${err.message.replace(/[\r\n]+/g, " ")} (not logged)\n`);
      return 0;
    }
  },
} satisfies Command;
