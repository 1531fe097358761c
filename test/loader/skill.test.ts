import { describe, expect, it } from "vitest";
import { lintSkill } from "../../lib/loader/skill.ts";
import { doc, memSkill } from "./fixture.ts";

describe("parseSkill", () => {
  it("reads the loader's fields", async () => {
    const s = await memSkill(
      doc(`name: code-review
description: Reviews code.
when_to_use: Before merge.
paths: "src/**/*.{ts,tsx}, lib/*.js"
triggers:
  files: ["*.ts"]
  intents: [review code]
  contexts: [security]
threshold: 0.6
tier: critical
tiers: { planner: optional, executor: exclude }
profiles: [planner, executor]
category: Review
extends: base
disable-model-invocation: "true"`),
    );
    expect(s.valid).toBe(true);
    expect(s.name).toBe("code-review");
    expect(s.meta).toMatchObject({
      description: "Reviews code.",
      whenToUse: "Before merge.",
      paths: ["src/**/*.{ts,tsx}", "lib/*.js"],
      triggers: { files: ["*.ts"], intents: ["review code"], contexts: ["security"] },
      hasTriggers: true,
      threshold: 60,
      tier: "critical",
      tiers: { planner: "optional", executor: "exclude" },
      profiles: ["planner", "executor"],
      category: "review",
      extends: "base",
      modelInvocable: false,
    });
  });

  it("reads gstack's list of trigger phrases as intents", async () => {
    const s = await memSkill(doc("name: ship\ntriggers:\n  - ship it\n  - open a pull request"));
    expect(s.meta.triggers).toEqual({ files: [], intents: ["ship it", "open a pull request"], contexts: [] });
  });

  it("thresholds: fractions up to 1, scores above; bad values warn and fall back", async () => {
    expect((await memSkill(doc("name: a\nthreshold: 0.5"))).meta.threshold).toBe(50);
    expect((await memSkill(doc("name: a\nthreshold: 75"))).meta.threshold).toBe(75);
    expect((await memSkill(doc("name: a\nthreshold: 0"))).meta.threshold).toBe(0);
    const bad = await memSkill(doc("name: a\nthreshold: high"));
    expect(bad.meta.threshold).toBeUndefined();
    expect(bad.problems).toContainEqual(expect.objectContaining({ level: "warning", field: "threshold" }));
  });

  it("falls back to the folder name and keeps going on odd fields", async () => {
    const s = await memSkill(doc("name: 42x/../y\ndescription: [a, b]\ntier: urgent\ntriggers: 5"), {
      folder: "folder-name",
    });
    expect(s.valid).toBe(true);
    expect(s.name).toBe("folder-name");
    expect(s.meta.description).toBe("");
    expect(s.problems.map((p) => p.field).sort()).toEqual(["description", "name", "tier", "triggers"]);
  });

  it("invalid YAML and unclosed frontmatter make the skill invalid, with a line", async () => {
    const a = await memSkill("---\nname: a\ndescription: a: b\n---\nbody\n", { folder: "a" });
    expect(a.valid).toBe(false);
    expect(a.problems[0]).toMatchObject({ level: "error", field: "frontmatter", line: 3 });
    const b = await memSkill("---\nname: b\nbody\n", { folder: "b" });
    expect(b.valid).toBe(false);
    expect(b.name).toBe("b");
  });

  it("a file without frontmatter is valid, named after its folder", async () => {
    const s = await memSkill("# Title\n\nText.\n", { folder: "plain" });
    expect(s).toMatchObject({ valid: true, name: "plain", body: "# Title\n\nText.\n", parser: "none" });
  });

  it("lint: Agent Skills name rules and description length", async () => {
    const fields = async (text: string, folder: string) =>
      lintSkill(await memSkill(text, { folder })).map((p) => `${p.field}: ${p.message}`);
    expect(await fields(doc("name: Bad_Name\ndescription: x"), "Bad_Name")).toEqual([
      expect.stringMatching(/^name: lowercase/),
    ]);
    expect(await fields(doc("name: a\ndescription: x"), "b")).toEqual([
      expect.stringMatching(/differs from the folder/),
    ]);
    expect(await fields(doc(`name: a\ndescription: ${"d".repeat(1100)}`), "a")).toEqual([
      expect.stringMatching(/at most 1024/),
    ]);
    expect(await fields(doc("description: x"), "a")).toEqual([expect.stringMatching(/^name: missing/)]);
  });

  it("lint: every field Claude Code 2.1.328 accepts, and the kit's own, are known; any other is a warning naming it", async () => {
    const claude =
      "model: sonnet\nallowed-tools: [Bash]\ndisallowed-tools: [Write]\nargument-hint: x\ndisable-model-invocation: false\n" +
      "user-invocable: true\neffort: high\nshell: bash\nversion: '1'\nwhen_to_use: Before merge.\npaths: ['src/**']\nhooks: {}\n" +
      "context: fork\nagent: general-purpose\nbackground: true";
    const kit = "triggers: [review]\nthreshold: 50\ntier: critical\ncategory: testing\nlicense: MIT\npreamble-tier: 2";
    const skill = await memSkill(doc(`name: a\ndescription: x\n${claude}\n${kit}\nwhen-to-use: typo\ncolour: blue`), {
      folder: "a",
    });
    expect(lintSkill(skill).map((p) => [p.level, p.field, p.message])).toEqual([
      ["warning", "when-to-use", expect.stringMatching(/^not a known field \(did you mean when_to_use\?\)/)],
      ["warning", "colour", expect.stringMatching(/^not a known field: Claude Code 2\.1\.328/)],
    ]);
    expect(skill.meta.whenToUse).toBe("Before merge.");
  });
});
