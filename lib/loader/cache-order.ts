// Stage 4, CacheOrder: the order Budget walks. Tier first (absolute), then relevance band
// (scores in steps of BAND_WIDTH), then warm before cold (loaded within the TTL, recorded in
// <state root>/loader/cache.json by Load), then score, name and discovery rank so that the
// same inputs always give the same order.
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import { withLock } from "../state/lock.ts";
import { TIERS, type Candidate } from "./types.ts";

export const BAND_WIDTH = 10;
/** Entries older than this are dropped when the cache is rewritten. */
const KEEP_MS = 7 * 86_400_000;

export interface WarmEntry {
  loaded_at: string;
  hash: string;
  scope: string;
}

export interface WarmCache {
  version: 1;
  skills: Record<string, WarmEntry>;
}

/** Reads the warm cache; a missing or unreadable file is an empty cache (never an error). */
export function readWarmCache(path: string): WarmCache {
  let text: string | undefined;
  try {
    text = readIfExists(path);
  } catch {
    text = undefined;
  }
  if (!text) return { version: 1, skills: {} };
  try {
    const v = JSON.parse(text) as WarmCache;
    if (v && v.version === 1 && v.skills && typeof v.skills === "object" && !Array.isArray(v.skills)) return v;
  } catch {
    /* corrupt: start over */
  }
  return { version: 1, skills: {} };
}

/** Name -> age in ms, for skills loaded within the TTL. */
export function warmSkills(cache: WarmCache, now: number, ttlMs: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, e] of Object.entries(cache.skills)) {
    const t = Date.parse(e?.loaded_at ?? "");
    if (Number.isFinite(t) && now - t <= ttlMs && now >= t - 60_000) out.set(name, Math.max(0, now - t));
  }
  return out;
}

/** Records the load set as warm (locked read-modify-write, atomic rename). */
export async function recordLoaded(
  path: string,
  loaded: readonly { name: string; hash: string; scope: string }[],
  now: number,
): Promise<void> {
  await withLock(path, () => {
    const cache = readWarmCache(path);
    const at = new Date(now).toISOString();
    for (const l of loaded) cache.skills[l.name] = { loaded_at: at, hash: l.hash, scope: l.scope };
    const kept: Record<string, WarmEntry> = {};
    for (const name of Object.keys(cache.skills).sort()) {
      const e = cache.skills[name]!;
      if (now - Date.parse(e.loaded_at) <= KEEP_MS) kept[name] = e;
    }
    writeFileAtomic(path, `${JSON.stringify({ version: 1, skills: kept }, null, 1)}\n`);
  });
}

const tierIndex = (c: Candidate) => TIERS.indexOf(c.tier!);

/** The Budget order: tier, band, warm first, score, name, rank. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    tierIndex(a) - tierIndex(b) ||
    b.band! - a.band! ||
    Number(b.warm) - Number(a.warm) ||
    b.score! - a.score! ||
    (a.skill.name < b.skill.name ? -1 : a.skill.name > b.skill.name ? 1 : 0) ||
    a.skill.rank - b.skill.rank
  );
}

export function cacheOrderStage(input: readonly Candidate[], warm: ReadonlyMap<string, number>): Candidate[] {
  const active: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const c of input) {
    if (c.dropped) {
      rest.push(c);
      continue;
    }
    const age = warm.get(c.skill.name);
    active.push({
      ...c,
      decisions: [...c.decisions],
      warm: age !== undefined,
      band: Math.floor((c.score ?? 0) / BAND_WIDTH),
    });
  }
  active.sort(compareCandidates);
  active.forEach((c, i) => {
    c.order = i + 1;
    const age = warm.get(c.skill.name);
    c.decisions.push({
      stage: "cache",
      outcome: c.warm ? "warm" : "cold",
      reason: `${c.warm ? `loaded ${Math.round(age! / 60_000)} min ago; ` : ""}position ${i + 1} (${c.tier}, band ${c.band! * BAND_WIDTH}-${c.band! * BAND_WIDTH + BAND_WIDTH - 1})`,
    });
  });
  return [...active, ...rest];
}
