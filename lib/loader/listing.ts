// The skill listing an agent sees, by Claude Code's rules (2.1.129 and later; checked for
// 2.1.3xx, docs/decisions/0024):
// - one entry per skill, `- name: description`, or `- name: description - when_to_use` when the
//   skill has when_to_use; entries joined by "\n";
// - each entry's text after "name: " is capped at listing_max_desc_chars (1,536): longer text
//   is cut to cap-1 characters plus "…";
// - the budget is context tokens x 4 x listing_budget_fraction (0.01) characters, 8,000 when
//   the window is unknown, or SLASH_COMMAND_TOOL_CHAR_BUDGET when that is set;
// - when the entries do not fit, whole descriptions are dropped (the entry becomes `- name`),
//   lowest priority first, until they fit. Bundled skills keep theirs; then skills used
//   recently (the warm cache) rank above the rest, most recent first; ties keep listing order,
//   so the last entries lose theirs first. Names always stay.
import type { Skill } from "./types.ts";

export const LISTING_FALLBACK_CHARS = 8_000;
export const CHARS_PER_TOKEN = 4;
export const DEFAULT_LISTING_FRACTION = 0.01;
export const MAX_LISTING_DESC_CHARS = 1_536;

export interface ListingEntry {
  name: string;
  scope: Skill["scope"];
  bundled: boolean;
  /** The text after "name: " as shown ("" when dropped). */
  description: string;
  /** Cut at the per-entry cap. */
  truncated: boolean;
  /** Dropped to fit the budget. */
  dropped: boolean;
  path: string;
}

export interface Listing {
  budget: number;
  /** Characters of the entries joined by "\n" (no final newline), as Claude Code measures. */
  used: number;
  /** True only when the names alone do not fit. */
  overBudget: boolean;
  entries: ListingEntry[];
  /** Conditional skills not activated yet, not listed. */
  hidden: string[];
  /** The entries joined by "\n", plus a final newline for printing. */
  text: string;
}

export interface BudgetInput {
  /** Context window in tokens; 0 or undefined: unknown. */
  contextTokens?: number;
  /** Context window in characters, used when tokens are not given (the kit's older setting). */
  contextChars?: number;
  fraction?: number;
  env?: NodeJS.ProcessEnv;
}

export function listingBudget(input: BudgetInput): number {
  const override = Number(input.env?.SLASH_COMMAND_TOOL_CHAR_BUDGET);
  if (Number.isFinite(override) && override > 0) return Math.floor(override);
  const fraction = input.fraction ?? DEFAULT_LISTING_FRACTION;
  const chars = input.contextTokens && input.contextTokens > 0 ? input.contextTokens * CHARS_PER_TOKEN : input.contextChars ?? 0;
  return chars > 0 ? Math.max(1, Math.floor(chars * fraction)) : LISTING_FALLBACK_CHARS;
}

/** Claude Code's cut: the first max-1 characters and "…". */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}\u2026` : text;
}

const line = (e: { name: string; description: string }) => (e.description ? `- ${e.name}: ${e.description}` : `- ${e.name}`);
const joinedSize = (list: { name: string; description: string }[]) =>
  list.reduce((n, e) => n + line(e).length, 0) + Math.max(0, list.length - 1);

export interface ListingOptions {
  /** Conditional skills activated in the session: only these of them are listed. */
  activated: ReadonlySet<string>;
  maxDescChars?: number;
  /** Skills used recently: name -> age in ms (smaller is more recent). */
  recent?: ReadonlyMap<string, number>;
}

/**
 * `skills` are the listable skills: one per name (Resolve's winners), valid, model-invocable.
 * Listing order: bundled first, then by name.
 */
export function buildListing(skills: readonly Skill[], budget: number, opts: ListingOptions): Listing {
  const max = opts.maxDescChars ?? MAX_LISTING_DESC_CHARS;
  const hidden: string[] = [];
  const entries: (ListingEntry & { full: string })[] = [];
  for (const s of skills) {
    if (s.meta.paths.length && !opts.activated.has(s.name)) {
      hidden.push(s.name);
      continue;
    }
    const raw = s.meta.whenToUse ? (s.meta.description ? `${s.meta.description} - ${s.meta.whenToUse}` : s.meta.whenToUse) : s.meta.description;
    const full = cut(raw, max);
    entries.push({
      name: s.name, scope: s.scope, bundled: s.scope === "bundled", description: full, full,
      truncated: full !== raw, dropped: false, path: s.file,
    });
  }
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  entries.sort((a, b) => Number(b.bundled) - Number(a.bundled) || byName(a, b));
  hidden.sort();

  let used = joinedSize(entries);
  if (used > budget) {
    // Lowest priority first: not recently used before recently used (oldest use first), later
    // in the listing before earlier. Bundled skills are never dropped.
    const recent = opts.recent ?? new Map<string, number>();
    const order = entries.map((e, i) => ({ e, i })).filter(({ e }) => !e.bundled && e.description)
      .sort((a, b) => {
        const ra = recent.get(a.e.name);
        const rb = recent.get(b.e.name);
        if ((ra === undefined) !== (rb === undefined)) return ra === undefined ? -1 : 1;
        if (ra !== undefined && rb !== undefined && ra !== rb) return rb - ra;
        return b.i - a.i;
      });
    for (const { e } of order) {
      if (used <= budget) break;
      used -= e.description.length + 2; // ": " goes with it
      e.description = "";
      e.dropped = true;
    }
  }
  const body = entries.map(line).join("\n");
  return {
    budget,
    used: body.length,
    overBudget: body.length > budget,
    entries: entries.map(({ full: _full, ...e }) => e),
    hidden,
    text: entries.length ? `${body}\n` : "",
  };
}
