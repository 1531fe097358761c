import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sandbox } from "../helpers/state.ts";
import { StatePaths } from "../../lib/state/paths.ts";
import {
  ARTIFACT_KINDS,
  checkBranch,
  formatStamp,
  latestArtifact,
  listArtifacts,
  matchName,
  PACKAGE_ID,
  parseStamp,
  putArtifact,
  stampContent,
} from "../../lib/state/artifacts.ts";
import pkg from "../../package.json" with { type: "json" };

function setup(slug = "proj") {
  const sb = sandbox({ GSTACK_PROJECT_SLUG: slug });
  const paths = new StatePaths(sb.env, sb.work);
  return { sb, paths, dir: join(sb.root, "projects", slug) };
}

const HOUR = 3_600_000;
/** Writes an artifact file by name with a stamp `hoursAgo` before now. */
function place(dir: string, branch: string, kind: string, hoursAgo: number, suffix = "", body = "x") {
  mkdirSync(dir, { recursive: true });
  const name = `${branch}-${kind}-${formatStamp(new Date(Date.now() - hoursAgo * HOUR))}${suffix}.md`;
  writeFileSync(join(dir, name), body);
  return name;
}

describe("artifacts", () => {
  it("put writes <branch>-<kind>-<stamp>.md with a package_id frontmatter, 0600, and no temp file", () => {
    const { paths, dir } = setup();
    const now = new Date(Date.UTC(2026, 0, 31, 9, 5, 7));
    const a = putArtifact(paths, { kind: "design", branch: "main", title: 'Ship "it"', content: "# Design\n", now });
    expect(a.name).toBe("main-design-20260131-090507.md");
    expect(a.path).toBe(join(dir, a.name));
    expect(PACKAGE_ID).toBe(`gstack-kit-${pkg.version}`);
    expect(readFileSync(a.path, "utf8")).toBe(
      `---\npackage_id: ${PACKAGE_ID}\nkind: design\nbranch: main\ncreated: ${now.toISOString()}\ntitle: "Ship \\"it\\""\n---\n# Design\n`,
    );
    expect(statSync(a.path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([a.name]);
  });

  it("never overwrites: same second gets -2, -3", () => {
    const { paths } = setup();
    const now = new Date(Date.UTC(2026, 0, 31, 9, 5, 7));
    const names = [1, 2, 3].map(
      (i) => putArtifact(paths, { kind: "test-plan", branch: "main", content: `v${i}`, now }).name,
    );
    expect(names).toEqual([
      "main-test-plan-20260131-090507.md",
      "main-test-plan-20260131-090507-2.md",
      "main-test-plan-20260131-090507-3.md",
    ]);
    const latest = latestArtifact(paths, { kind: "test-plan", branch: "main", all: true });
    expect(latest?.seq).toBe(3);
    expect(readFileSync(latest!.path, "utf8")).toMatch(/v3$/);
  });

  it("keeps an existing frontmatter and adds only missing keys", () => {
    const text = stampContent("---\nstatus: ACTIVE\nbranch: other\n---\n# Plan\n", {
      kind: "ceo-plan",
      branch: "main",
      created: "T",
    });
    expect(text).toBe(
      `---\npackage_id: ${PACKAGE_ID}\nkind: ceo-plan\ncreated: T\nstatus: ACTIVE\nbranch: other\n---\n# Plan\n`,
    );
    const kept = stampContent(`---\npackage_id: old\n---\n`, { kind: "retro", branch: "b", created: "T" });
    expect(kept).toBe("---\nkind: retro\nbranch: b\ncreated: T\npackage_id: old\n---\n");
    expect(stampContent("text\n---\nnot: frontmatter\n---\n", { kind: "retro", branch: "b", created: "T" })).toMatch(
      /^---\npackage_id: /,
    );
  });

  it("folder kinds live in their folders", () => {
    const { paths, dir } = setup();
    for (const [kind, spec] of Object.entries(ARTIFACT_KINDS)) {
      const a = putArtifact(paths, { kind, branch: "main", content: "x" });
      expect(a.path).toBe(join(dir, spec.dir, a.name));
      expect(latestArtifact(paths, { kind, branch: "main" })?.path).toBe(a.path);
    }
  });

  it("no kind is a dash-suffix of another kind in the same folder (prefixes cannot collide)", () => {
    const entries = Object.entries(ARTIFACT_KINDS);
    for (const [a, sa] of entries)
      for (const [b, sb] of entries) {
        if (a !== b && sa.dir === sb.dir) expect(a.endsWith(`-${b}`), `${a} vs ${b}`).toBe(false);
      }
  });

  it("latest orders by the stamp in the name, then -N, then mtime; not by mtime alone", () => {
    const { paths, dir } = setup();
    const older = place(dir, "main", "design", 5);
    const newer = place(dir, "main", "design", 1);
    // The older file was modified last: mtime must not win over the name's stamp.
    const t = Date.now() / 1000;
    utimesSync(join(dir, newer), t - 100, t - 100);
    utimesSync(join(dir, older), t, t);
    expect(latestArtifact(paths, { kind: "design", branch: "main" })?.name).toBe(newer);
    // Equal stamps on different branches: mtime breaks the tie.
    const stamp = formatStamp(new Date(Date.now() - HOUR / 2));
    writeFileSync(join(dir, `a-design-${stamp}.md`), "a");
    writeFileSync(join(dir, `b-design-${stamp}.md`), "b");
    utimesSync(join(dir, `a-design-${stamp}.md`), t - 50, t - 50);
    utimesSync(join(dir, `b-design-${stamp}.md`), t - 10, t - 10);
    expect(latestArtifact(paths, { kind: "design", anyBranch: true })?.name).toBe(`b-design-${stamp}.md`);
  });

  it("branch main never matches fix-main, main-x or other kinds", () => {
    const { paths, dir } = setup();
    place(dir, "fix-main", "design", 1);
    place(dir, "main-x", "design", 1);
    place(dir, "main", "test-plan", 1);
    place(dir, "main-design", "design", 1);
    expect(latestArtifact(paths, { kind: "design", branch: "main" })).toBeUndefined();
    const mine = place(dir, "main", "design", 2);
    expect(listArtifacts(paths, { kind: "design", branch: "main" }).map((a) => a.name)).toEqual([mine]);
    expect(listArtifacts(paths, { kind: "design", branch: "main-design" })).toHaveLength(1);
    expect(
      listArtifacts(paths, { kind: "design", anyBranch: true })
        .map((a) => a.branch)
        .sort(),
    ).toEqual(["fix-main", "main", "main-design", "main-x"]);
  });

  it("ignores names that only look like artifacts", () => {
    const { paths, dir } = setup();
    mkdirSync(dir, { recursive: true });
    for (const n of [
      "main-design-20260231-000000.md", // no Feb 31
      "main-design-20260101-250000.md",
      "main-design-2026010-000000.md",
      "main-design-20260101-000000.md.tmp",
      ".main-design-20260101-000000.md.123.456.tmp",
      "main-design-20260101-000000-0.md",
      "main-design-20260101-000000-x.md",
      "main-design-20260101-000000.txt",
    ])
      writeFileSync(join(dir, n), "x");
    mkdirSync(join(dir, "main-design-20260101-000001.md"));
    expect(listArtifacts(paths, { kind: "design", branch: "main", all: true })).toEqual([]);
    expect(matchName("main-design-20260101-000000-12.md", "design", "main")?.seq).toBe(12);
  });

  it("looks back one day by default, two at most, everything with all", () => {
    const { paths, dir: project } = setup();
    const dir = join(project, "retros");
    const d0 = place(dir, "main", "retro", 1);
    const d1 = place(dir, "main", "retro", 30);
    const d5 = place(dir, "main", "retro", 24 * 5);
    const names = (o: object) => listArtifacts(paths, { kind: "retro", branch: "main", ...o }).map((a) => a.name);
    expect(names({})).toEqual([d0]);
    expect(names({ days: 2 })).toEqual([d0, d1]);
    expect(names({ all: true })).toEqual([d0, d1, d5]);
    expect(names({ all: true, limit: 2 })).toEqual([d0, d1]);
    expect(() => names({ days: 3 })).toThrow(/^days: .*--all/);
    expect(() => names({ days: 0 })).toThrow(/^days: /);
  });

  it("handles spaces in the state root and in other names, and 10,000 files", () => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: "proj" });
    const root = join(sb.root, "with space", "state root");
    const paths = new StatePaths({ ...sb.env, GSTACK_STATE_ROOT: root }, sb.work);
    const dir = join(root, "projects", "proj");
    mkdirSync(dir, { recursive: true });
    const base = Date.now() - 36 * HOUR;
    for (let i = 0; i < 10_000; i++) {
      const branch = i % 3 === 0 ? "main" : i % 3 === 1 ? "fix-main" : "my branch";
      writeFileSync(join(dir, `${branch}-design-${formatStamp(new Date(base - i * 60_000))}.md`), "");
    }
    const top = putArtifact(paths, { kind: "design", branch: "main", content: "newest" });
    expect(latestArtifact(paths, { kind: "design", branch: "main" })?.path).toBe(top.path);
    expect(latestArtifact(paths, { kind: "design", branch: "main", days: 2 })?.path).toBe(top.path);
    const all = listArtifacts(paths, { kind: "design", branch: "main", all: true });
    expect(all).toHaveLength(3335);
    expect(all.every((a, i) => i === 0 || a.time <= all[i - 1]!.time)).toBe(true);
    const spaced = listArtifacts(paths, { kind: "design", anyBranch: true, all: true, limit: 20_000 }).filter(
      (a) => a.branch === "my branch",
    );
    expect(spaced).toHaveLength(3333);
    expect(existsSync(spaced[0]!.path)).toBe(true);
  });

  it("stamps parse back and reject impossible dates", () => {
    const d = new Date(Date.UTC(2026, 11, 31, 23, 59, 59));
    expect(parseStamp(formatStamp(d))).toBe(d.getTime());
    expect(parseStamp("20261301-000000")).toBeUndefined();
    expect(parseStamp("20260101-240000")).toBeUndefined();
  });

  it.each([
    [{ kind: "nope", content: "x" }, /^kind: one of design, test-plan/],
    [{ kind: "../x", content: "x" }, /^kind: /],
    [{ kind: "design", content: "" }, /^content: /],
    [{ kind: "design", content: "  \n" }, /^content: /],
    [{ kind: "design", content: "a\u0000b" }, /^content: text only/],
    [{ kind: "design", content: "x".repeat(4 * 1024 * 1024 + 1) }, /^content: at most/],
    [{ kind: "design", content: "x", title: "a\nb" }, /^title: /],
    [{ kind: "design", content: "x", title: "t".repeat(201) }, /^title: /],
  ])("put rejects %#", (opts, msg) => {
    const { paths, sb } = setup();
    expect(() => putArtifact(paths, opts as { kind: string; content: string })).toThrow(msg);
    expect(existsSync(sb.root)).toBe(false);
  });

  it.each(['a"b', "..", "../x", "-x", ".x", "a b", "", "a\nb", "a..b"])("rejects --branch %j", (b) => {
    expect(() => checkBranch(b)).toThrow(/^branch: /);
  });

  it("maps / to - in a given branch", () => {
    expect(checkBranch("feature/x")).toBe("feature-x");
  });
});
