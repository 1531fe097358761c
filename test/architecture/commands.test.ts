// Commands only parse, call and print: none imports another command, and each is registered.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { KIT } from "../helpers/state.ts";

const DIR = join(KIT, "lib", "cli", "commands");

/** Every module a file imports, statically or with import(), resolved to an absolute path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith(".")).map((s) => resolve(dirname(file), s));
}

describe("lib/cli/commands", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".ts") && f !== "index.ts");

  it("finds the imports it checks (the walk itself works)", () => {
    expect(importsOf(join(DIR, "preamble.ts"))).toContain(join(KIT, "lib", "preamble", "start.ts"));
  });

  it.each(files)("%s imports no other command", (f) => {
    const others = importsOf(join(DIR, f)).filter((p) => dirname(p) === DIR);
    expect(others).toEqual([]);
  });

  it("no library module below lib/cli imports a command", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) {
          if (p !== join(KIT, "lib", "cli")) walk(p);
        } else if (e.name.endsWith(".ts") && importsOf(p).some((i) => dirname(i) === DIR))
          offenders.push(p.slice(KIT.length + 1));
      }
    };
    walk(join(KIT, "lib"));
    expect(offenders).toEqual([]);
  });
});
