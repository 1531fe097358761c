// The floors, checked on the source: lib/core is the ground floor, nothing below the CLI reaches
// up into lib/cli (where the exit-code table lives), and nothing below the CLI prints.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { KIT } from "../helpers/state.ts";

const LIB = join(KIT, "lib");

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every module specifier of a file: static imports, re-exports and dynamic import("..."). */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/g)) out.push(m[1]!);
  for (const m of text.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/g)) out.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]!);
  return out;
}

/** Files under lib/ (relative to the kit) that a module imports. */
function libImports(file: string): string[] {
  return specifiers(readFileSync(file, "utf8"))
    .filter((s) => s.startsWith("."))
    .map((s) => relative(KIT, resolve(dirname(file), s)));
}

const files = tsFiles(LIB).map((f) => ({ abs: f, rel: relative(KIT, f) }));
const below = files.filter((f) => !f.rel.startsWith("lib/cli/"));

describe("layers", () => {
  it("the import scanner sees static, re-exported and dynamic imports", () => {
    expect(
      specifiers(
        `import { a } from "./a.ts";\nexport { b } from "../b.ts";\nconst c = await import("./c.ts");\nimport type { D } from './d.ts';\nimport "./e.ts";`,
      ),
    ).toEqual(["./a.ts", "../b.ts", "./d.ts", "./e.ts", "./c.ts"]);
  });

  it("finds the modules it checks", () => {
    expect(below.length).toBeGreaterThan(50);
    expect(below.map((f) => f.rel)).toContain("lib/core/errors.ts");
  });

  it("no module outside lib/cli imports lib/cli (the CLI is the top floor)", () => {
    const bad = below.flatMap((f) =>
      libImports(f.abs)
        .filter((t) => t.startsWith("lib/cli/"))
        .map((t) => `${f.rel} -> ${t}`),
    );
    expect(bad).toEqual([]);
  });

  it("no module outside lib/cli imports the exit-code table", () => {
    const bad = below.filter(
      (f) => libImports(f.abs).includes("lib/cli/exit-codes.ts") || /\bEXIT\.\w+/.test(readFileSync(f.abs, "utf8")),
    );
    expect(bad.map((f) => f.rel)).toEqual([]);
  });

  it("lib/core imports only lib/core and node: builtins", () => {
    const core = files.filter((f) => f.rel.startsWith("lib/core/"));
    expect(core.length).toBeGreaterThan(0);
    const bad = core.flatMap((f) =>
      specifiers(readFileSync(f.abs, "utf8"))
        .filter((s) =>
          s.startsWith(".")
            ? !relative(KIT, resolve(dirname(f.abs), s)).startsWith("lib/core/")
            : !s.startsWith("node:"),
        )
        .map((s) => `${f.rel} -> ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it("lib/core, lib/state and lib/records have no import loop (counting dynamic and type imports)", () => {
    const inScope = (rel: string) => /^lib\/(core|state|records)\//.test(rel);
    const graph = new Map(files.filter((f) => inScope(f.rel)).map((f) => [f.rel, libImports(f.abs).filter(inScope)]));
    const loops: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (n: string, path: string[]): void => {
      if (state.get(n) === "done") return;
      if (state.get(n) === "open") {
        loops.push([...path.slice(path.indexOf(n)), n].join(" -> "));
        return;
      }
      state.set(n, "open");
      for (const d of graph.get(n) ?? []) visit(d, [...path, n]);
      state.set(n, "done");
    };
    for (const n of graph.keys()) visit(n, []);
    expect(graph.size).toBeGreaterThan(30);
    expect(loops).toEqual([]);
  });

  it("no module outside lib/cli writes to stdout or stderr (a script's own `if (import.meta.main)` entry may)", () => {
    const PRINTS =
      /\bprocess\.(?:stdout|stderr)\.write\b|\bconsole\.(?:log|error|warn|info|debug)\b|\bwriteSync\(\s*[12]\s*,/;
    const bad = below.filter((f) => {
      const text = readFileSync(f.abs, "utf8");
      const entry = text.search(/^if \(import\.meta\.main\)/m);
      return PRINTS.test(entry === -1 ? text : text.slice(0, entry));
    });
    expect(bad.map((f) => f.rel)).toEqual([]);
  });
});
