import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-k6ny11s1.mjs";
import"./main-9yrycj3r.mjs";
import"./main-f7q2wh4f.mjs";
import {
  toLearning,
  appendLearning
} from "./main-1ysa8gbv.mjs";
import {
  parseObject
} from "./main-ndsfx5fz.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  warningLines,
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/learnings-log.ts
var learnings_log_default = defineCommand({
  name: "learnings-log",
  about: `Validates one learning and appends it to projects/<slug>/learnings.jsonl. JSON is the object,
or - to read it from standard input (for records over the argument size limit).
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
Secrets (API keys, tokens, passwords) are redacted before storing.`,
  args: [{ name: "JSON object" }],
  flags: { json: { type: "boolean", about: "print the stored record" } },
  exit: "0 ok, 1 rejected input (stderr names the field), 2 usage, 3 state not writable."
}, async (io, p) => {
  const arg = p.args[0];
  const input = parseObject(arg === "-" ? await io.stdin() : arg);
  const paths = new StatePaths(io.env, io.cwd);
  let userSaid;
  if (input.source === "user-stated") {
    const pr = await import("./prompts-k7nfkc4s.mjs");
    let prompts = [];
    try {
      const { resolveSession } = await import("./session-id-hdmy2f52.mjs");
      prompts = pr.recentPrompts(paths.root, (await resolveSession(io.env)).id);
    } catch {}
    userSaid = (insight) => pr.userSaid(prompts, insight);
  }
  const rec = toLearning(input, new Date, userSaid);
  const warnings = [];
  await appendLearning(paths, rec, warnings);
  io.err(warningLines(warnings));
  if (p.flags.json)
    io.out(jsonLine(rec));
  return 0;
});
export {
  learnings_log_default as default
};
