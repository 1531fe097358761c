// CLI conventions every bin/ command keeps: --version, help, did-you-mean, usage errors exit 2,
// shims equal to what scripts/make-shim.sh writes, and one clear line when no runtime is found.
import { describe, expect, it } from "vitest";
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { commands } from "../../lib/cli/commands/index.ts";
import { BIN, KIT, run, sandbox } from "../helpers/state.ts";

const NAMES = Object.keys(commands).sort();
const VERSION = JSON.parse(readFileSync(join(KIT, "package.json"), "utf8")).version as string;
/** Commands with subcommands, and one of them mistyped. */
const SUBCOMMANDS: Record<string, [string, string]> = {
  artifact: ["lates", "latest"],
  "builder-profile": ["shw", "show"],
  config: ["gett", "get"],
  "hook-careful": ["chek", "check"],
  "hook-freeze": ["sett", "set"],
  session: ["tuch", "touch"],
  skills: ["plna", "plan"],
  "taste-update": ["shwo", "show"],
  kit: ["instal", "install"],
  sync: ["stauts", "status"],
};
/** One flag value per command that takes a flag with a range or a set of values: exit 2. */
const BAD_VALUES: [string, string[], RegExp][] = [
  ["artifact", ["list", "design", "--limit", "0"], /--limit: an integer >= 1/],
  ["artifact", ["latest", "design", "--days", "9"], /--days: 1 to 2/],
  ["eureka-log", ["--tail", "0"], /--tail: an integer from 1 to 10000/],
  ["security-log", ["--tail", "10001"], /--tail: an integer from 1 to 10000/],
  ["session", ["count", "--ttl", "0"], /--ttl: an integer from 1 to 525600/],
  ["learnings-search", ["--type", "gossip"], /--type: one of/],
  ["learnings-search", ["--limit", "0"], /--limit: an integer from 1/],
  ["timeline-read", ["--limit", "0"], /--limit: an integer >= 1/],
  ["preamble", ["--skill", "qa", "--tier", "9"], /--tier: 1, 2, 3 or 4/],
  ["preamble", ["--finish", "--skill", "qa", "--outcome", "great"], /--outcome: success/],
  ["skills", ["plan", "--budget", "0"], /--budget: an integer >= 1/],
  ["skills", ["listing", "--fraction", "2"], /--fraction: a number > 0 and <= 1/],
  ["install", ["--host", "nowhere"], /--host: /],
  ["doctor", ["--fix=yes"], /--fix takes no value/],
  ["learnings-log", ["--limit", "x"], /unknown flag --limit/],
  ["timeline-read", ["--limit", "x"], /--limit: an integer is allowed/],
  ["kit", ["install", "--host", "vim"], /--host: one of claude/],
];

describe("CLI conventions", () => {
  it.each(NAMES)("gstack-%s --version prints its name and the kit's version", (name) => {
    const r = run(sandbox(), name, ["--version"]);
    expect(r).toMatchObject({ status: 0, stdout: `gstack-${name} ${VERSION}\n`, stderr: "" });
  });

  // gstack-telemetry-log is gstack's fire-and-forget logger: it skips what it cannot use (its own test).
  it.each(NAMES.filter((n) => n !== "telemetry-log"))(
    "gstack-%s: an unknown flag is a usage error (exit 2, one line, did you mean)",
    (name) => {
      // skills reads its subcommand first; timeline-log reports usage errors only with --strict.
      const args =
        name === "skills" || name === "kit"
          ? [name === "kit" ? "install" : "list", "--hepl"]
          : name === "timeline-log"
            ? ["--strict", "--hepl"]
            : ["--hepl"];
      const r = run(sandbox(), name, args, { input: "" });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^gstack-${name}: unknown flag --hepl \\(did you mean --help\\?\\)|^gstack-${name}: unknown flag --hepl`,
        ),
      );
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    },
  );

  it.each(Object.entries(SUBCOMMANDS))(
    "gstack-%s help prints the usage; a mistyped subcommand gets a suggestion",
    (name, [typo, meant]) => {
      const sb = sandbox();
      const help = run(sb, name, ["help"]);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^usage: gstack-${name}`));
      const r = run(sb, name, name === "artifact" ? [typo, "design"] : [typo], { input: "" });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`unknown subcommand "${typo}" (did you mean ${meant}?)`);
    },
  );

  it("every command that has subcommands is in the table above", async () => {
    const withSubs: string[] = [];
    for (const name of NAMES) if ((await commands[name]!()).default.subcommands) withSubs.push(name);
    expect(withSubs.sort()).toEqual(Object.keys(SUBCOMMANDS).sort());
  });

  it.each(BAD_VALUES)("gstack-%s %j: a flag value it never takes exits 2", (name, args, msg) => {
    const sb = sandbox();
    const r = run(sb, name, args, { input: "" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("a mistyped command name gets a suggestion and exit 2", () => {
    const r = spawnSync(join(KIT, "node_modules", ".bin", "bun"), [join(KIT, "lib", "cli", "main.ts"), "slgu"], {
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^gstack: unknown command "slgu" \(did you mean slug\?\) \(allowed: /);
  });

  it("a name every object has (constructor, toString, __proto__) is an unknown command, exit 2", () => {
    for (const name of ["constructor", "toString", "__proto__"]) {
      const r = spawnSync(join(KIT, "node_modules", ".bin", "bun"), [join(KIT, "lib", "cli", "main.ts"), name], {
        encoding: "utf8",
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^gstack: unknown command "${name}" .*\\(allowed: `));
    }
  });

  it("bin/ holds exactly the shims scripts/make-shim.sh writes, one per registered command", () => {
    const shims = readdirSync(BIN)
      .filter((f) => f.startsWith("gstack-"))
      .map((f) => f.slice("gstack-".length))
      .sort();
    expect(shims).toEqual(NAMES);
    for (const name of NAMES) {
      const want = spawnSync("bash", [join(KIT, "scripts", "make-shim.sh"), "--print", name], {
        encoding: "utf8",
      }).stdout;
      expect(
        readFileSync(join(BIN, `gstack-${name}`), "utf8"),
        `bin/gstack-${name} is stale: run scripts/make-shim.sh ${name}`,
      ).toBe(want);
    }
  });

  it("without node_modules, a bundle or a runtime on PATH, a shim says what to install in one line (exit 127)", () => {
    const sb = sandbox();
    const kit = join(sb.work, "kit");
    mkdirSync(join(kit, "bin"), { recursive: true });
    copyFileSync(join(BIN, "gstack-slug"), join(kit, "bin", "gstack-slug"));
    // Bun's stub before its postinstall ran (npm --ignore-scripts): not the same file as bunx.exe.
    mkdirSync(join(kit, "node_modules", "bun", "bin"), { recursive: true });
    for (const f of ["bun.exe", "bunx.exe"]) {
      writeFileSync(
        join(kit, "node_modules", "bun", "bin", f),
        'echo "Error: Bun\'s postinstall script was not run." >&2\nexit 1\n',
      );
      chmodSync(join(kit, "node_modules", "bun", "bin", f), 0o755);
    }
    const r = spawnSync("/bin/sh", [join(kit, "bin", "gstack-slug")], {
      encoding: "utf8",
      env: { PATH: join(sb.work, "empty"), HOME: sb.home },
    });
    expect(r.status).toBe(127);
    expect(r.stderr).toBe(
      `gstack-slug: no JavaScript runtime: run \`npm install\` in ${kit}/bin/.., or install Node.js 20+ or Bun (or set GSTACK_BUN)\n`,
    );
  });
});
