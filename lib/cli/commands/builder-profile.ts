import { defineCommand } from "../command.ts";
import { jsonLine } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import {
  formatProfile,
  logBuilderSession,
  profileJson,
  readBuilderProfile,
  toBuilderSession,
} from "../../records/builder-profile.ts";

export default defineCommand(
  {
    name: "builder-profile",
    about: "The builder profile of /office-hours, builder-profile.jsonl in the state root.",
    subcommands: {
      show: {
        about: `(the default) prints gstack's KEY: VALUE lines for /office-hours:
SESSION_COUNT, TIER, NEXT_TIER, SESSIONS_TO_NEXT_TIER, LAST_PROJECT, LAST_ASSIGNMENT,
LAST_DESIGN_TITLE, DESIGN_COUNT, DESIGN_TITLES, ACCUMULATED_SIGNALS, TOTAL_SIGNAL_COUNT,
CROSS_PROJECT, NUDGE_ELIGIBLE, RESOURCES_SHOWN, RESOURCES_SHOWN_COUNT, TOPICS
TIER is the tier of the next session: 1 introduction, 2-3 welcome_back, 4-7 regular,
8+ inner_circle. --json adds the per-session progression.`,
      },
      log: {
        args: [{ name: "JSON object" }],
        about: `appends one session (the object, or - to read it from stdin) and prints its
SESSION and TIER. Fields: mode (required: startup|builder|resources), date (ISO 8601,
default now), project_slug (default: the current slug), signal_count (0-1000), signals,
topics, resources_shown (string arrays), design_doc, assignment. "resources" lines record
what was shown and do not count as sessions.`,
      },
    },
    defaultSubcommand: "show",
    flags: { json: { type: "boolean", about: "data as JSON" } },
    exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable.",
  },
  async (io, p) => {
    const paths = new StatePaths(io.env, io.cwd);
    if (p.verb === "show") {
      const profile = readBuilderProfile(paths);
      io.out(p.flags.json ? jsonLine(profileJson(profile)) : formatProfile(profile));
      return 0;
    }
    const arg = p.args[0]!;
    const entry = toBuilderSession(parseObject(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
    const rec = await logBuilderSession(paths, entry);
    if (p.flags.json) io.out(jsonLine(rec));
    else if (rec.session !== undefined) io.out(`SESSION: ${rec.session}\nTIER: ${rec.tier}\n`);
    return 0;
  },
);
