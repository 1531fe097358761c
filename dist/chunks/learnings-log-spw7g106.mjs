import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-d58zdv6h.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-b7m4k72b.mjs";
import {
  validateLearning,
  appendLearning
} from "./main-rn6szv5k.mjs";
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
  usage
} from "./main-4q1q6370.mjs";

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
  skill, files (array of strings), ts (ISO 8601 with seconds and a zone, kept as given; added when absent)
  trusted     set by the tool, never by the caller: true only for source user-stated whose insight
              is the user's own words, i.e. every word of it (filler aside) is in one of this
              session's recent prompts (prompts/<session>.jsonl, kept by the UserPromptSubmit
              hook); otherwise stored untrusted, and it stays in this project
Secrets (API keys, tokens, passwords) are redacted before storing.
  -        read the JSON object from standard input (for records over the argument size limit)
  --json   print the stored record
Exit: 0 ok, 1 rejected input (stderr names the field), 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    if (p.positionals.length !== 1)
      throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0];
    const input = parseObject(arg === "-" ? await io.stdin() : arg);
    const paths = new StatePaths(io.env, io.cwd);
    let userSaid;
    if (input.source === "user-stated") {
      const pr = await import("./prompts-8hzg4ayy.mjs");
      let prompts = [];
      try {
        const { resolveSession } = await import("./session-id-378rah36.mjs");
        prompts = pr.recentPrompts(paths.root, (await resolveSession(io.env)).id);
      } catch {}
      userSaid = (insight) => pr.userSaid(prompts, insight);
    }
    const rec = validateLearning(input, new Date, userSaid);
    await appendLearning(paths, rec);
    if (bool2(p, "json"))
      io.out(jsonLine(rec));
    return 0;
  }
};
export {
  learnings_log_default as default
};
