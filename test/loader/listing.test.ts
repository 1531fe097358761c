import { describe, expect, it } from "vitest";
import { buildListing, listingBudget, MAX_LISTING_DESC_CHARS } from "../../lib/loader/listing.ts";
import type { Skill } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

const skill = (name: string, description: string, scope: Skill["scope"] = "project", extra = "") =>
  memSkill(doc(`name: ${name}\ndescription: "${description}"${extra}`), { scope });
const none = { activated: new Set<string>() };

describe("listing budget (Claude Code's rules)", () => {
  it("context tokens x 4 x fraction; 8,000 when unknown; SLASH_COMMAND_TOOL_CHAR_BUDGET wins", () => {
    expect(listingBudget({})).toBe(8000);
    expect(listingBudget({ contextTokens: 0, fraction: 0.01 })).toBe(8000);
    expect(listingBudget({ contextTokens: 200_000, fraction: 0.01 })).toBe(8000);
    expect(listingBudget({ contextTokens: 1_000_000 })).toBe(40_000);
    expect(listingBudget({ contextTokens: 200_000, fraction: 0.02 })).toBe(16_000);
    expect(listingBudget({ contextChars: 60_000, fraction: 0.01 })).toBe(600);
    expect(listingBudget({ contextTokens: 1000, contextChars: 60_000, fraction: 0.01 })).toBe(40);
    expect(listingBudget({ contextTokens: 200_000, env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: "30000" } })).toBe(30_000);
    expect(listingBudget({ env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: "x" } })).toBe(8000);
  });
});

describe("listing entries", () => {
  it("`- name: description - when_to_use`, joined by newlines; the entry text is capped at 1,536 (cap-1 and …)", async () => {
    const w = await skill("w", "Reviews code.", "project", "\nwhen_to_use: Before merge.");
    const long = await skill("long", "d".repeat(1000), "project", `\nwhen_to_use: ${"w".repeat(1000)}`);
    const l = buildListing([w, await skill("a", "short"), long], 8000, none);
    expect(l.text).toBe(
      `- a: short\n- long: ${"d".repeat(1000)} - ${"w".repeat(MAX_LISTING_DESC_CHARS - 1 - 1003)}…\n- w: Reviews code. - Before merge.\n`,
    );
    expect(l.entries[1]!.description).toHaveLength(MAX_LISTING_DESC_CHARS);
    expect(l.entries[1]).toMatchObject({ truncated: true, dropped: false });
    expect(l.used).toBe(l.text.length - 1); // Claude Code measures the joined entries, no final newline
    const capped = buildListing([w], 8000, { ...none, maxDescChars: 10 });
    expect(capped.text).toBe("- w: Reviews c…\n");
  });

  it("text as the client shows it: control runs become one space, < > escaped, when_to_use untrimmed, body's first line when there is no description", async () => {
    const t = await skill("t", "a\\n\\nb\\tc  d <e> & f", "project", '\nwhen_to_use: "  lead and trail  "');
    const fold = memSkill(doc("name: fold\ndescription: |\n  line one\n  line two\nwhen_to_use: |\n  when it ends\n"), {
      scope: "project",
    });
    const bare = memSkill(doc("name: bare\nwhen_to_use: only this", "\n# Bare heading\n\nBody.\n"), {
      scope: "project",
    });
    const l = buildListing([t, await fold, await bare], 8000, none);
    expect(l.text).toBe(
      "- bare: Bare heading - only this\n- fold: line one line two - when it ends \n- t: a b c  d &lt;e&gt; & f -   lead and trail  \n",
    );
  });

  it("order: by name as the client sorts (case and punctuation as localeCompare), bundled skills last", async () => {
    const names = ["pe", "Pd", "p-e", "p_e", "pa"];
    const skills = [await skill("help", "h", "bundled"), ...(await Promise.all(names.map((n) => skill(n, n))))];
    expect(buildListing(skills, 8000, none).entries.map((e) => e.name)).toEqual([
      "p_e",
      "p-e",
      "pa",
      "Pd",
      "pe",
      "help",
    ]);
  });

  it("over budget: bundled stay whole; the others get their whole text back greedily in listing order, a longer one skipped for a shorter one after it", async () => {
    const skills = [
      await skill("zeta", "z".repeat(20)),
      await skill("alpha", "a".repeat(100)),
      await skill("help", "h".repeat(150), "bundled"),
      await skill("mid", "m".repeat(120)),
    ];
    const full = buildListing(skills, 8000, none);
    expect(full.entries.map((e) => e.name)).toEqual(["alpha", "mid", "zeta", "help"]);
    // 110 short of everything: alpha fits, mid (122 with ": ") does not, zeta (22, later) still does.
    const l = buildListing(skills, full.used - 110, none);
    expect(l.entries.map((e) => [e.name, e.dropped])).toEqual([
      ["alpha", false],
      ["mid", true],
      ["zeta", false],
      ["help", false],
    ]);
    expect(l.text).toBe(`- alpha: ${"a".repeat(100)}\n- mid\n- zeta: ${"z".repeat(20)}\n- help: ${"h".repeat(150)}\n`);
    expect(l.used).toBeLessThanOrEqual(l.budget);
    // Room for help and the names only: every other description goes, help stays whole.
    const tight = buildListing(skills, 200, none);
    expect(tight.entries.map((e) => e.dropped)).toEqual([true, true, true, false]);
    expect(tight.text).toBe(`- alpha\n- mid\n- zeta\n- help: ${"h".repeat(150)}\n`);
  });

  it("recently used skills get their text before the others, most recent first", async () => {
    const skills = [
      await skill("a", "a".repeat(100)),
      await skill("b", "b".repeat(100)),
      await skill("c", "c".repeat(100)),
    ];
    const budget = buildListing(skills, 8000, none).used - 1;
    const plain = buildListing(skills, budget, none);
    expect(plain.entries.map((e) => e.dropped)).toEqual([false, false, true]);
    const used = buildListing(skills, budget, {
      ...none,
      recent: new Map([
        ["c", 1000],
        ["a", 50],
      ]),
    });
    expect(used.entries.map((e) => e.dropped)).toEqual([false, true, false]);
    const older = buildListing(skills, buildListing(skills, 8000, none).used - 110, {
      ...none,
      recent: new Map([
        ["c", 1000],
        ["a", 50],
      ]),
    });
    expect(older.entries.map((e) => e.dropped)).toEqual([false, true, true]);
  });

  it("names always stay, even when they alone do not fit", async () => {
    const skills = await Promise.all(
      Array.from({ length: 30 }, (_, i) => skill(`skill-number-${i}`, "described at some length here")),
    );
    const l = buildListing(skills, 100, none);
    expect(l.entries).toHaveLength(30);
    expect(l.entries.every((e) => e.description === "" && e.dropped)).toBe(true);
    expect(l.overBudget).toBe(true);
  });

  it("conditional skills are hidden until activated", async () => {
    const rc = await skill("rc", "react", "project", "\npaths: ['src/**/*.tsx']");
    expect(buildListing([rc], 8000, none).hidden).toEqual(["rc"]);
    expect(buildListing([rc], 8000, { activated: new Set(["rc"]) }).entries.map((e) => e.name)).toEqual(["rc"]);
  });
});
