import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { matchConditional, parseHookInput, readActivations, recordActivations } from "../../lib/loader/activation.ts";
import { explicitSession, resolveSession } from "../../lib/state/session-id.ts";
import { sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";
import { doc, memSkill } from "./fixture.ts";

describe("activation", () => {
  it("session id: flag, GSTACK_SESSION_ID, CLAUDE_CODE_SESSION_ID, CLAUDE_SESSION_ID, then the caller's PPID; unsafe ids are rejected", async () => {
    const flag = (id: string | undefined) => ({ id, field: "--session" });
    const all = { GSTACK_SESSION_ID: "g", CLAUDE_CODE_SESSION_ID: "cc", CLAUDE_SESSION_ID: "c" };
    expect(explicitSession(all, flag("abc-1"))).toEqual({ id: "abc-1", source: "--session" });
    expect(explicitSession(all, flag(undefined))).toEqual({ id: "g", source: "GSTACK_SESSION_ID" });
    expect(explicitSession({ ...all, GSTACK_SESSION_ID: "" })?.id).toBe("cc");
    expect(explicitSession({ CLAUDE_SESSION_ID: "c" })?.id).toBe("c");
    expect(explicitSession({})).toBeUndefined();
    const uuid = "0f8e1c2a-6b1d-4c3e-9a7f-2d5b8c9e0a1b";
    expect((await resolveSession({ CLAUDE_CODE_SESSION_ID: uuid })).id).toBe(uuid);
    expect(await resolveSession({})).toMatchObject({ source: "ppid", id: expect.stringMatching(/^\d+$/) });
    for (const bad of ["..", ".x", "a/b", "", "x".repeat(65), "a b"])
      expect(() => explicitSession({}, flag(bad))).toThrow(/--session/);
    expect(() => explicitSession({ CLAUDE_CODE_SESSION_ID: "../x" })).toThrow(
      /CLAUDE_CODE_SESSION_ID: 1-64 characters/,
    );
  });

  it("matches conditional skills by their paths globs", async () => {
    const rc = await memSkill(doc("name: rc\npaths: ['src/components/**/*.tsx', '*.jsx']"));
    const plain = await memSkill(doc("name: plain"));
    const found = matchConditional([rc, plain], ["src/server/a.ts", "src/components/x/B.tsx"]);
    expect(found.map((a) => [a.skill.name, a.file, a.pattern])).toEqual([
      ["rc", "src/components/x/B.tsx", "src/components/**/*.tsx"],
    ]);
    expect(matchConditional([rc], ["lib/a.jsx"])[0]!.pattern).toBe("*.jsx");
  });

  it("records activations and nested roots once per session, and sweeps old session files", async () => {
    const sb = sandbox();
    const dir = join(sb.root, "loader", "activations");
    mkdirSync(dir, { recursive: true });
    const old = join(dir, "old-session.json");
    writeFileSync(old, "{}");
    const t = Date.now() / 1000 - 8 * 86400;
    utimesSync(old, t, t);
    const file = join(dir, "s1.json");
    const rc = await memSkill(doc("name: rc\npaths: ['*.tsx']"));
    const first = await recordActivations(
      file,
      "s1",
      matchConditional([rc], ["a.tsx"]),
      ["/p/x/.claude/skills"],
      Date.now(),
    );
    expect(first.added).toEqual(["rc"]);
    const again = await recordActivations(
      file,
      "s1",
      matchConditional([rc], ["b.tsx"]),
      ["/p/x/.claude/skills"],
      Date.now(),
    );
    expect(again.added).toEqual([]);
    const rec = JSON.parse(readFileSync(file, "utf8"));
    assertSchema("loader-activations.schema.json", rec);
    expect(rec.skills.rc.file).toBe("a.tsx");
    expect(rec.nested_roots).toEqual(["/p/x/.claude/skills"]);
    expect(existsSync(old)).toBe(false);
    expect(readActivations(join(dir, "missing.json"), "m").skills).toEqual({});
    writeFileSync(file, "[1,2]");
    expect(readActivations(file, "s1").skills).toEqual({});
  });

  it("parses hook payloads: file_path, path and notebook_path, session and cwd; bad shapes name the field", () => {
    const cwd = process.cwd();
    expect(
      parseHookInput(
        JSON.stringify({
          session_id: "abc-123",
          cwd,
          tool_name: "MultiEdit",
          tool_input: { file_path: "/p/a.tsx", edits: [{ old_string: "x" }] },
        }),
      ),
    ).toEqual({ session: "abc-123", cwd, tool: "MultiEdit", files: ["/p/a.tsx"] });
    expect(
      parseHookInput(JSON.stringify({ tool_name: "Grep", tool_input: { pattern: "x", path: "src" } })).files,
    ).toEqual(["src"]);
    expect(
      parseHookInput(JSON.stringify({ tool_input: { notebook_path: "n.ipynb", file_path: "n.ipynb" } })).files,
    ).toEqual(["n.ipynb"]);
    expect(
      parseHookInput(JSON.stringify({ tool_name: "Bash", tool_input: { command: "vim src/a.tsx" } })).files,
    ).toEqual([]);
    expect(parseHookInput("{}")).toEqual({ files: [] });
    for (const [text, field] of [
      ["", /^hook input:/],
      ["{", /^hook input:.*invalid JSON/],
      ["[]", /^hook input: a JSON object/],
      ["42", /^hook input:/],
      [JSON.stringify({ session_id: "a/b" }), /^session_id:/],
      [JSON.stringify({ cwd: "rel" }), /^cwd:/],
      [JSON.stringify({ tool_input: "a.tsx" }), /^tool_input:/],
      [JSON.stringify({ tool_input: { file_path: ["a"] } }), /^tool_input\.file_path:/],
    ] as const)
      expect(() => parseHookInput(text)).toThrow(field);
  });
});
