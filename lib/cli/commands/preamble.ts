import { defineCommand, type Io } from "../command.ts";
import { badFlag, usage } from "../errors.ts";
import { warningLines } from "../output.ts";
import { SKILL_PATTERN } from "../../records/fields.ts";
import { checkSessionId } from "../../state/session-id.ts";
import type { Ctx } from "../../preamble/context.ts";
import { finishPreamble } from "../../preamble/finish.ts";
import { startPreamble } from "../../preamble/start.ts";

export default defineCommand(
  {
    name: "preamble",
    about: `Two forms:
  gstack-preamble --skill NAME --tier 1-4 [--session-id ID]
  gstack-preamble --finish --skill NAME --outcome success|error|abort|unknown [--session-id ID]

The one call of a generated skill's preamble. Prints the KEY: value lines its tier's prose
reads (tier 1: BRANCH, SESSION_KIND, PROACTIVE, SKILL_PREFIX, TELEMETRY, TEL_PROMPTED,
PROACTIVE_PROMPTED; 2: + ACTIVE_SESSIONS, EXPLAIN_LEVEL, CHECKPOINT_MODE, CHECKPOINT_PUSH,
LEARNINGS and the top 3 learnings when there are more than 5; 3: + REPO_MODE), plus
UPGRADE_AVAILABLE or JUST_UPGRADED from a local check only. It also does the run's bookkeeping:
touches the session marker sessions/<ID>, sweeps stale ones, appends a timeline "started" event
(session <ID>-<epoch seconds>) and, when telemetry is on, a skill_start analytics record.
--finish appends the "completed" event with the duration since the matching "started" one
(the newest of this skill for this session in the last 24 hours) and, when telemetry is on,
the skill_run record. Nothing here touches the network.`,
    flags: {
      skill: { type: "string", arg: "NAME", about: "the skill (required)" },
      tier: {
        type: "integer",
        arg: "1-4",
        about: "the preamble tier (required without --finish)",
        min: 1,
        max: 4,
        allowed: "1, 2, 3 or 4",
      },
      finish: { type: "boolean", about: "the end-of-run call" },
      outcome: {
        type: "string",
        arg: "O",
        about: "how the run ended (required with --finish)",
        values: ["success", "error", "abort", "unknown"],
        allowed: "success, error, abort, unknown",
      },
      "session-id": {
        type: "string",
        arg: "ID",
        about: `the session id (default, highest first: GSTACK_SESSION_ID,
CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, the calling shell's $PPID: the agent)`,
      },
    },
    exit: `0 (a bookkeeping step that fails is reported on stderr and skipped), 2 usage (also a
--skill, --tier or --outcome value it does not take).`,
  },
  async (io, p) => {
    const { skill, tier, outcome } = p.flags;
    const idFlag = p.flags["session-id"];
    if (skill === undefined) throw usage("--skill NAME is required");
    if (!SKILL_PATTERN.test(skill))
      throw badFlag("skill", "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit", skill);
    if (idFlag !== undefined) checkSessionId(idFlag, "--session-id");
    if (p.flags.finish) {
      if (tier !== undefined) throw usage("--tier applies to the start call only");
      if (outcome === undefined) throw usage("--finish needs --outcome success|error|abort|unknown");
      const c = ctx(io);
      const text = await finishPreamble(c, skill, outcome, idFlag);
      io.err(warningLines(c.warnings));
      io.out(text);
      return 0;
    }
    if (outcome !== undefined) throw usage("--outcome applies to --finish only");
    if (tier === undefined) throw usage("--tier 1-4 is required");
    const c = ctx(io);
    const text = await startPreamble(c, skill, tier, idFlag);
    io.err(warningLines(c.warnings));
    io.out(text);
    return 0;
  },
);

function ctx(io: Io): Ctx {
  return { env: io.env, cwd: io.cwd, warn: (line) => io.err(`gstack-preamble: ${line}\n`), warnings: [] };
}
