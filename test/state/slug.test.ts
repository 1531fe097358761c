import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gitRepo, sandbox } from "../helpers/state.ts";
import {
  currentBranch,
  detectSlug,
  folderSlug,
  projectRoot,
  projectSlug,
  sanitizeBranch,
  sanitizeSlug,
  slugFromRemote,
} from "../../lib/state/slug.ts";

describe("slug", () => {
  it.each([
    ["acme-app", "acme-app"],
    ["Acme.App_1", "Acme.App_1"],
    ["a/b", "ab"],
    ['a"b c', "abc"],
    ["..", undefined],
    [".", undefined],
    ["...", undefined],
    ["", undefined],
    ["/", undefined],
    ["..a", "..a"],
    ["x".repeat(201), undefined],
  ])("sanitizeSlug(%j) = %j", (raw, want) => {
    expect(sanitizeSlug(raw)).toBe(want);
  });

  it.each([
    ["feature/x", "feature-x"],
    ['a"b', "ab"],
    ["HEAD", "HEAD"],
    [undefined, "unknown"],
    ["", "unknown"],
    ["..", "unknown"],
    ["$(rm -rf ~)", "rm-rf"],
    ["ü/ñ", "-"],
  ])("sanitizeBranch(%j) = %j", (raw, want) => {
    expect(sanitizeBranch(raw)).toBe(want);
  });

  it.each([
    ["git@github.com:acme/app.git", "acme-app"],
    ["https://github.com/acme/app", "acme-app"],
    ["https://github.com/acme/app.git/", "acme-app"],
    ["ssh://git@host:22/acme/app.git", "acme-app"],
    ["https://gitlab.com/group/sub/app.git", "sub-app"],
    ["git@host:../..git", undefined],
    ["../..", undefined],
    ["git@host:./.git", undefined],
    ["file:///tmp/x/../y.git", "x-y"],
    ["app", undefined],
    ["", undefined],
  ])("slugFromRemote(%j) = %j", (url, want) => {
    expect(slugFromRemote(url)).toBe(want);
  });

  it("projectSlug: env (checked, uncached), then cache (checked), then detection (cached)", () => {
    const sb = sandbox();
    gitRepo(sb.work, "main", "https://github.com/acme/app.git");
    expect(projectSlug(sb.root, sb.work, { GSTACK_PROJECT_SLUG: "env-slug" })).toBe("env-slug");
    expect(existsSync(join(sb.root, "slug-cache"))).toBe(false);
    for (const bad of ["..", ".", "a/b"])
      expect(() => projectSlug(sb.root, sb.work, { GSTACK_PROJECT_SLUG: bad })).toThrow(/^GSTACK_PROJECT_SLUG: /);
    expect(projectSlug(sb.root, sb.work, {})).toBe("acme-app");
    const cache = join(sb.root, "slug-cache", sb.work.replace(/\//g, "_"));
    writeFileSync(cache, "cached-slug\n");
    expect(projectSlug(sb.root, sb.work, {})).toBe("cached-slug");
    writeFileSync(cache, "..\n");
    expect(projectSlug(sb.root, sb.work, {})).toBe("acme-app");
    expect(readdirSync(join(sb.root, "slug-cache"))).toHaveLength(1);
  });

  it("detectSlug and currentBranch outside git", () => {
    const sb = sandbox();
    mkdirSync(join(sb.work, "p", "q"), { recursive: true });
    writeFileSync(join(sb.work, "p", "README.md"), "");
    expect(detectSlug(join(sb.work, "p", "q"))).toBe("p");
    expect(currentBranch(sb.work)).toBe("unknown");
    expect(detectSlug("/")).toBe("project");
  });

  it("non-ASCII and over-long folder names get distinct slugs (kept text plus a hash), the same every time", () => {
    const a = folderSlug("проект");
    const b = folderSlug("计划");
    const long = folderSlug(`x${"y".repeat(300)}`);
    expect(a).toMatch(/^project-[0-9a-f]{8}$/);
    expect(b).toMatch(/^project-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(folderSlug("проект")).toBe(a);
    expect(long).toMatch(/^xy{39}-[0-9a-f]{8}$/);
    expect(folderSlug("my-app")).toBe("my-app"); // gstack's rule where it keeps a name
    expect(sanitizeSlug(a)).toBe(a);
  });

  it("a branch name over 160 characters is cut with a hash of the whole, deterministically", () => {
    const raw = `feature/${"a".repeat(300)}`;
    const b = sanitizeBranch(raw);
    expect(b.length).toBe(160);
    expect(b).toMatch(/^feature-a+-[0-9a-f]{8}$/);
    expect(sanitizeBranch(raw)).toBe(b);
    expect(sanitizeBranch(`${raw}b`)).not.toBe(b);
    expect(sanitizeBranch("main")).toBe("main");
  });

  // gstack's bash walk looped forever on these under git-bash: dirname's fixed point is not "/".
  it.each(["C:/Users/nobody/project", ".", "//server/share/dir", "relative/sub", ""])(
    "the outermost-root walk ends on the path form %j",
    (form) => {
      // Relative forms walk from the test's own folder; what matters is that the walk returns.
      const top = projectRoot(form);
      expect(top === undefined || typeof top === "string").toBe(true);
      expect(detectSlug(form)).toMatch(/^[a-zA-Z0-9._-]+$/);
    },
  );
});
