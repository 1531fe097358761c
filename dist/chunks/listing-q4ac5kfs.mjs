// lib/loader/listing.ts
var LISTING_FALLBACK_CHARS = 8000;
var CHARS_PER_TOKEN = 4;
var DEFAULT_LISTING_FRACTION = 0.01;
var MAX_LISTING_DESC_CHARS = 1536;
function listingBudget(input) {
  const override = Number(input.env?.SLASH_COMMAND_TOOL_CHAR_BUDGET);
  if (Number.isFinite(override) && override > 0)
    return Math.floor(override);
  const fraction = input.fraction ?? DEFAULT_LISTING_FRACTION;
  const chars = input.contextTokens && input.contextTokens > 0 ? input.contextTokens * CHARS_PER_TOKEN : input.contextChars ?? 0;
  return chars > 0 ? Math.max(1, Math.floor(chars * fraction)) : LISTING_FALLBACK_CHARS;
}
function cut(text, max) {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}
var line = (e) => e.description ? `- ${e.name}: ${e.description}` : `- ${e.name}`;
var joinedSize = (list) => list.reduce((n, e) => n + line(e).length, 0) + Math.max(0, list.length - 1);
function buildListing(skills, budget, opts) {
  const max = opts.maxDescChars ?? MAX_LISTING_DESC_CHARS;
  const hidden = [];
  const entries = [];
  for (const s of skills) {
    if (s.meta.paths.length && !opts.activated.has(s.name)) {
      hidden.push(s.name);
      continue;
    }
    const raw = s.meta.whenToUse ? s.meta.description ? `${s.meta.description} - ${s.meta.whenToUse}` : s.meta.whenToUse : s.meta.description;
    const full = cut(raw, max);
    entries.push({
      name: s.name,
      scope: s.scope,
      bundled: s.scope === "bundled",
      description: full,
      full,
      truncated: full !== raw,
      dropped: false,
      path: s.file
    });
  }
  const byName = (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  entries.sort((a, b) => Number(b.bundled) - Number(a.bundled) || byName(a, b));
  hidden.sort();
  let used = joinedSize(entries);
  if (used > budget) {
    const recent = opts.recent ?? new Map;
    const order = entries.map((e, i) => ({ e, i })).filter(({ e }) => !e.bundled && e.description).sort((a, b) => {
      const ra = recent.get(a.e.name);
      const rb = recent.get(b.e.name);
      if (ra === undefined !== (rb === undefined))
        return ra === undefined ? -1 : 1;
      if (ra !== undefined && rb !== undefined && ra !== rb)
        return rb - ra;
      return b.i - a.i;
    });
    for (const { e } of order) {
      if (used <= budget)
        break;
      used -= e.description.length + 2;
      e.description = "";
      e.dropped = true;
    }
  }
  const body = entries.map(line).join(`
`);
  return {
    budget,
    used: body.length,
    overBudget: body.length > budget,
    entries: entries.map(({ full: _full, ...e }) => e),
    hidden,
    text: entries.length ? `${body}
` : ""
  };
}
export {
  buildListing,
  listingBudget
};
