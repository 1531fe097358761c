// gstack-doctor's checks: walks the whole state directory (lstat, never following links) and
// reports each problem, with a fix when one is safe (decision 0010).
import { lstatSync, readdirSync, realpathSync, unlinkSync, type Stats } from "node:fs";
import { join } from "node:path";
import { DIR_MODE, FILE_MODE } from "../state/fs.ts";
import { recoverCompaction } from "../state/jsonl.ts";
import { LOCK_NAME } from "../state/lock.ts";
import { checkConfig, configuredJsonlMax } from "./config.ts";
import { assertStateRoot, checkLink, checkLock, checkMode, sameInode } from "./files.ts";
import { checkLayout } from "./layout.ts";
import { mib, type Problem } from "./problem.ts";
import { BIG_FILE_BYTES, checkJson, checkJsonl } from "./records.ts";

/** A temp file older than this is a leftover of a crashed writer, not a write in progress. */
const STALE_TEMP_MS = 10 * 60_000;
const TEMP_NAMES = [
  /^\..+\.\d+\.\d+\.tmp$/, // writeFileAtomic, artifacts, device salt: .<name>.<pid>.<ms>.tmp
  /\.tmp\.[A-Za-z0-9]{6}$/, // gstack's mktemp <file>.tmp.XXXXXX
  /^\.repo-mode-[A-Za-z0-9]{6}$/, // gstack-repo-mode's mktemp
];

/**
 * Temp files whose one other name is a sibling (artifacts and the security log publish a write by
 * linking its temp file to the real name, then remove the temp name), by inode.
 */
function claimedTemps(stats: Map<string, Stats>): Map<number, { temp: string; file: string }> {
  const temps = new Map<number, string>();
  for (const [name, st] of stats) {
    if (st.isFile() && st.nlink === 2 && TEMP_NAMES.some((re) => re.test(name))) temps.set(st.ino, name);
  }
  const out = new Map<number, { temp: string; file: string }>();
  if (!temps.size) return out;
  for (const [name, st] of stats) {
    const temp = temps.get(st.ino);
    if (temp !== undefined && temp !== name && st.isFile()) out.set(st.ino, { temp, file: name });
  }
  return out;
}

/** Runs every check; returns the problems found, each with a fix when one is safe. */
export async function check(root: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  let rootStat: Stats;
  try {
    rootStat = lstatSync(root);
  } catch {
    return problems; // no state yet: nothing to check
  }
  const add = (pr: Problem) => problems.push(pr);
  if (rootStat.isSymbolicLink()) {
    // Checking (and chmodding) through a link would act on a folder nobody named; say where it leads.
    let target = "a missing target";
    try {
      target = realpathSync(root);
    } catch {
      /* dangling */
    }
    add({
      severity: "error",
      code: "root-symlink",
      path: "",
      message: `the state root is a symlink to ${target}; not checked (run gstack-doctor with GSTACK_STATE_ROOT=${target})`,
    });
    return problems;
  }
  if (!rootStat.isDirectory()) {
    add({ severity: "error", code: "root-not-folder", path: "", message: "the state root is not a folder" });
    return problems;
  }
  assertStateRoot(root);
  const realRoot = realpathSync(root);
  const jsonlMax = await configuredJsonlMax(root);
  checkMode(add, root, "", rootStat, DIR_MODE);

  const pending: Promise<void>[] = [];
  const walk = (dir: string, rel: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (err) {
      add({
        severity: "error",
        code: "unreadable",
        path: rel,
        message: `cannot read folder (${(err as NodeJS.ErrnoException).code})`,
      });
      return;
    }
    const stats = new Map<string, Stats>();
    for (const name of names.sort()) {
      try {
        stats.set(name, lstatSync(join(dir, name)));
      } catch {
        /* removed meanwhile */
      }
    }
    const claimed = claimedTemps(stats);
    for (const [name, st] of stats) {
      if (depth === 0 && name === ".sync") continue; // git's own files: checkSync looks at them
      const full = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      if (st.isSymbolicLink()) {
        checkLink(add, full, r, realRoot);
        continue;
      }
      if (st.isDirectory()) {
        if (LOCK_NAME.test(name) && checkLock(add, full, r)) continue;
        checkMode(add, full, r, st, DIR_MODE);
        if (depth < 16) walk(full, r, depth + 1);
        continue;
      }
      if (!st.isFile()) {
        add({ severity: "warning", code: "special-file", path: r, message: "not a regular file or folder" });
        continue;
      }
      const finished = claimed.get(st.ino);
      if (finished?.temp === name) {
        // Killed between publishing a write by link(2) and removing its temp name: the data is
        // whole under the real name, so the temp name goes whatever its age.
        add({
          severity: "warning",
          code: "stale-temp",
          path: r,
          message: `second name of ${finished.file}, left by a write interrupted after it finished`,
          fix: () => unlinkSync(full),
        });
        continue;
      }
      // A second name for a state file (a compaction's own <file>.compacting aside, the temp name
      // of a finished write): appends would change a file outside the root too, so writers refuse
      // it; a human decides which to keep.
      if (st.nlink > 1 && !finished && !name.endsWith(".compacting") && !sameInode(`${full}.compacting`, st)) {
        add({
          severity: "error",
          code: "hard-link",
          path: r,
          message: `the file has ${st.nlink - 1} other hard link(s), possibly outside the state root; writers refuse it (copy it: cp f f.new && mv f.new f)`,
        });
      }
      if (name.endsWith(".jsonl.compacting")) {
        // The old file of a compaction killed mid-way: records that reached it late wait here.
        const file = full.slice(0, -".compacting".length);
        add({
          severity: "error",
          code: "interrupted-compaction",
          path: r,
          message: "a compaction was interrupted; records appended during it are kept here until carried over",
          fix: () => recoverCompaction(file),
        });
        continue;
      }
      if (TEMP_NAMES.some((re) => re.test(name))) {
        if (Date.now() - st.mtimeMs > STALE_TEMP_MS) {
          add({
            severity: "warning",
            code: "stale-temp",
            path: r,
            message: "leftover temp file of an interrupted write",
            fix: () => unlinkSync(full),
          });
        }
        continue;
      }
      checkMode(add, full, r, st, FILE_MODE);
      if (name.endsWith(".jsonl")) pending.push(checkJsonl(add, full, r, st, jsonlMax));
      else {
        if (st.size > BIG_FILE_BYTES)
          add({
            severity: "warning",
            code: "oversized",
            path: r,
            message: `${mib(st.size)} MiB; larger than expected for state`,
          });
        if (name.endsWith(".json") && !name.endsWith(".compacted")) pending.push(checkJson(add, full, r, st));
      }
    }
  };
  walk(root, "", 0);
  await Promise.all(pending);
  checkLayout(add, root);
  await checkConfig(add, root);
  for (const pr of (await import("../sync/health.ts")).checkSync(root, process.env)) add(pr);
  return problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
