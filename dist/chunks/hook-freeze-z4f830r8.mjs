import {
  StatePaths
} from "./main-dj24thjv.mjs";
import {
  resolveSession2
} from "./main-rhf6bxff.mjs";
import {
  ALLOW,
  decision,
  parseToolCall
} from "./main-51w174av.mjs";
import {
  defineCommand
} from "./main-fm753rf9.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-kt1qhm98.mjs";
import {
  rejected,
  usage,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/hooks/freeze.ts
import { existsSync, lstatSync, readdirSync, readlinkSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
var STALE_BOUNDARY_MS = 7 * 24 * 3600 * 1000;
var EDIT_TOOLS = {
  Edit: "file_path",
  Write: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path"
};
function boundaryFile(scope) {
  return new StatePaths(scope.env, scope.cwd).project("freeze", `${scope.session}.txt`);
}
function readBoundary(scope) {
  const text = readIfExists(boundaryFile(scope))?.trim();
  if (!text)
    return;
  return text.length > 1 ? text.replace(/\/+$/, "") : text;
}
function setBoundary(scope, dir) {
  const cwd = scope.cwd;
  if (!dir || /[\n\r\0]/.test(dir))
    throw rejected("DIR", "a directory path without newlines", dir);
  const real = resolvePhysical(dir, cwd);
  let st;
  try {
    st = statSync(real);
  } catch {
    throw rejected("DIR", "an existing directory", dir);
  }
  if (!st.isDirectory())
    throw rejected("DIR", "a directory, not a file", dir);
  const file = boundaryFile(scope);
  const dirExisted = existsSync(dirname(file));
  try {
    writeFileAtomic(file, `${real === sep ? real : real + sep}
`);
  } catch (err) {
    if (!dirExisted)
      try {
        rmdirSync(dirname(file));
      } catch {}
    throw err;
  }
  sweepStale(dirname(file), file);
  return real;
}
function sweepStale(dir, keep, now = Date.now()) {
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) {
    const f = join(dir, n);
    if (f === keep || !n.endsWith(".txt"))
      continue;
    try {
      if (now - lstatSync(f).mtimeMs > STALE_BOUNDARY_MS)
        unlinkSync(f);
    } catch {}
  }
}
function clearBoundary(scope) {
  const file = boundaryFile(scope);
  try {
    unlinkSync(file);
    return true;
  } catch (err) {
    if (err.code === "ENOENT")
      return false;
    throw ioError(err, `cannot remove ${file}`);
  }
}
function resolvePhysical(path, cwd) {
  const abs = isAbsolute(path) ? path : join(cwd, path);
  const todo = abs.split("/").filter((p) => p !== "" && p !== ".");
  let cur = "/";
  let hops = 0;
  while (todo.length) {
    const part = todo.shift();
    if (part === "..") {
      cur = dirname(cur);
      continue;
    }
    const next = cur === "/" ? `/${part}` : `${cur}/${part}`;
    let link;
    try {
      if (lstatSync(next).isSymbolicLink())
        link = readlinkSync(next);
    } catch {}
    if (link === undefined) {
      cur = next;
      continue;
    }
    if (++hops > 40)
      return resolve(abs);
    todo.unshift(...link.split("/").filter((p) => p !== "" && p !== "."));
    if (link.startsWith("/"))
      cur = "/";
  }
  return cur;
}
function insideBoundary(boundary, file) {
  if (boundary === "/")
    return true;
  return file === boundary || file.startsWith(`${boundary}/`);
}

// lib/cli/commands/hook-freeze.ts
var hook_freeze_default = defineCommand({
  name: "hook-freeze",
  about: `Hook mode: when a boundary is set, an Edit, Write, MultiEdit or NotebookEdit whose path lies
outside it is denied ({"permissionDecision":"deny",...,"hookSpecificOutput":{...}}); anything
else prints {}. Paths are resolved like the kernel will (relative to the call's cwd, .. and
symlinks followed), so links and ../ cannot step outside. A tool call that cannot be read
while a boundary is set is answered with "ask" and the reason (never a silent {}). Always
exits 0 in hook mode.

The boundary belongs to one project and one session: it is stored in
<state root>/projects/<slug>/freeze/<session>.txt, so /freeze in one repository or session
never restricts another. The session is the hook call's session_id; elsewhere --session, else
GSTACK_SESSION_ID, CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, else the agent process ($PPID).
`,
  subcommands: {
    "": { about: "hook mode: the PreToolUse tool call JSON on stdin" },
    set: { args: [{ name: "DIR" }], about: "freezes edits to DIR (must exist; stored resolved)" },
    clear: { about: "removes the boundary (exit 0 even if none was set)" },
    show: { about: `prints the boundary, or "none"` },
    check: {
      args: [{ name: "PATH" }],
      about: `prints "allowed" (exit 0) or "blocked: <why>" (exit 1) for an edit of PATH`
    }
  },
  flags: {
    session: { type: "string", arg: "ID", about: "the session (not in hook mode: the call names it)" },
    json: { type: "boolean", about: "data as JSON (not in hook mode: it always prints JSON)" }
  },
  exit: "0 ok, 1 DIR missing or not a directory / PATH blocked, 2 usage, 3 state not writable."
}, async (io, p) => {
  const { json, session } = p.flags;
  const scope = async () => ({
    env: io.env,
    cwd: io.cwd,
    session: (await resolveSession2(io.env, { id: session, field: "--session" })).id
  });
  const [dir] = p.args;
  switch (p.verb) {
    case "":
      if (json || session !== undefined)
        throw usage("--json and --session are for set, clear, show and check (hook mode always prints JSON and takes the session from the call)");
      io.out(await hookAnswer(await io.stdin(), io.env, io.cwd));
      return 0;
    case "set": {
      const sc = await scope();
      const real = setBoundary(sc, dir);
      io.out(json ? jsonLine({ boundary: real, file: boundaryFile(sc), session: sc.session }) : `Edits are frozen to ${real}/
`);
      return 0;
    }
    case "clear": {
      const sc = await scope();
      const was = readBoundary(sc);
      clearBoundary(sc);
      io.out(json ? jsonLine({ cleared: was ?? null }) : was ? `Unfrozen: edits allowed everywhere (was ${was}/)
` : `Nothing was frozen
`);
      return 0;
    }
    case "show": {
      const b = readBoundary(await scope());
      io.out(json ? jsonLine({ boundary: b ?? null }) : `${b ? `${b}/` : "none"}
`);
      return 0;
    }
    default: {
      const stored = readBoundary(await scope());
      const boundary = stored ? resolvePhysical(stored, "/") : undefined;
      const target = resolvePhysical(dir, io.cwd);
      const ok = !boundary || insideBoundary(boundary, target);
      const why = ok ? undefined : `${target} is outside the freeze boundary ${boundary}/`;
      io.out(json ? jsonLine({ path: target, boundary: boundary ?? null, allowed: ok }) : ok ? `allowed
` : `blocked: ${why}
`);
      return ok ? 0 : 1;
    }
  }
});
async function hookAnswer(stdin, env, cwd) {
  try {
    const call = parseToolCall(stdin);
    if (typeof call === "string") {
      const stored = readBoundary({ env, cwd, session: (await resolveSession2(env)).id });
      if (!stored)
        return ALLOW;
      return decision("ask", `[freeze] ${call}; edits are frozen to ${resolvePhysical(stored, "/")}/, check the target yourself.`);
    }
    const stored = readBoundary({
      env,
      cwd: call.cwd ?? cwd,
      session: (await resolveSession2(env, { id: call.session_id, field: "session_id" })).id
    });
    if (!stored)
      return ALLOW;
    const boundary = resolvePhysical(stored, "/");
    const field = EDIT_TOOLS[call.tool_name];
    if (!field)
      return ALLOW;
    const path = call.tool_input[field];
    if (typeof path !== "string" || !path) {
      return decision("ask", `[freeze] the ${call.tool_name} call has no ${field}; edits are frozen to ${boundary}/, check the target yourself.`);
    }
    const target = resolvePhysical(path, call.cwd ?? cwd);
    if (insideBoundary(boundary, target))
      return ALLOW;
    return decision("deny", `[freeze] ${target} is outside the freeze boundary ${boundary}/. Edit only inside it, or ask the user to run /unfreeze.`);
  } catch (err) {
    return decision("ask", `[freeze] internal error while checking the boundary (${err?.message ?? err}); check the target yourself.`);
  }
}
export {
  hook_freeze_default as default
};
