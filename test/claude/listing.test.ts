// The skill listing the real client sends for a 60-skill fixture: its format, per-entry cap and
// budget, recorded in docs/decisions/0032 and checked here against the client itself; then
// `gstack-skills listing` compared with it (issue 9 item 5, gated until the kit has those rules).
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import YAML from "yaml";
import { BIN, sandbox } from "../helpers/state.ts";
import { describeRun, runClaude } from "./helpers/claude.ts";
import { clientBudget, clientEntry, clientListing, entryName, listingEntries, writeFixture } from "./helpers/listing-fixture.ts";
import { has } from "./helpers/features.ts";

/** The fixture's frontmatter as YAML parses it. */
function frontmatter(skillsDir: string): Map<string, { description: string; when_to_use?: string }> {
  const out = new Map<string, { description: string; when_to_use?: string }>();
  for (const name of readdirSync(skillsDir).sort()) {
    const text = readFileSync(join(skillsDir, name, "SKILL.md"), "utf8");
    out.set(name, YAML.parse(text.split("---\n")[1]!));
  }
  return out;
}

interface Seen { entries: string[]; fixture: Map<string, { description: string; when_to_use?: string }>; contextWindow: number }

/** One `claude -p` with the fixture in ~/.claude/skills; the listing from its first request. */
async function listingFor(model: string): Promise<Seen> {
  const sb = sandbox();
  const skills = join(sb.home, ".claude", "skills");
  writeFixture(skills);
  const work = join(sb.work, "empty");
  mkdirSync(work);
  const r = await runClaude({ cwd: work, env: sb.env, prompt: "hi", script: [], args: ["--model", model] });
  expect(r.status, describeRun(r)).toBe(0);
  const listing = clientListing(r.main[0]!);
  expect(listing, "the first request carries a skill listing").toBeDefined();
  const usage = r.json?.modelUsage as Record<string, { contextWindow: number }>;
  return { entries: listingEntries(listing!), fixture: frontmatter(skills), contextWindow: usage[model]!.contextWindow };
}

/** Checks the client's listing against the recorded rules; returns the budget left for the fixture. */
function expectRecordedRules(seen: Seen, budget: number): number {
  const fx = seen.entries.filter((e) => entryName(e).startsWith("fx-"));
  const others = seen.entries.filter((e) => !entryName(e).startsWith("fx-"));
  expect(fx.map(entryName), "every fixture skill is listed, in name order, before the built-in ones").toEqual([...seen.fixture.keys()]);
  expect(seen.entries.slice(0, 60).map(entryName)).toEqual([...seen.fixture.keys()]);
  // Built-in skills come after the user's in the text but before them in priority; the last
  // two (init, security-review) after them.
  const tail = others.slice(-2).map(entryName);
  const first = others.slice(0, -2).map(entryName);
  const full = seen.entries.map((e) => {
    const name = entryName(e);
    const fm = seen.fixture.get(name);
    return { name, full: fm ? clientEntry(name, fm) : e };
  });
  const want = clientBudget(full, [...first, ...fx.map(entryName), ...tail], budget);
  const sum = (es: string[]) => es.reduce((n, e) => n + e.length + 1, 0);
  // The built-ins the fixture pushed out are listed by name; for them `full` is that name.
  expect(seen.entries.join("\n").length).toBeLessThanOrEqual(budget);
  expect(want.filter((e) => entryName(e).startsWith("fx-"))).toEqual(fx);
  // Dropped descriptions go whole: an entry is either complete (capped at 1,536) or the bare name.
  for (const e of fx) {
    const name = entryName(e);
    expect([`- ${name}`, clientEntry(name, seen.fixture.get(name)!)]).toContain(e);
  }
  return budget - sum(others);
}

describe("the skill listing of Claude Code 2.1.328 (60-skill fixture)", () => {
  const seen = new Map<string, Promise<Seen>>();
  const get = (model: string) => {
    if (!seen.has(model)) seen.set(model, listingFor(model));
    return seen.get(model)!;
  };

  it("200k-token window: budget 8,000 characters (tokens x 4 x 1%), descriptions dropped whole by priority", async () => {
    const s = await get("claude-sonnet-4-5");
    expect(s.contextWindow).toBe(200_000);
    expectRecordedRules(s, 8_000);
    for (const other of [7_900, 8_100]) expect(() => expectRecordedRules(s, other), `budget ${other}`).toThrow();
    // The budget is spent: some fixture entries are bare names, some keep their text.
    const fx = s.entries.filter((e) => entryName(e).startsWith("fx-"));
    expect(fx.filter((e) => !e.includes(": ")).length).toBeGreaterThan(0);
    expect(fx.filter((e) => e.includes(": ")).length).toBeGreaterThan(0);
    // Over-long entries are cut at 1,536 characters of text with an ellipsis; when_to_use follows " - ".
    const cut = clientEntry("x", { description: "d".repeat(2000) });
    expect(cut.length).toBe("- x: ".length + 1536);
    expect(cut.endsWith("\u2026")).toBe(true);
  });

  it("1M-token window: the budget is 30,000 characters, not tokens x 4 x 1%", async () => {
    const s = await get("claude-opus-5-5");
    expect(s.contextWindow).toBe(1_000_000);
    expectRecordedRules(s, 30_000);
    // At 40,000 (1% of 1M x 4) more descriptions would fit than the client kept.
    expect(() => expectRecordedRules(s, 40_000)).toThrow();
  });

  // Issue 9 item 5: the kit's listing, given the budget the client had left for these skills,
  // lists them as the client did.
  it.skipIf(!has("claude-listing"))("gstack-skills listing equals the client's listing of the fixture", async () => {
    const s = await get("claude-sonnet-4-5");
    const left = expectRecordedRules(s, 8_000);
    const sb = sandbox();
    writeFixture(join(sb.home, ".claude", "skills"));
    // The kit's budget is tokens x 4 x 1% (item 5): ask for exactly `left` characters.
    const r = spawnSync(join(BIN, "gstack-skills"), ["listing", "--context-tokens", String(left * 25)], { cwd: sb.work, env: sb.env, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(listingEntries(r.stdout.trimEnd())).toEqual(s.entries.filter((e) => entryName(e).startsWith("fx-")));
  });
});
