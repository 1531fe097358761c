import {
  StatePaths
} from "./main-pw2vndv7.mjs";
import"./main-d58zdv6h.mjs";
import {
  withLock
} from "./main-jsv1y7qe.mjs";
import {
  appendRecord2,
  readRecords2
} from "./main-6406zc9r.mjs";
import {
  looksLikeInstruction,
  parseObject,
  str2,
  oneOf,
  int,
  strArray,
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
  bool2
} from "./main-bqvsw311.mjs";
import {
  rejected,
  usage,
  unknownSubcommand
} from "./main-4q1q6370.mjs";

// lib/records/builder-profile.ts
var MODES = ["startup", "builder", "resources"];
var TIERS = ["introduction", "welcome_back", "regular", "inner_circle"];
var TIER_STARTS = [[8, "inner_circle"], [4, "regular"], [2, "welcome_back"], [1, "introduction"]];
var KNOWN = ["date", "ts", "mode", "project_slug", "signal_count", "signals", "design_doc", "assignment", "resources_shown", "topics"];
var SLUG = /^[a-zA-Z0-9._-]{1,200}$/;
var WORD_LIST = { max: 100, itemMax: 200 };
function tierFor(sessionNumber) {
  for (const [start, tier] of TIER_STARTS)
    if (sessionNumber >= start)
      return tier;
  return "introduction";
}
function nextTier(tier) {
  const i = TIERS.indexOf(tier);
  if (i === TIERS.length - 1)
    return;
  const next = TIERS[i + 1];
  return { tier: next, at: TIER_STARTS.find(([, t]) => t === next)[0] };
}
function validateBuilderSession(obj, defaults = {}, now = new Date) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) {
    throw rejected("input", `a JSON object is allowed, not ${Array.isArray(obj) ? "an array" : obj === null ? "null" : typeof obj}`);
  }
  const rec = obj;
  for (const k of Object.keys(rec))
    if (!KNOWN.includes(k))
      throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  if (rec.date !== undefined && rec.ts !== undefined)
    throw rejected("ts", "give date or ts, not both");
  const out = {
    date: isoTs(rec, "date") ?? isoTs(rec, "ts") ?? now.toISOString(),
    mode: oneOf(rec, "mode", MODES, true)
  };
  const slug = str2(rec, "project_slug", { pattern: SLUG, allowed: "a project slug ([a-zA-Z0-9._-])" }) ?? defaults.project;
  if (slug !== undefined && /^\.+$/.test(slug))
    throw rejected("project_slug", "a project slug, not only dots", slug);
  if (slug !== undefined)
    out.project_slug = slug;
  const count = int(rec, "signal_count", { min: 0, max: 1000 });
  const signals = strArray(rec, "signals", WORD_LIST);
  const design = str2(rec, "design_doc", { max: 4096 });
  const assignment = str2(rec, "assignment", { max: 2000 });
  if (assignment !== undefined && looksLikeInstruction(assignment))
    throw rejected("assignment", "a real-world task for the builder, not an instruction to the agent");
  const resources = strArray(rec, "resources_shown", WORD_LIST);
  const topics = strArray(rec, "topics", WORD_LIST);
  if (count !== undefined)
    out.signal_count = count;
  if (signals !== undefined)
    out.signals = signals;
  if (design !== undefined)
    out.design_doc = design;
  if (assignment !== undefined)
    out.assignment = assignment;
  if (resources !== undefined)
    out.resources_shown = resources;
  if (topics !== undefined)
    out.topics = topics;
  return redactDeep(out);
}
function readBuilderProfile(paths) {
  const { records, bad } = readRecords2(paths.builderProfile);
  return summarize(records, bad);
}
function summarize(records, bad = 0) {
  const real = records.filter((e) => e.mode !== "resources");
  const count = real.length;
  const last = real[count - 1] ?? {};
  const prev = real[count - 2] ?? {};
  const signals = new Map;
  const resources = new Set;
  const topics = new Set;
  for (const e of records) {
    for (const s of list(e.signals))
      signals.set(s, (signals.get(s) ?? 0) + 1);
    for (const r of list(e.resources_shown))
      resources.add(r);
    for (const t of list(e.topics))
      topics.add(t);
  }
  const totalSignals = [...signals.values()].reduce((a, b) => a + b, 0);
  const withDesign = real.filter((e) => typeof e.design_doc === "string" && e.design_doc);
  const tier = tierFor(count + 1);
  return {
    sessionCount: count,
    tier,
    next: nextTier(tier),
    lastProject: text(last.project_slug),
    lastAssignment: text(last.assignment),
    lastDesign: text(last.design_doc),
    designCount: withDesign.length,
    designTitles: withDesign.map((e) => text(e.project_slug) || "unknown"),
    signals: [...signals],
    totalSignals,
    crossProject: Boolean(prev.project_slug && last.project_slug && prev.project_slug !== last.project_slug),
    nudgeEligible: real.filter((e) => e.mode === "builder").length >= 3 && totalSignals >= 5,
    resourcesShown: [...resources],
    topics: [...topics],
    progression: real.map((e, i) => ({ session: i + 1, date: text(e.date), mode: e.mode, tier: tierFor(i + 1), project: text(e.project_slug) })),
    bad
  };
}
async function logBuilderSession(paths, entry) {
  const rec = { ...entry };
  if (rec.mode === "resources") {
    appendRecord2(paths.builderProfile, rec);
    return rec;
  }
  return withLock(paths.builderProfile, () => {
    rec.session = readBuilderProfile(paths).sessionCount + 1;
    rec.tier = tierFor(rec.session);
    appendRecord2(paths.builderProfile, rec);
    return rec;
  });
}
function formatProfile(p) {
  const lines = [
    ["SESSION_COUNT", String(p.sessionCount)],
    ["TIER", p.tier],
    ["NEXT_TIER", p.next ? p.next.tier : "none"],
    ["SESSIONS_TO_NEXT_TIER", p.next ? String(p.next.at - (p.sessionCount + 1)) : "0"],
    ["LAST_PROJECT", p.lastProject],
    ["LAST_ASSIGNMENT", p.lastAssignment],
    ["LAST_DESIGN_TITLE", p.lastDesign],
    ["DESIGN_COUNT", String(p.designCount)],
    ["DESIGN_TITLES", JSON.stringify(p.designTitles)],
    ["ACCUMULATED_SIGNALS", p.signals.map(([k, v]) => `${k}:${v}`).join(",")],
    ["TOTAL_SIGNAL_COUNT", String(p.totalSignals)],
    ["CROSS_PROJECT", String(p.crossProject)],
    ["NUDGE_ELIGIBLE", String(p.nudgeEligible)],
    ["RESOURCES_SHOWN", p.resourcesShown.join(",")],
    ["RESOURCES_SHOWN_COUNT", String(p.resourcesShown.length)],
    ["TOPICS", p.topics.join(",")]
  ];
  return lines.map(([k, v]) => `${k}: ${flat(v)}
`).join("");
}
function profileJson(p) {
  return {
    session_count: p.sessionCount,
    tier: p.tier,
    next_tier: p.next?.tier ?? null,
    sessions_to_next_tier: p.next ? p.next.at - (p.sessionCount + 1) : 0,
    last_project: p.lastProject,
    last_assignment: p.lastAssignment,
    last_design_title: p.lastDesign,
    design_count: p.designCount,
    design_titles: p.designTitles,
    accumulated_signals: Object.fromEntries(p.signals),
    total_signal_count: p.totalSignals,
    cross_project: p.crossProject,
    nudge_eligible: p.nudgeEligible,
    resources_shown: p.resourcesShown,
    topics: p.topics,
    progression: p.progression,
    bad_lines: p.bad
  };
}
function list(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function text(v) {
  return typeof v === "string" ? v : "";
}
function flat(v) {
  return v.replace(/[\u0000-\u001f\u007f]+/g, " ");
}

// lib/cli/commands/builder-profile.ts
var SUBCOMMANDS = ["show", "log"];
var builder_profile_default = {
  subcommands: SUBCOMMANDS,
  help: `usage: gstack-builder-profile [show] [--json]
       gstack-builder-profile log '<json>' | - [--json]

show (the default) prints gstack's KEY: VALUE lines for /office-hours:
  SESSION_COUNT, TIER, NEXT_TIER, SESSIONS_TO_NEXT_TIER, LAST_PROJECT, LAST_ASSIGNMENT,
  LAST_DESIGN_TITLE, DESIGN_COUNT, DESIGN_TITLES, ACCUMULATED_SIGNALS, TOTAL_SIGNAL_COUNT,
  CROSS_PROJECT, NUDGE_ELIGIBLE, RESOURCES_SHOWN, RESOURCES_SHOWN_COUNT, TOPICS
  TIER is the tier of the next session: 1 introduction, 2-3 welcome_back, 4-7 regular,
  8+ inner_circle. --json adds the per-session progression.
log appends one session to builder-profile.jsonl and prints its SESSION and TIER.
  Fields: mode (required: startup|builder|resources), date (ISO 8601, default now),
  project_slug (default: the current slug), signal_count (0-1000), signals, topics,
  resources_shown (string arrays), design_doc, assignment. "resources" lines record what was
  shown and do not count as sessions.
Exit: 0 ok, 1 rejected input, 2 usage, 3 state not writable.`,
  async run(io) {
    const p = parseArgs(io.argv, { json: "boolean" });
    const json = bool2(p, "json");
    const [verb = "show", arg, ...extra] = p.positionals;
    const paths = new StatePaths(io.env, io.cwd);
    switch (verb) {
      case "show": {
        if (arg !== undefined)
          throw usage(`unexpected argument ${JSON.stringify(arg)} (see --help)`);
        const profile = readBuilderProfile(paths);
        io.out(json ? jsonLine(profileJson(profile)) : formatProfile(profile));
        return 0;
      }
      case "log": {
        if (arg === undefined || extra.length)
          throw usage("log takes one JSON object argument, or - to read it from stdin (see --help)");
        const entry = validateBuilderSession(parseObject(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
        const rec = await logBuilderSession(paths, entry);
        if (json)
          io.out(jsonLine(rec));
        else if (rec.session !== undefined)
          io.out(`SESSION: ${rec.session}
TIER: ${rec.tier}
`);
        return 0;
      }
      default:
        throw unknownSubcommand(verb, SUBCOMMANDS);
    }
  }
};
export {
  builder_profile_default as default
};
