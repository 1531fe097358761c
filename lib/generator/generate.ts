// gen:skill-docs as a library: parse, check and render every template of a pack in memory
// (nothing is written when any template has an error). Discovery, assembly and disk access are
// in outputs.ts, re-exported here.
import { join } from "node:path";
import { rejected } from "../core/errors.ts";
import { Problems, type Diagnostic } from "./diagnostics.ts";
import { parseTemplate } from "./frontmatter.ts";
import type { HostName } from "./hosts.ts";
import { prepareSkill, renderSkill, sizeWarnings, type PreparedSkill } from "./render.ts";
import type { SkillSource } from "./skill.ts";
import {
  assemble,
  discover,
  duplicates,
  TEMPLATE_NAME,
  type BatchResult,
  type GenerateOptions,
  type Plan,
} from "./outputs.ts";

export * from "./outputs.ts";

/** The name a root template declares (for --skill and INVOKE_SKILL), if it parses. */
function declaredName(source: SkillSource): string | undefined {
  const parsed = parseTemplate(source.text, new Problems(source.rel));
  return typeof parsed.data?.name === "string" ? parsed.data.name : undefined;
}

export interface Prepared {
  prepared: PreparedSkill[];
  /** Errors and warnings of every template, in file order. */
  diagnostics: Diagnostic[];
}

export interface Selection {
  sources: SkillSource[];
  /** Every skill name of the pack (for INVOKE_SKILL), even with --skill. */
  names: string[];
}

export function select(root: string, skill?: string): Selection {
  let sources = discover(root);
  const rootSource = sources.find((s) => s.folder === undefined);
  const rootName = rootSource ? declaredName(rootSource) : undefined;
  const names = sources.flatMap((s) => (s.folder !== undefined ? [s.folder] : rootName ? [rootName] : []));
  if (skill !== undefined) {
    sources = sources.filter((s) => (s.folder ?? rootName) === skill);
    if (!sources.length) {
      throw rejected(
        "--skill",
        `the name of a skill with a ${TEMPLATE_NAME} in ${join(root, "skills")} (known: ${[...names].sort().join(", ") || "none"})`,
        skill,
      );
    }
  }
  return { sources, names };
}

/** Parses and checks the templates (all, or the one --skill names) without rendering. */
export function prepareAll(root: string, skill?: string): Prepared {
  const { sources, names } = select(root, skill);
  const diagnostics: Diagnostic[] = [];
  const prepared: PreparedSkill[] = [];
  const known = new Set(names);
  for (const source of sources) {
    const problems = new Problems(source.rel);
    const p = prepareSkill(source, problems, known);
    diagnostics.push(...problems.sorted());
    if (p) prepared.push(p);
  }
  diagnostics.push(...duplicates(prepared.map((p) => ({ name: p.fm.name, rel: p.source.rel }))));
  return { prepared, diagnostics };
}

/** Prepares and renders a batch of templates for the given hosts. */
export function renderBatch(sources: SkillSource[], names: readonly string[], hosts: HostName[]): BatchResult {
  const known = new Set(names);
  const result: BatchResult = { diagnostics: [], skills: [] };
  sources.forEach((source, at) => {
    const problems = new Problems(source.rel);
    const p = prepareSkill(source, problems, known);
    result.diagnostics.push(...problems.sorted());
    if (!p) return;
    const outputs = hosts.map((host) => renderSkill(p, host));
    for (const r of outputs) result.diagnostics.push(...sizeWarnings(p, r));
    result.skills.push({ at, name: p.fm.name, rel: source.rel, outputs });
  });
  return result;
}

/** Renders everything in memory. Throws TemplateErrors listing every error of every template. */
export function plan(opts: GenerateOptions): Plan {
  const { sources, names } = select(opts.root, opts.skill);
  return assemble(opts, [renderBatch(sources, names, opts.hosts)], (_b, at) => at);
}
