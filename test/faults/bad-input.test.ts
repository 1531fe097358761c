// Runs the bad-input corpus (corpus/bad-inputs.ts) against the real bin/ commands. Every case
// must end with its documented exit code and either one stderr line naming the field or the
// safe result it names, and leave the state directory, HOME, the working folder and a folder
// outside the state root exactly as they were (names, types, modes, sizes, content hashes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BIN, type RunResult, type Sandbox } from "../helpers/state.ts";
import { diffSnapshots, snapshot } from "./helpers.ts";
import { CASES, type Case, type Ctx } from "./corpus/bad-inputs.ts";

interface Box extends Sandbox, Ctx {
  base: string;
}

function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(GSTACK_|GIT_|CLAUDE|DO_NOT_TRACK)/.test(k)) env[k] = v;
  return env;
}

const boxes: string[] = [];
afterAll(() => {
  for (const b of boxes) rmSync(b, { recursive: true, force: true });
});

function box(): Box {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "gstack-faults-")));
  boxes.push(base);
  const [root, home, work, outside] = ["state", "home", "work", "outside"].map((d) => join(base, d)) as [
    string,
    string,
    string,
    string,
  ];
  for (const d of [home, work, outside]) mkdirSync(d);
  writeFileSync(
    join(outside, "schema.json"),
    JSON.stringify({ type: "object", required: ["status"], properties: { status: { enum: ["ok", "failed"] } } }),
  );
  const env = { ...baseEnv(), HOME: home, GSTACK_STATE_ROOT: root, GSTACK_PROJECT_SLUG: "test-project" };
  return { base, root, home, work, outside, env };
}

function exec(b: Box, c: Pick<Case, "cmd" | "args" | "stdin" | "env" | "sh">): RunResult {
  const sub = (a: string) =>
    a === "SCHEMA" ? join(b.outside, "schema.json") : a === "FIFO" ? join(b.outside, "fifo") : a;
  const env = { ...b.env, ...c.env };
  const bin = join(BIN, `gstack-${c.cmd}`);
  const r =
    c.sh !== undefined
      ? spawnSync("bash", ["-c", `exec "$GSTACK_TEST_BIN" ${c.sh}`], {
          cwd: b.work,
          env: { ...env, GSTACK_TEST_BIN: bin },
          input: c.stdin ?? "",
          maxBuffer: 64 << 20,
          timeout: 30_000,
        })
      : spawnSync(bin, (c.args ?? []).map(sub), {
          cwd: b.work,
          env,
          input: c.stdin ?? "",
          maxBuffer: 64 << 20,
          timeout: 30_000,
        });
  // EPIPE: the command refused the input and exited before reading all of it.
  if (r.error && (r.error as NodeJS.ErrnoException).code !== "EPIPE") throw r.error;
  return { status: r.status ?? -1, stdout: r.stdout.toString("utf8"), stderr: r.stderr.toString("utf8") };
}

/** Records of every kind, an artifact, config, a taste profile, a session; caches built. */
function seed(b: Box): void {
  const ok = (cmd: string, args: string[], stdin?: string) => {
    const r = exec(b, { cmd, args, stdin });
    if (r.status !== 0) throw new Error(`seed ${cmd} ${args.join(" ")}: ${r.stderr}`);
  };
  ok("config", ["set", "telemetry", "anonymous"]);
  ok("learnings-log", ['{"type":"pattern","key":"seed","confidence":5,"insight":"seeded"}']);
  ok("learnings-log", ['{"type":"preference","key":"style","confidence":8,"source":"user-stated"}']);
  ok("timeline-log", ["--strict", '{"skill":"seed","event":"completed","outcome":"success"}']);
  ok("review-log", ['{"skill":"review","status":"clean"}']);
  ok("eureka-log", ['{"skill":"office-hours","insight":"seeded"}']);
  ok("security-log", ['{"payload":"seeded"}']);
  ok("builder-profile", ["log", '{"mode":"builder"}']);
  ok("telemetry-log", ["--skill", "seed", "--duration", "2", "--outcome", "success"]);
  ok("artifact", ["put", "design", "--branch", "main"], "# seeded design\n");
  ok("taste-update", ["approved", "v1", "--reason", "fonts: Inter"]);
  ok("session", ["touch", "--id", "s1"]);
  // Reads that build caches, so the cases' reads find them current.
  ok("learnings-search", []);
  exec(b, { cmd: "slug", args: [], env: { GSTACK_PROJECT_SLUG: "" } });
}

let shared: Box;
let template: Box;
beforeAll(() => {
  template = box();
  seed(template);
  shared = box();
  cpSync(template.root, shared.root, { recursive: true });
  seed(shared); // on the copy too: its caches are keyed to its own files
});

function isolated(c: Case): Box {
  const b = box();
  cpSync(template.root, b.root, { recursive: true });
  exec(b, { cmd: "learnings-search", args: [] });
  c.setup!(b);
  for (const [cmd, args] of c.warm ?? []) exec(b, { cmd, args });
  return b;
}

/** Bun keeps its transpiler cache in ~/.bun; that is the runtime's, not the kit's. */
function all(b: Box) {
  const home = new Map([...snapshot(b.home)].filter(([k]) => k !== ".bun" && !k.startsWith(".bun/")));
  return { root: snapshot(b.root), home, work: snapshot(b.work), outside: snapshot(b.outside) };
}

const byCommand = new Map<string, Case[]>();
for (const c of CASES) byCommand.set(c.cmd, [...(byCommand.get(c.cmd) ?? []), c]);

describe("bad-input corpus", () => {
  it("has at least 200 inputs and covers every command in bin/", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    const commands = readdirSync(BIN)
      .filter((n) => n.startsWith("gstack-"))
      .map((n) => n.slice("gstack-".length));
    expect(commands.filter((c) => !byCommand.has(c))).toEqual([]);
    const labels = CASES.map((c) => `${c.cmd} ${c.label}`);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  for (const [cmd, cases] of byCommand) {
    describe(`gstack-${cmd}`, () => {
      it.each(cases.map((c) => [c.label, c] as const))("%s", (_label, c) => {
        const b = c.setup ? isolated(c) : shared;
        const before = all(b);
        const r = exec(b, c);
        const what = `exit ${r.status}\nstdout: ${r.stdout.slice(0, 300)}\nstderr: ${r.stderr.slice(0, 500)}`;
        expect(r.status, what).toBe(c.exit);
        if (c.err) {
          expect(r.stderr.endsWith("\n"), what).toBe(true);
          const lines = r.stderr.slice(0, -1).split("\n");
          expect(lines, what).toHaveLength(1);
          expect(lines[0], what).toMatch(c.err);
          expect(lines[0]!.length, what).toBeLessThanOrEqual(400);
        } else expect(r.stderr, what).toBe("");
        if (c.out) expect(r.stdout, what).toMatch(c.out);
        else if (c.err) expect(r.stdout, what).toMatch(/^(null\n)?$/);
        const after = all(b);
        for (const k of ["root", "home", "work", "outside"] as const)
          expect(diffSnapshots(before[k], after[k]), `${k}: ${what}`).toEqual([]);
      });
    });
  }
});
