import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { gitRepo, run, sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";

function git(dir: string, args: string[], author?: string) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: dir };
  if (author)
    Object.assign(env, {
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: `${author}@example.com`,
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: `${author}@example.com`,
    });
  const r = spawnSync("git", args, { cwd: dir, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
}

/** A repo with origin, whose commits are by the given authors (one commit each, plus gitRepo's "Dev"). */
function repo(dir: string, authors: string[]) {
  gitRepo(dir, "main", "git@github.com:acme/app.git");
  for (const a of authors) git(dir, ["commit", "-q", "--allow-empty", "-m", `by ${a}`], a);
}

const cache = (root: string) => join(root, "projects", "test-project", "repo-mode.json");

describe("gstack-repo-mode", () => {
  it("solo when the top author has >= 80% of recent commits; caches the result 7 days", () => {
    const sb = sandbox();
    repo(sb.work, ["Ann", "Ann", "Ann", "Ann", "Ann", "Ann", "Ann", "Ann", "Bob"]); // Ann 8 of 10
    expect(run(sb, "repo-mode").stdout).toBe("REPO_MODE=solo\n");
    const c = JSON.parse(readFileSync(cache(sb.root), "utf8"));
    assertSchema("repo-mode.schema.json", c);
    expect(c).toMatchObject({ mode: "solo", top_pct: 80, authors: 3, total: 10, ref: "HEAD" });
    // The cache answers without git: three more authors change nothing until --refresh.
    for (const a of ["C", "D", "E", "F", "G", "H"]) git(sb.work, ["commit", "-q", "--allow-empty", "-m", a], a);
    expect(JSON.parse(run(sb, "repo-mode", ["--json"]).stdout)).toMatchObject({ mode: "solo", source: "cache" });
    expect(JSON.parse(run(sb, "repo-mode", ["--refresh", "--json"]).stdout)).toMatchObject({
      mode: "collaborative",
      source: "git",
      total: 16,
    });
    // An expired cache is recomputed.
    writeFileSync(cache(sb.root), JSON.stringify({ mode: "solo", computed: "2020-01-01T00:00:00Z" }));
    const old = (Date.now() - 8 * 86_400_000) / 1000;
    utimesSync(cache(sb.root), old, old);
    expect(run(sb, "repo-mode").stdout).toBe("REPO_MODE=collaborative\n");
  });

  it("samples the default branch (origin/HEAD), not the feature branch checked out", () => {
    const sb = sandbox();
    repo(sb.work, ["Ann", "Ann", "Ann", "Ann", "Ann"]);
    const main = git(sb.work, ["rev-parse", "HEAD"]);
    git(sb.work, ["update-ref", "refs/remotes/origin/main", main]);
    git(sb.work, ["symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main"]);
    git(sb.work, ["checkout", "-q", "-b", "feature"]);
    for (const a of ["X", "Y", "Z", "X", "Y", "Z"]) git(sb.work, ["commit", "-q", "--allow-empty", "-m", a], a);
    expect(JSON.parse(run(sb, "repo-mode", ["--json"]).stdout)).toMatchObject({
      mode: "solo",
      ref: "origin/main",
      total: 6,
    });
  });

  it("unknown with fewer than 5 commits, without origin, or outside git (nothing cached)", () => {
    const sb = sandbox();
    gitRepo(sb.work, "main", "https://github.com/acme/app.git");
    expect(run(sb, "repo-mode").stdout).toBe("REPO_MODE=unknown\n");
    const local = sandbox();
    gitRepo(local.work, "main");
    for (let i = 0; i < 6; i++) git(local.work, ["commit", "-q", "--allow-empty", "-m", `${i}`], "Ann");
    expect(run(local, "repo-mode").stdout).toBe("REPO_MODE=unknown\n");
    const none = sandbox();
    expect(JSON.parse(run(none, "repo-mode", ["--json"]).stdout)).toEqual({ mode: "unknown", source: "none" });
    for (const s of [sb, local, none]) expect(existsSync(cache(s.root))).toBe(false);
  });

  it("run from a subfolder, caches under the slug of the repo's top folder", () => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: undefined });
    const project = join(sb.work, "nested-history");
    const sub = join(project, "packages", "app");
    gitRepo(project, "main");
    mkdirSync(sub, { recursive: true });
    // The slug was cached for the top folder before the repo had an origin; it is sticky.
    expect(run(sb, "slug", [], { cwd: project }).stdout).toMatch(/^SLUG=nested-history\n/);
    for (let i = 0; i < 5; i++) git(project, ["commit", "-q", "--allow-empty", "-m", `${i}`], "Ann");
    git(project, ["remote", "add", "origin", "https://github.com/facebook/react.git"]);
    expect(run(sb, "repo-mode", [], { cwd: sub })).toMatchObject({ status: 0, stdout: "REPO_MODE=solo\n" });
    expect(readdirSync(join(sb.root, "projects"))).toEqual(["nested-history"]);
    expect(existsSync(join(sb.root, "projects", "nested-history", "repo-mode.json"))).toBe(true);
  });

  it("config repo_mode overrides detection; a corrupt cache is ignored", () => {
    const sb = sandbox();
    repo(sb.work, ["A", "B", "C", "D", "E"]);
    expect(run(sb, "config", ["set", "repo_mode", "solo"]).status).toBe(0);
    expect(JSON.parse(run(sb, "repo-mode", ["--json"]).stdout)).toEqual({ mode: "solo", source: "config" });
    const sb2 = sandbox();
    repo(sb2.work, ["A", "B", "C", "D", "E"]);
    mkdirSync(join(sb2.root, "projects", "test-project"), { recursive: true });
    writeFileSync(cache(sb2.root), '{"mode":"$(rm -rf ~)"}');
    expect(run(sb2, "repo-mode").stdout).toBe("REPO_MODE=collaborative\n");
  });

  it.each([
    [["extra"], {}, 2, /unexpected argument/],
    [["--bogus"], {}, 2, /unknown flag --bogus/],
    [[], { GSTACK_PROJECT_SLUG: ".." }, 1, /GSTACK_PROJECT_SLUG: /],
  ])("rejects %j", (args, env, code, msg) => {
    const sb = sandbox(env as NodeJS.ProcessEnv);
    repo(sb.work, ["A", "A", "A", "A", "A"]);
    const r = run(sb, "repo-mode", args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(existsSync(sb.root)).toBe(false);
  });
});
