// Cross-process lock for read-modify-write, compaction and rotation (proper-lockfile).
import { dirname } from "node:path";
import { GstackError, EXIT, ioError } from "../cli/errors.ts";
import { ensureDir } from "./fs.ts";

const STALE_MS = 5_000; // >= 2 s: a lock older than this without updates is taken over.
/** Attempts while another process holds the lock: ~40 s in all, longer than STALE_MS. */
const RETRIES = 400;

/** Backoff between attempts: 5 ms growing by 1.2 to at most 100 ms, randomized. */
function backoff(attempt: number): number {
  return Math.min(100, 5 * 1.2 ** attempt) * (1 + Math.random());
}

/** Runs fn while holding `<path>.lock`. The file itself need not exist. */
export async function withLock<T>(path: string, fn: () => T | Promise<T>): Promise<T> {
  ensureDir(dirname(path));
  let compromised: Error | undefined;
  let release: () => Promise<void>;
  // Loaded on demand: importing proper-lockfile costs ~15 ms, paid only by writers that lock.
  const { default: lockfile } = await import("proper-lockfile");
  // Only a lock held by someone else is worth waiting for. proper-lockfile's own retries would
  // also retry EACCES, EROFS and ENOSPC for ~40 s before failing, so it gets none of its own.
  for (let attempt = 0; ; attempt++) {
    try {
      release = await lockfile.lock(path, {
        realpath: false, // the file may not exist yet
        stale: STALE_MS,
        retries: 0,
        // The default handler throws from a timer and kills the process; record it instead.
        onCompromised: (err) => { compromised = err; },
      });
      break;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ELOCKED" && attempt < RETRIES) {
        await new Promise((r) => setTimeout(r, backoff(attempt)));
        continue;
      }
      if (code === "ELOCKED") throw new GstackError(`cannot lock ${path}: held by another process for too long`, EXIT.io);
      throw ioError(err, `cannot lock ${path}`);
    }
  }
  try {
    const result = await fn();
    if (compromised) throw new GstackError(`lock on ${path} was lost: ${compromised.message}`, EXIT.io);
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}
