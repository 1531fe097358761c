import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { StatePaths } from "../../lib/state/paths.ts";
import {
  decayedTaste,
  emptyTaste,
  extractSignals,
  formatTaste,
  loadTaste,
  migrateTaste,
  normalizeTaste,
  tastePath,
  updateTaste,
  toTasteInput,
} from "../../lib/records/taste.ts";
import { sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";

function setup() {
  const sb = sandbox();
  return { sb, paths: new StatePaths(sb.env, sb.work) };
}

describe("extractSignals", () => {
  it("reads labelled lists, any case; unlabelled text gives none", () => {
    expect(extractSignals("Fonts: Inter, Söhne; colors: navy ,  ; layouts: grid")).toEqual({
      fonts: ["Inter", "Söhne"],
      colors: ["navy"],
      layouts: ["grid"],
    });
    expect(extractSignals("looks clean")).toEqual({});
    expect(extractSignals(undefined)).toEqual({});
  });
});

describe("updateTaste", () => {
  it("bumps preferences per bucket, records sessions (last 50), writes a 0600 file matching the schema", async () => {
    const { paths } = setup();
    const t0 = new Date("2026-01-01T00:00:00Z");
    await updateTaste(
      paths,
      toTasteInput({ action: "approved", variant: "a.png", reason: "fonts: Inter; colors: navy" }),
      t0,
    );
    await updateTaste(paths, toTasteInput({ action: "approved", variant: "b.png", reason: "fonts: inter" }), t0);
    const { profile } = await updateTaste(
      paths,
      toTasteInput({ action: "rejected", variant: "c.png", reason: "fonts: Inter" }),
      t0,
    );
    expect(profile.dimensions.fonts.approved).toEqual([
      { value: "Inter", confidence: 2 / 3, approved_count: 2, rejected_count: 0, last_seen: t0.toISOString() },
    ]);
    expect(profile.dimensions.fonts.rejected).toEqual([
      { value: "Inter", confidence: 0.5, approved_count: 0, rejected_count: 1, last_seen: t0.toISOString() },
    ]);
    expect(profile.sessions.map((s) => s.variant)).toEqual(["a.png", "b.png", "c.png"]);
    const file = tastePath(paths);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    assertSchema("taste-profile.schema.json", JSON.parse(readFileSync(file, "utf8")));
    for (let i = 0; i < 60; i++) await updateTaste(paths, { action: "approved", variant: `v${i}` }, t0);
    const stored = JSON.parse(readFileSync(file, "utf8"));
    expect(stored.sessions).toHaveLength(50);
    expect(stored.sessions[49].variant).toBe("v59");
    assertSchema("taste-profile.schema.json", stored);
  });

  it("notes drift against a strong opposite verdict", async () => {
    const { paths } = setup();
    for (let i = 0; i < 4; i++) await updateTaste(paths, { action: "rejected", variant: "x", reason: "colors: red" });
    const { notes } = await updateTaste(paths, { action: "approved", variant: "y", reason: "colors: RED" });
    expect(notes).toEqual([
      expect.stringMatching(/^NOTE: taste drift — "RED" previously rejected with confidence 0\.80/),
    ]);
  });

  it("a profile that is not JSON is kept aside and the verdict starts an empty one, with a WARN", async () => {
    const { paths } = setup();
    mkdirSync(join(tastePath(paths), ".."), { recursive: true });
    writeFileSync(tastePath(paths), "{broken");
    expect(loadTaste(paths).warning).toMatch(/not valid JSON/);
    const { profile, notes } = await updateTaste(paths, { action: "approved", variant: "x" });
    expect(notes[0]).toMatch(/^WARN: .*not valid JSON/);
    expect(profile.sessions).toHaveLength(1);
    expect(readFileSync(`${tastePath(paths)}.corrupt`, "utf8")).toBe("{broken");
    expect(loadTaste(paths).warning).toBeUndefined();
  });

  it("keeps every verdict of 10 concurrent updates", async () => {
    const { paths } = setup();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        updateTaste(paths, { action: "approved", variant: `v${i}`, reason: "fonts: Inter" }),
      ),
    );
    const p = loadTaste(paths).profile;
    expect(p.sessions).toHaveLength(10);
    expect(p.dimensions.fonts.approved[0]!.approved_count).toBe(10);
  });
});

describe("toTasteInput", () => {
  it.each([
    [{ action: "liked", variant: "x" }, /action: one of approved, rejected/],
    [{ action: "approved" }, /variant: required/],
    [{ action: "approved", variant: "" }, /variant: must not be empty/],
    [{ action: "approved", variant: "a\nb" }, /variant: no control characters/],
    [{ action: "approved", variant: "x", reason: "r".repeat(2001) }, /reason: at most 2000/],
    [{ action: "approved", variant: 5 }, /variant: a string is allowed/],
  ])("rejects %j", (input, msg) => {
    expect(() => toTasteInput(input)).toThrow(msg);
  });

  it("redacts secrets", () => {
    expect(toTasteInput({ action: "approved", variant: "x", reason: "api_key=abcdefghijkl" }).reason).toBe(
      "api_key=<REDACTED-env.kv>",
    );
  });
});

describe("decay, show, migrate", () => {
  it("decays 5% per week at read time without changing the stored profile", () => {
    const p = emptyTaste();
    p.dimensions.colors.approved.push({
      value: "navy",
      confidence: 0.8,
      approved_count: 4,
      rejected_count: 0,
      last_seen: "2026-01-01T00:00:00Z",
    });
    const d = decayedTaste(p, Date.parse("2026-01-15T00:00:00Z"));
    expect(d.dimensions.colors.approved[0]!.confidence).toBeCloseTo(0.8 * 0.95 ** 2, 10);
    expect(p.dimensions.colors.approved[0]!.confidence).toBe(0.8);
    expect(formatTaste("proj", d)).toBe(
      [
        "taste-profile.json (slug: proj, sessions: 0)",
        "",
        "[colors]",
        "  approved (decayed):",
        "    navy — conf 0.72 (+4/-0)",
        "",
      ].join("\n"),
    );
  });

  it("normalizes legacy and odd profiles, and migrate writes the result", async () => {
    const { paths } = setup();
    const legacy = {
      sessions: [{ ts: "2026-01-01T00:00:00Z", action: "approved", variant: "a" }, { bogus: 1 }],
      dimensions: {
        fonts: {
          approved: [
            {
              value: "Inter",
              confidence: 0.5,
              approved_count: 1,
              rejected_count: 0,
              last_seen: "2026-01-01T00:00:00Z",
            },
            { value: 3 },
          ],
        },
      },
    };
    const n = normalizeTaste(legacy);
    expect(n.sessions).toHaveLength(1);
    expect(n.dimensions.fonts.approved).toHaveLength(1);
    mkdirSync(join(tastePath(paths), ".."), { recursive: true });
    writeFileSync(tastePath(paths), JSON.stringify(legacy));
    const migrated = await migrateTaste(paths);
    expect(migrated.version).toBe(1);
    assertSchema("taste-profile.schema.json", JSON.parse(readFileSync(tastePath(paths), "utf8")));
  });
});
