import {
  ensureDir
} from "./main-s83xnpyx.mjs";
import {
  EXIT,
  GstackError,
  ioError
} from "./main-fr91hn8m.mjs";
import {
  __toESM
} from "./main-gm18m4mz.mjs";

// lib/state/lock.ts
import { dirname } from "node:path";
var STALE_MS = 5000;
var RETRIES = 400;
function backoff(attempt) {
  return Math.min(100, 5 * 1.2 ** attempt) * (1 + Math.random());
}
async function withLock(path, fn) {
  ensureDir(dirname(path));
  let compromised;
  let release;
  const { default: lockfile } = await import("./index-g1hddwe5.mjs").then((m)=>__toESM(m.default,1));
  for (let attempt = 0;; attempt++) {
    try {
      release = await lockfile.lock(path, {
        realpath: false,
        stale: STALE_MS,
        retries: 0,
        onCompromised: (err) => {
          compromised = err;
        }
      });
      break;
    } catch (err) {
      const code = err.code;
      if (code === "ELOCKED" && attempt < RETRIES) {
        await new Promise((r) => setTimeout(r, backoff(attempt)));
        continue;
      }
      if (code === "ELOCKED")
        throw new GstackError(`cannot lock ${path}: held by another process for too long`, EXIT.io);
      throw ioError(err, `cannot lock ${path}`);
    }
  }
  try {
    const result = await fn();
    if (compromised)
      throw new GstackError(`lock on ${path} was lost: ${compromised.message}`, EXIT.io);
    return result;
  } finally {
    await release().catch(() => {
      return;
    });
  }
}

export { withLock };
