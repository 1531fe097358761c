// What a PreToolUse hook prints. Claude Code reads the decision from `hookSpecificOutput`
// (a top-level `permissionDecision` is ignored there); gstack's own hooks and the skills that
// parse them read the top-level `permissionDecision` and `message`. Both are written, with the
// same decision and text, so either reader sees it. Always exit 0: JSON is only read on exit 0.

export type Decision = "ask" | "deny";

export const ALLOW = "{}\n";

export function decision(kind: Decision, message: string): string {
  const text = message.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return `${JSON.stringify({
    permissionDecision: kind,
    message: text,
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: kind, permissionDecisionReason: text },
  })}\n`;
}

export interface ToolCall {
  tool_name: string;
  tool_input: Record<string, unknown>;
  cwd?: string;
  /** The session the call belongs to (Claude Code sends it with every hook). */
  session_id?: string;
}

/** Parses the hook's stdin; a string is the reason it could not be read. */
export function parseToolCall(stdin: string): ToolCall | string {
  if (!stdin.trim()) return "no tool call on stdin (expected Claude Code's PreToolUse JSON)";
  let v: unknown;
  try {
    v = JSON.parse(stdin);
  } catch (err) {
    return `the tool call is not valid JSON (${(err as Error).message.slice(0, 80)})`;
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) return "the tool call is not a JSON object";
  const o = v as Record<string, unknown>;
  if (typeof o.tool_name !== "string" || !o.tool_name) return "the tool call has no tool_name";
  const input = o.tool_input;
  if (!input || typeof input !== "object" || Array.isArray(input))
    return `the ${o.tool_name} call has no tool_input object`;
  return {
    tool_name: o.tool_name,
    tool_input: input as Record<string, unknown>,
    cwd: typeof o.cwd === "string" && o.cwd ? o.cwd : undefined,
    session_id: typeof o.session_id === "string" && o.session_id ? o.session_id : undefined,
  };
}
