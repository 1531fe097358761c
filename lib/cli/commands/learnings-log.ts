import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { usage } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { appendLearning, toLearning } from "../../records/learning-record.ts";
import { jsonLine } from "../output.ts";

export default {
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
    if (p.positionals.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0]!;
    const input = parseObject(arg === "-" ? await io.stdin() : arg);
    const paths = new StatePaths(io.env, io.cwd);
    // Only a user-stated learning needs the prompt store (and the session id). An unreadable
    // store means no prompt confirms it: stored untrusted, not refused.
    let userSaid: ((insight: string) => boolean) | undefined;
    if (input.source === "user-stated") {
      const pr = await import("../../records/prompts.ts");
      let prompts: string[] = [];
      try {
        const { resolveSession } = await import("../../state/session-id.ts");
        prompts = pr.recentPrompts(paths.root, (await resolveSession(io.env)).id);
      } catch { /* untrusted */ }
      userSaid = (insight) => pr.userSaid(prompts, insight);
    }
    const rec = toLearning(input, new Date(), userSaid);
    await appendLearning(paths, rec);
    if (bool(p, "json")) io.out(jsonLine(rec));
    return 0;
  },
} satisfies Command;
