// gstack-kit install / update / uninstall / doctor, spawning the real bin/gstack-kit.
import { describe, expect, it } from "vitest";
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { HOST_NAMES, HOSTS } from "../../lib/generator/hosts.ts";
import { KIT, run, sandbox } from "../helpers/state.ts";
import { snapshot } from "../helpers/snapshot.ts";

const PACK = [
  "careful",
  "context-restore",
  "context-save",
  "freeze",
  "learn",
  "office-hours",
  "plan-ceo-review",
  "plan-eng-review",
  "qa",
  "retro",
  "review",
  "ship",
  "unfreeze",
];
/** HOME without Bun's own transpiler cache, which any Bun run may write there. */
const home = (dir: string) => new Map([...snapshot(dir)].filter(([k]) => !k.startsWith(".bun")));

describe("gstack-kit install --user --host all", () => {
  it("installs for every host, a second install is a no-op, uninstall removes exactly that", () => {
    const sb = sandbox();
    mkdirSync(join(sb.home, ".config"), { recursive: true });
    writeFileSync(join(sb.home, ".config", "keep.txt"), "mine");
    const before = home(sb.home);
    const r = run(sb, "kit", ["install", "--user", "--host", "all"]);
    expect(r.status, r.stderr).toBe(0);
    for (const h of HOST_NAMES) {
      const dir = join(sb.home, HOSTS[h].userSkillsDir);
      for (const s of PACK) expect(existsSync(join(dir, s, "SKILL.md")), `${h}: ${s}`).toBe(true);
      expect(existsSync(join(dir, "gstack", "bin", "gstack-preamble")), `${h}: kit link`).toBe(true);
      expect(JSON.parse(readFileSync(join(dir, ".gstack-kit-lock.json"), "utf8")).host).toBe(h);
    }
    expect(readlinkSync(join(sb.home, ".claude", "skills", "review"))).toBe(join(KIT, "skills", "review"));
    expect(existsSync(join(sb.home, ".codex", "skills", "review", "agents", "openai.yaml"))).toBe(true);
    expect(readFileSync(join(sb.home, ".copilot", "skills", "careful", "SKILL.md"), "utf8")).toMatch(
      /^allowed-tools: shell view$/m,
    );

    const installed = home(sb.home);
    const again = run(sb, "kit", ["install", "--user", "--host", "all", "--json"]);
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout).steps.every((s: { action: string }) => s.action === "ok")).toBe(true);
    expect(home(sb.home)).toEqual(installed); // not one byte or mode changed, lock files included

    const dry = run(sb, "kit", ["uninstall", "--dry-run"]);
    expect(dry.stdout).toMatch(/^would remove +\S+\/\.claude\/skills\/careful$/m);
    expect(home(sb.home)).toEqual(installed);
    const u = run(sb, "kit", ["uninstall"]);
    expect(u.status, u.stderr).toBe(0);
    expect(home(sb.home)).toEqual(before);
  });

  it("update refreshes what changed in the pack and removes what left it; a file of your own is never touched", () => {
    const sb = sandbox();
    const dir = join(sb.home, ".gemini", "skills");
    mkdirSync(join(dir, "review"), { recursive: true });
    writeFileSync(join(dir, "review", "SKILL.md"), "my own review skill\n");
    const r = run(sb, "kit", ["install", "--host", "gemini"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^skipped +\S+\/review {2}\(your own file or folder is there\)$/m);
    expect(readFileSync(join(dir, "review", "SKILL.md"), "utf8")).toBe("my own review skill\n");
    // A skill that has left the pack (recorded, unchanged) is removed by update.
    const lock = JSON.parse(readFileSync(join(dir, ".gstack-kit-lock.json"), "utf8"));
    cpSync(join(dir, "qa"), join(dir, "old-skill"), { recursive: true });
    lock.entries["old-skill"] = lock.entries.qa;
    writeFileSync(join(dir, ".gstack-kit-lock.json"), JSON.stringify(lock));
    // A generated file edited by hand is kept and reported.
    writeFileSync(join(dir, "ship", "SKILL.md"), "edited\n");
    const u = run(sb, "kit", ["update"]);
    expect(u.stdout).toMatch(/^removed +\S+\/old-skill {2}\(no longer in the pack\)$/m);
    expect(u.stdout).toMatch(/^skipped +\S+\/ship {2}\(changed since it was installed/m);
    expect(existsSync(join(dir, "old-skill"))).toBe(false);
    expect(readFileSync(join(dir, "ship", "SKILL.md"), "utf8")).toBe("edited\n");
    expect(u.status).toBe(1);
    const un = run(sb, "kit", ["uninstall", "--host", "gemini"]);
    expect(un.stdout).toMatch(/^kept +\S+\/ship/m);
    expect(readFileSync(join(dir, "review", "SKILL.md"), "utf8")).toBe("my own review skill\n");
  });
});

describe("gstack-kit install --project", () => {
  it("links relatively, so the links resolve wherever the project and the kit sit together", () => {
    const sb = sandbox();
    const proj = join(sb.work, "app");
    mkdirSync(proj);
    expect(run(sb, "kit", ["install", "--project", proj]).status).toBe(0);
    const link = readlinkSync(join(proj, ".claude", "skills", "review"));
    expect(isAbsolute(link)).toBe(false);
    expect(resolve(proj, ".claude", "skills", link)).toBe(join(KIT, "skills", "review"));
    expect(existsSync(join(proj, ".claude", "skills", "gstack", "bin", "gstack-slug"))).toBe(true);
  });

  it("--copy writes plain files that work from another clone at another path", () => {
    const sb = sandbox();
    const proj = join(sb.work, "app");
    mkdirSync(proj);
    const r = run(sb, "kit", ["install", "--project", proj, "--copy", "--host", "claude,codex"]);
    expect(r.status, r.stderr).toBe(0);
    const skills = join(proj, ".claude", "skills");
    expect(lstatSync(join(skills, "review")).isDirectory()).toBe(true);
    expect(existsSync(join(skills, "gstack"))).toBe(false); // no link out of the repository
    expect(readFileSync(join(skills, "review", "SKILL.md"), "utf8")).toBe(
      readFileSync(join(KIT, "skills", "review", "SKILL.md"), "utf8"),
    );
    // Another clone at another path: the lock file travels with it and still matches.
    const clone = join(sb.work, "elsewhere", "app-clone");
    cpSync(proj, clone, { recursive: true });
    const u = run(sb, "kit", ["update", "--project", clone, "--json"]);
    expect(u.status, u.stderr).toBe(0);
    expect(JSON.parse(u.stdout).steps.every((s: { action: string }) => s.action === "ok")).toBe(true);
    expect(statSync(join(clone, ".agents", "skills", "review", "agents", "openai.yaml")).isFile()).toBe(true);
    // A user install provides the tools the copies' bash looks for.
    expect(run(sb, "kit", ["install", "--user"]).status).toBe(0);
    expect(existsSync(join(sb.home, ".claude", "skills", "gstack", "bin", "gstack-preamble"))).toBe(true);
  });
});

describe("gstack-kit usage and doctor", () => {
  it.each([
    [[], 2, /a subcommand is required/],
    [["instal"], 2, /unknown subcommand "instal" \(did you mean install\?\)/],
    [["install", "--host", "vim"], 2, /--host: one of claude, codex, agents/],
    [["install", "--user", "--project", "."], 2, /exclude each other/],
    [["update", "--copy"], 2, /--copy does not apply to update \(only to install\)/],
    [["install", "--project", "/no/such/dir"], 1, /project: an existing directory/],
  ])("%j exits %i", (args, code, msg) => {
    const sb = sandbox();
    const r = run(sb, "kit", args);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("version and help", () => {
    const sb = sandbox();
    const version = JSON.parse(readFileSync(join(KIT, "package.json"), "utf8")).version;
    expect(run(sb, "kit", ["version"]).stdout).toBe(`gstack-kit ${version}\n`);
    expect(run(sb, "kit", ["help"]).stdout).toMatch(/^usage: gstack-kit install/);
  });

  it("doctor names the runtime and each install", () => {
    const sb = sandbox();
    run(sb, "kit", ["install"]);
    const r = run(sb, "kit", ["doctor"]);
    // The shims' order: the compiled build when `npm install` made one, else the kit's Bun.
    expect(r.stdout).toMatch(
      existsSync(join(KIT, "build", "gstack")) ? /^runtime: the compiled build/m : /^runtime: the kit's Bun/m,
    );
    expect(r.stdout).toMatch(/^install: claude in \S+\/\.claude\/skills: 14 entries/m);
  });
});
