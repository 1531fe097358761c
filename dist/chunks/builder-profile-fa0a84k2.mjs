import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  appendRecord2,
  readRecords2
} from "./main-k6ny11s1.mjs";
import {
  withLock2
} from "./main-jnxyrj1v.mjs";
import {
  validate8
} from "./main-wacasrzk.mjs";
import {
  looksLikeInstruction,
  parseObject,
  given,
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
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/records/builder-profile.ts
var TIERS = ["introduction", "welcome_back", "regular", "inner_circle"];
var TIER_STARTS = [
  [8, "inner_circle"],
  [4, "regular"],
  [2, "welcome_back"],
  [1, "introduction"]
];
var KNOWN = [
  "date",
  "ts",
  "mode",
  "project_slug",
  "signal_count",
  "signals",
  "design_doc",
  "assignment",
  "resources_shown",
  "topics"
];
var RECORD_ORDER = KNOWN.filter((k) => k !== "ts");
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
function toBuilderSession(obj, defaults = {}, now = new Date) {
  const rec = object(obj);
  for (const k of Object.keys(rec))
    if (!KNOWN.includes(k))
      throw rejected("field name", `one of ${KNOWN.join(", ")}`, k);
  if (rec.date !== undefined && rec.ts !== undefined)
    throw rejected("ts", "give date or ts, not both");
  const g = given(rec, KNOWN);
  const out = given({
    date: now.toISOString(),
    project_slug: defaults.project,
    ...g,
    ...g.ts === undefined ? {} : { date: g.ts },
    ts: undefined
  }, RECORD_ORDER);
  const entry = validate9(validate8, out);
  if (entry.assignment !== undefined && looksLikeInstruction(entry.assignment))
    throw rejected("assignment", "a real-world task for the builder, not an instruction to the agent");
  return redactDeep(entry);
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
    progression: real.map((e, i) => ({
      session: i + 1,
      date: text(e.date),
      mode: e.mode,
      tier: tierFor(i + 1),
      project: text(e.project_slug)
    })),
    bad
  };
}
async function logBuilderSession(paths, entry) {
  const rec = { ...entry };
  if (rec.mode === "resources") {
    appendRecord2(paths.builderProfile, rec);
    return rec;
  }
  return withLock2(paths.builderProfile, () => {
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
var builder_profile_default = defineCommand({
  name: "builder-profile",
  about: "The builder profile of /office-hours, builder-profile.jsonl in the state root.",
  subcommands: {
    show: {
      about: `(the default) prints gstack's KEY: VALUE lines for /office-hours:
SESSION_COUNT, TIER, NEXT_TIER, SESSIONS_TO_NEXT_TIER, LAST_PROJECT, LAST_ASSIGNMENT,
LAST_DESIGN_TITLE, DESIGN_COUNT, DESIGN_TITLES, ACCUMULATED_SIGNALS, TOTAL_SIGNAL_COUNT,
CROSS_PROJECT, NUDGE_ELIGIBLE, RESOURCES_SHOWN, RESOURCES_SHOWN_COUNT, TOPICS
TIER is the tier of the next session: 1 introduction, 2-3 welcome_back, 4-7 regular,
8+ inner_circle. --json adds the per-session progression.`
    },
    log: {
      args: [{ name: "JSON object" }],
      about: `appends one session (the object, or - to read it from stdin) and prints its
SESSION and TIER. Fields: mode (required: startup|builder|resources), date (ISO 8601,
default now), project_slug (default: the current slug), signal_count (0-1000), signals,
topics, resources_shown (string arrays), design_doc, assignment. "resources" lines record
what was shown and do not count as sessions.`
    }
  },
  defaultSubcommand: "show",
  flags: { json: { type: "boolean", about: "data as JSON" } },
  exit: "0 ok, 1 rejected input, 2 usage, 3 state not writable."
}, async (io, p) => {
  const paths = new StatePaths(io.env, io.cwd);
  if (p.verb === "show") {
    const profile = readBuilderProfile(paths);
    io.out(p.flags.json ? jsonLine(profileJson(profile)) : formatProfile(profile));
    return 0;
  }
  const arg = p.args[0];
  const entry = toBuilderSession(parseObject(arg === "-" ? await io.stdin() : arg), { project: paths.slug });
  const rec = await logBuilderSession(paths, entry);
  if (p.flags.json)
    io.out(jsonLine(rec));
  else if (rec.session !== undefined)
    io.out(`SESSION: ${rec.session}
TIER: ${rec.tier}
`);
  return 0;
});
export {
  builder_profile_default as default
};
