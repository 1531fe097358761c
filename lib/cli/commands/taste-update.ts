import type { Command } from "../command.ts";
import { parseArgs, bool, str } from "../args.ts";
import { usage, unknownSubcommand } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import {
  decayedTaste, formatTaste, loadTaste, migrateTaste, tastePath, updateTaste, toTasteInput,
} from "../../records/taste.ts";
import { jsonLine } from "../output.ts";

// gstack's usage errors say "Usage"; skills and its tests look for the word.
const USAGE = `Usage: gstack-taste-update approved|rejected <variant> [--reason "..."] | show | migrate`;
const SUBCOMMANDS = ["approved", "rejected", "show", "migrate"] as const;

export default {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-taste-update approved|rejected <variant> [--reason "..."] [--json]
       gstack-taste-update show [--json]
       gstack-taste-update migrate

The design taste profile, projects/<slug>/taste-profile.json (gstack's schema v1).
  approved|rejected V   records a verdict on variant V (a path or name). Preferences come from
                        the reason: --reason "fonts: Inter, Söhne; colors: navy; layouts: grid"
                        (dimensions: fonts, colors, layouts, aesthetics). Locked, atomic; the
                        last 50 verdicts are kept. Prints "<action>: <variant> → <profile path>".
  show                  the top preferences per dimension, confidence decayed 5% per week
  migrate               rewrites a legacy profile in the current schema
  --json                print the (decayed, for show) profile as JSON
Also runs as \`node_modules/.bin/bun run bin/gstack-taste-update ...\` (gstack's form).
A profile that is not JSON: WARN on stderr, kept as taste-profile.json.corrupt, and a verdict
starts an empty profile (show prints the empty summary).
Exit: 0 ok, 1 rejected input (migrate: a profile that is not JSON), 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { reason: "string", json: "boolean" });
    const [verb, variant, ...extra] = p.positionals;
    const json = bool(p, "json");
    switch (verb) {
      case "approved":
      case "rejected": {
        if (variant === undefined || extra.length) throw usage(`${verb} takes one variant argument. ${USAGE}`);
        const input = toTasteInput({ action: verb, variant, reason: str(p, "reason") });
        const paths = new StatePaths(io.env, io.cwd);
        const { profile, notes } = await updateTaste(paths, input);
        for (const n of notes) io.err(`${n.startsWith("WARN") ? "gstack-taste-update: " : ""}${n}\n`);
        io.out(json ? jsonLine(profile) : `${input.action}: ${input.variant} → ${tastePath(paths)}\n`);
        return 0;
      }
      case "show": {
        if (variant !== undefined || p.flags.reason !== undefined) throw usage(`show takes no arguments. ${USAGE}`);
        const paths = new StatePaths(io.env, io.cwd);
        const { profile, warning } = loadTaste(paths);
        if (warning) io.err(`gstack-taste-update: WARN: ${warning}\n`);
        const decayed = decayedTaste(profile);
        io.out(json ? jsonLine(decayed) : formatTaste(paths.slug, decayed));
        return 0;
      }
      case "migrate": {
        if (variant !== undefined || p.flags.reason !== undefined) throw usage(`migrate takes no arguments. ${USAGE}`);
        const paths = new StatePaths(io.env, io.cwd);
        const profile = await migrateTaste(paths);
        io.out(json ? jsonLine(profile) : `migrated taste profile to v1 at ${tastePath(paths)}\n`);
        return 0;
      }
      default:
        throw usage(`${unknownSubcommand(verb, SUBCOMMANDS).message}. ${USAGE}`);
    }
  },
} satisfies Command;
