// The compiled build (scripts/build-bin.ts, decision 0080) and the shims' runtime order, on a
// temporary copy of the kit, spawning its real bin/ commands: an edit to lib/ or a file replaced
// as `git pull` replaces it is what runs next, never the stale build; the kit's own Bun is used
// before GSTACK_BUN.
import { describe, expect, it } from "vitest";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { KIT, sandbox, syncResult, type Sandbox } from "../helpers/state.ts";

const BUN = join(KIT, "node_modules", ".bin", "bun");

/** The kit's bin/, lib/, scripts/ and schemas in a temp folder; node_modules linked package by package. */
function kitCopy(sb: Sandbox, { bun }: { bun: boolean }): string {
  const kit = join(sb.work, "kit");
  for (const d of ["bin", "lib", "scripts", "state-schema"]) cpSync(join(KIT, d), join(kit, d), { recursive: true });
  cpSync(join(KIT, "package.json"), join(kit, "package.json"));
  mkdirSync(join(kit, "node_modules"));
  for (const p of readdirSync(join(KIT, "node_modules"))) {
    if (p === ".bin" || (p === "bun" && !bun)) continue;
    symlinkSync(join(KIT, "node_modules", p), join(kit, "node_modules", p));
  }
  return kit;
}

function build(kit: string): void {
  const r = spawnSync(BUN, [join(kit, "scripts", "build-bin.ts")], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  expect(statSync(join(kit, "build", "gstack")).mode & 0o111).not.toBe(0);
}

/** PATH with no bun on it, so only the copy's own means can run a command. */
const PATH = "/usr/bin:/bin";

/** `gstack-session-kind --history`: always the JavaScript command (headless unless GSTACK_INTERACTIVE=1). */
function sessionKind(sb: Sandbox, kit: string, env: NodeJS.ProcessEnv = {}) {
  return syncResult(
    spawnSync(join(kit, "bin", "gstack-session-kind"), ["--history"], {
      encoding: "utf8",
      cwd: sb.work,
      env: { HOME: sb.home, PATH, ...env },
    }),
  );
}

const SOURCE = (kit: string) => join(kit, "lib", "cli", "commands", "session-kind.ts");

/** Makes session-kind print `word` instead of its answer. */
function edit(kit: string, word: string): string {
  const text = readFileSync(SOURCE(kit), "utf8");
  const at = "io.out(p.flags.json";
  expect(text).toContain(at);
  return text.replace(at, `io.out("${word}\\n"); return 0; ${at}`);
}

describe("build/gstack", () => {
  it("answers from its bundle while lib/ is unchanged, from lib/ once it changed, and again after a rebuild", () => {
    const sb = sandbox();
    const kit = kitCopy(sb, { bun: false });
    build(kit);
    // No Bun in the copy, none on PATH, no dist/: only the binary can answer.
    expect(sessionKind(sb, kit)).toEqual({ status: 0, stdout: "headless\n", stderr: "" });
    expect(sessionKind(sb, kit, { GSTACK_INTERACTIVE: "1" }).stdout).toBe("interactive\n");
    // A name every object has is no command (the manifest and the registry are plain objects).
    for (const name of ["constructor", "__proto__"]) {
      const u = syncResult(spawnSync(join(kit, "build", "gstack"), [name], { encoding: "utf8", env: { PATH } }));
      expect(u.status).toBe(2);
      expect(u.stderr).toMatch(new RegExp(`^gstack: unknown command "${name}"`));
    }

    writeFileSync(SOURCE(kit), edit(kit, "edited"));
    expect(sessionKind(sb, kit)).toEqual({ status: 0, stdout: "edited\n", stderr: "" });

    build(kit); // what `npm install` does after a pull
    expect(sessionKind(sb, kit).stdout).toBe("edited\n");

    // `git pull` writes a new file: same size and mtime still differ in the inode.
    const before = statSync(SOURCE(kit));
    writeFileSync(`${SOURCE(kit)}.new`, readFileSync(SOURCE(kit), "utf8").replace('"edited', '"pulled'));
    utimesSync(`${SOURCE(kit)}.new`, before.atime, before.mtime);
    renameSync(`${SOURCE(kit)}.new`, SOURCE(kit));
    expect(statSync(SOURCE(kit)).size).toBe(before.size);
    expect(sessionKind(sb, kit).stdout).toBe("pulled\n");

    // An edit to a module deep in another command's graph makes that command stale, not this one.
    const fields = join(kit, "lib", "records", "fields.ts");
    writeFileSync(fields, `${readFileSync(fields, "utf8")}\n// edited\n`);
    expect(sessionKind(sb, kit).stdout).toBe("pulled\n");

    // A stale command whose graph holds a package from node_modules (ndjson and its own requires)
    // still answers: lib/ runs in a plain Bun child, which resolves them.
    const telemetry = join(kit, "lib", "records", "telemetry.ts");
    writeFileSync(telemetry, `${readFileSync(telemetry, "utf8")}\n// edited\n`);
    const r = syncResult(
      spawnSync(join(kit, "bin", "gstack-analytics"), ["all"], {
        encoding: "utf8",
        cwd: sb.work,
        env: { HOME: sb.home, PATH, GSTACK_STATE_ROOT: sb.root },
      }),
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Usage data will appear here");

    // Each command's list holds the frame's files too: an edit there makes every call stale.
    const frame = join(kit, "lib", "cli", "run.ts");
    writeFileSync(frame, `${readFileSync(frame, "utf8")}\nprocess.stderr.write("frame edited\\n");\n`);
    expect(sessionKind(sb, kit)).toEqual({ status: 0, stdout: "pulled\n", stderr: "frame edited\n" });
  }, 60_000);

  it("a stale build takes the session from the same caller as a fresh one (the shell's $PPID)", () => {
    const sb = sandbox();
    const kit = kitCopy(sb, { bun: false });
    build(kit);
    // As a skill's bash runs it: a shell that stays (two commands), whose parent is this test.
    const touch = (root: string) =>
      syncResult(
        spawnSync("bash", ["-c", `${join(kit, "bin", "gstack-session")} touch; true`], {
          encoding: "utf8",
          cwd: sb.work,
          env: { HOME: sb.home, PATH, GSTACK_STATE_ROOT: root },
        }),
      );
    const fresh = join(sb.work, "fresh-state");
    expect(touch(fresh).status).toBe(0);
    expect(readdirSync(join(fresh, "sessions"))).toEqual([String(process.pid)]);
    // A pull changed the command: build/gstack runs lib/ in a child of its own.
    const source = join(kit, "lib", "cli", "commands", "session.ts");
    writeFileSync(source, `${readFileSync(source, "utf8")}\n// edited\n`);
    const stale = join(sb.work, "stale-state");
    expect(touch(stale)).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(readdirSync(join(stale, "sessions"))).toEqual([String(process.pid)]);
  }, 60_000);

  it("a module a command imports lazily is in its list: an edit to it is what runs next", () => {
    const sb = sandbox();
    const kit = kitCopy(sb, { bun: false });
    build(kit);
    const config = (...args: string[]) =>
      syncResult(
        spawnSync(join(kit, "bin", "gstack-config"), args, {
          encoding: "utf8",
          cwd: sb.work,
          env: { HOME: sb.home, PATH, GSTACK_STATE_ROOT: sb.root },
        }),
      );
    expect(config("set", "proactive", "true")).toMatchObject({ status: 0, stderr: "" });
    // config.ts loads the lock only for a write that changes the file (decision 0085).
    const lock = join(kit, "lib", "state", "lock.ts");
    writeFileSync(lock, `${readFileSync(lock, "utf8")}\nprocess.stderr.write("lock edited\\n");\n`);
    expect(config("set", "proactive", "false")).toMatchObject({ status: 0, stderr: "lock edited\n" });
    expect(config("get", "proactive").stdout).toBe("false\n");
  }, 60_000);

  it("a kit moved to another folder runs lib/ there, not the bundle built for the old one", () => {
    const sb = sandbox();
    const kit = kitCopy(sb, { bun: false });
    build(kit);
    const moved = join(sb.work, "moved");
    renameSync(kit, moved);
    // The bundle finds package.json from where it was built, which is gone: only lib/ answers.
    const r = syncResult(
      spawnSync(join(moved, "bin", "gstack-session-kind"), ["--version"], {
        encoding: "utf8",
        env: { HOME: sb.home, PATH },
      }),
    );
    expect(r).toEqual({
      status: 0,
      stdout: `gstack-session-kind ${JSON.parse(readFileSync(join(moved, "package.json"), "utf8")).version}\n`,
      stderr: "",
    });
  }, 60_000);
});

describe("build/interp: the binary only where its loader exists", () => {
  it("links the loader the compiled binary names, which exists on the machine that built it", () => {
    const sb = sandbox();
    const kit = kitCopy(sb, { bun: false });
    build(kit);
    const link = join(kit, "build", "interp");
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const target = readlinkSync(link);
    expect(target).toMatch(/^\//);
    expect(existsSync(target), target).toBe(true);
    // The kit's own Bun, which built it, needs the same loader.
    if (target !== "/") expect(readFileSync(BUN).includes(Buffer.from(`${target}\0`))).toBe(true);
  }, 60_000);

  it("a loader missing here (a kit built on another system) skips build/gstack and the kit's Bun", () => {
    const sb = sandbox();
    const kit = kitCopy(sb, { bun: true });
    mkdirSync(join(kit, "build"));
    // Stands in for a binary of another architecture: runnable here, so a wrong pick would show.
    writeFileSync(join(kit, "build", "gstack"), "#!/bin/sh\necho from-binary\n", { mode: 0o755 });
    symlinkSync("/nonexistent/ld-other-arch.so.1", join(kit, "build", "interp"));
    const none = sessionKind(sb, kit);
    expect(none.status).toBe(127);
    expect(none.stderr).toMatch(/^gstack-session-kind: no JavaScript runtime/);
    expect(sessionKind(sb, kit, { GSTACK_BUN: BUN })).toEqual({ status: 0, stdout: "headless\n", stderr: "" });
    // The same folder with its loader present runs the binary.
    rmSync(join(kit, "build", "interp"));
    symlinkSync("/", join(kit, "build", "interp"));
    expect(sessionKind(sb, kit).stdout).toBe("from-binary\n");
  }, 60_000);
});

describe("shim runtime order (decision 0001)", () => {
  it("the kit's own Bun runs lib/ even when GSTACK_BUN is bad; GSTACK_BUN only when the kit has none", () => {
    const sb = sandbox();
    const withBun = kitCopy(sb, { bun: true });
    rmSync(join(withBun, "build"), { recursive: true, force: true });
    expect(sessionKind(sb, withBun, { GSTACK_BUN: "/nonexistent/bun" })).toEqual({
      status: 0,
      stdout: "headless\n",
      stderr: "",
    });
    expect(sessionKind(sb, withBun, { GSTACK_BUN: "/bin/false" }).stdout).toBe("headless\n");

    const noBun = join(sb.work, "nobun");
    renameSync(withBun, noBun);
    rmSync(join(noBun, "node_modules", "bun"));
    expect(sessionKind(sb, noBun, { GSTACK_BUN: BUN })).toEqual({ status: 0, stdout: "headless\n", stderr: "" });
    expect(sessionKind(sb, noBun, { GSTACK_BUN: "/nonexistent/bun" }).status).not.toBe(0);
  }, 60_000);
});
