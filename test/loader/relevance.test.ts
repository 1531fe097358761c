// The scorer on skills as people write them (name and description only): the committed corpus of
// permissively licensed public skills and the dev requests of the relevance benchmark.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KIT, run, sandbox } from "../helpers/state.ts";
import { evaluate, readRequests, readSkills } from "../../scripts/bench/relevance/relevance.ts";

const CORPUS = join(KIT, "test", "fixtures", "loader-relevance");

async function pack(name: string) {
  const root = join(CORPUS, name);
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return readSkills(
    dirs.map((d) => join(root, d, "SKILL.md")),
    root,
  );
}

describe("relevance on public skills (name and description only)", () => {
  it("loads the expected skill for >= 90% of the dev requests it has a skill for, with <= 1 other on average", async () => {
    const skills = [...(await pack("anthropics-skills")), ...(await pack("superpowers"))].map((s, rank) => ({
      ...s,
      rank,
    }));
    expect(skills.length).toBe(26);
    const r = await evaluate("corpus", skills, readRequests(), "dev");
    expect(r.requests).toBeGreaterThanOrEqual(20);
    expect(r.hits / r.requests, r.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
    expect(r.others / r.requests).toBeLessThanOrEqual(1);
    // Requests meant for skills that are not installed mostly load nothing.
    expect(r.unmatchedSelected / r.unmatched).toBeLessThan(1);
  });
});

describe("gstack-skills on public skills", () => {
  it("load picks the skill a person would pick, and plan says which words counted", () => {
    const sb = sandbox();
    const roots = ["--root", join(CORPUS, "superpowers"), "--root", join(CORPUS, "anthropics-skills")];
    const load = run(sb, "skills", ["load", "--intent", "debug why the login page crashes", ...roots]);
    expect(load.status, load.stderr).toBe(0);
    expect([...load.stdout.matchAll(/<skill name="([^"]+)"/g)].map((m) => m[1])).toEqual(["systematic-debugging"]);
    const plan = run(sb, "skills", ["plan", "--intent", "make me a gif of a cat dancing for slack", ...roots]);
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/^1\. slack-gif-creator \[load\]/m);
    expect(plan.stdout).toMatch(/score +pass: \d+ >= 50: words gif name \+[\d.]+, .*slack name \+[\d.]+/);
    expect(plan.stdout).not.toMatch(/^2\. /m);
  });

  it("words of the same concept load a skill that uses none of the request's words, and plan says through which", () => {
    const sb = sandbox();
    const roots = ["--root", join(CORPUS, "superpowers"), "--root", join(CORPUS, "anthropics-skills")];
    const plan = run(sb, "skills", ["plan", "--intent", "the app crashes with an exception on startup", ...roots]);
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/^1\. systematic-debugging \[load\]/m);
    // Each word of the skill counts once: "exception" reaches "bug", as "debug" went to "crash".
    expect(plan.stdout).toMatch(
      /score +pass: \d+ >= 50: words crash as debug name \+[\d.]+, except as bug text \+[\d.]+/,
    );
    expect(plan.stdout).not.toMatch(/^2\. /m);
  });
});
