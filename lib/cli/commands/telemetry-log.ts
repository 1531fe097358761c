import type { Command } from "../command.ts";
import { parseArgs, bool, str, type FlagSpec } from "../args.ts";
import { StatePaths } from "../../state/paths.ts";
import { appendSkillUsage, settlePending, skillUsageRecord, telemetryEnabled } from "../../records/telemetry.ts";
import { jsonLine, warningLines } from "../output.ts";

const FLAGS: FlagSpec = {
  skill: "string", duration: "string", outcome: "string", "used-browse": "string", "session-id": "string",
  "error-class": "string", "error-message": "string", "failed-step": "string", "event-type": "string",
  source: "string", json: "boolean",
  "url-domain": "string", "payload-hash": "string", confidence: "string", layer: "string", verdict: "string",
};

/**
 * As gstack's logger, which skips what it does not know one word at a time: a skill written for
 * a newer gstack passing a new flag still gets its record. Known flags keep their values.
 */
function knownOnly(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.startsWith("--") ? arg.slice(2).split("=")[0]! : "";
    const kind = FLAGS[name];
    if (!kind) continue;
    out.push(arg);
    if (kind !== "boolean" && !arg.includes("=") && i + 1 < argv.length) out.push(argv[++i]!);
  }
  return out;
}

export default {
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
    const input: Record<string, unknown> = {
      skill: str(p, "skill") ?? "",
      duration_s: str(p, "duration"),
      used_browse: str(p, "used-browse") === "true",
      outcome: str(p, "outcome"),
      session_id: str(p, "session-id"),
      error_class: str(p, "error-class"),
      failed_step: str(p, "failed-step"),
      event_type: str(p, "event-type"),
      source: str(p, "source") || io.env.GSTACK_TELEMETRY_SOURCE || undefined,
      security_url_domain: str(p, "url-domain"),
      security_payload_hash: str(p, "payload-hash"),
      security_confidence: str(p, "confidence"),
      security_layer: str(p, "layer"),
      security_verdict: str(p, "verdict"),
    };
    const paths = new StatePaths(io.env, io.cwd);
    let tier: string | undefined;
    try {
      const { getConfig } = await import("../../state/config.ts");
      tier = await getConfig(paths.config, "telemetry");
    } catch { /* an unreadable config.yaml means off */ }
    const on = telemetryEnabled(io.env, tier);
    const rec = skillUsageRecord(paths, input);
    const warnings: string[] = [];
    await settlePending(paths, rec.session_id, on, warnings);
    if (!on) {
      io.err(warningLines(warnings));
      return 0;
    }
    const message = str(p, "error-message");
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
    if (bool(p, "json")) io.out(jsonLine(rec));
    return 0;
  },
} satisfies Command;
