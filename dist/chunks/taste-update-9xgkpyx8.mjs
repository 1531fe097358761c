import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  validate2
} from "./main-enm87a3e.mjs";
import {
  given
} from "./main-ndsfx5fz.mjs";
import {
  validate9
} from "./main-73sq1dmy.mjs";
import {
  redactSecrets
} from "./main-n6wwwqst.mjs";
import {
  defineCommand,
  withErrors
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  writeFileAtomic
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  usage,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/records/taste.ts
import { copyFileSync, readFileSync } from "node:fs";
var DIMENSIONS = ["fonts", "colors", "layouts", "aesthetics"];
var SESSION_CAP = 50;
var DECAY_PER_WEEK = 0.05;
var WEEK_MS = 7 * 86400000;
function tastePath(paths) {
  return paths.project("taste-profile.json");
}
function emptyTaste(now = new Date) {
  const dims = {};
  for (const d of DIMENSIONS)
    dims[d] = { approved: [], rejected: [] };
  return { version: 1, updated_at: now.toISOString(), dimensions: dims, sessions: [] };
}
var num = (v, d = 0) => typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : d;
function normalizeTaste(raw, now = new Date) {
  const out = emptyTaste(now);
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    return out;
  const r = raw;
  if (typeof r.updated_at === "string")
    out.updated_at = r.updated_at;
  const dims = r.dimensions && typeof r.dimensions === "object" ? r.dimensions : {};
  for (const d of DIMENSIONS) {
    const src = dims[d] && typeof dims[d] === "object" ? dims[d] : {};
    for (const bucket of ["approved", "rejected"]) {
      const list = Array.isArray(src[bucket]) ? src[bucket] : [];
      for (const p of list) {
        if (!p || typeof p !== "object")
          continue;
        const e = p;
        if (typeof e.value !== "string" || !e.value)
          continue;
        out.dimensions[d][bucket].push({
          value: e.value,
          confidence: Math.min(1, num(e.confidence)),
          approved_count: Math.floor(num(e.approved_count)),
          rejected_count: Math.floor(num(e.rejected_count)),
          last_seen: typeof e.last_seen === "string" && !Number.isNaN(Date.parse(e.last_seen)) ? e.last_seen : out.updated_at
        });
      }
    }
  }
  if (Array.isArray(r.sessions)) {
    for (const s of r.sessions.slice(-SESSION_CAP)) {
      if (!s || typeof s !== "object")
        continue;
      const e = s;
      if (typeof e.ts !== "string" || e.action !== "approved" && e.action !== "rejected" || typeof e.variant !== "string")
        continue;
      out.sessions.push({
        ts: e.ts,
        action: e.action,
        variant: e.variant,
        ...typeof e.reason === "string" ? { reason: e.reason } : {}
      });
    }
  }
  return out;
}
function loadTaste(paths, strict = false) {
  const path = tastePath(paths);
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT")
      return { profile: emptyTaste() };
    throw ioError(err, `cannot read ${path}`);
  }
  try {
    return { profile: normalizeTaste(JSON.parse(text)) };
  } catch {
    const msg = `${path}: not valid JSON; fix or remove it`;
    if (strict)
      throw new GstackError(`taste-profile.json: not valid JSON; fix or remove ${path}`, "rejected");
    return { profile: emptyTaste(), warning: msg };
  }
}
function extractSignals(reason) {
  const out = {};
  if (!reason)
    return out;
  for (const m of reason.matchAll(/(fonts|colors|layouts|aesthetics):\s*([^;]+)/gi)) {
    const dim = m[1].toLowerCase();
    const values = m[2].split(",").map((s) => s.trim().slice(0, 200)).filter(Boolean);
    out[dim] = [...out[dim] ?? [], ...values];
  }
  return out;
}
function toTasteInput(input) {
  const fields = given(input, ["action", "variant", "reason"]);
  const { action, variant, reason } = validate9(validate2, { ts: new Date().toISOString(), ...fields });
  return {
    action,
    variant: redactSecrets(variant),
    ...reason === undefined ? {} : { reason: redactSecrets(reason) }
  };
}
var lockModule = () => import("./lock-dqsbhtqz.mjs");
async function updateTaste(paths, input, now = new Date) {
  const path = tastePath(paths);
  const { withLock } = await lockModule();
  return withLock(path, () => {
    const { profile, warning } = loadTaste(paths);
    const notes = [];
    if (warning) {
      try {
        copyFileSync(path, `${path}.corrupt`);
      } catch {}
      notes.push(`WARN: ${warning}; started from an empty profile (the old file is kept as ${path}.corrupt)`);
    }
    const stamp = now.toISOString();
    const signals = extractSignals(input.reason);
    for (const dim of DIMENSIONS) {
      for (const value of signals[dim] ?? []) {
        const other = input.action === "approved" ? "rejected" : "approved";
        const list = profile.dimensions[dim][input.action];
        const same = (p) => p.value.toLowerCase() === value.toLowerCase();
        let entry = list.find(same);
        if (!entry) {
          entry = { value, confidence: 0, approved_count: 0, rejected_count: 0, last_seen: stamp };
          list.push(entry);
        }
        if (input.action === "approved")
          entry.approved_count++;
        else
          entry.rejected_count++;
        entry.last_seen = stamp;
        const total = entry.approved_count + entry.rejected_count;
        entry.confidence = (input.action === "approved" ? entry.approved_count : entry.rejected_count) / (total + 1);
        const opp = profile.dimensions[dim][other].find(same);
        if (opp && opp.approved_count + opp.rejected_count >= 3 && opp.confidence >= 0.6) {
          notes.push(`NOTE: taste drift — "${value}" previously ${other} with confidence ${opp.confidence.toFixed(2)}. Keep both signals; aggregate confidence will rebalance.`);
        }
      }
    }
    profile.sessions.push({
      ts: stamp,
      action: input.action,
      variant: input.variant,
      ...input.reason === undefined ? {} : { reason: input.reason }
    });
    profile.sessions = profile.sessions.slice(-SESSION_CAP);
    profile.updated_at = stamp;
    writeFileAtomic(path, `${JSON.stringify(profile, null, 2)}
`);
    return { profile, notes };
  });
}
function decayedTaste(profile, now = Date.now()) {
  const out = structuredClone(profile);
  for (const d of DIMENSIONS) {
    for (const bucket of ["approved", "rejected"]) {
      for (const p of out.dimensions[d][bucket]) {
        const weeks = Math.max(0, (now - Date.parse(p.last_seen)) / WEEK_MS);
        p.confidence = Math.max(0, p.confidence * (1 - DECAY_PER_WEEK) ** weeks);
      }
    }
  }
  return out;
}
var flat = (s) => s.replace(/[\u0000-\u001f\u007f]+/g, " ");
function formatTaste(slug, decayed) {
  const lines = [`taste-profile.json (slug: ${slug}, sessions: ${decayed.sessions.length})`];
  for (const d of DIMENSIONS) {
    const top = (bucket, count) => [...decayed.dimensions[d][bucket]].sort((a, b) => b.confidence * b[count] - a.confidence * a[count]).slice(0, 3);
    const app = top("approved", "approved_count");
    const rej = top("rejected", "rejected_count");
    if (!app.length && !rej.length)
      continue;
    lines.push("", `[${d}]`);
    const row = (p) => `    ${flat(p.value)} — conf ${p.confidence.toFixed(2)} (+${p.approved_count}/-${p.rejected_count})`;
    if (app.length)
      lines.push("  approved (decayed):", ...app.map(row));
    if (rej.length)
      lines.push("  rejected:", ...rej.map(row));
  }
  return `${lines.join(`
`)}
`;
}
async function migrateTaste(paths) {
  const path = tastePath(paths);
  const { withLock } = await lockModule();
  return withLock(path, () => {
    const { profile } = loadTaste(paths, true);
    writeFileAtomic(path, `${JSON.stringify(profile, null, 2)}
`);
    return profile;
  });
}

// lib/cli/commands/taste-update.ts
var USAGE = `Usage: gstack-taste-update approved|rejected <variant> [--reason "..."] | show | migrate`;
var VERDICT = {
  args: [{ name: "<variant>" }],
  flags: ["reason"],
  about: ""
};
var command = defineCommand({
  name: "taste-update",
  about: `The design taste profile, projects/<slug>/taste-profile.json (gstack's schema v1).
Also runs as \`node_modules/.bin/bun run bin/gstack-taste-update ...\` (gstack's form).
A profile that is not JSON: WARN on stderr, kept as taste-profile.json.corrupt, and a verdict
starts an empty profile (show prints the empty summary).`,
  subcommands: {
    approved: {
      ...VERDICT,
      about: `records a verdict on the variant (a path or name). Locked, atomic; the
last 50 verdicts are kept. Prints "<action>: <variant> → <profile path>".`
    },
    rejected: { ...VERDICT, about: "as approved" },
    show: { about: "the top preferences per dimension, confidence decayed 5% per week" },
    migrate: { about: "rewrites a legacy profile in the current schema" }
  },
  flags: {
    reason: {
      type: "string",
      arg: `"..."`,
      about: `preferences come from the reason: "fonts: Inter, Söhne; colors: navy; layouts: grid"
(dimensions: fonts, colors, layouts, aesthetics)`
    },
    json: { type: "boolean", about: "print the (decayed, for show) profile as JSON" }
  },
  exit: "0 ok, 1 rejected input (migrate: a profile that is not JSON), 2 usage, 3 state not writable."
}, async (io, p) => {
  const json = p.flags.json;
  const paths = new StatePaths(io.env, io.cwd);
  switch (p.verb) {
    case "approved":
    case "rejected": {
      const input = toTasteInput({ action: p.verb, variant: p.args[0], reason: p.flags.reason });
      const { profile, notes } = await updateTaste(paths, input);
      for (const n of notes)
        io.err(`${n.startsWith("WARN") ? "gstack-taste-update: " : ""}${n}
`);
      io.out(json ? jsonLine(profile) : `${input.action}: ${input.variant} → ${tastePath(paths)}
`);
      return 0;
    }
    case "show": {
      const { profile, warning } = loadTaste(paths);
      if (warning)
        io.err(`gstack-taste-update: WARN: ${warning}
`);
      const decayed = decayedTaste(profile);
      io.out(json ? jsonLine(decayed) : formatTaste(paths.slug, decayed));
      return 0;
    }
    default: {
      const profile = await migrateTaste(paths);
      io.out(json ? jsonLine(profile) : `migrated taste profile to v1 at ${tastePath(paths)}
`);
      return 0;
    }
  }
});
var taste_update_default = withErrors(command, (err) => {
  if (err instanceof GstackError && err.kind === "usage")
    throw usage(`${err.message.replace(/ \(see --help\)$/, "")}. ${USAGE}`);
  throw err;
});
export {
  taste_update_default as default
};
