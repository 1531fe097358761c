import { describe, expect, it } from "vitest";
import { buildListing, listingBudget, MAX_LISTING_DESC_CHARS } from "../../lib/loader/listing.ts";
import type { Skill } from "../../lib/loader/types.ts";
import { doc, memSkill } from "./fixture.ts";

const skill = (name: string, description: string, scope: Skill["scope"] = "project", extra = "") =>
  memSkill(doc(`name: ${name}\ndescription: "${description}"${extra}`), { scope });

describe("listing budget", () => {
  it("1% of the context window, else 8,000 characters", () => {
    expect(listingBudget(0, 0.01)).toBe(8000);
    expect(listingBudget(200_000, 0.01)).toBe(2000);
    expect(listingBudget(1000, 0.5)).toBe(500);
  });

  it("lists everything whole when it fits; descriptions are capped at 250 characters", async () => {
    const l = buildListing([await skill("a", "short"), await skill("b", "d".repeat(400))], 8000, new Set());
    expect(l.text.split("\n")[0]).toBe("- a: short");
    expect(l.entries[1]!.description).toHaveLength(MAX_LISTING_DESC_CHARS);
    expect(l.entries[1]!.description.endsWith("…")).toBe(true);
    expect(l.used).toBe(l.text.length);
    expect(l.overBudget).toBe(false);
  });

  it("over budget: bundled skills stay whole and first, short descriptions are kept, long ones cut", async () => {
    const skills = [
      await skill("zeta", "z".repeat(200)),
      await skill("alpha", "tiny"),
      await skill("help", "h".repeat(150), "bundled"),
      await skill("mid", "m".repeat(120)),
    ];
    const l = buildListing(skills, 420, new Set());
    expect(l.entries.map((e) => e.name)).toEqual(["help", "alpha", "mid", "zeta"]);
    expect(l.entries[0]).toMatchObject({ description: "h".repeat(150), truncated: false });
    expect(l.entries[1]).toMatchObject({ description: "tiny", truncated: false });
    expect(l.entries[2]!.truncated || l.entries[3]!.truncated).toBe(true);
    expect(l.used).toBeLessThanOrEqual(420);
    expect(l.overBudget).toBe(false);
  });

  it("names always stay, even when they alone do not fit", async () => {
    const skills = await Promise.all(Array.from({ length: 30 }, (_, i) => skill(`skill-number-${i}`, "described at some length here")));
    const l = buildListing(skills, 100, new Set());
    expect(l.entries).toHaveLength(30);
    expect(l.entries.every((e) => e.description === "")).toBe(true);
    expect(l.overBudget).toBe(true);
  });

  it("conditional skills are hidden until activated", async () => {
    const rc = await skill("rc", "react", "project", "\npaths: ['src/**/*.tsx']");
    expect(buildListing([rc], 8000, new Set()).hidden).toEqual(["rc"]);
    expect(buildListing([rc], 8000, new Set(["rc"])).entries.map((e) => e.name)).toEqual(["rc"]);
  });
});
