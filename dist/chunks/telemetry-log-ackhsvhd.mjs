import"./main-86fag38g.mjs";
import"./main-m975rn9g.mjs";
import"./main-ff8p3bcj.mjs";
import"./main-f02q6nq9.mjs";
import {
  telemetryEnabled2,
  skillUsageRecord2,
  appendSkillUsage2,
  settlePending2
} from "./main-2qrnr0wv.mjs";
import {
  StatePaths
} from "./main-1295z741.mjs";
import {
  jsonLine
} from "./main-zynbb7z2.mjs";
import {
  parseArgs,
  str3,
  bool2
} from "./main-48ntfwvz.mjs";
import {
  usage,
  badFlag
} from "./main-fr91hn8m.mjs";

// lib/cli/commands/telemetry-log.ts
var telemetry_log_default = {
  help: `usage: gstack-telemetry-log --skill NAME [--duration S] [--outcome O] [--used-browse true|false]
       [--session-id ID] [--error-class C] [--error-message M] [--failed-step S]
       [--event-type T] [--source S] [--json]

Appends one versioned record to analytics/skill-usage.jsonl when telemetry is on
(gstack-config set telemetry anonymous|community); with telemetry off (the default) or
DO_NOT_TRACK=1 nothing is written. Never uses the network.
  --duration S      seconds (a duration over 24 hours is stored as null)
  --outcome O       e.g. success, error, abort (default unknown)
  --event-type T    default skill_run
  --source S        default $GSTACK_TELEMETRY_SOURCE, else live
  --json            print the record written (nothing when telemetry is off)
Pending markers analytics/.pending-<session> of runs that never finished are logged with
outcome unknown (telemetry on) and removed; this session's own marker is removed.
Exit: 0 ok (also when off), 1 rejected value, 2 usage (also a --duration or --used-browse
value it does not take, or no --skill), 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, {
      skill: "string",
      duration: "string",
      outcome: "string",
      "used-browse": "string",
      "session-id": "string",
      "error-class": "string",
      "error-message": "string",
      "failed-step": "string",
      "event-type": "string",
      source: "string",
      json: "boolean"
    });
    if (p.positionals.length)
      throw usage(`unexpected argument ${JSON.stringify(p.positionals[0])} (see --help)`);
    const input = { skill: str3(p, "skill") };
    const duration = str3(p, "duration");
    if (duration !== undefined && duration !== "") {
      if (!/^\d{1,12}(\.\d{1,6})?$/.test(duration))
        throw badFlag("duration", "a number of seconds >= 0", duration);
      input.duration_s = Number(duration);
    }
    const browse = str3(p, "used-browse");
    if (browse !== undefined) {
      if (browse !== "true" && browse !== "false")
        throw badFlag("used-browse", "true or false", browse);
      input.used_browse = browse === "true";
    }
    const set = (flag, field) => {
      const v = str3(p, flag);
      if (v !== undefined && v !== "")
        input[field] = v;
    };
    set("outcome", "outcome");
    set("session-id", "session_id");
    set("error-class", "error_class");
    set("error-message", "error_message");
    set("failed-step", "failed_step");
    set("event-type", "event_type");
    set("source", "source");
    input.source ??= io.env.GSTACK_TELEMETRY_SOURCE || undefined;
    if (input.skill === undefined)
      throw usage("--skill is required: the skill's name");
    const paths = new StatePaths(io.env, io.cwd);
    const rec = skillUsageRecord2(paths, input);
    let tier;
    try {
      const { getConfig } = await import("./config-rab4yzh6.mjs");
      tier = await getConfig(paths.config, "telemetry");
    } catch {}
    const on = telemetryEnabled2(io.env, tier);
    await settlePending2(paths, rec.session_id, on);
    if (!on)
      return 0;
    await appendSkillUsage2(paths, rec);
    if (bool2(p, "json"))
      io.out(jsonLine(rec));
    return 0;
  }
};
export {
  telemetry_log_default as default
};
