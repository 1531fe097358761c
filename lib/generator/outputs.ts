// The light half of gen:skill-docs: finding a pack's templates, assembling rendered results
// into a plan (or every error at once), and comparing with or writing to disk. It loads none of
// the rendering libraries, so a run whose templates are all cached never loads them.
// Only files that carry the AUTO-GENERATED mark are ever treated as generated.
import { existsSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { writeFileAtomic } from "../state/fs.ts";
import { TemplateErrors, type Diagnostic } from "./diagnostics.ts";
import { HOSTS, type HostName } from "./hosts.ts";
import { GENERATED_MARK, type RenderedSkill, type SkillSource } from "./skill.ts";

export const TEMPLATE_NAME = "SKILL.md.tmpl";

export interface GenerateOptions {
  /** The pack: `<root>/skills/<name>/SKILL.md.tmpl` and an optional `<root>/SKILL.md.tmpl`. */
  root: string;
  /** Base folder for outputs (default: root). */
  outDir?: string;
  hosts: HostName[];
  /** Only this skill (no orphan detection then). */
  skill?: string;
}

export interface Output {
  /** Relative to the output base, with / separators. */
  rel: string;
  abs: string;
  rendered: RenderedSkill;
}

export interface Plan {
  outputs: Output[];
  /** Generated files whose template is gone. */
  orphans: { rel: string; abs: string }[];
  warnings: Diagnostic[];
  outDir: string;
}

/** Every template of the pack, in a stable order: the root template first, then by folder. */
export function discover(root: string): SkillSource[] {
  const out: SkillSource[] = [];
  const rootTpl = join(root, TEMPLATE_NAME);
  if (existsSync(rootTpl)) out.push({ rel: TEMPLATE_NAME, text: readFileSync(rootTpl, "utf8") });
  const skillsDir = join(root, "skills");
  let names: string[] = [];
  try {
    names = readdirSync(skillsDir).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  for (const folder of names) {
    const file = join(skillsDir, folder, TEMPLATE_NAME);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") continue;
      throw err;
    }
    out.push({ rel: `skills/${folder}/${TEMPLATE_NAME}`, folder, text });
  }
  return out;
}

/** Plain data: the outputs and problems of a batch of templates. */
export interface BatchResult {
  diagnostics: Diagnostic[];
  /** Per rendered template, in batch order: its position in the batch, name and one output per host. */
  skills: { at: number; name: string; rel: string; outputs: RenderedSkill[] }[];
}

/** A name used by two templates is an error on the second. */
export function duplicates(list: { name: string; rel: string }[]): Diagnostic[] {
  const seen = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const { name, rel } of list) {
    const other = seen.get(name);
    if (other)
      out.push({
        file: rel,
        line: 1,
        column: 1,
        severity: "error",
        message: `name: ${JSON.stringify(name)} is already used by ${other}`,
      });
    else seen.set(name, rel);
  }
  return out;
}

/** Turns the batches' results into a plan, or throws every error at once. */
export function assemble(
  opts: GenerateOptions,
  results: BatchResult[],
  order: (batch: number, at: number) => number,
): Plan {
  const outDir = opts.outDir ?? opts.root;
  const skills = results
    .flatMap((r, b) => r.skills.map((s) => ({ ...s, pos: order(b, s.at) })))
    .sort((x, y) => x.pos - y.pos);
  const diagnostics = results.flatMap((r) => r.diagnostics);
  diagnostics.push(...duplicates(skills));
  const fileOrder = new Map(skills.map((s, i) => [s.rel, i]));
  const sorted = diagnostics.sort(
    (a, b) =>
      (fileOrder.get(a.file) ?? -1) - (fileOrder.get(b.file) ?? -1) ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column,
  );
  if (sorted.some((d) => d.severity === "error")) throw new TemplateErrors(sorted);
  const outputs: Output[] = [];
  for (let h = 0; h < opts.hosts.length; h++) {
    for (const s of skills) {
      const rendered = s.outputs[h]!;
      outputs.push({ rel: rendered.outRel, abs: join(outDir, rendered.outRel), rendered });
      for (const sc of rendered.sidecars)
        outputs.push({
          rel: sc.rel,
          abs: join(outDir, sc.rel),
          rendered: { ...rendered, outRel: sc.rel, content: sc.content, sidecars: [] },
        });
    }
  }
  const orphans = opts.skill === undefined ? findOrphans(outDir, opts.hosts, new Set(outputs.map((o) => o.rel))) : [];
  return { outputs, orphans, warnings: sorted.filter((d) => d.severity === "warning"), outDir };
}

/** Generated files (they carry the mark) at a host's output places that this run does not produce. */
function findOrphans(outDir: string, hosts: HostName[], produced: Set<string>): { rel: string; abs: string }[] {
  const candidates: string[] = [];
  for (const host of hosts) {
    if (host === "claude")
      candidates.push("SKILL.md", ...subfolders(join(outDir, "skills")).map((f) => `skills/${f}/SKILL.md`));
    else {
      const base = HOSTS[host].outPath("x", "x").replace(/x\/SKILL\.md$/, "");
      for (const f of subfolders(join(outDir, base)))
        candidates.push(`${base}${f}/SKILL.md`, `${base}${f}/agents/openai.yaml`);
    }
  }
  const out: { rel: string; abs: string }[] = [];
  for (const rel of candidates) {
    if (produced.has(rel)) continue;
    const abs = join(outDir, rel);
    let text: string;
    try {
      text = readFileSync(abs, "utf8");
    } catch {
      continue;
    }
    if (text.includes(GENERATED_MARK)) out.push({ rel, abs });
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : 1));
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() || d.isSymbolicLink())
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

export interface Freshness {
  stale: string[];
  missing: string[];
  orphaned: string[];
  fresh: string[];
}

/** Compares the plan with the disk; writes nothing. */
export function compare(p: Plan): Freshness {
  const f: Freshness = { stale: [], missing: [], orphaned: p.orphans.map((o) => o.rel), fresh: [] };
  for (const o of p.outputs) {
    let current: string | undefined;
    try {
      current = readFileSync(o.abs, "utf8");
    } catch {
      current = undefined;
    }
    if (current === undefined) f.missing.push(o.rel);
    else if (current !== o.rendered.content) f.stale.push(o.rel);
    else f.fresh.push(o.rel);
  }
  return f;
}

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/** Writes what changed (atomically, so a reader never sees half a file) and removes orphans. */
export function write(p: Plan): WriteResult {
  const f = compare(p);
  const changed = new Set([...f.stale, ...f.missing]);
  const result: WriteResult = { written: [], unchanged: f.fresh, removed: [] };
  for (const o of p.outputs) {
    if (!changed.has(o.rel)) continue;
    // Generated files are sources to commit (0644) and can be regenerated, so no fsync per file:
    // 200 of them cost ~120 ms of fsync. The rename still keeps every file whole.
    writeFileAtomic(o.abs, o.rendered.content, { durable: false, mode: 0o644 });
    result.written.push(o.rel);
  }
  for (const o of p.orphans) {
    unlinkSync(o.abs);
    result.removed.push(o.rel);
    const dir = dirname(o.abs);
    // A non-claude host's skill folder holds only generated files; drop it (and agents/) when empty.
    for (const d of o.rel.endsWith("/agents/openai.yaml") ? [dir, dirname(dir)] : [dir]) {
      try {
        if (relative(p.outDir, d) !== "" && statSync(d).isDirectory() && readdirSync(d).length === 0) rmdirSync(d);
      } catch {
        /* not empty or not ours */
      }
    }
  }
  return result;
}
