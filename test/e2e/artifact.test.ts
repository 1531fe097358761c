import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gitRepo, run, sandbox } from "../helpers/state.ts";
import { formatStamp, PACKAGE_ID } from "../../lib/state/artifacts.ts";
import { assertSchema } from "../helpers/schema.ts";
import { parse as parseYaml } from "yaml";

/** The YAML frontmatter of a Markdown file, checked against state-schema/artifact.schema.json. */
function frontmatter(path: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path, "utf8"));
  expect(m).not.toBeNull();
  const fm = parseYaml(m![1]!) as Record<string, unknown>;
  assertSchema("artifact.schema.json", fm);
  return fm;
}

const tree = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : [];

describe("gstack-artifact", () => {
  it("put from stdin prints the path; latest and list find it; the branch comes from git", () => {
    const sb = sandbox();
    gitRepo(sb.work, "feature/login");
    const put = run(sb, "artifact", ["put", "design", "--title", "Login"], { input: "# Design: login\n" });
    expect(put.status).toBe(0);
    const path = put.stdout.trim();
    expect(path).toMatch(new RegExp(`^${sb.root}/projects/test-project/feature-login-design-\\d{8}-\\d{6}\\.md$`));
    const text = readFileSync(path, "utf8");
    expect(text).toContain(`package_id: ${PACKAGE_ID}\n`);
    expect(text).toContain('title: "Login"\n');
    expect(text.endsWith("# Design: login\n")).toBe(true);
    expect(frontmatter(path)).toMatchObject({
      package_id: PACKAGE_ID,
      kind: "design",
      branch: "feature-login",
      title: "Login",
    });
    expect(run(sb, "artifact", ["latest", "design"]).stdout).toBe(`${path}\n`);
    expect(run(sb, "artifact", ["list", "design"]).stdout).toBe(`${path}\n`);
    const j = JSON.parse(run(sb, "artifact", ["latest", "design", "--json"]).stdout);
    expect(j).toMatchObject({ kind: "design", branch: "feature-login", path, seq: 1 });
    expect(run(sb, "artifact", ["latest", "design", "--branch", "main"]).status).toBe(1);
  });

  it("put --file, --branch, --json; folder kinds; -2 within one second", () => {
    const sb = sandbox();
    writeFileSync(join(sb.work, "plan notes.md"), "---\nstatus: ACTIVE\n---\n# CEO plan\n");
    const a = JSON.parse(
      run(sb, "artifact", ["put", "ceo-plan", "--branch", "main", "--file", "plan notes.md", "--json"]).stdout,
    );
    expect(a.path).toBe(join(sb.root, "projects", "test-project", "ceo-plans", a.name));
    expect(readFileSync(a.path, "utf8")).toMatch(
      new RegExp(
        `^---\\npackage_id: ${PACKAGE_ID}\\nkind: ceo-plan\\nbranch: main\\ncreated: .*\\nstatus: ACTIVE\\n---\\n# CEO plan\\n$`,
      ),
    );
    expect(frontmatter(a.path)).toMatchObject({ kind: "ceo-plan", status: "ACTIVE" });
    const names = new Set<string>();
    for (let i = 0; i < 4; i++)
      names.add(run(sb, "artifact", ["put", "checkpoint", "--branch", "main"], { input: `c${i}` }).stdout.trim());
    expect(names.size).toBe(4);
    expect(run(sb, "artifact", ["list", "checkpoint", "--branch", "main"]).stdout.trim().split("\n")).toHaveLength(4);
    const latest = run(sb, "artifact", ["latest", "checkpoint", "--branch", "main"]).stdout.trim();
    expect(readFileSync(latest, "utf8")).toMatch(/c3$/);
  });

  it("look-back: one day by default, --days 2, --all, config lookback_days; list --limit; --any-branch", () => {
    const sb = sandbox();
    const dir = join(sb.root, "projects", "test-project");
    mkdirSync(dir, { recursive: true });
    const at = (h: number, b = "main") => {
      const n = `${b}-test-plan-${formatStamp(new Date(Date.now() - h * 3_600_000))}.md`;
      writeFileSync(join(dir, n), "x");
      return join(dir, n);
    };
    const [h1, h30, h100, other] = [at(1), at(30), at(100), at(2, "fix-main")];
    const list = (...a: string[]) =>
      run(sb, "artifact", ["list", "test-plan", "--branch", "main", ...a])
        .stdout.trim()
        .split("\n")
        .filter(Boolean);
    expect(list()).toEqual([h1]);
    expect(list("--days", "2")).toEqual([h1, h30]);
    expect(list("--all")).toEqual([h1, h30, h100]);
    expect(list("--all", "--limit", "1")).toEqual([h1]);
    run(sb, "config", ["set", "lookback_days", "2"]);
    expect(list()).toEqual([h1, h30]);
    expect(run(sb, "artifact", ["list", "test-plan", "--any-branch"]).stdout.trim().split("\n")).toEqual([
      h1,
      other,
      h30,
    ]);
    expect(run(sb, "artifact", ["latest", "test-plan", "--branch", "fix-main"]).stdout).toBe(`${other}\n`);
  });

  it("latest exits 1 with nothing on stdout when there is none (null with --json)", () => {
    const sb = sandbox();
    const r = run(sb, "artifact", ["latest", "retro"]);
    expect(r).toMatchObject({ status: 1, stdout: "" });
    expect(r.stderr).toMatch(/no retro for branch unknown in the last 1 day/);
    expect(run(sb, "artifact", ["latest", "retro", "--json"]).stdout).toBe("null\n");
    expect(run(sb, "artifact", ["list", "retro", "--json"]).stdout).toBe("[]\n");
    expect(run(sb, "artifact", ["--help"]).stdout).toMatch(/^usage: gstack-artifact put KIND/);
  });

  it.each([
    [["put", "nope"], "x", 1, /kind: one of design, test-plan/],
    [["put", "../design"], "x", 1, /kind: /],
    [["put", "design"], "", 1, /content: non-empty Markdown is required/],
    [["put", "design"], "a\u0000b", 1, /content: text only/],
    [["put", "design"], "x".repeat(4 * 1024 * 1024 + 10), 1, /content: at most 4194304 bytes/],
    [["put", "design", "--file", "missing.md"], "", 1, /file: an existing, readable file/],
    [["put", "design", "--branch", 'a"b'], "x", 1, /branch: \[a-zA-Z0-9._\/-\]/],
    [["put", "design", "--branch", ".."], "x", 1, /branch: /],
    [["put", "design", "--branch", "../../etc"], "x", 1, /branch: /],
    [["put", "design", "--title", "a\nb"], "x", 1, /title: /],
    [["put", "design", "--days", "1"], "x", 2, /--days does not apply to put/],
    [["put"], "x", 2, /put takes one KIND argument/],
    [["latest", "design", "--days", "3"], "", 2, /days: 1 to 2 \(older artifacts need --all\)/],
    [["latest", "design", "--days", "0"], "", 2, /days: /],
    [["latest", "design", "--days", "1", "--all"], "", 2, /exclude each other/],
    [["latest", "design", "--branch", "a", "--any-branch"], "", 2, /exclude each other/],
    [["list", "design", "--limit", "0"], "", 2, /limit: an integer >= 1/],
    [["latest", "design", "--limit", "2"], "", 2, /--limit does not apply to latest \(only to list\)/],
    [["latest", "design", "--branch", 'a"b'], "", 1, /branch: /],
    [["frob", "design"], "", 2, /unknown subcommand "frob"/],
    [["put", "design", "extra"], "x", 2, /unexpected argument/],
  ])("rejects %j with exit %i and writes nothing", (args, input, code, msg) => {
    const sb = sandbox();
    const r = run(sb, "artifact", args as string[], { input: input as string });
    expect(r.status).toBe(code);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(tree(sb.root)).toEqual([]);
  });

  it("an unsafe GSTACK_PROJECT_SLUG is refused before anything is written", () => {
    const sb = sandbox({ GSTACK_PROJECT_SLUG: ".." });
    const r = run(sb, "artifact", ["put", "design"], { input: "x" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/GSTACK_PROJECT_SLUG/);
    expect(tree(sb.root)).toEqual([]);
  });
});
