// One session rule across the kit (lib/state/session-id.ts): what Claude Code's Bash tool sets
// (CLAUDE_CODE_SESSION_ID) and what its hooks are given (session_id) key the same session for
// the preamble's marker and run ids, gstack-session, and the loader's activations.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, run, sandbox } from "../helpers/state.ts";
import { makeFixture } from "../loader/fixture.ts";

const UUID = "3b1f0c9e-5d2a-4e7b-8c6f-1a2b3c4d5e6f";

function timeline(root: string): Record<string, unknown>[] {
  const dir = join(root, "projects", "test-project", "timeline.jsonl");
  return readFileSync(dir, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

describe("one session rule", () => {
  it("the preamble keys its marker and run id by CLAUDE_CODE_SESSION_ID, and --finish pairs with it", () => {
    const sb = sandbox({ CLAUDE_CODE_SESSION_ID: UUID });
    expect(run(sb, "preamble", ["--skill", "qa", "--tier", "2"]).status).toBe(0);
    expect(existsSync(join(sb.root, "sessions", UUID))).toBe(true);
    const fin = run(sb, "preamble", ["--finish", "--skill", "qa", "--outcome", "success"]);
    expect(fin.stdout).toMatch(/^COMPLETED: qa success \d+s\n$/);
    const events = timeline(sb.root);
    expect(events.map((e) => [e.event, String(e.session).startsWith(`${UUID}-`)])).toEqual([
      ["started", true],
      ["completed", true],
    ]);
    expect(events[0]!.session).toBe(events[1]!.session);
  });

  it("GSTACK_SESSION_ID and --session-id stay above CLAUDE_CODE_SESSION_ID; without any, the caller's $PPID", () => {
    const sb = sandbox({ CLAUDE_CODE_SESSION_ID: UUID, GSTACK_SESSION_ID: "mine" });
    expect(JSON.parse(run(sb, "session", ["touch", "--json"]).stdout).id).toBe("mine");
    expect(JSON.parse(run(sb, "session", ["touch", "--json", "--id", "flag"]).stdout).id).toBe("flag");
    const plain = sandbox();
    const r = spawnSync("bash", ["-c", `"${BIN}/gstack-session" touch --json; echo "PPID=$PPID"`], {
      env: plain.env,
      cwd: plain.work,
      encoding: "utf8",
    });
    const [line, ppid] = r.stdout.trim().split("\n");
    expect(`PPID=${JSON.parse(line!).id}`).toBe(ppid);
  });

  it("an unsafe CLAUDE_CODE_SESSION_ID is rejected naming the variable, never silently replaced", () => {
    const sb = sandbox({ CLAUDE_CODE_SESSION_ID: "../x" });
    expect(run(sb, "session", ["touch"])).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^gstack-session: CLAUDE_CODE_SESSION_ID: 1-64 characters/),
    });
  });

  it("an activation recorded by the PostToolUse hook (session_id) is seen by listing run from Bash (CLAUDE_CODE_SESSION_ID)", () => {
    const fx = makeFixture({ huge: false });
    const listing = (env: NodeJS.ProcessEnv) =>
      JSON.parse(run(fx, "skills", ["listing", "--json"], { cwd: fx.project, env }).stdout);
    expect(listing({ CLAUDE_CODE_SESSION_ID: UUID }).hidden).toEqual(["react-components"]);
    const payload = {
      session_id: UUID,
      cwd: fx.project,
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: join(fx.project, "src/components/Button.tsx") },
    };
    expect(run(fx, "skills", ["activate", "--hook"], { cwd: fx.base, input: JSON.stringify(payload) }).status).toBe(0);
    const seen = listing({ CLAUDE_CODE_SESSION_ID: UUID });
    expect(seen.session).toBe(UUID);
    expect(seen.hidden).toEqual([]);
    expect(listing({ CLAUDE_CODE_SESSION_ID: "another" }).hidden).toEqual(["react-components"]);
  });

  it("a headless run's marker says so and counts as active for 15 minutes, not two hours", () => {
    const sb = sandbox({
      CLAUDE_CODE_SESSION_ID: "run-1",
      CLAUDE_CODE_ENTRYPOINT: "sdk-cli",
      CLAUDE_CODE_SESSION_ATTENDED: "0",
    });
    const out = run(sb, "preamble", ["--skill", "qa", "--tier", "2"]).stdout;
    expect(out).toMatch(/^SESSION_KIND: headless$/m);
    const marker = join(sb.root, "sessions", "run-1");
    expect(readFileSync(marker, "utf8")).toBe("headless\n");
    expect(run(sb, "session", ["touch", "--id", "human"]).status).toBe(0);
    const t = (Date.now() - 20 * 60_000) / 1000;
    utimesSync(marker, t, t);
    utimesSync(join(sb.root, "sessions", "human"), t, t);
    const list = JSON.parse(run(sb, "session", ["list", "--json"]).stdout);
    expect(list.map((s: { id: string; active: boolean; headless: boolean }) => [s.id, s.active, s.headless])).toEqual(
      expect.arrayContaining([
        ["run-1", false, true],
        ["human", true, false],
      ]),
    );
    expect(run(sb, "session", ["count"]).stdout).toBe("1\n");
  });
});
