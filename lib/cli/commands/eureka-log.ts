import type { Command } from "../command.ts";
import { parseArgs, bool, num } from "../args.ts";
import { usage, badFlag } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { appendEureka, recentEureka, toEureka } from "../../records/eureka.ts";

export default {
  help: `usage: gstack-eureka-log '<json>' | - [--json]
       gstack-eureka-log --tail N [--project] [--json]

Appends one eureka moment to analytics/eureka.jsonl: {ts, skill, branch, insight, project}.
Fields: skill (required, [a-zA-Z0-9_.:-]), insight (required, one line, at most 2000
characters, an observation rather than an instruction), branch (default: the current branch),
project (default: the current slug), ts (ISO 8601; added when absent). No other fields.
Secrets in the text are replaced by <REDACTED-kind>.
  -            read the JSON object from standard input
  --tail N     print the newest N records instead (one "- ts skill: insight" line each)
  --project    with --tail: only this project's records
  --json       print the stored record (or the records, newest first, as a JSON array)
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { tail: "number", project: "boolean", json: "boolean" });
    const paths = new StatePaths(io.env, io.cwd);
    const tail = num(p, "tail");
    if (tail !== undefined) {
      if (p.positionals.length) throw usage("--tail takes no JSON argument");
      if (tail < 1 || tail > 10_000) throw badFlag("tail", "an integer from 1 to 10000", tail);
      const { records } = recentEureka(paths, tail, bool(p, "project") ? paths.slug : undefined);
      if (bool(p, "json")) io.out(jsonLine(records));
      else io.out(records.map((r) => `- ${r.ts} ${flat(r.skill)}: ${flat(r.insight)}\n`).join(""));
      return 0;
    }
    if (bool(p, "project")) throw usage("--project applies to --tail only");
    if (p.positionals.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0]!;
    const input = parseObject(arg === "-" ? await io.stdin() : arg);
    const rec = toEureka(input, { branch: paths.branch, project: paths.slug });
    await appendEureka(paths, rec);
    if (bool(p, "json")) io.out(jsonLine(rec));
    return 0;
  },
} satisfies Command;

/** One line without control characters: records go back into prompts. */
function flat(v: unknown): string {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}
