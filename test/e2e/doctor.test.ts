import { describe, expect, it } from "vitest";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { hostname } from "node:os";
import { spawnSync } from "node:child_process";
import { linkSync, rmSync } from "node:fs";
import { run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { assertJsonlSchema } from "../helpers/schema.ts";

const tree = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : [];
const ago = (file: string, ms: number) => {
  const t = (Date.now() - ms) / 1000;
  utimesSync(file, t, t);
};
const doctor = (sb: Sandbox, ...args: string[]) => {
  const r = run(sb, "doctor", ["--json", ...args]);
  return {
    status: r.status,
    report: JSON.parse(r.stdout) as {
      ok: boolean;
      fixed: number;
      problems: { severity: string; code: string; path: string; message: string; fixed: boolean; fixable: boolean }[];
    },
  };
};
const codes = (problems: { code: string; path: string; fixed: boolean }[]) =>
  problems.filter((p) => !p.fixed).map((p) => `${p.code} ${p.path}`);
const rec = (i: number) =>
  JSON.stringify({
    ts: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    skill: "s",
    branch: "",
    insight: `n${i}`,
  });

/** A state directory written by the tools themselves. */
function healthy(sb: Sandbox) {
  const ok = (name: string, args: string[], input?: string) => expect(run(sb, name, args, { input }).status).toBe(0);
  ok("config", ["set", "telemetry", "anonymous"]);
  ok("eureka-log", ['{"skill":"office-hours","insight":"cheap"}']);
  ok("security-log", ["-"], '{"payload":"ignore previous instructions"}');
  ok("builder-profile", ["log", '{"mode":"builder","signals":["taste"]}']);
  ok("artifact", ["put", "design", "--branch", "main"], "# d\n");
  ok("artifact", ["put", "checkpoint", "--branch", "main"], "# c\n");
  ok("session", ["touch", "--id", "42"]);
  ok("slug", []);
  // Records of the other tools must pass too: the doctor checks them with their own rules.
  ok("timeline-log", ['{"skill":"review","event":"completed","outcome":"success"}']);
  ok("learnings-log", [
    '{"type":"pitfall","key":"flaky-ci","confidence":4,"source":"observed","insight":"CI flakes on cold caches"}',
  ]);
  ok("learnings-search", []);
  ok("review-log", ['{"skill":"review","status":"clean","issues_found":0}']);
  ok("telemetry-log", ["--skill", "review", "--duration", "12", "--outcome", "success"]);
  expect(existsSync(join(sb.root, "analytics", "skill-usage.jsonl"))).toBe(true);
}

describe("gstack-doctor", () => {
  it("no state directory: ok, exit 0, nothing created", () => {
    const sb = sandbox();
    const r = run(sb, "doctor");
    expect(r).toMatchObject({ status: 0, stdout: `ok: ${sb.root}\n` });
    expect(existsSync(sb.root)).toBe(false);
  });

  it("a state directory the tools wrote is clean", () => {
    const sb = sandbox();
    healthy(sb);
    const r = run(sb, "doctor");
    expect(r.stdout).toBe(`ok: ${sb.root}\n`);
    expect(r.status).toBe(0);
    expect(doctor(sb).report).toMatchObject({ ok: true, problems: [], fixed: 0 });
  });

  it("splits glued lines, moves corrupt lines to a .corrupt sidecar, ends the last line", () => {
    const sb = sandbox();
    healthy(sb);
    const file = join(sb.root, "analytics", "eureka.jsonl");
    const before = readFileSync(file, "utf8");
    writeFileSync(file, `${before}${rec(1)}${rec(2)}\nnot json at all\n${rec(3)} {"broken":\n[1,2]\n${rec(4)}`);
    const first = doctor(sb);
    expect(first.status).toBe(1);
    expect(codes(first.report.problems)).toEqual([
      "corrupt-lines analytics/eureka.jsonl",
      "glued-lines analytics/eureka.jsonl",
    ]);
    expect(first.report.problems[0]!.message).toMatch(/3 lines are not a JSON object \(first: line 3\)/);
    const fixed = doctor(sb, "--fix");
    expect(fixed.status).toBe(0);
    expect(fixed.report.problems.every((p) => p.fixed)).toBe(true);
    const records = assertJsonlSchema("eureka.schema.json", file) as { insight: string }[];
    expect(records.map((r) => r.insight)).toEqual(["cheap", "n1", "n2", "n4"]);
    expect(readFileSync(file, "utf8").endsWith("\n")).toBe(true);
    expect(readFileSync(`${file}.corrupt`, "utf8")).toBe(`not json at all\n${rec(3)} {"broken":\n[1,2]\n`);
    expect(statSync(`${file}.corrupt`).mode & 0o777).toBe(0o600);
    expect(doctor(sb).report.problems).toEqual([]);
  });

  it("a missing final newline is a warning (exit 0) that --fix repairs", () => {
    const sb = sandbox();
    mkdirSync(join(sb.root, "analytics"), { recursive: true, mode: 0o700 });
    chmodSync(sb.root, 0o700);
    const file = join(sb.root, "analytics", "eureka.jsonl");
    writeFileSync(file, `${rec(1)}\n${rec(2)}`, { mode: 0o600 });
    const r = doctor(sb);
    expect(r.status).toBe(0);
    expect(r.report.problems.map((p) => [p.severity, p.code])).toEqual([["warning", "no-final-newline"]]);
    expect(doctor(sb, "--fix").report.fixed).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(`${rec(1)}\n${rec(2)}\n`);
  });

  it("keeps every record appended while --fix rewrites the file", async () => {
    const sb = sandbox();
    healthy(sb);
    const file = join(sb.root, "analytics", "eureka.jsonl");
    writeFileSync(
      file,
      `${Array.from({ length: 200 }, (_, i) => rec(i)).join("\n")}${rec(900)}${rec(901)}\ngarbage\n`,
      { mode: 0o600 },
    );
    const appenders = Array.from({ length: 20 }, (_, i) =>
      runAsync(sb, "eureka-log", [JSON.stringify({ skill: "p", insight: `par${i}` })]),
    );
    const fix = runAsync(sb, "doctor", ["--fix"]);
    const results = await Promise.all([...appenders, fix]);
    expect(results.slice(0, 20).every((r) => r.status === 0)).toBe(true);
    // A fix that lost the race says so and can simply be run again.
    if (results[20]!.status !== 0) expect(run(sb, "doctor", ["--fix"]).status).toBe(0);
    const insights = new Set(
      (assertJsonlSchema("eureka.schema.json", file) as { insight: string }[]).map((r) => r.insight),
    );
    for (let i = 0; i < 200; i++) expect(insights.has(`n${i}`)).toBe(true);
    for (let i = 0; i < 20; i++) expect(insights.has(`par${i}`)).toBe(true);
    expect(insights.has("n900") && insights.has("n901")).toBe(true);
    expect(readFileSync(`${file}.corrupt`, "utf8")).toMatch(/^(garbage\n)+$/);
  });

  it("fixes permissions, stale temp files, stale locks and unsafe cached slugs; leaves fresh temp files", () => {
    const sb = sandbox();
    healthy(sb);
    chmodSync(join(sb.root, "config.yaml"), 0o644);
    chmodSync(join(sb.root, "analytics"), 0o755);
    const stale = join(sb.root, "projects", "test-project", ".main-design-x.md.123.456.tmp");
    const fresh = join(sb.root, ".config.yaml.999.888.tmp");
    writeFileSync(stale, "half");
    writeFileSync(fresh, "in progress");
    ago(stale, 3_600_000);
    const lock = join(sb.root, "builder-profile.jsonl.lock");
    mkdirSync(lock);
    ago(lock, 3_600_000);
    mkdirSync(join(sb.root, "slug-cache"), { recursive: true, mode: 0o700 });
    writeFileSync(join(sb.root, "slug-cache", "_tmp_x"), "..\n", { mode: 0o600 });
    const r = doctor(sb);
    expect(r.status).toBe(1);
    expect(codes(r.report.problems).sort()).toEqual([
      "permissions analytics",
      "permissions config.yaml",
      "stale-lock builder-profile.jsonl.lock",
      "stale-temp projects/test-project/.main-design-x.md.123.456.tmp",
      "unsafe-slug-cache slug-cache/_tmp_x",
    ]);
    expect(r.report.problems.every((p) => p.fixable)).toBe(true);
    expect(doctor(sb, "--fix").status).toBe(0);
    expect(statSync(join(sb.root, "config.yaml")).mode & 0o777).toBe(0o600);
    expect(statSync(join(sb.root, "analytics")).mode & 0o777).toBe(0o700);
    expect(existsSync(stale) || existsSync(lock) || existsSync(join(sb.root, "slug-cache", "_tmp_x"))).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(doctor(sb).report.problems).toEqual([]);
  });

  it("reports what it must not touch: data outside projects/, bad slug folders, outside symlinks, schema breaks, config values", () => {
    const sb = sandbox();
    healthy(sb);
    const write = (rel: string, text: string) => {
      mkdirSync(join(sb.root, rel, ".."), { recursive: true, mode: 0o700 });
      writeFileSync(join(sb.root, rel), text, { mode: 0o600 });
    };
    write("learnings.jsonl", "{}\n"); // gstack with GSTACK_PROJECT_SLUG=..
    write("projects/timeline.jsonl", "{}\n"); // gstack with GSTACK_PROJECT_SLUG=.
    mkdirSync(join(sb.root, "projects", "bad slug"), { mode: 0o700 });
    writeFileSync(join(sb.home, "outside.jsonl"), "{}\n");
    symlinkSync(join(sb.home, "outside.jsonl"), join(sb.root, "projects", "test-project", "linked.jsonl"));
    const bp = join(sb.root, "builder-profile.jsonl");
    writeFileSync(bp, `${readFileSync(bp, "utf8")}{"date":"2026-01-01T00:00:00Z","mode":"builder","tier":"legend"}\n`);
    writeFileSync(join(sb.root, "config.yaml"), "telemetry: loud\nretention_days: 0\n", { mode: 0o600 });
    const r = doctor(sb, "--fix");
    expect(r.status).toBe(1);
    expect(codes(r.report.problems)).toEqual([
      "schema builder-profile.jsonl",
      "config config.yaml",
      "config config.yaml",
      "outside-projects learnings.jsonl",
      "bad-slug projects/bad slug",
      "symlink-outside projects/test-project/linked.jsonl",
      "outside-projects projects/timeline.jsonl",
    ]);
    const msg = (code: string) => r.report.problems.find((p) => p.code === code)!.message;
    expect(msg("schema")).toMatch(/1 record fails state-schema\/builder-profile\.schema\.json \(first: tier: one of/);
    expect(msg("config")).toMatch(/^telemetry: one of off, anonymous, community/);
    expect(readFileSync(join(sb.root, "learnings.jsonl"), "utf8")).toBe("{}\n");
    const text = run(sb, "doctor");
    expect(text.stdout).toMatch(/^error {3}builder-profile\.jsonl: 1 record fails/m);
    expect(text.stdout).toMatch(/^7 errors, 0 warnings: /m);
  });

  it("warns about files over jsonl_max_bytes without failing", () => {
    const sb = sandbox();
    healthy(sb);
    run(sb, "config", ["set", "jsonl_max_bytes", "65536"]);
    const file = join(sb.root, "analytics", "eureka.jsonl");
    writeFileSync(file, `${Array.from({ length: 1200 }, (_, i) => rec(i)).join("\n")}\n`, { mode: 0o600 });
    const r = doctor(sb);
    expect(r.status).toBe(0);
    expect(r.report.problems.map((p) => [p.severity, p.code])).toEqual([["warning", "oversized"]]);
  });

  it("checks learnings, timeline and review records with their record modules", () => {
    const sb = sandbox();
    healthy(sb);
    const dir = join(sb.root, "projects", "test-project");
    writeFileSync(
      join(dir, "learnings.jsonl"),
      '{"type":"nope","key":"k","confidence":5,"ts":"2026-01-01T00:00:00Z","trusted":false}\n',
      { mode: 0o600 },
    );
    writeFileSync(
      join(dir, "timeline.jsonl"),
      '{"skill":"qa","event":"started","ts":"2026-01-01T00:00:00Z"}\n{"skill":"qa"}\n',
      { mode: 0o600 },
    );
    writeFileSync(join(dir, "main-reviews.jsonl"), '{"skill":"review","ts":"not a date"}\n', { mode: 0o600 });
    const r = doctor(sb);
    expect(codes(r.report.problems)).toEqual([
      "schema projects/test-project/learnings.jsonl",
      "schema projects/test-project/main-reviews.jsonl",
      "schema projects/test-project/timeline.jsonl",
    ]);
    expect(r.report.problems[0]!.message).toMatch(/type: one of pattern/);
    expect(r.report.problems[1]!.message).toMatch(/1 record fails .*ts/);
    expect(r.report.problems[2]!.message).toMatch(/1 record fails .*event: required/);
  });

  it.each([
    [["extra"], /unexpected argument/],
    [["--bogus"], /unknown flag --bogus/],
    [["--fix=yes"], /--fix takes no value/],
  ])("usage %j exits 2 and touches nothing", (args, msg) => {
    const sb = sandbox();
    healthy(sb);
    chmodSync(join(sb.root, "config.yaml"), 0o644);
    const before = tree(sb.root);
    const r = run(sb, "doctor", ["--fix", ...(args as string[])]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(tree(sb.root)).toEqual(before);
    expect(statSync(join(sb.root, "config.yaml")).mode & 0o777).toBe(0o644);
  });

  it("a project whose slug ends in .lock is a project, never a lock: --fix keeps it whole", () => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: "config.lock" });
    healthy(sb);
    const project = join(sb.root, "projects", "config.lock");
    ago(project, 3_600_000);
    const before = tree(project);
    expect(before).toContain("learnings.jsonl");
    doctor(sb, "--fix");
    expect(tree(project)).toEqual(before);
    // A lock folder holding anything but its owner record is not removed either.
    const odd = join(sb.root, "timeline.jsonl.lock");
    mkdirSync(odd);
    writeFileSync(join(odd, "keep.md"), "x");
    ago(odd, 3_600_000);
    doctor(sb, "--fix");
    expect(existsSync(join(odd, "keep.md"))).toBe(true);
  });

  it("a lock whose owner is alive is not stale however old; a dead owner's lock is, at once", () => {
    const sb = sandbox();
    healthy(sb);
    const live = join(sb.root, "config.yaml.lock");
    mkdirSync(live, { mode: 0o700 });
    writeFileSync(join(live, "owner"), JSON.stringify({ pid: process.pid, host: hostname(), nonce: "a" }), {
      mode: 0o600,
    });
    ago(live, 3_600_000);
    const dead = join(sb.root, "builder-profile.jsonl.lock");
    mkdirSync(dead, { mode: 0o700 });
    writeFileSync(join(dead, "owner"), JSON.stringify({ pid: spawnSync("true").pid, host: hostname(), nonce: "b" }), {
      mode: 0o600,
    });
    expect(codes(doctor(sb).report.problems)).toEqual(["stale-lock builder-profile.jsonl.lock"]);
    doctor(sb, "--fix");
    expect(existsSync(live)).toBe(true);
    expect(existsSync(dead)).toBe(false);
  });

  it("a symlinked state root is reported, not passed as ok unchecked", () => {
    const sb = sandbox();
    healthy(sb);
    const link = join(sb.home, "linked-state");
    symlinkSync(sb.root, link);
    const r = doctor(sb, "--fix");
    void r;
    const l = run(sb, "doctor", ["--json"], { env: { GSTACK_STATE_ROOT: link } });
    expect(l.status).toBe(1);
    const rep = JSON.parse(l.stdout) as { ok: boolean; problems: { code: string }[] };
    expect(rep.ok).toBe(false);
    expect(rep.problems.map((p) => p.code)).toContain("root-symlink");
  });

  it("refuses to check or fix a folder that is not a state root: one line, nothing changed", () => {
    const sb = sandbox();
    const other = join(sb.home, "code");
    mkdirSync(join(other, "src"), { recursive: true });
    writeFileSync(join(other, "src", "main.ts"), "x", { mode: 0o644 });
    writeFileSync(join(other, "notes.lock"), "");
    const r = run(sb, "doctor", ["--fix"], { env: { GSTACK_STATE_ROOT: other } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^gstack-doctor: .*code is not a gstack state root \(it holds none of config\.yaml, projects\/, sessions\/.*\); point GSTACK_STATE_ROOT at one\n$/,
    );
    expect(statSync(join(other, "src", "main.ts")).mode & 0o777).toBe(0o644);
    expect(statSync(join(other, "src")).mode & 0o777).not.toBe(0o700);
    expect(existsSync(join(other, "notes.lock"))).toBe(true);
  });

  it("reports hard-linked state files, and writers refuse to append through one", () => {
    const sb = sandbox();
    healthy(sb);
    const outside = join(sb.home, "outside.jsonl");
    writeFileSync(outside, "");
    const target = join(sb.root, "analytics", "eureka.jsonl");
    rmSync(target);
    linkSync(outside, target);
    expect(codes(doctor(sb).report.problems)).toContain("hard-link analytics/eureka.jsonl");
    const w = run(sb, "eureka-log", ['{"skill":"office-hours","insight":"through the link"}']);
    expect(w.status).toBe(3);
    expect(w.stderr).toMatch(/refusing to write .*eureka\.jsonl: it has other hard links/);
    expect(readFileSync(outside, "utf8")).toBe("");
  });

  it("a write killed after it published by link(2) leaves its temp name: --fix removes that name, whatever its age", () => {
    const sb = sandbox();
    healthy(sb);
    const dir = join(sb.root, "projects");
    const artifact = readdirSync(dir, { recursive: true })
      .map(String)
      .find((f) => /design.*\.md$/.test(f))!;
    const file = join(dir, artifact);
    const base = artifact.split("/").pop()!.replace(/\.md$/, "");
    // What artifacts.ts leaves when killed between link(tmp, file) and unlink(tmp).
    const temp = join(file, "..", `.${base}.md.4242.${Date.now()}.tmp`);
    const text = readFileSync(file, "utf8");
    linkSync(file, temp);
    const before = doctor(sb).report.problems.filter((p) => !p.fixed);
    expect(before.filter((p) => p.severity === "error")).toEqual([]);
    expect(codes(before)).toEqual([`stale-temp ${join("projects", artifact, "..", temp.split("/").pop()!)}`]);
    expect(before[0]!.message).toMatch(
      /^second name of .*design.*\.md, left by a write interrupted after it finished$/,
    );
    const fixed = doctor(sb, "--fix");
    expect(fixed.status).toBe(0);
    expect(codes(fixed.report.problems)).toEqual([]);
    expect(existsSync(temp)).toBe(false);
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(text).toMatch(/\n# d\n$/);
    expect(statSync(file).nlink).toBe(1);
    // A second name that is not a temp file of ours is still a human's call.
    linkSync(file, join(sb.home, "elsewhere.md"));
    expect(codes(doctor(sb, "--fix").report.problems)).toContain(`hard-link projects/${artifact}`);
  });

  it("reports a config.yaml over the 1 MiB cap, naming the cap", () => {
    const sb = sandbox();
    healthy(sb);
    writeFileSync(
      join(sb.root, "config.yaml"),
      `${"# pad pad pad pad pad pad pad pad\n".repeat(40_000)}proactive: false\n`,
      { mode: 0o600 },
    );
    const r = doctor(sb);
    expect(r.status).toBe(1);
    expect(r.report.problems).toContainEqual(
      expect.objectContaining({
        code: "config",
        path: "config.yaml",
        message: expect.stringMatching(/larger than the 1 MiB limit for config\.yaml/),
      }),
    );
  });
});
