// The Claude Code plugin: manifests in step with package.json, and what the plugin folder needs
// to work without npm install: the skills' hooks and bash find the tools through
// ${CLAUDE_PLUGIN_ROOT} and PATH (plugin bin/), and the tools run from dist/.
import { describe, expect, it } from "vitest";
import { cpSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parse } from "yaml";
import { KIT, sandbox } from "../helpers/state.ts";

const pkg = JSON.parse(readFileSync(join(KIT, "package.json"), "utf8"));
const plugin = JSON.parse(readFileSync(join(KIT, ".claude-plugin", "plugin.json"), "utf8"));
const market = JSON.parse(readFileSync(join(KIT, ".claude-plugin", "marketplace.json"), "utf8"));

/** The plugin folder as Claude Code gets it from a git marketplace: committed files only. */
function pluginFolder(dir: string): string {
  const root = join(dir, "plugin");
  const files = spawnSync("git", ["ls-files", "-z"], { cwd: KIT, encoding: "utf8" }).stdout.split("\0").filter(Boolean);
  for (const f of files) cpSync(join(KIT, f), join(root, f), { recursive: true });
  return root;
}

function hookCommand(skill: string): string {
  const text = readFileSync(join(KIT, "skills", skill, "SKILL.md"), "utf8");
  const fm = parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!);
  return fm.hooks.PreToolUse[0].hooks[0].command as string;
}

describe("the Claude Code plugin", () => {
  it("plugin.json and marketplace.json name gstack-kit at the package's version and license", () => {
    expect(plugin).toMatchObject({ name: "gstack-kit", version: pkg.version, license: "MIT" });
    expect(market.name).toBe("gstack-kit");
    expect(market.plugins).toEqual([
      expect.objectContaining({ name: "gstack-kit", source: "./", version: pkg.version }),
    ]);
  });

  it("without node_modules, /careful's hook finds gstack-hook-careful through CLAUDE_PLUGIN_ROOT and asks before rm -rf", () => {
    const sb = sandbox();
    const root = pluginFolder(sb.work);
    const call = JSON.stringify({
      tool_name: "Bash",
      tool_input: { command: "rm -rf /srv/data" },
      cwd: sb.work,
      session_id: "s1",
    });
    const r = spawnSync("sh", ["-c", hookCommand("careful")], {
      input: call,
      encoding: "utf8",
      cwd: sb.work,
      env: { ...sb.env, CLAUDE_PLUGIN_ROOT: root, CLAUDE_PROJECT_DIR: sb.work, PATH: `/usr/bin:/bin` },
    });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.hookSpecificOutput.permissionDecision).toBe("ask");
    expect(out.hookSpecificOutput.permissionDecisionReason).not.toMatch(/not installed/);
    expect(out.hookSpecificOutput.permissionDecisionReason).toMatch(/rm -r permanently deletes/);
  });

  it("a skill's bash finds the tools on PATH (the plugin's bin/), as the plugin puts them", () => {
    const sb = sandbox();
    const root = pluginFolder(sb.work);
    const setup = readFileSync(join(KIT, "templates", "partials", "bin-setup.md"), "utf8")
      .replaceAll("{{SKILLS_DIR}}", ".claude/skills")
      .replaceAll("{{USER_SKILLS_DIR}}", ".claude/skills");
    const r = spawnSync("bash", ["-c", `${setup.trim()}\n"$GSTACK_BIN/gstack-slug"`], {
      encoding: "utf8",
      cwd: sb.work,
      env: { ...sb.env, PATH: `${join(root, "bin")}:/usr/bin:/bin` },
    });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("SLUG=test-project\nBRANCH=unknown\n");
  });
});

describe.runIf(!!process.env.GSTACK_CLAUDE_BIN)("claude plugin validate --strict", () => {
  it("passes for the marketplace and the plugin", () => {
    for (const target of [KIT, join(KIT, ".claude-plugin", "plugin.json")]) {
      const r = spawnSync(process.env.GSTACK_CLAUDE_BIN!, ["plugin", "validate", "--strict", target], {
        encoding: "utf8",
        env: { ...process.env, HOME: sandbox().home },
      });
      expect(r.status, r.stdout + r.stderr).toBe(0);
    }
  });
});
