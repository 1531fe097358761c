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

// lib/cli/commands/hook-prompt-submit.ts
var hook_prompt_submit_default = {
  help: `usage: gstack-hook-prompt-submit [--json] < hook-input.json

Claude Code's UserPromptSubmit hook (gstack-install --hooks registers it). Reads the hook's JSON
on stdin (session_id, cwd, prompt) and, as config loader_inject says, adds to the prompt's
context: off (the default) nothing; listing the budgeted skill listing (gstack-skills listing);
load the skills the six stages pick for the prompt (gstack-skills load --intent PROMPT, budget
at most 9,300 characters so Claude Code passes the text whole); a picked skill bigger than that
is named with its SKILL.md path and description instead (at most 3). Output, when there is text:
  {"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"..."}}
Never blocks the prompt: any failure is one line on stderr, nothing on stdout, exit 0.
--json  prints {"additional_context", "steps": [{step, outcome}]} instead (for debugging)
Exit: 0 (always, once the arguments are valid), 2 usage.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    try {
      const { handleUserPromptSubmit, parseHookPayload, promptSubmitOutput } = await import("./lifecycle-rbzkt50x.mjs");
      const r = await handleUserPromptSubmit(parseHookPayload(await io.stdin()), {
        env: io.env,
        cwd: io.cwd,
        now: Date.now(),
        warn: (l) => io.err(`gstack-hook-prompt-submit: ${l}
`)
      });
      if (bool2(p, "json"))
        io.out(jsonLine({ additional_context: r.additionalContext ?? null, steps: r.steps }));
      else if (r.additionalContext)
        io.out(promptSubmitOutput(r.additionalContext));
    } catch (err) {
      io.err(`gstack-hook-prompt-submit: ${(err?.message ?? String(err)).replace(/\s+/g, " ")}
`);
    }
    return 0;
  }
};
export {
  hook_prompt_submit_default as default
};
