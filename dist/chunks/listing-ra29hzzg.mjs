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
function clientText(text) {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
function bodyDescription(body) {
  for (const l of body.split(`
`)) {
    const t = l.trim();
    if (!t)
      continue;
    const text = t.match(/^#+\s+(\S.*)$/)?.[1] ?? t;
    return text.length > 100 ? `${text.slice(0, 97)}...` : text;
  }
  return "Skill";
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
      path: s.file
    });
  }
  entries.sort((a, b) => Number(a.bundled) - Number(b.bundled) || a.name.localeCompare(b.name));
  hidden.sort();
  if (joinedSize(entries) > budget) {
    const recent = opts.recent ?? new Map;
    const rest = entries.map((e, i) => ({ e, i })).filter(({ e }) => !e.bundled);
    for (const { e } of rest)
      e.description = "";
    let left = budget - joinedSize(entries);
    rest.sort((a, b) => {
      const ra = recent.get(a.e.name);
      const rb = recent.get(b.e.name);
      if (ra === undefined !== (rb === undefined))
        return ra === undefined ? 1 : -1;
      if (ra !== undefined && rb !== undefined && ra !== rb)
        return ra - rb;
      return a.i - b.i;
    });
    for (const { e } of rest) {
      const add = e.full.length + 2;
      if (add <= left) {
        e.description = e.full;
        left -= add;
      } else
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
