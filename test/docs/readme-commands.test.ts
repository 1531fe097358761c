// The commands the README and generated headers tell a user to type, run as written on a machine
// where Bun is only in node_modules (not on PATH): npm puts node_modules/.bin on PATH for scripts.
import { describe, expect, it } from "vitest";
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { KIT, sandbox, syncResult } from "../helpers/state.ts";
import { minimal } from "../generator/pack.ts";

/** PATH with node and npm but no bun. */
function pathWithoutBun(): string {
  const dirs = ["/usr/local/bin", "/usr/bin", "/bin", dirname(process.execPath)];
  const out = [...new Set(dirs)].filter((d) => spawnSync("test", ["-x", join(d, "bun")]).status !== 0);
  return out.join(":");
}

function npm(args: string[], env: NodeJS.ProcessEnv) {
  return syncResult(spawnSync("npm", ["run", "--silent", ...args], { cwd: KIT, encoding: "utf8", env }));
}

describe("README commands without bun on PATH", () => {
  const setup = () => {
    const sb = sandbox();
    return { sb, env: { ...sb.env, PATH: pathWithoutBun(), GSTACK_GEN_CACHE_DIR: join(sb.work, "cache") } };
  };

  it("bun is really not on that PATH", () => {
    const { env } = setup();
    expect(spawnSync("sh", ["-c", "command -v bun"], { env }).status).not.toBe(0);
  });

  it("npm run gen:skill-docs -- --root DIR renders a pack of your own, then --check passes", () => {
    const { sb, env } = setup();
    const pack = join(sb.work, "my-skills");
    mkdirSync(join(pack, "skills", "deps-audit"), { recursive: true });
    writeFileSync(join(pack, "skills", "deps-audit", "SKILL.md.tmpl"), minimal("deps-audit"));
    const r = npm(["gen:skill-docs", "--", "--root", pack], env);
    expect(r.status, r.stderr).toBe(0);
    const out = readFileSync(join(pack, "skills", "deps-audit", "SKILL.md"), "utf8");
    expect(out).toContain("<!-- Regenerate: npm run gen:skill-docs -->");
    expect(npm(["gen:skill-docs", "--", "--root", pack, "--check"], env).status).toBe(0);
  });

  it("npm run skill:check -- --json reports the kit's skills", () => {
    const { env } = setup();
    const r = npm(["skill:check", "--", "--json"], env);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("careful");
  });

  it("no README line tells the user to type a bare `bun run`", () => {
    const readme = readFileSync(join(KIT, "README.md"), "utf8");
    expect(readme.match(/(?<![./])\bbun run\b/g) ?? []).toEqual([]);
  });
});
