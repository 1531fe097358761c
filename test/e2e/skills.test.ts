import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "../helpers/state.ts";
import { assertJsonlSchema, assertSchema } from "../helpers/schema.ts";
import { makeFixture, type Fixture } from "../loader/fixture.ts";

const skills = (fx: Fixture, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  run(fx, "skills", args, { cwd: opts.cwd ?? fx.project, env: opts.env });

/** Files under the state root, relative; the skill index is a cache, not a record. */
const written = (fx: Fixture) =>
  existsSync(fx.root)
    ? (readdirSync(fx.root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
        .filter((d) => d.isFile())
        .map((d) => join(d.parentPath, d.name).slice(fx.root.length + 1))
        .filter((f) => f !== "loader/index.json")
    : [];

const json = (fx: Fixture, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) => {
  const r = skills(fx, [...args, "--json"], opts);
  expect(r.stderr).not.toMatch(/internal error/);
  return { ...r, data: r.stdout ? JSON.parse(r.stdout) : undefined };
};

describe("gstack-skills", () => {
  it("--help documents every subcommand and the exit codes", () => {
    const fx = makeFixture({ huge: false });
    const r = skills(fx, ["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: gstack-skills list \| validate/);
    for (const w of ["plan", "load", "listing", "activate", "4 critical skills"]) expect(r.stdout).toContain(w);
  });

  it("list: every skill with scope and status; a symlinked copy counts once", () => {
    const fx = makeFixture();
    const { status, data } = json(fx, ["list"]);
    expect(status).toBe(0);
    const by = (name: string, scope: string) =>
      data.skills.find((s: { name: string; scope: string }) => s.name === name && s.scope === scope);
    expect(by("shadowed", "user")).toMatchObject({
      status: "shadowed",
      shadowed_by: join(fx.skills, "shadowed/SKILL.md"),
    });
    expect(by("shadowed", "project").status).toBe("ok");
    expect(by("broken-yaml", "project").status).toBe("invalid");
    expect(by("huge", "project").status).toBe("invalid");
    expect(by("react-components", "project").status).toBe("conditional");
    expect(by("manual-only", "project").status).toBe("user-only");
    expect(by("deploy", "project").description).toBe("Ships the current branch to production after checks pass.");
    expect(data.skills.filter((s: { name: string }) => s.name === "code-review")).toHaveLength(1);
    expect(data.duplicates).toHaveLength(1);
    const text = skills(fx, ["list"]);
    expect(text.stdout).toMatch(/^shadowed\s+user\s+shadowed\s+~\/\.claude\/skills\/shadowed\/SKILL\.md$/m);
  });

  it("validate: reports each broken skill with file:line and exits 1; a clean skill exits 0", () => {
    const fx = makeFixture();
    const r = skills(fx, ["validate"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^\.claude\/skills\/broken-yaml\/SKILL\.md:\d+: error: frontmatter: invalid YAML/m);
    expect(r.stdout).toMatch(
      /^\.claude\/skills\/unclosed\/SKILL\.md:1: error: frontmatter: the opening --- line has no closing/m,
    );
    expect(r.stdout).toMatch(/cycle-a\/SKILL\.md:1: error: extends: cycle cycle-a -> cycle-b -> cycle-a/);
    expect(r.stdout).toMatch(/orphan\/SKILL\.md:1: error: extends: no skill named "no-such-skill"/);
    expect(r.stdout).toMatch(/duplicate-b\/SKILL\.md:1: error: name: duplicate name "shared-name"/);
    expect(r.stdout).toMatch(/huge\/SKILL\.md:1: error: file: file too large/);
    expect(r.stdout).toMatch(/tabbed\/SKILL\.md:\d+: warning: frontmatter: tabs used for indentation/);
    expect(r.stderr).toMatch(/^gstack-skills: \d+ skills, \d+ errors, \d+ warnings\n$/);
    const one = json(fx, ["validate", ".claude/skills/code-review", ".claude/skills/deploy/SKILL.md"]);
    expect(one).toMatchObject({ status: 0, data: { skills: 2, errors: 0 } });
    expect(skills(fx, ["validate", ".claude/skills"]).status).toBe(1);
  });

  it("plan: every stage's decision per skill, nothing written", () => {
    const fx = makeFixture();
    const r = skills(fx, [
      "plan",
      "--intent",
      "please review this pull request for security issues",
      "--files",
      "src/server/api.ts",
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^plan \(interactive\): \d+ load \(\d+ of 15500 characters\)/);
    expect(r.stdout).toMatch(/^1\. code-review \[load\] project, standard, score \d+/m);
    for (const stage of ["score", "resolve", "filter", "cache", "budget"])
      expect(r.stdout).toMatch(new RegExp(`^     ${stage}\\s+\\S`, "m"));
    expect(r.stdout).toMatch(/^- shadowed \[dropped at resolve\] user/m);
    expect(r.stdout).toMatch(/^- react-components \[dropped at score\].*\n\s+score\s+inactive: conditional/m);
    expect(written(fx)).toEqual([]);

    const { data } = json(fx, [
      "plan",
      "--intent",
      "write tests for the Button component",
      "--files",
      "src/components/Button.test.tsx",
    ]);
    const load = data.skills
      .filter((s: { outcome: string }) => s.outcome === "load")
      .map((s: { name: string }) => s.name);
    expect(load.slice(0, 3)).toEqual(["react-testing", "testing", "react-components"]);
    const rt = data.skills.find((s: { name: string }) => s.name === "react-testing");
    expect(rt).toMatchObject({ tier: "critical", extends: ["testing"], hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(data).toMatchObject({ profile: "interactive", budget: 15500, precedence: "project-first", violation: null });
  });

  it("plan honours --profile, --budget and config keys; flags override config", () => {
    const fx = makeFixture({ huge: false });
    mkdirSync(fx.root, { recursive: true });
    writeFileSync(join(fx.root, "config.yaml"), "skill_budget_chars: 1000\nskill_precedence: user-first\n");
    const a = json(fx, ["plan"]).data;
    expect(a).toMatchObject({ budget: 1000, precedence: "user-first" });
    expect(
      a.skills.find((s: { name: string; outcome: string }) => s.name === "shadowed" && s.outcome === "load").scope,
    ).toBe("user");
    const b = json(fx, ["plan", "--budget", "2000", "--precedence", "project-first", "--profile", "executor"]).data;
    expect(b).toMatchObject({ budget: 2000, precedence: "project-first", profile: "executor" });
  });

  it("load: prints the composed skills, records them as warm, logs overflow; warm skills then go first", () => {
    const fx = makeFixture({ huge: false });
    const r = skills(fx, [
      "load",
      "--intent",
      "write tests for the Button component",
      "--files",
      "src/components/Button.test.tsx",
      "--budget",
      "1000",
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^<skill name="react-testing" scope="project" tier="critical" score="\d+" chars="\d+" path="\.claude\/skills\/react-testing\/SKILL\.md">\nFor React components, on top of the general testing rules\.\n\n# Testing\n/,
    );
    const first = r.stdout.slice(0, r.stdout.indexOf("</skill>"));
    expect(first).toContain("npx vitest run --environment jsdom");
    expect(first).not.toContain("### Watch mode"); // the child's Commands replaced the parent's, subsections too
    expect(r.stderr).toMatch(/^gstack-skills: loaded \d+ skills \(\d+ of 1000 characters\)/);
    const cache = JSON.parse(readFileSync(join(fx.root, "loader", "cache.json"), "utf8"));
    assertSchema("loader-cache.schema.json", cache);
    expect(Object.keys(cache.skills)).toContain("react-testing");

    const small = json(fx, [
      "load",
      "--intent",
      "write tests for the Button component",
      "--files",
      "src/components/Button.test.tsx",
      "--budget",
      "300",
    ]);
    expect(small.status).toBe(0);
    expect(small.data.used).toBeLessThanOrEqual(300);
    expect(small.data.overflow.length).toBeGreaterThan(0);
    const records = assertJsonlSchema("loader-overflow.schema.json", join(fx.root, "loader", "overflow.jsonl"));
    expect(records.length).toBeGreaterThanOrEqual(1);

    const plan = json(fx, ["plan", "--intent", "write tests", "--files", "src/components/Button.test.tsx"]).data;
    expect(plan.skills.find((s: { name: string }) => s.name === "react-testing").warm).toBe(true);
  });

  it("critical skills over budget: exit 4 with one line; plan still prints; load writes nothing", () => {
    const fx = makeFixture({ huge: false });
    const args = ["--intent", "run a security audit to check vulnerabilities", "--budget", "20"];
    const p = skills(fx, ["plan", ...args]);
    expect(p.status).toBe(4);
    expect(p.stdout).toMatch(/security-audit \[overflow\]/);
    expect(p.stderr).toMatch(
      /^gstack-skills: budget: critical skills need \d+ characters but the budget is 20 \(security-audit \d+\)/,
    );
    const l = skills(fx, ["load", ...args]);
    expect(l.status).toBe(4);
    expect(l.stdout).toBe("");
    expect(l.stderr.trim().split("\n")).toHaveLength(1);
    expect(written(fx)).toEqual([]);
  });

  it("activate: conditional skills appear in the listing and the plan after a matching file is touched", () => {
    const fx = makeFixture({ huge: false });
    const env = { GSTACK_SESSION_ID: "sess-1" };
    const before = json(fx, ["listing"], { env }).data;
    expect(before.hidden).toEqual(["react-components"]);
    const a = skills(
      fx,
      ["activate", "--paths", "src/components/Button.tsx", "packages/web/src/App.tsx", "build/out/index.js"],
      { env },
    );
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(
      "activated react-components (src/components/Button.tsx matches src/components/**/*.tsx)\nfound skills root packages/web/.claude/skills\n",
    );
    const rec = JSON.parse(readFileSync(join(fx.root, "loader", "activations", "sess-1.json"), "utf8"));
    assertSchema("loader-activations.schema.json", rec);
    expect(rec.nested_roots).toEqual([join(fx.project, "packages/web/.claude/skills")]);
    const again = json(fx, ["activate", "--paths", "src/components/Button.tsx"], { env }).data;
    expect(again).toEqual({ session: "sess-1", activated: [], already: ["react-components"], nested_roots: [] });
    const after = json(fx, ["listing"], { env }).data;
    expect(after.hidden).toEqual([]);
    expect(after.entries.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(["react-components", "web-conventions"]),
    );
    expect(json(fx, ["listing"], { env: { GSTACK_SESSION_ID: "other" } }).data.hidden).toEqual(["react-components"]);
    const plan = json(fx, ["plan", "--session", "sess-1"]).data;
    expect(plan.skills.find((s: { name: string }) => s.name === "web-conventions")).toMatchObject({
      scope: "nested",
      outcome: "load",
    });
  });

  it("activate --hook: takes file, session and cwd from a hook payload on stdin, as --paths does", () => {
    const fx = makeFixture({ huge: false });
    const hook = (payload: unknown, args: string[] = []) =>
      run(fx, "skills", ["activate", "--hook", ...args], {
        cwd: fx.base,
        input: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
    // Run from another folder: the payload's cwd is the project.
    const post = {
      session_id: "hook-sess",
      transcript_path: "/tmp/t.jsonl",
      cwd: fx.project,
      hook_event_name: "PostToolUse",
      tool_name: "Write",
      tool_input: { file_path: join(fx.project, "src/components/Button.tsx"), content: "see packages/web/src/App.tsx" },
      tool_response: { filePath: join(fx.project, "packages/web/src/App.tsx"), success: true },
    };
    const a = hook(post);
    expect(a.stderr).toBe("");
    expect(a.status).toBe(0);
    // Parsed, not grepped: paths in content and tool_response do not count.
    expect(a.stdout).toBe("activated react-components (src/components/Button.tsx matches src/components/**/*.tsx)\n");
    const file = join(fx.root, "loader", "activations", "hook-sess.json");
    const rec = JSON.parse(readFileSync(file, "utf8"));
    assertSchema("loader-activations.schema.json", rec);
    expect(rec).toMatchObject({
      session: "hook-sess",
      skills: { "react-components": { file: "src/components/Button.tsx" } },
      nested_roots: [],
    });

    const multi = {
      session_id: "hook-sess",
      cwd: fx.project,
      hook_event_name: "PreToolUse",
      tool_name: "MultiEdit",
      tool_input: { file_path: "packages/web/src/App.tsx", edits: [{ old_string: "a", new_string: "b" }] },
    };
    const m = hook(multi, ["--json"]);
    expect(m.status).toBe(0);
    expect(JSON.parse(m.stdout)).toEqual({
      session: "hook-sess",
      activated: [],
      already: [],
      nested_roots: [join(fx.project, "packages/web/.claude/skills")],
    });
    expect(JSON.parse(readFileSync(file, "utf8")).nested_roots).toEqual([
      join(fx.project, "packages/web/.claude/skills"),
    ]);

    // --session overrides session_id; NotebookEdit's notebook_path counts.
    const nb = hook(
      {
        session_id: "hook-sess",
        cwd: fx.project,
        tool_name: "NotebookEdit",
        tool_input: { notebook_path: join(fx.project, "src/components/x/Card.tsx") },
      },
      ["--session", "forced"],
    );
    expect(nb.status).toBe(0);
    expect(nb.stdout).toMatch(/^activated react-components/);
    expect(existsSync(join(fx.root, "loader", "activations", "forced.json"))).toBe(true);

    const listed = json(fx, ["listing"], { env: { GSTACK_SESSION_ID: "hook-sess" } }).data;
    expect(listed.hidden).toEqual([]);
  });

  it("activate --hook: a payload without a file path exits 0 and writes nothing", () => {
    const fx = makeFixture({ huge: false });
    for (const payload of [
      { session_id: "s", cwd: fx.project, tool_name: "Bash", tool_input: { command: "cat src/components/Button.tsx" } },
      {
        session_id: "s",
        cwd: fx.project,
        tool_name: "WebFetch",
        tool_input: { url: "https://example.com", prompt: "x" },
      },
      { session_id: "s", tool_name: "Edit", tool_input: { file_path: null } },
      { session_id: "s" },
      {},
    ]) {
      const r = run(fx, "skills", ["activate", "--hook"], { cwd: fx.project, input: JSON.stringify(payload) });
      expect([r.status, r.stdout, r.stderr]).toEqual([0, "", ""]);
    }
    expect(existsSync(fx.root)).toBe(false);
  });

  it.each([
    ["empty stdin", "", 1, /^gstack-skills: hook input: .*got nothing/],
    ["invalid JSON", '{"session_id": "s", tool_input', 1, /^gstack-skills: hook input: .*invalid JSON/],
    ["an array", "[1,2]", 1, /^gstack-skills: hook input: a JSON object \(got an array\)/],
    // Named by kind, not printed: printing this one overflowed the stack.
    [
      "100,000 nested arrays",
      "[".repeat(100_000) + "]".repeat(100_000),
      1,
      /^gstack-skills: hook input: a JSON object \(got an array\)/,
    ],
    ["a string", '"src/components/Button.tsx"', 1, /^gstack-skills: hook input: a JSON object/],
    ["null", "null", 1, /^gstack-skills: hook input: a JSON object/],
    [
      "session_id ../x",
      { session_id: "../x", tool_input: { file_path: "a.tsx" } },
      1,
      /^gstack-skills: session_id: 1-64 characters/,
    ],
    ["session_id ..", { session_id: "..", tool_input: { file_path: "a.tsx" } }, 1, /^gstack-skills: session_id:/],
    ["session_id a number", { session_id: 5, tool_input: { file_path: "a.tsx" } }, 1, /^gstack-skills: session_id:/],
    [
      "cwd relative",
      { cwd: "project", tool_input: { file_path: "a.tsx" } },
      1,
      /^gstack-skills: cwd: an absolute path/,
    ],
    [
      "cwd missing",
      { cwd: "/no/such/dir", tool_input: { file_path: "a.tsx" } },
      1,
      /^gstack-skills: cwd: an existing directory/,
    ],
    [
      "tool_name a number",
      { tool_name: 3, tool_input: { file_path: "a.tsx" } },
      1,
      /^gstack-skills: tool_name: a string/,
    ],
    ["tool_input an array", { tool_input: ["a.tsx"] }, 1, /^gstack-skills: tool_input: a JSON object/],
    [
      "file_path a number",
      { tool_input: { file_path: 7 } },
      1,
      /^gstack-skills: tool_input\.file_path: a non-empty path/,
    ],
    ["file_path empty", { tool_input: { file_path: "" } }, 1, /^gstack-skills: tool_input\.file_path:/],
    ["path with a control character", { tool_input: { path: "a\u0007b" } }, 1, /^gstack-skills: tool_input\.path:/],
    [
      "notebook_path an object",
      { tool_input: { notebook_path: { x: 1 } } },
      1,
      /^gstack-skills: tool_input\.notebook_path:/,
    ],
    ["--paths with --hook", { tool_input: { file_path: "a.tsx" } }, 2, /--paths or --hook, not both/],
  ] as const)(
    "activate --hook rejects %s with one line naming the field and writes nothing",
    (label, payload, code, msg) => {
      const fx = makeFixture({ huge: false });
      const args = ["activate", "--hook", ...(label === "--paths with --hook" ? ["--paths", "a.tsx"] : [])];
      const r = run(fx, "skills", args, {
        cwd: fx.project,
        input: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
      expect(r.status).toBe(code);
      expect(r.stderr).toMatch(msg);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
      expect(existsSync(fx.root)).toBe(false);
    },
  );

  it("warm TTL: config skill_warm_ttl_minutes (default 60) sets it, --ttl overrides", () => {
    const fx = makeFixture({ huge: false });
    mkdirSync(join(fx.root, "loader"), { recursive: true });
    const cache = {
      version: 1,
      skills: {
        "react-testing": {
          loaded_at: new Date(Date.now() - 30 * 60_000).toISOString(),
          hash: "0".repeat(64),
          scope: "project",
        },
      },
    };
    assertSchema("loader-cache.schema.json", cache);
    writeFileSync(join(fx.root, "loader", "cache.json"), JSON.stringify(cache));
    const warm = (args: string[] = []) => {
      const r = json(fx, ["plan", "--intent", "write tests", "--files", "src/components/Button.test.tsx", ...args]);
      expect(r.status).toBe(0);
      return r.data.skills.find((s: { name: string }) => s.name === "react-testing").warm;
    };
    expect(warm()).toBe(true); // 30 minutes ago, default 60
    writeFileSync(join(fx.root, "config.yaml"), "skill_warm_ttl_minutes: 10\n");
    expect(warm()).toBe(false);
    expect(warm(["--ttl", "45"])).toBe(true);
    writeFileSync(join(fx.root, "config.yaml"), "skill_warm_ttl_minutes: 40\n");
    expect(warm()).toBe(true);
    expect(warm(["--ttl", "0"])).toBe(false);
    for (const bad of ["0", "1.5", "soon"]) {
      writeFileSync(join(fx.root, "config.yaml"), `skill_warm_ttl_minutes: ${bad}\n`);
      const r = skills(fx, ["plan"]);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^gstack-skills: skill_warm_ttl_minutes: an integer >= 1/);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("listing: Claude Code's entries, bundled skills last and whole, whole descriptions dropped to fit, names always kept", () => {
    const fx = makeFixture({ huge: false });
    const full = skills(fx, ["listing", "--bundled", fx.bundled]);
    expect(full.status).toBe(0);
    expect(full.stdout.trimEnd().split("\n").at(-1)).toMatch(/^- help: Explains what the kit's skills do/);
    expect(full.stdout).toMatch(
      /^- code-review: Reviews a diff for correctness, security and performance problems before merge\. - When the user asks for a review of a pull request or a diff\.$/m,
    );
    // No description: the body's first line, a heading's text, as the client shows it.
    expect(full.stdout).toMatch(/^- no-frontmatter: A skill without frontmatter$/m);
    expect(full.stdout).not.toMatch(/manual-only|broken-yaml|react-components|^- shadowed: User/m);
    const tight = json(fx, [
      "listing",
      "--bundled",
      fx.bundled,
      "--context-window",
      "60000",
      "--fraction",
      "0.01",
    ]).data;
    expect(tight.budget).toBe(600);
    expect(tight.used).toBeLessThanOrEqual(600);
    expect(tight.entries.at(-1)).toMatchObject({ name: "help", bundled: true, truncated: false, dropped: false });
    const dropped = tight.entries.filter((e: { dropped: boolean }) => e.dropped);
    expect(dropped.length).toBeGreaterThan(0);
    // Whole descriptions go, never cut to fit: a kept one is the skill's full text.
    for (const e of tight.entries as { dropped: boolean; description: string; truncated: boolean }[]) {
      expect(e.dropped ? e.description : "").toBe("");
      expect(e.truncated).toBe(false);
    }
    expect(skills(fx, ["listing", "--bundled", fx.bundled, "--context-tokens", "15000"]).stderr).toMatch(
      /descriptions? dropped to fit the listing budget of 600 characters/,
    );
    const tiny = skills(fx, ["listing", "--context-window", "1000"]);
    expect(
      tiny.stdout
        .split("\n")
        .filter(Boolean)
        .every((l) => /^- [a-z0-9-]+$/.test(l)),
    ).toBe(true);
    expect(tiny.stderr).toMatch(/over the listing budget of 10/);
  });

  it("works from a deeper folder of the repo: nearer project skills win", () => {
    const fx = makeFixture({ huge: false });
    const { data } = json(fx, ["list"], { cwd: join(fx.project, "sub") });
    const shadowed = data.skills.filter((s: { name: string }) => s.name === "shadowed");
    expect(shadowed.map((s: { status: string }) => s.status)).toEqual(["ok", "shadowed", "shadowed"]);
    expect(shadowed[0].path).toBe(join(fx.project, "sub/.claude/skills/shadowed/SKILL.md"));
  });

  it.each(
    [
      [["frob"], 2, /unknown subcommand "frob"/],
      [[], 2, /unknown subcommand ""/],
      [["plan", "--bogus"], 2, /unknown flag --bogus/],
      [["plan", "extra"], 2, /plan takes no arguments/],
      [["plan", "--budget", "abc"], 2, /--budget: an integer is allowed/],
      [["plan", "--budget", "0"], 2, /--budget: an integer >= 1/],
      [["plan", "--ttl", "-5"], 2, /--ttl: an integer >= 0/],
      [["plan", "--profile", "boss"], 1, /--profile: one of executor, planner, researcher, verifier, interactive/],
      [["plan", "--precedence", "random"], 1, /--precedence: project-first or user-first/],
      [["plan", "--scorer", "magic"], 1, /--scorer: one of keyword/],
      [["plan", "--session", "../x"], 1, /--session: 1-64 characters/],
      [["plan", "--session", ".."], 1, /--session:/],
      [["plan", "--intent", "a\u0001b"], 1, /--intent: text without control characters/],
      [
        ["plan", "--intent", "x".repeat(100_001)],
        1,
        /--intent: at most 100000 characters/,
        "plan --intent <100001 characters>",
      ],
      [["plan", "--files"], 2, /--files needs at least one value/],
      [["plan", "--files", "a\u0007b"], 1, /--files: non-empty paths/],
      [["plan", "--paths", "a"], 2, /--paths does not apply to plan \(only to activate\)/],
      [["activate"], 2, /activate needs --paths FILE/],
      [["activate", "--paths", "x\ny"], 1, /--paths: non-empty paths/],
      [["listing", "--fraction", "2"], 2, /--fraction: a number > 0 and <= 1/],
      [["listing", "--fraction", "abc"], 2, /--fraction:/],
      [["listing", "--context-window", "-1"], 2, /--context-window: an integer >= 0/],
      [["listing", "--context-tokens", "-1"], 2, /--context-tokens: an integer >= 0/],
      [["listing", "--max-desc-chars", "0"], 2, /--max-desc-chars: an integer >= 1/],
      [["list", "--json=yes"], 2, /--json takes no value/],
      [["validate", "no/such/path"], 1, /path: an existing SKILL\.md/],
      [["validate", "README.md"], 1, /path: a SKILL\.md file/],
    ].map(
      ([args, code, msg, label]) => [(label as string | undefined) ?? JSON.stringify(args), code, args, msg] as const,
    ),
  )("rejects %s with exit %i, one line naming the field, and writes nothing", (_label, code, args, msg) => {
    const fx = makeFixture({ huge: false });
    if ((args as string[])[1] === "README.md") writeFileSync(join(fx.project, "README.md"), "x");
    const r = skills(fx, args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(fx.root)).toBe(false);
  });

  it("rejects an unsafe session id from the environment and a bad config value", () => {
    const fx = makeFixture({ huge: false });
    const r = skills(fx, ["activate", "--paths", "src/components/Button.tsx"], {
      env: { CLAUDE_SESSION_ID: "../../etc" },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/CLAUDE_SESSION_ID: 1-64 characters/);
    mkdirSync(fx.root, { recursive: true });
    writeFileSync(join(fx.root, "config.yaml"), "skill_budget_chars: lots\n");
    const c = skills(fx, ["plan"]);
    expect(c.status).toBe(1);
    expect(c.stderr).toMatch(/skill_budget_chars: an integer >= 1000/);
    expect(existsSync(join(fx.root, "loader"))).toBe(false);
  });
});
