// No import loops in lib/: a module graph that is a tree of layers can be read bottom-up, and
// an import loop means two modules that are really one, or a type in the wrong place. Type-only
// imports count too: they are the loop in the design even where the runtime does not see it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { KIT } from "../helpers/state.ts";

const LIB = join(KIT, "lib");

/** Loops left to their module's owner to break; this list may only shrink. */
const KNOWN: string[][] = [];

/** The lib/ modules a file imports or re-exports from (static imports, type-only ones included). */
export function importsOf(file: string, text: string): string[] {
  const out = new Set<string>();
  const re =
    /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (!spec.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    if (target.startsWith(LIB)) out.add(target);
  }
  return [...out];
}

/** The modules of each set that import one another in a loop (sorted lib-relative paths). */
export function loops(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components: any component of two or more modules (or one that
  // imports itself) is a loop.
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(comp.map((f) => relative(LIB, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

function libGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const d of readdirSync(LIB, { recursive: true, withFileTypes: true })) {
    if (!d.isFile() || !d.name.endsWith(".ts") || d.name.endsWith(".d.ts")) continue;
    const file = join(d.parentPath, d.name);
    graph.set(file, importsOf(file, readFileSync(file, "utf8")));
  }
  return graph;
}

describe("lib/ imports", () => {
  it("form no loops (besides the known ones, which may only go away)", () => {
    expect(loops(libGraph())).toEqual(KNOWN);
  });

  it("the check finds a loop, type-only imports included", () => {
    const a = join(LIB, "x", "a.ts");
    const b = join(LIB, "x", "b.ts");
    const c = join(LIB, "x", "c.ts");
    const graph = new Map([
      [a, importsOf(a, 'import { b } from "./b.ts";\n')],
      [b, importsOf(b, 'import type { C } from "./c.ts";\nexport { x } from "../y.ts";\n')],
      [c, importsOf(c, 'const m = await import("./a.ts");\n')],
    ]);
    expect(loops(graph)).toEqual([["x/a.ts", "x/b.ts", "x/c.ts"]]);
    graph.set(c, importsOf(c, 'import { z } from "node:fs";\n'));
    expect(loops(graph)).toEqual([]);
  });
});
