import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { exampleAt, minimal, runScript, tempPack } from "./pack.ts";

function generated(): string {
  const root = tempPack({
    "skills/a/SKILL.md.tmpl": minimal("a"),
    "skills/b/SKILL.md.tmpl": minimal("b"),
    "skills/c/SKILL.md.tmpl": minimal("c"),
  });
  expect(runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents"]).status).toBe(0);
  return root;
}

/** Every file under root with its mtime, to prove a run wrote nothing. */
function snapshot(root: string, files: string[]): (number | undefined)[] {
  return files.map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : undefined));
}

describe("gen:skill-docs --check", () => {
  it("passes when everything is fresh", () => {
    const root = generated();
    const r = runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents", "--check"]);
    expect(r).toMatchObject({ status: 0, stdout: "gen:skill-docs --check: 6 files up to date\n" });
  });

  it("catches a stale, a missing and an orphaned file, writes nothing and exits 1", () => {
    const root = generated();
    writeFileSync(
      join(root, "skills/a/SKILL.md"),
      `${readFileSync(join(root, "skills/a/SKILL.md"), "utf8")}hand edit\n`,
    );
    rmSync(join(root, ".agents/skills/b/SKILL.md"));
    rmSync(join(root, "skills/c/SKILL.md.tmpl"));
    const files = ["skills/a/SKILL.md", ".agents/skills/b/SKILL.md", "skills/c/SKILL.md", ".agents/skills/c/SKILL.md"];
    const before = snapshot(root, files);
    const r = runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents", "--check"]);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n")).toEqual([
      "stale: skills/a/SKILL.md",
      "missing: .agents/skills/b/SKILL.md",
      "orphaned: .agents/skills/c/SKILL.md",
      "orphaned: skills/c/SKILL.md",
    ]);
    expect(r.stderr).toMatch(/4 files out of date; run: npm run gen:skill-docs/);
    expect(snapshot(root, files)).toEqual(before);
  });

  it("a normal run repairs all three: rewrites, recreates, removes the orphans", () => {
    const root = generated();
    writeFileSync(join(root, "skills/a/SKILL.md"), "stale\n");
    rmSync(join(root, ".agents/skills/b/SKILL.md"));
    rmSync(join(root, "skills/c/SKILL.md.tmpl"));
    const r = runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/2 written, 2 unchanged, 2 removed/);
    expect(existsSync(join(root, "skills/c/SKILL.md"))).toBe(false);
    expect(existsSync(join(root, ".agents/skills/c"))).toBe(false);
    expect(existsSync(join(root, "skills/c"))).toBe(false); // left empty, so removed too
    expect(runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents", "--check"]).status).toBe(0);
  });

  it("never treats a hand-written SKILL.md (no AUTO-GENERATED mark) as an orphan", () => {
    const root = generated();
    mkdirSync(join(root, "skills/mine"), { recursive: true });
    writeFileSync(join(root, "skills/mine/SKILL.md"), "---\nname: mine\ndescription: d\n---\nmine\n");
    expect(runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents", "--check"]).status).toBe(0);
    expect(runScript("gen-skill-docs", ["--root", root, "--host", "claude,agents"]).status).toBe(0);
    expect(existsSync(join(root, "skills/mine/SKILL.md"))).toBe(true);
  });

  it("checks only the chosen host", () => {
    const root = generated();
    rmSync(join(root, ".agents"), { recursive: true });
    expect(runScript("gen-skill-docs", ["--root", root, "--check"]).status).toBe(0);
    expect(runScript("gen-skill-docs", ["--root", root, "--host", "agents", "--check"]).stdout).toMatch(
      /^missing: \.agents\/skills\/a\/SKILL.md$/m,
    );
  });

  it("--skill renders one skill and leaves the others alone", () => {
    const root = generated();
    writeFileSync(join(root, "skills/b/SKILL.md"), "stale\n");
    writeFileSync(join(root, "skills/a/SKILL.md.tmpl"), minimal("a", "{{PREAMBLE}}\n\nChanged.\n\n{{COMPLETION}}\n"));
    const r = runScript("gen-skill-docs", ["--root", root, "--skill", "a"]);
    expect(r.stdout).toMatch(/1 written, 0 unchanged, 0 removed/);
    expect(readFileSync(join(root, "skills/a/SKILL.md"), "utf8")).toContain("Changed.");
    expect(readFileSync(join(root, "skills/b/SKILL.md"), "utf8")).toBe("stale\n");
    const bad = runScript("gen-skill-docs", ["--root", root, "--skill", "zzz"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--skill: the name of a skill .*\(known: a, b, c\) \(got "zzz"\)/);
  });
});

describe("skill:check", () => {
  it("reports tier, bytes, tokens, preamble share, freshness and warnings per skill", () => {
    const root = tempPack({
      "skills/example/SKILL.md.tmpl": exampleAt(4),
      "skills/x/SKILL.md.tmpl": minimal("x", undefined, "allowed_tools: [Bash]\n"),
    });
    runScript("gen-skill-docs", ["--root", root, "--skill", "example"]);
    const r = runScript("skill-check", ["--root", root, "--json"]);
    expect(r.status).toBe(0);
    const { skills, errors } = JSON.parse(r.stdout);
    expect(errors).toEqual([]);
    const example = skills.find((s: { name: string }) => s.name === "example");
    expect(example).toMatchObject({ tier: 4, freshness: "fresh", output: "skills/example/SKILL.md", warnings: [] });
    expect(example.bytes).toBe(readFileSync(join(root, "skills/example/SKILL.md")).length);
    expect(example.tokens).toBe(Math.ceil(example.bytes / 4));
    expect(example.preamble_share).toBeGreaterThan(0.3);
    expect(example.preamble_share).toBeLessThan(1);
    const x = skills.find((s: { name: string }) => s.name === "x");
    expect(x).toMatchObject({ tier: 1, freshness: "missing" });
    expect(x.warnings).toEqual([
      expect.stringMatching(/^skills\/x\/SKILL.md.tmpl:5:1: warning: allowed_tools: not a known field/),
    ]);

    const text = runScript("skill-check", ["--root", root]);
    expect(text.stdout).toMatch(/^skill\s+tier\s+bytes\s+tokens\s+preamble\s+file\s+warnings$/m);
    expect(text.stdout).toMatch(/^example\s+4\s+\d+\s+~\d+\s+\d+%\s+fresh\s+0$/m);
    expect(text.stdout).toMatch(/^x\s+1\s+\d+\s+~\d+\s+\d+%\s+missing\s+1$/m);
  });

  it("exits 1 and lists template errors, still reporting the good skills", () => {
    const root = tempPack({
      "skills/good/SKILL.md.tmpl": minimal("good"),
      "skills/bad/SKILL.md.tmpl": minimal("bad", "{{NOPE}}\n"),
    });
    const r = runScript("skill-check", ["--root", root, "--json"]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.skills.map((s: { name: string }) => s.name)).toEqual(["good"]);
    expect(out.errors).toEqual([expect.stringMatching(/^skills\/bad\/SKILL.md.tmpl:7:1: \{\{NOPE\}\}/)]);
  });

  it("rejects unknown flags with exit 2", () => {
    expect(runScript("skill-check", ["--verbose"]).status).toBe(2);
  });
});
