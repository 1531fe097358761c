import"./main-jsv1y7qe.mjs";
import {
  checkKey2,
  defaults2,
  readConfig2,
  getConfig2,
  setConfig2
} from "./main-jy69ab3m.mjs";
import {
  stateRoot
} from "./main-1rg1xwq1.mjs";
import {
  jsonLine,
  table
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  bool2
} from "./main-bqvsw311.mjs";
import {
  EXIT,
  GstackError,
  usage,
  unknownSubcommand
} from "./main-4q1q6370.mjs";

// lib/cli/commands/config.ts
import { join } from "node:path";
var SUBCOMMANDS = ["get", "has", "set", "list", "defaults"];
var config_default = {
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
    const json = bool2(p, "json");
    const [verb, key, value, ...extra] = p.positionals;
    const file = join(stateRoot(io.env), "config.yaml");
    const need = (n) => {
      if (p.positionals.length !== n)
        throw usage(`${verb} takes ${n - 1} argument${n === 2 ? "" : "s"} (see --help)`);
    };
    switch (verb) {
      case "get": {
        need(2);
        const v = await getConfig2(file, key);
        if (v === undefined) {
          io.err(`gstack-config: ${key}: unknown key and not set (gstack-config defaults lists known keys)
`);
          return 1;
        }
        io.out(json ? jsonLine({ key, value: v }) : `${v}
`);
        return 0;
      }
      case "has":
        need(2);
        checkKey2(key);
        return (await readConfig2(file)).has(key) ? 0 : 1;
      case "set": {
        need(3);
        let stored;
        try {
          stored = await setConfig2(file, key, value);
        } catch (e) {
          if (key !== "telemetry" || !(e instanceof GstackError) || e.exitCode !== EXIT.rejected)
            throw e;
          io.err(`gstack-config: telemetry: ${JSON.stringify(value)} is not one of off, anonymous, community; stored off
`);
          stored = await setConfig2(file, key, "off");
        }
        if (json)
          io.out(jsonLine({ key, value: stored }));
        return 0;
      }
      case "list": {
        need(1);
        const entries = await readConfig2(file);
        const rows = [];
        for (const [k, v] of entries)
          rows.push({ key: k, value: v, source: "set" });
        for (const [k, v] of defaults2())
          if (!entries.has(k))
            rows.push({ key: k, value: v, source: "default" });
        io.out(json ? jsonLine(rows) : table(rows.map((r) => [`${r.key}:`, r.value, r.source === "default" ? "(default)" : ""]).map((r) => r[2] ? r : r.slice(0, 2))));
        return 0;
      }
      case "defaults": {
        need(1);
        const d = defaults2();
        io.out(json ? jsonLine(Object.fromEntries(d)) : d.map(([k, v]) => `${k}: ${v}
`).join(""));
        return 0;
      }
      default:
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  }
};
export {
  config_default as default
};
