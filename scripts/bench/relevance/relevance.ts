// The loader's relevance benchmark: public skill packs, requests written the way users type them
// (requests.json), and the pipeline's Score, Resolve and ModelFilter stages at the default
// threshold. For each pack set it reports the share of requests whose expected skill is selected
// and how many other skills are selected with it. Packs are not part of the repository (their
// licences differ): they are read from GSTACK_SKILL_PACKS (a folder with one folder per pack) or
// cloned when the network allows; without them the benchmark says so and is skipped.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { KeywordScorer } from "../../../lib/loader/keyword-scorer.ts";
import { runStages } from "../../../lib/loader/pipeline.ts";
import { parseSkill } from "../../../lib/loader/skill.ts";
import type { Scope, Skill } from "../../../lib/loader/types.ts";

export const PACKS = [
  { id: "superpowers", repo: "obra/superpowers" },
  { id: "anthropics-skills", repo: "anthropics/skills" },
  { id: "antigravity-awesome-skills", repo: "sickn33/antigravity-awesome-skills" },
] as const;
type PackId = (typeof PACKS)[number]["id"];

/** Every split of requests.json, in the order reported. */
export const SPLITS = [
  "dev",
  "held-out",
  "fresh",
  "fresh-2",
  "fresh-3",
  "fresh-4",
  "fresh-5",
  "fresh-6",
  "fresh-7",
  "fresh-8",
  "fresh-9",
  "fresh-10",
  "fresh-11",
  "fresh-12",
  "fresh-13",
  "fresh-14",
  "fresh-15",
  "fresh-16",
  "fresh-17",
  "fresh-18",
  "fresh-19",
  "fresh-20",
  "fresh-21",
  "fresh-22",
  "fresh-23",
  "fresh-24",
  "fresh-25",
  "fresh-26",
  "fresh-27",
  "fresh-28",
  "fresh-29",
  "fresh-30",
  "fresh-31",
  "fresh-32",
  "fresh-33",
  "fresh-34",
  "fresh-35",
  "fresh-36",
  "fresh-37",
  "fresh-38",
  "fresh-39",
  "fresh-40",
  "fresh-41",
  "fresh-42",
  "fresh-43",
  "fresh-44",
  "fresh-45",
  "fresh-46",
  "fresh-47",
  "fresh-48",
  "fresh-49",
  "fresh-50",
  "fresh-51",
  "fresh-52",
  "fresh-53",
  "fresh-54",
  "fresh-55",
  "fresh-56",
  "fresh-57",
  "fresh-58",
  "fresh-60",
  "fresh-61",
  "fresh-62",
  "fresh-63",
  "fresh-64",
  "fresh-65",
  "fresh-66",
  "fresh-67",
  "fresh-68",
  "fresh-69",
  "fresh-70",
  "fresh-71",
  "fresh-72",
  "fresh-73",
  "fresh-74",
  "fresh-75",
  "fresh-76",
  "fresh-77",
  "fresh-78",
  "fresh-79",
  "fresh-80",
  "fresh-81",
  "fresh-82",
  "fresh-83",
  "fresh-84",
  "fresh-85",
  "fresh-86",
  "fresh-87",
  "fresh-88",
  "fresh-89",
  "fresh-90",
  "fresh-91",
  "fresh-92",
  "fresh-93",
  "fresh-94",
  "fresh-95",
  "fresh-96",
  "fresh-97",
  "fresh-98",
  "fresh-99",
  "fresh-100",
  "fresh-101",
  "fresh-102",
  "fresh-103",
  "fresh-104",
  "fresh-105",
  "fresh-106",
  "fresh-107",
  "fresh-108",
  "fresh-109",
  "fresh-110",
  "fresh-111",
  "fresh-112",
  "fresh-113",
  "fresh-114",
  "fresh-115",
  "fresh-116",
  "fresh-117",
  "fresh-118",
  "fresh-119",
  "fresh-120",
  "fresh-121",
  "fresh-122",
  "fresh-123",
  "fresh-124",
  "fresh-125",
  "fresh-126",
  "fresh-127",
  "fresh-128",
  "fresh-129",
] as const;

export interface Request {
  id: string;
  split: (typeof SPLITS)[number];
  request: string;
  expect: string[];
}

export function readRequests(file = join(import.meta.dirname, "requests.json")): Request[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { requests: Request[] }).requests;
}

/** Where the packs are: GSTACK_SKILL_PACKS, or a shallow clone into a cache folder; undefined when neither works. */
export function findPacks(env: NodeJS.ProcessEnv, log: (s: string) => void): string | undefined {
  const given = env.GSTACK_SKILL_PACKS;
  if (given) {
    const missing = PACKS.filter((p) => !existsSync(join(given, p.id)));
    if (missing.length)
      log(
        `relevance: GSTACK_SKILL_PACKS=${given} lacks ${missing.map((p) => p.id).join(", ")}; those pack sets are skipped`,
      );
    return given;
  }
  const cache = join(tmpdir(), "gstack-skill-packs");
  mkdirSync(cache, { recursive: true });
  for (const p of PACKS) {
    const dir = join(cache, p.id);
    if (existsSync(dir)) continue;
    // Cloned beside, then renamed: an interrupted clone never looks like a pack.
    const part = `${dir}.part`;
    try {
      rmSync(part, { recursive: true, force: true });
      execFileSync("git", ["clone", "--quiet", "--depth", "1", `https://github.com/${p.repo}.git`, part], {
        stdio: "ignore",
        timeout: 120_000,
      });
      renameSync(part, dir);
    } catch {
      rmSync(part, { recursive: true, force: true });
      log(
        `relevance: skipped: could not clone ${p.repo} (no network?); set GSTACK_SKILL_PACKS to a folder holding ${PACKS.map((x) => x.id).join(", ")}`,
      );
      return undefined;
    }
  }
  return cache;
}

/** Every SKILL.md of a pack: under its skills/ folder when it has one (what users install), else anywhere. */
function skillFiles(packDir: string): string[] {
  const top = existsSync(join(packDir, "skills")) ? join(packDir, "skills") : packDir;
  const out: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const p = join(dir, e.name);
      if (e.isDirectory() && depth < 4) walk(p, depth + 1);
      else if (e.isFile() && e.name === "SKILL.md") out.push(p);
    }
  };
  walk(top, 0);
  return out;
}

let id = 0;
export async function readSkills(files: string[], root: string, scope: Scope = "user", rankFrom = 0): Promise<Skill[]> {
  const out: Skill[] = [];
  for (const [i, file] of files.entries()) {
    const text = readFileSync(file, "utf8");
    const dir = file.slice(0, -"/SKILL.md".length);
    const folder = relative(root, dir).split("/").pop()!;
    out.push(
      await parseSkill(
        { file, dir, folder, root, scope, rank: rankFrom + i, id: `r:${id++}`, size: statSync(file).size },
        text,
      ),
    );
  }
  return out;
}

export async function readPack(packsDir: string, pack: PackId): Promise<Skill[] | undefined> {
  const dir = join(packsDir, pack);
  if (!existsSync(dir)) return undefined;
  return readSkills(skillFiles(dir), dir);
}

export interface SetResult {
  label: string;
  skills: number;
  split: string;
  /** Requests with an expected skill installed. */
  requests: number;
  hits: number;
  /** The expected skill was selected and Budget loaded it (default budget, 15,500 characters). */
  loaded: number;
  /** Other skills selected, summed over those requests. */
  others: number;
  /** Other skills selected and loaded within budget, summed over those requests. */
  othersLoaded: number;
  /** The expected skill was the top-scored selected skill. */
  top: number;
  /** Requests with no expected skill installed, and the skills selected for them. */
  unmatched: number;
  unmatchedSelected: number;
  misses: string[];
}

/** Runs every request of `split` against one installed set. */
export async function evaluate(label: string, skills: Skill[], requests: Request[], split: string): Promise<SetResult> {
  const names = new Set(skills.filter((s) => s.valid).map((s) => s.name));
  const r: SetResult = {
    label,
    skills: names.size,
    split,
    requests: 0,
    hits: 0,
    loaded: 0,
    others: 0,
    othersLoaded: 0,
    top: 0,
    unmatched: 0,
    unmatchedSelected: 0,
    misses: [],
  };
  const scorer = new KeywordScorer();
  for (const q of requests) {
    if (q.split !== split) continue;
    const res = await runStages({
      skills,
      scorer,
      ctx: { intent: q.request, files: [], context: "" },
      activated: new Set(),
      profile: "interactive",
      warm: new Map(),
      budget: 15_500,
    });
    // Selected: passed Score, Resolve and ModelFilter (whether Budget then loads it is another matter).
    const selected = res.candidates
      .filter((c) => c.budget)
      .sort((a, b) => b.score! - a.score! || (a.skill.name < b.skill.name ? -1 : 1));
    const expected = q.expect.filter((e) => names.has(e));
    if (!expected.length) {
      r.unmatched++;
      r.unmatchedSelected += selected.length;
      continue;
    }
    r.requests++;
    const hit = selected.some((c) => expected.includes(c.skill.name));
    if (hit) r.hits++;
    if (selected.some((c) => c.budget === "load" && expected.includes(c.skill.name))) r.loaded++;
    else
      r.misses.push(
        `${q.id} "${q.request}": got ${selected.map((c) => `${c.skill.name} ${c.score}`).join(", ") || "nothing"}`,
      );
    if (selected[0] && expected.includes(selected[0].skill.name)) r.top++;
    r.others += selected.filter((c) => !expected.includes(c.skill.name)).length;
    r.othersLoaded += selected.filter((c) => c.budget === "load" && !expected.includes(c.skill.name)).length;
  }
  return r;
}

export interface Sets {
  label: string;
  skills: Skill[];
}

/** The pack sets measured, from 14 to about 1,200 installed skills. */
export async function packSets(packsDir: string, distractors?: Skill[]): Promise<Sets[]> {
  const sp = await readPack(packsDir, "superpowers");
  const an = await readPack(packsDir, "anthropics-skills");
  const ag = await readPack(packsDir, "antigravity-awesome-skills");
  const out: Sets[] = [];
  // Discovery rank across packs: earlier packs win a shared name, as a nearer root would.
  const join_ = (...packs: Skill[][]) => {
    let rank = 0;
    return packs.flat().map((s) => ({ ...s, rank: rank++ }));
  };
  if (sp) out.push({ label: "superpowers", skills: sp });
  if (an) out.push({ label: "anthropics/skills", skills: an });
  if (sp && an) out.push({ label: "anthropics + superpowers", skills: join_(an, sp) });
  if (ag) out.push({ label: "antigravity-awesome-skills", skills: ag });
  if (sp && an && ag) {
    out.push({ label: "all three packs", skills: join_(an, sp, ag) });
    if (distractors) out.push({ label: "all three + 600 generated", skills: join_(an, sp, ag, distractors) });
  }
  return out;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : "-");
const avg = (a: number, b: number) => (b ? (a / b).toFixed(2) : "-");

export function table(results: SetResult[]): string {
  const head =
    "| pack set | skills | split | requests | expected skill selected | and loaded within budget | top pick right | other skills selected (avg) | other skills loaded (avg) | selected when no installed skill fits (avg, n) |\n|---|---|---|---|---|---|---|---|---|---|";
  return `${head}\n${results.map((r) => `| ${r.label} | ${r.skills} | ${r.split} | ${r.requests} | ${pct(r.hits, r.requests)} (${r.hits}) | ${pct(r.loaded, r.requests)} | ${pct(r.top, r.requests)} | ${avg(r.others, r.requests)} | ${avg(r.othersLoaded, r.requests)} | ${avg(r.unmatchedSelected, r.unmatched)} (${r.unmatched}) |`).join("\n")}`;
}

/** The sums of `results` over every pack set, for one split or (without it) all of them. */
export interface Totals {
  requests: number;
  hits: number;
  loaded: number;
  others: number;
  othersLoaded: number;
  top: number;
  unmatched: number;
  unmatchedSelected: number;
}

export function totals(results: SetResult[], split?: string): Totals {
  const rs = split === undefined ? results : results.filter((r) => r.split === split);
  const sum = (f: (r: SetResult) => number) => rs.reduce((n, r) => n + f(r), 0);
  return {
    requests: sum((r) => r.requests),
    hits: sum((r) => r.hits),
    loaded: sum((r) => r.loaded),
    others: sum((r) => r.others),
    othersLoaded: sum((r) => r.othersLoaded),
    top: sum((r) => r.top),
    unmatched: sum((r) => r.unmatched),
    unmatchedSelected: sum((r) => r.unmatchedSelected),
  };
}
