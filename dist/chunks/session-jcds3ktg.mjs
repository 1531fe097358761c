import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  resolveSession2
} from "./main-rhf6bxff.mjs";
import {
  DEFAULT_TTL_MINUTES2,
  touchSession2,
  listSessions2,
  countActiveSessions2,
  sweepSessions2,
  sessionTtl2
} from "./main-5649ykyf.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine,
  table
} from "./main-td40fyyx.mjs";

// lib/cli/commands/session.ts
var session_default = defineCommand({
  name: "session",
  about: "Session markers under <state root>/sessions/, one file per running agent session.",
  subcommands: {
    touch: {
      flags: ["id"],
      about: `creates or refreshes sessions/<ID>; ID defaults, highest first, to GSTACK_SESSION_ID,
CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, else the calling shell's parent process
id (gstack's $PPID: the agent process running the skill)`
    },
    count: { about: "prints how many sessions were touched within the TTL" },
    sweep: { about: "removes sessions older than the TTL; prints how many were removed" },
    list: {
      about: `one line per session: id, age in seconds, active or stale (a headless run's
marker is active for 15 minutes at most)`
    }
  },
  flags: {
    id: { type: "string", arg: "ID", about: "1-64 characters of [A-Za-z0-9._-], not starting with a dot" },
    ttl: {
      type: "integer",
      arg: "MINUTES",
      about: `overrides config session_ttl_minutes (default ${DEFAULT_TTL_MINUTES2})`,
      min: 1,
      max: 525600,
      allowed: "an integer from 1 to 525600 (minutes)"
    },
    json: { type: "boolean", about: "data as JSON" }
  },
  exit: "0 ok, 1 rejected id, 2 usage (also a --ttl out of range), 3 state not writable."
}, async (io, p) => {
  const { json, ttl: ttlFlag } = p.flags;
  const paths = new StatePaths(io.env, io.cwd);
  const ttl = ttlFlag ?? (p.verb === "touch" ? DEFAULT_TTL_MINUTES2 : await sessionTtl2(paths));
  switch (p.verb) {
    case "touch": {
      const id = (await resolveSession2(io.env, { id: p.flags.id, field: "--id" })).id;
      const file = touchSession2(paths, id);
      if (json)
        io.out(jsonLine({ id, path: file }));
      return 0;
    }
    case "count": {
      const n = countActiveSessions2(paths, ttl);
      io.out(json ? jsonLine({ active: n, ttl_minutes: ttl }) : `${n}
`);
      return 0;
    }
    case "sweep": {
      const removed = sweepSessions2(paths, ttl);
      io.out(json ? jsonLine({ removed, ttl_minutes: ttl }) : `${removed.length}
`);
      return 0;
    }
    default: {
      const list = listSessions2(paths, ttl);
      if (json)
        io.out(jsonLine(list.map((s) => ({
          id: s.id,
          mtime: new Date(s.mtimeMs).toISOString(),
          age_s: s.ageSeconds,
          active: s.active,
          headless: s.headless
        }))));
      else
        io.out(table(list.map((s) => [s.id, `${s.ageSeconds}s`, s.active ? "active" : "stale"])));
      return 0;
    }
  }
});
export {
  session_default as default
};
