// lib/loader/listing.ts
var LISTING_FALLBACK_CHARS = 8000;
var MAX_LISTING_DESC_CHARS = 250;
var MIN_DESC_CHARS = 12;
function listingBudget(contextWindowChars, fraction) {
  return contextWindowChars > 0 ? Math.max(1, Math.floor(contextWindowChars * fraction)) : LISTING_FALLBACK_CHARS;
}
function cut(text, max) {
  if (text.length <= max)
    return text;
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319)
    end--;
  return `${text.slice(0, end)}…`;
}
var line = (e) => e.description ? `- ${e.name}: ${e.description}` : `- ${e.name}`;
function buildListing(skills, budget, activated) {
  const hidden = [];
  const entries = [];
  for (const s of skills) {
    if (s.meta.paths.length && !activated.has(s.name)) {
      hidden.push(s.name);
      continue;
    }
    const full = cut(`${s.meta.description} ${s.meta.whenToUse ?? ""}`.replace(/\s+/g, " ").trim(), MAX_LISTING_DESC_CHARS);
    entries.push({ name: s.name, scope: s.scope, bundled: s.scope === "bundled", description: full, full, truncated: false, path: s.file });
  }
  const byName = (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  entries.sort((a, b) => Number(b.bundled) - Number(a.bundled) || byName(a, b));
  hidden.sort();
  const size = (list) => list.reduce((n, e) => n + line(e).length + 1, 0);
  if (size(entries) > budget) {
    const others = entries.filter((e) => !e.bundled);
    let left = budget - size(entries.filter((e) => e.bundled)) - others.reduce((n, e) => n + e.name.length + 3, 0);
    const byLength = [...others].sort((a, b) => a.full.length - b.full.length || byName(a, b));
    byLength.forEach((e, i) => {
      const share = Math.floor(Math.max(0, left) / (byLength.length - i));
      const room = share - 2;
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
  const text = entries.map((e) => `${line(e)}
`).join("");
  return {
    budget,
    used: text.length,
    overBudget: text.length > budget,
    entries: entries.map(({ full: _full, ...e }) => e),
    hidden,
    text
  };
}
export {
  buildListing,
  listingBudget
};
