import { defineCommand, withErrors } from "../command.ts";
import { GstackError, usage } from "../errors.ts";
import { StatePaths } from "../../state/paths.ts";
import {
  decayedTaste,
  formatTaste,
  loadTaste,
  migrateTaste,
  tastePath,
  updateTaste,
  toTasteInput,
} from "../../records/taste.ts";
import { jsonLine } from "../output.ts";

// gstack's usage errors say "Usage"; skills and its tests look for the word.
const USAGE = `Usage: gstack-taste-update approved|rejected <variant> [--reason "..."] | show | migrate`;
const VERDICT = {
  args: [{ name: "<variant>" }],
  flags: ["reason"],
  about: "",
};

const command = defineCommand(
  {
    name: "taste-update",
    about: `The design taste profile, projects/<slug>/taste-profile.json (gstack's schema v1).
Also runs as \`node_modules/.bin/bun run bin/gstack-taste-update ...\` (gstack's form).
A profile that is not JSON: WARN on stderr, kept as taste-profile.json.corrupt, and a verdict
starts an empty profile (show prints the empty summary).`,
    subcommands: {
      approved: {
        ...VERDICT,
        about: `records a verdict on the variant (a path or name). Locked, atomic; the
last 50 verdicts are kept. Prints "<action>: <variant> → <profile path>".`,
      },
      rejected: { ...VERDICT, about: "as approved" },
      show: { about: "the top preferences per dimension, confidence decayed 5% per week" },
      migrate: { about: "rewrites a legacy profile in the current schema" },
    },
    flags: {
      reason: {
        type: "string",
        arg: `"..."`,
        about: `preferences come from the reason: "fonts: Inter, Söhne; colors: navy; layouts: grid"
(dimensions: fonts, colors, layouts, aesthetics)`,
      },
      json: { type: "boolean", about: "print the (decayed, for show) profile as JSON" },
    },
    exit: "0 ok, 1 rejected input (migrate: a profile that is not JSON), 2 usage, 3 state not writable.",
  },
  async (io, p) => {
    const json = p.flags.json;
    const paths = new StatePaths(io.env, io.cwd);
    switch (p.verb) {
      case "approved":
      case "rejected": {
        const input = toTasteInput({ action: p.verb, variant: p.args[0]!, reason: p.flags.reason });
        const { profile, notes } = await updateTaste(paths, input);
        for (const n of notes) io.err(`${n.startsWith("WARN") ? "gstack-taste-update: " : ""}${n}\n`);
        io.out(json ? jsonLine(profile) : `${input.action}: ${input.variant} → ${tastePath(paths)}\n`);
        return 0;
      }
      case "show": {
        const { profile, warning } = loadTaste(paths);
        if (warning) io.err(`gstack-taste-update: WARN: ${warning}\n`);
        const decayed = decayedTaste(profile);
        io.out(json ? jsonLine(decayed) : formatTaste(paths.slug, decayed));
        return 0;
      }
      default: {
        const profile = await migrateTaste(paths);
        io.out(json ? jsonLine(profile) : `migrated taste profile to v1 at ${tastePath(paths)}\n`);
        return 0;
      }
    }
  },
);

export default withErrors(command, (err) => {
  if (err instanceof GstackError && err.kind === "usage")
    throw usage(`${err.message.replace(/ \(see --help\)$/, "")}. ${USAGE}`);
  throw err;
});
