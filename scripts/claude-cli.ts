// Installs the pinned Claude Code CLI into a cache folder, keyed by version, and prints the path of
// its `claude` binary. Not a dependency of the kit (the package is ~360 MB): only `npm run
// test:claude` needs it. Reuses the cached copy when it answers `--version` with the pin.
//
//   node_modules/.bin/bun scripts/claude-cli.ts [--version V] [--cache DIR]
//
// Cache: $GSTACK_CLAUDE_CODE_CACHE, else $XDG_CACHE_HOME/gstack-kit/claude-code, else
// ~/.cache/gstack-kit/claude-code; the copy is <cache>/<version>. Exit 0 with the path on stdout,
// 1 when the package cannot be installed or does not run (the reason on stderr), 2 usage.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

export const CLAUDE_CODE_VERSION = "2.1.328";
const PACKAGE = "@anthropic-ai/claude-code";

export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GSTACK_CLAUDE_CODE_CACHE) return resolve(env.GSTACK_CLAUDE_CODE_CACHE);
  const xdg = env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(xdg, "gstack-kit", "claude-code");
}

const binIn = (dir: string) => join(dir, "node_modules", "@anthropic-ai", "claude-code", "bin", "claude.exe");

/** The binary's `--version` line when it is the pinned version, else why not. */
function check(bin: string, version: string): string | null {
  if (!existsSync(bin)) return `${bin} is missing`;
  const r = spawnSync(bin, ["--version"], { encoding: "utf8", timeout: 30_000 });
  const out = `${r.stdout ?? ""}${r.stderr ?? ""}`.trim();
  if (r.status !== 0 || !out.startsWith(`${version} `))
    return `${bin} --version said ${JSON.stringify(out.slice(0, 300))} (exit ${r.status})`;
  return null;
}

export class InstallError extends Error {}

/**
 * Returns the path of the pinned `claude` binary, installing it first when the cache has no
 * working copy. Throws InstallError with the reason when it cannot.
 */
export function ensureClaudeCode(
  version = CLAUDE_CODE_VERSION,
  cache = cacheRoot(),
): { bin: string; installed: boolean; ms: number } {
  const t0 = Date.now();
  const dir = join(cache, version);
  if (check(binIn(dir), version) === null) return { bin: binIn(dir), installed: false, ms: Date.now() - t0 };
  mkdirSync(cache, { recursive: true });
  const tmp = join(cache, `.${version}.tmp-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  writeFileSync(join(tmp, "package.json"), `${JSON.stringify({ name: "claude-code-cache", private: true })}\n`);
  // Scripts off on purpose: npm may skip them anyway, so the one step that matters (putting the
  // platform binary, an optional dependency, in place of bin/claude.exe) is run below, by us.
  const npm = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      tmp,
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--ignore-scripts",
      "--include=optional",
      `${PACKAGE}@${version}`,
    ],
    {
      encoding: "utf8",
      timeout: 10 * 60_000,
    },
  );
  if (npm.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new InstallError(
      `npm install ${PACKAGE}@${version} failed (exit ${npm.status ?? npm.signal}): ${(npm.stderr || npm.error?.message || "").trim().split("\n").slice(-5).join(" | ")}`,
    );
  }
  const post = spawnSync(
    process.execPath.includes("bun") ? "node" : process.execPath,
    [join(tmp, "node_modules", "@anthropic-ai", "claude-code", "install.cjs")],
    { encoding: "utf8", timeout: 120_000 },
  );
  const bad = post.status !== 0 ? `install.cjs exit ${post.status}: ${post.stderr.trim()}` : check(binIn(tmp), version);
  if (bad) {
    rmSync(tmp, { recursive: true, force: true });
    throw new InstallError(`${PACKAGE}@${version} installed but does not run: ${bad}`);
  }
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch (e) {
    // Another install finished first: use that one if it works.
    rmSync(tmp, { recursive: true, force: true });
    if (check(binIn(dir), version) !== null)
      throw new InstallError(`cannot move the install into ${dir}: ${(e as Error).message}`);
  }
  return { bin: binIn(dir), installed: true, ms: Date.now() - t0 };
}

/** Size of the installed copy in bytes (for the record; hard links counted once). */
export function installedBytes(bin: string): number {
  const r = spawnSync("du", ["-sb", resolve(bin, "..", "..", "..", "..")], { encoding: "utf8" });
  return Number(r.stdout.split(/\s/)[0]) || statSync(bin).size;
}

function cli(argv: string[]): number {
  let version = CLAUDE_CODE_VERSION;
  let cache = cacheRoot();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if ((a === "--version" || a === "--cache") && argv[i + 1] !== undefined) {
      if (a === "--version") version = argv[++i]!;
      else cache = resolve(argv[++i]!);
    } else if (a === "--help" || a === "-h") {
      process.stdout.write(
        "usage: bun scripts/claude-cli.ts [--version V] [--cache DIR]\nInstalls the pinned Claude Code CLI into the cache and prints the path of its binary.\n",
      );
      return 0;
    } else {
      process.stderr.write(
        `claude-cli: unknown argument ${JSON.stringify(a)} (allowed: --version V, --cache DIR, --help)\n`,
      );
      return 2;
    }
  }
  try {
    const r = ensureClaudeCode(version, cache);
    process.stderr.write(
      `claude-cli: ${r.installed ? "installed" : "cached"} ${PACKAGE}@${version} in ${r.ms} ms (${Math.round(installedBytes(r.bin) / 1e6)} MB)\n`,
    );
    process.stdout.write(`${r.bin}\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`claude-cli: ${(e as Error).message}\n`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? ""))
  process.exitCode = cli(process.argv.slice(2));
