// Text and JSON shapes of the loader's output (plan, load, list, validate).
import { isAbsolute, relative, sep } from "node:path";
import type { BudgetResult } from "./budget.ts";
import type { LoadResult } from "./load.ts";
import type { Candidate, Problem, Skill } from "./types.ts";
import type { PlanRun } from "./pipeline.ts";

/** A path as shown: relative to cwd when inside it, `~/...` under HOME, else absolute. */
export function showPath(file: string, cwd: string, home?: string): string {
  const rel = relative(cwd, file);
  if (rel && !rel.startsWith("..") && !isAbsolute(rel)) return rel.split(sep).join("/");
  if (home) {
    const h = relative(home, file);
    if (h && !h.startsWith("..") && !isAbsolute(h)) return `~/${h.split(sep).join("/")}`;
  }
  return file;
}

export type Outcome = "load" | "overflow" | "dropped";

export function outcomeOf(c: Candidate): Outcome {
  return c.budget === "load" ? "load" : c.budget === "overflow" ? "overflow" : "dropped";
}

/** Active candidates in Budget order, then dropped ones in discovery order. */
export function planOrder(r: BudgetResult): Candidate[] {
  const active = r.candidates.filter((c) => c.budget).sort((a, b) => a.order! - b.order!);
  const dropped = r.candidates.filter((c) => !c.budget).sort((a, b) => a.skill.rank - b.skill.rank);
  return [...active, ...dropped];
}

export function candidateJson(c: Candidate, hash: (t: string) => string) {
  return {
    name: c.skill.name,
    scope: c.skill.scope,
    path: c.skill.file,
    outcome: outcomeOf(c),
    ...(c.dropped ? { dropped_at: c.dropped.stage, reason: c.dropped.reason } : {}),
    score: c.score ?? null,
    threshold: c.threshold ?? null,
    tier: c.tier ?? null,
    warm: c.warm ?? null,
    order: c.order ?? null,
    chars: c.chars ?? null,
    hash: c.budget ? hash(c.skill.text) : null,
    extends: c.chain && c.chain.length > 1 ? c.chain.slice(1).map((s) => s.name) : [],
    decisions: c.decisions,
  };
}

export function planText(r: BudgetResult, cwd: string, home: string | undefined, header: string): string {
  const list = planOrder(r);
  const n = (o: Outcome) => list.filter((c) => outcomeOf(c) === o).length;
  const lines = [
    `${header}: ${n("load")} load (${r.used} of ${r.budget} characters), ${n("overflow")} overflow, ${n("dropped")} dropped, ${list.length} skills`,
  ];
  for (const c of list) {
    const o = outcomeOf(c);
    const pos = c.order ? `${c.order}.` : "-";
    const facts = [
      c.skill.scope,
      c.tier,
      c.score !== undefined ? `score ${c.score}` : undefined,
      c.warm ? "warm" : undefined,
      c.chars !== undefined && c.budget ? `${c.chars} chars` : undefined,
    ]
      .filter(Boolean)
      .join(", ");
    lines.push(
      `${pos} ${c.skill.name} [${o}${c.dropped ? ` at ${c.dropped.stage}` : ""}] ${facts}  ${showPath(c.skill.file, cwd, home)}`,
    );
    for (const d of c.decisions) lines.push(`     ${d.stage.padEnd(8)} ${d.outcome}: ${d.reason}`);
  }
  return `${lines.join("\n")}\n`;
}

function attr(v: string): string {
  return v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The load set as the agent receives it: each skill's composed text in a <skill> element. */
export function loadText(r: LoadResult, cwd: string, home: string | undefined): string {
  const out: string[] = [];
  for (const l of r.loaded) {
    const c = l.candidate;
    const attrs = [
      `name="${attr(c.skill.name)}"`,
      `scope="${c.skill.scope}"`,
      `tier="${c.tier ?? "standard"}"`,
      `score="${c.score ?? 0}"`,
      `chars="${l.chars}"`,
      `path="${attr(showPath(c.skill.file, cwd, home))}"`,
    ];
    const refs = l.references.length
      ? `\nReference files (not loaded; read on demand from ${showPath(c.skill.dir, cwd, home)}/): ${l.references.join(", ")}\n`
      : "";
    out.push(
      `<skill ${attrs.join(" ")}>\n${l.content.endsWith("\n") || !l.content ? l.content : `${l.content}\n`}${refs}</skill>\n`,
    );
  }
  return out.join("\n");
}

/**
 * Skills picked but not loaded, one line each: name, absolute SKILL.md path (what a Read tool
 * takes), size, then the description on one line (control runs to spaces) cut at 300 characters.
 */
export function pointerText(cs: readonly Candidate[]): string {
  return `${cs
    .map((c) => {
      const d = c.skill.meta.description.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
      const desc = d.length > 300 ? `${d.slice(0, 299)}\u2026` : d;
      const size = c.chars === undefined ? "" : `, ${c.chars} characters`;
      return `- ${c.skill.name} (${c.skill.file}${size})${desc ? `: ${desc}` : ""}`;
    })
    .join("\n")}\n`;
}

export function loadJson(r: LoadResult, hash: (t: string) => string) {
  return {
    budget: r.budget,
    used: r.used,
    loaded: r.loaded.map((l) => ({
      name: l.candidate.skill.name,
      scope: l.candidate.skill.scope,
      path: l.candidate.skill.file,
      tier: l.candidate.tier ?? "standard",
      score: l.candidate.score ?? 0,
      chars: l.chars,
      hash: l.hash,
      references: l.references,
      ...(l.changed ? { changed: l.changed } : {}),
      content: l.content,
    })),
    overflow: r.overflow.map((c) => ({ ...candidateJson(c, hash), reason: c.decisions.at(-1)?.reason ?? "" })),
    changed: r.changed,
  };
}

export function problemLine(s: Skill, p: Problem, cwd: string, home?: string): string {
  return `${showPath(s.file, cwd, home)}:${p.line ?? 1}: ${p.level}: ${p.field}: ${p.message}`.replace(/[\r\n]+/g, " ");
}

/** `gstack-skills plan --json`: the run's settings, counts by outcome and every candidate. */
export function planJson(r: PlanRun) {
  const list = planOrder(r.result);
  return {
    profile: r.input.profile,
    scorer: r.scorer,
    session: r.setup.session,
    budget: r.result.budget,
    used: r.result.used,
    precedence: r.setup.config.precedence,
    counts: {
      skills: list.length,
      load: list.filter((c) => c.budget === "load").length,
      overflow: list.filter((c) => c.budget === "overflow").length,
      dropped: list.filter((c) => !c.budget).length,
    },
    violation: r.result.violation ?? null,
    skills: list.map((c) => candidateJson(c, r.hash)),
    duplicates: r.setup.discovered.duplicates,
    warnings: r.setup.discovered.warnings,
  };
}
