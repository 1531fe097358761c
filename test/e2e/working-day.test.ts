// A working day with the skill pack, in a temporary HOME and git repo: the bash blocks of the
// generated SKILL.md files run in order, and what each skill tells the agent to write is written
// by command. Each skill must find what the one before wrote, never an older artifact or one of
// another branch; every `started` gets its `completed`; retro's summary counts the day.
import { describe, expect, it } from "vitest";
import { bashBlocks, fill } from "../helpers/skill-blocks.ts";
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { gitWorld } from "../helpers/world.ts";

interface Out {
  status: number;
  stdout: string;
  stderr: string;
}

const SKILL_ORDER = ["office-hours", "plan-ceo-review", "plan-eng-review", "qa", "review", "ship", "retro"];
/** The git branch, and its sanitized form used in artifact and review file names. */
const GIT_BRANCH = "feature/login";
const BRANCH = "feature-login";

function setup() {
  const w = gitWorld(GIT_BRANCH);
  const { env, repo } = w;

  const sh = (script: string, fills: Record<string, string> = {}): Out => {
    const r = spawnSync("bash", ["-c", fill(script, fills)], { cwd: repo, env, encoding: "utf8" });
    return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
  return { ...w, sh };
}

type Ctx = ReturnType<typeof setup>;

/** What the agent does for one bash block: run it (with fills) and check, or skip it on purpose. */
type Step = {
  when: (block: string) => boolean;
  fills?: (ctx: Ctx) => Record<string, string>;
  check?: (out: Out) => void;
  skip?: string;
};

/** Runs a skill's blocks in order; every block must be handled by exactly the first matching step. */
function runSkill(ctx: Ctx, skill: string, steps: Step[]): Out[] {
  const common: Step[] = [
    {
      when: (b) => b.includes(`gstack-preamble" --skill ${skill} `),
      check: (o) => {
        expect(o.status, o.stderr).toBe(0);
        expect(o.stdout).toMatch(new RegExp(`^BRANCH: ${GIT_BRANCH}$`, "m"));
        expect(o.stdout).not.toMatch(/GSTACK: unavailable/);
      },
    },
    { when: (b) => b.includes('gstack-config" set telemetry'), skip: "first run only (answered in office-hours)" },
    { when: (b) => b.includes('"type":"operational"'), skip: "optional: nothing lasting learned" },
    {
      when: (b) => b.includes('gstack-preamble" --finish'),
      fills: () => ({ OUTCOME: "success" }),
      check: (o) => expect(o.status, o.stderr).toBe(0),
    },
  ];
  const outs: Out[] = [];
  for (const block of bashBlocks(skill)) {
    const step = [...steps, ...common].find((s) => s.when(block));
    if (!step) throw new Error(`${skill}: no step handles this block:\n${block}`);
    if (step.skip) continue;
    const out = ctx.sh(block, step.fills?.(ctx) ?? {});
    step.check?.(out);
    outs.push(out);
  }
  return outs;
}

const line = (out: Out, key: string): string => {
  const m = new RegExp(`^${key}: (.*)$`, "m").exec(out.stdout);
  if (!m) throw new Error(`no ${key} line in:\n${out.stdout}\n${out.stderr}`);
  return m[1]!;
};

describe("a working day with the skill pack", () => {
  it("office-hours -> plan-ceo-review -> plan-eng-review -> qa -> review -> ship -> retro", () => {
    const ctx = setup();
    expect(ctx.tool("install", ["--user"]).status).toBe(0);

    // Decoys: an older design of this branch, and newer ones of other branches (one whose
    // name ends with ours, the `ls -t *-feature-login-design-*` trap).
    mkdirSync(ctx.project, { recursive: true });
    const old = join(ctx.project, `${BRANCH}-design-20200101-090000.md`);
    writeFileSync(old, "---\nkind: design\nbranch: feature-login\n---\nOld design\n");
    utimesSync(old, new Date("2020-01-01"), new Date("2020-01-01"));
    const decoy = (kind: string) => {
      for (const branch of ["other", `fix-${BRANCH}`]) {
        const r = ctx.tool(
          "artifact",
          ["put", kind, "--branch", branch, "--title", `decoy ${kind}`],
          `decoy ${kind} on ${branch}\n`,
        );
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout.startsWith(`${ctx.project}/`)).toBe(true);
      }
    };

    // ---------------------------------------------------------------- office-hours
    let design = "";
    runSkill(ctx, "office-hours", [
      {
        when: (b) => b.includes('gstack-preamble" --skill office-hours'),
        check: (o) => {
          expect(o.stdout).toMatch(new RegExp(`^BRANCH: ${GIT_BRANCH}$`, "m"));
          expect(o.stdout).toMatch(/^TEL_PROMPTED: no$/m);
          // First run: the user answers "yes" to the telemetry question.
          const firstRun = bashBlocks("office-hours").find((b) => b.includes('gstack-config" set telemetry'))!;
          expect(ctx.sh(firstRun).status).toBe(0);
        },
      },
      {
        when: (b) => b.includes('gstack-builder-profile" show'),
        check: (o) => {
          expect(o.stdout).toMatch(/^SESSION_COUNT: 0$/m);
          expect(o.stdout).toMatch(/^PRIOR_DESIGNS:$/m);
        },
      },
      { when: (b) => b.includes("gstack-learnings-search"), check: (o) => expect(o.status).toBe(0) },
      {
        when: (b) => b.includes("put design"),
        fills: () => ({
          TITLE: "Password login",
          DESIGN_DOC:
            "# Password login\n\n## Problem\nUsers cannot sign in.\n\n## Decision\nApproach A: a password check.",
        }),
        check: (o) => {
          design = line(o, "DESIGN");
          expect(design).toMatch(new RegExp(`/projects/acme-widget/${BRANCH}-design-\\d{8}-\\d{6}\\.md$`));
        },
      },
      {
        when: (b) => b.includes('gstack-builder-profile" log'),
        fills: () => ({
          "startup|builder": "builder",
          N: "2",
          SIGNALS: '"real_problem","taste"',
          TOPICS: '"auth"',
          DESIGN: design,
          ASSIGNMENT: "Ship the login form",
        }),
        check: (o) => expect(o.status, o.stderr).toBe(0),
      },
    ]);
    decoy("design");

    // ---------------------------------------------------------------- plan-ceo-review
    let ceoPlan = "";
    runSkill(ctx, "plan-ceo-review", [
      {
        when: (b) => b.includes('gstack-artifact" latest design'),
        check: (o) => expect(line(o, "LATEST_DESIGN")).toBe(design),
      },
      {
        when: (b) => b.includes("put ceo-plan"),
        fills: () => ({
          TITLE: "Login, reduced",
          CEO_PLAN: `Source: ${design}\nMode: REDUCE\n\n## Scope\n| item | decision |\n|---|---|\n| password login | keep |\n| SSO | defer |`,
        }),
        check: (o) => {
          ceoPlan = line(o, "CEO_PLAN");
          expect(ceoPlan).toMatch(new RegExp(`/ceo-plans/${BRANCH}-ceo-plan-\\d{8}-\\d{6}\\.md$`));
        },
      },
    ]);
    decoy("ceo-plan");

    // ---------------------------------------------------------------- plan-eng-review
    let testPlan = "";
    runSkill(ctx, "plan-eng-review", [
      {
        when: (b) => b.includes('gstack-artifact" latest design'),
        check: (o) => expect(line(o, "LATEST_DESIGN")).toBe(design),
      },
      {
        when: (b) => b.includes('gstack-artifact" latest ceo-plan'),
        check: (o) => expect(line(o, "LATEST_CEO_PLAN")).toBe(ceoPlan),
      },
      { when: (b) => b.includes("gstack-learnings-search"), check: (o) => expect(o.status).toBe(0) },
      {
        when: (b) => b.includes("put test-plan"),
        fills: () => ({
          TITLE: "Login test plan",
          DESIGN_PATH: design,
          CEO_PLAN_PATH: ceoPlan,
          SETUP_COMMANDS: "test -d src",
          CASES:
            "| 1 | module exists | `test -f src/login.js` | exit 0 |\n| 2 | right password | `sh src/login.sh secret` | prints ok |\n| 3 | wrong password | `sh src/login.sh nope` | prints denied |",
          SUITES: "`sh test.sh`",
        }),
        check: (o) => {
          testPlan = line(o, "TEST_PLAN");
          expect(testPlan).toMatch(new RegExp(`/${BRANCH}-test-plan-\\d{8}-\\d{6}\\.md$`));
        },
      },
    ]);
    decoy("test-plan");

    // ---------------------------------------------------------------- build (the user's work)
    mkdirSync(join(ctx.repo, "src"));
    writeFileSync(join(ctx.repo, "src", "login.js"), "module.exports = (p) => p === 'secret';\n");
    writeFileSync(join(ctx.repo, "src", "login.sh"), '[ "$1" = secret ] && echo ok || echo denied\n');
    writeFileSync(
      join(ctx.repo, "test.sh"),
      'test "$(sh src/login.sh secret)" = ok && test "$(sh src/login.sh x)" = denied\n',
    );
    ctx.git("add", "-A");
    ctx.git("commit", "-q", "-m", "Password login");

    // ---------------------------------------------------------------- qa
    let outcome = "";
    const results: string[] = [];
    runSkill(ctx, "qa", [
      {
        when: (b) => b.includes('gstack-artifact" latest test-plan'),
        check: (o) => {
          expect(line(o, "LATEST_TEST_PLAN")).toBe(testPlan);
          // Run the plan as written: Setup, then every case's command.
          const plan = readFileSync(testPlan, "utf8");
          expect(plan).toContain(`Source: ${design}, ${ceoPlan}`);
          expect(ctx.sh("test -d src").status).toBe(0);
          for (const [, id, cmd, expected] of plan.matchAll(/^\| (\d+) \| [^|]+ \| `([^`]+)` \| ([^|]+) \|$/gm)) {
            const r = ctx.sh(cmd!);
            const want = expected!.trim();
            const pass = want === "exit 0" ? r.status === 0 : r.stdout.trim() === want.replace(/^prints /, "");
            results.push(`| ${id} | ${pass ? "PASS" : "FAIL"} | ${r.stdout.trim() || `exit ${r.status}`} |`);
          }
        },
      },
      { when: (b) => b.includes("BASE_BRANCH:"), skip: "there is a test plan" },
      {
        when: (b) => b.startsWith("git rev-parse HEAD; git status --short"),
        check: (o) => expect(o.stdout.trim()).toBe(ctx.git("rev-parse", "HEAD")),
      },
      {
        when: (b) => b.includes("put test-outcome"),
        fills: () => ({
          TITLE: "Login QA",
          TEST_PLAN_PATH: testPlan,
          COMMIT: ctx.git("rev-parse", "HEAD"),
          PASSED: String(results.filter((r) => r.includes("PASS")).length),
          TOTAL: String(results.length),
          FAILED: String(results.filter((r) => r.includes("FAIL")).length),
          BLOCKED: "0",
          SKIPPED: "0",
          RESULTS: results.join("\n"),
          FAILURE_DETAILS: "none",
        }),
        check: (o) => {
          outcome = line(o, "TEST_OUTCOME");
          expect(readFileSync(outcome, "utf8")).toContain("Summary: 3/3 passed, 0 failed");
        },
      },
    ]);
    decoy("test-outcome");

    // ---------------------------------------------------------------- review
    let baseRef = "";
    let baseBranch = "";
    runSkill(ctx, "review", [
      {
        when: (b) => b.includes("BASE_BRANCH:"),
        check: (o) => {
          baseBranch = line(o, "BASE_BRANCH");
          baseRef = line(o, "BASE_REF");
          expect([baseBranch, baseRef]).toEqual(["main", "origin/main"]);
        },
      },
      {
        when: (b) => b.includes('git diff "$B...HEAD" --stat'),
        fills: () => ({ BASE_REF: baseRef }),
        check: (o) => {
          expect(o.stdout).toMatch(/src\/login\.js/);
          expect(o.stdout).toMatch(/Password login/);
        },
      },
      { when: (b) => b.includes("gstack-learnings-search"), check: (o) => expect(o.status).toBe(0) },
      {
        when: (b) => b.includes("gstack-review-log"),
        fills: () => ({ "clean|issues_found": "clean", N: "0", M: "1", BASE_BRANCH: baseBranch }),
        check: (o) => expect(o.status, o.stderr).toBe(0),
      },
      {
        when: (b) => b.includes('"type":"pitfall"'),
        fills: () => ({
          KEY: "plaintext-password-compare",
          WHAT_GOES_WRONG_AND_WHERE: "src/login.js compares the password in plain text, so timing leaks it",
          "1-10": "6",
          FILES: '"src/login.js"',
        }),
        check: (o) => expect(o.status, o.stderr).toBe(0),
      },
    ]);

    // ---------------------------------------------------------------- ship
    runSkill(ctx, "ship", [
      { when: (b) => b.includes("--gate"), check: (o) => expect(line(o, "REVIEW_GATE")).toMatch(/^pass\b/) },
      { when: (b) => b.includes("BASE_BRANCH:"), check: (o) => expect(line(o, "BASE_REF")).toBe("origin/main") },
      {
        when: (b) => b.includes("merge-base --is-ancestor"),
        fills: () => ({ BASE_REF: baseRef, BASE_BRANCH: baseBranch }),
        check: (o) => expect(line(o, "BASE")).toBe("merged"),
      },
      {
        when: (b) => b.includes("<TEST_COMMAND>"),
        fills: () => ({ TEST_COMMAND: "sh test.sh" }),
        check: (o) => expect(line(o, "TEST_EXIT")).toBe("0"),
      },
      { when: (b) => b.includes("git push -u origin HEAD"), check: (o) => expect(line(o, "PUSH_EXIT")).toBe("0") },
      {
        when: (b) => b.includes("gh pr create"),
        fills: () => ({ BASE_BRANCH: baseBranch, TITLE: "Password login", PR_BODY: "Adds password login." }),
        check: (o) => {
          expect(line(o, "TEST_OUTCOME")).toBe(outcome);
          expect(o.stdout).toMatch(/^PR: open one for feature\/login against main/m);
        },
      },
    ]);
    expect(
      spawnSync("git", ["rev-parse", "refs/heads/feature/login"], {
        cwd: join(ctx.sb.work, "remotes", "acme", "widget.git"),
        encoding: "utf8",
      }).stdout.trim(),
    ).toBe(ctx.git("rev-parse", "HEAD"));

    // ---------------------------------------------------------------- retro
    writeFileSync(join(ctx.state, "retro-context.md"), "Team note: watch the login error rate.\n");
    let summary = "";
    runSkill(ctx, "retro", [
      {
        when: (b) => b.includes("gstack-timeline-read"),
        fills: () => ({ WINDOW: "7d" }),
        check: (o) => {
          summary = line(o, "TIMELINE").trim();
          expect(o.stdout).toContain("Team note: watch the login error rate.");
          // Telemetry was turned on at the first run: the usage dashboard saw the day too.
          expect(o.stdout).toMatch(/\b6 skill runs\b/);
          expect(o.stdout).toMatch(/^COMMITS:$/m);
          expect(o.stdout).toMatch(/Password login/);
        },
      },
      {
        when: (b) => b.includes("put retro"),
        fills: () => ({ TITLE: "Retro 7d", RETRO: `## Summary\nTIMELINE: ${summary}\n\n## Next\n1. Hash passwords.` }),
        check: (o) => {
          const retro = line(o, "RETRO");
          expect(retro).toMatch(/\/retros\/feature-login-retro-\d{8}-\d{6}\.md$/);
          expect(readFileSync(retro, "utf8")).toContain(`TIMELINE: ${summary}`);
        },
      },
    ]);

    // The retro counts each skill of the day once; retro itself was still running.
    for (const s of SKILL_ORDER.slice(0, -1)) expect(summary).toMatch(new RegExp(`(^|, )1 /${s}(,| |$)`));
    expect(summary).not.toMatch(/\/retro\b/);

    // Every started has its completed, one each per skill, on this branch.
    const events = readFileSync(join(ctx.project, "timeline.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    for (const s of SKILL_ORDER) {
      const mine = events.filter((e) => e.skill === s);
      expect(
        mine.map((e) => e.event),
        s,
      ).toEqual(["started", "completed"]);
      expect(
        mine.every((e) => e.branch === GIT_BRANCH),
        s,
      ).toBe(true);
      expect(mine[1].outcome, s).toBe("success");
    }

    // After the day: a new commit makes the review stale, and ship's gate refuses.
    writeFileSync(join(ctx.repo, "src", "login.js"), "module.exports = () => true;\n");
    ctx.git("commit", "-q", "-am", "Unreviewed change");
    const gate = bashBlocks("ship").find((b) => b.includes("--gate"))!;
    expect(line(ctx.sh(gate), "REVIEW_GATE")).not.toMatch(/^pass\b/);
  });
});

describe("the rest of the pack, as written", () => {
  it("context-save / context-restore, learn, careful, freeze and unfreeze", () => {
    const ctx = setup();
    expect(ctx.tool("install", ["--user"]).status).toBe(0);

    // An older checkpoint of this branch, outside the one-day window, and a newer one elsewhere.
    mkdirSync(join(ctx.project, "checkpoints"), { recursive: true });
    const old = join(ctx.project, "checkpoints", `${BRANCH}-checkpoint-20200101-090000.md`);
    writeFileSync(old, "old checkpoint\n");
    utimesSync(old, new Date("2020-01-01"), new Date("2020-01-01"));

    let saved = "";
    runSkill(ctx, "context-save", [
      {
        when: (b) => b.startsWith("git rev-parse --abbrev-ref HEAD"),
        check: (o) => expect(o.stdout.split("\n")[0]).toBe(GIT_BRANCH),
      },
      {
        when: (b) => b.includes("put checkpoint"),
        fills: () => ({
          TITLE: "login wip",
          CHECKPOINT: "## Task\nPassword login.\n\n## Next steps\n1. Hash passwords.",
        }),
        check: (o) => {
          saved = line(o, "CHECKPOINT");
          expect(saved).toMatch(new RegExp(`/checkpoints/${BRANCH}-checkpoint-\\d{8}-\\d{6}\\.md$`));
        },
      },
    ]);
    expect(ctx.tool("artifact", ["put", "checkpoint", "--branch", "other"], "other branch\n").status).toBe(0);

    runSkill(ctx, "context-restore", [
      { when: (b) => b.includes("latest checkpoint"), check: (o) => expect(line(o, "LATEST_CHECKPOINT")).toBe(saved) },
      {
        when: (b) => b.includes("list checkpoint --any-branch --all"),
        check: (o) => {
          const listed = o.stdout.trim().split("\n");
          expect(listed).toHaveLength(3);
          expect(listed[listed.length - 1]).toBe(old);
        },
      },
      { when: (b) => b.startsWith("git rev-parse --abbrev-ref HEAD"), check: (o) => expect(o.status).toBe(0) },
    ]);

    // /learn is one command per run: add, then search, then prune.
    const learnModes = {
      list: (b: string) => b.includes("--limit 20\n") && !b.includes("--query"),
      search: (b: string) => b.includes("--query"),
      add: (b: string) => b.includes('"skill":"learn","type":"<TYPE>"') && !b.includes('"retired":true'),
      prune: (b: string) => b.includes("--limit 200 --json") || b.includes("--compact") || b.includes('"retired":true'),
    };
    const learn = (mode: keyof typeof learnModes, steps: Step[]) =>
      runSkill(ctx, "learn", [
        ...steps,
        ...Object.entries(learnModes)
          .filter(([m]) => m !== mode)
          .map(([m, when]) => ({ when, skip: `the ${m} command` })),
      ]);
    learn("add", [
      {
        when: learnModes.add,
        fills: () => ({
          TYPE: "preference",
          KEY: "tabs-not-spaces",
          INSIGHT: "This project indents with tabs",
          N: "9",
          "user-stated|inferred": "user-stated",
          FILES: "",
        }),
        check: (o) => expect(o.status, o.stderr).toBe(0),
      },
    ]);
    learn("list", [{ when: learnModes.list, check: (o) => expect(o.stdout).toMatch(/tabs-not-spaces/) }]);
    learn("search", [
      {
        when: learnModes.search,
        fills: () => ({ QUERY: "tabs" }),
        check: (o) => expect(o.stdout).toMatch(/tabs-not-spaces/),
      },
    ]);
    learn("prune", [
      {
        when: (b) => b.includes("--limit 200 --json"),
        check: (o) => expect(JSON.parse(o.stdout).map((l: { key: string }) => l.key)).toContain("tabs-not-spaces"),
      },
      {
        when: (b) => b.includes('"retired":true'),
        fills: () => ({ TYPE: "preference", KEY: "tabs-not-spaces", WHY: "The project moved to spaces" }),
        check: (o) => expect(o.status, o.stderr).toBe(0),
      },
      { when: (b) => b.includes("--compact"), check: (o) => expect(o.stdout.trim()).toBe("COMPACTED") },
    ]);
    expect(ctx.tool("learnings-search", ["--json"]).stdout).not.toMatch(/tabs-not-spaces/);

    runSkill(ctx, "careful", [
      {
        when: (b) => b.includes('gstack-hook-careful" check'),
        fills: () => ({ COMMAND: "cd /srv && sudo rm -rf 'old data'" }),
        check: (o) => {
          expect(o.status).toBe(1);
          expect(o.stdout).toMatch(/^ask: \[careful\] rm -r permanently deletes old data/);
        },
      },
    ]);

    mkdirSync(join(ctx.repo, "src"));
    runSkill(ctx, "freeze", [
      {
        when: (b) => b.includes('gstack-hook-freeze" set'),
        fills: () => ({ DIRECTORY: "src" }),
        check: (o) => expect(o.stdout).toBe(`Edits are frozen to ${join(ctx.repo, "src")}/\n`),
      },
    ]);
    const edit = (path: string) =>
      JSON.parse(
        ctx.tool(
          "hook-freeze",
          [],
          JSON.stringify({ tool_name: "Write", tool_input: { file_path: path }, cwd: ctx.repo }),
        ).stdout,
      );
    expect(edit("src/a.js")).toEqual({});
    expect(edit("README.md").hookSpecificOutput.permissionDecision).toBe("deny");
    runSkill(ctx, "unfreeze", [
      {
        when: (b) => b.includes('gstack-hook-freeze" clear'),
        check: (o) => expect(o.stdout).toMatch(/^Unfrozen: edits allowed everywhere/),
      },
    ]);
    expect(edit("README.md")).toEqual({});

    const events = readFileSync(join(ctx.project, "timeline.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const runs: Record<string, number> = {
      "context-save": 1,
      "context-restore": 1,
      learn: 4,
      careful: 1,
      freeze: 1,
      unfreeze: 1,
    };
    for (const [s, n] of Object.entries(runs)) {
      expect(
        events.filter((e) => e.skill === s).map((e) => e.event),
        s,
      ).toEqual(Array(n).fill(["started", "completed"]).flat());
    }
  });
});
