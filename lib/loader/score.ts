// Stage 1, Score: every discovered skill gets a relevance score 0-100 from the scorer; skills
// below their threshold (default 50) are dropped. Invalid skills and conditional skills that are
// not active yet are dropped here too, with the reason. Dropped skills stay in the list so that
// Resolve can still shadow by their name and the plan can show why.
import { compileGlob, globMatch } from "./glob.ts";
import { MAX_EXTENDS_DEPTH } from "./skill.ts";
import {
  DEFAULT_THRESHOLD,
  type Candidate,
  type ScoreContext,
  type ScoreItem,
  type Scorer,
  type Skill,
  type Triggers,
} from "./types.ts";

/** The winning (lowest-rank) valid skill per name: what `extends` refers to. */
export function winnersByName(skills: readonly Skill[]): Map<string, Skill> {
  const out = new Map<string, Skill>();
  for (const s of skills) {
    const cur = out.get(s.name);
    if (!cur || s.rank < cur.rank) out.set(s.name, s);
  }
  return out;
}

/** The first conditional `paths` glob that a file matches, or undefined. */
export function matchPaths(skill: Skill, files: readonly string[]): { file: string; pattern: string } | undefined {
  for (const pattern of skill.meta.paths) {
    const g = compileGlob(pattern);
    if (!g) continue;
    const file = files.find((f) => globMatch(g, f));
    if (file) return { file, pattern };
  }
  return undefined;
}

/** A skill's own triggers, or the nearest ancestor's when it declares none. */
function inherited(
  skill: Skill,
  byName: Map<string, Skill>,
): { triggers: Triggers; threshold?: number; from?: string } {
  let cur = skill;
  const seen = new Set([skill.name]);
  for (let depth = 0; depth <= MAX_EXTENDS_DEPTH; depth++) {
    if (cur.meta.hasTriggers || !cur.meta.extends) break;
    const parent = byName.get(cur.meta.extends);
    if (!parent?.valid || seen.has(parent.name)) break;
    seen.add(parent.name);
    cur = parent;
  }
  return {
    triggers: cur.meta.triggers,
    threshold: skill.meta.threshold ?? (cur === skill ? undefined : cur.meta.threshold),
    from: cur === skill ? undefined : cur.name,
  };
}

export async function scoreStage(
  skills: readonly Skill[],
  ctx: ScoreContext,
  scorer: Scorer,
  activated: ReadonlySet<string> = new Set(),
): Promise<Candidate[]> {
  const byName = winnersByName(skills);
  const out: Candidate[] = [];
  const items: ScoreItem[] = [];
  const pending: { c: Candidate; threshold: number; note: string[] }[] = [];
  for (const skill of skills) {
    const c: Candidate = { skill, decisions: [] };
    out.push(c);
    if (!skill.valid) {
      const p = skill.problems.find((x) => x.level === "error")!;
      const reason = `${p.field}: ${p.message}${p.line ? ` (line ${p.line})` : ""}`;
      c.dropped = { stage: "discover", reason: `invalid: ${reason}` };
      c.decisions.push({ stage: "discover", outcome: "invalid", reason });
      continue;
    }
    const note: string[] = [];
    let paths: string[] = [];
    if (skill.meta.paths.length) {
      const hit = matchPaths(skill, ctx.files);
      if (!hit && !activated.has(skill.name)) {
        const reason = `conditional: no file matching ${skill.meta.paths.join(", ")} touched yet`;
        c.dropped = { stage: "score", reason };
        c.decisions.push({ stage: "score", outcome: "inactive", reason });
        continue;
      }
      paths = skill.meta.paths;
      note.push(hit ? `activated by ${hit.file}` : "activated earlier in the session");
    }
    const inh = inherited(skill, byName);
    if (inh.from) note.push(`triggers from ${inh.from}`);
    items.push({ skill, triggers: inh.triggers, paths });
    pending.push({ c, threshold: inh.threshold ?? DEFAULT_THRESHOLD, note });
  }
  const results = await scorer.score(items, ctx);
  pending.forEach(({ c, threshold, note }, i) => {
    const r = results[i] ?? { score: 0, reasons: [] };
    const score = Math.max(0, Math.min(100, Math.round(r.score)));
    c.score = score;
    c.threshold = threshold;
    c.reasons = [...note, ...r.reasons];
    const why = c.reasons.length ? c.reasons.join("; ") : "no trigger matched";
    if (score >= threshold) {
      c.decisions.push({ stage: "score", outcome: "pass", reason: `${score} >= ${threshold}: ${why}` });
    } else {
      const reason = `${score} < ${threshold}: ${why}`;
      c.dropped = { stage: "score", reason };
      c.decisions.push({ stage: "score", outcome: "below threshold", reason });
    }
  });
  return out;
}
