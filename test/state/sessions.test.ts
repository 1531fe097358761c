import { describe, expect, it } from "vitest";
import {
  existsSync,
  linkSync,
  mkdirSync,
  rmSync,
  readdirSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import { StatePaths } from "../../lib/state/paths.ts";
import {
  checkSessionId,
  countActiveSessions,
  listSessions,
  sweepSessions,
  touchSession,
} from "../../lib/state/sessions.ts";
import { callerSessionId } from "../../lib/state/caller.ts";

function setup() {
  const sb = sandbox();
  return { sb, paths: new StatePaths(sb.env, sb.work) };
}

const age = (file: string, minutes: number) => {
  const t = (Date.now() - minutes * 60_000) / 1000;
  utimesSync(file, t, t);
};

describe("sessions", () => {
  it("touch creates a 0600 marker in a 0700 folder and refreshes its mtime", () => {
    const { paths } = setup();
    const file = touchSession(paths, "1234");
    expect(file).toBe(join(paths.root, "sessions", "1234"));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(paths.sessions).mode & 0o777).toBe(0o700);
    age(file, 60);
    const before = statSync(file).mtimeMs;
    touchSession(paths, "1234");
    expect(statSync(file).mtimeMs).toBeGreaterThan(before);
  });

  it("counts only markers within the TTL, sweeps the rest, lists newest first", () => {
    const { paths } = setup();
    for (const [id, min] of [
      ["a", 1],
      ["b", 119],
      ["c", 121],
      ["d", 600],
    ] as const)
      age(touchSession(paths, id), min);
    expect(countActiveSessions(paths)).toBe(2);
    expect(countActiveSessions(paths, 10)).toBe(1);
    expect(listSessions(paths).map((s) => [s.id, s.active])).toEqual([
      ["a", true],
      ["b", true],
      ["c", false],
      ["d", false],
    ]);
    expect(sweepSessions(paths).sort()).toEqual(["c", "d"]);
    expect(readdirSync(paths.sessions).sort()).toEqual(["a", "b"]);
    expect(countActiveSessions(paths)).toBe(2);
  });

  it("ignores folders, bad names and symlinks, and refuses to touch through a symlink", () => {
    const { paths } = setup();
    mkdirSync(join(paths.sessions, "dir"), { recursive: true });
    writeFileSync(join(paths.sessions, "bad name"), "");
    writeFileSync(join(paths.root, "target"), "keep");
    symlinkSync(join(paths.root, "target"), join(paths.sessions, "link"));
    expect(countActiveSessions(paths)).toBe(0);
    expect(() => touchSession(paths, "link")).toThrow(/symlink/);
    age(join(paths.sessions, "bad name"), 1000);
    expect(sweepSessions(paths)).toEqual([]);
    expect(existsSync(join(paths.sessions, "bad name"))).toBe(true);
  });

  it("with no sessions folder: zero, nothing swept, nothing created", () => {
    const { paths } = setup();
    expect(countActiveSessions(paths)).toBe(0);
    expect(sweepSessions(paths)).toEqual([]);
    expect(existsSync(paths.root)).toBe(false);
  });

  it.each(["", "..", "a/b", "x".repeat(65), "a b", "a\nb", "ü"])("rejects id %j", (id) => {
    const { paths } = setup();
    expect(() => checkSessionId(id, "id")).toThrow(/^id: 1-64 characters/);
    expect(() => touchSession(new StatePaths({ GSTACK_STATE_ROOT: "/nonexistent" }, "/"), id)).toThrow(/^id: /);
    expect(() => touchSession(paths, id)).toThrow(/^id: /);
    expect(existsSync(paths.root)).toBe(false);
  });

  it("callerSessionId is a process id", async () => {
    expect(await callerSessionId()).toMatch(/^\d+$/);
    // A non-shell parent is used as is.
    expect(await callerSessionId(process.pid)).toBe(String(process.pid));
  });

  it("refuses to touch a marker that has another hard link (its owner's file would be touched)", () => {
    const sb = sandbox();
    const paths = new StatePaths(sb.env, sb.work);
    const marker = touchSession(paths, "77");
    const outside = join(sb.home, "outside");
    writeFileSync(outside, "");
    utimesSync(outside, 1000, 1000);
    rmSync(marker);
    linkSync(outside, marker);
    expect(() => touchSession(paths, "77")).toThrow(/refusing to touch .*77: it has other hard links/);
    expect(statSync(outside).mtimeMs).toBe(1_000_000);
  });
});
