// lib/loader/report.ts
import { isAbsolute, relative, sep } from "node:path";
function showPath(file, cwd, home) {
  const rel = relative(cwd, file);
  if (rel && !rel.startsWith("..") && !isAbsolute(rel))
    return rel.split(sep).join("/");
  if (home) {
    const h = relative(home, file);
    if (h && !h.startsWith("..") && !isAbsolute(h))
      return `~/${h.split(sep).join("/")}`;
  }
  return file;
}
function outcomeOf(c) {
  return c.budget === "load" ? "load" : c.budget === "overflow" ? "overflow" : "dropped";
}
function planOrder(r) {
  const active = r.candidates.filter((c) => c.budget).sort((a, b) => a.order - b.order);
  const dropped = r.candidates.filter((c) => !c.budget).sort((a, b) => a.skill.rank - b.skill.rank);
  return [...active, ...dropped];
}
function candidateJson(c, hash) {
  return {
    name: c.skill.name,
    scope: c.skill.scope,
    path: c.skill.file,
    outcome: outcomeOf(c),
    ...c.dropped ? { dropped_at: c.dropped.stage, reason: c.dropped.reason } : {},
    score: c.score ?? null,
    threshold: c.threshold ?? null,
    tier: c.tier ?? null,
    warm: c.warm ?? null,
    order: c.order ?? null,
    chars: c.chars ?? null,
    hash: c.budget ? hash(c.skill.text) : null,
    extends: c.chain && c.chain.length > 1 ? c.chain.slice(1).map((s) => s.name) : [],
    decisions: c.decisions
  };
}
function planText(r, cwd, home, header) {
  const list = planOrder(r);
  const n = (o) => list.filter((c) => outcomeOf(c) === o).length;
  const lines = [
    `${header}: ${n("load")} load (${r.used} of ${r.budget} characters), ${n("overflow")} overflow, ${n("dropped")} dropped, ${list.length} skills`
  ];
  for (const c of list) {
    const o = outcomeOf(c);
    const pos = c.order ? `${c.order}.` : "-";
    const facts = [
      c.skill.scope,
      c.tier,
      c.score !== undefined ? `score ${c.score}` : undefined,
      c.warm ? "warm" : undefined,
      c.chars !== undefined && c.budget ? `${c.chars} chars` : undefined
    ].filter(Boolean).join(", ");
    lines.push(`${pos} ${c.skill.name} [${o}${c.dropped ? ` at ${c.dropped.stage}` : ""}] ${facts}  ${showPath(c.skill.file, cwd, home)}`);
    for (const d of c.decisions)
      lines.push(`     ${d.stage.padEnd(8)} ${d.outcome}: ${d.reason}`);
  }
  return `${lines.join(`
`)}
`;
}
function attr(v) {
  return v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
function loadText(r, cwd, home) {
  const out = [];
  for (const l of r.loaded) {
    const c = l.candidate;
    const attrs = [
      `name="${attr(c.skill.name)}"`,
      `scope="${c.skill.scope}"`,
      `tier="${c.tier ?? "standard"}"`,
      `score="${c.score ?? 0}"`,
      `chars="${l.chars}"`,
      `path="${attr(showPath(c.skill.file, cwd, home))}"`
    ];
    const refs = l.references.length ? `
Reference files (not loaded; read on demand from ${showPath(c.skill.dir, cwd, home)}/): ${l.references.join(", ")}
` : "";
    out.push(`<skill ${attrs.join(" ")}>
${l.content.endsWith(`
`) || !l.content ? l.content : `${l.content}
`}${refs}</skill>
`);
  }
  return out.join(`
`);
}
function pointerText(cs) {
  return `${cs.map((c) => {
    const d = c.skill.meta.description.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
    const desc = d.length > 300 ? `${d.slice(0, 299)}…` : d;
    const size = c.chars === undefined ? "" : `, ${c.chars} characters`;
    return `- ${c.skill.name} (${c.skill.file}${size})${desc ? `: ${desc}` : ""}`;
  }).join(`
`)}
`;
}
function loadJson(r, hash) {
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
      ...l.changed ? { changed: l.changed } : {},
      content: l.content
    })),
    overflow: r.overflow.map((c) => ({ ...candidateJson(c, hash), reason: c.decisions.at(-1)?.reason ?? "" })),
    changed: r.changed
  };
}
function problemLine(s, p, cwd, home) {
  return `${showPath(s.file, cwd, home)}:${p.line ?? 1}: ${p.level}: ${p.field}: ${p.message}`.replace(/[\r\n]+/g, " ");
}
function planJson(r) {
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
      dropped: list.filter((c) => !c.budget).length
    },
    violation: r.result.violation ?? null,
    skills: list.map((c) => candidateJson(c, r.hash)),
    duplicates: r.setup.discovered.duplicates,
    warnings: r.setup.discovered.warnings
  };
}
export {
  loadJson,
  loadText,
  planJson,
  planText,
  pointerText,
  problemLine,
  showPath
};
