// The one session rule. Every part of the kit that keys something by session (the preamble's
// marker and timeline run ids, gstack-session, the loader's activations and warm set, the
// lifecycle hooks) asks resolveSession, so a hook and a Bash block of the same Claude Code
// session agree. Highest first:
//   1. an explicit id: a --session/--id/--session-id flag, else a hook payload's session_id;
//   2. GSTACK_SESSION_ID (set by the user or an orchestrator);
//   3. CLAUDE_CODE_SESSION_ID (Claude Code sets it in its Bash tool's environment);
//   4. CLAUDE_SESSION_ID (older hosts);
//   5. the caller's PPID: the agent process that runs the skill's bash (gstack's $PPID).
import { rejected } from "../core/errors.ts";

/** Safe as a file name: no slash, not "." or "..", short enough for `<id>-<epoch>` run ids. */
export const SESSION_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;
export const SESSION_ID_ALLOWED = "1-64 characters of [A-Za-z0-9._-], not starting with a dot";

export const SESSION_ENV = ["GSTACK_SESSION_ID", "CLAUDE_CODE_SESSION_ID", "CLAUDE_SESSION_ID"] as const;

export interface ResolvedSession {
  id: string;
  /** Where it came from: the flag or field name, the variable, or "ppid". */
  source: string;
}

export function checkSessionId(id: unknown, field = "session"): string {
  if (typeof id !== "string" || !SESSION_ID.test(id)) throw rejected(field, SESSION_ID_ALLOWED, id);
  return id;
}

/**
 * The session without the PPID step: an explicit id, else the first variable set. Undefined when
 * none is. A value that is set but unsafe is rejected naming where it came from, never skipped:
 * skipping would silently key this run differently from the hooks of the same session.
 */
export function explicitSession(
  env: NodeJS.ProcessEnv,
  explicit?: { id: string | undefined; field: string },
): ResolvedSession | undefined {
  if (explicit?.id !== undefined) return { id: checkSessionId(explicit.id, explicit.field), source: explicit.field };
  for (const name of SESSION_ENV) {
    const v = env[name];
    if (v) return { id: checkSessionId(v, name), source: name };
  }
  return undefined;
}

/** The full rule (see the top of this file). The PPID step is loaded lazily: it reads /proc. */
export async function resolveSession(
  env: NodeJS.ProcessEnv,
  explicit?: { id: string | undefined; field: string },
): Promise<ResolvedSession> {
  const found = explicitSession(env, explicit);
  if (found) return found;
  const { callerSessionId } = await import("./caller.ts");
  return { id: await callerSessionId(), source: "ppid" };
}
