import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, gitRepo, run, sandbox, type Sandbox } from "../helpers/state.ts";

const git = (dir: string, ...args: string[]) => {
  const r = spawnSync("git", args, { cwd: dir, encoding: "utf8", env: { PATH: process.env.PATH, HOME: dir } });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
};
/** A sandbox whose slug is computed, not forced through GSTACK_PROJECT_SLUG. */
const computed = () => sandbox({ GSTACK_PROJECT_SLUG: undefined });
const slug = (sb: Sandbox, cwd = sb.work, env: NodeJS.ProcessEnv = {}) => run(sb, "slug", [], { cwd, env });
const cacheDir = (sb: Sandbox) => join(sb.root, "slug-cache");

describe("gstack-slug", () => {
  it("owner-repo from origin and the branch with / -> -, cached per folder", () => {
    const sb = computed();
    gitRepo(sb.work, "feature/x", "git@github.com:Acme/my-app.git");
    expect(slug(sb)).toMatchObject({ status: 0, stdout: "SLUG=Acme-my-app\nBRANCH=feature-x\n", stderr: "" });
    expect(JSON.parse(run(sb, "slug", ["--json"]).stdout)).toEqual({ slug: "Acme-my-app", branch: "feature-x" });
    const [entry] = readdirSync(cacheDir(sb));
    expect(entry).toBe(sb.work.replace(/\//g, "_"));
    expect(readFileSync(join(cacheDir(sb), entry!), "utf8")).toBe("Acme-my-app\n");
  });

  it("runs as `bash bin/gstack-slug` and its output evals in bash", () => {
    const sb = computed();
    gitRepo(sb.work, 'quo"te', "https://github.com/acme/app.git");
    const r = spawnSync("bash", ["-c", `eval "$(bash "${BIN}/gstack-slug")" && printf '%s|%s' "$SLUG" "$BRANCH"`], {
      cwd: sb.work,
      env: sb.env,
      encoding: "utf8",
    });
    expect(r.stdout).toBe("acme-app|quote");
  });

  it('a branch named a"b loses the quote, never breaking eval or JSON', () => {
    const sb = computed();
    gitRepo(sb.work, 'a"b', "https://github.com/acme/app.git");
    expect(slug(sb).stdout).toBe("SLUG=acme-app\nBRANCH=ab\n");
    expect(JSON.parse(run(sb, "slug", ["--json"]).stdout).branch).toBe("ab");
  });

  it.each(["..", ".", "a/b", "../../etc", "a b", "x\ny", "...."])(
    "GSTACK_PROJECT_SLUG=%j is refused: exit 1, nothing written",
    (value) => {
      const sb = sandbox({ GSTACK_PROJECT_SLUG: value });
      const r = slug(sb);
      expect(r.status).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^gstack-slug: GSTACK_PROJECT_SLUG: \[a-zA-Z0-9._-\], not only dots/);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(existsSync(sb.root)).toBe(false);
    },
  );

  it("a safe GSTACK_PROJECT_SLUG wins and is not cached", () => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: "my.proj-1" });
    gitRepo(sb.work, "main", "https://github.com/acme/app.git");
    expect(slug(sb).stdout).toBe("SLUG=my.proj-1\nBRANCH=main\n");
    expect(existsSync(cacheDir(sb))).toBe(false);
  });

  it("a cached '..' (or any unsafe value) is ignored and replaced", () => {
    for (const bad of ["..", "../x", ".", "a/b", ""]) {
      const sb = computed();
      gitRepo(sb.work, "main", "https://github.com/acme/app.git");
      mkdirSync(cacheDir(sb), { recursive: true });
      writeFileSync(join(cacheDir(sb), sb.work.replace(/\//g, "_")), `${bad}\n`);
      expect(slug(sb).stdout).toBe("SLUG=acme-app\nBRANCH=main\n");
      expect(readFileSync(join(cacheDir(sb), sb.work.replace(/\//g, "_")), "utf8")).toBe("acme-app\n");
      expect(run(sb, "timeline-log", ['{"skill":"x","event":"started"}']).status).toBe(0);
      expect(readdirSync(join(sb.root, "projects"))).toEqual(["acme-app"]);
    }
  });

  it.each([["git@host:../..git"], ["../.."], ["git@host:./.git"]])(
    "origin %j gives no slug: the folder name is used",
    (origin) => {
      const sb = computed();
      const dir = join(sb.work, "my-project");
      gitRepo(dir, "main", origin);
      expect(slug(sb, dir).stdout).toBe("SLUG=my-project\nBRANCH=main\n");
    },
  );

  it("heals a subfolder's own name cached below the project root; other cache entries are left alone", () => {
    const sb = computed();
    const site = join(sb.work, "loadout", "site");
    mkdirSync(join(site, ".vercel"), { recursive: true });
    mkdirSync(join(sb.work, "loadout", ".git"));
    mkdirSync(cacheDir(sb), { recursive: true });
    const key = join(cacheDir(sb), site.replace(/\//g, "_"));
    writeFileSync(key, "site");
    writeFileSync(join(cacheDir(sb), "_elsewhere_project"), "unrelated");
    expect(slug(sb, site).stdout).toBe("SLUG=loadout\nBRANCH=unknown\n");
    expect(readFileSync(key, "utf8").trim()).toBe("loadout");
    expect(readFileSync(join(cacheDir(sb), "_elsewhere_project"), "utf8")).toBe("unrelated");
    expect(readdirSync(cacheDir(sb)).sort()).toEqual([site.replace(/\//g, "_"), "_elsewhere_project"].sort());
  });

  it("heals a stray .git ancestor's name cached for a repo with an origin below it; keeps a marker wrapper's", () => {
    const sb = computed();
    const stray = join(sb.work, "strayhome");
    mkdirSync(join(stray, ".git"), { recursive: true });
    const repo = join(stray, "git", "proj");
    gitRepo(repo, "main", "https://github.com/garrytan/gstack");
    mkdirSync(cacheDir(sb), { recursive: true });
    const key = join(cacheDir(sb), repo.replace(/\//g, "_"));
    writeFileSync(key, "strayhome");
    expect(slug(sb, repo).stdout).toBe("SLUG=garrytan-gstack\nBRANCH=main\n");
    expect(readFileSync(key, "utf8").trim()).toBe("garrytan-gstack");
    // A package.json wrapper (no .git) that was used before the inner repo got a remote stays.
    const wrapper = join(sb.work, "wrapper");
    const inner = join(wrapper, "apps", "web");
    gitRepo(inner, "main", "https://github.com/acme/web.git");
    writeFileSync(join(wrapper, "package.json"), "{}");
    writeFileSync(join(cacheDir(sb), inner.replace(/\//g, "_")), "wrapper");
    expect(slug(sb, inner).stdout).toBe("SLUG=wrapper\nBRANCH=main\n");
  });

  it("a linked worktree: slug from the shared origin, branch of the worktree", () => {
    const sb = computed();
    const main = join(sb.work, "main");
    gitRepo(main, "main", "git@github.com:acme/app.git");
    git(main, "worktree", "add", "-q", "-b", "feat/wt", join(sb.work, "wt"));
    expect(slug(sb, join(sb.work, "wt")).stdout).toBe("SLUG=acme-app\nBRANCH=feat-wt\n");
    expect(slug(sb, main).stdout).toBe("SLUG=acme-app\nBRANCH=main\n");
  });

  it("detached HEAD prints BRANCH=HEAD, as git rev-parse --abbrev-ref does", () => {
    const sb = computed();
    gitRepo(sb.work, "main", "https://github.com/acme/app.git");
    git(sb.work, "checkout", "-q", "--detach");
    expect(slug(sb).stdout).toBe("SLUG=acme-app\nBRANCH=HEAD\n");
  });

  it("outside git: the outermost project folder, else the folder itself; BRANCH=unknown", () => {
    const sb = computed();
    const proj = join(sb.work, "proj");
    mkdirSync(join(proj, "pkg", "deep"), { recursive: true });
    writeFileSync(join(proj, "package.json"), "{}");
    writeFileSync(join(proj, "pkg", "Cargo.toml"), "");
    expect(slug(sb, join(proj, "pkg", "deep")).stdout).toBe("SLUG=proj\nBRANCH=unknown\n");
    const bare = join(sb.work, "plain dir");
    mkdirSync(bare);
    expect(slug(sb, bare).stdout).toBe(`SLUG=${basename(bare).replace(" ", "")}\nBRANCH=unknown\n`);
  });

  it("nested repos: the outermost repo with an origin names the project", () => {
    const sb = computed();
    gitRepo(sb.work, "main", "https://github.com/acme/outer.git");
    const inner = join(sb.work, "vendor", "inner");
    gitRepo(inner, "dev");
    expect(slug(sb, inner).stdout).toBe("SLUG=acme-outer\nBRANCH=dev\n");
  });

  it("a very deep folder still gets a slug (its cache name is shortened)", () => {
    const sb = computed();
    const deep = join(sb.work, ...Array.from({ length: 30 }, (_, i) => `folder-number-${i}`));
    mkdirSync(deep, { recursive: true });
    expect(slug(sb, deep).stdout).toBe("SLUG=folder-number-29\nBRANCH=unknown\n");
    const [entry] = readdirSync(cacheDir(sb));
    expect(entry!.length).toBeLessThanOrEqual(200);
    expect(slug(sb, deep).stdout).toBe("SLUG=folder-number-29\nBRANCH=unknown\n");
  });

  it("rejects unknown flags with exit 2", () => {
    const sb = computed();
    expect(run(sb, "slug", ["--bogus"])).toMatchObject({ status: 2 });
    expect(run(sb, "slug", ["--help"]).stdout).toMatch(/^usage: gstack-slug/);
  });
});
