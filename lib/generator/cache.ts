// A render cache for gen:skill-docs under Bun. Rendering a template is a few cold milliseconds
// of YAML and Handlebars work; its output is a pure function of the template's text, the pack's
// skill names, the hosts and the generator itself (code, templates/, library versions). Each is
// hashed into the key, so an entry can only be reused for the very same inputs; a run whose
// templates all hit never loads the rendering libraries. Only error-free results are stored, and
// `--check` (which writes nothing) only reads. GSTACK_GEN_CACHE=0 turns it off.
import { mkdirSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { writeFileAtomic } from "../state/fs.ts";
import type { Diagnostic } from "./diagnostics.ts";
import type { RenderedSkill } from "./skill.ts";
import { assemble, discover, type BatchResult, type GenerateOptions, type Plan } from "./outputs.ts";

const KIT_ROOT = resolve(import.meta.dirname, "..", "..");
const FORMAT = 2;

interface Entry {
  name: string;
  outputs: Omit<RenderedSkill, "source">[];
  warnings: Diagnostic[];
}

interface CacheFile {
  v: number;
  fingerprint: string;
  entries: Record<string, Entry>;
}

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GSTACK_GEN_CACHE_DIR || join(KIT_ROOT, "node_modules", ".cache", "gstack-kit");
}

function sha256(parts: string[]): string {
  const h = new Bun.CryptoHasher("sha256");
  for (const p of parts) h.update(`${p.length}:${p}`);
  return h.digest("hex");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

/**
 * Everything besides a template that decides its output: the generator's and the frontmatter code, the kit's
 * templates/, the artifact kinds it checks against, the library versions and the runtime.
 */
export function generatorFingerprint(kitRoot = KIT_ROOT): string {
  const parts = [`format ${FORMAT}`, `bun ${Bun.version}`];
  const files = [
    ...filesUnder(join(kitRoot, "lib", "generator")),
    ...filesUnder(join(kitRoot, "lib", "frontmatter")), // the splitter and the fast reader
    join(kitRoot, "lib", "state", "artifacts.ts"),
    ...filesUnder(join(kitRoot, "templates")),
  ];
  for (const f of files) parts.push(relative(kitRoot, f), readFileSync(f, "utf8"));
  for (const dep of ["handlebars", "yaml", "gray-matter"]) {
    try {
      parts.push(
        dep,
        String(
          (JSON.parse(readFileSync(join(kitRoot, "node_modules", dep, "package.json"), "utf8")) as { version?: string })
            .version,
        ),
      );
    } catch {
      parts.push(dep, "?");
    }
  }
  return sha256(parts);
}

function load(file: string, fingerprint: string): CacheFile {
  try {
    const c = JSON.parse(readFileSync(file, "utf8")) as CacheFile;
    if (c?.v === FORMAT && c.fingerprint === fingerprint && c.entries && typeof c.entries === "object") return c;
  } catch {
    /* absent or damaged: start empty */
  }
  return { v: FORMAT, fingerprint, entries: {} };
}

/** plan(), reusing cached renders where every input is the same. */
export async function planCached(opts: GenerateOptions, { write }: { write: boolean }): Promise<Plan> {
  const generate = () => import("./generate.ts");
  if (typeof Bun === "undefined" || opts.skill !== undefined || process.env.GSTACK_GEN_CACHE === "0")
    return (await generate()).plan(opts);
  const sources = discover(opts.root);
  const fingerprint = generatorFingerprint();
  // What INVOKE_SKILL checks against: the folder names and the root template (which names itself).
  const rootText = sources.find((s) => s.folder === undefined)?.text ?? "";
  const pack = sha256([
    opts.hosts.join(","),
    rootText,
    ...sources.flatMap((s) => (s.folder === undefined ? [] : [s.folder])),
  ]);
  const keys = sources.map((s) => sha256([fingerprint, pack, s.rel, s.text]));
  const dir = cacheDir();
  const file = join(dir, `gen-${fingerprint.slice(0, 16)}.json`);
  const cache = load(file, fingerprint);

  const combined: BatchResult = { diagnostics: [], skills: [] };
  const misses: number[] = [];
  sources.forEach((source, at) => {
    const hit = cache.entries[keys[at]!];
    if (!hit) return misses.push(at);
    combined.skills.push({ at, name: hit.name, rel: source.rel, outputs: hit.outputs.map((o) => ({ ...o, source })) });
    combined.diagnostics.push(...hit.warnings);
  });
  if (misses.length) {
    const { renderBatch, select } = await generate();
    const fresh = renderBatch(
      misses.map((i) => sources[i]!),
      select(opts.root).names,
      opts.hosts,
    );
    combined.diagnostics.push(...fresh.diagnostics);
    for (const s of fresh.skills) combined.skills.push({ ...s, at: misses[s.at]! });
  }
  const plan = assemble(opts, [combined], (_b, at) => at); // throws on any error: nothing cached then
  if (write && misses.length) {
    const entries: Record<string, Entry> = {};
    for (const s of combined.skills) {
      entries[keys[s.at]!] = {
        name: s.name,
        outputs: s.outputs.map(({ source: _source, ...rest }) => rest),
        warnings: combined.diagnostics.filter((d) => d.file === s.rel && d.severity === "warning"),
      };
    }
    try {
      mkdirSync(dir, { recursive: true });
      writeFileAtomic(file, JSON.stringify({ v: FORMAT, fingerprint, entries } satisfies CacheFile));
      // Entries of an older generator can never hit again.
      for (const name of readdirSync(dir))
        if (/^gen-[0-9a-f]{16}\.json$/.test(name) && join(dir, name) !== file) unlinkSync(join(dir, name));
    } catch {
      /* a cache that cannot be written only costs speed */
    }
  }
  return plan;
}
