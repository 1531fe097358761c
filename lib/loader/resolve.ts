// Stage 2, Resolve: one skill per name, then inheritance.
//
// Shadowing: of all skills sharing a name, the one discovery reached first wins (project before
// user by default; see discovery.ts). Every skill takes part, including ones Score dropped and
// invalid ones, so a user skill never loads in place of a project skill of the same name just
// because the project one scored low or is broken.
//
// Inheritance: `extends: <name>` composes the named skill (its winning version) under the child:
// frontmatter fields the child leaves out come from the parent, and the child's Markdown sections
// replace the parent's sections of the same heading (sections.ts). The composed text is what Load
// injects and what Budget counts. Cycles, missing or invalid parents and chains deeper than
// MAX_EXTENDS_DEPTH drop the child with the reason.
import { mergeSections } from "./sections.ts";
import { MAX_EXTENDS_DEPTH } from "./skill.ts";
import type { Candidate, Skill, SkillMeta } from "./types.ts";

export function where(s: Skill): string {
  return `${s.scope} ${s.file}`;
}

/** Frontmatter of `child` with gaps filled from `parent`. */
export function mergeMeta(parent: SkillMeta, child: SkillMeta): SkillMeta {
  return {
    ...child,
    description: child.description || parent.description,
    whenToUse: child.whenToUse ?? parent.whenToUse,
    triggers: child.hasTriggers ? child.triggers : parent.triggers,
    hasTriggers: child.hasTriggers || parent.hasTriggers,
    threshold: child.threshold ?? parent.threshold,
    tier: child.tier ?? parent.tier,
    tiers: { ...parent.tiers, ...child.tiers },
    profiles: child.profiles ?? parent.profiles,
    category: child.category ?? parent.category,
    data: { ...parent.data, ...child.data },
  };
}

export function resolveStage(input: readonly Candidate[], maxDepth = MAX_EXTENDS_DEPTH): Candidate[] {
  const out = input.map((c) => ({ ...c, decisions: [...c.decisions] }));
  const groups = new Map<string, Candidate[]>();
  for (const c of out) {
    const g = groups.get(c.skill.name);
    if (g) g.push(c);
    else groups.set(c.skill.name, [c]);
  }
  const winner = new Map<string, Skill>();
  for (const [name, g] of groups) {
    g.sort((a, b) => a.skill.rank - b.skill.rank);
    const top = g[0]!;
    winner.set(name, top.skill);
    for (const c of g.slice(1)) {
      const same = c.skill.root === top.skill.root;
      const reason = same
        ? `duplicate name ${JSON.stringify(name)} in the same root; ${top.skill.folder}/ wins`
        : `shadowed by ${where(top.skill)}`;
      if (!c.dropped) {
        c.dropped = { stage: "resolve", reason };
        c.decisions.push({ stage: "resolve", outcome: "shadowed", reason });
      } else c.decisions.push({ stage: "resolve", outcome: "shadowed", reason });
    }
    if (g.length > 1) top.shadows = g.slice(1).map((c) => where(c.skill));
  }

  for (const c of out) {
    if (c.dropped) continue;
    const chain: Skill[] = [c.skill];
    let problem: string | undefined;
    for (let cur = c.skill; cur.meta.extends; ) {
      const name = cur.meta.extends;
      const parent = winner.get(name);
      if (chain.some((s) => s.name === name)) {
        problem = `extends: cycle ${[...chain.map((s) => s.name), name].join(" -> ")}`;
        break;
      }
      if (chain.length > maxDepth) {
        problem = `extends: chain deeper than ${maxDepth} levels`;
        break;
      }
      if (!parent) {
        problem = `extends: no skill named ${JSON.stringify(name)}`;
        break;
      }
      if (!parent.valid) {
        problem = `extends: parent ${JSON.stringify(name)} is invalid (${where(parent)})`;
        break;
      }
      chain.push(parent);
      cur = parent;
    }
    if (problem) {
      c.dropped = { stage: "resolve", reason: problem };
      c.decisions.push({ stage: "resolve", outcome: "broken inheritance", reason: problem });
      continue;
    }
    let meta = chain.at(-1)!.meta;
    let content = chain.at(-1)!.body;
    const report = { replaced: 0, added: 0 };
    for (let i = chain.length - 2; i >= 0; i--) {
      meta = mergeMeta(meta, chain[i]!.meta);
      content = mergeSections(content, chain[i]!.body, report);
    }
    c.chain = chain;
    c.effective = meta;
    c.content = content;
    c.chars = content.length;
    const parts: string[] = [];
    if (c.shadows?.length) parts.push(`shadows ${c.shadows.join(", ")}`);
    if (chain.length > 1)
      parts.push(
        `extends ${chain
          .slice(1)
          .map((s) => s.name)
          .join(
            " <- ",
          )} (${report.replaced} section${report.replaced === 1 ? "" : "s"} replaced, ${report.added} added)`,
      );
    c.decisions.push({ stage: "resolve", outcome: "kept", reason: parts.join("; ") || "unique name" });
  }
  return out;
}
