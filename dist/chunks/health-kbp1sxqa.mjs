import {
  syncDir2,
  readStatus2
} from "./main-jg8eyjxg.mjs";
import"./main-dj24thjv.mjs";
import"./main-41t4c981.mjs";
import {
  gitIn,
  recover2
} from "./main-6wmqgnw8.mjs";

// lib/sync/health.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
function checkSync(root, env) {
  const out = [];
  if (!existsSync(syncDir2(root)))
    return out;
  for (const name of ["own", "team"]) {
    const dir = join(syncDir2(root), name);
    const gd = join(dir, ".git");
    if (!existsSync(gd))
      continue;
    const rel = `.sync/${name}`;
    const busy = ["rebase-merge", "rebase-apply", "MERGE_HEAD", "CHERRY_PICK_HEAD"].filter((f) => existsSync(join(gd, f)));
    if (busy.length) {
      out.push({
        severity: "error",
        code: "sync-git-in-progress",
        path: rel,
        message: `a git operation is in progress (${busy.join(", ")}); the next gstack-sync run aborts it`,
        fix: () => recover2(gitIn(dir, env))
      });
    }
    if (existsSync(join(gd, "index.lock")) && !existsSync(join(syncDir2(root), "lock"))) {
      out.push({
        severity: "warning",
        code: "sync-git-lock",
        path: `${rel}/.git/index.lock`,
        message: "left by a killed git; the next gstack-sync run removes it",
        fix: () => recover2(gitIn(dir, env))
      });
    }
    const s = readStatus2(root)?.[name];
    if (s?.state === "error")
      out.push({
        severity: "warning",
        code: "sync-failed",
        path: ".sync/status.json",
        message: `last ${name} sync failed: ${s.error}`
      });
  }
  return out;
}
export {
  checkSync
};
