// gstack-doctor's checks of the sync repositories (.sync/own, .sync/team) and status file.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { gitIn } from "./git.ts";
import { readStatus, syncDir } from "./status.ts";
import { recover } from "./engine.ts";

export interface SyncProblem {
  severity: "error" | "warning";
  code: string;
  path: string;
  message: string;
  fix?: () => void;
}

export function checkSync(root: string, env: NodeJS.ProcessEnv): SyncProblem[] {
  const out: SyncProblem[] = [];
  if (!existsSync(syncDir(root))) return out;
  for (const name of ["own", "team"] as const) {
    const dir = join(syncDir(root), name);
    const gd = join(dir, ".git");
    if (!existsSync(gd)) continue;
    const rel = `.sync/${name}`;
    const busy = ["rebase-merge", "rebase-apply", "MERGE_HEAD", "CHERRY_PICK_HEAD"].filter((f) =>
      existsSync(join(gd, f)),
    );
    if (busy.length) {
      out.push({
        severity: "error",
        code: "sync-git-in-progress",
        path: rel,
        message: `a git operation is in progress (${busy.join(", ")}); the next gstack-sync run aborts it`,
        fix: () => recover(gitIn(dir, env)),
      });
    }
    if (existsSync(join(gd, "index.lock")) && !existsSync(join(syncDir(root), "lock"))) {
      out.push({
        severity: "warning",
        code: "sync-git-lock",
        path: `${rel}/.git/index.lock`,
        message: "left by a killed git; the next gstack-sync run removes it",
        fix: () => recover(gitIn(dir, env)),
      });
    }
    const s = readStatus(root)?.[name];
    if (s?.state === "error")
      out.push({
        severity: "warning",
        code: "sync-failed",
        path: ".sync/status.json",
        message: `last ${name} sync failed: ${s.error}`,
      });
  }
  return out;
}
