import {
  resolveSession2
} from "./main-rhf6bxff.mjs";
import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  parseHookJson
} from "./main-34ns1ar3.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/hooks/lifecycle.ts
function parseHookPayload(text) {
  const { fields: v, session_id, cwd } = parseHookJson(text);
  const out = {};
  if (session_id !== undefined)
    out.session_id = session_id;
  if (cwd !== undefined)
    out.cwd = cwd;
  for (const k of ["hook_event_name", "transcript_path", "prompt", "reason"]) {
    const f = v[k];
    if (f === undefined || f === null)
      continue;
    if (typeof f !== "string")
      throw rejected(k, "a string", f);
    out[k] = f;
  }
  if (out.prompt !== undefined && out.prompt.length > 1e6)
    throw rejected("prompt", "at most 1000000 characters");
  return out;
}
var SESSION_WINDOW_MS = 7 * 86400000;
async function handleSessionEnd(payload, ctx) {
  const session = payload.session_id;
  if (!session)
    throw rejected("session_id", "the session id from Claude Code's hook input");
  const cwd = payload.cwd ?? ctx.cwd;
  const paths = new StatePaths(ctx.env, cwd);
  const { readTail } = await import("./jsonl-1d8b8fwx.mjs");
  const prefix = `${session}-`;
  const events = readTail(paths.timeline, {
    limit: 1e4,
    stop: (e) => typeof e.ts === "string" && Date.parse(e.ts) < ctx.now - SESSION_WINDOW_MS,
    accept: (e) => typeof e.session === "string" && e.session.startsWith(prefix) && typeof e.skill === "string"
  }).records;
  const seen = new Set;
  const open = [];
  for (const e of events) {
    const key = `${String(e.session)}\x00${String(e.skill)}`;
    if (seen.has(key))
      continue;
    seen.add(key);
    if (e.event === "started")
      open.push(e);
  }
  const closed = [];
  if (open.length) {
    const { appendTimelineEvent, toTimelineEvent } = await import("./timeline-nyw3vvrm.mjs");
    for (const e of open.reverse()) {
      const started = Date.parse(String(e.ts));
      const duration = Number.isFinite(started) ? Math.max(0, Math.round((ctx.now - started) / 1000)) : 0;
      const ev = {
        skill: e.skill,
        event: "completed",
        session: e.session,
        outcome: "abandoned",
        duration_s: duration
      };
      if (typeof e.branch === "string")
        ev.branch = e.branch;
      const warnings = [];
      await appendTimelineEvent(paths, toTimelineEvent(ev, new Date(ctx.now)), warnings);
      for (const w of warnings)
        ctx.warn(w);
      closed.push({ skill: String(e.skill), session: String(e.session), duration_s: duration });
    }
  }
  const { removeSession } = await import("./sessions-gkhfz8v5.mjs");
  const markerRemoved = removeSession(paths, session);
  return { session, closed, markerRemoved };
}
var MAX_INJECT_CHARS = 9500;
var MAX_POINTERS = 3;
var loaderStep = async (payload, ctx) => {
  const cwd = payload.cwd ?? ctx.cwd;
  const paths = new StatePaths(ctx.env, cwd);
  const { getConfig } = await import("./config-hhh7kvj8.mjs");
  const mode = await getConfig(paths.config, "loader_inject") ?? "off";
  if (mode !== "listing" && mode !== "load")
    return { outcome: mode === "off" ? "off" : `unknown loader_inject ${JSON.stringify(mode)}: off` };
  const pipeline = await import("./pipeline-8nw1jp79.mjs");
  const base = { cwd, env: ctx.env, session: payload.session_id, sessionField: "session_id" };
  if (mode === "listing") {
    const s = await pipeline.setup(base);
    const l = await pipeline.listing(s, {}, ctx.env);
    if (!l.entries.length)
      return { outcome: "listing: no skills" };
    return {
      context: `Skills available in this project (gstack-skills listing; load one with the Skill tool):
${l.text}`,
      outcome: `listing: ${l.entries.length} skills, ${l.used} characters`
    };
  }
  const cfg = await pipeline.loaderConfig(paths);
  const budget = Math.min(cfg.budget, MAX_INJECT_CHARS - 200);
  const r = await pipeline.load({ ...base, intent: payload.prompt, budget, cutToFit: false });
  const over = (r.result.violation ? r.result.candidates.filter((c) => c.budget === "overflow") : r.load.overflow).slice().sort((a, b) => a.order - b.order).slice(0, MAX_POINTERS);
  if (!r.load.loaded.length && !over.length)
    return { outcome: "load: no skill fits the prompt" };
  const { loadText, pointerText } = await import("./report-ja8erqrv.mjs");
  const parts = [];
  if (r.load.loaded.length)
    parts.push(`Skills loaded for this prompt by gstack-skills (follow the one that fits):

${loadText(r.load, cwd, ctx.env.HOME)}`);
  if (over.length) {
    const p = `Skills picked for this prompt by gstack-skills but over the ${budget.toLocaleString("en-US")} characters this hook passes (ranked; load one whole with the Skill tool, or Read its SKILL.md):
${pointerText(over)}`;
    if (r.load.loaded.length && over[0].order < Math.min(...r.load.loaded.map((l) => l.candidate.order)))
      parts.unshift(p);
    else
      parts.push(p);
  }
  const names = (cs) => cs.map((c) => c.skill.name).join(", ");
  return {
    context: parts.join(`

`),
    outcome: [
      r.load.loaded.length ? `load: ${names(r.load.loaded.map((l) => l.candidate))} (${r.load.used} characters)` : "load: nothing fits",
      over.length ? `pointed to: ${names(over)}` : ""
    ].filter(Boolean).join("; ")
  };
};
var recordStep = async (payload, ctx) => {
  if (typeof payload.prompt !== "string" || !payload.prompt)
    return { outcome: "record: no prompt" };
  const { id } = await resolveSession2(ctx.env, { id: payload.session_id, field: "session_id" });
  const { recordPrompt } = await import("./prompts-k7nfkc4s.mjs");
  await recordPrompt(new StatePaths(ctx.env, payload.cwd ?? ctx.cwd).root, id, payload.prompt, new Date(ctx.now));
  return { outcome: "record: kept" };
};
var PROMPT_STEPS = [
  { name: "record", run: recordStep },
  { name: "loader", run: loaderStep }
];
async function handleUserPromptSubmit(payload, ctx, steps = PROMPT_STEPS) {
  const parts = [];
  const done = [];
  for (const s of steps) {
    try {
      const r = await s.run(payload, ctx);
      if (r.context)
        parts.push(r.context);
      done.push({ step: s.name, outcome: r.outcome });
    } catch (err) {
      const msg = (err?.message ?? String(err)).replace(/\s+/g, " ");
      ctx.warn(`${s.name}: ${msg}`);
      done.push({ step: s.name, outcome: `failed: ${msg}` });
    }
  }
  let text = parts.join(`

`);
  if (text.length > MAX_INJECT_CHARS)
    text = `${text.slice(0, MAX_INJECT_CHARS - 1)}…`;
  return { additionalContext: text || undefined, steps: done };
}
function promptSubmitOutput(additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}
`;
}
export {
  handleSessionEnd,
  handleUserPromptSubmit,
  parseHookPayload,
  promptSubmitOutput
};
