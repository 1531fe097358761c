import type { Command } from "../command.ts";
import { parseArgs, bool, num } from "../args.ts";
import { rejected, usage, badFlag } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { appendAttempt, recentAttempts, toAttempt } from "../../records/security.ts";

export default {
  help: `usage: gstack-security-log - | '<json>' [--json]
       gstack-security-log --tail N [--json]

Records one prompt-injection attempt in security/attempts.jsonl. The attempted text is never
stored: only payload_hash, "sha256:" + HMAC-SHA-256 of the text keyed with a random per-device
salt (security/device-salt, 0600, created on first use).
Fields: payload (required: the attempted text; prefer stdin, which keeps it out of the process
list), verdict (block|warn|log, default block), url_domain (a domain or URL; only the domain
is kept), source, layer ([a-zA-Z0-9_.:-]), confidence (0 to 1), skill, project (default: the
current slug), ts (ISO 8601; added when absent). No other fields.
  -            read the JSON object from standard input
  --tail N     print the newest N records instead (JSON lines, newest first)
  --json       print the stored record
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { tail: "number", json: "boolean" });
    const paths = new StatePaths(io.env, io.cwd);
    const tail = num(p, "tail");
    if (tail !== undefined) {
      if (p.positionals.length) throw usage("--tail takes no JSON argument");
      if (tail < 1 || tail > 10_000) throw badFlag("tail", "an integer from 1 to 10000", tail);
      const { records } = recentAttempts(paths, tail);
      io.out(bool(p, "json") ? jsonLine(records) : records.map((r) => jsonLine(r)).join(""));
      return 0;
    }
    if (p.positionals.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0]!;
    const checked = toAttempt(parseQuiet(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
    const rec = await appendAttempt(paths, checked);
    if (bool(p, "json")) io.out(jsonLine(rec));
    return 0;
  },
} satisfies Command;

/** Like fields.parseObject, but an error never quotes the input: it holds the attempted text. */
function parseQuiet(text: string): unknown {
  if (text.trim() === "") throw rejected("input", "a JSON object with a payload field is required");
  try {
    return JSON.parse(text);
  } catch {
    throw rejected("input", "valid JSON (one object) is allowed");
  }
}
