import {
  StatePaths
} from "./main-9yesqm5s.mjs";
import"./main-n47eayej.mjs";
import"./main-kdv5df3s.mjs";
import"./main-9rhyjwv7.mjs";
import"./main-p840jxjg.mjs";
import"./main-d58zdv6h.mjs";
import"./main-1a5pwhxr.mjs";
import"./main-h40yfvv5.mjs";
import"./main-7ddn7bc5.mjs";
import"./main-0pxrqp8g.mjs";
import {
  telemetryEnabled2,
  skillUsageRecord2,
  appendSkillUsage2,
  settlePending2
} from "./main-6a02pqpn.mjs";
import"./main-wex1c43s.mjs";
import {
  defineCommand
} from "./main-vmmwm1dy.mjs";
import {
  warningLines,
  jsonLine
} from "./main-40w2c4r1.mjs";

// lib/cli/commands/telemetry-log.ts
var text = (about, arg = "VALUE") => ({ type: "string", arg, about });
var command = defineCommand({
  name: "telemetry-log",
  about: `Appends one versioned record to analytics/skill-usage.jsonl when telemetry is on
(gstack-config set telemetry anonymous|community); with telemetry off (the default), an
unknown tier or DO_NOT_TRACK=1 nothing is written. Never uses the network. Fire-and-forget,
as gstack's: values are sanitised, never refused (quotes, backslashes and control characters
dropped, each cut to 200 characters).`,
  flags: {
    skill: text("the skill's name", "NAME"),
    duration: text("whole seconds (anything else, or over 24 hours, is stored as null)", "S"),
    outcome: text("e.g. success, error, abort (default unknown)", "O"),
    "used-browse": text("true or false", "true|false"),
    "session-id": text("the run's session id", "ID"),
    "error-class": text("the error's class", "C"),
    "error-message": text(`credentials masked as <REDACTED-kind>; null when one cannot be masked
safely (key=value, private keys) or redaction cannot run; 200 characters`, "M"),
    "failed-step": text("the step that failed", "S"),
    "event-type": text("default skill_run", "T"),
    source: text("default $GSTACK_TELEMETRY_SOURCE, else live", "S"),
    json: { type: "boolean", about: "print the record written (nothing when telemetry is off)" },
    "url-domain": text("gstack's security-event fields (security_*) from here to --verdict", "D"),
    "payload-hash": text("security event: the payload's hash", "H"),
    confidence: text("security event: kept within 0..1 to 4 decimals", "0..1"),
    layer: text("security event: the layer that caught it", "L"),
    verdict: text("security event: the verdict", "V")
  },
  notes: `With the community tier the record carries installation_id, a UUID kept in
<state root>/installation-id. Pending markers analytics/.pending-<session> of runs that never
finished are logged with outcome unknown (telemetry on) and removed; this session's own marker
is removed.
Unknown flags and other words are skipped, as gstack's logger does.`,
  exit: "0 ok (also when off), 2 usage (a flag without its value), 3 state not writable."
}, async (io, { flags: f }) => {
  const input = {
    skill: f.skill ?? "",
    duration_s: f.duration,
    used_browse: f["used-browse"] === "true",
    outcome: f.outcome,
    session_id: f["session-id"],
    error_class: f["error-class"],
    failed_step: f["failed-step"],
    event_type: f["event-type"],
    source: f.source || io.env.GSTACK_TELEMETRY_SOURCE || undefined,
    security_url_domain: f["url-domain"],
    security_payload_hash: f["payload-hash"],
    security_confidence: f.confidence,
    security_layer: f.layer,
    security_verdict: f.verdict
  };
  const paths = new StatePaths(io.env, io.cwd);
  let tier;
  try {
    const { getConfig } = await import("./config-97x8yk39.mjs");
    tier = await getConfig(paths.config, "telemetry");
  } catch {}
  const on = telemetryEnabled2(io.env, tier);
  const rec = skillUsageRecord2(paths, input);
  const warnings = [];
  await settlePending2(paths, rec.session_id, on, warnings);
  if (!on) {
    io.err(warningLines(warnings));
    return 0;
  }
  const message = f["error-message"];
  if (message) {
    const { redactInChild } = await import("./error-message-5vqjddc6.mjs");
    rec.error_message = redactInChild(message, io.env);
  }
  if (tier === "community") {
    const { installationId } = await import("./installation-id-m7k6b9d8.mjs");
    rec.installation_id = installationId(paths);
  }
  await appendSkillUsage2(paths, rec, warnings);
  io.err(warningLines(warnings));
  if (f.json)
    io.out(jsonLine(rec));
  return 0;
});
function knownOnly(argv) {
  const out = [];
  for (let i = 0;i < argv.length; i++) {
    const arg = argv[i];
    const name = arg.startsWith("--") ? arg.slice(2).split("=")[0] : "";
    const flag = command.spec.flags[name];
    if (!flag)
      continue;
    out.push(arg);
    if (flag.type !== "boolean" && !arg.includes("=") && i + 1 < argv.length)
      out.push(argv[++i]);
  }
  return out;
}
var telemetry_log_default = {
  spec: command.spec,
  get help() {
    return command.help;
  },
  run: (io) => command.run({ ...io, argv: knownOnly(io.argv) })
};
export {
  telemetry_log_default as default
};
