import { defineCommand } from "../command.ts";
import { usage } from "../errors.ts";
import { jsonLine, warningLines } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { appendEureka, recentEureka, toEureka } from "../../records/eureka.ts";

export default defineCommand(
  {
    name: "eureka-log",
    about: `Appends one eureka moment to analytics/eureka.jsonl: {ts, skill, branch, insight, project}.
JSON is the object, or - to read it from standard input.
Fields: skill (required, [a-zA-Z0-9_.:-]), insight (required, one line, at most 2000
characters, an observation rather than an instruction), branch (default: the current branch),
project (default: the current slug), ts (ISO 8601; added when absent). No other fields.
Secrets in the text are replaced by <REDACTED-kind>.`,
    args: [{ name: "JSON object", optional: true }],
    flags: {
      tail: {
        type: "integer",
        about: `print the newest N records instead (one "- ts skill: insight" line each)`,
        min: 1,
        max: 10_000,
      },
      project: { type: "boolean", about: "with --tail: only this project's records" },
      json: { type: "boolean", about: "print the stored record (or the records, newest first, as a JSON array)" },
    },
    exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable.",
  },
  async (io, p) => {
    const paths = new StatePaths(io.env, io.cwd);
    const { tail } = p.flags;
    if (tail !== undefined) {
      if (p.args.length) throw usage("--tail takes no JSON argument");
      const { records } = recentEureka(paths, tail, p.flags.project ? paths.slug : undefined);
      if (p.flags.json) io.out(jsonLine(records));
      else io.out(records.map((r) => `- ${r.ts} ${flat(r.skill)}: ${flat(r.insight)}\n`).join(""));
      return 0;
    }
    if (p.flags.project) throw usage("--project applies to --tail only");
    if (p.args.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.args[0]!;
    const rec = toEureka(parseObject(arg === "-" ? await io.stdin() : arg), {
      branch: paths.branch,
      project: paths.slug,
    });
    const warnings: string[] = [];
    await appendEureka(paths, rec, warnings);
    io.err(warningLines(warnings));
    if (p.flags.json) io.out(jsonLine(rec));
    return 0;
  },
);

/** One line without control characters: records go back into prompts. */
function flat(v: unknown): string {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}
