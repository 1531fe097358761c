// `validate`: every problem of every skill, per file, plus the ones only visible across skills
// (two folders of one root claiming the same name, broken `extends`).
import { statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { rejected } from "../core/errors.ts";
import { readSources, scanRoots, sourceAt, SKILL_FILE, type Root } from "./discovery.ts";
import { resolveStage } from "./resolve.ts";
import { lintSkill } from "./skill.ts";
import type { Problem, Skill, SkillSource } from "./types.ts";

/** Skills at the given paths: SKILL.md files, skill folders, or skills roots. */
export async function skillsAt(paths: readonly string[], cwd: string): Promise<Skill[]> {
  const sources: SkillSource[] = [];
  const byId = new Map<string, string>();
  const duplicates: { file: string; scope: Root["scope"]; sameAs: string }[] = [];
  for (const p of paths) {
    const abs = resolve(cwd, p);
    let st;
    try {
      st = statSync(abs);
    } catch {
      throw rejected("path", "an existing SKILL.md, skill folder or skills root", p);
    }
    const dir = st.isFile() ? dirname(abs) : abs;
    if (st.isFile() && basename(abs) !== SKILL_FILE)
      throw rejected("path", `a ${SKILL_FILE} file, skill folder or skills root`, p);
    const root: Root = { dir: dirname(dir), scope: "extra" };
    const one = sourceAt(dir, root, sources.length, byId, duplicates);
    if (one) {
      sources.push(one);
      continue;
    }
    if (st.isFile()) continue; // reached twice
    const inner = scanRoots([{ dir, scope: "extra" }]).sources;
    for (const s of inner) {
      if (byId.has(s.id)) continue;
      byId.set(s.id, s.file);
      sources.push({ ...s, rank: sources.length });
    }
  }
  return readSources(sources);
}

export interface Finding {
  skill: Skill;
  problem: Problem;
}

export function validateSkills(skills: readonly Skill[]): Finding[] {
  const out: Finding[] = [];
  for (const s of skills) {
    for (const p of [...s.problems, ...lintSkill(s)]) out.push({ skill: s, problem: p });
  }
  const candidates = resolveStage(
    skills.map((skill) => ({
      skill,
      decisions: [],
      ...(skill.valid ? {} : { dropped: { stage: "discover" as const, reason: "invalid" } }),
    })),
  );
  for (const c of candidates) {
    const d = c.decisions.find(
      (x) =>
        x.stage === "resolve" &&
        (x.outcome === "broken inheritance" || (x.outcome === "shadowed" && x.reason.startsWith("duplicate name"))),
    );
    if (d)
      out.push({
        skill: c.skill,
        problem: {
          level: "error",
          field: d.outcome === "shadowed" ? "name" : "extends",
          message: d.reason.replace(/^extends: /, ""),
        },
      });
  }
  return out.sort((a, b) => a.skill.rank - b.skill.rank || (a.problem.line ?? 0) - (b.problem.line ?? 0));
}
