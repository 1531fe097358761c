// A working day in the real Claude Code CLI: one `claude -p` per skill, the scripted model
// running each skill's own bash blocks. Each skill must find what the one before wrote (the
// handoff), every `started` gets its `completed`, and /retro reads the day.
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { line } from "../helpers/skill-blocks.ts";
import { BRANCH, GIT_BRANCH, runSkill, world, type SkillRun } from "./helpers/skill-run.ts";
import { expectCleanRun, expectPreamble } from "./helpers/assert.ts";
import { has } from "./helpers/features.ts";

const DAY = ["office-hours", "plan-ceo-review", "plan-eng-review", "qa", "review", "ship", "retro"];

/** What the day left, for the checks after it. */
const day = { preambles: new Map<string, string>(), timings: new Map<string, number>(), ran: false };

function record(skill: string, s: SkillRun): void {
  expectCleanRun(s, skill);
  day.preambles.set(skill, expectPreamble(s, skill, GIT_BRANCH));
  day.timings.set(skill, s.run.ms);
}

describe("a working day in the real Claude Code CLI", () => {
  it("office-hours -> plan-ceo-review -> plan-eng-review -> qa -> review -> ship -> retro", async () => {
    const w = world();
    const inst = w.tool("install", ["--user"]);
    expect(inst.status, inst.stderr).toBe(0);

    // ---------------------------------------------------------------- office-hours
    const oh = await runSkill(w, "office-hours", [
      { when: (b) => b.includes('gstack-builder-profile" show') },
      { when: (b) => b.includes("gstack-learnings-search") },
      {
        when: (b) => b.includes("put design"),
        fills: () => ({
          TITLE: "Password login",
          DESIGN_DOC:
            "# Password login\n\n## Problem\nUsers cannot sign in.\n\n## Decision\nApproach A: a password check.",
        }),
      },
      {
        when: (b) => b.includes('gstack-builder-profile" log'),
        fills: (prev) => ({
          "startup|builder": "builder",
          N: "2",
          SIGNALS: '"real_problem","taste"',
          TOPICS: '"auth"',
          DESIGN: line(
            prev((b) => b.includes("put design")),
            "DESIGN",
          ),
          ASSIGNMENT: "Ship the login form",
        }),
      },
    ]);
    record("office-hours", oh);
    expect(oh.out((b) => b.includes('gstack-builder-profile" show'))).toMatch(/^SESSION_COUNT: 0$/m);
    const design = line(
      oh.out((b) => b.includes("put design")),
      "DESIGN",
    );
    expect(design).toMatch(new RegExp(`/projects/acme-widget/${BRANCH}-design-\\d{8}-\\d{6}\\.md$`));
    expect(readFileSync(design, "utf8")).toContain("Approach A: a password check.");

    // ---------------------------------------------------------------- plan-ceo-review
    const ceo = await runSkill(w, "plan-ceo-review", [
      { when: (b) => b.includes('gstack-artifact" latest design') },
      {
        when: (b) => b.includes("put ceo-plan"),
        fills: (prev) => ({
          TITLE: "Login, reduced",
          CEO_PLAN: `Source: ${line(
            prev((b) => b.includes("latest design")),
            "LATEST_DESIGN",
          )}\nMode: REDUCE\n\n| item | decision |\n|---|---|\n| password login | keep |\n| SSO | defer |`,
        }),
      },
    ]);
    record("plan-ceo-review", ceo);
    expect(
      line(
        ceo.out((b) => b.includes("latest design")),
        "LATEST_DESIGN",
      ),
      "plan-ceo-review finds the design of office-hours",
    ).toBe(design);
    const ceoPlan = line(
      ceo.out((b) => b.includes("put ceo-plan")),
      "CEO_PLAN",
    );
    expect(ceoPlan).toMatch(new RegExp(`/ceo-plans/${BRANCH}-ceo-plan-\\d{8}-\\d{6}\\.md$`));
    expect(readFileSync(ceoPlan, "utf8")).toContain(`Source: ${design}`);

    // ---------------------------------------------------------------- plan-eng-review
    const eng = await runSkill(w, "plan-eng-review", [
      { when: (b) => b.includes('gstack-artifact" latest design') },
      { when: (b) => b.includes('gstack-artifact" latest ceo-plan') },
      { when: (b) => b.includes("gstack-learnings-search") },
      {
        when: (b) => b.includes("put test-plan"),
        fills: (prev) => ({
          TITLE: "Login test plan",
          DESIGN_PATH: line(
            prev((b) => b.includes("latest design")),
            "LATEST_DESIGN",
          ),
          CEO_PLAN_PATH: line(
            prev((b) => b.includes("latest ceo-plan")),
            "LATEST_CEO_PLAN",
          ),
          SETUP_COMMANDS: "test -d src",
          CASES:
            "| 1 | right password | `sh src/login.sh secret` | prints ok |\n| 2 | wrong password | `sh src/login.sh nope` | prints denied |",
          SUITES: "`sh test.sh`",
        }),
      },
    ]);
    record("plan-eng-review", eng);
    expect(
      line(
        eng.out((b) => b.includes("latest design")),
        "LATEST_DESIGN",
      ),
    ).toBe(design);
    expect(
      line(
        eng.out((b) => b.includes("latest ceo-plan")),
        "LATEST_CEO_PLAN",
      ),
      "plan-eng-review finds the CEO plan",
    ).toBe(ceoPlan);
    const testPlan = line(
      eng.out((b) => b.includes("put test-plan")),
      "TEST_PLAN",
    );
    expect(readFileSync(testPlan, "utf8")).toContain(`Source: ${design}, ${ceoPlan}`);

    // ---------------------------------------------------------------- build (the user's work)
    mkdirSync(join(w.repo, "src"));
    writeFileSync(join(w.repo, "src", "login.sh"), '[ "$1" = secret ] && echo ok || echo denied\n');
    writeFileSync(
      join(w.repo, "test.sh"),
      'test "$(sh src/login.sh secret)" = ok && test "$(sh src/login.sh x)" = denied\n',
    );
    w.git("add", "-A");
    w.git("commit", "-q", "-m", "Password login");
    const head = w.git("rev-parse", "HEAD");

    // ---------------------------------------------------------------- qa
    const qa = await runSkill(w, "qa", [
      { when: (b) => b.includes('gstack-artifact" latest test-plan') },
      { when: (b) => b.includes("BASE_BRANCH:"), skip: "there is a test plan" },
      { when: (b) => b.startsWith("git rev-parse HEAD; git status --short") },
      {
        when: (b) => b.includes("put test-outcome"),
        fills: (prev) => ({
          TITLE: "Login QA",
          TEST_PLAN_PATH: line(
            prev((b) => b.includes("latest test-plan")),
            "LATEST_TEST_PLAN",
          ),
          COMMIT: prev((b) => b.startsWith("git rev-parse HEAD"))
            .trim()
            .split("\n")[0]!,
          PASSED: "2",
          TOTAL: "2",
          FAILED: "0",
          BLOCKED: "0",
          SKIPPED: "0",
          RESULTS: "| 1 | PASS | ok |\n| 2 | PASS | denied |",
          FAILURE_DETAILS: "none",
        }),
      },
    ]);
    record("qa", qa);
    expect(
      line(
        qa.out((b) => b.includes("latest test-plan")),
        "LATEST_TEST_PLAN",
      ),
      "qa finds the test plan",
    ).toBe(testPlan);
    const outcome = line(
      qa.out((b) => b.includes("put test-outcome")),
      "TEST_OUTCOME",
    );
    expect(readFileSync(outcome, "utf8")).toContain(`Commit: ${head}`);
    expect(readFileSync(outcome, "utf8")).toContain("Summary: 2/2 passed, 0 failed");

    // ---------------------------------------------------------------- review
    const baseRef = (prev: (w: (b: string) => boolean) => string) =>
      line(
        prev((b) => b.includes("BASE_BRANCH:")),
        "BASE_REF",
      );
    const baseBranch = (prev: (w: (b: string) => boolean) => string) =>
      line(
        prev((b) => b.includes("BASE_BRANCH:")),
        "BASE_BRANCH",
      );
    const rv = await runSkill(w, "review", [
      { when: (b) => b.includes("BASE_BRANCH:") },
      { when: (b) => b.includes('git diff "$B...HEAD" --stat'), fills: (prev) => ({ BASE_REF: baseRef(prev) }) },
      { when: (b) => b.includes("gstack-learnings-search") },
      {
        when: (b) => b.includes("gstack-review-log"),
        fills: (prev) => ({ "clean|issues_found": "clean", N: "0", M: "1", BASE_BRANCH: baseBranch(prev) }),
      },
      {
        when: (b) => b.includes('"type":"pitfall"'),
        fills: () => ({
          KEY: "plaintext-password-compare",
          WHAT_GOES_WRONG_AND_WHERE: "src/login.sh compares the password in plain text",
          "1-10": "6",
          FILES: '"src/login.sh"',
        }),
      },
    ]);
    record("review", rv);
    expect(
      line(
        rv.out((b) => b.includes("BASE_BRANCH:")),
        "BASE_REF",
      ),
    ).toBe("origin/main");
    expect(rv.out((b) => b.includes('git diff "$B...HEAD"'))).toMatch(/src\/login\.sh/);

    // ---------------------------------------------------------------- ship
    const sh = await runSkill(w, "ship", [
      { when: (b) => b.includes("--gate") },
      { when: (b) => b.includes("BASE_BRANCH:") },
      {
        when: (b) => b.includes("merge-base --is-ancestor"),
        fills: (prev) => ({ BASE_REF: baseRef(prev), BASE_BRANCH: baseBranch(prev) }),
      },
      { when: (b) => b.includes("<TEST_COMMAND>"), fills: () => ({ TEST_COMMAND: "sh test.sh" }) },
      { when: (b) => b.includes("git push -u origin HEAD") },
      {
        when: (b) => b.includes("gh pr create"),
        fills: (prev) => ({ BASE_BRANCH: baseBranch(prev), TITLE: "Password login", PR_BODY: "Adds password login." }),
      },
    ]);
    record("ship", sh);
    expect(
      line(
        sh.out((b) => b.includes("--gate")),
        "REVIEW_GATE",
      ),
      "ship's gate passes on the reviewed HEAD",
    ).toMatch(/^pass\b/);
    expect(
      line(
        sh.out((b) => b.includes("merge-base")),
        "BASE",
      ),
    ).toBe("merged");
    expect(
      line(
        sh.out((b) => b.includes("<TEST_COMMAND>")),
        "TEST_EXIT",
      ),
    ).toBe("0");
    expect(
      line(
        sh.out((b) => b.includes("git push -u")),
        "PUSH_EXIT",
      ),
    ).toBe("0");
    expect(
      line(
        sh.out((b) => b.includes("gh pr create")),
        "TEST_OUTCOME",
      ),
      "ship finds qa's test outcome",
    ).toBe(outcome);
    expect(
      spawnSync("git", ["rev-parse", "refs/heads/feature/login"], { cwd: w.remote, encoding: "utf8" }).stdout.trim(),
    ).toBe(head);

    // ---------------------------------------------------------------- retro
    writeFileSync(join(w.state, "retro-context.md"), "Team note: watch the login error rate.\n");
    let summary = "";
    const re = await runSkill(w, "retro", [
      { when: (b) => b.includes("gstack-timeline-read"), fills: () => ({ WINDOW: "7d" }) },
      {
        when: (b) => b.includes("put retro"),
        fills: (prev) => ({
          TITLE: "Retro 7d",
          RETRO: `## Summary\nTIMELINE: ${line(
            prev((b) => b.includes("gstack-timeline-read")),
            "TIMELINE",
          ).trim()}`,
        }),
      },
    ]);
    record("retro", re);
    const read = re.out((b) => b.includes("gstack-timeline-read"));
    summary = line(read, "TIMELINE").trim();
    expect(read).toContain("Team note: watch the login error rate.");
    expect(read).toMatch(/Password login/);
    // /retro reads the day: each skill before it, once.
    for (const s of DAY.slice(0, -1))
      expect(summary, `retro's summary counts /${s}`).toMatch(new RegExp(`(^|, )1 /${s}(,| |$)`));
    const retro = line(
      re.out((b) => b.includes("put retro")),
      "RETRO",
    );
    expect(readFileSync(retro, "utf8")).toContain(`TIMELINE: ${summary}`);

    // Every started has its completed, one each per skill, on this branch.
    const events = readFileSync(join(w.project, "timeline.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    for (const s of DAY) {
      const mine = events.filter((e) => e.skill === s);
      expect(
        mine.map((e) => e.event),
        s,
      ).toEqual(["started", "completed"]);
      expect(mine[1].outcome, s).toBe("success");
      expect(
        mine.every((e) => e.branch === GIT_BRANCH),
        s,
      ).toBe(true);
    }
    day.ran = true;
    process.stderr.write(
      `test:claude: working day, ms per claude -p: ${[...day.timings].map(([k, v]) => `${k} ${v}`).join(", ")}\n`,
    );
  });

  // Issue 9 item 2: under `claude -p` nobody is attending, so every skill must see headless.
  it.skipIf(!has("session-rule"))("every skill of the day saw SESSION_KIND: headless", () => {
    expect(day.ran, "the day ran").toBe(true);
    for (const s of DAY) expect(day.preambles.get(s), s).toMatch(/^SESSION_KIND: headless$/m);
  });
});
