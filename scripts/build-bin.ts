// npm run build:bin [-- --install]   (npm runs it with --install after every `npm install`)
// Compiles the CLI into one executable, build/gstack (`bun build --compile --bytecode`), that the
// bin/ shims run first: a call then costs about one Bun start plus the command's own work
// (decision 0080). Embedded is a manifest of every input file (size, mtime, inode); the binary
// runs lib/ from source as soon as any file of the called command's graph differs
// (lib/cli/built.ts), so a stale build never answers. --install: a failure only warns (the shims
// then run lib/ from source, as before) and never fails `npm install`.
import {
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";
import { commands } from "../lib/cli/commands/index.ts";

const KIT = realpathSync(resolve(import.meta.dirname, ".."));
const OUT = join(KIT, "build", "gstack");
const ENTRY = join(KIT, "lib", "cli", "built.ts");
const INDEX = join(KIT, "lib", "cli", "commands", "index.ts");
// A Worker's entry, embedded as records/learnings-scan.js (the cold learnings index, decision 0087).
const WORKER = join(KIT, "lib", "records", "learnings-scan.ts");

type Stat = [string, number, number, number];
interface Meta {
  inputs: Record<string, { imports: { path: string; kind: string; external?: boolean; entryPoint?: string }[] }>;
}

/**
 * Bundled code sees the source file's own location, as it does when run from lib/ (install.ts,
 * kit.ts, doctor.ts find the kit from it; error-message.ts runs itself in a child process).
 */
const sourceLocation: Bun.BunPlugin = {
  name: "source-location",
  setup(b) {
    b.onLoad({ filter: /\/(lib|scripts)\/.*\.ts$/ }, async ({ path }) => {
      const text = await Bun.file(path).text();
      const dir = path.slice(0, path.lastIndexOf("/"));
      return {
        loader: "ts",
        contents: text
          .replaceAll("import.meta.dirname", JSON.stringify(dir))
          .replaceAll("import.meta.filename", JSON.stringify(path))
          .replaceAll("import.meta.url", JSON.stringify(Bun.pathToFileURL(path).href))
          .replace(/import\.meta\.dir\b/g, JSON.stringify(dir)),
      };
    });
  },
};

async function bundle(manifest: string, outfile?: string): Promise<Meta> {
  const r = await Bun.build({
    entrypoints: [ENTRY, WORKER],
    target: "bun",
    format: "esm",
    bytecode: Boolean(outfile),
    // One chunk per lazy import: a call then loads only its command's code (without it every
    // call loaded the whole CLI, ~6 ms more; decision 0080).
    splitting: true,
    metafile: true,
    plugins: [sourceLocation],
    define: { __GSTACK_BUILD__: manifest }, // an object literal in the code
    ...(outfile ? { compile: { outfile } } : {}),
  } as Bun.BuildConfig);
  if (!r.success) throw new Error(r.logs.map(String).join("\n") || "bun build failed");
  return (r as unknown as { metafile: Meta }).metafile;
}

/**
 * Inputs as absolute paths, each with the inputs it imports. A lazy import is listed as an
 * external import of the chunk it became; its `entryPoint` names the source, so a command's list
 * covers the code it loads on demand too (config.ts behind retention, the lock, yaml).
 */
function graphOf(meta: Meta): Map<string, string[]> {
  const abs = (p: string) => resolve(process.cwd(), p);
  const g = new Map<string, string[]>();
  for (const [p, v] of Object.entries(meta.inputs)) {
    const to: string[] = [];
    for (const i of v.imports) {
      if (i.entryPoint) to.push(abs(i.entryPoint));
      else if (!i.external && !i.path.startsWith("node:") && !i.path.startsWith("bun:")) to.push(abs(i.path));
    }
    g.set(abs(p), to);
  }
  return g;
}

/** Everything reachable from start; the registry's edges to the commands are not followed. */
function reach(g: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const p = todo.pop()!;
    if (seen.has(p) || !g.has(p)) continue;
    seen.add(p);
    if (p !== INDEX) todo.push(...g.get(p)!);
  }
  return seen;
}

/**
 * The file a call checks for an input: the input itself, or for a file of an installed package
 * that package's package.json. npm replaces a package's folder whole, so a new version comes with
 * a new package.json; checking each of `yaml`'s ~100 files would cost a stat call apiece.
 */
function watched(path: string): string {
  const at = path.lastIndexOf("/node_modules/");
  if (at === -1) return path;
  const rest = path.slice(at + "/node_modules/".length).split("/");
  return join(path.slice(0, at), "node_modules", ...rest.slice(0, rest[0]!.startsWith("@") ? 2 : 1), "package.json");
}

function statOf(path: string): Stat {
  const s = statSync(path);
  return [relative(KIT, path), s.size, s.mtimeMs, s.ino];
}

/** lib/cli/built.ts's Manifest, as JSON: per command, the stats of the frame's files and its own. */
function manifestOf(g: Map<string, string[]>): string {
  const frame = reach(g, ENTRY);
  const list = (set: Set<string>) => JSON.stringify([...new Set([...set].map(watched))].sort().map(statOf));
  const calls: Record<string, string> = { "": list(frame) };
  for (const name of Object.keys(commands)) {
    calls[name] = list(new Set([...frame, ...reach(g, join(KIT, "lib", "cli", "commands", `${name}.ts`))]));
  }
  return JSON.stringify({ kit: KIT, calls });
}

async function build(): Promise<void> {
  mkdirSync(join(KIT, "build"), { recursive: true });
  const tmp = `${OUT}.${process.pid}.tmp`;
  try {
    // The manifest is taken before the compile and checked after it: a file edited while the
    // compile ran would otherwise be recorded with its new state but bundled with its old text.
    for (let attempt = 0; attempt < 3; attempt++) {
      const manifest = manifestOf(graphOf(await bundle("{}")));
      const after = manifestOf(graphOf(await bundle(manifest, tmp)));
      if (after === manifest) {
        linkLoader(tmp); // first: a shim that sees the new binary finds its link
        renameSync(tmp, OUT);
        return;
      }
    }
    throw new Error("sources kept changing during the build");
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * The program that loads `bin` on the machine that built it: the ELF interpreter it names
 * (/lib64/ld-linux-x86-64.so.2, /lib/ld-linux-aarch64.so.1, a musl loader), /usr/lib/dyld for a
 * Mach-O file, else "/" (a static file: nothing to check).
 */
function loaderOf(bin: string): string {
  const fd = openSync(bin, "r");
  try {
    const head = Buffer.alloc(64);
    readSync(fd, head, 0, 64, 0);
    const magic = head.readUInt32BE(0);
    if (magic === 0xcffaedfe || magic === 0xcefaedfe || magic === 0xfeedfacf || magic === 0xfeedface)
      return "/usr/lib/dyld";
    if (magic !== 0x7f454c46 || head[4] !== 2 || head[5] !== 1) return "/"; // 64-bit little-endian ELF only
    const phoff = Number(head.readBigUInt64LE(0x20));
    const size = head.readUInt16LE(0x36);
    const count = head.readUInt16LE(0x38);
    const ph = Buffer.alloc(size * count);
    readSync(fd, ph, 0, ph.length, phoff);
    for (let i = 0; i < count; i++) {
      if (ph.readUInt32LE(i * size) !== 3) continue; // PT_INTERP
      const at = Number(ph.readBigUInt64LE(i * size + 0x08));
      const len = Number(ph.readBigUInt64LE(i * size + 0x20));
      const name = Buffer.alloc(len);
      readSync(fd, name, 0, len, at);
      return name.toString("latin1").replace(/\0+$/, "");
    }
    return "/";
  } finally {
    closeSync(fd);
  }
}

/**
 * build/interp, a symlink to `bin`'s loader: the shims run build/gstack only where that loader
 * exists, so a kit folder shared with a machine of another system or architecture (a home folder
 * mounted into a container) skips a binary it cannot execute instead of failing every call.
 */
function linkLoader(bin: string): void {
  const link = join(KIT, "build", "interp");
  const tmpLink = `${link}.${process.pid}.tmp`;
  rmSync(tmpLink, { force: true });
  symlinkSync(loaderOf(bin), tmpLink);
  renameSync(tmpLink, link);
}

const install = process.argv.includes("--install");
try {
  const t0 = performance.now();
  await build();
  if (!install)
    process.stdout.write(`build:bin: wrote build/gstack in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
} catch (err) {
  process.stderr.write(
    `build:bin: ${(err as Error).message}${install ? " (the bin/ tools run lib/ from source instead)" : ""}\n`,
  );
  process.exitCode = install ? 0 : 1;
}
