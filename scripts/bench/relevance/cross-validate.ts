// `bun scripts/bench/relevance/cross-validate.ts [--fold <first>..<last>]... [--jobs N]`: the
// relevance benchmark cross-validated. Each fold, a batch of splits written together, is scored
// with the learned tables (scripts/gen-associations.ts) learned from every other fold, never from
// itself nor from the held-back splits; so every figure is what a voice the tables have not read
// gets. Without --fold, the batches of decisions 0103 to 0106. Prints one row per fold and the
// total over all request runs of the six pack sets. `--without <table>` (a file of lib/loader, e.g.
// synonyms.txt) scores without that table, to measure what it adds. Needs the packs
// (GSTACK_SKILL_PACKS). Exit 0 with the table printed; 2 on a bad argument (one line naming it) or
// when the packs are missing; 1 when a fold's run fails.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { readTablesFrom, TABLE_FILES } from "../../../lib/loader/synonyms.ts";
import { HELD_BACK, learnedExamples, learnTables, packDocs } from "../../gen-associations.ts";
import { findPacks, SPLITS, type Totals, totals } from "./relevance.ts";
import { runRelevance } from "./run.ts";

const LOADER = join(import.meta.dirname, "..", "..", "..", "lib", "loader");

/** The batches of splits written together (one brief, one round of voices), first..last. */
export const FOLDS = [
  "dev..fresh-14",
  "fresh-15..fresh-20",
  "fresh-23..fresh-30",
  "fresh-31..fresh-38",
  "fresh-39..fresh-42",
  "fresh-43..fresh-50",
  "fresh-51..fresh-58",
  "fresh-60..fresh-65",
  "fresh-66..fresh-71",
  "fresh-72..fresh-77",
  "fresh-78..fresh-83",
  "fresh-84..fresh-89",
  "fresh-90..fresh-97",
  "fresh-98..fresh-105",
  "fresh-106..fresh-113",
  "fresh-114..fresh-121",
  "fresh-122..fresh-129",
];

/** A bad argument: reported as one line, exit 2. */
export class UsageError extends Error {}

/** The splits of "first..last" in SPLITS order (held-back ones left out), or one split's name. */
export function foldSplits(spec: string): string[] {
  const [first, last = first] = spec.split("..");
  const a = SPLITS.indexOf(first as (typeof SPLITS)[number]);
  const b = SPLITS.indexOf(last as (typeof SPLITS)[number]);
  if (a < 0 || b < a)
    throw new UsageError(`--fold: "${spec}" is not <split>..<split> in requests.json order (e.g. fresh-72..fresh-77)`);
  return SPLITS.slice(a, b + 1).filter((s) => !HELD_BACK.has(s));
}

const row = (name: string, s: Totals) =>
  `| ${name} | ${s.requests} | ${((100 * s.loaded) / s.requests).toFixed(2)}% | ${(s.othersLoaded / s.requests).toFixed(3)} | ${((100 * s.top) / s.requests).toFixed(2)}% | ${(s.unmatchedSelected / s.unmatched).toFixed(2)} |`;

/** One fold in a child process: the loader keeps its tables for the process, so each fold gets its own. */
function scoreFold(dir: string, splits: string[]): Promise<Totals> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, "--child", dir, ...splits], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out) as Totals) : reject(new Error(`fold ${splits[0]}: exit ${code}`)),
    );
  });
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      fold: { type: "string", multiple: true },
      without: { type: "string", multiple: true, default: [] },
      jobs: { type: "string", default: "2" },
      child: { type: "string" },
    },
  });
  const log = (s: string) => process.stderr.write(`${s}\n`);
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new UsageError(`--jobs: "${values.jobs}" is not a whole number of 1 or more`);
  if (values.child) {
    readTablesFrom(values.child);
    const res = await runRelevance(positionals, log);
    if (!res) return 2;
    process.stdout.write(JSON.stringify(totals(res)));
    return 0;
  }
  const without = new Set(values.without);
  for (const t of without)
    if (!(TABLE_FILES as readonly string[]).includes(t))
      throw new UsageError(`--without: "${t}" is not a table; use one of ${TABLE_FILES.join(", ")}`);
  const folds = (values.fold ?? FOLDS).map((f) => ({ name: f, splits: foldSplits(f) }));
  const packs = findPacks(process.env, log);
  const docs = packs && (await packDocs(packs, log));
  if (!docs) return 2;
  const root = mkdtempSync(join(tmpdir(), "gstack-cv-"));
  const results: Totals[] = [];
  try {
    let next = 0;
    const worker = async () => {
      while (next < folds.length) {
        const i = next++;
        const fold = folds[i]!;
        const dir = join(root, String(i));
        mkdirSync(dir);
        // The learned tables without the fold; the others (WordNet's) as shipped.
        const learned = learnTables(learnedExamples(new Set(fold.splits)), docs, []);
        for (const t of learned) writeFileSync(join(dir, t.file), t.text);
        for (const f of TABLE_FILES)
          if (!learned.some((t) => t.file === f)) copyFileSync(join(LOADER, f), join(dir, f));
        for (const f of without) rmSync(join(dir, f));
        const s = await scoreFold(dir, fold.splits);
        results[i] = s;
        log(row(fold.name, s));
      }
    };
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const all = totals([]);
  for (const s of results) for (const k of Object.keys(all) as (keyof Totals)[]) all[k] += s[k];
  process.stdout.write(
    "| fold | request runs | loaded | other skills loaded | top pick right | selected when nothing fits |\n|---|---|---|---|---|---|\n",
  );
  for (const [i, f] of folds.entries()) process.stdout.write(`${row(f.name, results[i]!)}\n`);
  process.stdout.write(`${row("**all**", all)}\n`);
  return 0;
}

if (import.meta.main) {
  let code: number;
  try {
    code = await main();
  } catch (e) {
    process.stderr.write(`cross-validate: ${e instanceof Error ? e.message : String(e)}\n`);
    code = e instanceof UsageError || (e as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") ? 2 : 1;
  }
  process.exit(code);
}
