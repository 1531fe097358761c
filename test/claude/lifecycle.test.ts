// Lifecycle hooks in the real client. First the harness: a hook of the user's own in
// ~/.claude/settings.json is run and what it injects reaches the next request. Then the kit's
// hooks (issue 9 item 4), registered by `gstack-install --hooks`: gated on that option existing.
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeRun, runClaude } from "./helpers/claude.ts";
import { conversationText, systemText, textOf } from "./helpers/messages-api.ts";
import { runSkill, world, type World } from "./helpers/skill-run.ts";
import { has } from "./helpers/features.ts";

const INJECTED = "UserPromptSubmit hook additional context:";

describe("the harness sees hooks at work", () => {
  it("a user's UserPromptSubmit context reaches the first request; SessionEnd and PostToolUse get their payloads", async () => {
    const w = world();
    const home = w.sb.home;
    mkdirSync(join(home, ".claude"), { recursive: true });
    // Each hook keeps its payload (stdin) for the checks below.
    const cmd = (file: string, stdout = "") => ({
      type: "command",
      command: `cat > "${join(home, file)}"${stdout ? `; echo '${stdout}'` : ""}`,
    });
    writeFileSync(
      join(home, ".claude", "settings.json"),
      JSON.stringify({
        hooks: {
          UserPromptSubmit: [
            {
              hooks: [
                cmd(
                  "ups.json",
                  JSON.stringify({
                    hookSpecificOutput: {
                      hookEventName: "UserPromptSubmit",
                      additionalContext: "MARKER-7d1 from the hook",
                    },
                  }),
                ),
              ],
            },
          ],
          PostToolUse: [{ matcher: "Read", hooks: [cmd("post.json")] }],
          SessionEnd: [{ hooks: [cmd("end.json")] }],
        },
      }),
    );
    writeFileSync(join(w.repo, "notes.txt"), "hello\n");
    const r = await runClaude({
      cwd: w.repo,
      env: w.env,
      prompt: "read the notes",
      script: [{ tool: "Read", input: { file_path: join(w.repo, "notes.txt") } }],
    });
    expect(r.status, describeRun(r)).toBe(0);
    expect(systemText(r.main[0]!)).toContain(`${INJECTED} MARKER-7d1 from the hook`);
    const sessionId = String(r.json?.session_id);
    expect(JSON.parse(readFileSync(join(home, "ups.json"), "utf8"))).toMatchObject({
      hook_event_name: "UserPromptSubmit",
      prompt: "read the notes",
      session_id: sessionId,
    });
    expect(JSON.parse(readFileSync(join(home, "post.json"), "utf8"))).toMatchObject({
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: join(w.repo, "notes.txt") },
      session_id: sessionId,
    });
    expect(JSON.parse(readFileSync(join(home, "end.json"), "utf8"))).toMatchObject({
      hook_event_name: "SessionEnd",
      session_id: sessionId,
      cwd: w.repo,
    });
  });
});

function withHooks(): World {
  const w = world();
  const inst = w.tool("install", ["--user", "--hooks"]);
  expect(inst.status, inst.stderr).toBe(0);
  const settings = JSON.parse(readFileSync(join(w.sb.home, ".claude", "settings.json"), "utf8"));
  for (const ev of ["SessionEnd", "UserPromptSubmit", "PostToolUse"])
    expect(Object.keys(settings.hooks ?? {}), ev).toContain(ev);
  return w;
}

const events = (w: World) =>
  existsSync(join(w.project, "timeline.jsonl"))
    ? readFileSync(join(w.project, "timeline.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

// Issue 9 item 4. Enabled once `gstack-install --help` lists --hooks.
describe.skipIf(!has("lifecycle-hooks"))("the kit's lifecycle hooks (gstack-install --hooks)", () => {
  it("SessionEnd closes the run's dangling started event and removes its session marker", async () => {
    const w = withHooks();
    // The skill starts and the run ends without its finish block (an abort).
    const s = await runSkill(
      w,
      "office-hours",
      [
        { when: (b) => b.includes('gstack-preamble" --skill office-hours ') },
        { when: () => true, skip: "the run is cut short" },
      ],
      {
        noCommon: true,
        after: [{ tool: "Bash", input: { command: 'ls "$HOME/.gstack/sessions"', description: "session markers" } }],
      },
    );
    expect(s.run.status, describeRun(s.run)).toBe(0);
    const sessionId = String(s.run.json?.session_id);
    expect(textOf(s.run.result(2)?.content), "the preamble marked this session").toContain(sessionId);
    const mine = events(w).filter((e) => e.skill === "office-hours");
    expect(mine.map((e) => e.event)).toEqual(["started", "completed"]);
    expect(mine[1]).toMatchObject({ outcome: "abandoned" });
    expect(
      typeof mine[1].duration_s === "number" || typeof mine[1].duration === "number",
      JSON.stringify(mine[1]),
    ).toBe(true);
    const sessions = join(w.state, "sessions");
    expect(existsSync(sessions) ? readdirSync(sessions) : []).not.toContain(sessionId);
  });

  it("SessionEnd leaves a finished skill alone", async () => {
    const w = withHooks();
    const s = await runSkill(w, "plan-ceo-review", [
      { when: (b) => b.includes("latest design") },
      { when: (b) => b.includes("put ceo-plan"), fills: () => ({ TITLE: "t", CEO_PLAN: "plan" }) },
    ]);
    expect(s.run.status, describeRun(s.run)).toBe(0);
    const mine = events(w).filter((e) => e.skill === "plan-ceo-review");
    expect(mine.map((e) => [e.event, e.outcome ?? null])).toEqual([
      ["started", null],
      ["completed", "success"],
    ]);
  });

  it.skipIf(!has("session-rule"))("a finished run no longer counts in ACTIVE_SESSIONS", async () => {
    const w = withHooks();
    const handlers = [
      { when: (b: string) => b.includes("latest design") },
      { when: (b: string) => b.includes("put ceo-plan"), fills: () => ({ TITLE: "t", CEO_PLAN: "plan" }) },
    ];
    for (let i = 0; i < 2; i++) expect((await runSkill(w, "plan-ceo-review", handlers)).run.status).toBe(0);
    const third = await runSkill(w, "plan-ceo-review", handlers);
    expect(third.out((b) => b.includes('gstack-preamble" --skill plan-ceo-review '))).toMatch(/^ACTIVE_SESSIONS: 1$/m);
  });

  it("UserPromptSubmit injects nothing by default (loader_inject: off)", async () => {
    const w = withHooks();
    const r = await runClaude({ cwd: w.repo, env: w.env, prompt: "review my diff before I ship", script: [] });
    expect(r.status, describeRun(r)).toBe(0);
    expect(conversationText(r.main[0]!)).not.toContain(INJECTED);
  });

  it("UserPromptSubmit injects the listing (loader_inject: listing)", async () => {
    const w = withHooks();
    expect(w.tool("config", ["set", "loader_inject", "listing"]).status).toBe(0);
    const r = await runClaude({ cwd: w.repo, env: w.env, prompt: "review my diff before I ship", script: [] });
    expect(r.status, describeRun(r)).toBe(0);
    const sys = conversationText(r.main[0]!);
    const at = sys.indexOf(INJECTED);
    expect(at, "the hook's context is in the first request").toBeGreaterThanOrEqual(0);
    expect(sys.slice(at)).toMatch(/^- review: Pre-landing review/m);
  });

  it("UserPromptSubmit injects the load set (loader_inject: load)", async () => {
    const w = withHooks();
    expect(w.tool("config", ["set", "loader_inject", "load"]).status).toBe(0);
    // A small project skill: the hook keeps the load set under what the client passes whole,
    // and the pack's own skills are bigger than that (review is about 12,600 characters).
    const dir = join(w.repo, ".claude", "skills", "login-check");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "SKILL.md"),
      "---\nname: login-check\ndescription: Checks the login form's error messages.\ntriggers:\n  intents: [check the login form]\n---\n# /login-check\n\nLOGIN-CHECK-BODY: try a wrong password, then an empty one.\n",
    );
    const r = await runClaude({ cwd: w.repo, env: w.env, prompt: "check the login form", script: [] });
    expect(r.status, describeRun(r)).toBe(0);
    const sys = conversationText(r.main[0]!);
    const at = sys.indexOf(INJECTED);
    expect(at, "the hook's context is in the first request").toBeGreaterThanOrEqual(0);
    expect(sys.slice(at)).toContain("LOGIN-CHECK-BODY: try a wrong password, then an empty one.");
  });

  it("UserPromptSubmit points to a picked skill over the hook's cap (loader_inject: load), and the model can read it whole", async () => {
    const w = withHooks();
    expect(w.tool("config", ["set", "loader_inject", "load"]).status).toBe(0);
    // The pack's review (~12,600 characters) is over the 9,300 the hook passes: named, not cut.
    const path = join(w.sb.home, ".claude", "skills", "review", "SKILL.md");
    const r = await runClaude({
      cwd: w.repo,
      env: w.env,
      prompt: "review my diff before I ship",
      script: [{ tool: "Read", input: { file_path: path } }],
    });
    expect(r.status, describeRun(r)).toBe(0);
    const sys = conversationText(r.main[0]!);
    const at = sys.indexOf(INJECTED);
    expect(at, "the hook's context is in the first request").toBeGreaterThanOrEqual(0);
    const ctx = sys.slice(at);
    expect(ctx).toContain(
      "Skills picked for this prompt by gstack-skills but over the 9,300 characters this hook passes",
    );
    expect(ctx).toMatch(
      new RegExp(
        `^- review \\(${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, \\d+ characters\\): Pre-landing review`,
        "m",
      ),
    );
    expect(ctx).not.toContain('<skill name="review"');
    // The path works in the client: its Read returns the skill, all of it.
    const text = textOf(r.result(0)?.content);
    const lines = readFileSync(path, "utf8").trimEnd().split("\n");
    expect(text).toContain(lines[lines.length - 1]!);
    expect(readFileSync(path, "utf8").length).toBeGreaterThan(9_300);
  });

  // Needs the session rule too: the hook writes under the payload's session_id, Bash reads
  // under CLAUDE_CODE_SESSION_ID; they must be the same.
  it.skipIf(!has("session-rule"))(
    "PostToolUse activation is visible to a later `gstack-skills listing` in Bash",
    async () => {
      const w = withHooks();
      const dir = join(w.repo, ".claude", "skills", "api-docs");
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, "SKILL.md"),
        '---\nname: api-docs\ndescription: Keeps the API reference in step with the handlers.\npaths: ["api/**"]\n---\n# /api-docs\n',
      );
      mkdirSync(join(w.repo, "api"));
      writeFileSync(join(w.repo, "api", "users.md"), "# Users API\n");
      const listing = {
        tool: "Bash",
        input: { command: '"$HOME/.claude/skills/gstack/bin/gstack-skills" listing', description: "listing" },
      };
      const r = await runClaude({
        cwd: w.repo,
        env: w.env,
        prompt: "update the users API doc",
        script: [listing, { tool: "Read", input: { file_path: join(w.repo, "api", "users.md") } }, listing],
      });
      expect(r.status, describeRun(r)).toBe(0);
      expect(textOf(r.result(0)?.content)).not.toMatch(/^- api-docs:/m);
      expect(textOf(r.result(1)?.content)).toContain("Users API");
      expect(textOf(r.result(2)?.content), "listed after the Read activated it").toMatch(
        /^- api-docs: Keeps the API reference/m,
      );
    },
  );
});
