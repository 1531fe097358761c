import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  checkKey2,
  defaults2,
  readConfig2,
  getConfig2,
  setConfig2
} from "./main-41t4c981.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine,
  table
} from "./main-td40fyyx.mjs";
import {
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/cli/commands/config.ts
var config_default = defineCommand({
  name: "config",
  about: `Reads and writes <state root>/config.yaml (at most 1 MiB; larger is refused).
Keys match ^[a-zA-Z0-9_]+$.`,
  subcommands: {
    get: {
      args: [{ name: "KEY" }],
      about: `prints the value (a line); absent keys print their default
(exit 1 for an unknown key that is not in the file)`
    },
    has: { args: [{ name: "KEY" }], about: "exit 0 if KEY is literally in config.yaml, 1 if not" },
    set: {
      args: [{ name: "KEY" }, { name: "VALUE" }],
      about: `writes KEY (comments and other keys kept byte for byte; locked, atomic).
Known keys are checked against state-schema/config.schema.json`
    },
    list: { about: "every key in the file and every default, with its source" },
    defaults: { about: "the defaults table" }
  },
  flags: { json: { type: "boolean", about: "data as JSON" } },
  exit: "0 ok, 1 rejected key or value / absent, 2 usage, 3 state not writable."
}, async (io, p) => {
  const json = p.flags.json;
  const [key, value] = p.args;
  const file = new StatePaths(io.env, io.cwd).config;
  switch (p.verb) {
    case "get": {
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
      checkKey2(key);
      return (await readConfig2(file)).has(key) ? 0 : 1;
    case "set": {
      let stored;
      try {
        stored = await setConfig2(file, key, value);
      } catch (e) {
        if (key !== "telemetry" || !(e instanceof GstackError) || e.kind !== "rejected")
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
    default: {
      const d = defaults2();
      io.out(json ? jsonLine(Object.fromEntries(d)) : d.map(([k, v]) => `${k}: ${v}
`).join(""));
      return 0;
    }
  }
});
export {
  config_default as default
};
