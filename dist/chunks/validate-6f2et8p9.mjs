import"./main-hehjhc3g.mjs";
import {
  lintSkill
} from "./main-c0wyf5gc.mjs";
import {
  SKILL_FILE,
  scanRoots,
  sourceAt,
  readSources,
  resolveStage
} from "./main-hwgmcpj0.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/loader/validate.ts
import { statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
async function skillsAt(paths, cwd) {
  const sources = [];
  const byId = new Map;
  const duplicates = [];
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
    const root = { dir: dirname(dir), scope: "extra" };
    const one = sourceAt(dir, root, sources.length, byId, duplicates);
    if (one) {
      sources.push(one);
      continue;
    }
    if (st.isFile())
      continue;
    const inner = scanRoots([{ dir, scope: "extra" }]).sources;
    for (const s of inner) {
      if (byId.has(s.id))
        continue;
      byId.set(s.id, s.file);
      sources.push({ ...s, rank: sources.length });
    }
  }
  return readSources(sources);
}
function validateSkills(skills) {
  const out = [];
  for (const s of skills) {
    for (const p of [...s.problems, ...lintSkill(s)])
      out.push({ skill: s, problem: p });
  }
  const candidates = resolveStage(skills.map((skill) => ({
    skill,
    decisions: [],
    ...skill.valid ? {} : { dropped: { stage: "discover", reason: "invalid" } }
  })));
  for (const c of candidates) {
    const d = c.decisions.find((x) => x.stage === "resolve" && (x.outcome === "broken inheritance" || x.outcome === "shadowed" && x.reason.startsWith("duplicate name")));
    if (d)
      out.push({
        skill: c.skill,
        problem: {
          level: "error",
          field: d.outcome === "shadowed" ? "name" : "extends",
          message: d.reason.replace(/^extends: /, "")
        }
      });
  }
  return out.sort((a, b) => a.skill.rank - b.skill.rank || (a.problem.line ?? 0) - (b.problem.line ?? 0));
}
export {
  skillsAt,
  validateSkills
};
