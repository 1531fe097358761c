// The committed bundle (dist/) is fresh and runs the tools where no working node_modules is:
// a Claude Code plugin folder, or a package installed without install scripts. And the packed
// tarball installs with npm and works (GSTACK_TEST_PACK=1: it needs the npm registry).
import { describe, expect, it } from "vitest";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { KIT, sandbox } from "../helpers/state.ts";
import { snapshot } from "../helpers/snapshot.ts";

const BUN = join(KIT, "node_modules", ".bin", "bun");

/** A copy of what the plugin folder holds: no node_modules, no lib/. */
function bareKit(dir: string): string {
  const kit = join(dir, "kit");
  for (const p of ["bin", "dist", "skills", "templates", "package.json", "SKILL.md"])
    cpSync(join(KIT, p), join(kit, p), { recursive: true });
  return kit;
}

/** PATH holding only node (or nothing). */
function pathWith(dir: string, tools: string[]): string {
  const bin = join(dir, "path-bin");
  mkdirSync(bin, { recursive: true });
  for (const t of tools)
    symlinkSync(spawnSync("sh", ["-c", `command -v ${t}`], { encoding: "utf8" }).stdout.trim(), join(bin, t));
  return bin;
}

describe("dist/", () => {
  it("is what build:dist makes from lib/ now (build:dist --check)", () => {
    const r = spawnSync(BUN, [join(KIT, "scripts", "build-dist.ts"), "--check"], { encoding: "utf8" });
    expect(r.stdout + r.stderr).toMatch(/up to date/);
    expect(r.status).toBe(0);
  });

  it("runs every tool under Node when the kit has no node_modules", () => {
    const sb = sandbox();
    const kit = bareKit(sb.work);
    const env = { ...sb.env, PATH: pathWith(sb.work, ["node"]) };
    const slug = spawnSync(join(kit, "bin", "gstack-slug"), [], { encoding: "utf8", env, cwd: sb.work });
    expect(slug).toMatchObject({ status: 0, stdout: "SLUG=test-project\nBRANCH=unknown\n" });
    const log = spawnSync(
      join(kit, "bin", "gstack-learnings-log"),
      ['{"type":"pattern","key":"k","insight":"x","confidence":5,"source":"observed"}'],
      { encoding: "utf8", env, cwd: sb.work },
    );
    expect(log.status, log.stderr).toBe(0);
    const search = spawnSync(join(kit, "bin", "gstack-learnings-search"), ["--json"], {
      encoding: "utf8",
      env,
      cwd: sb.work,
    });
    expect(JSON.parse(search.stdout)[0].key).toBe("k");
    const v = spawnSync(join(kit, "bin", "gstack-kit"), ["version"], { encoding: "utf8", env });
    expect(v.stdout).toMatch(/^gstack-kit \d+\.\d+\.\d+\n$/);
  });

  it("is used when Bun's postinstall never ran (its bun.exe is a stub)", () => {
    const sb = sandbox();
    const kit = bareKit(sb.work);
    const stubs = join(kit, "node_modules", "bun", "bin");
    mkdirSync(stubs, { recursive: true });
    for (const f of ["bun.exe", "bunx.exe"]) {
      writeFileSync(join(stubs, f), 'echo "Error: Bun\'s postinstall script was not run." >&2\nexit 1\n');
      chmodSync(join(stubs, f), 0o755);
    }
    const r = spawnSync(join(kit, "bin", "gstack-slug"), ["--version"], {
      encoding: "utf8",
      env: { ...sb.env, PATH: pathWith(sb.work, ["node"]) },
    });
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(r.stdout).toMatch(/^gstack-slug /);
  });
});

describe.runIf(process.env.GSTACK_TEST_PACK === "1")("the packed tarball", () => {
  it("npm install -g of it, then gstack-kit install --user --host all, a no-op second time, and uninstall removes exactly that", () => {
    const sb = sandbox();
    const pack = spawnSync("npm", ["pack", "--pack-destination", sb.work], { cwd: KIT, encoding: "utf8" });
    expect(pack.status, pack.stderr).toBe(0);
    const tgz = readdirSync(sb.work).find((f) => f.endsWith(".tgz"))!;
    const prefix = join(sb.work, "prefix");
    const npmEnv = { ...process.env, npm_config_cache: join(process.env.HOME ?? "/root", ".npm") };
    const inst = spawnSync(
      "npm",
      ["install", "-g", "--prefer-offline", "--no-audit", "--no-fund", "--prefix", prefix, join(sb.work, tgz)],
      { encoding: "utf8", env: npmEnv },
    );
    expect(inst.status, inst.stderr).toBe(0);
    const env = { ...sb.env, PATH: `${join(prefix, "bin")}:${process.env.PATH}` };
    const kit = (args: string[]) => spawnSync("gstack-kit", args, { encoding: "utf8", env, cwd: sb.work });
    const home = () => new Map([...snapshot(sb.home)].filter(([k]) => !k.startsWith(".bun")));
    const before = home();
    expect(kit(["install", "--user", "--host", "all"]).status).toBe(0);
    expect(existsSync(join(sb.home, ".codex", "skills", "review", "SKILL.md"))).toBe(true);
    const installed = home();
    const again = kit(["install", "--user", "--host", "all", "--json"]);
    expect(JSON.parse(again.stdout).steps.every((s: { action: string }) => s.action === "ok")).toBe(true);
    expect(home()).toEqual(installed);
    const tool = spawnSync(join(sb.home, ".claude", "skills", "gstack", "bin", "gstack-slug"), [], {
      encoding: "utf8",
      env,
      cwd: sb.work,
    });
    expect(tool.stdout).toBe("SLUG=test-project\nBRANCH=unknown\n");
    expect(kit(["uninstall"]).status).toBe(0);
    expect(home()).toEqual(before);
  }, 240_000);
});
