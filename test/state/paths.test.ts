import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { gitRepo, sandbox } from "../helpers/state.ts";
import { inside, StatePaths } from "../../lib/state/paths.ts";

describe("StatePaths", () => {
  it("places every kind of state under the root", () => {
    const sb = sandbox();
    gitRepo(sb.work, "feat/a");
    const p = new StatePaths(sb.env, sb.work);
    const proj = join(sb.root, "projects", "test-project");
    expect(p.root).toBe(sb.root);
    expect(p.branch).toBe("feat-a");
    expect(p.projectDir).toBe(proj);
    expect(p.config).toBe(join(sb.root, "config.yaml"));
    expect(p.sessions).toBe(join(sb.root, "sessions"));
    expect(p.skillUsage).toBe(join(sb.root, "analytics", "skill-usage.jsonl"));
    expect(p.eureka).toBe(join(sb.root, "analytics", "eureka.jsonl"));
    expect(p.securityAttempts).toBe(join(sb.root, "security", "attempts.jsonl"));
    expect(p.deviceSalt).toBe(join(sb.root, "security", "device-salt"));
    expect(p.builderProfile).toBe(join(sb.root, "builder-profile.jsonl"));
    expect(p.learnings).toBe(join(proj, "learnings.jsonl"));
    expect(p.timeline).toBe(join(proj, "timeline.jsonl"));
    expect(p.reviews()).toBe(join(proj, "feat-a-reviews.jsonl"));
    expect(p.reviews("main")).toBe(join(proj, "main-reviews.jsonl"));
  });

  it("no path can leave projects/<slug> or the root", () => {
    const sb = sandbox();
    const p = new StatePaths(sb.env, sb.work);
    expect(() => p.project("..", "x")).toThrow(/escapes/);
    expect(() => p.project("/etc/passwd")).toThrow(/escapes/);
    expect(() => p.reviews("../../x")).toThrow(/escapes/);
    expect(() => p.file("..", "x")).toThrow(/escapes/);
    expect(p.project("a", "..", "b")).toBe(join(sb.root, "projects", "test-project", "b"));
    expect(inside("/a/b", "c")).toBe("/a/b/c");
    expect(() => inside("/a/b", "../bc")).toThrow();
    expect(() => inside("/a/b", "../b2")).toThrow();
  });

  it.each(["..", ".", "a/b", "../../etc"])("an unsafe GSTACK_PROJECT_SLUG=%j throws on first use", (slug) => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: slug });
    const p = new StatePaths(sb.env, sb.work);
    expect(p.root).toBe(sb.root);
    expect(() => p.projectDir).toThrow(/GSTACK_PROJECT_SLUG/);
  });
});
