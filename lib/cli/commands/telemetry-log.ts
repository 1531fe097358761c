import { defineCommand, type Command } from "../command.ts";
import { StatePaths } from "../../state/paths.ts";
import { removeOwnPending, sanitizeField, telemetryEnabled } from "../../records/telemetry-gate.ts";
import { jsonLine, warningLines } from "../output.ts";

const text = (about: string, arg = "VALUE") => ({ type: "string", arg, about }) as const;

const command = defineCommand(
  {
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
      "error-message": text(
        `credentials masked as <REDACTED-kind>; null when one cannot be masked
safely (key=value, private keys) or redaction cannot run; 200 characters`,
        "M",
      ),
      "failed-step": text("the step that failed", "S"),
      "event-type": text("default skill_run", "T"),
      source: text("default $GSTACK_TELEMETRY_SOURCE, else live", "S"),
      json: { type: "boolean", about: "print the record written (nothing when telemetry is off)" },
      "url-domain": text("gstack's security-event fields (security_*) from here to --verdict", "D"),
      "payload-hash": text("security event: the payload's hash", "H"),
      confidence: text("security event: kept within 0..1 to 4 decimals", "0..1"),
      layer: text("security event: the layer that caught it", "L"),
      verdict: text("security event: the verdict", "V"),
    },
    notes: `With the community tier the record carries installation_id, a UUID kept in
<state root>/installation-id. Pending markers analytics/.pending-<session> of runs that never
finished are logged with outcome unknown (telemetry on) and removed; this session's own marker
is removed.
Unknown flags and other words are skipped, as gstack's logger does.`,
    exit: "0 ok (also when off), 2 usage (a flag without its value), 3 state not writable.",
  },
  async (io, { flags: f }) => {
    const input: Record<string, unknown> = {
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
      security_verdict: f.verdict,
    };
    const paths = new StatePaths(io.env, io.cwd);
    let tier: string | undefined;
    try {
      const { getConfig } = await import("../../state/config.ts");
      tier = await getConfig(paths.config, "telemetry");
    } catch {
      /* an unreadable config.yaml means off */
    }
    // Off (the default): only this run's pending marker goes; the record module is not even loaded.
    if (!telemetryEnabled(io.env, tier)) {
      removeOwnPending(paths, sanitizeField(input.session_id) ?? "");
      return 0;
    }
    const { appendSkillUsage, settlePending, skillUsageRecord } = await import("../../records/telemetry.ts");
    const rec = skillUsageRecord(paths, input);
    const warnings: string[] = [];
    await settlePending(paths, rec.session_id, true, warnings);
    const message = f["error-message"];
    if (message) {
      const { redactInChild } = await import("../../records/error-message.ts");
      rec.error_message = redactInChild(message, io.env);
    }
    if (tier === "community") {
      const { installationId } = await import("../../records/installation-id.ts");
      rec.installation_id = installationId(paths);
    }
    await appendSkillUsage(paths, rec, warnings);
    io.err(warningLines(warnings));
    if (f.json) io.out(jsonLine(rec));
    return 0;
  },
);

/**
 * As gstack's logger, which skips what it does not know one word at a time: a skill written for
 * a newer gstack passing a new flag still gets its record. Known flags keep their values.
 */
function knownOnly(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.startsWith("--") ? arg.slice(2).split("=")[0]! : "";
    const flag = (command.spec.flags as Record<string, { type: string }>)[name];
    if (!flag) continue;
    out.push(arg);
    if (flag.type !== "boolean" && !arg.includes("=") && i + 1 < argv.length) out.push(argv[++i]!);
  }
  return out;
}

export default {
  spec: command.spec,
  get help() {
    return command.help;
  },
  run: (io) => command.run({ ...io, argv: knownOnly(io.argv) }),
} satisfies Command;
