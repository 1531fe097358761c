// The cross-process lock: never taken from a live holder, taken over at once from a dead one,
// a bounded wait with a clear error, private lock folders.
import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { hostname } from "node:os";
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import { BUN, WORKER } from "../faults/helpers.ts";
import { withLock, lockOwner, lockIsStale, removeStaleLock } from "../../lib/state/lock.ts";
import { GstackError } from "../../lib/core/errors.ts";

/** Runs the worker's hold-lock mode; resolves with the epoch ms it printed. */
function hold(env: NodeJS.ProcessEnv, cwd: string, file: string, ms: number, onLocked?: () => void) {
  return new Promise<{ locked: number; released: number; status: number | null }>((resolve, reject) => {
    const child = spawn(BUN, [WORKER, "hold-lock", file, String(ms)], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("locked ")) onLocked?.();
    });
    child.on("error", reject);
    child.on("close", (status) => {
      const locked = Number(/locked (\d+)/.exec(out)?.[1]);
      const released = Number(/released (\d+)/.exec(out)?.[1]);
      resolve({ locked, released, status });
    });
  });
}

describe("withLock", () => {
  it("is never taken from a live holder whose synchronous work outlasts any refresh (7 s)", async () => {
    const sb = sandbox();
    const file = join(sb.root, "config.yaml");
    let second: Promise<{ locked: number; released: number; status: number | null }> | undefined;
    const first = await hold(sb.env, sb.work, file, 7000, () => {
      second ??= hold(sb.env, sb.work, file, 0);
    });
    const s = await second!;
    expect(first.status).toBe(0);
    expect(s.status).toBe(0);
    // The second holder got the lock only after the first let it go.
    expect(s.locked).toBeGreaterThanOrEqual(first.released);
  }, 30_000);

  it("takes over at once from a holder that died (no wait for a stale time)", async () => {
    const sb = sandbox();
    const file = join(sb.root, "x.jsonl");
    mkdirSync(sb.root, { recursive: true });
    // A process that has exited: its pid is free (or reused, with another start time).
    const dead = spawnSync("true").pid!;
    mkdirSync(`${file}.lock`, { mode: 0o700 });
    writeFileSync(
      join(`${file}.lock`, "owner"),
      JSON.stringify({ pid: dead, start: "1", host: (await import("node:os")).hostname(), nonce: "x" }),
    );
    let ran = false;
    await withLock(
      file,
      () => {
        ran = true;
      },
      { waitMs: 200 },
    );
    expect(ran).toBe(true);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it("waits a bounded time for a live holder, then fails with exit 3 naming the holder", async () => {
    const sb = sandbox();
    const file = join(sb.root, "x.jsonl");
    await withLock(file, async () => {
      const err = await withLock(file, () => 1, { waitMs: 300 }).catch((e) => e);
      expect(err).toBeInstanceOf(GstackError);
      expect(err.kind).toBe("io");
      expect(err.message).toMatch(
        new RegExp(`^cannot lock .*x\\.jsonl: held by process ${process.pid} for over 0\\.3 s$`),
      );
    });
  });

  it("records its owner (pid, start time, os.hostname()) in a 0700 folder, even under umask 000", async () => {
    const sb = sandbox();
    const file = join(sb.root, "y.jsonl");
    const old = process.umask(0);
    try {
      await withLock(file, () => {
        expect(statSync(`${file}.lock`).mode & 0o777).toBe(0o700);
        expect(statSync(join(`${file}.lock`, "owner")).mode & 0o777).toBe(0o600);
        const owner = lockOwner(`${file}.lock`)!;
        expect(owner.pid).toBe(process.pid);
        expect(owner.host).toBe(hostname()); // read from /proc where it can be: the same name
        if (process.platform === "linux") expect(owner.start).toMatch(/^\d+$/);
      });
    } finally {
      process.umask(old);
    }
  });

  it("fn's error passes through and the lock is released", async () => {
    const sb = sandbox();
    const file = join(sb.root, "z.jsonl");
    await expect(
      withLock(file, () => {
        throw new Error("inside");
      }),
    ).rejects.toThrow("inside");
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(await withLock(file, () => 7, { waitMs: 100 })).toBe(7);
  });
});

/** A lock folder as another holder leaves it: `owner` with the given fields, the folder `ageMs` old. */
function plant(file: string, owner: Record<string, unknown> | undefined, ageMs = 0): string {
  const dir = `${file}.lock`;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) writeFileSync(join(dir, "owner"), JSON.stringify({ host: hostname(), nonce: "planted", ...owner }));
  if (ageMs) {
    const t = (Date.now() - ageMs) / 1000;
    utimesSync(dir, t, t);
  }
  return dir;
}

/** This process's start time as lock.ts records it (Linux /proc/<pid>/stat field 22). */
function ownStart(): string {
  const stat = readFileSync(`/proc/${process.pid}/stat`, "latin1");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

describe("who owns a lock", () => {
  it("a live pid with its own start time is a live owner: not taken, the wait ends in an io error", async () => {
    const sb = sandbox();
    const file = join(sb.root, "a.jsonl");
    const dir = plant(file, { pid: process.pid, start: process.platform === "linux" ? ownStart() : undefined });
    expect(lockIsStale(dir)).toBe(false);
    const err = await withLock(file, () => "taken", { waitMs: 150 }).catch((e) => e);
    expect(err).toMatchObject({ kind: "io" });
    expect(lockOwner(dir)?.nonce).toBe("planted");
  });

  it.runIf(process.platform === "linux")(
    "a reused pid (alive, but another start time) is a stale owner: taken over at once",
    async () => {
      const sb = sandbox();
      const file = join(sb.root, "b.jsonl");
      const dir = plant(file, { pid: process.pid, start: String(Number(ownStart()) + 1) });
      expect(lockIsStale(dir)).toBe(true);
      expect(await withLock(file, () => "taken", { waitMs: 150 })).toBe("taken");
      expect(existsSync(dir)).toBe(false);
    },
  );

  it.runIf(process.platform === "linux")("a zombie owner is gone", async () => {
    const sb = sandbox();
    // sh forks a child that exits at once, then execs sleep, which never reaps it: a zombie. The
    // shell may still reap it before its exec; then the child is gone and a new pair is tried.
    for (let attempt = 0; attempt < 10; attempt++) {
      const child = spawn("sh", ["-c", "true & echo $!; exec sleep 5"], { stdio: ["ignore", "pipe", "ignore"] });
      const pid = Number(await new Promise<string>((r) => child.stdout.once("data", (d) => r(String(d)))));
      try {
        let fields: string[] = [];
        for (let i = 0; i < 200 && fields[0] !== "Z"; i++) {
          await new Promise((r) => setTimeout(r, 10));
          let stat: string;
          try {
            stat = readFileSync(`/proc/${pid}/stat`, "latin1");
          } catch {
            break; // reaped before the exec: not a zombie, try again
          }
          fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        }
        if (fields[0] !== "Z") continue;
        // Its real start time: only the zombie rule can call this owner gone.
        const dir = plant(join(sb.root, "c.jsonl"), { pid, start: fields[19] });
        expect(lockIsStale(dir)).toBe(true);
        return;
      } finally {
        child.kill("SIGKILL");
      }
    }
    throw new Error("no zombie in 10 attempts");
  });

  it("a folder with no owner yet is being made: live when new, stale after 10 s", () => {
    const sb = sandbox();
    expect(lockIsStale(plant(join(sb.root, "d.jsonl"), undefined))).toBe(false);
    expect(lockIsStale(plant(join(sb.root, "e.jsonl"), undefined, 11_000))).toBe(true);
  });

  it("another host's owner cannot be checked: live for 10 minutes, then stale", () => {
    const sb = sandbox();
    const other = { pid: 1, start: "1", host: `not-${hostname()}` };
    expect(lockIsStale(plant(join(sb.root, "f.jsonl"), other, 60_000))).toBe(false);
    expect(lockIsStale(plant(join(sb.root, "g.jsonl"), other, 11 * 60_000))).toBe(true);
  });

  it("the wait names another host's holder by host", async () => {
    const sb = sandbox();
    const file = join(sb.root, "h.jsonl");
    plant(file, { pid: 4242, start: "1", host: "elsewhere" });
    const err = await withLock(file, () => 1, { waitMs: 100 }).catch((e) => e);
    expect(err.message).toMatch(/held by process 4242 on elsewhere for over 0\.1 s$/);
  });

  it("removeStaleLock removes only the owner record and the folder, never other files", () => {
    const sb = sandbox();
    const dir = plant(join(sb.root, "i.jsonl"), { pid: spawnSync("true").pid!, start: "1" });
    removeStaleLock(dir);
    expect(existsSync(dir)).toBe(false);
    const busy = plant(join(sb.root, "j.jsonl"), { pid: spawnSync("true").pid!, start: "1" });
    writeFileSync(join(busy, "someone-elses"), "x");
    removeStaleLock(busy);
    expect(existsSync(join(busy, "someone-elses"))).toBe(true);
  });
});
