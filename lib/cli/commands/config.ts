import type { Command } from "../command.ts";
import { parseArgs, bool } from "../args.ts";
import { GstackError, usage, unknownSubcommand } from "../errors.ts";
import { stateRoot } from "../../state/root.ts";
import { defaults, getConfig, readConfig, setConfig, checkKey } from "../../state/config.ts";
import { jsonLine, table } from "../output.ts";
import { join } from "node:path";

const SUBCOMMANDS = ["get", "has", "set", "list", "defaults"] as const;

export default {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-config get KEY | has KEY | set KEY VALUE | list | defaults [--json]

  get KEY        prints the value (a line); absent keys print their default
                 (exit 1 for an unknown key that is not in the file)
  has KEY        exit 0 if KEY is literally in config.yaml, 1 if not
  set KEY VALUE  writes KEY (comments and other keys kept byte for byte; locked, atomic).
                 Known keys are checked against state-schema/config.schema.json
  list           every key in the file and every default, with its source
  defaults       the defaults table
Keys match ^[a-zA-Z0-9_]+$. File: <state root>/config.yaml, at most 1 MiB (larger is refused).
Exit: 0 ok, 1 rejected key or value / absent, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const json = bool(p, "json");
    const [verb, key, value, ...extra] = p.positionals;
    const file = join(stateRoot(io.env), "config.yaml");
    const need = (n: number) => {
      if (p.positionals.length !== n) throw usage(`${verb} takes ${n - 1} argument${n === 2 ? "" : "s"} (see --help)`);
    };
    switch (verb) {
      case "get": {
        need(2);
        const v = await getConfig(file, key!);
        if (v === undefined) {
          io.err(`gstack-config: ${key}: unknown key and not set (gstack-config defaults lists known keys)\n`);
          return 1;
        }
        io.out(json ? jsonLine({ key, value: v }) : `${v}\n`);
        return 0;
      }
      case "has":
        need(2);
        checkKey(key!);
        return (await readConfig(file)).has(key!) ? 0 : 1;
      case "set": {
        need(3);
        let stored;
        try {
          stored = await setConfig(file, key!, value!);
        } catch (e) {
          // As gstack's: an unknown telemetry tier is stored as off (which is also how one is read).
          if (key !== "telemetry" || !(e instanceof GstackError) || e.kind !== "rejected") throw e;
          io.err(`gstack-config: telemetry: ${JSON.stringify(value)} is not one of off, anonymous, community; stored off\n`);
          stored = await setConfig(file, key, "off");
        }
        if (json) io.out(jsonLine({ key, value: stored }));
        return 0;
      }
      case "list": {
        need(1);
        const entries = await readConfig(file);
        const rows: { key: string; value: string; source: "set" | "default" }[] = [];
        for (const [k, v] of entries) rows.push({ key: k, value: v, source: "set" });
        for (const [k, v] of defaults()) if (!entries.has(k)) rows.push({ key: k, value: v, source: "default" });
        io.out(json ? jsonLine(rows) : table(rows.map((r) => [`${r.key}:`, r.value, r.source === "default" ? "(default)" : ""]).map((r) => r[2] ? r : r.slice(0, 2))));
        return 0;
      }
      case "defaults": {
        need(1);
        const d = defaults();
        io.out(json ? jsonLine(Object.fromEntries(d)) : d.map(([k, v]) => `${k}: ${v}\n`).join(""));
        return 0;
      }
      default:
        void extra;
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  },
} satisfies Command;
