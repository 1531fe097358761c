import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { discover } from "../../lib/loader/discovery.ts";
import { SkillIndex } from "../../lib/loader/skill-index.ts";
import { hasher } from "../../lib/loader/hash.ts";
import { plan } from "../../lib/loader/pipeline.ts";
import { sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";
import { makeFixture } from "./fixture.ts";

const strip = (s: object) => JSON.parse(JSON.stringify(s));

describe("skill index", () => {
  it("a second run builds the same skills from the index without reading unchanged files", async () => {
    const fx = makeFixture();
    const file = join(fx.root, "loader", "index.json");
    const opts = { cwd: fx.project, env: fx.env, precedence: "project-first" as const };
    const cold = await discover({ ...opts, index: new SkillIndex(file, await hasher()) });
    const saved = JSON.parse(readFileSync(file, "utf8"));
    assertSchema("loader-index.schema.json", saved);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Invalid skills are indexed too (no second yaml parse); too-large files are not.
    expect(Object.keys(saved.entries)).toContain(join(fx.skills, "broken-yaml/SKILL.md"));
    expect(Object.keys(saved.entries)).not.toContain(join(fx.skills, "huge/SKILL.md"));

    const warm = await discover({ ...opts, index: new SkillIndex(file, await hasher()) });
    expect(strip(warm.skills)).toEqual(strip(cold.skills)); // reading text/body on the way
    expect(warm.skills.some((s) => s.stale)).toBe(false);
  });

  it("a changed file is parsed again; an in-place change under an unchanged stat is caught as stale", async () => {
    const sb = sandbox();
    const dir = join(sb.work, ".claude", "skills", "a");
    mkdirSync(dir, { recursive: true });
    const skill = join(dir, "SKILL.md");
    writeFileSync(skill, "---\nname: a\ndescription: one\nthreshold: 0\n---\nOne.\n");
    const file = join(sb.root, "loader", "index.json");
    const opts = { cwd: sb.work, env: sb.env, precedence: "project-first" as const };
    await discover({ ...opts, index: new SkillIndex(file, await hasher()) });

    writeFileSync(skill, "---\nname: a\ndescription: two\nthreshold: 0\n---\nTwo.\n");
    const changed = await discover({ ...opts, index: new SkillIndex(file, await hasher()) });
    expect(changed.skills[0]!.meta.description).toBe("two");

    // Forge the index so its stat matches but its frontmatter does not (a file changed between
    // stat and read): the skill reads as stale, and plan starts over without the index.
    const idx = JSON.parse(readFileSync(file, "utf8"));
    idx.entries[skill].meta.description = "forged";
    idx.entries[skill].fm = "0".repeat(64);
    writeFileSync(file, JSON.stringify(idx));
    const forged = await discover({ ...opts, index: new SkillIndex(file, await hasher()) });
    expect(forged.skills[0]!.meta.description).toBe("forged");
    void forged.skills[0]!.text;
    expect(forged.skills[0]!.stale).toBe(true);
    const p = await plan({ cwd: sb.work, env: sb.env });
    expect(p.input.skills[0]!.meta.description).toBe("two");
  });

  it("ignores a corrupt index and survives a state directory it cannot write", async () => {
    const sb = sandbox();
    const dir = join(sb.work, ".claude", "skills", "a");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "SKILL.md"), "---\nname: a\n---\nA.\n");
    mkdirSync(join(sb.root, "loader"), { recursive: true });
    writeFileSync(join(sb.root, "loader", "index.json"), "{corrupt");
    const opts = { cwd: sb.work, env: sb.env, precedence: "project-first" as const };
    const d = await discover({ ...opts, index: new SkillIndex(join(sb.root, "loader", "index.json"), await hasher()) });
    expect(d.skills[0]!.name).toBe("a");
    const blocked = join(sb.root, "blocked");
    writeFileSync(blocked, "a file where a folder should be");
    const e = await discover({ ...opts, index: new SkillIndex(join(blocked, "index.json"), await hasher()) });
    expect(e.skills[0]!.name).toBe("a");
  });
});
