import {
  appendRecord2,
  readTail2,
  compactRecords2
} from "./main-k6ny11s1.mjs";
import {
  validate4
} from "./main-820x1fq2.mjs";
import {
  retentionSettings,
  compactIfLarge,
  lineBytes,
  keepRecent
} from "./main-f7q2wh4f.mjs";
import {
  given,
  extras,
  object,
  tsMs,
  tsOrder
} from "./main-ndsfx5fz.mjs";
import {
  validate9
} from "./main-73sq1dmy.mjs";
import {
  redactDeep
} from "./main-n6wwwqst.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/records/timeline.ts
var OUT_OF_ORDER_SLACK_MS2 = 5 * 60000;
var KNOWN = ["skill", "event", "branch", "session", "outcome", "duration_s", "ts"];
function toTimelineEvent2(obj, now = new Date) {
  const rec = object(obj);
  const ev = given(rec, KNOWN);
  ev.ts ??= now.toISOString();
  Object.assign(ev, extras(rec, KNOWN));
  return redactDeep(validate9(validate4, ev));
}
async function appendTimelineEvent2(paths, ev, warnings) {
  const size = appendRecord2(paths.timeline, ev);
  await compactIfLarge(paths, size, (r) => compactTimeline2(paths, r), lineBytes(ev), warnings);
}
async function compactTimeline2(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.timeline, (records) => keepRecent(records, settings));
}
function readTimeline2(paths, q = {}) {
  const mine = readTimelineFile(paths.timeline, q);
  const peers = paths.peers(paths.timeline);
  if (!peers.length)
    return mine;
  let bad = mine.bad;
  const all = [mine.events];
  for (const p of peers) {
    const r = readTimelineFile(p.file, q);
    bad += r.bad;
    all.push(r.events);
  }
  const events = all.flat().map((e, i) => ({ e, i, ms: tsOrder(e) })).sort((x, y) => y.ms - x.ms || x.i - y.i).map((x) => x.e);
  return { events: q.limit === undefined ? events : events.slice(0, q.limit), bad };
}
function readTimelineFile(file, q) {
  const since = q.sinceMs;
  let last;
  let lastMs = NaN;
  const ms = (e) => e === last ? lastMs : (last = e, lastMs = tsMs(e));
  const { records, bad } = readTail2(file, {
    limit: q.limit,
    stop: since === undefined ? undefined : (e) => ms(e) < since - OUT_OF_ORDER_SLACK_MS2,
    accept: (e) => {
      if (q.branch !== undefined && e.branch !== q.branch)
        return false;
      if (since === undefined)
        return true;
      return ms(e) >= since;
    }
  });
  return { events: records, bad };
}
function summarizeTimeline2(events) {
  const counts = new Map;
  const branches = new Set;
  for (const e of events) {
    if (e.event === "completed" && typeof e.skill === "string")
      counts.set(e.skill, (counts.get(e.skill) ?? 0) + 1);
    if (typeof e.branch === "string" && e.branch)
      branches.add(e.branch);
  }
  const completed = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { completed, branches: branches.size };
}
function flat(v) {
  return String(v ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ");
}
function formatTimeline2(summary, recentOldestFirst) {
  const lines = [];
  if (summary.completed.length) {
    const runs = summary.completed.map(([s, n]) => `${n} /${flat(s)}`).join(", ");
    lines.push(`TIMELINE: ${runs} across ${summary.branches} branch${summary.branches !== 1 ? "es" : ""}`);
  }
  lines.push("", "## Recent Events");
  for (const e of recentOldestFirst) {
    const ts = flat(e.ts).replace("T", " ").replace(/\.\d+Z$/, "Z");
    const dur = e.duration_s ? ` (${flat(e.duration_s)}s)` : "";
    const outcome = e.outcome ? ` [${flat(e.outcome)}]` : "";
    const on = e.branch ? ` on ${flat(e.branch)}` : "";
    lines.push(`- ${ts} /${flat(e.skill)} ${flat(e.event)}${outcome}${dur}${on}`);
  }
  return `${lines.join(`
`)}
`;
}
var UNIT_MS = {
  second: 1000,
  minute: 60000,
  hour: 3600000,
  day: 86400000,
  week: 604800000,
  month: 2592000000
};
function parseSince2(text, now = Date.now()) {
  const m = /^\s*(\d{1,9})\s*(second|minute|hour|day|week|month)s?\s+ago\s*$/i.exec(text);
  if (m)
    return now - Number(m[1]) * UNIT_MS[m[2].toLowerCase()];
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) {
    const ms = Date.parse(text.trim());
    if (!Number.isNaN(ms))
      return ms;
  }
  throw rejected("--since", `"N unit ago" (unit: minute, hour, day, week, month) or an ISO date is allowed`, text);
}

export { OUT_OF_ORDER_SLACK_MS2, toTimelineEvent2, appendTimelineEvent2, compactTimeline2, readTimeline2, summarizeTimeline2, formatTimeline2, parseSince2 };
