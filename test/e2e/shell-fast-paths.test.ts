// Shell fast paths (lib/cli/sh/*.sh inlined into the shims, decision 0081) against the
// TypeScript commands they stand in for, on tables of inputs. Each case runs a lone copy of the
// shim (no kit around it, so no runtime can answer: exit 127 means the shell passed the call on)
// and the TypeScript command from source; where the shell answers, both must print the same.
import { describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { BIN, KIT, sandbox, type Sandbox } from "../helpers/state.ts";

const BUN = join(KIT, "node_modules", ".bin", "bun");

interface Case {
  env: Record<string, string>;
  args: string[];
}

function compare(sb: Sandbox, name: string, cases: Case[], cwd: string): { answered: number; passed: Case[] } {
  const lone = join(sb.work, "lone", "bin");
  mkdirSync(lone, { recursive: true });
  copyFileSync(join(BIN, `gstack-${name}`), join(lone, `gstack-${name}`));
  let answered = 0;
  const passed: Case[] = [];
  for (const c of cases) {
    const env = { PATH: "/usr/bin:/bin", ...c.env };
    const sh = spawnSync("/bin/sh", [join(lone, `gstack-${name}`), ...c.args], { encoding: "utf8", env, cwd });
    if (sh.status === 127) {
      passed.push(c);
      continue;
    }
    answered++;
    const ts = spawnSync(BUN, [join(KIT, "lib", "cli", "main.ts"), name, ...c.args], { encoding: "utf8", env, cwd });
    expect({ c, status: sh.status, out: sh.stdout, err: sh.stderr }).toEqual({
      c,
      status: ts.status,
      out: ts.stdout,
      err: ts.stderr,
    });
  }
  return { answered, passed };
}

describe("gstack-paths in the shell", () => {
  it("prints what the TypeScript prints wherever it answers, and answers the usual environments", () => {
    const sb = sandbox();
    const tmp = join(sb.work, "tmp");
    mkdirSync(tmp);
    const homes = [
      "/home/dev",
      "/home/dev/",
      "/home//dev",
      "/home/./dev",
      "/home/a/../dev",
      "relative/home",
      "/home/with space",
      "/home/it's",
      "",
    ];
    const cases: Case[] = [];
    for (const HOME of homes) {
      cases.push({ env: { HOME }, args: [] });
      cases.push({ env: { HOME, TMPDIR: tmp }, args: [] });
      cases.push({ env: { HOME, TMPDIR: `${tmp}//` }, args: [] });
    }
    for (const [k, v] of [
      ["GSTACK_STATE_ROOT", "/s/root"],
      ["GSTACK_HOME", "/s/home"],
      ["GSTACK_STATE_DIR", "/s/dir"],
      ["GSTACK_STATE_ROOT", "rel/root"],
      ["GSTACK_STATE_ROOT", "~/.gstack"],
      ["GSTACK_STATE_ROOT", "/s/with space"],
      ["GSTACK_PLAN_DIR", "/p"],
      ["CLAUDE_PLANS_DIR", "/c/plans"],
      ["GSTACK_PLAN_DIR", "plans/rel"],
      ["TMP", tmp],
      ["TMPDIR", "/"],
      ["TMPDIR", "//"],
      ["TMPDIR", ""],
      ["TMPDIR", join(sb.work, "absent")],
    ]) {
      cases.push({ env: { HOME: "/home/dev", TMPDIR: tmp, [k!]: v! }, args: [] });
    }
    cases.push({ env: { HOME: "/home/dev", GSTACK_HOME: "/a", GSTACK_STATE_DIR: "/b" }, args: [] });
    cases.push({ env: { HOME: "/home/dev", GSTACK_STATE_ROOT: "", GSTACK_HOME: "/a" }, args: [] });
    cases.push({
      env: { HOME: "/home/dev", CLAUDE_PLUGIN_DATA: "/plugin/data", CLAUDE_PLUGIN_ROOT: "/x/GStack-plugin" },
      args: [],
    });
    cases.push({
      env: { HOME: "/home/dev", CLAUDE_PLUGIN_DATA: "/plugin/data", CLAUDE_PLUGIN_ROOT: "/x/other" },
      args: [],
    });
    cases.push({ env: { HOME: "/home/dev", CLAUDE_PLUGIN_DATA: "/plugin/data" }, args: [] });
    cases.push({ env: { HOME: "/home/dev", TMPDIR: tmp }, args: ["--json"] });
    const { answered, passed } = compare(sb, "paths", cases, sb.work);
    expect(answered).toBeGreaterThan(10);
    // The shell answers the plain call in a usual environment itself.
    expect(passed.map((c) => JSON.stringify(c))).not.toContain(
      JSON.stringify({ env: { HOME: "/home/dev", TMPDIR: tmp }, args: [] }),
    );
    expect(passed.map((c) => c.args)).toContainEqual(["--json"]);
  }, 60_000);
});

describe("gstack-config get in the shell", () => {
  const FILES = [
    "telemetry: off\nproactive: true\n",
    "# gstack configuration: edit freely\n\n# Keys: state-schema/config.schema.json\n\ntelemetry: community\nproactive: false\n",
    "telemetry: off\r\nproactive: true\r\n",
    "proactive: true # yes\ntelemetry: off\n",
    "x: \"a b\"\ny: 'it''s'\nproactive: true\n",
    "a: 1\na: 2\nproactive: true\n",
    "repo_mode:\nproactive:   \n   \nx: y\n",
    "a:\n  b: 1\nproactive: true\n",
    "a:\tb\nproactive: true\n",
    "url: http://example.com/x\nproactive: true\n",
    "a: b: c\nproactive: true\n",
    "a: ~\nproactive: true\n",
    "b: null\nproactive: true\n",
    "proactive: true\ntelemetry: off",
    "x: two  spaces\ny: two words\nproactive: true\n",
    "bad-key: 1\nproactive: true\n",
    "x: caf\u00e9\nproactive: true\n",
    "# only comments\n",
    "",
    "  # indented comment\nproactive: true\n",
    "x: +1.5e3\ny: 0777\nz: a.b@c:d/e-f_g\nproactive: true\n",
    "x: -\ny: :x\nproactive: true\n",
    "z: #c\nproactive: true\n",
    "{telemetry: off}\n",
    "- a\n- b\n",
    `x: ${"v".repeat(5000)}\nproactive: true\n`,
    undefined, // no config.yaml
  ];
  const KEYS = [
    "proactive",
    "telemetry",
    "repo_mode",
    "retention_days",
    "listing_budget_fraction",
    "cross_project_learnings",
    "x",
    "y",
    "z",
    "a",
    "b",
    "url",
    "unknown_key",
    "bad-key",
    "k".repeat(129),
  ];

  it("prints what the TypeScript prints wherever it answers, and answers a set key of a flat file", () => {
    const sb = sandbox();
    const root = join(sb.work, "state");
    mkdirSync(root);
    let answered = 0;
    let passed = 0;
    for (const file of FILES) {
      rmSync(join(root, "config.yaml"), { force: true });
      if (file !== undefined) writeFileSync(join(root, "config.yaml"), file);
      const r = compare(
        sb,
        "config",
        KEYS.map((k) => ({ env: { HOME: sb.home, GSTACK_STATE_ROOT: root }, args: ["get", k] })),
        sb.work,
      );
      answered += r.answered;
      passed += r.passed.length;
    }
    expect(answered).toBeGreaterThan(10);
    expect(passed).toBeGreaterThan(30);
    writeFileSync(join(root, "config.yaml"), "telemetry: off\nproactive: true\n");
    const lone = compare(
      sb,
      "config",
      [{ env: { HOME: sb.home, GSTACK_STATE_ROOT: root }, args: ["get", "proactive"] }],
      sb.work,
    );
    expect(lone.answered).toBe(1);
  }, 120_000);
});
