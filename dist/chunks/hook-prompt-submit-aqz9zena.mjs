import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/hook-prompt-submit.ts
var hook_prompt_submit_default = defineCommand({
  name: "hook-prompt-submit",
  about: `Claude Code's UserPromptSubmit hook (gstack-install --hooks registers it). Reads the hook's JSON
on stdin (session_id, cwd, prompt) and, as config loader_inject says, adds to the prompt's
context: off (the default) nothing; listing the budgeted skill listing (gstack-skills listing);
load the skills the six stages pick for the prompt (gstack-skills load --intent PROMPT, budget
at most 9,300 characters so Claude Code passes the text whole); a picked skill bigger than that
is named with its SKILL.md path and description instead (at most 3). Output, when there is text:
  {"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"..."}}
Never blocks the prompt: any failure is one line on stderr, nothing on stdout, exit 0.`,
  flags: {
    json: {
      type: "boolean",
      about: `prints {"additional_context", "steps": [{step, outcome}]} instead (for debugging)`
    }
  },
  exit: "0 (always, once the arguments are valid), 2 usage."
}, async (io, p) => {
  try {
    const { handleUserPromptSubmit, parseHookPayload, promptSubmitOutput } = await import("./lifecycle-tn06y58x.mjs");
    const r = await handleUserPromptSubmit(parseHookPayload(await io.stdin()), {
      env: io.env,
      cwd: io.cwd,
      now: Date.now(),
      warn: (l) => io.err(`gstack-hook-prompt-submit: ${l}
`)
    });
    if (p.flags.json)
      io.out(jsonLine({ additional_context: r.additionalContext ?? null, steps: r.steps }));
    else if (r.additionalContext)
      io.out(promptSubmitOutput(r.additionalContext));
  } catch (err) {
    io.err(`gstack-hook-prompt-submit: ${(err?.message ?? String(err)).replace(/\s+/g, " ")}
`);
  }
  return 0;
});
export {
  hook_prompt_submit_default as default
};
