// The freeze boundary: one directory, stored in <state root>/freeze-dir.txt (gstack's file and
// format: the absolute path with a trailing slash). Paths are compared after resolving `..`
// and symlinks the way the kernel will when the edit happens, so neither `src/../etc/x` nor a
// link inside the boundary that points outside it gets through.
import { lstatSync, readlinkSync, statSync, unlinkSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { stateRoot } from "../state/root.ts";
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import { rejected, ioError } from "../cli/errors.ts";

export const FREEZE_FILE = "freeze-dir.txt";

/** Tools that write files, and the input field holding the path. */
export const EDIT_TOOLS: Record<string, string> = {
  Edit: "file_path",
  Write: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path",
};

export function boundaryFile(env: NodeJS.ProcessEnv): string {
  return join(stateRoot(env), FREEZE_FILE);
}

/** The frozen directory (no trailing slash), or undefined when nothing is frozen. */
export function readBoundary(env: NodeJS.ProcessEnv): string | undefined {
  const text = readIfExists(boundaryFile(env))?.trim();
  if (!text) return undefined;
  return text.length > 1 ? text.replace(/\/+$/, "") : text;
}

export function setBoundary(env: NodeJS.ProcessEnv, dir: string, cwd: string): string {
  if (!dir || /[\n\r\0]/.test(dir)) throw rejected("DIR", "a directory path without newlines", dir);
  const real = resolvePhysical(dir, cwd);
  let st;
  try {
    st = statSync(real);
  } catch {
    throw rejected("DIR", "an existing directory", dir);
  }
  if (!st.isDirectory()) throw rejected("DIR", "a directory, not a file", dir);
  writeFileAtomic(boundaryFile(env), `${real === sep ? real : real + sep}\n`);
  return real;
}

/** Removes the boundary; true when one was set. */
export function clearBoundary(env: NodeJS.ProcessEnv): boolean {
  try {
    unlinkSync(boundaryFile(env));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw ioError(err, `cannot remove ${boundaryFile(env)}`);
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
  return file === boundary || file.startsWith(boundary + "/");
}
