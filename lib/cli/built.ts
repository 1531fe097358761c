// Entry of the compiled build (build/gstack, made by scripts/build-bin.ts; decision 0080).
// It runs its bundled code only while every file that code was built from still has the size,
// mtime and inode it had at build time (for this call: the CLI frame and the called command's
// whole module graph, lazy imports included); otherwise it runs lib/ from source, so no stale
// build ever answers after an edit, a `git pull` or an `npm install`.
import { statSync } from "node:fs";

interface Manifest {
  /** Where it was built: bundled code holds that folder's paths (scripts/build-bin.ts). */
  kit: string;
  /**
   * Per command, JSON of the files its call loads (the frame's and its own graph's), each as
   * [path relative to the kit, size, mtimeMs, ino]; "" holds the frame's alone (an unknown
   * command). Only the called command's list is parsed: the whole table took ~0.5 ms (0084).
   */
  calls: Record<string, string>;
}

declare const __GSTACK_BUILD__: Manifest; // set by scripts/build-bin.ts

// The binary lives at <kit>/build/gstack.
const KIT = process.execPath.split("/").slice(0, -2).join("/");

function fresh(m: Manifest, name: string): boolean {
  if (m.kit !== KIT) return false;
  const files = JSON.parse(m.calls[Object.hasOwn(m.calls, name) ? name : ""]!) as [string, number, number, number][];
  for (let i = 0; i < files.length; i++) {
    const [rel, size, mtime, ino] = files[i]!;
    const s = statSync(`${KIT}/${rel}`, { throwIfNoEntry: false });
    if (!s || s.size !== size || s.mtimeMs !== mtime || s.ino !== ino) return false;
  }
  return true;
}

const argv = process.argv.slice(2);
if (fresh(__GSTACK_BUILD__, argv[0] ?? "")) {
  const { main } = await import("./main.ts");
  // Exit at once: output went out synchronously (stdio.ts) and a detached child (the background
  // sync) is already spawned, so nothing is left to wait for; letting the runtime wind down on
  // its own cost ~1 ms a call (decision 0096).
  process.exit(await main(argv));
} else {
  // Stale: lib/ from source, in a child that is this binary acting as plain Bun (BUN_BE_BUN).
  // Importing the source here would not do: a compiled binary cannot resolve the requires of a
  // package on disk (ndjson's through2). main.ts removes BUN_BE_BUN again, so the commands the
  // child spawns are the CLI, not Bun. GSTACK_RELAUNCHED_BY names this process, so the child
  // takes the caller's $PPID from our parent, not from us (lib/state/caller.ts).
  const r = Bun.spawnSync([process.execPath, `${KIT}/lib/cli/main.ts`, ...argv], {
    env: { ...process.env, BUN_BE_BUN: "1", GSTACK_RELAUNCHED_BY: String(process.pid) },
    stdio: ["inherit", "inherit", "inherit"],
  });
  if (r.signalCode) process.kill(process.pid, r.signalCode);
  process.exitCode = r.exitCode ?? 70;
}
