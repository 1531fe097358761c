import { describe, expect, it } from "vitest";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { KIT, run, sandbox, type Sandbox } from "../helpers/state.ts";

const PACK = readdirSync(join(KIT, "skills"))
  .filter((n) => existsSync(join(KIT, "skills", n, "SKILL.md")))
  .sort();

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    const st = lstatSync(p);
    out[n] = st.isSymbolicLink() ? `-> ${readlinkSync(p)}` : st.isDirectory() ? "dir" : "file";
  }
  return out;
}

function install(sb: Sandbox, args: string[] = []) {
  return run(sb, "install", args);
}

describe("gstack-install", () => {
  it("links every generated skill and the kit into ~/.claude/skills (--user is the default)", () => {
    const sb = sandbox();
    const r = install(sb);
    expect(r.status).toBe(0);
    const dir = join(sb.home, ".claude", "skills");
    const snap = snapshot(dir);
    expect(Object.keys(snap).sort()).toEqual([...PACK, "gstack"].sort());
    for (const name of PACK) expect(snap[name]).toBe(`-> ${join(KIT, "skills", name)}`);
    expect(snap.gstack).toBe(`-> ${KIT}`);
    // What the skills' bash and the hooks rely on.
    expect(existsSync(join(dir, "gstack", "bin", "gstack-hook-careful"))).toBe(true);
    expect(existsSync(join(dir, "gstack", "SKILL.md"))).toBe(true);
    expect(readFileSync(join(dir, "review", "SKILL.md"), "utf8")).toMatch(/^---\nname: review\n/);
    expect(r.stdout).toMatch(new RegExp(`^linked\\s+${dir}/review -> `, "m"));
  });

  it("is safe to re-run: nothing changes the second time", () => {
    const sb = sandbox();
    install(sb);
    const dir = join(sb.home, ".claude", "skills");
    const before = snapshot(dir);
    const r = install(sb);
    expect(r.status).toBe(0);
    expect(snapshot(dir)).toEqual(before);
    expect(
      r.stdout
        .split("\n")
        .filter(Boolean)
        .every((l) => l.startsWith("ok ")),
    ).toBe(true);
  });

  it("--project DIR installs into DIR/.claude/skills; --host all adds .agents/skills when generated", () => {
    const sb = sandbox();
    const proj = join(sb.work, "proj");
    mkdirSync(proj);
    const r = install(sb, ["--project", proj]);
    expect(r.status).toBe(0);
    expect(snapshot(join(proj, ".claude", "skills")).gstack).toBe(`-> ${KIT}`);
    expect(existsSync(join(sb.home, ".claude"))).toBe(false);
    // Other hosts get files rendered for them (and the kit linked), recorded in a lock file.
    const all = install(sb, ["--project", proj, "--host", "all"]);
    expect(all.status, all.stderr).toBe(0);
    const snap = snapshot(join(proj, ".agents", "skills"));
    expect(snap.gstack).toBe(`-> ${relative(join(proj, ".agents", "skills"), KIT)}`);
    expect(snap.review).toBe("dir");
    expect(readFileSync(join(proj, ".agents", "skills", "review", "SKILL.md"), "utf8")).toMatch(/^---\nname: review\n/);
    expect(existsSync(join(proj, ".agents", "skills", "review", "agents", "openai.yaml"))).toBe(true);
    expect(existsSync(join(proj, ".kiro", "skills", ".gstack-kit-lock.json"))).toBe(true);
    expect(
      install(sb, ["--project", proj, "--host", "all"])
        .stdout.split("\n")
        .filter(Boolean)
        .every((l) => l.startsWith("ok ")),
    ).toBe(true);
  });

  it("never touches a folder or file of the user's own; reports it and exits 1", () => {
    const sb = sandbox();
    const dir = join(sb.home, ".claude", "skills");
    mkdirSync(join(dir, "review"), { recursive: true });
    writeFileSync(join(dir, "review", "SKILL.md"), "my own review skill");
    writeFileSync(join(dir, "qa"), "a file");
    const r = install(sb);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^skipped\s+.*\/review\s+\(your own folder is there\)$/m);
    expect(r.stdout).toMatch(/^skipped\s+.*\/qa\s+\(your own file is there\)$/m);
    expect(r.stderr).toMatch(/^gstack-install: 2 not linked \(qa, review\)/);
    expect(readFileSync(join(dir, "review", "SKILL.md"), "utf8")).toBe("my own review skill");
    expect(readFileSync(join(dir, "qa"), "utf8")).toBe("a file");
    expect(snapshot(dir).ship).toBe(`-> ${join(KIT, "skills", "ship")}`);
  });

  it("keeps a link to someone else's skill, replaces broken links and links to another gstack-kit copy", () => {
    const sb = sandbox();
    const dir = join(sb.home, ".claude", "skills");
    mkdirSync(dir, { recursive: true });
    const mine = join(sb.work, "my-skills", "retro");
    mkdirSync(mine, { recursive: true });
    symlinkSync(mine, join(dir, "retro"));
    symlinkSync(join(sb.work, "gone", "skills", "qa"), join(dir, "qa"));
    const oldKit = join(sb.work, "old-kit");
    for (const d of ["bin", "lib/cli", "skills/review"]) mkdirSync(join(oldKit, d), { recursive: true });
    writeFileSync(join(oldKit, "bin", "gstack-install"), "");
    writeFileSync(join(oldKit, "lib", "cli", "main.ts"), "");
    symlinkSync(join(oldKit, "skills", "review"), join(dir, "review"));
    symlinkSync(oldKit, join(dir, "gstack"));
    const r = install(sb);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^skipped\s+.*\/retro -> .*\(a link to .*my-skills\/retro, which is not gstack-kit\)$/m);
    expect(r.stdout).toMatch(/^relinked\s+.*\/qa -> .*\(was a broken link to /m);
    const snap = snapshot(dir);
    expect(snap.retro).toBe(`-> ${mine}`);
    expect(snap.qa).toBe(`-> ${join(KIT, "skills", "qa")}`);
    expect(snap.review).toBe(`-> ${join(KIT, "skills", "review")}`);
    expect(snap.gstack).toBe(`-> ${KIT}`);
  });

  it("removes links to skills that left the pack, and nothing else", () => {
    const sb = sandbox();
    const dir = join(sb.home, ".claude", "skills");
    install(sb);
    symlinkSync(join(KIT, "skills", "retired-skill"), join(dir, "retired-skill"));
    symlinkSync(join(sb.work, "elsewhere"), join(dir, "unrelated"));
    const r = install(sb);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^removed\s+.*\/retired-skill\s+\(no longer in the pack\)$/m);
    expect(existsSync(join(dir, "retired-skill"))).toBe(false);
    expect(lstatSync(join(dir, "unrelated")).isSymbolicLink()).toBe(true);
  });

  it("--root PACK links a pack of your own, with the kit still linked as gstack", () => {
    const sb = sandbox();
    const pack = join(sb.work, "my-pack");
    mkdirSync(join(pack, "skills", "hello"), { recursive: true });
    writeFileSync(join(pack, "skills", "hello", "SKILL.md"), "---\nname: hello\n---\n");
    mkdirSync(join(pack, "skills", "draft"), { recursive: true }); // no SKILL.md: not generated
    const r = install(sb, ["--root", pack]);
    expect(r.status).toBe(0);
    expect(snapshot(join(sb.home, ".claude", "skills"))).toEqual({
      hello: `-> ${join(pack, "skills", "hello")}`,
      gstack: `-> ${KIT}`,
    });
    const empty = join(sb.work, "empty-pack");
    mkdirSync(empty);
    const e = install(sb, ["--root", empty]);
    expect(e.status).toBe(1);
    expect(e.stderr).toMatch(
      /no generated skills in .*empty-pack\/skills: run `npm run gen:skill-docs -- --root .*empty-pack` in .* first/,
    );
  });

  it("--dry-run reports and changes nothing; --json gives the steps", () => {
    const sb = sandbox();
    const r = install(sb, ["--dry-run"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^would link\s+/m);
    expect(existsSync(join(sb.home, ".claude"))).toBe(false);
    const j = JSON.parse(install(sb, ["--json"]).stdout);
    expect(j.base).toBe(sb.home);
    expect(j.dryRun).toBe(false);
    expect(j.steps.filter((s: { action: string }) => s.action === "link")).toHaveLength(PACK.length + 1);
  });

  it.each([
    [["--project", "missing"], 1, /project: an existing directory/],
    [["--project", "file.txt"], 1, /project: a directory/],
    [["--project", "x", "--user"], 2, /--project and --user exclude each other/],
    [["--host", "vim"], 2, /--host: one of claude, codex, agents/],
    [["extra"], 2, /unexpected argument "extra"/],
    [["--bogus"], 2, /unknown flag --bogus/],
    [["--root", "missing"], 1, /root: an existing pack folder/],
  ])("rejects %j with exit %i and changes nothing", (args, code, msg) => {
    const sb = sandbox();
    writeFileSync(join(sb.work, "file.txt"), "x");
    const r = install(sb, args as string[]);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(join(sb.home, ".claude"))).toBe(false);
  });
});
