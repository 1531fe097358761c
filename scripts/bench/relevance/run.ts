// `bun scripts/bench/relevance/run.ts [--held-out | --fresh | --fresh-2 | --fresh-3 | --fresh-4 | --fresh-5 | --fresh-6 | --fresh-7 | ... | --fresh-129 | --all] [--misses]`: the relevance
// benchmark alone, for tuning the scorer on the dev requests (check held-out and fresh rarely;
// fresh-2 is never tuned on; decision 0094 lists what was learned from reading its misses; fresh-3
// to fresh-129 are written from the packs alone, and fresh-21 and fresh-22 are the ones neither tuning nor the learned tables of 0100 to 0106 have read: 0097-0106;
// cross-validate.ts gives every other batch's figure with tables learned without it).
// `npm run bench` runs the same and writes the figures into docs/benchmarks.md.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeLoaderFixture } from "../fixtures/loader-skills.ts";
import { evaluate, findPacks, packSets, readRequests, readSkills, SPLITS, table, type SetResult } from "./relevance.ts";
import type { Skill } from "../../../lib/loader/types.ts";

export { SPLITS };

export async function generatedSkills(): Promise<Skill[]> {
  const dir = mkdtempSync(join(tmpdir(), "gstack-relevance-"));
  try {
    const f = writeLoaderFixture(dir, 600);
    const root = join(f.project, ".claude", "skills");
    const files = readdirSync(root)
      .sort()
      .map((d) => join(root, d, "SKILL.md"));
    const skills = await readSkills(files, root, "project", 100_000);
    for (const s of skills) void s.text;
    return skills;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** All pack sets for the given splits; undefined when the packs are not available. */
export async function runRelevance(splits: string[], log: (s: string) => void): Promise<SetResult[] | undefined> {
  const packs = findPacks(process.env, log);
  if (!packs) return undefined;
  const sets = await packSets(packs, await generatedSkills());
  const requests = readRequests();
  const out: SetResult[] = [];
  for (const split of splits) for (const s of sets) out.push(await evaluate(s.label, s.skills, requests, split));
  return out;
}

if (import.meta.main) {
  const args = new Set(process.argv.slice(2));
  const splits = args.has("--all") ? [...SPLITS] : SPLITS.filter((s) => args.has(`--${s}`));
  if (!splits.length) splits.push("dev");
  const res = await runRelevance(splits, (s) => process.stderr.write(`${s}\n`));
  if (!res) process.exit(0);
  process.stdout.write(`${table(res)}\n`);
  if (args.has("--misses")) for (const r of res) for (const m of r.misses) process.stdout.write(`${r.label} ${m}\n`);
}
