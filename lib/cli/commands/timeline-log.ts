import { defineCommand, withErrors } from "../command.ts";
import { GstackError } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { appendTimelineEvent, toTimelineEvent } from "../../records/timeline.ts";
import { jsonLine, warningLines } from "../output.ts";

const command = defineCommand(
  {
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
because skills call this in the background and must never stop on it)`,
      },
      json: { type: "boolean", about: "print the stored event" },
    },
    exit: `0 ok (or rejected without --strict), 1 rejected with --strict, 2 usage with --strict,
3 state not writable with --strict.`,
  },
  async (io, p) => {
    const arg = p.args[0]!;
    const ev = toTimelineEvent(parseObject(arg === "-" ? await io.stdin() : arg));
    const warnings: string[] = [];
    await appendTimelineEvent(new StatePaths(io.env, io.cwd), ev, warnings);
    io.err(warningLines(warnings));
    if (p.flags.json) io.out(jsonLine(ev));
    return 0;
  },
);

export default withErrors(command, (err, io) => {
  // --strict as a word before any "--": a usage error must follow it too.
  const flags = io.argv.indexOf("--") === -1 ? io.argv : io.argv.slice(0, io.argv.indexOf("--"));
  if (flags.includes("--strict") || !(err instanceof GstackError)) throw err;
  // Non-blocking: the reason goes to stderr, nothing is written, the caller goes on.
  io.err(`gstack-timeline-log: ${err.message.replace(/[\r\n]+/g, " ")} (not logged)\n`);
  return 0;
});
