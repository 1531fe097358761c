import"./main-zzwk0d87.mjs";
import"./main-2pg58kvm.mjs";
import"./main-y6v3f0dz.mjs";
import"./main-bsh12xr5.mjs";
import"./main-d58zdv6h.mjs";
import"./main-h0g870py.mjs";
import"./main-wc04meqj.mjs";
import {
  telemetryEnabled2,
  skillUsageRecord2,
  appendSkillUsage2,
  settlePending2
} from "./main-kahd3k0p.mjs";
import"./main-g6r0v6w4.mjs";
import {
  StatePaths
} from "./main-a66ztmgc.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  str3,
  bool2
} from "./main-4vp991gq.mjs";
import {
  usage,
  badFlag
} from "./main-r3mb620c.mjs";

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
      const { getConfig } = await import("./config-fvt5a3af.mjs");
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
