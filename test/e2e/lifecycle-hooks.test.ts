// The kit's Claude Code lifecycle hooks, run as Claude Code runs them: the command string
// gstack-install --hooks writes into settings.json, through sh -c, with the hook JSON on stdin.
import { describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { KIT, run, sandbox, syncResult, type Sandbox } from "../helpers/state.ts";
import { makeFixture } from "../loader/fixture.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const SID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

interface Settings {
  hooks: Record<string, { matcher?: string; hooks: { type: string; command: string; timeout?: number }[] }[]>;
  [k: string]: unknown;
}

/** Links the kit into a project and registers the hooks; returns the settings.json written. */
function installHooks(sb: Sandbox, project: string): Settings {
  const r = run(sb, "install", ["--project", project, "--hooks"]);
  // The loader fixture has a folder of its own named like a pack skill (ship): reported, exit 1.
  if (r.status !== 0) expect(r.stderr).toMatch(/^gstack-install: 1 not linked \(ship\)/);
  return JSON.parse(readFileSync(join(project, ".claude", "settings.json"), "utf8"));
}

/** Runs the registered command of an event as Claude Code would (sh -c, CLAUDE_PROJECT_DIR set). */
function fire(
  sb: Sandbox,
  settings: Settings,
  event: string,
  payload: unknown,
  project: string,
  env: NodeJS.ProcessEnv = {},
) {
  const command = settings.hooks[event]!.at(-1)!.hooks[0]!.command;
  return syncResult(
    spawnSync("sh", ["-c", command], {
      cwd: project,
      input: JSON.stringify(payload),
      encoding: "utf8",
      env: { ...sb.env, CLAUDE_PROJECT_DIR: project, ...env },
    }),
  );
}

const timeline = (sb: Sandbox) =>
  readFileSync(join(sb.root, "projects", "test-project", "timeline.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

describe("SessionEnd: gstack-hook-session-end", () => {
  it("closes the session's dangling runs as abandoned with their duration, leaves finished and other sessions' runs, removes the marker", () => {
    const sb = sandbox();
    const project = join(sb.work, "app");
    mkdirSync(project);
    const settings = installHooks(sb, project);
    const bash = { CLAUDE_CODE_SESSION_ID: SID };
    for (const skill of ["office-hours", "qa"])
      expect(run(sb, "preamble", ["--skill", skill, "--tier", "2"], { cwd: project, env: bash }).status).toBe(0);
    expect(
      run(sb, "preamble", ["--finish", "--skill", "office-hours", "--outcome", "success"], { cwd: project, env: bash })
        .status,
    ).toBe(0);
    expect(
      run(sb, "preamble", ["--skill", "review", "--tier", "2"], {
        cwd: project,
        env: { CLAUDE_CODE_SESSION_ID: "other-session" },
      }).status,
    ).toBe(0);
    expect(existsSync(join(sb.root, "sessions", SID))).toBe(true);

    const r = fire(
      sb,
      settings,
      "SessionEnd",
      {
        session_id: SID,
        cwd: project,
        hook_event_name: "SessionEnd",
        reason: "other",
        transcript_path: "/tmp/t.jsonl",
      },
      project,
    );
    expect(r).toMatchObject({ status: 0, stdout: "", stderr: "" });
    const events = timeline(sb);
    const closed = events.filter((e) => e.outcome === "abandoned");
    expect(closed).toEqual([
      expect.objectContaining({ skill: "qa", event: "completed", duration_s: expect.any(Number) }),
    ]);
    expect(String(closed[0].session)).toMatch(new RegExp(`^${SID}-\\d+$`));
    expect(events.filter((e) => e.skill === "review" && e.event === "completed")).toEqual([]);
    assertJsonlSchema("timeline-event.schema.json", join(sb.root, "projects", "test-project", "timeline.jsonl"));
    expect(existsSync(join(sb.root, "sessions", SID))).toBe(false);
    expect(existsSync(join(sb.root, "sessions", "other-session"))).toBe(true);

    // Again: nothing left to close, nothing written.
    const before = readFileSync(join(sb.root, "projects", "test-project", "timeline.jsonl"), "utf8");
    expect(fire(sb, settings, "SessionEnd", { session_id: SID, cwd: project }, project).status).toBe(0);
    expect(readFileSync(join(sb.root, "projects", "test-project", "timeline.jsonl"), "utf8")).toBe(before);
    // The timeline reader counts every start with its finish.
    expect(run(sb, "timeline-read", [], { cwd: project }).stdout).toMatch(/qa/);
  });

  it("never gets in the way: bad input, unwritable state, a missing kit all exit 0 with nothing on stdout", () => {
    const sb = sandbox();
    const project = join(sb.work, "app");
    mkdirSync(project);
    const settings = installHooks(sb, project);
    for (const bad of ["not json", "[]", JSON.stringify({ session_id: "../x" }), JSON.stringify({ cwd: "relative" })]) {
      const command = settings.hooks.SessionEnd![0]!.hooks[0]!.command;
      const r = syncResult(
        spawnSync("sh", ["-c", command], {
          cwd: project,
          input: bad,
          encoding: "utf8",
          env: { ...sb.env, CLAUDE_PROJECT_DIR: project },
        }),
      );
      expect(r.status, bad).toBe(0);
      expect(r.stdout, bad).toBe("");
      expect(r.stderr.trim().split("\n"), bad).toHaveLength(1);
    }
    const gone = fire(sb, settings, "SessionEnd", { session_id: SID }, project, {
      CLAUDE_PROJECT_DIR: join(sb.work, "nowhere"),
    });
    expect(gone).toMatchObject({ status: 0, stdout: "" });
  });
});

describe("UserPromptSubmit: gstack-hook-prompt-submit", () => {
  function setup(inject?: string) {
    const fx = makeFixture({ huge: false });
    const settings = installHooks(fx, fx.project);
    if (inject) expect(run(fx, "config", ["set", "loader_inject", inject]).status).toBe(0);
    const submit = (prompt: string) =>
      fire(
        fx,
        settings,
        "UserPromptSubmit",
        {
          session_id: SID,
          cwd: fx.project,
          hook_event_name: "UserPromptSubmit",
          prompt,
          transcript_path: "/tmp/t.jsonl",
        },
        fx.project,
      );
    return { fx, settings, submit };
  }

  it("loader_inject off (the default): nothing on stdout, exit 0", () => {
    const { submit } = setup();
    expect(submit("review my pull request")).toMatchObject({ status: 0, stdout: "" });
  });

  it("keeps the user's words, so a user-stated learning of that session is trusted (and only that one)", () => {
    const { fx, submit } = setup();
    expect(submit("Remember: this repo deploys from the release branch only").status).toBe(0);
    const learn = (insight: string) => {
      const r = run(
        fx,
        "learnings-log",
        [
          JSON.stringify({
            type: "preference",
            key: `k-${insight.length}`,
            insight,
            confidence: 9,
            source: "user-stated",
          }),
          "--json",
        ],
        { cwd: fx.project, env: { CLAUDE_CODE_SESSION_ID: SID } },
      );
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout).trusted;
    };
    expect(learn("this repo deploys from the release branch only")).toBe(true);
    expect(learn("this repo deploys from main and skips the tests")).toBe(false);
  });

  it("loader_inject listing: the budgeted listing as UserPromptSubmit additionalContext", () => {
    const { fx, submit } = setup("listing");
    const r = submit("anything");
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(["hookSpecificOutput"]);
    expect(out.hookSpecificOutput.hookEventName).toBe("UserPromptSubmit");
    const listing = run(fx, "skills", ["listing"], { cwd: fx.project, env: { CLAUDE_CODE_SESSION_ID: SID } }).stdout;
    expect(out.hookSpecificOutput.additionalContext).toContain(listing);
    expect(out.hookSpecificOutput.additionalContext).toMatch(/^Skills available in this project/);
  });

  it("loader_inject load: the skills the six stages pick for the prompt, within what Claude Code passes whole", () => {
    const { fx, submit } = setup("load");
    const r = submit("review my pull request for security problems");
    expect(r.status, r.stderr).toBe(0);
    const ctx = JSON.parse(r.stdout).hookSpecificOutput.additionalContext as string;
    expect(ctx).toMatch(/<skill name="code-review"/);
    expect(ctx.length).toBeLessThanOrEqual(9500);
    // It really loaded: the warm cache records it for the next run.
    expect(JSON.parse(readFileSync(join(fx.root, "loader", "cache.json"), "utf8")).skills["code-review"]).toBeDefined();
    expect(submit("zzzz qqqq")).toMatchObject({ status: 0 });
  });

  it("loader_inject load: a picked skill over the hook's cap is pointed to by its SKILL.md path, not cut", () => {
    const { fx, submit } = setup("load");
    // Bigger than the 9,300 characters the hook passes, like the pack's own review (~12,600).
    const dir = join(fx.project, ".claude", "skills", "big-deploy");
    mkdirSync(dir, { recursive: true });
    const body = Array.from(
      { length: 30 },
      (_, i) => `## Step ${i}\n\n${"Check the rollout and the alarms. ".repeat(12)}\n`,
    ).join("\n");
    writeFileSync(
      join(dir, "SKILL.md"),
      `---\nname: big-deploy\ndescription: |\n  Deploys the big service in stages.\n  Rolls back on alarms.\ntriggers:\n  intents: [deploy the big service]\n---\n# /big-deploy\n\n${body}`,
    );
    expect(body.length).toBeGreaterThan(9_300);
    const r = submit("deploy the big service");
    expect(r.status, r.stderr).toBe(0);
    const ctx = JSON.parse(r.stdout).hookSpecificOutput.additionalContext as string;
    expect(ctx.length).toBeLessThanOrEqual(9500);
    expect(ctx).toMatch(
      /^Skills picked for this prompt by gstack-skills but over the 9,300 characters this hook passes/,
    );
    const line = ctx.split("\n").find((l) => l.startsWith("- big-deploy ("));
    expect(line, ctx).toBe(
      `- big-deploy (${join(dir, "SKILL.md")}, ${line!.match(/, (\d+) characters\)/)![1]} characters): Deploys the big service in stages. Rolls back on alarms.`,
    );
    expect(Number(line!.match(/, (\d+) characters\)/)![1])).toBeGreaterThan(9_300);
    // Nothing of the body is injected, and it is not recorded as loaded.
    expect(ctx).not.toContain("Check the rollout");
    expect(ctx).not.toContain("<skill ");
    const cache = join(fx.root, "loader", "cache.json");
    expect(
      existsSync(cache) ? JSON.parse(readFileSync(cache, "utf8")).skills["big-deploy"] : undefined,
    ).toBeUndefined();
  });

  it("a broken kit or bad payload never blocks the prompt: exit 0, nothing on stdout", () => {
    const { fx, settings, submit } = setup("load");
    const command = settings.hooks.UserPromptSubmit![0]!.hooks[0]!.command;
    for (const bad of ["", "{", JSON.stringify({ prompt: 42 })]) {
      const r = syncResult(
        spawnSync("sh", ["-c", command], {
          cwd: fx.project,
          input: bad,
          encoding: "utf8",
          env: { ...fx.env, CLAUDE_PROJECT_DIR: fx.project },
        }),
      );
      expect(r, bad).toMatchObject({ status: 0, stdout: "" });
    }
    // A kit whose Bun is gone: the shim cannot start; `|| true` keeps the prompt going.
    const kit = join(fx.work, "no-bun-kit");
    mkdirSync(join(kit, "bin"), { recursive: true });
    writeFileSync(join(kit, "bin", "gstack-hook-prompt-submit"), "#!/bin/sh\nexec /nonexistent/bun x\n");
    chmodSync(join(kit, "bin", "gstack-hook-prompt-submit"), 0o755);
    const other = join(fx.work, "other");
    mkdirSync(join(other, ".claude", "skills"), { recursive: true });
    symlinkSync(kit, join(other, ".claude", "skills", "gstack"));
    const r = syncResult(
      spawnSync("sh", ["-c", command], {
        cwd: other,
        input: "{}",
        encoding: "utf8",
        env: { ...fx.env, CLAUDE_PROJECT_DIR: other },
      }),
    );
    expect(r).toMatchObject({ status: 0, stdout: "" });
    expect(submit("review code").status).toBe(0);
  });
});

describe("gstack-install --hooks / --remove-hooks", () => {
  const userSettings = {
    $schema: "https://json.schemastore.org/claude-code-settings.json",
    permissions: { allow: ["Bash(ls)"] },
    hooks: {
      PostToolUse: [{ matcher: "Write", hooks: [{ type: "command", command: "prettier --write" }] }],
      Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }],
    },
    model: "opus",
  };

  it("merges into a project's settings.json, keeps everything else, is idempotent and removable", () => {
    const sb = sandbox();
    const project = join(sb.work, "app");
    mkdirSync(join(project, ".claude"), { recursive: true });
    const file = join(project, ".claude", "settings.json");
    writeFileSync(file, JSON.stringify(userSettings, null, 2));
    const s = installHooks(sb, project);
    expect(s.permissions).toEqual(userSettings.permissions);
    expect(s.model).toBe("opus");
    expect(s.$schema).toBe(userSettings.$schema);
    expect(s.hooks.Stop).toEqual(userSettings.hooks.Stop);
    expect(s.hooks.PostToolUse![0]).toEqual(userSettings.hooks.PostToolUse[0]);
    expect(s.hooks.PostToolUse![1]).toEqual({
      matcher: "Read|Edit|MultiEdit|Write|NotebookEdit",
      hooks: [
        {
          type: "command",
          command: '"$CLAUDE_PROJECT_DIR/.claude/skills/gstack/bin/gstack-skills" activate --hook || true',
          timeout: 10,
        },
      ],
    });
    expect(s.hooks.SessionEnd).toEqual([
      {
        hooks: [
          {
            type: "command",
            command: '"$CLAUDE_PROJECT_DIR/.claude/skills/gstack/bin/gstack-hook-session-end" || true',
            timeout: 10,
          },
        ],
      },
    ]);
    expect(s.hooks.UserPromptSubmit).toEqual([
      {
        hooks: [
          {
            type: "command",
            command: '"$CLAUDE_PROJECT_DIR/.claude/skills/gstack/bin/gstack-hook-prompt-submit" || true',
            timeout: 10,
          },
        ],
      },
    ]);
    const text = readFileSync(file, "utf8");
    const again = run(sb, "install", ["--project", project, "--hooks", "--json"]);
    expect(JSON.parse(again.stdout).hooks).toMatchObject({ changed: false });
    expect(readFileSync(file, "utf8")).toBe(text);

    const dry = run(sb, "install", ["--project", project, "--remove-hooks", "--dry-run"]);
    expect(dry.stdout).toMatch(
      /would update .*settings\.json: removed the kit's PostToolUse, SessionEnd, UserPromptSubmit hooks/,
    );
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(run(sb, "install", ["--project", project, "--remove-hooks"]).status).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(userSettings);
    // The links stay: --remove-hooks touches only settings.json.
    expect(existsSync(join(project, ".claude", "skills", "gstack"))).toBe(true);
  });

  it("--user (the default) writes ~/.claude/settings.json with $HOME paths, through a symlinked file", () => {
    const sb = sandbox();
    const real = join(sb.work, "dotfiles-settings.json");
    writeFileSync(real, "{}\n");
    mkdirSync(join(sb.home, ".claude"), { recursive: true });
    symlinkSync(real, join(sb.home, ".claude", "settings.json"));
    const r = run(sb, "install", ["--hooks"]);
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(real, "utf8")) as Settings;
    expect(s.hooks.SessionEnd![0]!.hooks[0]!.command).toBe(
      '"$HOME/.claude/skills/gstack/bin/gstack-hook-session-end" || true',
    );
  });

  it("refuses a settings.json that is not valid JSON, and usage errors, writing nothing", () => {
    const sb = sandbox();
    const project = join(sb.work, "app");
    mkdirSync(join(project, ".claude"), { recursive: true });
    const file = join(project, ".claude", "settings.json");
    writeFileSync(file, "{ // comments are not JSON\n}");
    const r = run(sb, "install", ["--project", project, "--hooks"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^gstack-install: settings: valid JSON in .*settings\.json/);
    expect(readFileSync(file, "utf8")).toBe("{ // comments are not JSON\n}");
    writeFileSync(file, JSON.stringify({ hooks: [] }));
    expect(run(sb, "install", ["--project", project, "--hooks"])).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/settings\.hooks: an object/),
    });
    expect(run(sb, "install", ["--project", project, "--hooks", "--remove-hooks"]).status).toBe(2);
    expect(run(sb, "install", ["--project", project, "--hooks", "--host", "agents"]).status).toBe(2);
  });

  it("the kit's own SKILL.md paths in the pack stay valid (sanity: KIT exists)", () => {
    expect(existsSync(join(KIT, "bin", "gstack-hook-session-end"))).toBe(true);
    expect(existsSync(join(KIT, "bin", "gstack-hook-prompt-submit"))).toBe(true);
  });
});
