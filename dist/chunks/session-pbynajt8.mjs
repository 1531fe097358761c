import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-jsv1y7qe.mjs";
import {
  getConfig2
} from "./main-jy69ab3m.mjs";
import {
  resolveSession2
} from "./main-j8hd23f1.mjs";
import {
  DEFAULT_TTL_MINUTES2,
  touchSession2,
  listSessions2,
  countActiveSessions2,
  sweepSessions2
} from "./main-0nj62708.mjs";
import {
  jsonLine,
  table
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  str3,
  num2,
  bool2
} from "./main-bqvsw311.mjs";
import {
  usage,
  badFlag,
  unknownSubcommand
} from "./main-4q1q6370.mjs";

// lib/cli/commands/session.ts
async function sessionTtl(paths) {
  const raw = await getConfig2(paths.config, "session_ttl_minutes");
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TTL_MINUTES2;
}
var SUBCOMMANDS = ["touch", "count", "sweep", "list"];
var session_default = {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-session touch|count|sweep|list [--id ID] [--ttl MINUTES] [--json]

  touch   creates or refreshes sessions/<ID>; ID defaults, highest first, to GSTACK_SESSION_ID,
          CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, else the calling shell's parent process
          id (gstack's $PPID: the agent process running the skill)
  count   prints how many sessions were touched within the TTL
  sweep   removes sessions older than the TTL; prints how many were removed
  list    one line per session: id, age in seconds, active or stale (a headless run's
          marker is active for 15 minutes at most)
--id ID       1-64 characters of [A-Za-z0-9._-], not starting with a dot (touch only)
--ttl MINUTES overrides config session_ttl_minutes (default 120)
Exit: 0 ok, 1 rejected id, 2 usage (also a --ttl out of range), 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { id: "string", ttl: "number", json: "boolean" });
    const json = bool2(p, "json");
    const [verb, ...extra] = p.positionals;
    if (extra.length)
      throw usage(`unexpected argument ${JSON.stringify(extra[0])} (see --help)`);
    const paths = new StatePaths(io.env, io.cwd);
    const idFlag = str3(p, "id");
    if (idFlag !== undefined && verb !== "touch")
      throw usage("--id applies to touch only");
    const ttlFlag = num2(p, "ttl");
    if (ttlFlag !== undefined && (ttlFlag < 1 || ttlFlag > 525600))
      throw badFlag("ttl", "an integer from 1 to 525600 (minutes)", ttlFlag);
    const ttl = ttlFlag ?? (verb === "touch" ? DEFAULT_TTL_MINUTES2 : await sessionTtl(paths));
    switch (verb) {
      case "touch": {
        const id = (await resolveSession2(io.env, { id: idFlag, field: "--id" })).id;
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
      case "list": {
        const list = listSessions2(paths, ttl);
        if (json)
          io.out(jsonLine(list.map((s) => ({ id: s.id, mtime: new Date(s.mtimeMs).toISOString(), age_s: s.ageSeconds, active: s.active, headless: s.headless }))));
        else
          io.out(table(list.map((s) => [s.id, `${s.ageSeconds}s`, s.active ? "active" : "stale"])));
        return 0;
      }
      default:
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  }
};
export {
  session_default as default,
  sessionTtl
};
