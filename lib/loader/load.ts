// Stage 6, Load: the only stage with effects. It re-reads each skill of the load set (and the
// skills it extends) and compares the content hash with the one that was scored. An unchanged
// skill loads the composed text Resolve produced. A changed skill is re-parsed and re-scored
// (through the caller's `rescore`, which runs Score, Resolve and ModelFilter again on the new
// text): it loads its new content only if it still passes and still fits the budget; a removed
// or now-failing skill does not load. Nothing stale is ever loaded. Reference files in the skill
// folder are listed, not loaded.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseSkill } from "./skill.ts";
import type { BudgetResult } from "./budget.ts";
import type { Candidate, Skill } from "./types.ts";

export const MAX_REFERENCES = 50;
const MAX_REFERENCE_DEPTH = 3;

export interface LoadedSkill {
  candidate: Candidate;
  content: string;
  chars: number;
  /** SHA-256 of the SKILL.md text that was loaded (the child's, for an `extends` chain). */
  hash: string;
  references: string[];
  /** Set when the file changed after scoring and was re-scored before loading. */
  changed?: string;
}

export interface LoadResult {
  loaded: LoadedSkill[];
  /** Candidates that did not load: the Budget overflow plus any that changed and no longer qualify. */
  overflow: Candidate[];
  /** Skills that changed between scoring and loading, and what happened. */
  changed: { name: string; outcome: string }[];
  used: number;
  budget: number;
}

export interface LoadDeps {
  hash: (text: string) => string;
  /** Re-runs Score, Resolve and ModelFilter with the given skills replaced; returns the named candidate. */
  rescore: (replaced: ReadonlyMap<string, Skill | null>, name: string) => Promise<Candidate | undefined>;
  readText?: (file: string) => string | undefined;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Files in the skill folder other than SKILL.md (sorted, relative), without reading them. */
export function listReferences(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (out.length >= MAX_REFERENCES) return;
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (depth < MAX_REFERENCE_DEPTH) walk(p, depth + 1);
      } else if (!(depth === 0 && e.name === "SKILL.md")) out.push(relative(dir, p).split(sep).join("/"));
    }
  };
  walk(dir, 0);
  return out;
}

export async function loadStage(plan: BudgetResult, deps: LoadDeps): Promise<LoadResult> {
  const read = deps.readText ?? readText;
  const order = plan.candidates.filter((c) => c.budget).sort((a, b) => a.order! - b.order!);
  const loaded: LoadedSkill[] = [];
  const overflow: Candidate[] = order.filter((c) => c.budget === "overflow");
  const changed: LoadResult["changed"] = [];
  let used = 0;
  for (const c of order) {
    if (c.budget !== "load") continue;
    const chain = c.chain ?? [c.skill];
    const replaced = new Map<string, Skill | null>();
    for (const s of chain) {
      const now = read(s.file);
      if (now === undefined) replaced.set(s.file, null);
      else if (deps.hash(now) !== deps.hash(s.text)) replaced.set(s.file, await parseSkill(s, now));
    }
    if (!replaced.size) {
      used += c.chars!;
      loaded.push({
        candidate: c,
        content: c.content!,
        chars: c.chars!,
        hash: deps.hash(c.skill.text),
        references: listReferences(c.skill.dir),
      });
      continue;
    }
    const what = [...replaced].map(([f, s]) => `${s === null ? "removed" : "changed"}: ${f}`).join("; ");
    const fresh = await deps.rescore(replaced, c.skill.name);
    if (!fresh || fresh.dropped) {
      const reason = `${what}; re-scored: ${fresh?.dropped?.reason ?? "gone"}`;
      changed.push({ name: c.skill.name, outcome: `not loaded (${reason})` });
      continue;
    }
    if (used + fresh.chars! > plan.budget - remainingAfter(order, c)) {
      const reason = `${what}; re-scored ${fresh.score}, now ${fresh.chars} characters: no longer fits`;
      changed.push({ name: c.skill.name, outcome: `overflow (${reason})` });
      overflow.push({ ...c, decisions: [...c.decisions, { stage: "load", outcome: "overflow", reason }] });
      continue;
    }
    used += fresh.chars!;
    const note = `${what}; re-scored ${fresh.score} >= ${fresh.threshold}, loaded the new content`;
    changed.push({ name: c.skill.name, outcome: "loaded fresh" });
    loaded.push({
      candidate: { ...fresh, order: c.order, budget: "load" },
      content: fresh.content!,
      chars: fresh.chars!,
      hash: deps.hash(fresh.skill.text),
      references: listReferences(fresh.skill.dir),
      changed: note,
    });
  }
  return { loaded, overflow, changed, used, budget: plan.budget };
}

/** Characters still reserved for load-set skills after `c` in the order (they were planned to fit). */
function remainingAfter(order: readonly Candidate[], c: Candidate): number {
  let n = 0;
  for (const o of order) if (o.budget === "load" && o.order! > c.order!) n += o.chars!;
  return n;
}
