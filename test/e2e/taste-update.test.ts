import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { KIT, run, runAsync, sandbox, type Sandbox } from "../helpers/state.ts";
import { snapshot, expectRejected } from "../helpers/snapshot.ts";
import { assertSchema } from "../helpers/schema.ts";

const file = (sb: Sandbox) => join(sb.root, "projects", "test-project", "taste-profile.json");

describe("gstack-taste-update", () => {
  it("approved/rejected update the profile and print where; show prints the decayed summary", () => {
    const sb = sandbox();
    const a = run(sb, "taste-update", ["approved", "designs/v-a.png", "--reason", "fonts: Inter; colors: navy, sand"]);
    expect(a).toMatchObject({ status: 0, stderr: "", stdout: `approved: designs/v-a.png → ${file(sb)}\n` });
    expect(run(sb, "taste-update", ["--reason", "layouts: grid", "rejected", "v-b"]).status).toBe(0);
    const stored = JSON.parse(readFileSync(file(sb), "utf8"));
    assertSchema("taste-profile.schema.json", stored);
    expect(statSync(file(sb)).mode & 0o777).toBe(0o600);
    expect(stored.sessions.map((s: { variant: string }) => s.variant)).toEqual(["designs/v-a.png", "v-b"]);
    const show = run(sb, "taste-update", ["show"]);
    expect(show.status).toBe(0);
    expect(show.stdout).toBe(
      [
        "taste-profile.json (slug: test-project, sessions: 2)",
        "",
        "[fonts]",
        "  approved (decayed):",
        "    Inter — conf 0.50 (+1/-0)",
        "",
        "[colors]",
        "  approved (decayed):",
        "    navy — conf 0.50 (+1/-0)",
        "    sand — conf 0.50 (+1/-0)",
        "",
        "[layouts]",
        "  rejected:",
        "    grid — conf 0.50 (+0/-1)",
        "",
      ].join("\n"),
    );
    const json = JSON.parse(run(sb, "taste-update", ["show", "--json"]).stdout);
    assertSchema("taste-profile.schema.json", json);
    expect(JSON.parse(run(sb, "taste-update", ["approved", "v-c", "--json"]).stdout).sessions).toHaveLength(3);
  });

  it("runs as `bun run bin/gstack-taste-update show`", () => {
    const sb = sandbox();
    expect(run(sb, "taste-update", ["approved", "v1", "--reason", "aesthetics: brutalist"]).status).toBe(0);
    const r = spawnSync(
      join(KIT, "node_modules", ".bin", "bun"),
      ["run", join(KIT, "bin", "gstack-taste-update"), "show"],
      { cwd: sb.work, env: sb.env, encoding: "utf8" },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("[aesthetics]\n  approved (decayed):\n    brutalist — conf 0.50 (+1/-0)\n");
    const bad = spawnSync(
      join(KIT, "node_modules", ".bin", "bun"),
      ["run", join(KIT, "bin", "gstack-taste-update"), "liked", "x"],
      { cwd: sb.work, env: sb.env, encoding: "utf8" },
    );
    expect(bad.status).toBe(2);
  });

  it("show with no profile, migrate, and a corrupt profile", () => {
    const sb = sandbox();
    expect(run(sb, "taste-update", ["show"]).stdout).toBe("taste-profile.json (slug: test-project, sessions: 0)\n");
    expect(existsSync(file(sb))).toBe(false);
    mkdirSync(join(file(sb), ".."), { recursive: true });
    writeFileSync(
      file(sb),
      JSON.stringify({ sessions: [{ ts: "2026-01-01T00:00:00Z", action: "approved", variant: "old" }] }),
    );
    expect(run(sb, "taste-update", ["migrate"]).stdout).toBe(`migrated taste profile to v1 at ${file(sb)}\n`);
    assertSchema("taste-profile.schema.json", JSON.parse(readFileSync(file(sb), "utf8")));
    writeFileSync(file(sb), "{nope");
    const show = run(sb, "taste-update", ["show"]);
    expect(show.status).toBe(0);
    expect(show.stderr).toMatch(/WARN: .*not valid JSON/);
    // As gstack's: the verdict starts an empty profile with a WARN; the old file is kept aside.
    const upd = run(sb, "taste-update", ["approved", "x", "--reason", "fonts: Geist"]);
    expect(upd.status).toBe(0);
    expect(upd.stderr).toMatch(/^gstack-taste-update: WARN: .*taste-profile.json: not valid JSON.*empty profile/);
    const p = JSON.parse(readFileSync(file(sb), "utf8"));
    assertSchema("taste-profile.schema.json", p);
    expect(p.dimensions.fonts.approved[0].value).toBe("Geist");
    expect(readFileSync(`${file(sb)}.corrupt`, "utf8")).toBe("{nope");
  });

  it.each([[["approved"]], [["banana"]], [["show", "x"]]])("usage errors %j exit 2 with Usage on stderr", (args) => {
    const sb = sandbox();
    const r = run(sb, "taste-update", args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Usage: gstack-taste-update approved\|rejected <variant>/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(sb.root)).toBe(false);
  });

  it("keeps all of 10 parallel updates", async () => {
    const sb = sandbox();
    const rs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runAsync(sb, "taste-update", ["approved", `v${i}`, "--reason", "fonts: Inter"]),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(10).fill(0));
    const p = JSON.parse(readFileSync(file(sb), "utf8"));
    expect(p.sessions).toHaveLength(10);
    expect(p.dimensions.fonts.approved[0].approved_count).toBe(10);
  });

  it.each([
    [[], 2, /unknown subcommand ""/],
    [["liked", "x"], 2, /unknown subcommand "liked"/],
    [["approved"], 2, /approved takes one variant argument/],
    [["approved", "a", "b"], 2, /approved takes one variant argument/],
    [["approved", "a", "--reason"], 2, /--reason needs a value/],
    [["approved", "a", "--bogus"], 2, /unknown flag --bogus/],
    [["show", "x"], 2, /show takes no arguments/],
    [["approved", ""], 1, /variant: must not be empty/],
    [["approved", "a\u0007b"], 1, /variant: no control characters/],
    [["approved", "x", "--reason", "a\nb"], 1, /reason: no control characters/],
    [["approved", "x".repeat(1025)], 1, /variant: at most 1024/],
  ])("rejects %j with exit %i, writing nothing", (args, code, msg) => {
    const sb = sandbox();
    expectRejected(sb, "taste-update", args as string[], code as number, msg as RegExp);
  });

  it("rejects a .. project slug", () => {
    const sb = sandbox();
    const r = run(sb, "taste-update", ["approved", "x"], { env: { GSTACK_PROJECT_SLUG: ".." } });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/GSTACK_PROJECT_SLUG/);
    expect(snapshot(sb.root).size).toBe(0);
  });
});
