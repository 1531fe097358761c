// SIGKILL at seeded random points of `gstack-sync now` (the whole process group, git children
// included): no record is lost, no git operation is left in progress, the next run works.
// GSTACK_SYNC_KILLS sets the number of kills (default 100), GSTACK_SYNC_KILL_SEED the seed.
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { appendFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { BIN, sandbox } from "../helpers/state.ts";
import { bareRemote, git, machine, ok, type Machine } from "../sync/helpers.ts";
import { rng } from "../../scripts/bench/fixtures/state.ts";

const KILLS = Number(process.env.GSTACK_SYNC_KILLS ?? 100);
const SEED = Number(process.env.GSTACK_SYNC_KILL_SEED ?? 14);

/** Starts `gstack-sync now` in its own process group and SIGKILLs the group after `ms`. */
function killedSync(m: Machine, ms: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(join(BIN, "gstack-sync"), ["now"], {
      cwd: m.proj,
      env: m.sb.env,
      detached: true,
      stdio: "ignore",
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already done */
      }
    }, ms);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

function inProgress(m: Machine): string[] {
  const gd = join(m.sb.root, ".sync", "own", ".git");
  return ["rebase-merge", "rebase-apply", "MERGE_HEAD"].filter((f) => existsSync(join(gd, f)));
}

describe(`gstack-sync under ${KILLS} SIGKILLs (seed ${SEED})`, () => {
  it("loses no record and leaves no git operation in progress", async () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const b = machine("app-b");
    a.learn({ type: "pitfall", key: "k-start", insight: "first", confidence: 5 });
    const t0 = Date.now();
    ok(a.run("sync", ["init", remote]));
    const full = Math.max(200, Date.now() - t0);
    // The remote's side of a push runs in its own session, as a server's would: the kills hit
    // this machine's processes, not the remote's ref update.
    git(join(a.sb.root, ".sync", "own"), "config", "remote.origin.receivepack", "setsid git-receive-pack");
    const file = join(a.sb.root, "projects", "app-a", "learnings.jsonl");
    const random = rng(SEED);
    const written = ["k-start"];
    let completed = 0;
    for (let i = 0; i < KILLS; i++) {
      const key = `k${i}`;
      // Appended straight to the file (learnings-log's format): the sync, not the log, is under test.
      appendFileSync(
        file,
        `${JSON.stringify({ type: "pitfall", key, insight: `kill ${i}`, confidence: 5, ts: new Date().toISOString(), trusted: false })}\n`,
      );
      written.push(key);
      if (i % 7 === 3)
        appendFileSync(
          join(a.sb.root, "projects", "app-a", "timeline.jsonl"),
          `${JSON.stringify({ skill: "review", event: "started", ts: new Date().toISOString() })}\n`,
        );
      const code = await killedSync(a, Math.floor(random() * full * 1.3));
      if (code === 0) completed++;
      if (i % 10 === 9) {
        // The run after any kill starts clean and finishes.
        ok(a.run("sync", ["now"]));
        expect(inProgress(a)).toEqual([]);
      }
    }
    ok(a.run("sync", ["now"]));
    expect(inProgress(a)).toEqual([]);
    expect(existsSync(join(a.sb.root, ".sync", "own", ".git", "index.lock"))).toBe(false);
    expect(existsSync(join(a.sb.root, ".sync", "lock"))).toBe(false);
    git(remote, "fsck", "--no-progress");
    ok(b.run("sync", ["init", remote]));
    const keys = (
      JSON.parse(ok(b.run("learnings-search", ["--json", "--limit", "10000"])).stdout) as { key: string }[]
    ).map((r) => r.key);
    expect(keys.sort()).toEqual(written.sort());
    // Some runs were killed before they could finish, or the test proved nothing.
    expect(completed).toBeLessThan(KILLS);
    // ~40 s alone on 2 shared cores; the whole suite running beside it can double that.
  }, 240_000);
});
