// The lifecycle hooks the kit ships for Claude Code (registered by `gstack-install --hooks`):
// SessionEnd closes the session's dangling runs and removes its marker; UserPromptSubmit places
// skills for the prompt. Each reads Claude Code's hook JSON on stdin. They must never get in the
// user's way: the commands (gstack-hook-session-end, gstack-hook-prompt-submit) turn any failure
// into exit 0 with nothing on stdout and one line on stderr.
import { rejected } from "../core/errors.ts";
import { resolveSession } from "../state/session-id.ts";
import { parseHookJson } from "./payload.ts";
import { StatePaths } from "../state/paths.ts";

/** The fields of Claude Code's hook input the lifecycle hooks read (others are ignored). */
export interface HookPayload {
  session_id?: string;
  cwd?: string;
  hook_event_name?: string;
  transcript_path?: string;
  /** UserPromptSubmit: what the user typed. */
  prompt?: string;
  /** SessionEnd: clear, logout, prompt_input_exit, other. */
  reason?: string;
}

export interface HookContext {
  env: NodeJS.ProcessEnv;
  /** The working directory to use when the payload has none. */
  cwd: string;
  now: number;
  /** One line for stderr (not seen by the model). */
  warn(line: string): void;
}

/** Parses the hook input; a field of the wrong shape is rejected naming it. */
export function parseHookPayload(text: string): HookPayload {
  const { fields: v, session_id, cwd } = parseHookJson(text);
  const out: HookPayload = {};
  if (session_id !== undefined) out.session_id = session_id;
  if (cwd !== undefined) out.cwd = cwd;
  for (const k of ["hook_event_name", "transcript_path", "prompt", "reason"] as const) {
    const f = v[k];
    if (f === undefined || f === null) continue;
    if (typeof f !== "string") throw rejected(k, "a string", f);
    out[k] = f;
  }
  if (out.prompt !== undefined && out.prompt.length > 1_000_000) throw rejected("prompt", "at most 1000000 characters");
  return out;
}

// --- SessionEnd

/** Runs of a session are looked for this far back. */
const SESSION_WINDOW_MS = 7 * 86_400_000;

export interface SessionEndResult {
  session: string;
  /** The runs closed as abandoned: skill and run id. */
  closed: { skill: string; session: string; duration_s: number }[];
  markerRemoved: boolean;
}

/**
 * Closes every `started` run of the session that has no `completed` event (a skill aborted, the
 * user quit mid-skill) with `completed`, outcome `abandoned` and the duration, so /retro's counts
 * add up, and removes the session's marker, so ACTIVE_SESSIONS stops counting it. Runs are the
 * preamble's run ids `<session>-<epoch seconds>` in this project's timeline.
 */
export async function handleSessionEnd(payload: HookPayload, ctx: HookContext): Promise<SessionEndResult> {
  const session = payload.session_id;
  if (!session) throw rejected("session_id", "the session id from Claude Code's hook input");
  const cwd = payload.cwd ?? ctx.cwd;
  const paths = new StatePaths(ctx.env, cwd);
  const { readTail } = await import("../state/jsonl.ts");
  const prefix = `${session}-`;
  const events = readTail<Record<string, unknown>>(paths.timeline, {
    limit: 10_000,
    stop: (e) => typeof e.ts === "string" && Date.parse(e.ts) < ctx.now - SESSION_WINDOW_MS,
    accept: (e) => typeof e.session === "string" && e.session.startsWith(prefix) && typeof e.skill === "string",
  }).records;
  // Newest first: a run is open when its newest event is `started`.
  const seen = new Set<string>();
  const open: Record<string, unknown>[] = [];
  for (const e of events) {
    const key = `${String(e.session)}\u0000${String(e.skill)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (e.event === "started") open.push(e);
  }
  const closed: SessionEndResult["closed"] = [];
  if (open.length) {
    const { appendTimelineEvent, toTimelineEvent } = await import("../records/timeline.ts");
    for (const e of open.reverse()) {
      const started = Date.parse(String(e.ts));
      const duration = Number.isFinite(started) ? Math.max(0, Math.round((ctx.now - started) / 1000)) : 0;
      const ev: Record<string, unknown> = {
        skill: e.skill,
        event: "completed",
        session: e.session,
        outcome: "abandoned",
        duration_s: duration,
      };
      if (typeof e.branch === "string") ev.branch = e.branch;
      const warnings: string[] = [];
      await appendTimelineEvent(paths, toTimelineEvent(ev, new Date(ctx.now)), warnings);
      for (const w of warnings) ctx.warn(w);
      closed.push({ skill: String(e.skill), session: String(e.session), duration_s: duration });
    }
  }
  const { removeSession } = await import("../state/sessions.ts");
  const markerRemoved = removeSession(paths, session);
  return { session, closed, markerRemoved };
}

// --- UserPromptSubmit

/** Claude Code passes additionalContext up to about 10,000 characters whole; more becomes a preview. */
export const MAX_INJECT_CHARS = 9_500;

export type InjectMode = "off" | "listing" | "load";

/** At most this many too-big skills are pointed to by path. */
export const MAX_POINTERS = 3;

export interface PromptSubmitResult {
  /** Text for the model, or undefined for nothing. */
  additionalContext?: string;
  /** What each step did, for --json and tests. */
  steps: { step: string; outcome: string }[];
}

/** One step of the UserPromptSubmit hook: returns text to add to the context, or nothing. */
export type PromptStep = (payload: HookPayload, ctx: HookContext) => Promise<{ context?: string; outcome: string }>;

/**
 * Places skills for the prompt, as config `loader_inject` says: `off` (the default) adds nothing,
 * `listing` the budgeted skill listing, `load` the load set the six stages pick for the prompt
 * (its budget capped so the text reaches the model whole).
 */
export const loaderStep: PromptStep = async (payload, ctx) => {
  const cwd = payload.cwd ?? ctx.cwd;
  const paths = new StatePaths(ctx.env, cwd);
  const { getConfig } = await import("../state/config.ts");
  const mode = ((await getConfig(paths.config, "loader_inject")) ?? "off") as string;
  if (mode !== "listing" && mode !== "load")
    return { outcome: mode === "off" ? "off" : `unknown loader_inject ${JSON.stringify(mode)}: off` };
  const pipeline = await import("../loader/pipeline.ts");
  const base = { cwd, env: ctx.env, session: payload.session_id, sessionField: "session_id" };
  if (mode === "listing") {
    const s = await pipeline.setup(base);
    const l = await pipeline.listing(s, {}, ctx.env);
    if (!l.entries.length) return { outcome: "listing: no skills" };
    return {
      context: `Skills available in this project (gstack-skills listing; load one with the Skill tool):\n${l.text}`,
      outcome: `listing: ${l.entries.length} skills, ${l.used} characters`,
    };
  }
  const cfg = await pipeline.loaderConfig(paths);
  const budget = Math.min(cfg.budget, MAX_INJECT_CHARS - 200);
  const r = await pipeline.load({ ...base, intent: payload.prompt, budget, cutToFit: false });
  // Skills picked for the prompt but too big for what the client passes whole (the pack's own
  // are 9,000-16,000 characters): named with their SKILL.md path instead, best ranked first,
  // so the model loads the whole skill itself rather than following a cut one (0076).
  const over = (r.result.violation ? r.result.candidates.filter((c) => c.budget === "overflow") : r.load.overflow)
    .slice()
    .sort((a, b) => a.order! - b.order!)
    .slice(0, MAX_POINTERS);
  if (!r.load.loaded.length && !over.length) return { outcome: "load: no skill fits the prompt" };
  const { loadText, pointerText } = await import("../loader/report.ts");
  const parts: string[] = [];
  if (r.load.loaded.length)
    parts.push(
      `Skills loaded for this prompt by gstack-skills (follow the one that fits):\n\n${loadText(r.load, cwd, ctx.env.HOME)}`,
    );
  if (over.length) {
    const p = `Skills picked for this prompt by gstack-skills but over the ${budget.toLocaleString("en-US")} characters this hook passes (ranked; load one whole with the Skill tool, or Read its SKILL.md):\n${pointerText(over)}`;
    // The better-ranked part first.
    if (r.load.loaded.length && over[0]!.order! < Math.min(...r.load.loaded.map((l) => l.candidate.order!)))
      parts.unshift(p);
    else parts.push(p);
  }
  const names = (cs: { skill: { name: string } }[]) => cs.map((c) => c.skill.name).join(", ");
  return {
    context: parts.join("\n\n"),
    outcome: [
      r.load.loaded.length
        ? `load: ${names(r.load.loaded.map((l) => l.candidate))} (${r.load.used} characters)`
        : "load: nothing fits",
      over.length ? `pointed to: ${names(over)}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  };
};

/**
 * Keeps the user's own words for the session (prompts/<session>.jsonl, short retention): a
 * learning the agent says is user-stated is trusted only when the user really said it.
 */
const recordStep: PromptStep = async (payload, ctx) => {
  if (typeof payload.prompt !== "string" || !payload.prompt) return { outcome: "record: no prompt" };
  const { id } = await resolveSession(ctx.env, { id: payload.session_id, field: "session_id" });
  const { recordPrompt } = await import("../records/prompts.ts");
  await recordPrompt(new StatePaths(ctx.env, payload.cwd ?? ctx.cwd).root, id, payload.prompt, new Date(ctx.now));
  return { outcome: "record: kept" };
};

/** The steps, in order: recording first, so a loader failure never loses the user's words. */
export const PROMPT_STEPS: { name: string; run: PromptStep }[] = [
  { name: "record", run: recordStep },
  { name: "loader", run: loaderStep },
];

/**
 * The UserPromptSubmit hook: runs every step; a step that fails is reported on stderr and
 * skipped, so one broken step never costs the others (or the user's prompt).
 */
export async function handleUserPromptSubmit(
  payload: HookPayload,
  ctx: HookContext,
  steps = PROMPT_STEPS,
): Promise<PromptSubmitResult> {
  const parts: string[] = [];
  const done: PromptSubmitResult["steps"] = [];
  for (const s of steps) {
    try {
      const r = await s.run(payload, ctx);
      if (r.context) parts.push(r.context);
      done.push({ step: s.name, outcome: r.outcome });
    } catch (err) {
      const msg = ((err as Error)?.message ?? String(err)).replace(/\s+/g, " ");
      ctx.warn(`${s.name}: ${msg}`);
      done.push({ step: s.name, outcome: `failed: ${msg}` });
    }
  }
  let text = parts.join("\n\n");
  if (text.length > MAX_INJECT_CHARS) text = `${text.slice(0, MAX_INJECT_CHARS - 1)}\u2026`;
  return { additionalContext: text || undefined, steps: done };
}

/** Claude Code's UserPromptSubmit output: the text goes to the model as added context. */
export function promptSubmitOutput(additionalContext: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "UserPromptSubmit", additionalContext } })}\n`;
}
