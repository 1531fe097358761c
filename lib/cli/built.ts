// Entry of the compiled build (build/gstack, made by scripts/build-bin.ts; decision 0080).
// It runs its bundled code only while every file that code was built from still has the size,
// mtime and inode it had at build time (for this call: the CLI frame and the called command's
// whole module graph, lazy imports included); otherwise it runs lib/ from source, so no stale
// build ever answers after an edit, a `git pull` or an `npm install`.
import { statSync } from "node:fs";

interface Manifest {
  /** Where it was built: bundled code holds that folder's paths (scripts/build-bin.ts). */
  kit: string;
  /** [path relative to the kit, size, mtimeMs, ino] */
  files: [string, number, number, number][];
  /** Indexes into files: the frame every call loads, and each command's graph. */
  frame: number[];
  commands: Record<string, number[]>;
}

declare const __GSTACK_BUILD__: string; // JSON of a Manifest, set by scripts/build-bin.ts

// The binary lives at <kit>/build/gstack.
const KIT = process.execPath.split("/").slice(0, -2).join("/");

function fresh(m: Manifest, name: string): boolean {
  if (m.kit !== KIT) return false;
  for (const i of [...m.frame, ...(m.commands[name] ?? [])]) {
    const [rel, size, mtime, ino] = m.files[i]!;
    const s = statSync(`${KIT}/${rel}`, { throwIfNoEntry: false });
    if (!s || s.size !== size || s.mtimeMs !== mtime || s.ino !== ino) return false;
  }
  return true;
}

const argv = process.argv.slice(2);
const { main } = fresh(JSON.parse(__GSTACK_BUILD__) as Manifest, argv[0] ?? "")
  ? await import("./main.ts")
  : ((await import(`${KIT}/lib/cli/main.ts`)) as typeof import("./main.ts"));
process.exitCode = await main(argv);
