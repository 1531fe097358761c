import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cacheOrderStage, readWarmCache, recordLoaded, warmSkills } from "../../lib/loader/cache-order.ts";
import type { Candidate, Tier } from "../../lib/loader/types.ts";
import { sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";
import { doc, memSkill } from "./fixture.ts";

async function cand(name: string, tier: Tier, score: number): Promise<Candidate> {
  return { skill: await memSkill(doc(`name: ${name}`)), decisions: [], tier, score, chars: 10 };
}

describe("CacheOrder", () => {
  it("orders by tier, then band, then warm before cold, then score and name", async () => {
    const list = [
      await cand("opt-high", "optional", 99),
      await cand("std-cold-72", "standard", 72),
      await cand("std-warm-71", "standard", 71),
      await cand("std-cold-85", "standard", 85),
      await cand("crit-low", "critical", 50),
      await cand("std-warm-65", "standard", 65),
    ];
    const warm = new Map([
      ["std-warm-71", 1000],
      ["std-warm-65", 5000],
    ]);
    const out = cacheOrderStage(list, warm);
    expect(out.map((c) => c.skill.name)).toEqual([
      "crit-low",
      "std-cold-85",
      "std-warm-71",
      "std-cold-72",
      "std-warm-65",
      "opt-high",
    ]);
    expect(out.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out[2]!.decisions[0]).toMatchObject({ stage: "cache", outcome: "warm" });
  });

  it("warm means loaded within the TTL", () => {
    const now = Date.parse("2026-01-01T12:00:00Z");
    const cache = {
      version: 1 as const,
      skills: {
        fresh: { loaded_at: "2026-01-01T11:30:00Z", hash: "h", scope: "project" },
        stale: { loaded_at: "2026-01-01T10:00:00Z", hash: "h", scope: "project" },
        bad: { loaded_at: "yesterday", hash: "h", scope: "project" },
      },
    };
    expect([...warmSkills(cache, now, 60 * 60_000).keys()]).toEqual(["fresh"]);
  });

  it("recordLoaded writes the cache atomically (0600) and matches the schema; corrupt files read as empty", async () => {
    const sb = sandbox();
    const file = join(sb.root, "loader", "cache.json");
    const now = Date.now();
    await recordLoaded(file, [{ name: "a", hash: "a".repeat(64), scope: "project" }], now);
    await recordLoaded(file, [{ name: "b", hash: "b".repeat(64), scope: "user" }], now + 1);
    const v = JSON.parse(readFileSync(file, "utf8"));
    assertSchema("loader-cache.schema.json", v);
    expect(Object.keys(v.skills)).toEqual(["a", "b"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, "{not json");
    expect(readWarmCache(file)).toEqual({ version: 1, skills: {} });
    mkdirSync(join(sb.root, "x"), { recursive: true });
    expect(readWarmCache(join(sb.root, "x"))).toEqual({ version: 1, skills: {} });
  });
});
