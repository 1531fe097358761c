import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/state/session-id.ts
var SESSION_ID2 = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;
var SESSION_ID_ALLOWED = "1-64 characters of [A-Za-z0-9._-], not starting with a dot";
var SESSION_ENV = ["GSTACK_SESSION_ID", "CLAUDE_CODE_SESSION_ID", "CLAUDE_SESSION_ID"];
function checkSessionId2(id, field = "session") {
  if (typeof id !== "string" || !SESSION_ID2.test(id))
    throw rejected(field, SESSION_ID_ALLOWED, id);
  return id;
}
function explicitSession(env, explicit) {
  if (explicit?.id !== undefined)
    return { id: checkSessionId2(explicit.id, explicit.field), source: explicit.field };
  for (const name of SESSION_ENV) {
    const v = env[name];
    if (v)
      return { id: checkSessionId2(v, name), source: name };
  }
  return;
}
async function resolveSession2(env, explicit) {
  const found = explicitSession(env, explicit);
  if (found)
    return found;
  const { callerSessionId } = await import("./caller-dm35zmt6.mjs");
  return { id: await callerSessionId(), source: "ppid" };
}

export { SESSION_ID2, checkSessionId2, resolveSession2 };
