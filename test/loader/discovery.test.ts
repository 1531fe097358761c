import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { discover, nestedRoots, projectDirs, relativeFiles } from "../../lib/loader/discovery.ts";
import { makeFixture } from "./fixture.ts";

describe("discovery on the fixture tree", () => {
  it("finds project, .agents, user skills in precedence order; skips dot folders and folders without SKILL.md", async () => {
    const fx = makeFixture();
    const d = await discover({ cwd: fx.project, env: fx.env, precedence: "project-first" });
    const names = d.skills.map((s) => `${s.scope}:${s.folder}`);
    expect(names.filter((n) => n.startsWith("project:")).length).toBeGreaterThan(15);
    expect(names.indexOf("project:agents-helper")).toBeGreaterThan(names.indexOf("project:unclosed"));
    expect(names.indexOf("user:shadowed")).toBeGreaterThan(names.indexOf("project:agents-helper"));
    expect(names).not.toContain("user:.hidden");
    expect(names).not.toContain("user:not-a-skill");
    expect(d.skills.map((s) => s.rank)).toEqual(d.skills.map((_, i) => i));
  });

  it("loads a file reached twice (symlinked folder) once, from the first root", async () => {
    const fx = makeFixture();
    const d = await discover({ cwd: fx.project, env: fx.env, precedence: "project-first" });
    expect(d.skills.filter((s) => s.name === "code-review")).toHaveLength(1);
    expect(d.skills.find((s) => s.name === "code-review")!.scope).toBe("project");
    expect(d.duplicates).toEqual([
      {
        file: join(fx.home, ".claude/skills/code-review-link/SKILL.md"),
        scope: "user",
        sameAs: join(fx.skills, "code-review/SKILL.md"),
      },
    ]);
    const u = await discover({ cwd: fx.project, env: fx.env, precedence: "user-first" });
    expect(u.skills.find((s) => s.name === "code-review")!.scope).toBe("user");
  });

  it("reports a huge file as invalid instead of reading it", async () => {
    const fx = makeFixture();
    const d = await discover({ cwd: fx.project, env: fx.env, precedence: "project-first" });
    const huge = d.skills.find((s) => s.folder === "huge")!;
    expect(huge.valid).toBe(false);
    expect(huge.text).toBe("");
    expect(huge.problems[0]!.message).toMatch(/too large/);
  });

  it("walks from cwd up to the repo root, nearest first", async () => {
    const fx = makeFixture();
    const sub = join(fx.project, "sub");
    expect(projectDirs(sub)).toEqual([sub, fx.project]);
    const d = await discover({ cwd: sub, env: fx.env, precedence: "project-first" });
    const shadowed = d.skills.filter((s) => s.name === "shadowed").map((s) => s.file);
    expect(shadowed).toEqual([
      join(sub, ".claude/skills/shadowed/SKILL.md"),
      join(fx.skills, "shadowed/SKILL.md"),
      join(fx.home, ".claude/skills/shadowed/SKILL.md"),
    ]);
    expect(d.skills.some((s) => s.name === "sub-only")).toBe(true);
    // Outside a repo only cwd itself is a project folder.
    expect(projectDirs(fx.base)).toEqual([fx.base]);
  });

  it("finds nested roots from the files being worked on, deepest first, skipping git-ignored folders", async () => {
    const fx = makeFixture();
    const deep = join(fx.project, "packages/web/src/inner");
    mkdirSync(join(deep, ".claude/skills/deep-one"), { recursive: true });
    writeFileSync(join(deep, ".claude/skills/deep-one/SKILL.md"), "---\nname: deep-one\n---\nx\n");
    const files = [
      "packages/web/src/inner/x.ts",
      "build/out/index.js",
      join(fx.project, "src/server/api.ts"),
      "/elsewhere/file.ts",
    ];
    const roots = await nestedRoots(fx.project, files, fx.env);
    expect(roots).toEqual([join(deep, ".claude/skills"), join(fx.project, "packages/web/.claude/skills")]);
    const d = await discover({ cwd: fx.project, env: fx.env, files, precedence: "project-first" });
    expect(d.nested).toEqual(roots);
    expect(d.skills.slice(0, 2).map((s) => `${s.scope}:${s.name}`)).toEqual([
      "nested:deep-one",
      "nested:web-conventions",
    ]);
    expect(d.skills.some((s) => s.name === "generated")).toBe(false);
  });

  it("remembered nested roots and extra/bundled roots come in their place", async () => {
    const fx = makeFixture();
    const d = await discover({
      cwd: fx.project,
      env: fx.env,
      precedence: "project-first",
      nestedRoots: [join(fx.project, "packages/web/.claude/skills"), join(fx.project, "gone")],
      extraRoots: ["../home/.claude/skills"],
      bundledRoots: [fx.bundled],
    });
    // "gone" does not exist; the extra root is the user root again, listed once.
    expect(d.roots.map((r) => r.scope)).toEqual(["nested", "project", "project", "user", "bundled"]);
    expect(d.skills[0]!.scope).toBe("nested");
    expect(d.skills.at(-1)).toMatchObject({ scope: "bundled", name: "help" });
    expect(d.skills.some((s) => s.scope === "extra")).toBe(false);
  });

  it("relativeFiles keeps paths inside cwd relative and others absolute", () => {
    expect(relativeFiles("/a/b", ["c/d.ts", "/a/b/e.ts", "/x/y.ts", "../z.ts"])).toEqual([
      "c/d.ts",
      "e.ts",
      "/x/y.ts",
      "/a/z.ts",
    ]);
  });
});
