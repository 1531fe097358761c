import type { Command } from "../command.ts";
import { parseArgs, bool, num, str } from "../args.ts";
import { usage, unknownSubcommand, badFlag } from "../errors.ts";
import { jsonLine, table } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { getConfig } from "../../state/config.ts";
import { countActiveSessions, DEFAULT_TTL_MINUTES, listSessions, sweepSessions, touchSession } from "../../state/sessions.ts";
import { resolveSession } from "../../state/session-id.ts";

/** session_ttl_minutes from config.yaml; a bad value there falls back to the default. */
export async function sessionTtl(paths: StatePaths): Promise<number> {
  const raw = await getConfig(paths.config, "session_ttl_minutes");
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_TTL_MINUTES;
}

const SUBCOMMANDS = ["touch", "count", "sweep", "list"] as const;

export default {
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
    const json = bool(p, "json");
    const [verb, ...extra] = p.positionals;
    if (extra.length) throw usage(`unexpected argument ${JSON.stringify(extra[0])} (see --help)`);
    const paths = new StatePaths(io.env, io.cwd);
    const idFlag = str(p, "id");
    if (idFlag !== undefined && verb !== "touch") throw usage("--id applies to touch only");
    const ttlFlag = num(p, "ttl");
    if (ttlFlag !== undefined && (ttlFlag < 1 || ttlFlag > 525_600)) throw badFlag("ttl", "an integer from 1 to 525600 (minutes)", ttlFlag);
    const ttl = ttlFlag ?? (verb === "touch" ? DEFAULT_TTL_MINUTES : await sessionTtl(paths));
    switch (verb) {
      case "touch": {
        const id = (await resolveSession(io.env, { id: idFlag, field: "--id" })).id;
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
      case "list": {
        const list = listSessions(paths, ttl);
        if (json) io.out(jsonLine(list.map((s) => ({ id: s.id, mtime: new Date(s.mtimeMs).toISOString(), age_s: s.ageSeconds, active: s.active, headless: s.headless }))));
        else io.out(table(list.map((s) => [s.id, `${s.ageSeconds}s`, s.active ? "active" : "stale"])));
        return 0;
      }
      default:
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  },
} satisfies Command;
