// Cross-process lock for read-modify-write, compaction and rotation (proper-lockfile).
import { dirname } from "node:path";
import { GstackError, EXIT } from "../cli/errors.ts";
import { ensureDir } from "./fs.ts";

const STALE_MS = 5_000; // >= 2 s: a lock older than this without updates is taken over.

/** Runs fn while holding `<path>.lock`. The file itself need not exist. */
export async function withLock<T>(path: string, fn: () => T | Promise<T>): Promise<T> {
  ensureDir(dirname(path));
  let compromised: Error | undefined;
  let release: () => Promise<void>;
  try {
    // Loaded on demand: importing proper-lockfile costs ~15 ms, paid only by writers that lock.
    const { default: lockfile } = await import("proper-lockfile");
    release = await lockfile.lock(path, {
      realpath: false, // the file may not exist yet
      stale: STALE_MS,
      retries: { retries: 400, factor: 1.2, minTimeout: 5, maxTimeout: 100, randomize: true },
      // The default handler throws from a timer and kills the process; record it instead.
      onCompromised: (err) => { compromised = err; },
    });
  } catch (err) {
    throw new GstackError(`cannot lock ${path}: ${(err as Error).message}`, EXIT.io);
  }
  try {
    const result = await fn();
    if (compromised) throw new GstackError(`lock on ${path} was lost: ${compromised.message}`, EXIT.io);
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}
