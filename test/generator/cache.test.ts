import { describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { KIT, sandbox } from "../helpers/state.ts";
import { BUN, exampleAt, minimal, runScript, tempPack } from "./pack.ts";

function files(root: string, rels: string[]): string[] {
  return rels.map((r) => readFileSync(join(root, r), "utf8"));
}

describe("gen:skill-docs render cache", () => {
  it("gives the same bytes as an uncached run, and --check only reads it", () => {
    const cache = join(sandbox().work, "cache");
    const tpl = { "skills/example/SKILL.md.tmpl": exampleAt(4), "skills/x/SKILL.md.tmpl": minimal("x") };
    const rels = [
      "skills/example/SKILL.md",
      "skills/x/SKILL.md",
      ".agents/skills/example/SKILL.md",
      ".agents/skills/x/SKILL.md",
    ];
    const a = tempPack(tpl);
    const b = tempPack(tpl);
    expect(
      runScript("gen-skill-docs", ["--root", a, "--host", "all", "--check"], { GSTACK_GEN_CACHE_DIR: cache }).status,
    ).toBe(1);
    expect(existsSync(cache)).toBe(false);
    expect(runScript("gen-skill-docs", ["--root", a, "--host", "all"], { GSTACK_GEN_CACHE_DIR: cache }).status).toBe(0);
    expect(readdirSync(cache)).toEqual([expect.stringMatching(/^gen-[0-9a-f]{16}\.json$/)]);
    // b is rendered entirely from the cache; a third pack without it.
    expect(runScript("gen-skill-docs", ["--root", b, "--host", "all"], { GSTACK_GEN_CACHE_DIR: cache }).status).toBe(0);
    const c = tempPack(tpl);
    expect(runScript("gen-skill-docs", ["--root", c, "--host", "all"], { GSTACK_GEN_CACHE: "0" }).status).toBe(0);
    expect(files(b, rels)).toEqual(files(c, rels));
    expect(files(a, rels)).toEqual(files(c, rels));
    expect(
      runScript("gen-skill-docs", ["--root", b, "--host", "all", "--check"], { GSTACK_GEN_CACHE_DIR: cache }).status,
    ).toBe(0);
  });

  it("misses when a template changes, keeps warnings, never stores errors, survives a damaged file", () => {
    const cache = join(sandbox().work, "cache");
    const root = tempPack({ "skills/x/SKILL.md.tmpl": minimal("x", undefined, "allowed_tools: [Bash]\n") });
    const env = { GSTACK_GEN_CACHE_DIR: cache };
    expect(runScript("gen-skill-docs", ["--root", root], env).stderr).toMatch(/1 warning/);
    expect(runScript("gen-skill-docs", ["--root", root], env).stderr).toMatch(/1 warning/);
    writeFileSync(join(root, "skills/x/SKILL.md.tmpl"), minimal("x", "{{PREAMBLE}}\n\nNew text.\n\n{{COMPLETION}}\n"));
    expect(runScript("gen-skill-docs", ["--root", root], env).stdout).toMatch(/1 written/);
    expect(readFileSync(join(root, "skills/x/SKILL.md"), "utf8")).toContain("New text.");
    writeFileSync(join(root, "skills/x/SKILL.md.tmpl"), minimal("x", "{{NOPE}}\n"));
    expect(runScript("gen-skill-docs", ["--root", root], env).status).toBe(1);
    expect(runScript("gen-skill-docs", ["--root", root], env).status).toBe(1);
    for (const f of readdirSync(cache)) writeFileSync(join(cache, f), "{broken");
    writeFileSync(join(root, "skills/x/SKILL.md.tmpl"), minimal("x"));
    expect(runScript("gen-skill-docs", ["--root", root], env).status).toBe(0);
    expect(runScript("gen-skill-docs", ["--root", root, "--check"], env).status).toBe(0);
  });

  it("a new skill name invalidates entries that INVOKE_SKILL checked against the old names", () => {
    const cache = join(sandbox().work, "cache");
    const env = { GSTACK_GEN_CACHE_DIR: cache };
    const root = tempPack({
      "skills/a/SKILL.md.tmpl": minimal("a", '{{PREAMBLE}}\n{{INVOKE_SKILL "b"}}\n{{COMPLETION}}\n'),
      "skills/b/SKILL.md.tmpl": minimal("b"),
    });
    expect(runScript("gen-skill-docs", ["--root", root], env).status).toBe(0);
    spawnSync("rm", ["-r", join(root, "skills/b")]);
    const r = runScript("gen-skill-docs", ["--root", root], env);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no skill named "b"/);
  });

  it("the generator's fingerprint changes with any file of templates/, lib/generator/ or lib/frontmatter/", () => {
    const kit = join(sandbox().work, "kit");
    for (const d of ["lib/generator", "lib/frontmatter", "templates"])
      cpSync(join(KIT, d), join(kit, d), { recursive: true });
    mkdirSync(join(kit, "lib/state"), { recursive: true });
    cpSync(join(KIT, "lib/state/artifacts.ts"), join(kit, "lib/state/artifacts.ts"));
    const fp = () =>
      spawnSync(
        BUN,
        [
          "-e",
          `import { generatorFingerprint } from ${JSON.stringify(join(KIT, "lib/generator/cache.ts"))}; console.log(generatorFingerprint(${JSON.stringify(kit)}))`,
        ],
        { encoding: "utf8" },
      ).stdout.trim();
    const first = fp();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fp()).toBe(first);
    writeFileSync(
      join(kit, "templates/preamble/voice.md"),
      `${readFileSync(join(kit, "templates/preamble/voice.md"), "utf8")} `,
    );
    const second = fp();
    expect(second).not.toBe(first);
    writeFileSync(
      join(kit, "lib/generator/render.ts"),
      `${readFileSync(join(kit, "lib/generator/render.ts"), "utf8")}\n`,
    );
    const third = fp();
    expect(third).not.toBe(second);
    writeFileSync(
      join(kit, "lib/frontmatter/read.ts"),
      `${readFileSync(join(kit, "lib/frontmatter/read.ts"), "utf8")}\n`,
    );
    expect(fp()).not.toBe(third);
  });
});
