import { describe, expect, it } from "vitest";
import { contextFor, PREAMBLE_SECTIONS, renderPreamble } from "../../lib/generator/render.ts";
import { HOSTS, HOST_NAMES } from "../../lib/generator/hosts.ts";
import { PREAMBLE_KEYS, fallbackCommand, keysForTier } from "../../lib/generator/preamble-keys.ts";
import type { Tier } from "../../lib/generator/validate.ts";

const TIERS: Tier[] = [1, 2, 3, 4];

function preamble(tier: Tier, host = HOSTS.claude): string {
  return renderPreamble({ host, name: "review", tier, context: contextFor(host, "review", tier), preambleBytes: 0 });
}

/** Paragraphs, with the one line that names the tier normalized away. */
function paragraphs(text: string): string[] {
  return text.replace(/--tier \d.*$/m, "--tier N").split(/\n\n+/);
}

describe("preamble tiers", () => {
  it.each([1, 2, 3] as Tier[])(
    "tier %i is a strict superset of its content in tier %i + 1, in the same order",
    (tier) => {
      const lower = paragraphs(preamble(tier));
      const upper = paragraphs(preamble((tier + 1) as Tier));
      expect(upper.length).toBeGreaterThan(lower.length);
      let at = 0;
      for (const p of lower) {
        const found = upper.indexOf(p, at);
        expect(found, `tier ${tier + 1} lacks or reorders: ${p.slice(0, 80)}`).toBeGreaterThanOrEqual(0);
        at = found + 1;
      }
    },
  );

  it("each tier adds its own sections", () => {
    const headings = (t: Tier): string[] => preamble(t).match(/^## .+$/gm) ?? [];
    expect(headings(1)).toEqual(["## Preamble (run first)", "## First run", "## Voice", "## Completion status"]);
    expect(headings(2).filter((h) => !headings(1).includes(h))).toEqual([
      "## Asking the user",
      "## Completeness",
      "## When things don't add up",
      "## Checkpoints",
      "## Context health",
      "## Learnings",
    ]);
    expect(headings(3).filter((h) => !headings(2).includes(h))).toEqual(["## Repo mode", "## Search before building"]);
    expect(headings(4).filter((h) => !headings(3).includes(h))).toEqual(["## Test-failure triage"]);
    // Tier 2 also extends the voice section with the full directive.
    expect(preamble(2)).toMatch(/## Voice\n\n.+\n\nTalk like a builder/);
    expect(preamble(1)).not.toMatch(/Talk like a builder/);
  });

  it.each(HOST_NAMES)("meets the size targets (%s host): tier 1 <= 4 KB, tier 4 <= 14 KB", (host) => {
    expect(Buffer.byteLength(preamble(1, HOSTS[host]))).toBeLessThanOrEqual(4096);
    expect(Buffer.byteLength(preamble(4, HOSTS[host]))).toBeLessThanOrEqual(14 * 1024);
  });

  it("prints exactly the keys the prose of each tier reads", () => {
    for (const tier of TIERS) {
      const text = preamble(tier);
      const prose = text.slice(text.indexOf("```\n", text.indexOf("```bash")) + 4);
      for (const k of PREAMBLE_KEYS) {
        const mentioned = new RegExp(`\`${k.key}[:\`]`).test(prose);
        expect(mentioned, `tier ${tier} prose and key ${k.key} (tier ${k.tier})`).toBe(k.tier <= tier);
      }
    }
  });

  it("the fallback prints every key of the tier with a value that asks and risks nothing", () => {
    expect(fallbackCommand(4)).toContain("'GSTACK: unavailable'");
    for (const k of keysForTier(4)) expect(fallbackCommand(4)).toContain(`'${k.key}: ${k.fallback}'`);
    expect(fallbackCommand(1)).not.toContain("REPO_MODE");
    for (const safe of ["'PROACTIVE: false'", "'TELEMETRY: off'", "'TEL_PROMPTED: yes'", "'PROACTIVE_PROMPTED: yes'"]) {
      expect(fallbackCommand(1)).toContain(safe);
    }
  });

  it("sections are listed once, each with a tier", () => {
    const ids = PREAMBLE_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
