// The freeze boundary: one directory per project and session, stored in
// <state root>/projects/<slug>/freeze/<session>.txt (gstack's format: the absolute path with a
// trailing slash). Keyed so that /freeze in one repository, or in another session of the same
// one, never restricts edits elsewhere (gstack keeps one global freeze-dir.txt). Paths are
// compared after resolving `..` and symlinks the way the kernel will when the edit happens, so
// neither `src/../etc/x` nor a link inside the boundary that points outside it gets through.
import { existsSync, lstatSync, readdirSync, readlinkSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { StatePaths } from "../state/paths.ts";
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import { rejected, ioError } from "../core/errors.ts";

/** A boundary left by a session that ended is removed by the next `set` in the project after this long. */
export const STALE_BOUNDARY_MS = 7 * 24 * 3600 * 1000;

/** Whose boundary: the project (by slug, from the working directory) and the session. */
export interface FreezeScope {
  env: NodeJS.ProcessEnv;
  cwd: string;
  session: string;
}

/** Tools that write files, and the input field holding the path. */
export const EDIT_TOOLS: Record<string, string> = {
  Edit: "file_path",
  Write: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path",
};

export function boundaryFile(scope: FreezeScope): string {
  return new StatePaths(scope.env, scope.cwd).project("freeze", `${scope.session}.txt`);
}

/** The frozen directory (no trailing slash), or undefined when nothing is frozen. */
export function readBoundary(scope: FreezeScope): string | undefined {
  const text = readIfExists(boundaryFile(scope))?.trim();
  if (!text) return undefined;
  return text.length > 1 ? text.replace(/\/+$/, "") : text;
}

export function setBoundary(scope: FreezeScope, dir: string): string {
  const cwd = scope.cwd;
  if (!dir || /[\n\r\0]/.test(dir)) throw rejected("DIR", "a directory path without newlines", dir);
  const real = resolvePhysical(dir, cwd);
  let st;
  try {
    st = statSync(real);
  } catch {
    throw rejected("DIR", "an existing directory", dir);
  }
  if (!st.isDirectory()) throw rejected("DIR", "a directory, not a file", dir);
  const file = boundaryFile(scope);
  const dirExisted = existsSync(dirname(file));
  try {
    writeFileAtomic(file, `${real === sep ? real : real + sep}\n`);
  } catch (err) {
    // Nothing half-written: not even the freeze/ folder this call made.
    if (!dirExisted)
      try {
        rmdirSync(dirname(file));
      } catch {
        /* not empty or gone */
      }
    throw err;
  }
  sweepStale(dirname(file), file);
  return real;
}

/** Removes boundaries of sessions that ended long ago (best effort). */
function sweepStale(dir: string, keep: string, now = Date.now()): void {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) {
    const f = join(dir, n);
    if (f === keep || !n.endsWith(".txt")) continue;
    try {
      if (now - lstatSync(f).mtimeMs > STALE_BOUNDARY_MS) unlinkSync(f);
    } catch {
      /* raced away */
    }
  }
}

/** Removes the boundary; true when one was set. */
export function clearBoundary(scope: FreezeScope): boolean {
  const file = boundaryFile(scope);
  try {
    unlinkSync(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw ioError(err, `cannot remove ${file}`);
  }
}

/**
 * Absolute path with every existing symlink resolved, component by component, and `..` applied
 * to the real parent (as the kernel does). Components that do not exist yet are kept as written.
 */
export function resolvePhysical(path: string, cwd: string): string {
  const abs = isAbsolute(path) ? path : join(cwd, path);
  const todo = abs.split("/").filter((p) => p !== "" && p !== ".");
  let cur = "/";
  let hops = 0;
  while (todo.length) {
    const part = todo.shift()!;
    if (part === "..") {
      cur = dirname(cur);
      continue;
    }
    const next = cur === "/" ? `/${part}` : `${cur}/${part}`;
    let link: string | undefined;
    try {
      if (lstatSync(next).isSymbolicLink()) link = readlinkSync(next);
    } catch {
      // Does not exist (yet): the rest is appended as written, `..` still applied.
    }
    if (link === undefined) {
      cur = next;
      continue;
    }
    if (++hops > 40) return resolve(abs); // a symlink loop: the edit will fail anyway
    todo.unshift(...link.split("/").filter((p) => p !== "" && p !== "."));
    if (link.startsWith("/")) cur = "/";
  }
  return cur;
}

/** True when `file` (resolved) is the boundary or inside it. */
export function insideBoundary(boundary: string, file: string): boolean {
  if (boundary === "/") return true;
  return file === boundary || file.startsWith(`${boundary}/`);
}
