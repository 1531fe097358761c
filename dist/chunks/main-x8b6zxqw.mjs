import {
  compileGlob,
  globMatch,
  DEFAULT_THRESHOLD,
  MAX_EXTENDS_DEPTH
} from "./main-c0wyf5gc.mjs";

// lib/loader/score.ts
function winnersByName2(skills) {
  const out = new Map;
  for (const s of skills) {
    const cur = out.get(s.name);
    if (!cur || s.rank < cur.rank)
      out.set(s.name, s);
  }
  return out;
}
function matchPaths2(skill, files) {
  for (const pattern of skill.meta.paths) {
    const g = compileGlob(pattern);
    if (!g)
      continue;
    const file = files.find((f) => globMatch(g, f));
    if (file)
      return { file, pattern };
  }
  return;
}
function inherited(skill, byName) {
  let cur = skill;
  const seen = new Set([skill.name]);
  for (let depth = 0;depth <= MAX_EXTENDS_DEPTH; depth++) {
    if (cur.meta.hasTriggers || !cur.meta.extends)
      break;
    const parent = byName.get(cur.meta.extends);
    if (!parent?.valid || seen.has(parent.name))
      break;
    seen.add(parent.name);
    cur = parent;
  }
  return {
    triggers: cur.meta.triggers,
    threshold: skill.meta.threshold ?? (cur === skill ? undefined : cur.meta.threshold),
    from: cur === skill ? undefined : cur.name
  };
}
async function scoreStage2(skills, ctx, scorer, activated = new Set) {
  const byName = winnersByName2(skills);
  const out = [];
  const items = [];
  const pending = [];
  for (const skill of skills) {
    const c = { skill, decisions: [] };
    out.push(c);
    if (!skill.valid) {
      const p = skill.problems.find((x) => x.level === "error");
      const reason = `${p.field}: ${p.message}${p.line ? ` (line ${p.line})` : ""}`;
      c.dropped = { stage: "discover", reason: `invalid: ${reason}` };
      c.decisions.push({ stage: "discover", outcome: "invalid", reason });
      continue;
    }
    const note = [];
    let paths = [];
    if (skill.meta.paths.length) {
      const hit = matchPaths2(skill, ctx.files);
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
    if (inh.from)
      note.push(`triggers from ${inh.from}`);
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

export { winnersByName2, matchPaths2, scoreStage2 };
