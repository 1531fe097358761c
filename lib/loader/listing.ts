// The skill listing an agent sees, by Claude Code's rules (read from the 2.1.328 client and
// checked against it on a 60-skill fixture, docs/decisions/0024 and 0032):
// - one entry per skill, `- name: description`, or `- name: description - when_to_use` when the
//   skill has when_to_use; entries joined by "\n", in name order (localeCompare), bundled last;
// - the description is trimmed, when_to_use is not; in both, each run of control characters
//   (newlines, tabs) becomes one space and < > become &lt; &gt;; no description: the body's
//   first line (a heading's text), as the client does;
// - each entry's text after "name: " is capped at listing_max_desc_chars (1,536): longer text
//   is cut to cap-1 characters plus "…";
// - the budget is context tokens x 4 x listing_budget_fraction (0.01) characters, 8,000 when
//   the window is unknown, or SLASH_COMMAND_TOOL_CHAR_BUDGET when that is set;
// - when the entries do not fit, bundled skills keep their text and the others start as bare
//   names; then, highest priority first, each gets its whole text back if the listing still
//   fits, else stays a name and the next is tried (greedy). Priority: skills used recently
//   (the warm cache), most recent first, then listing order. Names always stay.
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
  const chars =
    input.contextTokens && input.contextTokens > 0 ? input.contextTokens * CHARS_PER_TOKEN : (input.contextChars ?? 0);
  return chars > 0 ? Math.max(1, Math.floor(chars * fraction)) : LISTING_FALLBACK_CHARS;
}

/** Claude Code's cut: the first max-1 characters and "…". */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}\u2026` : text;
}

/** What the client does to description and when_to_use text: control runs to a space, < > escaped. */
export function clientText(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** The client's description when the frontmatter has none: the body's first line, a heading's text. */
export function bodyDescription(body: string): string {
  for (const l of body.split("\n")) {
    const t = l.trim();
    if (!t) continue;
    const text = t.match(/^#+\s+(\S.*)$/)?.[1] ?? t;
    return text.length > 100 ? `${text.slice(0, 97)}...` : text;
  }
  return "Skill";
}

const line = (e: { name: string; description: string }) =>
  e.description ? `- ${e.name}: ${e.description}` : `- ${e.name}`;
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
 * Listing order: by name as the client sorts (localeCompare), bundled skills after the others.
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
    const description = s.meta.description || bodyDescription(s.body);
    const raw = clientText(s.meta.whenToUse ? `${description} - ${s.meta.whenToUse}` : description);
    const full = cut(raw, max);
    entries.push({
      name: s.name,
      scope: s.scope,
      bundled: s.scope === "bundled",
      description: full,
      full,
      truncated: full !== raw,
      dropped: false,
      path: s.file,
    });
  }
  entries.sort((a, b) => Number(a.bundled) - Number(b.bundled) || a.name.localeCompare(b.name));
  hidden.sort();

  if (joinedSize(entries) > budget) {
    // Bundled entries are fixed whole; the others start as bare names and get their text back
    // greedily, highest priority first: recently used (most recent first), then listing order.
    const recent = opts.recent ?? new Map<string, number>();
    const rest = entries.map((e, i) => ({ e, i })).filter(({ e }) => !e.bundled);
    for (const { e } of rest) e.description = "";
    let left = budget - joinedSize(entries);
    rest.sort((a, b) => {
      const ra = recent.get(a.e.name);
      const rb = recent.get(b.e.name);
      if ((ra === undefined) !== (rb === undefined)) return ra === undefined ? 1 : -1;
      if (ra !== undefined && rb !== undefined && ra !== rb) return ra - rb;
      return a.i - b.i;
    });
    for (const { e } of rest) {
      const add = e.full.length + 2; // ": " and the text
      if (add <= left) {
        e.description = e.full;
        left -= add;
      } else e.dropped = true;
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
