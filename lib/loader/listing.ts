// The skill listing an agent sees: one `- name: description` line per skill, within a budget of
// a fraction of the context window (default 1%), or 8,000 characters when the window is unknown.
// Each description is capped at 250 characters first. When the lines still do not fit, bundled
// skills keep their descriptions whole and the other skills share what is left (shortest first,
// so a short description is never cut to make room for a long one). Names always stay: a skill
// is never dropped from the listing to save space.
import type { Skill } from "./types.ts";

export const LISTING_FALLBACK_CHARS = 8_000;
export const MAX_LISTING_DESC_CHARS = 250;
/** A description cut shorter than this is dropped instead (just the name is listed). */
const MIN_DESC_CHARS = 12;

export interface ListingEntry {
  name: string;
  scope: Skill["scope"];
  bundled: boolean;
  /** The description as shown (possibly cut, ending in "…"). */
  description: string;
  truncated: boolean;
  path: string;
}

export interface Listing {
  budget: number;
  used: number;
  /** True only when the names alone do not fit. */
  overBudget: boolean;
  entries: ListingEntry[];
  /** Conditional skills not activated yet, not listed. */
  hidden: string[];
  text: string;
}

export function listingBudget(contextWindowChars: number, fraction: number): number {
  return contextWindowChars > 0 ? Math.max(1, Math.floor(contextWindowChars * fraction)) : LISTING_FALLBACK_CHARS;
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  // Do not split a surrogate pair.
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

const line = (e: { name: string; description: string }) => (e.description ? `- ${e.name}: ${e.description}` : `- ${e.name}`);

/**
 * `skills` are the listable skills: one per name (Resolve's winners), valid, model-invocable.
 * Conditional skills are listed only when their name is in `activated`.
 */
export function buildListing(skills: readonly Skill[], budget: number, activated: ReadonlySet<string>): Listing {
  const hidden: string[] = [];
  const entries: (ListingEntry & { full: string })[] = [];
  for (const s of skills) {
    if (s.meta.paths.length && !activated.has(s.name)) {
      hidden.push(s.name);
      continue;
    }
    const full = cut(`${s.meta.description} ${s.meta.whenToUse ?? ""}`.replace(/\s+/g, " ").trim(), MAX_LISTING_DESC_CHARS);
    entries.push({ name: s.name, scope: s.scope, bundled: s.scope === "bundled", description: full, full, truncated: false, path: s.file });
  }
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  entries.sort((a, b) => Number(b.bundled) - Number(a.bundled) || byName(a, b));
  hidden.sort();

  const size = (list: { name: string; description: string }[]) => list.reduce((n, e) => n + line(e).length + 1, 0);
  if (size(entries) > budget) {
    const others = entries.filter((e) => !e.bundled);
    let left = budget - size(entries.filter((e) => e.bundled)) - others.reduce((n, e) => n + e.name.length + 3, 0);
    const byLength = [...others].sort((a, b) => a.full.length - b.full.length || byName(a, b));
    byLength.forEach((e, i) => {
      const share = Math.floor(Math.max(0, left) / (byLength.length - i));
      const room = share - 2; // ": "
      const n = Math.min(e.full.length, room);
      if (n <= 0 || n < Math.min(MIN_DESC_CHARS, e.full.length)) {
        e.description = "";
      } else {
        e.description = cut(e.full, n);
      }
      e.truncated = e.description !== e.full;
      left -= e.description ? e.description.length + 2 : 0;
    });
  }
  const text = entries.map((e) => `${line(e)}\n`).join("");
  return {
    budget,
    used: text.length,
    overBudget: text.length > budget,
    entries: entries.map(({ full: _full, ...e }) => e),
    hidden,
    text,
  };
}
