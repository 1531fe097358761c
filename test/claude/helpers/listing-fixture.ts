// A 60-skill fixture for comparing `gstack-skills listing` with the listing the real client
// sends: short, long and over-long descriptions, some with `when_to_use`, a few multi-line, so
// the per-entry cap, the budget and the joining rules all show.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Words, so lengths are exact and truncation points are visible. */
function words(seed: number, chars: number): string {
  const vocab = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"];
  let s = "";
  for (let i = 0; s.length < chars; i++) s += (s ? " " : "") + vocab[(seed + i) % vocab.length];
  return s.slice(0, chars);
}

export interface FixtureSkill {
  name: string;
  description: string;
  whenToUse?: string;
}

export function fixtureSkills(): FixtureSkill[] {
  const lengths = [40, 120, 300, 700, 1200, 1600, 2400];
  return Array.from({ length: 60 }, (_, i) => {
    const name = `fx-${String(i).padStart(2, "0")}`;
    const len = lengths[i % lengths.length]!;
    let description = `S${i} ${words(i, len - 8)} END${i}.`;
    if (i % 11 === 3) description = `S${i} first line of ${i}\nsecond line ${words(i, 60)} END${i}.`;
    const whenToUse = i % 5 === 0 ? `W${i} when ${words(i + 3, i % 2 ? 400 : 100)} WEND${i}.` : undefined;
    return { name, description, whenToUse };
  });
}

const yamlBlock = (s: string) =>
  `|\n${s
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n")}`;

/** Writes the fixture as <skillsDir>/<name>/SKILL.md. */
export function writeFixture(skillsDir: string, skills = fixtureSkills()): void {
  for (const s of skills) {
    const dir = join(skillsDir, s.name);
    mkdirSync(dir, { recursive: true });
    const fm = [`name: ${s.name}`, `description: ${yamlBlock(s.description)}`];
    if (s.whenToUse) fm.push(`when_to_use: ${yamlBlock(s.whenToUse)}`);
    writeFileSync(join(dir, "SKILL.md"), `---\n${fm.join("\n")}\n---\n# /${s.name}\n\nFixture skill ${s.name}.\n`);
  }
}

export const LISTING_HEAD = "The following skills are available for use with the Skill tool:\n\n";

/**
 * The skill listing of a request. 200k-window models get it in the first user message as a
 * <system-reminder> block; 1M-window models in a system-role message (docs/decisions/0032).
 */
export function clientListing(body: { messages: { role: string; content: unknown }[] }): string | undefined {
  for (const m of body.messages) {
    const blocks =
      typeof m.content === "string"
        ? [{ type: "text", text: m.content }]
        : (m.content as { type: string; text?: string }[]);
    for (const b of blocks) {
      const t = b.text ?? "";
      const at = t.indexOf(LISTING_HEAD);
      if (at < 0) continue;
      const rest = t.slice(at + LISTING_HEAD.length);
      const end = rest.search(/\n<\/system-reminder>|\n\n(?!- )/);
      return end < 0 ? rest : rest.slice(0, end);
    }
  }
  return undefined;
}

/** Splits a listing into its entries (an entry may hold newlines). */
export function listingEntries(listing: string): string[] {
  const out: string[] = [];
  for (const l of listing.split("\n")) {
    if (l.startsWith("- ") || out.length === 0) out.push(l);
    else out[out.length - 1] += `\n${l}`;
  }
  return out;
}

export const entryName = (e: string) => {
  const head = e.split("\n")[0]!.slice(2);
  const c = head.indexOf(": ");
  return c < 0 ? head : head.slice(0, c);
};

/**
 * Claude Code 2.1.328's entry for a skill, from its frontmatter values as YAML parses them
 * (a `|` block keeps its final newline): what docs/decisions/0032 records, as code.
 */
export function clientEntry(name: string, fm: { description: string; when_to_use?: string }): string {
  let text = fm.description.trim() + (fm.when_to_use !== undefined ? ` - ${fm.when_to_use}` : "");
  text = text.replace(/\n/g, " ");
  if (text.length > 1536) text = `${text.slice(0, 1535)}\u2026`;
  return `- ${name}: ${text}`;
}

/**
 * The budget rule as recorded: every entry is listed, by name at least; then, in priority order,
 * an entry keeps its whole description when the listing (entries joined by newlines) still fits.
 */
export function clientBudget(entries: { name: string; full: string }[], priority: string[], budget: number): string[] {
  const keep = new Set<string>();
  let total = entries.reduce((n, e) => n + `- ${e.name}`.length, 0) + entries.length - 1;
  for (const name of priority) {
    const e = entries.find((x) => x.name === name)!;
    const add = e.full.length - `- ${e.name}`.length;
    if (total + add <= budget) {
      keep.add(name);
      total += add;
    }
  }
  return entries.map((e) => (keep.has(e.name) ? e.full : `- ${e.name}`));
}
