// gstack-review-read --gate: /ship's check that the newest /review covers exactly HEAD.
import { describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { gitRepo, run, sandbox } from "../helpers/state.ts";

function repo() {
  const sb = sandbox();
  const dir = join(sb.work, "repo");
  gitRepo(dir, "main");
  const env = {
    ...sb.env,
    GIT_AUTHOR_NAME: "Dev",
    GIT_AUTHOR_EMAIL: "d@example.com",
    GIT_COMMITTER_NAME: "Dev",
    GIT_COMMITTER_EMAIL: "d@example.com",
  };
  const git = (...a: string[]) => spawnSync("git", a, { cwd: dir, env, encoding: "utf8" });
  const commit = (file: string, text: string) => {
    writeFileSync(join(dir, file), text);
    git("add", file);
    git("commit", "-q", "-m", `edit ${file}`);
  };
  commit("a.txt", "one\n");
  const review = (rec: object) => expect(run(sb, "review-log", [JSON.stringify(rec)], { cwd: dir }).status).toBe(0);
  const gate = () => run(sb, "review-read", ["--gate"], { cwd: dir });
  return { sb, dir, commit, review, gate };
}

describe("gstack-review-read --gate", () => {
  it("passes when the newest /review is of HEAD, clean, with nothing critical open", () => {
    const r = repo();
    r.review({ skill: "review", status: "issues_found", critical: 0, informational: 2 });
    const g = r.gate();
    expect(g.status).toBe(0);
    expect(g.stdout).toMatch(/^REVIEW_GATE: pass: review of [0-9a-f]{7} \(issues_found\) covers HEAD\n$/);
    const j = JSON.parse(run(r.sb, "review-read", ["--gate", "--json"], { cwd: r.dir }).stdout);
    expect(j).toMatchObject({ pass: true, review: { skill: "review", critical: 0 } });
  });

  it.each([
    ["no review", () => {}, /no \/review on branch main/],
    [
      "a review of an older commit",
      (r: ReturnType<typeof repo>) => {
        r.review({ skill: "review", status: "clean", critical: 0 });
        r.commit("a.txt", "two\n");
      },
      /does not cover HEAD [0-9a-f]{7}: run \/review again/,
    ],
    [
      "critical findings open",
      (r: ReturnType<typeof repo>) => r.review({ skill: "review", status: "issues_found", critical: 2 }),
      /left 2 critical findings open/,
    ],
    [
      "uncommitted changes now",
      (r: ReturnType<typeof repo>) => {
        r.review({ skill: "review", status: "clean", critical: 0 });
        writeFileSync(join(r.dir, "a.txt"), "changed\n");
      },
      /^REVIEW_GATE: fail: uncommitted changes/,
    ],
    [
      "a review that saw uncommitted changes",
      (r: ReturnType<typeof repo>) => {
        writeFileSync(join(r.dir, "a.txt"), "changed\n");
        r.review({ skill: "review", status: "clean", critical: 0 });
        writeFileSync(join(r.dir, "a.txt"), "one\n");
      },
      /saw uncommitted changes/,
    ],
    [
      "only another skill's review of HEAD",
      (r: ReturnType<typeof repo>) => r.review({ skill: "plan-eng-review", status: "clean" }),
      /no \/review on branch main/,
    ],
  ])("fails with %s (exit 1, one line)", (_what, arrange, msg) => {
    const r = repo();
    arrange(r);
    const g = r.gate();
    expect(g.status).toBe(1);
    expect(g.stdout).toMatch(/^REVIEW_GATE: fail: /);
    expect(g.stdout).toMatch(msg);
    expect(g.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("the newest /review decides, not an older passing one", () => {
    const r = repo();
    r.review({ skill: "review", status: "clean", critical: 0 });
    r.review({ skill: "review", status: "issues_found", critical: 1 });
    expect(r.gate().stdout).toMatch(/left 1 critical finding open/);
  });

  it.each([['"2"'], ["true"], ["[1]"], ['{"count":2}'], ["-1"], ["null"], ["1.5"], ["1e400"]])(
    "review-log refuses critical %s (one line naming the field), and the gate stays closed",
    (bad) => {
      const r = repo();
      for (const field of ["critical", "informational"]) {
        const w = run(r.sb, "review-log", [`{"skill":"review","status":"issues_found","${field}":${bad}}`], {
          cwd: r.dir,
        });
        expect(w.status).toBe(1);
        expect(w.stderr).toMatch(new RegExp(`^gstack-review-log: ${field}: (a non-negative integer|a finite number)`));
      }
      expect(r.gate().status).toBe(1);
    },
  );

  it("fails closed on a malformed count or an unreadable line in the branch's reviews file", () => {
    const r = repo();
    r.review({ skill: "review", status: "clean", critical: 0 });
    expect(r.gate().status).toBe(0);
    const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: r.dir, encoding: "utf8" }).stdout.trim();
    const file = join(r.sb.root, "projects", "test-project", "main-reviews.jsonl");
    const good = readFileSync(file, "utf8");
    for (const critical of ['"2"', "true", "[1]", '{"count":2}', "-1", "null"]) {
      const line = good
        .trim()
        .replace('"critical":0', `"critical":${critical}`)
        .replace(/"ts":"[^"]+"/, `"ts":"2099-01-01T00:00:00.000Z"`);
      expect(line).toContain(head);
      writeFileSync(file, `${good}${line}\n`);
      const g = r.gate();
      expect(g.status, critical).toBe(1);
      expect(g.stdout).toMatch(/critical/);
    }
    writeFileSync(file, `${good}{"skill":"review","status":"clean",\n`);
    const g = r.gate();
    expect(g.status).toBe(1);
    expect(g.stdout).toMatch(/cannot be read/);
  });

  it("a __proto__ field cannot set the stored ts", () => {
    const r = repo();
    const w = run(
      r.sb,
      "review-log",
      ['{"skill":"review","status":"clean","critical":0,"__proto__":{"ts":"2099-01-01T00:00:00Z"}}'],
      { cwd: r.dir },
    );
    expect(w.status).toBe(1);
    expect(w.stderr).toMatch(/^gstack-review-log: __proto__: /);
  });
});
