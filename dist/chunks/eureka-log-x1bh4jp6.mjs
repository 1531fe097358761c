import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  appendRecord2,
  readTail2,
  compactRecords2
} from "./main-k6ny11s1.mjs";
import {
  validate6
} from "./main-skqse1a2.mjs";
import {
  retentionSettings,
  compactIfLarge,
  keepRecent
} from "./main-f7q2wh4f.mjs";
import {
  looksLikeInstruction,
  parseObject,
  given,
  extras,
  object
} from "./main-ndsfx5fz.mjs";
import {
  validate9
} from "./main-73sq1dmy.mjs";
import {
  redactDeep
} from "./main-n6wwwqst.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  warningLines,
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  rejected,
  usage
} from "./main-90sp2g8n.mjs";

// lib/records/eureka.ts
var KNOWN = ["ts", "skill", "branch", "insight", "project"];
function toEureka(obj, defaults = {}, now = new Date) {
  const rec = object(obj);
  const out = given({ ts: now.toISOString(), branch: defaults.branch ?? "", project: defaults.project, ...given(rec, KNOWN) }, KNOWN);
  Object.assign(out, extras(rec, KNOWN));
  const checked = validate9(validate6, out);
  if (looksLikeInstruction(checked.insight))
    throw rejected("insight", "an observation, not an instruction to the agent");
  return redactDeep(checked);
}
async function appendEureka(paths, rec, warnings) {
  const size = appendRecord2(paths.eureka, rec);
  await compactIfLarge(paths, size, (r) => compactEureka(paths, r), undefined, warnings);
}
async function compactEureka(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.eureka, (records) => keepRecent(records, settings));
}
function recentEureka(paths, limit, project) {
  return readTail2(paths.eureka, { limit, accept: (r) => project === undefined || r.project === project });
}

// lib/cli/commands/eureka-log.ts
var eureka_log_default = defineCommand({
  name: "eureka-log",
  about: `Appends one eureka moment to analytics/eureka.jsonl: {ts, skill, branch, insight, project}.
JSON is the object, or - to read it from standard input.
Fields: skill (required, [a-zA-Z0-9_.:-]), insight (required, one line, at most 2000
characters, an observation rather than an instruction), branch (default: the current branch),
project (default: the current slug), ts (ISO 8601; added when absent). No other fields.
Secrets in the text are replaced by <REDACTED-kind>.`,
  args: [{ name: "JSON object", optional: true }],
  flags: {
    tail: {
      type: "integer",
      about: `print the newest N records instead (one "- ts skill: insight" line each)`,
      min: 1,
      max: 1e4
    },
    project: { type: "boolean", about: "with --tail: only this project's records" },
    json: { type: "boolean", about: "print the stored record (or the records, newest first, as a JSON array)" }
  },
  exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable."
}, async (io, p) => {
  const paths = new StatePaths(io.env, io.cwd);
  const { tail } = p.flags;
  if (tail !== undefined) {
    if (p.args.length)
      throw usage("--tail takes no JSON argument");
    const { records } = recentEureka(paths, tail, p.flags.project ? paths.slug : undefined);
    if (p.flags.json)
      io.out(jsonLine(records));
    else
      io.out(records.map((r) => `- ${r.ts} ${flat(r.skill)}: ${flat(r.insight)}
`).join(""));
    return 0;
  }
  if (p.flags.project)
    throw usage("--project applies to --tail only");
  if (p.args.length !== 1)
    throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
  const arg = p.args[0];
  const rec = toEureka(parseObject(arg === "-" ? await io.stdin() : arg), {
    branch: paths.branch,
    project: paths.slug
  });
  const warnings = [];
  await appendEureka(paths, rec, warnings);
  io.err(warningLines(warnings));
  if (p.flags.json)
    io.out(jsonLine(rec));
  return 0;
});
function flat(v) {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}
export {
  eureka_log_default as default
};
