// /careful and /freeze in the real client: the hooks their frontmatter registers stop the call
// in a headless `claude -p` session, and the same call goes through in a control run without them.
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bashBlocks, fill } from "../helpers/skill-blocks.ts";
import { runClaude, describeRun } from "./helpers/claude.ts";
import { textOf } from "./helpers/messages-api.ts";
import { GIT_BRANCH, runSkill, world, type World } from "./helpers/skill-run.ts";
import { expectPreamble } from "./helpers/assert.ts";
import { has, kitWithoutBun } from "./helpers/features.ts";
import { spawnSync } from "node:child_process";
import { KIT } from "../helpers/state.ts";

function setup(): World {
  const w = world();
  const inst = w.tool("install", ["--user"]);
  expect(inst.status, inst.stderr).toBe(0);
  mkdirSync(join(w.repo, "src"));
  writeFileSync(join(w.repo, "src", "app.js"), "console.log('app');\n");
  return w;
}

const finish = (skill: string) => ({
  tool: "Bash",
  input: {
    command: fill(bashBlocks(skill).find((b) => b.includes('gstack-preamble" --finish'))!, { OUTCOME: "success" }),
    description: "finish",
  },
});

/** A skill run whose own blocks are the preamble (and `extra`), then `calls`, then the finish block. */
async function withSkill(
  w: World,
  skill: string,
  calls: { tool: string; input: Record<string, unknown> }[],
  extra: Parameters<typeof runSkill>[2] = [],
) {
  return runSkill(
    w,
    skill,
    [
      { when: (b) => b.includes(`gstack-preamble" --skill ${skill} `) },
      ...extra,
      { when: () => true, skip: "not needed here (the finish block runs after the calls)" },
    ],
    { noCommon: true, after: [...calls, finish(skill)] },
  );
}

describe("careful in the real client", () => {
  const rm = { tool: "Bash", input: { command: "rm -rf src && echo REMOVED", description: "remove src" } };

  it("stops `rm -rf src` once /careful is on", async () => {
    const w = setup();
    const s = await withSkill(w, "careful", [rm]);
    expect(s.run.status, describeRun(s.run)).toBe(0);
    expectPreamble(s, "careful", GIT_BRANCH);
    const stopped = s.run.result(s.outs.length + 1);
    expect(stopped, describeRun(s.run)).toBeDefined();
    expect(textOf(stopped!.content)).not.toContain("REMOVED");
    expect(stopped!.is_error, textOf(stopped!.content)).toBe(true);
    expect(textOf(stopped!.content)).toMatch(/^\[careful\] rm -r permanently deletes src/);
    // The client counts it as a permission denial (the hook asked; nobody can answer in -p).
    expect(JSON.stringify(s.run.json?.permission_denials)).toContain(`"tool_use_id":"toolu_${s.outs.length + 1}"`);
    expect(existsSync(join(w.repo, "src", "app.js")), "src survived").toBe(true);
  });

  // Issue 9 item 3: a clone without node_modules has no Bun; the hook must still stop the call.
  it.skipIf(!has("fail-closed"))("stops `rm -rf src` when the kit's command cannot run (no Bun)", async () => {
    const w = world();
    const kit = kitWithoutBun(join(w.sb.home, ".."));
    const inst = spawnSync(join(kit, "bin", "gstack-install"), ["--user"], {
      env: { ...w.env, GSTACK_BUN: join(KIT, "node_modules", ".bin", "bun") },
      encoding: "utf8",
    });
    expect(inst.status, inst.stderr).toBe(0);
    mkdirSync(join(w.repo, "src"));
    writeFileSync(join(w.repo, "src", "app.js"), "console.log('app');\n");
    const env = { ...w.env, PATH: "/usr/bin:/bin" };
    const r = await runClaude({
      cwd: w.repo,
      env,
      prompt: "Be careful, then remove src.",
      script: [{ tool: "Skill", input: { skill: "careful" } }, rm],
    });
    expect(r.status, describeRun(r)).toBe(0);
    expect(textOf(r.result(0)?.content)).toContain("Launching skill: careful");
    expect(textOf(r.result(1)?.content)).not.toContain("REMOVED");
    expect(existsSync(join(w.repo, "src", "app.js")), "src survived").toBe(true);
  });

  // A hook that hangs (a stalled disk, a lock never released) would reach the client's 10 s
  // timeout, and the client then lets the call through: the command's own deadline answers first.
  it.skipIf(!has("fail-closed"))("stops `rm -rf src` when the kit's hook hangs", async () => {
    const w = world();
    const kit = kitWithoutBun(join(w.sb.home, ".."));
    const inst = spawnSync(join(kit, "bin", "gstack-install"), ["--user"], {
      env: { ...w.env, GSTACK_BUN: join(KIT, "node_modules", ".bin", "bun") },
      encoding: "utf8",
    });
    expect(inst.status, inst.stderr).toBe(0);
    writeFileSync(join(kit, "bin", "gstack-hook-careful"), "#!/bin/sh\ncat >/dev/null\nexec sleep 60\n");
    mkdirSync(join(w.repo, "src"));
    writeFileSync(join(w.repo, "src", "app.js"), "console.log('app');\n");
    const r = await runClaude({
      cwd: w.repo,
      env: { ...w.env, GSTACK_HOOK_DEADLINE: "2" },
      prompt: "Be careful, then remove src.",
      script: [{ tool: "Skill", input: { skill: "careful" } }, rm],
    });
    expect(r.status, describeRun(r)).toBe(0);
    expect(textOf(r.result(1)?.content)).not.toContain("REMOVED");
    expect(textOf(r.result(1)?.content)).toMatch(/gave no answer within 2 s/);
    expect(existsSync(join(w.repo, "src", "app.js")), "src survived").toBe(true);
  });

  it("control: without /careful the same call goes through", async () => {
    const w = setup();
    const r = await runClaude({ cwd: w.repo, env: w.env, prompt: "Remove src.", script: [rm] });
    expect(r.status, describeRun(r)).toBe(0);
    expect(textOf(r.result(0)?.content)).toContain("REMOVED");
    expect(existsSync(join(w.repo, "src")), "src is gone").toBe(false);
  });
});

describe("freeze in the real client", () => {
  const write = (w: World, rel: string) => ({
    tool: "Write",
    input: { file_path: join(w.repo, rel), content: `written ${rel}\n` },
  });

  it("denies a Write outside the frozen directory and lets one inside through", async () => {
    const w = setup();
    const s = await withSkill(
      w,
      "freeze",
      [write(w, "README.md"), write(w, "src/inside.txt")],
      [{ when: (b) => b.includes('gstack-hook-freeze" set'), fills: () => ({ DIRECTORY: "src" }) }],
    );
    expect(s.run.status, describeRun(s.run)).toBe(0);
    expectPreamble(s, "freeze", GIT_BRANCH);
    expect(s.outs.map((o) => o.isError)).toEqual([false, false]);
    const outside = s.run.result(s.outs.length + 1);
    const inside = s.run.result(s.outs.length + 2);
    expect(outside?.is_error, textOf(outside?.content)).toBe(true);
    expect(textOf(outside?.content)).toMatch(/\[freeze\] .*README\.md is outside the freeze boundary/);
    expect(existsSync(join(w.repo, "README.md")), "README.md was not written").toBe(false);
    expect(inside?.is_error ?? false, textOf(inside?.content)).toBe(false);
    expect(existsSync(join(w.repo, "src", "inside.txt"))).toBe(true);
  });

  it("control: without /freeze the same Write goes through", async () => {
    const w = setup();
    const r = await runClaude({
      cwd: w.repo,
      env: w.env,
      prompt: "Write the README.",
      script: [write(w, "README.md")],
    });
    expect(r.status, describeRun(r)).toBe(0);
    expect(r.result(0)?.is_error ?? false, textOf(r.result(0)?.content)).toBe(false);
    expect(existsSync(join(w.repo, "README.md"))).toBe(true);
  });
});
