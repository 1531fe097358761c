// npm run build:dist [-- --check]
// Builds dist/: the bin/ commands bundled with their dependencies (bun build, one chunk per
// command, loaded on demand), runnable by Node 20+ or Bun where no working node_modules exists
// (the Claude Code plugin folder, a package installed without install scripts). Committed;
// --check rebuilds into a temp folder and exits 1 when dist/ differs, as gen:skill-docs --check.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { TABLE_FILES } from "../lib/loader/synonyms.ts";

const KIT = resolve(import.meta.dirname, "..");
const DIST = join(KIT, "dist");

async function build(outdir: string): Promise<void> {
  const r = await Bun.build({
    entrypoints: [join(KIT, "lib", "cli", "main.ts")],
    outdir,
    target: "node",
    format: "esm",
    splitting: true,
    naming: { entry: "gstack.mjs", chunk: "chunks/[name]-[hash].mjs" },
  });
  if (!r.success) {
    for (const log of r.logs) process.stderr.write(`${log}\n`);
    throw new Error("bun build failed");
  }
  // Data the loader reads beside its own chunk (import.meta.dirname): the scorer's word tables.
  for (const t of TABLE_FILES) copyFileSync(join(KIT, "lib", "loader", t), join(outdir, "chunks", t));
}

function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names.sort()) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

if (process.argv.includes("--check")) {
  const tmp = mkdtempSync(join(tmpdir(), "gstack-dist-"));
  try {
    await build(tmp);
    const want = files(tmp);
    const have = files(DIST);
    const diff = [
      ...[...want.keys()].filter((f) => !have.has(f)).map((f) => `missing: dist/${f}`),
      ...[...have.keys()].filter((f) => !want.has(f)).map((f) => `orphaned: dist/${f}`),
      ...[...want.keys()]
        .filter((f) => have.has(f) && !have.get(f)!.equals(want.get(f)!))
        .map((f) => `stale: dist/${f}`),
    ];
    if (diff.length) {
      process.stdout.write(`${diff.join("\n")}\n`);
      process.stderr.write(`build:dist --check: dist/ is out of date; run: npm run build:dist\n`);
      process.exitCode = 1;
    } else process.stdout.write(`build:dist --check: ${want.size} files up to date\n`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
} else {
  rmSync(DIST, { recursive: true, force: true });
  await build(DIST);
  process.stdout.write(`build:dist: wrote ${files(DIST).size} files to dist/\n`);
}
