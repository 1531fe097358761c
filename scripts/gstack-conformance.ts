// Runs gstack's own tests of the 15 state tools against this kit's bin/ (issue 11).
//
//   GSTACK_DIR=/path/to/gstack-checkout node_modules/.bin/bun scripts/gstack-conformance.ts [--gstack] [--keep] [-v]
//
// The checkout is copied to a scratch folder (it is never modified), each of the 15 tools in its
// bin/ is replaced by a symlink to ours, and gstack's test files for them run
// under `bun test`. gstack's other tools (gstack-wtree, gstack-telemetry-sync, ...) stay its own.
// --gstack skips the swap (a baseline of gstack against itself); --keep leaves the scratch folder;
// -v prints bun's full output. Exit 0 when the only failures are the cases that read gstack's
// source text, 1 otherwise, 2 on usage.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";

const KIT = resolve(import.meta.dir, "..");

export const TOOLS = [
  "analytics",
  "config",
  "jsonl-merge",
  "learnings-log",
  "learnings-search",
  "paths",
  "repo-mode",
  "review-log",
  "review-read",
  "session-kind",
  "slug",
  "taste-update",
  "telemetry-log",
  "timeline-log",
  "timeline-read",
].map((t) => `gstack-${t}`);

const TEST_FILES = [
  "learnings",
  "gstack-learnings-search",
  "timeline",
  "review-log",
  "jsonl-merge",
  "gstack-slug-parity",
  "gstack-slug-sanitize",
  "gstack-slug-cwd-walk-up",
  "gstack-paths",
  "regression-issue2091-bsd-mktemp",
  "gstack-repo-mode",
  "gstack-session-kind",
  "telemetry",
  "taste-engine",
].map((f) => `./test/${f}.test.ts`);

// These cases cut a bash function out of gstack's bin/gstack-slug source and run it; a wrapper
// has no such text, so they cannot pass. Our walk's termination on the same path forms is
// tested in test/state/slug.test.ts.
const SOURCE_TEXT_CASES = /terminates on hostile path form: /;

function usage(msg: string): never {
  process.stderr.write(
    `gstack-conformance: ${msg}\nusage: GSTACK_DIR=/path/to/gstack bun scripts/gstack-conformance.ts [--gstack] [--keep] [-v]\n`,
  );
  process.exit(2);
}

const args = new Set(process.argv.slice(2));
for (const a of args) if (!["--gstack", "--keep", "-v"].includes(a)) usage(`unknown option ${a}`);
const src = process.env.GSTACK_DIR;
if (!src) usage("GSTACK_DIR is not set (a checkout of garrytan/gstack, e.g. tag v1.68.3)");
if (!existsSync(join(src, "bin", "gstack-slug")) || !existsSync(join(src, "test"))) {
  usage(`GSTACK_DIR=${src} has no bin/gstack-slug and test/`);
}

const scratch = mkdtempSync(join(tmpdir(), "gstack-conformance-"));
const tree = join(scratch, "gstack");
cpSync(src, tree, {
  recursive: true,
  filter: (p) => !["node_modules", ".git"].includes(basename(p)),
});
if (!args.has("--gstack")) {
  for (const tool of TOOLS) {
    const ours = join(KIT, "bin", tool);
    if (!existsSync(ours)) usage(`missing ${ours}`);
    // A symlink: our shim follows it, so both `bin/x` and gstack's `bun run bin/x` reach ours.
    const wrapper = join(tree, "bin", tool);
    rmSync(wrapper, { force: true });
    symlinkSync(ours, wrapper);
  }
}
const home = join(scratch, "home");
mkdirSync(home);

// Some cases run from the checkout itself and expect it to be a git work tree, as a clone is.
const git = (...a: string[]) =>
  spawnSync(
    "git",
    ["-c", "user.name=conformance", "-c", "user.email=conformance@localhost", "-c", "commit.gpgsign=false", ...a],
    { cwd: tree, stdio: "ignore" },
  );
git("init", "-q", "-b", "main");
git("remote", "add", "origin", "https://github.com/garrytan/gstack.git");
git("add", "-A");
git("commit", "-q", "-m", "gstack checkout");

// gstack's own remaining tools call `bun` from PATH: give them the kit's.
const bun = join(KIT, "node_modules", ".bin", "bun");
const run = spawnSync(bun, ["test", ...TEST_FILES], {
  cwd: tree,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
  env: {
    ...process.env,
    HOME: home,
    PATH: `${join(KIT, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
    NO_COLOR: "1",
  },
});
const out = `${run.stdout}${run.stderr}`;
if (args.has("-v")) process.stdout.write(out);

// bun prints a "file.test.ts:" header, then "(pass) name" / "(fail) name" per case, then repeats
// the failures in a summary; count each case once, under its file.
const perFile = new Map<string, { pass: number; fail: string[] }>();
let file = "";
for (const line of out.split("\n")) {
  const header = /^(\S+\.test\.ts):$/.exec(line);
  if (header) {
    file = header[1]!;
    perFile.set(file, { pass: 0, fail: [] });
    continue;
  }
  if (/^\d+ tests? failed:$/.test(line)) {
    file = "";
    continue;
  }
  const m = /^\((pass|fail)\) (.*?)(?: \[[\d.]+m?s\])?$/.exec(line);
  if (!m || !file) continue;
  const entry = perFile.get(file)!;
  if (m[1] === "pass") entry.pass++;
  else if (!entry.fail.includes(m[2]!)) entry.fail.push(m[2]!);
}

let pass = 0;
const fails: string[] = [];
for (const [f, e] of perFile) {
  pass += e.pass;
  fails.push(...e.fail.map((n) => `${f}: ${n}`));
  process.stdout.write(`${e.fail.length ? "FAIL" : "ok  "} ${f}  ${e.pass} pass, ${e.fail.length} fail\n`);
}
const unexpected = fails.filter((n) => !SOURCE_TEXT_CASES.test(n));
for (const n of fails) process.stdout.write(`  ${SOURCE_TEXT_CASES.test(n) ? "(reads gstack source) " : ""}${n}\n`);
process.stdout.write(
  `${args.has("--gstack") ? "gstack's own bin/" : "kit bin/ swapped in"}: ${pass} pass, ${fails.length} fail (${fails.length - unexpected.length} read gstack's source text)\n`,
);
if (perFile.size === 0) process.stdout.write(out);

if (args.has("--keep")) process.stdout.write(`scratch tree kept at ${tree}\n`);
else rmSync(scratch, { recursive: true, force: true });
process.exit(perFile.size > 0 && unexpected.length === 0 ? 0 : 1);
