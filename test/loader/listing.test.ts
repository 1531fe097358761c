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
    expect(l.text).toBe(`- a: short\n- long: ${"d".repeat(1000)} - ${"w".repeat(MAX_LISTING_DESC_CHARS - 1 - 1003)}…\n- w: Reviews code. - Before merge.\n`);
    expect(l.entries[1]!.description).toHaveLength(MAX_LISTING_DESC_CHARS);
    expect(l.entries[1]).toMatchObject({ truncated: true, dropped: false });
    expect(l.used).toBe(l.text.length - 1); // Claude Code measures the joined entries, no final newline
    const capped = buildListing([w], 8000, { ...none, maxDescChars: 10 });
    expect(capped.text).toBe("- w: Reviews c…\n");
  });

  it("over budget: whole descriptions are dropped, last in the listing first, bundled never; nothing is cut to fit", async () => {
    const skills = [
      await skill("zeta", "z".repeat(200)),
      await skill("alpha", "a".repeat(100)),
      await skill("help", "h".repeat(150), "bundled"),
      await skill("mid", "m".repeat(120)),
    ];
    const full = buildListing(skills, 8000, none);
    const l = buildListing(skills, full.used - 1, none);
    expect(l.entries.map((e) => e.name)).toEqual(["help", "alpha", "mid", "zeta"]);
    expect(l.entries.map((e) => [e.name, e.dropped])).toEqual([["help", false], ["alpha", false], ["mid", false], ["zeta", true]]);
    expect(l.text).toBe(`- help: ${"h".repeat(150)}\n- alpha: ${"a".repeat(100)}\n- mid: ${"m".repeat(120)}\n- zeta\n`);
    expect(l.used).toBeLessThanOrEqual(l.budget);
    // Tighter: mid goes next, then alpha; help stays whole.
    const tight = buildListing(skills, 200, none);
    expect(tight.entries.map((e) => e.dropped)).toEqual([false, true, true, true]);
    expect(tight.entries.every((e) => e.description === "" || e.description === e.description.replace(/…$/, ""))).toBe(true);
  });

  it("recently used skills keep their descriptions before the others", async () => {
    const skills = [await skill("a", "a".repeat(100)), await skill("b", "b".repeat(100)), await skill("c", "c".repeat(100))];
    const budget = buildListing(skills, 8000, none).used - 1;
    const plain = buildListing(skills, budget, none);
    expect(plain.entries.map((e) => e.dropped)).toEqual([false, false, true]);
    const used = buildListing(skills, budget, { ...none, recent: new Map([["c", 1000], ["a", 50]]) });
    expect(used.entries.map((e) => e.dropped)).toEqual([false, true, false]);
    const older = buildListing(skills, buildListing(skills, 8000, none).used - 110, { ...none, recent: new Map([["c", 1000], ["a", 50]]) });
    expect(older.entries.map((e) => e.dropped)).toEqual([false, true, true]);
  });

  it("names always stay, even when they alone do not fit", async () => {
    const skills = await Promise.all(Array.from({ length: 30 }, (_, i) => skill(`skill-number-${i}`, "described at some length here")));
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
