import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { CATALOGUE, kindOf, kindPath, scopeOf, type KindId } from "../../lib/state/catalogue.ts";
import { StatePaths } from "../../lib/state/paths.ts";
import { KIT } from "../helpers/state.ts";
import { normaliseRemote, projectIdFromRemote } from "../../lib/sync/project-id.ts";

describe("state catalogue", () => {
  it("maps every path StatePaths knows to its own kind", () => {
    const paths = new StatePaths({ GSTACK_STATE_ROOT: "/r", GSTACK_PROJECT_SLUG: "app" }, "/tmp");
    const rel = (p: string) => relative("/r", p);
    expect(kindOf(rel(paths.config))).toBe("config");
    expect(kindOf(rel(paths.learnings))).toBe("learnings");
    expect(kindOf(rel(paths.timeline))).toBe("timeline");
    expect(kindOf(rel(paths.reviews("feat-x")))).toBe("reviews");
    expect(kindOf(rel(paths.skillUsage))).toBe("skillUsage");
    expect(kindOf(rel(paths.securityAttempts))).toBe("security");
    expect(kindOf(rel(paths.deviceSalt))).toBe("security");
    expect(kindOf(rel(paths.builderProfile))).toBe("builderProfile");
    expect(kindOf(`${rel(paths.sessions)}/123`)).toBe("sessions");
    expect(kindOf(rel(paths.prompts("3f2a9c1e-5b7d")))).toBe("prompts");
    for (const id of Object.keys(CATALOGUE) as KindId[]) {
      if (
        CATALOGUE[id].path.includes("*") ||
        CATALOGUE[id].path.includes("<name>") ||
        CATALOGUE[id].path.includes("<stamp>")
      )
        continue;
      expect([id, kindOf(kindPath(id, { slug: "app", branch: "main", session: "s-1" }).join("/"))]).toEqual([id, id]);
    }
  });

  it("puts locks, temp files and caches before the data they sit beside, and defaults to per-machine", () => {
    expect(kindOf("projects/app/learnings.jsonl.lock")).toBe("lock");
    expect(kindOf("projects/app/x.lock/owner")).toBe("lockInside");
    expect(kindOf("projects/app/.learnings.jsonl.1.2.tmp")).toBe("temp");
    expect(kindOf("projects/app/learnings.jsonl.tmp.AbC123")).toBe("tempMktemp");
    expect(kindOf("projects/app/.learnings.index")).toBe("learningsIndex");
    expect(kindOf("projects/app/main-design-20260101-101010-2.md")).toBe("design");
    expect(kindOf("projects/app/main-design-2026.md")).toBeUndefined();
    expect(scopeOf("projects/app/notes.txt")).toBe("per-machine");
    expect(scopeOf("projects/app/learnings.jsonl")).toBe("team-shareable");
    expect(scopeOf("analytics/skill-usage.jsonl")).toBe("opt-in");
    for (const p of [
      "config.yaml",
      "sessions/1",
      "security/device-salt",
      ".sync/device.json",
      "slug-cache/_x",
      "freeze-dir.txt",
      "loader/cache.json",
      ".activated",
      "remote/d/projects/a/learnings.jsonl",
    ]) {
      expect([p, scopeOf(p)]).toEqual([p, "per-machine"]);
    }
    for (const id of Object.keys(CATALOGUE) as KindId[]) {
      const k: { cache: boolean; scope: string } = CATALOGUE[id];
      if (k.cache) expect([id, k.scope]).toEqual([id, "per-machine"]);
    }
  });

  it("names only schemas that exist", () => {
    const schemas = new Set(readdirSync(join(KIT, "state-schema")));
    for (const [id, k] of Object.entries(CATALOGUE) as [string, { schema?: string }][]) {
      if (k.schema) expect([id, schemas.has(k.schema)]).toEqual([id, true]);
    }
  });
});

describe("project id", () => {
  it("is one id for the ssh, https and scp forms of one repository, and differs between repositories", () => {
    const forms = [
      "git@github.com:Org/App.git",
      "https://github.com/org/app",
      "https://user@github.com/Org/App.git/",
      "ssh://git@github.com:22/org/app.git",
      "git+ssh://git@github.com/Org/App",
    ];
    const ids = new Set(forms.map(projectIdFromRemote));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^app-[0-9a-f]{12}$/);
    expect(projectIdFromRemote("git@github.com:other/app.git")).not.toBe([...ids][0]);
    expect(projectIdFromRemote("git@gitlab.com:org/app.git")).not.toBe([...ids][0]);
    expect(normaliseRemote("/srv/git/app.git")).toBe("srv/git/app");
    expect(normaliseRemote("file:///srv/git/app.git")).toBe("srv/git/app");
    expect(normaliseRemote("")).toBeUndefined();
    expect(normaliseRemote("git@host:../..")).toBeUndefined();
  });
});
