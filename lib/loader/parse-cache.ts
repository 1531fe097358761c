// Results of the slow frontmatter path (gray-matter + yaml), kept in
// <state root>/loader/frontmatter-cache.json by the SHA-256 of the frontmatter block. A skill set
// with even one file the fast reader cannot read would otherwise pay ~40 ms of imports and ~1 ms
// per such file on every run. The file is a pure cache: any entry can be dropped, a corrupt file
// is ignored, and a lost update between two concurrent writers only costs a re-parse, so it is
// written by atomic rename without a lock. Failure to write it is ignored.
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import type { ParseResult } from "./frontmatter.ts";

export const MAX_CACHE_ENTRIES = 4096;

type Entry = { ok: true; data: Record<string, unknown>; warnings: string[] } | { ok: false; error: string; line?: number };

export class ParseCache {
  private entries?: Map<string, Entry>;
  private readonly used = new Set<string>();
  private dirty = false;

  constructor(readonly path: string | undefined) {}

  private load(): Map<string, Entry> {
    if (this.entries) return this.entries;
    this.entries = new Map();
    if (!this.path) return this.entries;
    try {
      const v = JSON.parse(readIfExists(this.path) ?? "null") as { version?: number; entries?: Record<string, Entry> } | null;
      if (v?.version === 1 && v.entries && typeof v.entries === "object") {
        for (const [k, e] of Object.entries(v.entries)) {
          if (!/^[0-9a-f]{64}$/.test(k) || !e || typeof e !== "object") continue;
          if (e.ok === true && e.data && typeof e.data === "object" && !Array.isArray(e.data) && Array.isArray(e.warnings)) this.entries.set(k, e);
          else if (e.ok === false && typeof e.error === "string") this.entries.set(k, e);
        }
      }
    } catch { /* unreadable or corrupt: start empty */ }
    return this.entries;
  }

  get(hash: string): ParseResult | undefined {
    const e = this.load().get(hash);
    if (!e) return undefined;
    this.used.add(hash);
    // A fresh copy per caller: two skills with the same frontmatter never share one object.
    return e.ok ? { ok: true, parser: "yaml", data: JSON.parse(JSON.stringify(e.data)), warnings: [...e.warnings] } : { ...e };
  }

  set(hash: string, r: ParseResult): void {
    let e: Entry;
    if (r.ok) {
      // Only what JSON keeps exactly (YAML's .inf or .nan would come back as null).
      const json = JSON.stringify(r.data);
      if (!sameJson(JSON.parse(json), r.data)) return;
      e = { ok: true, data: JSON.parse(json), warnings: r.warnings };
    } else e = r.line === undefined ? { ok: false, error: r.error } : { ok: false, error: r.error, line: r.line };
    this.load().set(hash, e);
    this.used.add(hash);
    this.dirty = true;
  }

  /** Writes the cache if it gained entries: this run's entries first, then others up to the cap. */
  save(): void {
    if (!this.dirty || !this.path || !this.entries) return;
    const out: Record<string, Entry> = {};
    let n = 0;
    for (const k of this.used) if (this.entries.has(k) && n++ < MAX_CACHE_ENTRIES) out[k] = this.entries.get(k)!;
    for (const [k, e] of this.entries) if (!(k in out) && n++ < MAX_CACHE_ENTRIES) out[k] = e;
    try {
      writeFileAtomic(this.path, `${JSON.stringify({ version: 1, entries: out })}\n`);
      this.dirty = false;
    } catch { /* a read-only state directory only costs speed */ }
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
