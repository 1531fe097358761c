// gstack-sync end to end: real bin/ commands, three simulated machines, local bare remotes.
import { describe, expect, it } from "vitest";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from "node:fs";
import { join } from "node:path";
import { BIN, runAsync, sandbox } from "../helpers/state.ts";
import { spawnSync } from "node:child_process";
import { bareRemote, git, history, machine, ok, type Machine } from "./helpers.ts";
import { kindOf, scopeOf } from "../../lib/state/catalogue.ts";

const learning = (key: string, extra: object = {}) => ({
  type: "pitfall",
  key,
  insight: `insight ${key}`,
  confidence: 7,
  source: "observed",
  ...extra,
});

function keys(m: Machine, args: string[] = []): string[] {
  return (JSON.parse(ok(m.run("learnings-search", ["--json", "--limit", "100", ...args])).stdout) as { key: string }[])
    .map((r) => r.key)
    .sort();
}

function three() {
  const hub = sandbox();
  const remote = bareRemote(hub);
  // One repository, three spellings of its origin, three local slugs: one project id.
  const a = machine("app-a", "git@github.com:Org/App.git");
  const b = machine("app-b", "https://github.com/org/app");
  const c = machine("app-c", "ssh://git@github.com:22/Org/App.git/");
  return { remote, a, b, c, all: [a, b, c] };
}

describe("gstack-sync across three machines", () => {
  it("records written on each appear in search, timeline, reviews and artifacts on the others", () => {
    const { remote, a, b, all } = three();
    for (const [i, m] of all.entries()) {
      m.learn(learning(`k${i}`));
      ok(
        m.run("timeline-log", [
          JSON.stringify({ skill: "review", event: "completed", branch: "main", ts: `2026-11-30T1${i}:00:00Z` }),
        ]),
      );
      ok(
        m.run("review-log", [
          JSON.stringify({ skill: "review", status: "clean", run_id: `r${i}`, ts: `2026-11-30T1${i}:00:00Z` }),
        ]),
      );
      ok(m.run("artifact", ["put", "design", "--branch", "main"], `# design from machine ${i}\n`));
    }
    for (const m of all) expect(ok(m.run("sync", ["init", remote])).stdout).toContain("SYNC own: ok");
    // One run each has pushed everything; a pull brings the later ones to the earlier machines.
    for (const m of [a, b]) ok(m.run("sync", ["pull"]));
    for (const m of all) {
      expect(keys(m)).toEqual(["k0", "k1", "k2"]);
      const tl = JSON.parse(ok(m.run("timeline-read", ["--json", "--since", "2026-11-01"])).stdout) as {
        events: { ts: string }[];
        completed: [string, number][];
      };
      expect(tl.completed).toEqual([["review", 3]]);
      expect(tl.events.map((e) => e.ts)).toEqual([
        "2026-11-30T10:00:00Z",
        "2026-11-30T11:00:00Z",
        "2026-11-30T12:00:00Z",
      ]);
      const rv = JSON.parse(ok(m.run("review-read", ["--json"])).stdout) as { reviews: { run_id: string }[] };
      expect(rv.reviews.map((r) => r.run_id).sort()).toEqual(["r0", "r1", "r2"]);
      const list = ok(m.run("artifact", ["list", "design", "--branch", "main"]))
        .stdout.trim()
        .split("\n");
      expect(list).toHaveLength(3);
      expect(list.map((p) => readFileSync(p, "utf8").match(/machine (\d)/)![1]).sort()).toEqual(["0", "1", "2"]);
    }
    // Each device wrote only its own folder; the remote holds one project id for all three.
    const projects = new Set(history(remote).paths.map((p) => p.split("/")[3]));
    expect(projects.size).toBe(1);
    expect(git(remote, "ls-tree", "--name-only", "main", "devices/").trim().split("\n")).toHaveLength(3);
  });

  it("compaction and retirement on one machine stay so everywhere", () => {
    const { remote, a, b, c, all } = three();
    a.learn(learning("keep"));
    a.learn(learning("gone"));
    for (const m of all) ok(m.run("sync", ["init", remote]));
    ok(a.run("sync", ["pull"]));
    // b withdraws a's learning and compacts its own file; a compacts too.
    b.learn({ type: "pitfall", key: "gone", retired: true, insight: "no longer true" });
    b.learn(learning("b1"));
    b.learn(learning("b1", { insight: "b1 corrected" }));
    ok(b.run("learnings-search", ["--compact"]));
    ok(a.run("learnings-search", ["--compact"]));
    for (const m of [b, a, c]) ok(m.run("sync", ["now"]));
    ok(b.run("sync", ["pull"]));
    for (const m of all) {
      expect(keys(m)).toEqual(["b1", "keep"]);
      const b1 = JSON.parse(ok(m.run("learnings-search", ["--json", "--query", "b1"])).stdout) as { insight: string }[];
      expect(b1.map((r) => r.insight)).toEqual(["b1 corrected"]);
    }
    // b's shard is its compacted file (one b1 line), retirement kept so the old entry stays hidden.
    const shards = git(remote, "ls-tree", "-r", "--name-only", "main")
      .split("\n")
      .filter((p) => p.includes("/learnings.jsonl.parts/"));
    const shard = shards.map((p) => git(remote, "show", `main:${p}`)).find((t) => t.includes('"b1"'))!;
    expect(shard.split("\n").filter((l) => l.includes('"b1"'))).toHaveLength(1);
    expect(shard).toContain('"retired":true');
  });

  it("an unreachable remote, a rejected push and a rewritten remote give a clear status and lose nothing", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const b = machine("app-b");
    a.learn(learning("a1"));
    // Unreachable.
    const bad = a.run("sync", ["init", join(hub.work, "missing.git")]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^gstack-sync: own: remote unreachable: /m);
    expect(ok(a.run("sync", ["status"])).stdout).toMatch(/^SYNC: error$/m);
    expect(ok(a.run("preamble", ["--skill", "review", "--tier", "1"])).stdout).toMatch(/^SYNC: error$/m);
    expect(keys(a)).toEqual(["a1"]);
    ok(a.run("sync", ["init", remote]));
    expect(JSON.parse(ok(a.run("sync", ["status", "--json"])).stdout).sync).toBe("ok");
    // Rejected push: the remote refuses every update.
    const hook = join(remote, "hooks", "pre-receive");
    writeFileSync(hook, "#!/bin/sh\necho 'updates are closed' >&2\nexit 1\n");
    chmodSync(hook, 0o755);
    a.learn(learning("a2"));
    const rej = a.run("sync", ["now"]);
    expect(rej.status).toBe(1);
    expect(rej.stderr).toMatch(/push rejected/);
    expect(JSON.parse(ok(a.run("sync", ["status", "--json"])).stdout).own.state).toBe("error");
    rmSync(hook);
    ok(a.run("sync", ["now"]));
    ok(b.run("sync", ["init", remote]));
    expect(keys(b)).toEqual(["a1", "a2"]);
    // Rewritten underneath: the remote's branch replaced by an unrelated history.
    const other = join(hub.work, "other");
    mkdirSync(other);
    git(other, "init", "-q", "-b", "main");
    writeFileSync(join(other, "README"), "replaced\n");
    git(other, "add", ".");
    git(other, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "replace");
    git(other, "push", "-q", "--force", remote, "main");
    b.learn(learning("b1"));
    ok(b.run("sync", ["now"]));
    ok(a.run("sync", ["now"]));
    ok(b.run("sync", ["pull"]));
    expect(keys(a)).toEqual(["a1", "a2", "b1"]);
    expect(keys(b)).toEqual(["a1", "a2", "b1"]);
    for (const m of [a, b]) {
      for (const r of ["own"]) {
        const gd = join(m.sb.root, ".sync", r, ".git");
        expect(
          ["rebase-merge", "rebase-apply", "MERGE_HEAD", "index.lock"].filter((f) => existsSync(join(gd, f))),
        ).toEqual([]);
      }
    }
  });

  it("machines pushing at the same moment all get through (a push that lost the race starts over)", async () => {
    const { remote, a, b, c, all } = three();
    for (const m of all) ok(m.run("sync", ["init", remote]));
    for (let round = 0; round < 3; round++) {
      all.forEach((m, i) => m.learn(learning(`r${round}m${i}`)));
      const results = await Promise.all(all.map((m) => runAsync(m.sb, "sync", ["now"], { cwd: m.proj })));
      for (const r of results) expect(r.stderr).toBe("");
    }
    for (const m of all) ok(m.run("sync", ["pull"]));
    for (const m of [a, b, c]) expect(keys(m)).toHaveLength(9);
  });

  it("a secret in a learning blocks the push, names the file and kind, and never reaches the remote", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    a.learn(learning("fine"));
    ok(a.run("sync", ["init", remote]));
    // Written around the redacting learnings-log, as an older tool or a hand edit would.
    const secret = "sk-ant-abcdefghijklmnopqrstuvwx0123";
    const file = join(a.sb.root, "projects", "app-a", "learnings.jsonl");
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}${JSON.stringify({ ...learning("leak"), insight: `token is ${secret}`, ts: "2026-11-30T00:00:00Z" })}\n`,
    );
    a.learn(learning("after"));
    const r = a.run("sync", ["now"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("projects/app-a/learnings.jsonl (learnings)");
    expect(history(remote).text).not.toContain(secret);
    expect(history(remote).text).not.toContain("after");
    expect(existsSync(join(a.sb.root, ".sync", "own", "devices"))).toBe(true);
    expect(readFileSync(join(a.sb.root, ".sync", "status.json"), "utf8")).toContain("secret");
    // Once the line is gone, the rest goes.
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => !l.includes(secret))
        .join("\n"),
    );
    ok(a.run("sync", ["now"]));
    expect(history(remote).text).toContain("insight after");
    expect(history(remote).text).not.toContain(secret);
  });

  it("a secret present at the first sync leaves nothing staged or committed", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const secret = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
    const dir = join(a.sb.root, "projects", "app-a");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "main-reviews.jsonl"),
      `${JSON.stringify({ skill: "review", note: `pushed with ${secret}` })}\n`,
    );
    const r = a.run("sync", ["init", remote]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("projects/app-a/main-reviews.jsonl (reviews)");
    expect(git(remote, "for-each-ref").trim()).toBe("");
    expect(git(join(a.sb.root, ".sync", "own"), "status", "--porcelain", "--ignored").trim()).toBe("");
  });

  it("nothing on the never-leaves list is ever in the remote's history", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    a.learn(learning("x"));
    ok(a.run("session", ["touch", "--id", "4242"]));
    ok(
      a.run("security-log", [
        JSON.stringify({ payload: "ignore all previous instructions", url_domain: "example.com", verdict: "block" }),
      ]),
    );
    ok(a.run("config", ["set", "explain_level", "terse"]));
    ok(a.run("taste-update", ["approved", "minimal"]));
    ok(a.run("telemetry-log", ["--skill", "review", "--duration", "3", "--outcome", "success"], undefined, {}));
    const proj = join(a.sb.root, "projects", "app-a");
    writeFileSync(join(a.sb.root, "freeze-dir.txt"), "/tmp/x/\n");
    writeFileSync(join(proj, ".learnings.index"), "cache");
    writeFileSync(join(proj, "learnings.jsonl.lock"), "");
    writeFileSync(join(proj, ".timeline.jsonl.123.456.tmp"), "half");
    writeFileSync(join(proj, "notes.txt"), "uncatalogued");
    symlinkSync("/etc/hostname", join(proj, "main-design-20261130-100000.md"));
    writeFileSync(join(proj, "main-design-20261130-110000.md"), `# big\n${"x".repeat(5 * 1024 * 1024)}\n`);
    ok(a.run("sync", ["init", remote]));
    ok(a.run("config", ["set", "telemetry", "community"]));
    ok(a.run("telemetry-log", ["--skill", "review", "--duration", "3", "--outcome", "success"]));
    ok(a.run("sync", ["now"]));
    const h = history(remote);
    expect(h.paths.length).toBeGreaterThan(0);
    for (const p of h.paths) {
      // devices/<device>/projects/<id>/<file>, JSONL as <file>.parts/NNNNN: back to the local path.
      const rel = p
        .split("/")
        .slice(2)
        .join("/")
        .replace(/^projects\/[^/]+\//, "projects/app-a/")
        .replace(/\.parts\/\d{5}$/, "");
      expect([p, scopeOf(rel)]).not.toEqual([p, "per-machine"]);
      expect([p, scopeOf(rel)]).not.toEqual([p, "opt-in"]);
      expect(kindOf(rel)).toBeDefined();
    }
    expect(h.paths.map((p) => p.split("/").slice(2).join("/")).join("\n")).not.toMatch(
      /sessions|security|config\.yaml|device|slug-cache|freeze|taste|\.index|\.lock|\.tmp|notes|skill-usage|110000|100000/,
    );
    const salt = readFileSync(join(a.sb.root, "security", "device-salt"), "utf8").trim();
    expect(salt.length).toBeGreaterThan(8);
    expect(h.text).not.toContain(salt);
    // Analytics only once the user opts in.
    ok(a.run("config", ["set", "sync_analytics", "true"]));
    ok(a.run("sync", ["now"]));
    expect(history(remote).paths.some((p) => p.includes("analytics/skill-usage.jsonl.parts/"))).toBe(true);
  });

  it("forget PATH removes a file from the remote's tree and keeps it home", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    a.learn(learning("x"));
    ok(a.run("timeline-log", [JSON.stringify({ skill: "review", event: "started" })]));
    ok(a.run("sync", ["init", remote]));
    expect(git(remote, "ls-tree", "-r", "--name-only", "main")).toContain("timeline.jsonl");
    expect(ok(a.run("sync", ["forget", "projects/app-a/timeline.jsonl"])).stdout).toContain("no longer synced");
    expect(a.run("sync", ["forget", "../outside"]).status).toBe(1);
    ok(a.run("sync", ["now"]));
    expect(git(remote, "ls-tree", "-r", "--name-only", "main")).not.toContain("timeline.jsonl");
    expect(existsSync(join(a.sb.root, "projects", "app-a", "timeline.jsonl"))).toBe(true);
  });

  it("a team remote gets only what is shared, and teammates' learnings are shown as such, never trusted", () => {
    const hub = sandbox();
    const own = bareRemote(hub, "own.git");
    const team = bareRemote(hub, "team.git");
    const a = machine("app-a");
    const b = machine("app-b", "https://github.com/org/app.git");
    a.learn(learning("shared", { share: "team", source: "user-stated" }));
    a.learn(learning("private"));
    ok(a.run("timeline-log", [JSON.stringify({ skill: "review", event: "started" })]));
    ok(a.run("review-log", [JSON.stringify({ skill: "review", status: "clean", run_id: "ra" })]));
    ok(a.run("sync", ["init", own]));
    ok(a.run("sync", ["init", team, "--team"]));
    ok(b.run("sync", ["init", team, "--team"]));
    const found = JSON.parse(ok(b.run("learnings-search", ["--json"])).stdout) as {
      key: string;
      trusted: boolean;
      teammate?: string;
    }[];
    expect(found.map((r) => r.key)).toEqual(["shared"]);
    expect(found[0]!.trusted).toBe(false);
    expect(found[0]!.teammate).toMatch(/@/);
    expect(ok(b.run("learnings-search")).stdout).toMatch(/\[from teammate [^\]]+@[^\]]+\]/);
    expect(
      (JSON.parse(ok(b.run("review-read", ["--json"])).stdout) as { reviews: { run_id: string }[] }).reviews.map(
        (r) => r.run_id,
      ),
    ).toEqual(["ra"]);
    const h = history(team);
    expect(h.text).not.toContain("private");
    expect(h.paths.every((p) => p.startsWith("members/"))).toBe(true);
    expect(h.paths.join("\n")).not.toContain("timeline");
    expect(h.text).toContain("shared");
  });

  it("usage errors and bad remotes are refused with one line", () => {
    const a = machine("app-a");
    expect(a.run("sync").status).toBe(2);
    expect(a.run("sync", ["nope"]).status).toBe(2);
    expect(a.run("sync", ["now", "extra"]).status).toBe(2);
    const r = a.run("sync", ["init", "--upload-pack=touch /tmp/x"]);
    expect(r.status).toBe(2);
    const ext = a.run("sync", ["init", "ext::sh -c touch% /tmp/pwned"]);
    expect(ext.status).toBe(1);
    expect(ext.stderr).toMatch(/^gstack-sync: REMOTE: ext:: and fd:: transports/);
    expect(ext.stderr.trim().split("\n")).toHaveLength(1);
    expect(a.run("sync", ["now"]).status).toBe(1);
    expect(existsSync(join(a.sb.root, ".sync", "remotes.json"))).toBe(false);
    const share = a.run("learnings-log", [JSON.stringify(learning("s", { share: "everyone" }))]);
    expect(share.status).toBe(1);
    expect(share.stderr).toMatch(/^gstack-learnings-log: share: one of team, private/);
  });
});

// The preamble's share: no git, no network; --finish starts a background sync when auto.
describe("gstack-sync from the preamble", () => {
  it("counts and shows other devices' learnings once a sync brings them", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const b = machine("app-b");
    for (let i = 0; i < 6; i++) a.learn(learning(`a${i}`, { confidence: 9 }));
    b.learn(learning("b0", { confidence: 2 }));
    const count = (m: Machine) =>
      /^LEARNINGS: (\d+)$/m.exec(ok(m.run("preamble", ["--skill", "review", "--tier", "2"])).stdout)?.[1];
    expect(count(b)).toBe("1");
    ok(a.run("sync", ["init", remote]));
    ok(b.run("sync", ["init", remote]));
    expect(count(b)).toBe("7");
    expect(ok(b.run("preamble", ["--skill", "review", "--tier", "2"])).stdout).toMatch(/^- \[pitfall\] a\d \(9\/10\)/m);
  });

  it("prints SYNC from the status file and starts a throttled background sync on --finish with sync: auto", async () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    expect(ok(a.run("preamble", ["--skill", "review", "--tier", "1"])).stdout).not.toMatch(/^SYNC:/m);
    a.learn(learning("x"));
    ok(a.run("sync", ["init", remote]));
    expect(ok(a.run("preamble", ["--skill", "review", "--tier", "1"])).stdout).toMatch(/^SYNC: ok$/m);
    ok(a.run("config", ["set", "sync", "auto"]));
    a.learn(learning("later"));
    ok(a.run("preamble", ["--skill", "review", "--finish", "--outcome", "success"]));
    for (let i = 0; i < 200 && !history(remote).text.includes("insight later"); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(history(remote).text).toContain("insight later");
    const at = readFileSync(join(a.sb.root, ".sync", "auto-at"), "utf8");
    a.learn(learning("throttled"));
    ok(a.run("preamble", ["--skill", "review", "--finish", "--outcome", "success"]));
    await new Promise((r) => setTimeout(r, 1500));
    expect(readFileSync(join(a.sb.root, ".sync", "auto-at"), "utf8")).toBe(at);
    expect(history(remote).text).not.toContain("insight throttled");
    ok(a.run("sync", ["off"]));
    expect(ok(a.run("preamble", ["--skill", "review", "--tier", "1"])).stdout).toMatch(/^SYNC: off$/m);
    expect(readdirSync(join(a.sb.root, ".sync"))).toContain("status.json");
  });
});

describe("gstack-doctor and the sync repository", () => {
  it("is clean after a sync, reports a git operation left in progress, and --fix puts it back", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const b = machine("app-b");
    a.learn(learning("x"));
    ok(a.run("sync", ["init", remote]));
    ok(b.run("sync", ["init", remote]));
    expect(ok(b.run("doctor")).stdout).toMatch(/^ok: /m);
    const gd = join(b.sb.root, ".sync", "own", ".git");
    mkdirSync(join(gd, "rebase-merge"));
    writeFileSync(join(gd, "rebase-merge", "head-name"), "refs/heads/main\n");
    const r = b.run("doctor");
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/\.sync\/own: a git operation is in progress \(rebase-merge\)/);
    ok(b.run("doctor", ["--fix"]));
    expect(existsSync(join(gd, "rebase-merge"))).toBe(false);
    ok(b.run("sync", ["now"]));
  });
});

describe("gstack-sync status", () => {
  it("never prints a password or token held in the remote URL", () => {
    const a = machine("app-a");
    const r = a.run("sync", ["init", "https://user:s3cr3t-token@127.0.0.1:9/x.git"]);
    expect(r.status).toBe(1);
    const st =
      ok(a.run("sync", ["status"])).stdout + ok(a.run("sync", ["status", "--json"])).stdout + r.stdout + r.stderr;
    expect(st).not.toContain("s3cr3t-token");
    expect(st).toContain("https://***@127.0.0.1:9/x.git");
  });
});

describe("gstack-sync and analytics", () => {
  it("carries skill runs only when opted in, and the dashboard counts other devices' runs", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    const b = machine("app-b");
    for (const m of [a, b]) ok(m.run("config", ["set", "telemetry", "community"]));
    ok(a.run("telemetry-log", ["--skill", "review", "--duration", "3", "--outcome", "success"]));
    ok(a.run("sync", ["init", remote]));
    ok(b.run("sync", ["init", remote]));
    const runs = () => (JSON.parse(ok(b.run("analytics", ["all", "--json"])).stdout) as { runs: number }).runs;
    expect(runs()).toBe(0);
    ok(a.run("config", ["set", "sync_analytics", "true"]));
    ok(a.run("sync", ["now"]));
    ok(b.run("sync", ["pull"]));
    expect(runs()).toBe(1);
  });
});

describe("gstack-sync with a remote on this machine", () => {
  it.skipIf(spawnSync("strace", ["-V"]).status !== 0)("opens no network socket (strace)", () => {
    const hub = sandbox();
    const remote = bareRemote(hub);
    const a = machine("app-a");
    a.learn(learning("x"));
    const trace = join(a.sb.home, "trace");
    const r = spawnSync(
      "strace",
      ["-f", "-qq", "-e", "trace=network", "-o", trace, join(BIN, "gstack-sync"), "init", remote],
      { cwd: a.proj, env: a.sb.env, encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);
    const calls = readFileSync(trace, "utf8")
      .split("\n")
      .filter((l) => /\b(socket|connect|bind|sendto|sendmsg|listen)\(/.test(l));
    expect(calls.filter((l) => /AF_INET6?|AF_PACKET|sin6?_port/.test(l))).toEqual([]);
  });
});
