// A recursive snapshot of a folder, to assert that a rejected command changed nothing.
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { run, type RunOptions, type RunResult, type Sandbox } from "./state.ts";

export interface Entry {
  type: "file" | "dir" | "link" | "other";
  mode: number;
  size: number;
  /** sha256 of a file's bytes, or a link's target. */
  hash: string;
}

/** Every entry under dir (lstat, links not followed): names, types, modes, sizes, content hashes. */
export function snapshot(dir: string): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const walk = (abs: string, rel: string) => {
    let st;
    try {
      st = lstatSync(abs);
    } catch {
      return;
    }
    const mode = st.mode & 0o7777;
    if (st.isSymbolicLink()) out.set(rel, { type: "link", mode, size: 0, hash: readlinkSync(abs) });
    else if (st.isDirectory()) {
      out.set(rel, { type: "dir", mode, size: 0, hash: "" });
      for (const name of readdirSync(abs).sort()) walk(join(abs, name), rel ? `${rel}/${name}` : name);
    } else if (st.isFile()) {
      out.set(rel, {
        type: "file",
        mode,
        size: st.size,
        hash: createHash("sha256").update(readFileSync(abs)).digest("hex"),
      });
    } else out.set(rel, { type: "other", mode, size: 0, hash: "" });
  };
  walk(dir, "");
  return out;
}

/** Human-readable differences between two snapshots (empty when equal). */
export function diffSnapshots(before: Map<string, Entry>, after: Map<string, Entry>): string[] {
  const out: string[] = [];
  for (const [k, a] of before) {
    const b = after.get(k);
    if (!b) out.push(`removed ${k || "."}`);
    else if (a.type !== b.type || a.mode !== b.mode || a.size !== b.size || a.hash !== b.hash) {
      out.push(
        `changed ${k || "."} (${a.type} ${a.mode.toString(8)} ${a.size} -> ${b.type} ${b.mode.toString(8)} ${b.size})`,
      );
    }
  }
  for (const k of after.keys()) if (!before.has(k)) out.push(`added ${k || "."}`);
  return out;
}

/**
 * Runs a bin command that must reject its input: the exit code, one line on stderr matching msg,
 * and a state root left exactly as it was.
 */
export function expectRejected(
  sb: Sandbox,
  name: string,
  args: string[],
  code: number,
  msg: RegExp,
  opts: RunOptions = {},
): RunResult {
  const before = snapshot(sb.root);
  const r = run(sb, name, args, opts);
  expect(r.status, r.stderr).toBe(code);
  expect(r.stderr).toMatch(msg);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(diffSnapshots(before, snapshot(sb.root))).toEqual([]);
  return r;
}
