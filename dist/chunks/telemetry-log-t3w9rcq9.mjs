import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-j8hd23f1.mjs";
import"./main-0nj62708.mjs";
import"./main-jsv1y7qe.mjs";
import"./main-6406zc9r.mjs";
import"./main-d58zdv6h.mjs";
import"./main-b7m4k72b.mjs";
import"./main-ankm78w0.mjs";
import"./main-nv982m3d.mjs";
import {
  telemetryEnabled2,
  skillUsageRecord2,
  appendSkillUsage2,
  settlePending2
} from "./main-77tdbvfk.mjs";
import"./main-98xawz64.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  str3,
  bool2
} from "./main-bqvsw311.mjs";

// lib/cli/commands/telemetry-log.ts
var FLAGS = {
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
  json: "boolean",
  "url-domain": "string",
  "payload-hash": "string",
  confidence: "string",
  layer: "string",
  verdict: "string"
};
function knownOnly(argv) {
  const out = [];
  for (let i = 0;i < argv.length; i++) {
    const arg = argv[i];
    const name = arg.startsWith("--") ? arg.slice(2).split("=")[0] : "";
    const kind = FLAGS[name];
    if (!kind)
      continue;
    out.push(arg);
    if (kind !== "boolean" && !arg.includes("=") && i + 1 < argv.length)
      out.push(argv[++i]);
  }
  return out;
}
var telemetry_log_default = {
  help: `usage: gstack-telemetry-log [--skill NAME] [--duration S] [--outcome O] [--used-browse true|false]
       [--session-id ID] [--error-class C] [--error-message M] [--failed-step S]
       [--event-type T] [--source S] [--json]
       [--url-domain D --payload-hash H --confidence 0..1 --layer L --verdict V]

Appends one versioned record to analytics/skill-usage.jsonl when telemetry is on
(gstack-config set telemetry anonymous|community); with telemetry off (the default), an
unknown tier or DO_NOT_TRACK=1 nothing is written. Never uses the network. Fire-and-forget,
as gstack's: values are sanitised, never refused (quotes, backslashes and control characters
dropped, each cut to 200 characters).
  --duration S      whole seconds (anything else, or over 24 hours, is stored as null)
  --outcome O       e.g. success, error, abort (default unknown)
  --error-message M credentials masked as <REDACTED-kind>; null when one cannot be masked
                    safely (key=value, private keys) or redaction cannot run; 200 characters
  --event-type T    default skill_run
  --source S        default $GSTACK_TELEMETRY_SOURCE, else live
  --url-domain ... --verdict   gstack's security-event fields (security_*; confidence kept
                    within 0..1 to 4 decimals)
  --json            print the record written (nothing when telemetry is off)
With the community tier the record carries installation_id, a UUID kept in
<state root>/installation-id. Pending markers analytics/.pending-<session> of runs that never
finished are logged with outcome unknown (telemetry on) and removed; this session's own marker
is removed.
Unknown flags and other words are skipped, as gstack's logger does.
Exit: 0 ok (also when off), 2 usage (a flag without its value), 3 state not writable.`,
  async run(io) {
    const p = parseArgs(knownOnly(io.argv), FLAGS);
    const input = {
      skill: str3(p, "skill") ?? "",
      duration_s: str3(p, "duration"),
      used_browse: str3(p, "used-browse") === "true",
      outcome: str3(p, "outcome"),
      session_id: str3(p, "session-id"),
      error_class: str3(p, "error-class"),
      failed_step: str3(p, "failed-step"),
      event_type: str3(p, "event-type"),
      source: str3(p, "source") || io.env.GSTACK_TELEMETRY_SOURCE || undefined,
      security_url_domain: str3(p, "url-domain"),
      security_payload_hash: str3(p, "payload-hash"),
      security_confidence: str3(p, "confidence"),
      security_layer: str3(p, "layer"),
      security_verdict: str3(p, "verdict")
    };
    const paths = new StatePaths(io.env, io.cwd);
    let tier;
    try {
      const { getConfig } = await import("./config-zyt6yn7n.mjs");
      tier = await getConfig(paths.config, "telemetry");
    } catch {}
    const on = telemetryEnabled2(io.env, tier);
    const rec = skillUsageRecord2(paths, input);
    await settlePending2(paths, rec.session_id, on);
    if (!on)
      return 0;
    const message = str3(p, "error-message");
    if (message) {
      const { redactInChild } = await import("./error-message-eyzhh370.mjs");
      rec.error_message = redactInChild(message, io.env);
    }
    if (tier === "community") {
      const { installationId } = await import("./installation-id-0ea5py7f.mjs");
      rec.installation_id = installationId(paths);
    }
    await appendSkillUsage2(paths, rec);
    if (bool2(p, "json"))
      io.out(jsonLine(rec));
    return 0;
  }
};
export {
  telemetry_log_default as default
};
