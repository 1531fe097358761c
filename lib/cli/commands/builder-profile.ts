import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { usage, unknownSubcommand } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { parseObject } from "../../records/fields.ts";
import { formatProfile, logBuilderSession, profileJson, readBuilderProfile, toBuilderSession } from "../../records/builder-profile.ts";

const SUBCOMMANDS = ["show", "log"] as const;

export default {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-builder-profile [show] [--json]
       gstack-builder-profile log '<json>' | - [--json]

show (the default) prints gstack's KEY: VALUE lines for /office-hours:
  SESSION_COUNT, TIER, NEXT_TIER, SESSIONS_TO_NEXT_TIER, LAST_PROJECT, LAST_ASSIGNMENT,
  LAST_DESIGN_TITLE, DESIGN_COUNT, DESIGN_TITLES, ACCUMULATED_SIGNALS, TOTAL_SIGNAL_COUNT,
  CROSS_PROJECT, NUDGE_ELIGIBLE, RESOURCES_SHOWN, RESOURCES_SHOWN_COUNT, TOPICS
  TIER is the tier of the next session: 1 introduction, 2-3 welcome_back, 4-7 regular,
  8+ inner_circle. --json adds the per-session progression.
log appends one session to builder-profile.jsonl and prints its SESSION and TIER.
  Fields: mode (required: startup|builder|resources), date (ISO 8601, default now),
  project_slug (default: the current slug), signal_count (0-1000), signals, topics,
  resources_shown (string arrays), design_doc, assignment. "resources" lines record what was
  shown and do not count as sessions.
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const json = bool(p, "json");
    const [verb = "show", arg, ...extra] = p.positionals;
    const paths = new StatePaths(io.env, io.cwd);
    switch (verb) {
      case "show": {
        if (arg !== undefined) throw usage(`unexpected argument ${JSON.stringify(arg)} (see --help)`);
        const profile = readBuilderProfile(paths);
        io.out(json ? jsonLine(profileJson(profile)) : formatProfile(profile));
        return 0;
      }
      case "log": {
        if (arg === undefined || extra.length) throw usage("log takes one JSON object argument, or - to read it from stdin (see --help)");
        const entry = toBuilderSession(parseObject(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
        const rec = await logBuilderSession(paths, entry);
        if (json) io.out(jsonLine(rec));
        else if (rec.session !== undefined) io.out(`SESSION: ${rec.session}\nTIER: ${rec.tier}\n`);
        return 0;
      }
      default:
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  },
} satisfies Command;
