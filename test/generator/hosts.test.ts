// Every host of the table: the kit's pack generated for it passes that host's rules, and the
// checks themselves catch what each rule forbids.
import { describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { HOST_NAMES, HOSTS, hostsFor, whenToUseLine } from "../../lib/generator/hosts.ts";
import { whenToUseFromTriggers } from "../../lib/frontmatter/fields.ts";
import { checkListing, checkSkillFile } from "../../lib/generator/host-check.ts";
import { KIT } from "../helpers/state.ts";

const BUN = join(KIT, "node_modules", ".bin", "bun");
const PACK = ["careful", "freeze", "learn", "office-hours", "review", "ship"];

describe("gen:skill-docs --host all on the kit's pack", () => {
  const out = mkdtempSync(join(tmpdir(), "gstack-hosts-"));
  const r = spawnSync(BUN, [join(KIT, "scripts", "gen-skill-docs.ts"), "--host", "all", "--out-dir", out], {
    encoding: "utf8",
    env: { ...process.env, GSTACK_GEN_CACHE: "0" },
  });

  it("succeeds (every file passed its host's checks)", () => {
    expect(r.stderr).not.toMatch(/break their host's rules/);
    expect(r.status).toBe(0);
  });

  it.each(HOST_NAMES.filter((h) => h !== "claude"))(
    "%s: only the host's fields, its limits, its tool names, no hooks, advisory text instead",
    (name) => {
      const host = HOSTS[name];
      for (const skill of PACK) {
        const rel = host.outPath(skill, skill);
        const text = readFileSync(join(out, rel), "utf8");
        const fm = parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>;
        expect(
          Object.keys(fm).every((k) => (host.fields as readonly string[]).includes(k)),
          `${rel}: ${Object.keys(fm)}`,
        ).toBe(true);
        expect(fm.name).toBe(skill);
        expect(String(fm.description).length).toBeLessThanOrEqual(host.descriptionMax);
        expect(fm.hooks).toBeUndefined();
        if (skill === "careful" || skill === "freeze") expect(text).toMatch(/runs no hooks/);
        // The skills' bash finds the kit in this host's folders.
        expect(text).toContain(`$_g/${host.skillsDir}/gstack/bin`);
        expect(text).toContain(`$HOME/${host.userSkillsDir}/gstack/bin`);
        if (host.toolNames && typeof fm["allowed-tools"] === "string")
          expect(fm["allowed-tools"]).not.toMatch(/\b(Bash|Read|AskUserQuestion)\b/);
      }
    },
  );

  it("codex gets agents/openai.yaml next to each SKILL.md", () => {
    const y = parse(readFileSync(join(out, ".hosts/codex/review/agents/openai.yaml"), "utf8"));
    expect(y.interface.display_name).toBe("review");
    expect(y.interface.short_description.length).toBeLessThanOrEqual(64);
    expect(existsSync(join(out, ".hosts/amp/review/agents"))).toBe(false);
  });

  it("copilot gets its own tool names", () => {
    const text = readFileSync(join(out, ".hosts/copilot/careful/SKILL.md"), "utf8");
    expect(text).toMatch(/^allowed-tools: shell view$/m);
  });

  it("the claude output equals the committed skills/ (gen:skill-docs --check stays green)", () => {
    for (const skill of PACK)
      expect(readFileSync(join(out, "skills", skill, "SKILL.md"), "utf8")).toBe(
        readFileSync(join(KIT, "skills", skill, "SKILL.md"), "utf8"),
      );
    rmSync(out, { recursive: true, force: true });
  });
});

describe("host checks catch each broken rule", () => {
  const file = (fm: string, body = "x") => `---\n${fm}\n---\n${body}\n`;
  const msgs = (host: Parameters<typeof checkSkillFile>[0], text: string, hooks = false) =>
    checkSkillFile(host, `.hosts/${host}/a/SKILL.md`, text, [], hooks).map((p) => p.message);

  it("a field the host does not read", () =>
    expect(msgs("gemini", file("name: a\ndescription: d\nlicense: MIT"))).toEqual([
      expect.stringMatching(/^license: not a field Gemini CLI reads/),
    ]));
  it("a name that is not the folder's, or too long", () => {
    expect(msgs("kiro", file("name: b\ndescription: d"))).toEqual([
      expect.stringMatching(/must equal the folder name "a"/),
    ]);
    expect(msgs("kiro", file(`name: ${"a".repeat(65)}\ndescription: d`))[0]).toMatch(/1-64 characters/);
  });
  it("a description over the limit", () =>
    expect(msgs("opencode", file(`name: a\ndescription: ${"d".repeat(1025)}`))[0]).toMatch(/^description: 1-1024/));
  it("a Claude tool name for a host with its own", () =>
    expect(msgs("copilot", file("name: a\ndescription: d\nallowed-tools: shell AskUserQuestion"))[0]).toMatch(
      /AskUserQuestion is a Claude Code tool name/,
    ));
  it("hooks, or a hooked skill without advisory text", () => {
    expect(msgs("cursor", file("name: a\ndescription: d"), true)[0]).toMatch(/must say so/);
    expect(msgs("cursor", file("name: a\ndescription: d", "This host runs no hooks from skills"), true)).toEqual([]);
  });
  it("codex without its sidecar", () =>
    expect(msgs("codex", file("name: a\ndescription: d"))).toEqual(["missing sidecar agents/openai.yaml"]));
  it("a listing over the budget", () => {
    expect(checkListing("codex", [{ name: "a", description: "d".repeat(9000) }])[0]!.message).toMatch(
      /lists 8000 characters/,
    );
    expect(checkListing("claude", [{ name: "a", description: "d".repeat(9000) }])).toEqual([]); // cut at 250 each
  });
  it("--host takes one host, a list, or all", () => {
    expect(hostsFor("all")).toEqual([...HOST_NAMES]);
    expect(hostsFor("codex,amp")).toEqual(["codex", "amp"]);
    expect(hostsFor("codex,nope")).toBeUndefined();
  });
});

describe("whenToUseLine", () => {
  it("writes exactly what yaml's stringify writes, for plain and awkward sentences", () => {
    const phrases = [
      "review",
      "ship it",
      'say "hi"',
      "a: b",
      "x #1",
      "naïve",
      "tab\there",
      "ends with space ",
      "it's",
      "[draft]",
      "- dash",
      "50%",
      "@me",
      "1.0",
      "true",
    ];
    let direct = 0;
    for (let i = 0; i < phrases.length; i++) {
      for (let j = 0; j < phrases.length; j++) {
        const sentence = whenToUseFromTriggers({
          intents: [phrases[i]!, phrases[j]!],
          files: j % 3 ? [] : ["*.ts"],
          contexts: i % 4 ? [] : ["ci"],
        })!;
        const line = whenToUseLine(sentence);
        expect(line).toBe(stringify({ when_to_use: sentence }, { lineWidth: 0 }));
        if (line === `when_to_use: ${sentence}\n`) direct++;
      }
    }
    for (const s of [
      "true",
      "12",
      "Use when:",
      "Use when #x",
      " Use",
      "Use\nwhen",
      "Use when ",
      "- Use when",
      "null",
    ]) {
      expect(whenToUseLine(s)).toBe(stringify({ when_to_use: s }, { lineWidth: 0 }));
    }
    expect(direct).toBeGreaterThan(50);
  });
});
