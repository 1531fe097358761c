// `GSTACK_SKILL_PACKS=DIR bun scripts/bench/relevance/brief-files.ts OUT`: the two files a writer of
// a new split works from (brief.md): OUT/skills.tsv, every installed skill as pack, name and
// description (one line each, the description cut to 400 characters), and OUT/least-asked.txt,
// the 150 skills requests.json asks for least, with how often. Exit 2 without OUT or the packs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findPacks, PACKS, readPack, readRequests } from "./relevance.ts";

const LEAST = 150;

async function main(): Promise<number> {
  const out = process.argv[2];
  if (!out) {
    process.stderr.write("brief-files: OUT is missing: bun scripts/bench/relevance/brief-files.ts <folder>\n");
    return 2;
  }
  const log = (s: string) => process.stderr.write(`${s}\n`);
  const packs = findPacks(process.env, log);
  if (!packs) return 2;
  const rows: string[] = [];
  const asked = new Map<string, number>();
  for (const p of PACKS) {
    const skills = await readPack(packs, p.id);
    if (!skills) {
      log(`brief-files: ${p.id} is missing from ${packs}`);
      return 2;
    }
    for (const s of skills) {
      asked.set(s.name, 0);
      rows.push(
        [
          p.id,
          s.name,
          String(s.meta.description ?? "")
            .replace(/\s+/g, " ")
            .slice(0, 400),
        ].join("\t"),
      );
    }
  }
  for (const r of readRequests()) for (const e of new Set(r.expect)) if (asked.has(e)) asked.set(e, asked.get(e)! + 1);
  const least = [...asked].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, LEAST);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "skills.tsv"), `pack\tname\tdescription\n${rows.join("\n")}\n`);
  writeFileSync(join(out, "least-asked.txt"), `${least.map(([n, c]) => `${n}\t${c}`).join("\n")}\n`);
  log(`brief-files: ${rows.length} skills, ${least.length} least asked, in ${out}`);
  return 0;
}

if (import.meta.main) process.exit(await main());
