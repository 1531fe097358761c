import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listReferences } from "../../lib/loader/load.ts";
import { loadPlanned, plan, type RunOptions } from "../../lib/loader/pipeline.ts";
import { sandbox } from "../helpers/state.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

function project() {
  const sb = sandbox();
  const skills = join(sb.work, ".claude", "skills");
  const write = (name: string, text: string) => {
    mkdirSync(join(skills, name), { recursive: true });
    writeFileSync(join(skills, name, "SKILL.md"), text);
  };
  const opts: RunOptions = { cwd: sb.work, env: sb.env, intent: "write tests for the parser" };
  return { sb, skills, write, opts };
}

describe("Load stage", () => {
  it("loads the composed text of unchanged skills and lists reference files without reading them", async () => {
    const { skills, write, opts } = project();
    write("testing", "---\nname: testing\ntriggers: [write tests]\n---\n# Testing\n\n## Run\n\nnpm test\n");
    write(
      "react-testing",
      "---\nname: react-testing\nextends: testing\ntriggers: [write tests]\n---\n## Run\n\nvitest\n",
    );
    mkdirSync(join(skills, "testing", "references", "deep"), { recursive: true });
    writeFileSync(join(skills, "testing", "references", "guide.md"), "g");
    writeFileSync(join(skills, "testing", "references", "deep", "x.md"), "x");
    writeFileSync(join(skills, "testing", ".hidden"), "h");
    const r = await loadPlanned(await plan(opts));
    const byName = Object.fromEntries(r.load.loaded.map((l) => [l.candidate.skill.name, l]));
    expect(byName["react-testing"]!.content).toBe("# Testing\n\n## Run\n\nvitest\n");
    expect(byName.testing!.references).toEqual(["references/deep/x.md", "references/guide.md"]);
    expect(byName.testing!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.load.changed).toEqual([]);
    expect(listReferences(join(skills, "nope"))).toEqual([]);
  });

  it("re-scores a file changed after scoring and loads the new content when it still passes", async () => {
    const { skills, write, opts } = project();
    write("testing", "---\nname: testing\ntriggers: [write tests]\n---\nOld text.\n");
    const p = await plan(opts);
    writeFileSync(join(skills, "testing", "SKILL.md"), "---\nname: testing\ntriggers: [write tests]\n---\nNew text.\n");
    const r = await loadPlanned(p);
    expect(r.load.loaded.map((l) => l.content)).toEqual(["New text.\n"]);
    expect(r.load.loaded[0]!.changed).toMatch(/^changed: .*re-scored \d+ >= 50, loaded the new content$/);
    expect(r.load.changed).toEqual([{ name: "testing", outcome: "loaded fresh" }]);
  });

  it("does not load a changed file that no longer passes, nor a removed one, and logs it", async () => {
    const { sb, skills, write, opts } = project();
    write("helper", "---\nname: helper\ntriggers: [write tests]\n---\nText.\n");
    write("other", "---\nname: other\ntriggers: [parser]\n---\nOther.\n");
    const p = await plan(opts);
    expect(p.result.candidates.filter((c) => c.budget === "load")).toHaveLength(2);
    writeFileSync(join(skills, "helper", "SKILL.md"), "---\nname: helper\ntriggers: [deploy]\n---\nText.\n");
    rmSync(join(skills, "other"), { recursive: true });
    const r = await loadPlanned(p);
    expect(r.load.loaded).toEqual([]);
    expect(r.load.changed.map((c) => c.name).sort()).toEqual(["helper", "other"]);
    expect(r.load.changed.find((c) => c.name === "helper")!.outcome).toMatch(
      /^not loaded \(changed: .*re-scored: \d+ < 50/,
    );
    expect(r.load.changed.find((c) => c.name === "other")!.outcome).toMatch(/^not loaded \(removed: /);
    const records = assertJsonlSchema("loader-overflow.schema.json", join(sb.root, "loader", "overflow.jsonl"));
    expect(records).toHaveLength(1);
  });

  it("a changed file that grew past the budget overflows instead of loading", async () => {
    const { sb, skills, write, opts } = project();
    write("testing", "---\nname: testing\ntriggers: [write tests]\n---\nShort.\n");
    const p = await plan({ ...opts, budget: 100 });
    writeFileSync(
      join(skills, "testing", "SKILL.md"),
      `---\nname: testing\ntriggers: [write tests]\n---\n${"x".repeat(200)}\n`,
    );
    const r = await loadPlanned(p);
    expect(r.load.loaded).toEqual([]);
    expect(r.load.overflow.map((c) => c.skill.name)).toEqual(["testing"]);
    expect(r.load.changed[0]!.outcome).toMatch(/no longer fits/);
    expect(readFileSync(join(sb.root, "loader", "overflow.jsonl"), "utf8")).toContain("no longer fits");
  });
});
