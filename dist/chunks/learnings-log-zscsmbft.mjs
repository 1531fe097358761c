import"./main-m975rn9g.mjs";
import"./main-ff8p3bcj.mjs";
import {
  validateLearning,
  appendLearning
} from "./main-8c74sv01.mjs";
import {
  parseObject
} from "./main-05cr15fj.mjs";
import {
  StatePaths
} from "./main-1295z741.mjs";
import {
  jsonLine
} from "./main-zynbb7z2.mjs";
import {
  parseArgs,
  bool2
} from "./main-48ntfwvz.mjs";
import {
  usage
} from "./main-fr91hn8m.mjs";

// lib/cli/commands/learnings-log.ts
var learnings_log_default = {
  help: `usage: gstack-learnings-log '<json>' | - [--json]

Validates one learning and appends it to projects/<slug>/learnings.jsonl.
  type        required: pattern, pitfall, preference, architecture, tool, operational, investigation
  key         required: ^[a-zA-Z0-9_-]+$ (the latest entry per key+type wins at search time)
  confidence  required (except with retired): integer 1-10
  insight     the observation (one line; text that reads like an instruction to the agent is refused);
              with retired, the reason
  retired     true or false; true withdraws the key+type: search and counts skip it once this is its
              latest entry, and compaction drops it (a later entry without it brings the key back)
  source      observed, user-stated, inferred, cross-model
  skill, files (array of strings), ts (ISO 8601 with a zone; added when absent)
  trusted     set by the tool: true only for source user-stated; a caller's value is ignored
Secrets (API keys, tokens, passwords) are redacted before storing.
  -        read the JSON object from standard input (for records over the argument size limit)
  --json   print the stored record
Exit: 0 ok, 1 rejected input (stderr names the field), 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    if (p.positionals.length !== 1)
      throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0];
    const rec = validateLearning(parseObject(arg === "-" ? await io.stdin() : arg));
    await appendLearning(new StatePaths(io.env, io.cwd), rec);
    if (bool2(p, "json"))
      io.out(jsonLine(rec));
    return 0;
  }
};
export {
  learnings_log_default as default
};
