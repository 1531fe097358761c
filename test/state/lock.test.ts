// The cross-process lock: never taken from a live holder, taken over at once from a dead one,
// a bounded wait with a clear error, private lock folders.
import { describe, expect, it } from "vitest";
import { mkdirSync, statSync, writeFileSync, existsSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import { BUN, WORKER } from "../faults/helpers.ts";
import { withLock, lockOwner } from "../../lib/state/lock.ts";
import { GstackError } from "../../lib/core/errors.ts";

/** Runs the worker's hold-lock mode; resolves with the epoch ms it printed. */
function hold(env: NodeJS.ProcessEnv, cwd: string, file: string, ms: number, onLocked?: () => void) {
  return new Promise<{ locked: number; released: number; status: number | null }>((resolve, reject) => {
    const child = spawn(BUN, [WORKER, "hold-lock", file, String(ms)], { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
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
    writeFileSync(join(`${file}.lock`, "owner"), JSON.stringify({ pid: dead, start: "1", host: (await import("node:os")).hostname(), nonce: "x" }));
    let ran = false;
    await withLock(file, () => { ran = true; }, { waitMs: 200 });
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
      expect(err.message).toMatch(new RegExp(`^cannot lock .*x\\.jsonl: held by process ${process.pid} for over 0\\.3 s$`));
    });
  });

  it("records its owner (pid and start time) in a 0700 folder, even under umask 000", async () => {
    const sb = sandbox();
    const file = join(sb.root, "y.jsonl");
    const old = process.umask(0);
    try {
      await withLock(file, () => {
        expect(statSync(`${file}.lock`).mode & 0o777).toBe(0o700);
        expect(statSync(join(`${file}.lock`, "owner")).mode & 0o777).toBe(0o600);
        const owner = lockOwner(`${file}.lock`)!;
        expect(owner.pid).toBe(process.pid);
        if (process.platform === "linux") expect(owner.start).toMatch(/^\d+$/);
      });
    } finally {
      process.umask(old);
    }
  });
});
