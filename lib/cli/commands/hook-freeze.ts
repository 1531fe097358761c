import { defineCommand } from "../command.ts";
import { usage } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { ALLOW, decision, parseToolCall } from "../../hooks/output.ts";
import {
  boundaryFile,
  clearBoundary,
  EDIT_TOOLS,
  insideBoundary,
  readBoundary,
  resolvePhysical,
  setBoundary,
  type FreezeScope,
} from "../../hooks/freeze.ts";
import { resolveSession } from "../../state/session-id.ts";

export default defineCommand(
  {
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
        about: `prints "allowed" (exit 0) or "blocked: <why>" (exit 1) for an edit of PATH`,
      },
    },
    flags: {
      session: { type: "string", arg: "ID", about: "the session (not in hook mode: the call names it)" },
      json: { type: "boolean", about: "data as JSON (not in hook mode: it always prints JSON)" },
    },
    exit: "0 ok, 1 DIR missing or not a directory / PATH blocked, 2 usage, 3 state not writable.",
  },
  async (io, p) => {
    const { json, session } = p.flags;
    const scope = async (): Promise<FreezeScope> => ({
      env: io.env,
      cwd: io.cwd,
      session: (await resolveSession(io.env, { id: session, field: "--session" })).id,
    });
    const [dir] = p.args;
    switch (p.verb) {
      case "":
        if (json || session !== undefined)
          throw usage(
            "--json and --session are for set, clear, show and check (hook mode always prints JSON and takes the session from the call)",
          );
        io.out(await hookAnswer(await io.stdin(), io.env, io.cwd));
        return 0;
      case "set": {
        const sc = await scope();
        const real = setBoundary(sc, dir!);
        io.out(
          json
            ? jsonLine({ boundary: real, file: boundaryFile(sc), session: sc.session })
            : `Edits are frozen to ${real}/\n`,
        );
        return 0;
      }
      case "clear": {
        const sc = await scope();
        const was = readBoundary(sc);
        clearBoundary(sc);
        io.out(
          json
            ? jsonLine({ cleared: was ?? null })
            : was
              ? `Unfrozen: edits allowed everywhere (was ${was}/)\n`
              : "Nothing was frozen\n",
        );
        return 0;
      }
      case "show": {
        const b = readBoundary(await scope());
        io.out(json ? jsonLine({ boundary: b ?? null }) : `${b ? `${b}/` : "none"}\n`);
        return 0;
      }
      default: {
        const stored = readBoundary(await scope());
        const boundary = stored ? resolvePhysical(stored, "/") : undefined;
        const target = resolvePhysical(dir!, io.cwd);
        const ok = !boundary || insideBoundary(boundary, target);
        const why = ok ? undefined : `${target} is outside the freeze boundary ${boundary}/`;
        io.out(
          json
            ? jsonLine({ path: target, boundary: boundary ?? null, allowed: ok })
            : ok
              ? "allowed\n"
              : `blocked: ${why}\n`,
        );
        return ok ? 0 : 1;
      }
    }
  },
);

async function hookAnswer(stdin: string, env: NodeJS.ProcessEnv, cwd: string): Promise<string> {
  try {
    const call = parseToolCall(stdin);
    if (typeof call === "string") {
      // Without the call there is no session or cwd from it: fall back to this process's.
      const stored = readBoundary({ env, cwd, session: (await resolveSession(env)).id });
      if (!stored) return ALLOW;
      return decision(
        "ask",
        `[freeze] ${call}; edits are frozen to ${resolvePhysical(stored, "/")}/, check the target yourself.`,
      );
    }
    const stored = readBoundary({
      env,
      cwd: call.cwd ?? cwd,
      session: (await resolveSession(env, { id: call.session_id, field: "session_id" })).id,
    });
    if (!stored) return ALLOW;
    const boundary = resolvePhysical(stored, "/");
    const field = EDIT_TOOLS[call.tool_name];
    if (!field) return ALLOW;
    const path = call.tool_input[field];
    if (typeof path !== "string" || !path) {
      return decision(
        "ask",
        `[freeze] the ${call.tool_name} call has no ${field}; edits are frozen to ${boundary}/, check the target yourself.`,
      );
    }
    const target = resolvePhysical(path, call.cwd ?? cwd);
    if (insideBoundary(boundary, target)) return ALLOW;
    return decision(
      "deny",
      `[freeze] ${target} is outside the freeze boundary ${boundary}/. Edit only inside it, or ask the user to run /unfreeze.`,
    );
  } catch (err) {
    return decision(
      "ask",
      `[freeze] internal error while checking the boundary (${(err as Error)?.message ?? err}); check the target yourself.`,
    );
  }
}
