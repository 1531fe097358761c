// The generator loads yaml, gray-matter and Handlebars only on need (lib/generator/libs.ts), and
// dist/ runs where no node_modules exists: the slow paths must survive bundling. Bundled as
// build-dist.ts bundles (Bun, target node, ESM, splitting), run by Node from a folder with no
// node_modules, over templates that need every library.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { KIT, sandbox } from "../helpers/state.ts";
import { BUN, minimal } from "./pack.ts";

describe("the generator bundled for dist/", () => {
  it("renders frontmatter gray-matter must read, bodies Handlebars must parse and YAML hosts, without node_modules", () => {
    const base = sandbox().work;
    const kit = join(base, "kit");
    const pack = join(base, "pack");
    mkdirSync(join(kit, "dist"), { recursive: true });
    cpSync(join(KIT, "templates"), join(kit, "templates"), { recursive: true });
    writeFileSync(join(kit, "package.json"), '{ "type": "module", "version": "0.0.0" }\n');
    const entry = join(base, "entry.ts");
    writeFileSync(
      entry,
      [
        `import { plan } from ${JSON.stringify(join(KIT, "lib", "generator", "generate.ts"))};`,
        `import { checkOutputs } from ${JSON.stringify(join(KIT, "lib", "generator", "host-check.ts"))};`,
        `import { parseFrontmatter } from ${JSON.stringify(join(KIT, "lib", "frontmatter", "read.ts"))};`,
        "const p = plan({ root: process.argv[2], hosts: ['claude', 'codex'] });",
        "const loader = await parseFrontmatter('a: &x 1\\nb: *x\\n');",
        "console.log(JSON.stringify({ outputs: p.outputs.map((o) => [o.rel, o.rendered.content]), host: checkOutputs(p.outputs), loader }));",
      ].join("\n"),
    );
    const build = join(base, "build.ts");
    writeFileSync(
      build,
      `const r = await Bun.build({ entrypoints: [${JSON.stringify(entry)}], outdir: ${JSON.stringify(join(kit, "dist"))}, target: "node", format: "esm", splitting: true });\nif (!r.success) { console.error(r.logs.join("\\n")); process.exit(1); }\n`,
    );
    // An anchor sends the frontmatter to gray-matter; a standalone block line sends the body to Handlebars.
    for (const [name, text] of [
      [
        "anchored",
        minimal(
          "anchored",
          "{{PREAMBLE}}\n\n{{#if IS_CLAUDE}}\nOnly on Claude.\n{{/if}}\n\n{{COMPLETION}}\n",
          "alias: &a x\nsame: *a\n",
        ),
      ],
      ["plain", minimal("plain")],
    ] as const) {
      mkdirSync(join(pack, "skills", name), { recursive: true });
      writeFileSync(join(pack, "skills", name, "SKILL.md.tmpl"), text);
    }
    const b = spawnSync(BUN, [build], { encoding: "utf8" });
    expect(b.stderr).toBe("");
    expect(b.status).toBe(0);
    const r = spawnSync(process.execPath, [join(kit, "dist", "entry.js"), pack], { encoding: "utf8", cwd: base });
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as { outputs: [string, string][]; host: unknown[]; loader: unknown };
    expect(out.host).toEqual([]);
    expect(out.loader).toMatchObject({ ok: true, parser: "yaml", data: { a: 1, b: 1 } });
    const anchored = out.outputs.find(([rel]) => rel === "skills/anchored/SKILL.md")![1];
    expect(anchored).toContain("alias: &a x\nsame: *a\n");
    expect(anchored).toMatch(/\n\nOnly on Claude\.\n\n/);
    expect(out.outputs.find(([rel]) => rel === ".hosts/codex/anchored/agents/openai.yaml")![1]).toContain(
      "display_name: anchored",
    );
  });
});
