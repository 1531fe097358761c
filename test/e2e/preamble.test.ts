import { describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { BIN, KIT, gitRepo, run, sandbox, type Sandbox } from "../helpers/state.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";
import { plan } from "../../lib/generator/generate.ts";
import { keysForTier } from "../../lib/generator/preamble-keys.ts";
import { exampleAt, tempPack } from "../generator/pack.ts";

/** The bash blocks of the generated example skill at a tier: [preamble, ..., finish]. */
function blocks(tier: number): string[] {
  const root = tempPack({ "skills/example/SKILL.md.tmpl": exampleAt(tier) });
  const content = plan({ root, hosts: ["claude"] }).outputs[0]!.rendered.content;
  return [...content.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

const TIER4 = blocks(4);
const PREAMBLE = TIER4[0]!;
const FINISH = TIER4.at(-1)!;

interface Env {
  sb: Sandbox;
  repo: string;
  env: NodeJS.ProcessEnv;
}

/** A sandbox with a git repo on branch `branch` and the kit's bin/ found through GSTACK_BIN. */
function setup(branch = 'a"b', extra: NodeJS.ProcessEnv = {}): Env {
  const sb = sandbox();
  const repo = join(sb.work, "repo");
  gitRepo(repo, branch);
  return { sb, repo, env: { ...sb.env, GSTACK_BIN: BIN, GSTACK_INTERACTIVE: "1", ...extra } };
}

function bash(e: Env, script: string, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync("bash", ["-c", script], { cwd: e.repo, env: { ...e.env, ...env }, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function lines(stdout: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const l of stdout.trim().split("\n")) {
    const i = l.indexOf(": ");
    if (i > 0 && /^[A-Z_]+$/.test(l.slice(0, i))) m.set(l.slice(0, i), l.slice(i + 2));
  }
  return m;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).map(String).sort();
}

describe("the generated tier-4 preamble block, run by bash", () => {
  it('prints every tier-4 line, writes the session marker and a started event that is valid JSON for branch a"b', () => {
    const e = setup();
    const r = bash(e, PREAMBLE);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect([...out.keys()]).toEqual(keysForTier(4).map((k) => k.key));
    expect(Object.fromEntries(out)).toEqual({
      BRANCH: 'a"b',
      SESSION_KIND: "interactive",
      PROACTIVE: "true",
      SKILL_PREFIX: "false",
      TELEMETRY: "off",
      TEL_PROMPTED: "no",
      PROACTIVE_PROMPTED: "no",
      ACTIVE_SESSIONS: "1",
      EXPLAIN_LEVEL: "default",
      CHECKPOINT_MODE: "explicit",
      CHECKPOINT_PUSH: "false",
      LEARNINGS: "0",
      REPO_MODE: "unknown",
    });
    // The block's $PPID is this test process: the marker is named after it.
    expect(existsSync(join(e.sb.root, "sessions", String(process.pid)))).toBe(true);
    const file = join(e.sb.root, "projects", "test-project", "timeline.jsonl");
    const events = assertJsonlSchema("timeline-event.schema.json", file) as Record<string, unknown>[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ skill: "example", event: "started", branch: 'a"b' });
    expect(String(events[0]!.session)).toMatch(new RegExp(`^${process.pid}-\\d+$`));
    expect(JSON.parse(readFileSync(file, "utf8").trim()).branch).toBe('a"b');
  });

  it("--finish writes the completed event with the duration and, with telemetry on, the analytics record", () => {
    const e = setup("feature/x");
    expect(run(e.sb, "config", ["set", "telemetry", "anonymous"]).status).toBe(0);
    expect(bash(e, PREAMBLE).status).toBe(0);
    const r = bash(e, FINISH.replace("<OUTCOME>", "success"));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^COMPLETED: example success \d+s$/m);
    const events = assertJsonlSchema(
      "timeline-event.schema.json",
      join(e.sb.root, "projects", "test-project", "timeline.jsonl"),
    ) as Record<string, unknown>[];
    expect(events.map((x) => x.event)).toEqual(["started", "completed"]);
    expect(events[1]).toMatchObject({
      skill: "example",
      outcome: "success",
      branch: "feature/x",
      session: events[0]!.session,
    });
    expect(events[1]!.duration_s).toBeGreaterThanOrEqual(0);
    const usage = assertJsonlSchema(
      "skill-usage.schema.json",
      join(e.sb.root, "analytics", "skill-usage.jsonl"),
    ) as Record<string, unknown>[];
    expect(usage.map((u) => [u.event_type, u.outcome, u.session_id])).toEqual([
      ["skill_start", "started", events[0]!.session],
      ["skill_run", "success", events[0]!.session],
    ]);
    // A second finish of the same run writes nothing.
    expect(bash(e, FINISH.replace("<OUTCOME>", "success")).stdout).toMatch(/already recorded/);
    expect(
      readFileSync(join(e.sb.root, "projects", "test-project", "timeline.jsonl"), "utf8")
        .trim()
        .split("\n"),
    ).toHaveLength(2);
  });

  it("with the bin removed, still exits 0 and prints the safe defaults, writing nothing", () => {
    const e = setup("main", { GSTACK_BIN: join(KIT, "no-such-bin") });
    const r = bash(e, PREAMBLE);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect(out.get("GSTACK")).toBe("unavailable");
    for (const k of keysForTier(4)) expect(out.get(k.key)).toBe(k.fallback);
    expect(listFiles(e.sb.root)).toEqual([]);
    // The finish block stays quiet and succeeds too.
    expect(bash(e, FINISH.replace("<OUTCOME>", "success")).status).toBe(0);
  });

  it("prints the defaults when gstack-preamble exists but fails", () => {
    const e = setup();
    const broken = join(e.sb.work, "broken-bin");
    mkdirSync(broken);
    writeFileSync(join(broken, "gstack-preamble"), "#!/bin/bash\necho 'half a line' >&2\nexit 70\n");
    chmodSync(join(broken, "gstack-preamble"), 0o755);
    const r = bash(e, PREAMBLE, { GSTACK_BIN: broken });
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("GSTACK: unavailable");
  });

  it("finds the kit installed as .claude/skills/gstack in the project, from a subfolder", () => {
    const e = setup("main", { GSTACK_BIN: "" });
    mkdirSync(join(e.repo, ".claude", "skills"), { recursive: true });
    spawnSync("ln", ["-s", KIT, join(e.repo, ".claude", "skills", "gstack")]);
    mkdirSync(join(e.repo, "src", "deep"), { recursive: true });
    const r = spawnSync("bash", ["-c", PREAMBLE], {
      cwd: join(e.repo, "src", "deep"),
      env: { ...e.env, GSTACK_BIN: "" },
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(lines(r.stdout).get("BRANCH")).toBe("main");
    expect(r.stdout).not.toMatch(/GSTACK: unavailable/);
  });

  /** Plants an executable gstack-preamble under dir/.claude/skills/gstack/bin that leaves a marker. */
  function plant(dir: string, marker: string) {
    const bin = join(dir, ".claude", "skills", "gstack", "bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, "gstack-preamble"),
      `#!/bin/sh\ntouch ${JSON.stringify(marker)}\necho "TELEMETRY: community"\n`,
      { mode: 0o755 },
    );
  }

  it("never runs a kit planted in a parent folder outside the repository; the user's kit wins", () => {
    const e = setup("main", { GSTACK_BIN: "" });
    const marker = join(e.sb.home, "hijacked");
    plant(e.sb.work, marker); // e.repo's parent: outside the repository
    mkdirSync(join(e.repo, "src"), { recursive: true });
    const cwd = join(e.repo, "src");
    let r = spawnSync("bash", ["-c", PREAMBLE], { cwd, env: { ...e.env, GSTACK_BIN: "" }, encoding: "utf8" });
    expect(existsSync(marker)).toBe(false);
    expect(r.stdout).toMatch(/GSTACK: unavailable/);
    mkdirSync(join(e.sb.home, ".claude", "skills"), { recursive: true });
    spawnSync("ln", ["-s", KIT, join(e.sb.home, ".claude", "skills", "gstack")]);
    r = spawnSync("bash", ["-c", PREAMBLE], { cwd, env: { ...e.env, GSTACK_BIN: "" }, encoding: "utf8" });
    expect(existsSync(marker)).toBe(false);
    expect(lines(r.stdout).get("BRANCH")).toBe("main");
  });

  it("skips a kit in a folder others can write to, in or out of a repository", () => {
    const e = setup("main", { GSTACK_BIN: "" });
    const marker = join(e.sb.home, "hijacked");
    // Outside any repository, a shared world-writable folder (like /tmp).
    const shared = join(e.sb.work, "shared");
    mkdirSync(shared);
    plant(shared, marker);
    chmodSync(shared, 0o1777);
    let r = spawnSync("bash", ["-c", PREAMBLE], { cwd: shared, env: { ...e.env, GSTACK_BIN: "" }, encoding: "utf8" });
    expect(existsSync(marker)).toBe(false);
    expect(r.stdout).toMatch(/GSTACK: unavailable/);
    // Inside the repository, with a world-writable folder on the way to the kit.
    plant(e.repo, marker);
    chmodSync(join(e.repo, ".claude", "skills"), 0o777);
    r = spawnSync("bash", ["-c", PREAMBLE], { cwd: e.repo, env: { ...e.env, GSTACK_BIN: "" }, encoding: "utf8" });
    expect(existsSync(marker)).toBe(false);
    expect(r.stdout).toMatch(/GSTACK: unavailable/);
    chmodSync(join(e.repo, ".claude", "skills"), 0o755);
    r = spawnSync("bash", ["-c", PREAMBLE], { cwd: e.repo, env: { ...e.env, GSTACK_BIN: "" }, encoding: "utf8" });
    expect(existsSync(marker)).toBe(true); // the repository's own, private kit is used
  });

  it("takes a kit from PATH or CLAUDE_PLUGIN_ROOT only after the project's, and never from a relative PATH entry", () => {
    const e = setup("main", { GSTACK_BIN: "" });
    const marker = join(e.sb.home, "hijacked");
    // The repository's own files reached through `.` and `bin` on PATH.
    writeFileSync(join(e.repo, "gstack-preamble"), `#!/bin/sh\ntouch ${JSON.stringify(marker)}\n`, { mode: 0o755 });
    mkdirSync(join(e.repo, "bin"));
    writeFileSync(join(e.repo, "bin", "gstack-preamble"), `#!/bin/sh\ntouch ${JSON.stringify(marker)}\n`, {
      mode: 0o755,
    });
    const go = (env: NodeJS.ProcessEnv) =>
      spawnSync("bash", ["-c", PREAMBLE], { cwd: e.repo, env: { ...e.env, GSTACK_BIN: "", ...env }, encoding: "utf8" });
    let r = go({ PATH: `.:bin::${e.env.PATH}` });
    expect(existsSync(marker)).toBe(false);
    expect(r.stdout).toMatch(/GSTACK: unavailable/);
    // An absolute PATH folder (the plugin's bin/) and the plugin root are the user's own.
    for (const env of [{ PATH: `.:${BIN}:${e.env.PATH}` }, { CLAUDE_PLUGIN_ROOT: KIT }]) {
      r = go(env);
      expect(existsSync(marker)).toBe(false);
      expect(lines(r.stdout).get("BRANCH")).toBe("main");
    }
    // The repository's private project kit still comes first.
    plant(e.repo, marker);
    r = go({ PATH: `${BIN}:${e.env.PATH}`, CLAUDE_PLUGIN_ROOT: KIT });
    expect(existsSync(marker)).toBe(true);
  });

  it("prints only the tier's keys: tier 1 has no learnings, sessions or repo mode", () => {
    const e = setup();
    const r = bash(e, blocks(1)[0]!);
    expect([...lines(r.stdout).keys()]).toEqual(keysForTier(1).map((k) => k.key));
  });

  it("lists the top 3 learnings only when there are more than 5", async () => {
    const e = setup();
    const log = (i: number) =>
      run(
        e.sb,
        "learnings-log",
        [
          JSON.stringify({
            skill: "review",
            type: "pitfall",
            key: `k${i}`,
            insight: `Flaky check ${i} needs a retry`,
            confidence: i,
            source: "user-stated",
          }),
        ],
        { cwd: e.repo },
      );
    for (let i = 1; i <= 5; i++) expect(log(i).status).toBe(0);
    let r = bash(e, PREAMBLE);
    expect(lines(r.stdout).get("LEARNINGS")).toBe("5");
    expect(r.stdout).not.toMatch(/^- \[/m);
    expect(log(6).status).toBe(0);
    r = bash(e, PREAMBLE);
    expect(lines(r.stdout).get("LEARNINGS")).toBe("6");
    const top = r.stdout.split("\n").filter((l) => l.startsWith("- ["));
    expect(top).toEqual([
      "- [pitfall] k6 (6/10): Flaky check 6 needs a retry",
      "- [pitfall] k5 (5/10): Flaky check 5 needs a retry",
      "- [pitfall] k4 (4/10): Flaky check 4 needs a retry",
    ]);
    // They follow the LEARNINGS line directly.
    const all = r.stdout.trim().split("\n");
    expect(all[all.indexOf("LEARNINGS: 6") + 1]).toBe(top[0]);
    // The summary is cached until learnings.jsonl changes; a damaged cache is rebuilt.
    const cache = join(e.sb.root, "projects", "test-project", "learnings-summary.json");
    const { assertSchema } = await import("../helpers/schema.ts");
    assertSchema("learnings-summary.schema.json", JSON.parse(readFileSync(cache, "utf8")));
    expect(bash(e, PREAMBLE).stdout).toBe(r.stdout);
    writeFileSync(cache, "{not json");
    expect(bash(e, PREAMBLE).stdout).toBe(r.stdout);
    assertSchema("learnings-summary.schema.json", JSON.parse(readFileSync(cache, "utf8")));
    expect(log(7).status).toBe(0);
    expect(lines(bash(e, PREAMBLE).stdout).get("LEARNINGS")).toBe("7");
  });

  it("reads config and markers: answered questions, proactive off, DO_NOT_TRACK", () => {
    const e = setup();
    run(e.sb, "config", ["set", "telemetry", "anonymous"]);
    run(e.sb, "config", ["set", "proactive", "false"]);
    run(e.sb, "config", ["set", "checkpoint_mode", "continuous"]);
    let out = lines(bash(e, PREAMBLE).stdout);
    expect(out.get("TEL_PROMPTED")).toBe("yes");
    expect(out.get("PROACTIVE_PROMPTED")).toBe("yes");
    expect(out.get("PROACTIVE")).toBe("false");
    expect(out.get("TELEMETRY")).toBe("anonymous");
    expect(out.get("CHECKPOINT_MODE")).toBe("continuous");
    const before = readFileSync(join(e.sb.root, "analytics", "skill-usage.jsonl"), "utf8");
    out = lines(bash(e, PREAMBLE, { DO_NOT_TRACK: "1" }).stdout);
    expect(out.get("TELEMETRY")).toBe("off");
    expect(readFileSync(join(e.sb.root, "analytics", "skill-usage.jsonl"), "utf8")).toBe(before);
  });

  it("gstack's marker files count as answered", () => {
    const e = setup();
    mkdirSync(e.sb.root, { recursive: true });
    writeFileSync(join(e.sb.root, ".telemetry-prompted"), "");
    writeFileSync(join(e.sb.root, ".proactive-prompted"), "");
    const out = lines(bash(e, PREAMBLE).stdout);
    expect([out.get("TEL_PROMPTED"), out.get("PROACTIVE_PROMPTED")]).toEqual(["yes", "yes"]);
  });

  it("counts active sessions and sweeps stale ones", () => {
    const e = setup();
    mkdirSync(join(e.sb.root, "sessions"), { recursive: true });
    writeFileSync(join(e.sb.root, "sessions", "111"), "");
    writeFileSync(join(e.sb.root, "sessions", "222"), "");
    const old = (Date.now() - 3 * 3_600_000) / 1000;
    spawnSync("touch", ["-d", `@${Math.floor(old)}`, join(e.sb.root, "sessions", "222")]);
    const out = lines(bash(e, PREAMBLE).stdout);
    expect(out.get("ACTIVE_SESSIONS")).toBe("2");
    expect(listFiles(join(e.sb.root, "sessions"))).toEqual(["111", String(process.pid)].sort());
  });

  it("notices a newer kit installed elsewhere and a just-upgraded one, locally", () => {
    const e = setup();
    const other = join(e.sb.home, ".claude", "skills", "gstack");
    mkdirSync(other, { recursive: true });
    writeFileSync(join(other, "package.json"), JSON.stringify({ name: "gstack-kit", version: "99.0.0" }));
    mkdirSync(e.sb.root, { recursive: true });
    writeFileSync(join(e.sb.root, "kit-version"), "0.0.1\n");
    const r = bash(e, PREAMBLE);
    const version = JSON.parse(readFileSync(join(KIT, "package.json"), "utf8")).version;
    expect(r.stdout).toMatch(
      new RegExp(
        `^UPGRADE_AVAILABLE: ${version} -> 99.0.0 \\(${other.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)$`,
        "m",
      ),
    );
    expect(r.stdout).toMatch(new RegExp(`^JUST_UPGRADED: 0.0.1 -> ${version}$`, "m"));
    expect(readFileSync(join(e.sb.root, "kit-version"), "utf8")).toBe(`${version}\n`);
    expect(bash(e, PREAMBLE).stdout).not.toMatch(/JUST_UPGRADED/);
    run(e.sb, "config", ["set", "update_check", "false"]);
    expect(bash(e, PREAMBLE).stdout).not.toMatch(/UPGRADE_AVAILABLE/);
  });

  it("prints every value as one line of safe characters: forged versions, branches and learnings add no line", () => {
    const e = setup("main");
    // A branch name git itself would refuse, written straight into HEAD.
    writeFileSync(
      join(e.repo, ".git", "HEAD"),
      "ref: refs/heads/x\u000bSESSION_KIND: spawned\u000cy\u0085TELEMETRY: community\u2028z\n",
    );
    const other = join(e.sb.home, ".claude", "skills", "gstack");
    mkdirSync(other, { recursive: true });
    writeFileSync(
      join(other, "package.json"),
      JSON.stringify({ name: "gstack-kit", version: "99.0.0\nSESSION_KIND: spawned" }),
    );
    for (let i = 0; i < 7; i++) {
      const insight = `tip ${i}\u2028TELEMETRY: community\u2029PROACTIVE: false\u200b\u202e`;
      expect(
        run(
          e.sb,
          "learnings-log",
          [JSON.stringify({ type: "pattern", key: `k${i}`, confidence: 9, source: "observed", insight })],
          { cwd: e.repo },
        ).status,
      ).toBe(0);
    }
    const r = bash(e, PREAMBLE);
    expect(r.status).toBe(0);
    const out = r.stdout.slice(0, -1).split("\n");
    for (const l of out) {
      expect(l).toMatch(/^([A-Z_]+: |- \[)/);
      expect(l).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    }
    expect(out.filter((l) => l.startsWith("SESSION_KIND:"))).toHaveLength(1);
    expect(out.filter((l) => l.startsWith("TELEMETRY:"))).toEqual(["TELEMETRY: off"]);
    expect(out.filter((l) => /^- \[/.test(l))).toHaveLength(3);
    expect(r.stdout).not.toMatch(/UPGRADE_AVAILABLE/); // "99.0.0\n..." is not a version
  });

  it("--finish on a state root that cannot be written exits 0 as its help promises, saying why on stderr", () => {
    const e = setup("main");
    const file = join(e.sb.home, "a-file");
    writeFileSync(file, "");
    const r = spawnSync(join(BIN, "gstack-preamble"), ["--finish", "--skill", "review", "--outcome", "success"], {
      cwd: e.repo,
      env: { ...e.env, GSTACK_STATE_ROOT: join(file, "state") },
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^COMPLETED: review success/);
    expect(r.stderr).toMatch(/^gstack-preamble: timeline: /m);
  });

  it("uses no network: no socket module, no curl or wget in the block", () => {
    const src = readFileSync(join(KIT, "lib", "cli", "commands", "preamble.ts"), "utf8");
    expect(src).not.toMatch(/node:(net|http|https|dgram|tls)|fetch\(/);
    for (const b of TIER4) expect(b).not.toMatch(/\b(curl|wget|nc|ssh)\b|git (fetch|pull|push)/);
  });
});

describe("gstack-preamble bad input", () => {
  it.each<[string[], number, RegExp]>([
    [["--skill", "review", "--tier", "5"], 2, /--tier: 1, 2, 3 or 4 \(got 5\)/],
    [["--skill", "review", "--tier", "two"], 2, /--tier: an integer is allowed/],
    [["--skill", "a b", "--tier", "1"], 2, /--skill: 1-64 characters/],
    [["--skill", "../x", "--tier", "1"], 2, /--skill: 1-64 characters/],
    [["--tier", "1"], 2, /--skill NAME is required/],
    [["--skill", "review"], 2, /--tier 1-4 is required/],
    [["--skill", "review", "--tier", "1", "--outcome", "success"], 2, /--outcome applies to --finish only/],
    [["--finish", "--skill", "review"], 2, /--finish needs --outcome/],
    [
      ["--finish", "--skill", "review", "--outcome", "DONE"],
      2,
      /--outcome: success, error, abort, unknown \(got "DONE"\)/,
    ],
    [
      ["--finish", "--skill", "review", "--outcome", "success", "--tier", "1"],
      2,
      /--tier applies to the start call only/,
    ],
    [
      ["--skill", "review", "--tier", "1", "--session-id", "../../etc"],
      1,
      /--session-id: 1-64 characters of \[A-Za-z0-9._-\]/,
    ],
    [["--skill", "review", "--tier", "1", "--bogus"], 2, /unknown flag --bogus/],
    [["--skill", "review", "--tier", "1", "extra"], 2, /unexpected argument "extra"/],
  ])("%j exits %i with one line naming the field, writing nothing", (args, code, msg) => {
    const sb = sandbox();
    const r = run(sb, "preamble", args);
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toBe("");
    expect(listFiles(sb.root)).toEqual([]);
  });

  it("a --finish with no matching start still records the outcome, without a duration", () => {
    const sb = sandbox();
    const r = run(sb, "preamble", ["--finish", "--skill", "review", "--outcome", "abort", "--session-id", "s1"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("COMPLETED: review abort (no matching start)\n");
    const [ev] = assertJsonlSchema(
      "timeline-event.schema.json",
      join(sb.root, "projects", "test-project", "timeline.jsonl"),
    ) as Record<string, unknown>[];
    expect(ev).toMatchObject({ skill: "review", event: "completed", outcome: "abort" });
    expect(ev!.duration_s).toBeUndefined();
  });

  it("pairs --finish with the newest start of the same skill in the same session only", () => {
    const sb = sandbox();
    run(sb, "preamble", ["--skill", "review", "--tier", "1", "--session-id", "s1"]);
    run(sb, "preamble", ["--skill", "review", "--tier", "1", "--session-id", "s2"]);
    run(sb, "preamble", ["--skill", "qa", "--tier", "1", "--session-id", "s1"]);
    expect(
      run(sb, "preamble", ["--finish", "--skill", "review", "--outcome", "error", "--session-id", "s1"]).stdout,
    ).toMatch(/^COMPLETED: review error \d+s\n$/);
    const events = assertJsonlSchema(
      "timeline-event.schema.json",
      join(sb.root, "projects", "test-project", "timeline.jsonl"),
    ) as Record<string, unknown>[];
    const done = events.find((x) => x.event === "completed")!;
    expect(done.session).toBe(events[0]!.session);
    expect(String(done.session)).toMatch(/^s1-/);
  });
});
