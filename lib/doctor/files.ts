// Checks of one file or folder: permissions, symlinks, lock folders, and whether a folder is a
// state root at all.
import { chmodSync, lstatSync, readdirSync, realpathSync, type Stats } from "node:fs";
import { sep } from "node:path";
import { GstackError } from "../core/errors.ts";
import { DIR_MODE } from "../state/fs.ts";
import { isLockFolder, lockIsStale, removeStaleLock } from "../state/lock.ts";
import type { Report } from "./problem.ts";

/** Top-level names of a state root: a folder holding none of them is not one (doctor refuses it). */
const ROOT_MARKERS = [
  "config.yaml",
  "projects/",
  "sessions/",
  "analytics/",
  "security/",
  "slug-cache/",
  "loader/",
  "builder-profile.jsonl",
  "kit-version",
];
export function checkMode(add: Report, full: string, rel: string, st: Stats, want: number) {
  const mode = st.mode & 0o777;
  if (mode === want) return;
  const what = want === DIR_MODE ? "folder" : "file";
  add({
    severity: "error",
    code: "permissions",
    path: rel,
    message: `${what} mode ${mode.toString(8).padStart(4, "0")}, expected ${want.toString(8).padStart(4, "0")}`,
    fix: () => chmodSync(full, want),
  });
}

export function checkLink(add: Report, full: string, rel: string, realRoot: string) {
  let target: string;
  try {
    target = realpathSync(full);
  } catch {
    add({ severity: "warning", code: "dangling-symlink", path: rel, message: "symlink to a missing target" });
    return;
  }
  if (target !== realRoot && !target.startsWith(realRoot + sep)) {
    add({
      severity: "error",
      code: "symlink-outside",
      path: rel,
      message: `symlink leads outside the state root (to ${target}); writers refuse it`,
    });
  }
}

/** A lock folder the layout names; false when the folder is something else (checked as data). */
export function checkLock(add: Report, full: string, rel: string): boolean {
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return false;
  }
  if (!isLockFolder(full, names)) return false;
  if (lockIsStale(full)) {
    add({
      severity: "warning",
      code: "stale-lock",
      path: rel,
      message: "lock left by a process that died",
      fix: () => removeStaleLock(full),
    });
  }
  return true;
}

export function sameInode(path: string, st: Stats): boolean {
  try {
    return lstatSync(path).ino === st.ino;
  } catch {
    return false;
  }
}

/** Refuses a folder that holds state of no kind: --fix would chmod and delete someone's files. */
export function assertStateRoot(root: string): void {
  const names = readdirSync(root);
  if (names.length === 0 || names.some((n) => ROOT_MARKERS.includes(n) || ROOT_MARKERS.includes(`${n}/`))) return;
  throw new GstackError(
    `${root} is not a gstack state root (it holds none of ${ROOT_MARKERS.join(", ")}); point GSTACK_STATE_ROOT at one`,
    "rejected",
  );
}
