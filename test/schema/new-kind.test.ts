// Adding a record kind is one schema file and one catalogue entry: the generator makes its
// validator from the schema alone, and doctor finds every catalogued schema with no code per kind.
import { describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { CATALOGUE, kindPath, type KindId, type StateKind } from "../../lib/state/catalogue.ts";
import { load } from "../../lib/schema/generated/index.ts";
import { mismatch } from "../../lib/schema/validate.ts";
import type { Validator } from "../../lib/schema/validator.ts";
import { KIT, run, sandbox } from "../helpers/state.ts";

const BUN = join(KIT, "node_modules/.bin/bun");

describe("a new record kind", () => {
  it("gets a validator from its schema file alone (gen:validators --schema-dir --out-dir)", async () => {
    const base = mkdtempSync(join(tmpdir(), "gstack-kind-"));
    try {
      const schemas = join(base, "state-schema");
      cpSync(join(KIT, "state-schema"), schemas, { recursive: true });
      writeFileSync(
        join(schemas, "widget.schema.json"),
        JSON.stringify({
          $schema: "https://json-schema.org/draft/2020-12/schema",
          $id: "gstack-kit/widget.schema.json",
          type: "object",
          required: ["ts", "size"],
          properties: {
            ts: { type: "string", format: "date-time" },
            size: { type: "integer", minimum: 1, maximum: 9 },
          },
          additionalProperties: false,
        }),
      );
      const out = join(base, "generated");
      const r = spawnSync(BUN, [join(KIT, "scripts/gen-validators.ts"), "--schema-dir", schemas, "--out-dir", out], {
        encoding: "utf8",
      });
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(readFileSync(join(out, "index.ts"), "utf8")).toContain(
        '"widget.schema.json": async () => (await import("./widget.js")).validate,',
      );
      const { validate } = (await import(join(out, "widget.js"))) as { validate: Validator };
      expect(mismatch(validate, { ts: "2026-01-31T12:00:00Z", size: 3 })).toBeUndefined();
      expect(mismatch(validate, { ts: "2026-02-30T12:00:00Z", size: 3 })).toMatch(
        /^ts: a real calendar date is allowed/,
      );
      expect(mismatch(validate, { ts: "2026-01-31T12:00:00Z", size: 10 })).toBe(
        "size: an integer from 1 to 9 is allowed (got 10)",
      );
      // The committed validators are untouched by a run elsewhere.
      expect(spawnSync(BUN, [join(KIT, "scripts/gen-validators.ts"), "--check"]).status).toBe(0);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("is checked by gstack-doctor through its catalogue entry: every catalogued JSON and JSONL schema", async () => {
    const sb = sandbox();
    const vars = { slug: "p", branch: "main", session: "s1", name: "x" };
    const kinds = (Object.keys(CATALOGUE) as KindId[]).filter((id) => {
      const k = CATALOGUE[id] as StateKind;
      return k.schema && (k.format === "json" || k.format === "jsonl");
    });
    expect(kinds.length).toBeGreaterThanOrEqual(12);
    const expected = new Map<string, string>();
    for (const id of kinds) {
      const k = CATALOGUE[id] as StateKind;
      // `security/**`: its one record file.
      const rel = k.path.includes("**")
        ? "security/attempts.jsonl"
        : kindPath(id, vars).join("/").replace("<name>", vars.name);
      // A value that breaks every schema here (each has required fields or is an object).
      const bad = k.format === "jsonl" ? '{"__bad__":[]}\n' : "[]";
      expect(mismatch(await load[k.schema!](), JSON.parse(bad)), id).toBeDefined();
      mkdirSync(join(sb.root, rel, ".."), { recursive: true, mode: 0o700 });
      writeFileSync(join(sb.root, rel), bad, { mode: 0o600 });
      expected.set(rel, k.schema!);
    }
    const r = run(sb, "doctor", ["--json"]);
    const report = JSON.parse(r.stdout) as { problems: { code: string; path: string; message: string }[] };
    const flagged = report.problems.filter((p) => p.code === "schema");
    expect(flagged.map((p) => p.path).sort()).toEqual([...expected.keys()].sort());
    for (const p of flagged) expect(p.message, p.path).toContain(`state-schema/${expected.get(p.path)}`);
  });
});
