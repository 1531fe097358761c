import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-d58zdv6h.mjs";
import"./main-jsv1y7qe.mjs";
import {
  appendRecord2,
  readTail2,
  compactRecords2
} from "./main-6406zc9r.mjs";
import {
  retentionSettings,
  compactIfLarge,
  keepRecent
} from "./main-b7m4k72b.mjs";
import {
  looksLikeInstruction,
  parseObject,
  str2,
  isoTs
} from "./main-98xawz64.mjs";
import {
  redactDeep
} from "./main-b9j8fdrp.mjs";
import {
  jsonLine
} from "./main-bvjb0z5n.mjs";
import {
  parseArgs,
  num2,
  bool2
} from "./main-bqvsw311.mjs";
import {
  rejected,
  usage,
  badFlag
} from "./main-4q1q6370.mjs";

// lib/records/eureka.ts
var KNOWN = ["ts", "skill", "branch", "insight", "project"];
var SKILL = /^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$/;
var NAME = /^[a-zA-Z0-9._-]{1,200}$/;
function validateEureka(obj, defaults = {}, now = new Date) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = obj;
  for (const k of Object.keys(rec))
    if (!KNOWN.includes(k))
      throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  const skill = str2(rec, "skill", { required: true, pattern: SKILL, allowed: "1-64 characters of [a-zA-Z0-9_.:-]" });
  const insight = str2(rec, "insight", { required: true, max: 2000, allowed: "one line of at most 2000 characters" });
  if (looksLikeInstruction(insight))
    throw rejected("insight", "an observation, not an instruction to the agent");
  const branch = str2(rec, "branch", { max: 256 }) ?? defaults.branch ?? "";
  const project = str2(rec, "project", { pattern: NAME, allowed: "a project slug ([a-zA-Z0-9._-])" }) ?? defaults.project;
  if (project !== undefined && /^\.+$/.test(project))
    throw rejected("project", "a project slug, not only dots", project);
  const out = { ts: isoTs(rec) ?? now.toISOString(), skill, branch, insight };
  if (project !== undefined)
    out.project = project;
  return redactDeep(out);
}
async function appendEureka(paths, rec) {
  const size = appendRecord2(paths.eureka, rec);
  await compactIfLarge(paths, size, (r) => compactEureka(paths, r));
}
async function compactEureka(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.eureka, (records) => keepRecent(records, settings));
}
function recentEureka(paths, limit, project) {
  return readTail2(paths.eureka, { limit, accept: (r) => project === undefined || r.project === project });
}

// lib/cli/commands/eureka-log.ts
var eureka_log_default = {
  help: `usage: gstack-eureka-log '<json>' | - [--json]
       gstack-eureka-log --tail N [--project] [--json]

Appends one eureka moment to analytics/eureka.jsonl: {ts, skill, branch, insight, project}.
Fields: skill (required, [a-zA-Z0-9_.:-]), insight (required, one line, at most 2000
characters, an observation rather than an instruction), branch (default: the current branch),
project (default: the current slug), ts (ISO 8601; added when absent). No other fields.
Secrets in the text are replaced by <REDACTED-kind>.
  -            read the JSON object from standard input
  --tail N     print the newest N records instead (one "- ts skill: insight" line each)
  --project    with --tail: only this project's records
  --json       print the stored record (or the records, newest first, as a JSON array)
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { tail: "number", project: "boolean", json: "boolean" });
    const paths = new StatePaths(io.env, io.cwd);
    const tail = num2(p, "tail");
    if (tail !== undefined) {
      if (p.positionals.length)
        throw usage("--tail takes no JSON argument");
      if (tail < 1 || tail > 1e4)
        throw badFlag("tail", "an integer from 1 to 10000", tail);
      const { records } = recentEureka(paths, tail, bool2(p, "project") ? paths.slug : undefined);
      if (bool2(p, "json"))
        io.out(jsonLine(records));
      else
        io.out(records.map((r) => `- ${r.ts} ${flat(r.skill)}: ${flat(r.insight)}
`).join(""));
      return 0;
    }
    if (bool2(p, "project"))
      throw usage("--project applies to --tail only");
    if (p.positionals.length !== 1)
      throw usage("takes one JSON object argument, or - to read it from stdin (see --help)");
    const arg = p.positionals[0];
    const input = parseObject(arg === "-" ? await io.stdin() : arg);
    const rec = validateEureka(input, { branch: paths.branch, project: paths.slug });
    await appendEureka(paths, rec);
    if (bool2(p, "json"))
      io.out(jsonLine(rec));
    return 0;
  }
};
function flat(v) {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}
export {
  eureka_log_default as default
};
