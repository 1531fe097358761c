import { defineCommand } from "../command.ts";
import { rejected, usage } from "../errors.ts";
import { jsonLine, warningLines } from "../output.ts";
import { StatePaths } from "../../state/paths.ts";
import { appendAttempt, recentAttempts, toAttempt } from "../../records/security.ts";

export default defineCommand(
  {
    name: "security-log",
    about: `Records one prompt-injection attempt in security/attempts.jsonl. The attempted text is never
stored: only payload_hash, "sha256:" + HMAC-SHA-256 of the text keyed with a random per-device
salt (security/device-salt, 0600, created on first use). JSON is the object, or - to read it
from standard input.
Fields: payload (required: the attempted text; prefer stdin, which keeps it out of the process
list), verdict (block|warn|log, default block), url_domain (a domain or URL; only the domain
is kept), source, layer ([a-zA-Z0-9_.:-]), confidence (0 to 1), skill, project (default: the
current slug), ts (ISO 8601; added when absent). No other fields.`,
    args: [{ name: "JSON object", optional: true }],
    flags: {
      tail: {
        type: "integer",
        about: "print the newest N records instead (JSON lines, newest first)",
        min: 1,
        max: 10_000,
      },
      json: { type: "boolean", about: "print the stored record" },
    },
    exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable.",
  },
  async (io, p) => {
    const paths = new StatePaths(io.env, io.cwd);
    const { tail } = p.flags;
    if (tail !== undefined) {
      if (p.args.length) throw usage("--tail takes no JSON argument");
      const { records } = recentAttempts(paths, tail);
      io.out(p.flags.json ? jsonLine(records) : records.map((r) => jsonLine(r)).join(""));
      return 0;
    }
    if (p.args.length !== 1) throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.args[0]!;
    const checked = toAttempt(parseQuiet(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
    const warnings: string[] = [];
    const rec = await appendAttempt(paths, checked, warnings);
    io.err(warningLines(warnings));
    if (p.flags.json) io.out(jsonLine(rec));
    return 0;
  },
);

/** Like fields.parseObject, but an error never quotes the input: it holds the attempted text. */
function parseQuiet(text: string): unknown {
  if (text.trim() === "") throw rejected("input", "a JSON object with a payload field is required");
  try {
    return JSON.parse(text);
  } catch {
    throw rejected("input", "valid JSON (one object) is allowed");
  }
}
