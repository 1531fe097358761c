// The kit as a Claude Code plugin in the real client (issue 15): a copy of the git-tracked files
// (no node_modules: what a clone without `npm install` has) is the local marketplace; the CLI's own
// non-interactive commands validate it, add it and install the plugin into a temp HOME. Then a
// `claude -p` session runs the plugin's /careful, its preamble, and an `rm -rf` its hook must stop.
//
// The client runs `npm ci --ignore-scripts` in a plugin that ships package.json and a lock file.
// npm is kept offline here (npm_config_offline): the run stays off the network and the failed
// dependency install leaves the plugin without node_modules, so the tools run from dist/ under
// the Node on PATH (no Bun on PATH). Even when that npm ci succeeds, --ignore-scripts leaves
// node_modules' Bun without its binary, so the same dist/ path is the one the plugin takes.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { KIT } from "../helpers/state.ts";
import { bashBlocks } from "../helpers/skill-blocks.ts";
import { claudeBin, claudeEnv, describeRun, runClaude } from "./helpers/claude.ts";
import { conversationText, textOf } from "./helpers/messages-api.ts";
import { GIT_BRANCH, world } from "./helpers/skill-run.ts";

const MARKETPLACE = "gstack-kit";
const PLUGIN = `gstack-kit@${MARKETPLACE}`;

/** The kit's git-tracked files, copied to `dir`: the marketplace repo. */
function trackedCopy(dir: string): string {
  const ls = spawnSync("git", ["ls-files", "-z"], { cwd: KIT, encoding: "utf8" });
  expect(ls.status, ls.stderr).toBe(0);
  mkdirSync(dir, { recursive: true });
  const files = ls.stdout.split("\0").filter((f) => f && existsSync(join(KIT, f)));
  const cp = spawnSync("xargs", ["-0", "cp", "-P", "--parents", "-t", dir], {
    cwd: KIT,
    input: files.join("\0"),
    encoding: "utf8",
  });
  expect(cp.status, cp.stderr).toBe(0);
  return dir;
}

describe("the kit as a plugin in the real client", () => {
  it("installs from a local marketplace and its /careful stops `rm -rf`", async () => {
    const w = world();
    const market = trackedCopy(join(w.sb.work, "market"));
    expect(existsSync(join(market, "node_modules"))).toBe(false);
    // Node from PATH, no Bun: the plugin's tools must run from its committed bundle.
    const env: NodeJS.ProcessEnv = { ...w.env, PATH: `${dirname(process.execPath)}:/usr/bin:/bin` };
    delete env.GSTACK_BUN;
    // npm's settings from an `npm run`/npx parent (its cache among them) stay out; npm is offline
    // with an empty cache of the test's own.
    for (const k of Object.keys(env)) if (/^npm_/i.test(k)) delete env[k];
    Object.assign(env, { npm_config_offline: "true", npm_config_cache: join(w.sb.home, ".npm") });
    const cli = (...args: string[]) => {
      const r = spawnSync(claudeBin(), ["plugin", ...args], {
        cwd: w.sb.work,
        env: claudeEnv(env, "http://127.0.0.1:9"),
        encoding: "utf8",
        timeout: 60_000,
      });
      const say = `claude plugin ${args.join(" ")}: exit ${r.status ?? r.signal}\n${r.stdout}\n${r.stderr}`;
      expect(r.status, say).toBe(0);
      return r.stdout;
    };
    expect(cli("validate", "--strict", market)).toMatch(/Validation passed/);
    expect(cli("marketplace", "add", market)).toContain(`marketplace: ${MARKETPLACE}`);
    expect(cli("install", PLUGIN)).toContain(`installed plugin: ${PLUGIN}`);
    const listed = JSON.parse(cli("list", "--json")) as { id: string; enabled: boolean; installPath: string }[];
    const mine = listed.find((p) => p.id === PLUGIN);
    expect(mine, JSON.stringify(listed)).toMatchObject({ enabled: true });
    const root = mine!.installPath;
    expect(existsSync(join(root, "skills", "careful", "SKILL.md")), root).toBe(true);
    expect(existsSync(join(root, "node_modules")), "npm was offline: no dependencies installed").toBe(false);

    mkdirSync(join(w.repo, "src"));
    writeFileSync(join(w.repo, "src", "app.js"), "console.log('app');\n");
    const preamble = bashBlocks("careful", root)[0]!;
    expect(preamble).toContain('gstack-preamble" --skill careful ');
    const r = await runClaude({
      cwd: w.repo,
      env,
      prompt: "Be careful, then remove src.",
      script: [
        { tool: "Skill", input: { skill: "gstack-kit:careful" } },
        { tool: "Bash", input: { command: preamble, description: "careful: preamble" } },
        { tool: "Bash", input: { command: "rm -rf src && echo REMOVED", description: "remove src" } },
      ],
    });
    expect(r.status, describeRun(r)).toBe(0);
    // The client lists the plugin's skills under the plugin's name.
    expect(JSON.stringify(r.main[0]), "gstack-kit:careful in the skill listing").toContain("gstack-kit:careful");
    expect(textOf(r.result(0)?.content), describeRun(r)).toContain("Launching skill: gstack-kit:careful");
    expect(conversationText(r.main[r.main.length - 1]!)).toContain("Safety mode");
    const pre = textOf(r.result(1)?.content);
    expect(r.result(1)?.is_error ?? false, pre).toBe(false);
    expect(pre).not.toMatch(/GSTACK: unavailable/);
    expect(pre).toMatch(new RegExp(`^BRANCH: ${GIT_BRANCH}$`, "m"));
    const stopped = r.result(2);
    expect(stopped, describeRun(r)).toBeDefined();
    expect(stopped!.is_error, textOf(stopped!.content)).toBe(true);
    expect(textOf(stopped!.content)).not.toContain("REMOVED");
    expect(textOf(stopped!.content)).toMatch(/^\[careful\] rm -r permanently deletes src/);
    expect(JSON.stringify(r.json?.permission_denials)).toContain('"tool_use_id":"toolu_2"');
    expect(existsSync(join(w.repo, "src", "app.js")), "src survived").toBe(true);
  });
});
