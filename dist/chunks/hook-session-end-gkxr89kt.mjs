import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";

// lib/cli/commands/hook-session-end.ts
var hook_session_end_default = defineCommand({
  name: "hook-session-end",
  about: `Claude Code's SessionEnd hook (gstack-install --hooks registers it). Reads the hook's JSON on
stdin (session_id, cwd), closes every run of that session the timeline shows as started but
never completed (a "completed" event with outcome "abandoned" and duration_s since the start),
and removes the session's marker sessions/<session_id>, so ACTIVE_SESSIONS stops counting it.
Never gets in the way: any failure is one line on stderr, nothing on stdout, exit 0.`,
  flags: {
    json: {
      type: "boolean",
      about: `prints {"session", "closed": [{skill, session, duration_s}], "marker_removed"}`
    }
  },
  exit: "0 (always, once the arguments are valid), 2 usage."
}, async (io, p) => {
  try {
    const { handleSessionEnd, parseHookPayload } = await import("./lifecycle-tn06y58x.mjs");
    const r = await handleSessionEnd(parseHookPayload(await io.stdin()), {
      env: io.env,
      cwd: io.cwd,
      now: Date.now(),
      warn: (l) => io.err(`gstack-hook-session-end: ${l}
`)
    });
    if (p.flags.json)
      io.out(jsonLine({ session: r.session, closed: r.closed, marker_removed: r.markerRemoved }));
  } catch (err) {
    io.err(`gstack-hook-session-end: ${(err?.message ?? String(err)).replace(/\s+/g, " ")}
`);
  }
  return 0;
});
export {
  hook_session_end_default as default
};
