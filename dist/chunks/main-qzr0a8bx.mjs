import {
  countActiveSessions2
} from "./main-5649ykyf.mjs";
import {
  appendRecord2,
  readTail2,
  scanRecords2,
  compactRecords2
} from "./main-k6ny11s1.mjs";
import {
  retentionSettings,
  compactIfLarge,
  lineBytes,
  keepRecent
} from "./main-f7q2wh4f.mjs";
import {
  OUT_OF_ORDER_SLACK_MS2
} from "./main-tzz92tjh.mjs";
import {
  redactErrorMessage2
} from "./main-jywq1s53.mjs";
import {
  sanitizeField,
  pendingMarkers,
  removeOwnPending
} from "./main-7nmnkb45.mjs";
import {
  package_default
} from "./main-h5gsmbbg.mjs";
import {
  SKILL_PATTERN,
  isoTs,
  tsMs
} from "./main-ndsfx5fz.mjs";
import {
  redactSecrets
} from "./main-n6wwwqst.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/records/telemetry.ts
import { readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
var SESSION = /^[a-zA-Z0-9_.:-]{1,128}$/;
var MAX_DURATION_S = 86400;
var INSTALLATION_ID2 = /^[a-f0-9-]{32,36}$/;
function confidenceOf(v) {
  if (typeof v === "number")
    return Number.isFinite(v) && v >= 0 && v <= 1 ? Math.round(v * 1e4) / 1e4 : null;
  if (typeof v !== "string" || v === "")
    return null;
  const m = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(v);
  return confidenceOf(m ? Number(m[0]) : 0);
}
function durationOf(v) {
  const n = typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_DURATION_S ? n : null;
}
function skillUsageRecord2(paths, input, now = new Date) {
  const rec = input;
  let ts;
  try {
    ts = isoTs(rec);
  } catch {}
  const message = typeof rec.error_message === "string" ? rec.error_message.slice(0, 1e5) : undefined;
  const step = sanitizeField(rec.failed_step);
  const id = rec.installation_id;
  return {
    v: 1,
    ts: ts ?? now.toISOString().replace(/\.\d{3}Z$/, "Z"),
    event_type: sanitizeField(rec.event_type) || "skill_run",
    skill: sanitizeField(rec.skill) ?? "",
    session_id: sanitizeField(rec.session_id) ?? "",
    gstack_version: package_default.version,
    os: process.platform,
    arch: process.arch === "x64" ? "x86_64" : process.arch,
    duration_s: durationOf(rec.duration_s),
    outcome: sanitizeField(rec.outcome) || "unknown",
    error_class: sanitizeField(rec.error_class) || null,
    error_message: message ? redactErrorMessage2(message) : null,
    failed_step: step ? redactSecrets(step).slice(0, 200) : null,
    used_browse: rec.used_browse === true,
    sessions: Math.max(1, safeCount(paths)),
    installation_id: typeof id === "string" && INSTALLATION_ID2.test(id) ? id : null,
    source: sanitizeField(rec.source) || "live",
    security_url_domain: sanitizeField(rec.security_url_domain) || null,
    security_payload_hash: sanitizeField(rec.security_payload_hash) || null,
    security_confidence: confidenceOf(rec.security_confidence),
    security_layer: sanitizeField(rec.security_layer) || null,
    security_verdict: sanitizeField(rec.security_verdict) || null,
    _repo_slug: paths.slug,
    _branch: paths.branch
  };
}
function safeCount(paths) {
  try {
    return countActiveSessions2(paths);
  } catch {
    return 1;
  }
}
async function appendSkillUsage2(paths, rec, warnings) {
  const full = "v" in rec && rec.v === 1 ? rec : skillUsageRecord2(paths, rec);
  const size = appendRecord2(paths.skillUsage, full);
  await compactIfLarge(paths, size, (r) => compactSkillUsage2(paths, r), lineBytes(full), warnings);
  return full;
}
async function compactSkillUsage2(paths, r) {
  const settings = r ?? await retentionSettings(paths);
  return compactRecords2(paths.skillUsage, (records) => keepRecent(records, settings));
}
async function settlePending2(paths, sessionId, enabled, warnings) {
  if (!enabled) {
    removeOwnPending(paths, sessionId);
    return 0;
  }
  const { dir, names } = pendingMarkers(paths);
  let logged = 0;
  for (const name of names) {
    const sid = name.slice(".pending-".length);
    const path = join(dir, name);
    if (sid !== sessionId) {
      let marker = {};
      try {
        marker = JSON.parse(readFileSync(path, "utf8"));
      } catch {}
      try {
        const skill = typeof marker.skill === "string" && SKILL_PATTERN.test(marker.skill) ? marker.skill : "unknown";
        const ts = typeof marker.ts === "string" && !Number.isNaN(Date.parse(marker.ts)) ? marker.ts : undefined;
        const sess = SESSION.test(sid) ? sid : undefined;
        await appendSkillUsage2(paths, skillUsageRecord2(paths, { skill, ts, session_id: sess, outcome: "unknown" }), warnings);
        logged++;
      } catch {}
    }
    try {
      unlinkSync(path);
    } catch {}
  }
  return logged;
}
var WINDOWS = {
  "24h": { days: 1, label: "last 24 hours" },
  "7d": { days: 7, label: "last 7 days" },
  "14d": { days: 14, label: "last 14 days" },
  "30d": { days: 30, label: "last 30 days" },
  all: { days: 0, label: "all time" }
};
function isRun(r) {
  if (typeof r.ts !== "string")
    return false;
  if (r.event === "hook_fire")
    return false;
  return r.event_type === undefined || r.event_type === "skill_run";
}
async function usageReport2(paths, window, now = Date.now()) {
  const { days, label } = WINDOWS[window];
  const report = {
    window,
    label,
    file: "ok",
    runs: 0,
    success: 0,
    errors: 0,
    success_rate: 100,
    total_duration_s: 0,
    skills: []
  };
  const read = async (file) => {
    if (!days) {
      const runs = [];
      await scanRecords2(file, (r) => void (isRun(r) && runs.push(r)));
      return runs;
    }
    const cutoff = now - days * 86400000;
    return readTail2(file, {
      stop: (x) => tsMs(x) < cutoff - OUT_OF_ORDER_SLACK_MS2,
      accept: (x) => isRun(x) && tsMs(x) >= cutoff
    }).records;
  };
  const files = [paths.skillUsage, ...paths.peers(paths.skillUsage).map((p) => p.file)];
  const records = (await Promise.all(files.map(read))).flat();
  if (!records.length) {
    report.file = fileState(paths);
    return report;
  }
  const bySkill = new Map;
  for (const r of records) {
    report.runs++;
    if (r.outcome === undefined || r.outcome === "success")
      report.success++;
    if (r.outcome === "error")
      report.errors++;
    const d = typeof r.duration_s === "number" && r.duration_s > 0 ? r.duration_s : 0;
    report.total_duration_s += d;
    const skill = typeof r.skill === "string" ? r.skill : "unknown";
    const s = bySkill.get(skill) ?? { runs: 0, dur: 0, durN: 0 };
    s.runs++;
    if (d) {
      s.dur += d;
      s.durN++;
    }
    bySkill.set(skill, s);
  }
  report.total_duration_s = Math.round(report.total_duration_s);
  report.success_rate = report.runs ? Math.floor(report.success * 100 / report.runs) : 100;
  report.skills = [...bySkill].map(([skill, s]) => ({ skill, runs: s.runs, avg_duration_s: s.durN ? Math.round(s.dur / s.durN) : 0 })).sort((a, b) => b.runs - a.runs || (a.skill < b.skill ? 1 : a.skill > b.skill ? -1 : 0));
  return report;
}
function fileState(paths) {
  try {
    return readFileSync(paths.skillUsage).length ? "ok" : "empty";
  } catch {
    return "missing";
  }
}
function duration(s) {
  if (s >= 3600)
    return `${Math.floor(s / 3600)}h ${Math.floor(s % 3600 / 60)}m`;
  if (s >= 60)
    return `${Math.floor(s / 60)}m`;
  return `${s}s`;
}
function formatUsageReport2(r) {
  if (r.file === "missing") {
    return `gstack usage — no data yet

Usage data will appear here after you use gstack skills
with telemetry enabled (gstack-config set telemetry anonymous).
`;
  }
  if (r.file === "empty")
    return `gstack usage — no data yet
`;
  if (!r.runs)
    return `gstack usage (${r.label}) — no skill runs found
`;
  const lines = [`gstack usage (${r.label})`, "━".repeat(40)];
  const max = r.skills[0]?.runs ?? 1;
  for (const s of r.skills) {
    const bar = "█".repeat(Math.max(1, Math.floor(s.runs * 20 / max)));
    const avg = s.avg_duration_s >= 60 ? `${Math.floor(s.avg_duration_s / 60)}m` : `${s.avg_duration_s}s`;
    lines.push(`  /${s.skill.replace(/[\u0000-\u001f\u007f]/g, " ").padEnd(20)} ${bar}  ${s.runs} runs  (avg ${avg})`);
  }
  lines.push("", `Success rate: ${r.success_rate}% | Errors: ${r.errors} | Total time: ${duration(r.total_duration_s)}`, `Events: ${r.runs} skill runs`);
  return `${lines.join(`
`)}
`;
}
function parseWindow2(arg) {
  if (arg === undefined)
    return "7d";
  if (arg in WINDOWS)
    return arg;
  throw rejected("window", `one of ${Object.keys(WINDOWS).join(", ")}`, arg);
}

export { INSTALLATION_ID2, skillUsageRecord2, appendSkillUsage2, compactSkillUsage2, settlePending2, usageReport2, formatUsageReport2, parseWindow2 };
