import { defineCommand } from "../command.ts";
import { jsonLine, table } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import {
  countActiveSessions,
  DEFAULT_TTL_MINUTES,
  listSessions,
  sessionTtl,
  sweepSessions,
  touchSession,
} from "../../state/sessions.ts";
import { resolveSession } from "../../state/session-id.ts";

export default defineCommand(
  {
    name: "session",
    about: "Session markers under <state root>/sessions/, one file per running agent session.",
    subcommands: {
      touch: {
        flags: ["id"],
        about: `creates or refreshes sessions/<ID>; ID defaults, highest first, to GSTACK_SESSION_ID,
CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, else the calling shell's parent process
id (gstack's $PPID: the agent process running the skill)`,
      },
      count: { about: "prints how many sessions were touched within the TTL" },
      sweep: { about: "removes sessions older than the TTL; prints how many were removed" },
      list: {
        about: `one line per session: id, age in seconds, active or stale (a headless run's
marker is active for 15 minutes at most)`,
      },
    },
    flags: {
      id: { type: "string", arg: "ID", about: "1-64 characters of [A-Za-z0-9._-], not starting with a dot" },
      ttl: {
        type: "integer",
        arg: "MINUTES",
        about: `overrides config session_ttl_minutes (default ${DEFAULT_TTL_MINUTES})`,
        min: 1,
        max: 525_600,
        allowed: "an integer from 1 to 525600 (minutes)",
      },
      json: { type: "boolean", about: "data as JSON" },
    },
    exit: "0 ok, 1 rejected id, 2 usage (also a --ttl out of range), 3 state not writable.",
  },
  async (io, p) => {
    const { json, ttl: ttlFlag } = p.flags;
    const paths = new StatePaths(io.env, io.cwd);
    const ttl = ttlFlag ?? (p.verb === "touch" ? DEFAULT_TTL_MINUTES : await sessionTtl(paths));
    switch (p.verb) {
      case "touch": {
        const id = (await resolveSession(io.env, { id: p.flags.id, field: "--id" })).id;
        const file = touchSession(paths, id);
        if (json) io.out(jsonLine({ id, path: file }));
        return 0;
      }
      case "count": {
        const n = countActiveSessions(paths, ttl);
        io.out(json ? jsonLine({ active: n, ttl_minutes: ttl }) : `${n}\n`);
        return 0;
      }
      case "sweep": {
        const removed = sweepSessions(paths, ttl);
        io.out(json ? jsonLine({ removed, ttl_minutes: ttl }) : `${removed.length}\n`);
        return 0;
      }
      default: {
        const list = listSessions(paths, ttl);
        if (json)
          io.out(
            jsonLine(
              list.map((s) => ({
                id: s.id,
                mtime: new Date(s.mtimeMs).toISOString(),
                age_s: s.ageSeconds,
                active: s.active,
                headless: s.headless,
              })),
            ),
          );
        else io.out(table(list.map((s) => [s.id, `${s.ageSeconds}s`, s.active ? "active" : "stale"])));
        return 0;
      }
    }
  },
);
