import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  telemetryEnabled2,
  sanitizeField,
  removeOwnPending
} from "./main-7nmnkb45.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  warningLines,
  jsonLine
} from "./main-td40fyyx.mjs";

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
    const { getConfig } = await import("./config-hhh7kvj8.mjs");
    tier = await getConfig(paths.config, "telemetry");
  } catch {}
  if (!telemetryEnabled2(io.env, tier)) {
    removeOwnPending(paths, sanitizeField(input.session_id) ?? "");
    return 0;
  }
  const { appendSkillUsage, settlePending, skillUsageRecord } = await import("./telemetry-x951qy5q.mjs");
  const rec = skillUsageRecord(paths, input);
  const warnings = [];
  await settlePending(paths, rec.session_id, true, warnings);
  const message = f["error-message"];
  if (message) {
    const { redactInChild } = await import("./error-message-c6svp0j4.mjs");
    rec.error_message = redactInChild(message, io.env);
  }
  if (tier === "community") {
    const { installationId } = await import("./installation-id-3qwz6d46.mjs");
    rec.installation_id = installationId(paths);
  }
  await appendSkillUsage(paths, rec, warnings);
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
