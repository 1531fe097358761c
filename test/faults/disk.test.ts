// Full disk and unwritable state. The state root is a 256 KiB tmpfs mounted inside a private
// mount namespace (unshare -m: nothing leaks to the host, and it vanishes with the holder
// process); commands run inside it through nsenter, and the test reads the files through
// /proc/<holder>/root. Unwritable state is a read-only remount, and a state directory whose
// modes forbid writing, used by an unprivileged user (setpriv; root ignores file modes).
// Every write must fail with one clear line on stderr and exit 3 (EXIT.io), leave no temp file
// or torn line behind (the state is byte-for-byte unchanged), and every read must still work.
import { afterEach, describe, expect, it } from "vitest";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  openSync,
  closeSync,
  ftruncateSync,
  writeSync,
  readdirSync,
  lstatSync,
} from "node:fs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { BIN, collect, run, sandbox, syncResult, type RunResult, type Sandbox } from "../helpers/state.ts";
import { commandExists, diffSnapshots, SLOW, snapshot, tempFiles } from "./helpers.ts";

/** Why the namespace cases cannot run here, or undefined when they can. */
function namespaceUnavailable(): string | undefined {
  if (!commandExists("unshare") || !commandExists("nsenter")) return "unshare or nsenter is not installed";
  const r = spawnSync(
    "unshare",
    [
      "-m",
      "--propagation",
      "private",
      "sh",
      "-c",
      "mount -t tmpfs -o size=64k tmpfs /mnt 2>&1 || mount -t tmpfs -o size=64k tmpfs /tmp 2>&1",
    ],
    { encoding: "utf8" },
  );
  return r.status === 0
    ? undefined
    : `cannot mount a tmpfs in a private mount namespace (${(r.stderr || r.stdout).trim() || `exit ${r.status}`}): needs root or CAP_SYS_ADMIN`;
}
function setprivUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return "not root: cannot switch to an unprivileged user";
  if (!commandExists("setpriv")) return "setpriv is not installed";
  return undefined;
}
const noNamespace = namespaceUnavailable();
const noSetpriv = setprivUnavailable();
if (noNamespace) console.warn(`disk faults skipped: ${noNamespace}`);
if (noSetpriv) console.warn(`unprivileged-user faults skipped: ${noSetpriv}`);

interface Disk {
  sb: Sandbox;
  holder: ChildProcess;
  /** The mount point (host path; only the namespace sees the tmpfs there). */
  mount: string;
  /** The same folder as the test process sees it through /proc/<holder>/root. */
  view: (path: string) => string;
  run: (name: string, args?: string[], opts?: { input?: string; env?: NodeJS.ProcessEnv }) => Promise<RunResult>;
  sh: (script: string) => RunResult;
}

const holders: ChildProcess[] = [];
afterEach(() => {
  for (const h of holders.splice(0)) h.kill("SIGKILL");
});

/** A sandbox whose state root lives on a fresh 256 KiB tmpfs, private to a mount namespace. */
async function tmpfsSandbox(): Promise<Disk> {
  const base = sandbox();
  const mount = join(base.work, "..", "disk");
  mkdirSync(mount, { mode: 0o700 });
  const sb: Sandbox = {
    ...base,
    root: join(mount, "state"),
    env: { ...base.env, GSTACK_STATE_ROOT: join(mount, "state") },
  };
  const holder = spawn(
    "unshare",
    [
      "-m",
      "--propagation",
      "private",
      "sh",
      "-c",
      'mount -t tmpfs -o size=256k,mode=0700 tmpfs "$0" && echo ready && exec sleep 600',
      mount,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  holders.push(holder);
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.once("data", () => resolve());
    holder.on("close", (code) => reject(new Error(`mount namespace holder exited ${code}`)));
  });
  const pid = String(holder.pid);
  const view = (p: string) => join(`/proc/${pid}/root`, p);
  const nsArgs = (cwd: string) => ["-t", pid, "-m", `--wd=${cwd}`, "--"];
  return {
    sb,
    holder,
    mount,
    view,
    run: (name, args = [], opts = {}) =>
      collect("nsenter", [...nsArgs(sb.work), join(BIN, `gstack-${name}`), ...args], {
        env: { ...sb.env, ...opts.env },
        input: opts.input,
      }),
    sh: (script) => {
      const r = spawnSync("nsenter", [...nsArgs(sb.work), "sh", "-c", script], { encoding: "utf8" });
      return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    },
  };
}

/** Writes records of every kind, an artifact, config, a taste profile and a session marker. */
async function seed(d: Disk): Promise<void> {
  const ok = async (name: string, args: string[], input?: string) => {
    const r = await d.run(name, args, { input });
    expect(r, `${name} ${args.join(" ")}`).toMatchObject({ status: 0 });
  };
  await ok("config", ["set", "telemetry", "anonymous"]);
  await ok("learnings-log", ['{"type":"pattern","key":"seed","confidence":5,"insight":"seeded"}']);
  await ok("timeline-log", ["--strict", '{"skill":"seed","event":"completed","outcome":"success"}']);
  await ok("review-log", ['{"skill":"review","status":"clean"}']);
  await ok("eureka-log", ['{"skill":"office-hours","insight":"seeded"}']);
  await ok("security-log", ['{"payload":"seeded"}']);
  await ok("builder-profile", ["log", '{"mode":"builder"}']);
  await ok("telemetry-log", ["--skill", "seed", "--duration", "2", "--outcome", "success"]);
  await ok("artifact", ["put", "design", "--branch", "main"], "# seeded design\n");
  await ok("taste-update", ["approved", "v1", "--reason", "fonts: Inter"]);
  await ok("session", ["touch", "--id", "seeded"]);
  await ok("learnings-search", []); // builds the search index, so reads below write nothing
}

/**
 * tmpfs allocates whole pages, so a small append can still land in the slack of a file's last
 * page on a "full" disk (and rightly succeed). Padding each JSONL file to a page boundary with
 * one blank line (which every reader skips) removes that slack: every append then needs a page.
 */
function padToPage(d: Disk): void {
  for (const [rel, e] of snapshot(d.view(d.sb.root))) {
    if (e.type !== "file" || !rel.endsWith(".jsonl") || e.size % 4096 === 0) continue;
    const pad = 4096 - (e.size % 4096);
    const fd = openSync(d.view(join(d.sb.root, rel)), "a");
    writeSync(fd, `${" ".repeat(pad - 1)}\n`);
    closeSync(fd);
  }
}

/** Fills the tmpfs with a file outside the state root; leaves `free` bytes (page-rounded) free. */
function fill(d: Disk, free = 0): void {
  const fd = openSync(d.view(join(d.mount, "filler")), "w", 0o600);
  const chunk = Buffer.alloc(4096, 0x66);
  let size = 0;
  try {
    for (;;) size += writeSync(fd, chunk);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe("ENOSPC");
  }
  if (free) ftruncateSync(fd, Math.max(0, size - free));
  closeSync(fd);
}

const BIG = "z".repeat(100 * 1024);

/** Every write command, with the exit code its contract gives when the disk refuses the write. */
const WRITES: { name: string; args: string[]; input?: string; exit: number }[] = [
  { name: "learnings-log", args: ['{"type":"pitfall","key":"k2","confidence":4,"insight":"new"}'], exit: 3 },
  {
    name: "learnings-log",
    args: ["-"],
    input: JSON.stringify({ type: "pitfall", key: "big", confidence: 4, detail: BIG }),
    exit: 3,
  },
  { name: "timeline-log", args: ["--strict", '{"skill":"qa","event":"started"}'], exit: 3 },
  { name: "timeline-log", args: ["-"], input: JSON.stringify({ skill: "qa", event: "started", detail: BIG }), exit: 0 },
  { name: "review-log", args: ["-"], input: JSON.stringify({ skill: "review", detail: BIG }), exit: 3 },
  { name: "eureka-log", args: ['{"skill":"office-hours","insight":"another"}'], exit: 3 },
  { name: "security-log", args: ['{"payload":"another"}'], exit: 3 },
  { name: "builder-profile", args: ["log", '{"mode":"startup"}'], exit: 3 },
  { name: "telemetry-log", args: ["--skill", "qa", "--error-message", BIG.slice(0, 150)], exit: 3 },
  { name: "config", args: ["set", "explain_level", "terse"], exit: 3 },
  { name: "artifact", args: ["put", "design", "--branch", "main"], input: `# new\n${BIG}\n`, exit: 3 },
  { name: "taste-update", args: ["rejected", "v2", "--reason", "colors: navy"], exit: 3 },
  { name: "hook-freeze", args: ["set", "/tmp"], exit: 3 },
];

/** Every read command: each must still answer (exit 0) with the disk full or read-only. */
const READS: { name: string; args: string[]; out?: RegExp }[] = [
  { name: "learnings-search", args: [], out: /seed/ },
  { name: "learnings-search", args: ["--query", "seeded", "--json"], out: /"key":"seed"/ },
  { name: "timeline-read", args: [], out: /TIMELINE: 1 \/seed/ },
  { name: "config", args: ["get", "telemetry"], out: /^anonymous\n$/ },
  { name: "config", args: ["list"], out: /telemetry/ },
  { name: "review-read", args: [], out: /"status":"clean"/ },
  { name: "eureka-log", args: ["--tail", "3"], out: /seeded/ },
  { name: "security-log", args: ["--tail", "3"], out: /payload_hash/ },
  { name: "builder-profile", args: [], out: /SESSION_COUNT: 1/ },
  { name: "analytics", args: ["all"], out: /\/seed/ },
  { name: "artifact", args: ["latest", "design", "--branch", "main"], out: /main-design-/ },
  { name: "artifact", args: ["list", "design", "--any-branch"], out: /main-design-/ },
  { name: "taste-update", args: ["show"], out: /Inter/ },
  { name: "session", args: ["count"], out: /^1\n$/ },
  { name: "slug", args: [], out: /^SLUG=test-project\n/ },
  { name: "paths", args: [], out: /GSTACK_STATE_ROOT=/ },
  { name: "doctor", args: [], out: /ok: / },
];

async function expectWritesRefused(d: Disk, reason: RegExp): Promise<number> {
  const before = snapshot(d.view(d.sb.root));
  let tried = 0;
  for (const w of WRITES) {
    const r = await d.run(w.name, w.args, { input: w.input });
    tried++;
    const what = `${w.name} ${w.args.join(" ").slice(0, 60)}: ${r.stderr}`;
    expect(r.status, what).toBe(w.exit);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines, what).toHaveLength(1);
    expect(lines[0], what).toMatch(new RegExp(`^gstack-${w.name}: .*${reason.source}`));
    // Nothing half-written: no temp file, no fragment, no new folder; byte-for-byte the same.
    expect(diffSnapshots(before, snapshot(d.view(d.sb.root))), what).toEqual([]);
  }
  return tried;
}

async function expectReadsWork(d: Disk): Promise<void> {
  const before = snapshot(d.view(d.sb.root));
  for (const r of READS) {
    const out = await d.run(r.name, r.args);
    expect(out.status, `${r.name} ${r.args.join(" ")}: ${out.stderr}`).toBe(0);
    if (r.out) expect(out.stdout, `${r.name} ${r.args.join(" ")}`).toMatch(r.out);
  }
  expect(diffSnapshots(before, snapshot(d.view(d.sb.root)))).toEqual([]);
}

describe("full disk", SLOW, () => {
  it.skipIf(noNamespace)(
    "every write fails with one clear line and exit 3, nothing half-written; reads still work",
    async () => {
      const d = await tmpfsSandbox();
      await seed(d);
      padToPage(d);
      fill(d);
      await expectWritesRefused(d, /no space left on device/);
      await expectReadsWork(d);
      // The preamble goes on without its bookkeeping (exit 0) and says why on stderr.
      const pre = await d.run("preamble", ["--skill", "qa", "--tier", "2", "--session-id", "seeded"]);
      expect(pre.status).toBe(0);
      expect(pre.stdout).toMatch(/^BRANCH: /);
      expect(pre.stderr).toMatch(/timeline: .*no space left on device/);
      // With room again, writes succeed.
      d.sh(`rm ${d.mount}/filler`);
      expect(await d.run("learnings-log", ['{"type":"pitfall","key":"k2","confidence":4}'])).toMatchObject({
        status: 0,
        stderr: "",
      });
      expect(await d.run("config", ["set", "explain_level", "terse"])).toMatchObject({ status: 0, stderr: "" });
    },
  );

  it.skipIf(noNamespace)("a record that only partly fits is cut back: no fragment, no torn line", async () => {
    const d = await tmpfsSandbox();
    await seed(d);
    fill(d, 16 * 1024);
    const before = snapshot(d.view(d.sb.root));
    for (const [name, args] of [
      ["learnings-log", ["-"]],
      ["review-log", ["-"]],
      ["timeline-log", ["--strict", "-"]],
    ] as const) {
      const input = JSON.stringify(
        name === "timeline-log"
          ? { skill: "qa", event: "started", detail: BIG }
          : name === "review-log"
            ? { skill: "r", detail: BIG }
            : { type: "tool", key: "big", confidence: 3, detail: BIG },
      );
      const r = await d.run(name, [...args], { input });
      expect(r.status, r.stderr).toBe(3);
      expect(r.stderr).toMatch(/no space left on device\n$/);
      expect(diffSnapshots(before, snapshot(d.view(d.sb.root)))).toEqual([]);
    }
    // A small record still fits in the space left, on a line of its own.
    expect(await d.run("learnings-log", ['{"type":"tool","key":"small","confidence":3}'])).toMatchObject({ status: 0 });
    expect(await d.run("doctor", [])).toMatchObject({ status: 0 });
  });

  it.skipIf(noNamespace)(
    "an append that fits but whose compaction does not: exit 0, the record kept, a warning",
    async () => {
      const d = await tmpfsSandbox();
      expect(await d.run("config", ["set", "jsonl_max_bytes", "65536"])).toMatchObject({ status: 0 });
      for (let i = 0; i < 3; i++) {
        const r = await d.run("learnings-log", ["-"], {
          input: JSON.stringify({ type: "tool", key: `k${i}`, confidence: 3, detail: "x".repeat(20_000) }),
        });
        expect(r).toMatchObject({ status: 0, stderr: "" });
      }
      fill(d, 24 * 1024);
      // Crosses the 64 KiB cap: the append fits, the compaction's rewrite does not.
      const r = await d.run("learnings-log", ["-"], {
        input: JSON.stringify({ type: "tool", key: "last", confidence: 3, detail: "x".repeat(8_000) }),
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toMatch(
        /^gstack: warning: not compacted \(the record was written\): .*no space left on device\n$/,
      );
      const found = await d.run("learnings-search", ["--json", "--limit", "10"]);
      expect(
        JSON.parse(found.stdout)
          .map((x: { key: string }) => x.key)
          .sort(),
      ).toEqual(["k0", "k1", "k2", "last"]);
      expect(tempFiles(d.view(d.sb.root))).toEqual([]);
    },
  );

  it.skipIf(noNamespace)(
    "doctor --fix on a full disk: no empty .corrupt left, the failure said in words (no raw ENOSPC)",
    async () => {
      const d = await tmpfsSandbox();
      await seed(d);
      const file = d.view(join(d.sb.root, "projects", "test-project", "learnings.jsonl"));
      const fd = openSync(file, "a");
      writeSync(fd, "not a record\n");
      closeSync(fd);
      padToPage(d);
      fill(d);
      const before = snapshot(d.view(d.sb.root));
      const r = await d.run("doctor", ["--fix"]);
      expect(r.status).toBe(1);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/ENOSPC/);
      expect(r.stdout).toMatch(
        /learnings\.jsonl: .*\(fix failed: cannot (lock|write) .*learnings\.jsonl(\.corrupt)?: no space left on device\)/,
      );
      expect(diffSnapshots(before, snapshot(d.view(d.sb.root)))).toEqual([]);
    },
  );

  it.skipIf(noNamespace)("a search index that cannot be rebuilt does not stop the search", async () => {
    const d = await tmpfsSandbox();
    await seed(d);
    // A new learning makes the index stale; with the disk full it cannot be rewritten.
    expect(await d.run("learnings-log", ['{"type":"tool","key":"fresh","confidence":9}'])).toMatchObject({ status: 0 });
    fill(d);
    const r = await d.run("learnings-search", ["--json"]);
    expect(r).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(r.stdout).map((x: { key: string }) => x.key)).toEqual(["fresh", "seed"]);
  });
});

describe("read-only state", SLOW, () => {
  it.skipIf(noNamespace)("after a read-only remount every write fails with exit 3 and reads still work", async () => {
    const d = await tmpfsSandbox();
    await seed(d);
    expect(d.sh(`mount -o remount,ro ${d.mount}`).status).toBe(0);
    await expectWritesRefused(d, /read-only file system/);
    await expectReadsWork(d);
  });
});

describe("state the user may not write", SLOW, () => {
  it.skipIf(noSetpriv)(
    "an unprivileged user gets exit 3 'permission denied' for every write; reads still work",
    async () => {
      const sb = sandbox();
      // Seeded as root in a folder the user can reach, then handed over read-only.
      const base = join(sb.root, "..");
      chmodSync(base, 0o755);
      const d: Disk = {
        sb,
        holder: undefined as unknown as ChildProcess,
        mount: base,
        view: (p) => p,
        run: async (name, args = [], opts = {}) => run(sb, name, args, { input: opts.input, env: opts.env }),
        sh: () => ({ status: 0, stdout: "", stderr: "" }),
      };
      await seed(d);
      const handOver = (p: string) => {
        const st = lstatSync(p);
        chownSync(p, 65534, 65534);
        if (st.isDirectory()) {
          chmodSync(p, 0o500);
          for (const n of readdirSync(p)) handOver(join(p, n));
        } else chmodSync(p, 0o400);
      };
      handOver(sb.root);
      chmodSync(sb.home, 0o755);
      chmodSync(sb.work, 0o755);
      const asNobody: Disk = {
        ...d,
        run: async (name, args = [], opts = {}) =>
          syncResult(
            spawnSync(
              "setpriv",
              ["--reuid=65534", "--regid=65534", "--clear-groups", "--", join(BIN, `gstack-${name}`), ...args],
              {
                cwd: sb.work,
                env: { ...sb.env, ...opts.env },
                input: opts.input ?? "",
                encoding: "utf8",
              },
            ),
          ),
      };
      await expectWritesRefused(asNobody, /permission denied/);
      // The doctor reports the modes (they are the point here) but reads everything.
      const reads = READS.filter((r) => r.name !== "doctor");
      for (const r of reads) {
        const out = await asNobody.run(r.name, r.args);
        expect(out.status, `${r.name}: ${out.stderr}`).toBe(0);
        if (r.out) expect(out.stdout).toMatch(r.out);
      }
      // Hand it back so the sandbox can be removed.
      spawnSync("chown", ["-R", "0:0", sb.root]);
      spawnSync("chmod", ["-R", "u+rwX", sb.root]);
    },
  );
});
