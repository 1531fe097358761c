// What parsing each SKILL.md produced, kept in <state root>/loader/index.json by path and by the
// file's stat (device, inode, size, mtime, ctime), so a run reads and parses only the files that
// changed. A skill found in the index is built without reading its file; its text is read on
// first use (Resolve reads the skills that passed Score; Budget and Load hash them). If that text's
// frontmatter is not the one indexed, the skill is marked stale and the caller plans again without
// the index. The file is a pure cache: safe to delete, ignored when corrupt, written by atomic
// rename without a lock (a lost update costs one re-parse) only when it gained entries; a write
// failure is ignored. Each entry also keeps the skill's words as the scorer stems them (terms.ts),
// so a prompt does not stem 600 descriptions again; an entry of another TERMS_VERSION is re-parsed.
import { readFileSync } from "node:fs";
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import { splitFrontmatter } from "../frontmatter/read.ts";
import { TERMS_VERSION, termsOf } from "./terms.ts";
import type { Problem, Skill, SkillMeta, SkillSource, SkillTerms } from "./types.ts";

export const MAX_INDEX_ENTRIES = 8192;
const NO_FRONTMATTER = "\u0000none";

export interface IndexEntry {
  stat: string;
  /** SHA-256 of the frontmatter block. */
  fm: string;
  name: string;
  bodyLine: number;
  parser: Skill["parser"];
  valid: boolean;
  meta: SkillMeta;
  problems: Problem[];
  terms: SkillTerms;
}

export function frontmatterHash(text: string, hash: (t: string) => string): string {
  return hash(splitFrontmatter(text).frontmatter ?? NO_FRONTMATTER);
}

export class SkillIndex {
  private entries?: Map<string, IndexEntry>;
  private readonly seen = new Set<string>();
  private dirty = false;

  constructor(
    readonly path: string | undefined,
    private readonly hash: (text: string) => string,
  ) {}

  private load(): Map<string, IndexEntry> {
    if (this.entries) return this.entries;
    this.entries = new Map();
    if (!this.path) return this.entries;
    try {
      const v = JSON.parse(readIfExists(this.path) ?? "null") as {
        version?: number;
        entries?: Record<string, IndexEntry>;
      } | null;
      if (v?.version === 1 && v.entries && typeof v.entries === "object") {
        for (const [file, e] of Object.entries(v.entries)) if (wellFormed(e)) this.entries.set(file, e);
      }
    } catch {
      /* unreadable or corrupt: start empty */
    }
    return this.entries;
  }

  /** The indexed skill for an unchanged file, its text read on first use; undefined otherwise. */
  get(source: SkillSource): Skill | undefined {
    this.seen.add(source.file);
    const e = this.load().get(source.file);
    if (!e || e.stat !== source.stat) return undefined;
    return lazySkill(source, e, this.hash);
  }

  /** Indexes a freshly parsed skill. */
  put(skill: Skill): void {
    this.seen.add(skill.file);
    if (!skill.stat) return;
    // Only frontmatter that JSON keeps exactly (YAML's .inf or .nan would come back as null).
    if (!sameJson(JSON.parse(JSON.stringify(skill.meta.data)), skill.meta.data)) return;
    this.load().set(skill.file, {
      stat: skill.stat,
      fm: frontmatterHash(skill.text, this.hash),
      name: skill.name,
      bodyLine: skill.bodyLine,
      parser: skill.parser,
      valid: skill.valid,
      meta: skill.meta,
      problems: skill.problems,
      terms: termsOf(skill),
    });
    this.dirty = true;
  }

  /** Writes the index if it changed: this run's files first, then others up to the cap. */
  save(): void {
    if (!this.dirty || !this.path || !this.entries) return;
    const out: Record<string, IndexEntry> = {};
    let n = 0;
    for (const f of this.seen) {
      const e = this.entries.get(f);
      if (e && n++ < MAX_INDEX_ENTRIES) out[f] = e;
    }
    for (const [f, e] of this.entries) if (!(f in out) && n++ < MAX_INDEX_ENTRIES) out[f] = e;
    try {
      writeFileAtomic(this.path, `${JSON.stringify({ version: 1, entries: out })}\n`);
      this.dirty = false;
    } catch {
      /* a read-only state directory only costs speed */
    }
  }
}

function wellFormed(e: IndexEntry): boolean {
  return (
    !!e &&
    typeof e === "object" &&
    typeof e.stat === "string" &&
    typeof e.fm === "string" &&
    typeof e.name === "string" &&
    typeof e.bodyLine === "number" &&
    typeof e.valid === "boolean" &&
    Array.isArray(e.problems) &&
    !!e.meta &&
    typeof e.meta === "object" &&
    Array.isArray(e.meta.paths) &&
    !!e.meta.triggers &&
    !!e.meta.data &&
    !!e.terms &&
    e.terms.v === TERMS_VERSION &&
    Array.isArray(e.terms.name) &&
    Array.isArray(e.terms.text) &&
    Array.isArray(e.terms.quoted) &&
    Array.isArray(e.terms.intents) &&
    Array.isArray(e.terms.contexts)
  );
}

/** A skill from the index: everything but its text, which is read (once) when first asked for. */
function lazySkill(source: SkillSource, e: IndexEntry, hash: (t: string) => string): Skill {
  let text: string | undefined;
  let body = "";
  const skill = {
    ...source,
    name: e.name,
    bodyLine: e.bodyLine,
    meta: e.meta,
    problems: e.problems,
    parser: e.parser,
    valid: e.valid,
    terms: e.terms,
  } as Skill;
  const read = () => {
    try {
      text = readFileSync(source.file, "utf8");
    } catch {
      text = "";
      skill.stale = true;
      return;
    }
    body = splitFrontmatter(text).body;
    if (frontmatterHash(text, hash) !== e.fm) skill.stale = true;
  };
  Object.defineProperties(skill, {
    text: { enumerable: true, get: () => (text === undefined && read(), text) },
    body: { enumerable: true, get: () => (text === undefined && read(), body) },
  });
  return skill;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
