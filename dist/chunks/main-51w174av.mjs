// lib/hooks/output.ts
var ALLOW = `{}
`;
function decision(kind, message) {
  const text = message.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return `${JSON.stringify({
    permissionDecision: kind,
    message: text,
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: kind, permissionDecisionReason: text }
  })}
`;
}
function parseToolCall(stdin) {
  if (!stdin.trim())
    return "no tool call on stdin (expected Claude Code's PreToolUse JSON)";
  let v;
  try {
    v = JSON.parse(stdin);
  } catch (err) {
    return `the tool call is not valid JSON (${err.message.slice(0, 80)})`;
  }
  if (!v || typeof v !== "object" || Array.isArray(v))
    return "the tool call is not a JSON object";
  const o = v;
  if (typeof o.tool_name !== "string" || !o.tool_name)
    return "the tool call has no tool_name";
  const input = o.tool_input;
  if (!input || typeof input !== "object" || Array.isArray(input))
    return `the ${o.tool_name} call has no tool_input object`;
  return {
    tool_name: o.tool_name,
    tool_input: input,
    cwd: typeof o.cwd === "string" && o.cwd ? o.cwd : undefined,
    session_id: typeof o.session_id === "string" && o.session_id ? o.session_id : undefined
  };
}

export { ALLOW, decision, parseToolCall };
