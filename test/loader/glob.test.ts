import { describe, expect, it } from "vitest";
import { compileGlob, globMatch, splitGlobList } from "../../lib/loader/glob.ts";

const m = (pattern: string, file: string) => globMatch(compileGlob(pattern)!, file);

describe("globs (.gitignore placement rules)", () => {
  it.each([
    ["*.ts", "a.ts", true],
    ["*.ts", "src/deep/a.ts", true], // no slash: any depth
    ["*.ts", "a.tsx", false],
    ["src/*.ts", "src/a.ts", true],
    ["src/*.ts", "src/x/a.ts", false],
    ["src/*.ts", "lib/src/a.ts", false], // a slash anchors at the root
    ["/README.md", "README.md", true],
    ["/README.md", "docs/README.md", false],
    ["src/**/*.tsx", "src/a.tsx", true],
    ["src/**/*.tsx", "src/components/deep/a.tsx", true],
    ["**/*.test.ts", "a.test.ts", true],
    ["**/*.test.ts", "x/y/a.test.ts", true],
    ["src/components", "src/components/Button.tsx", true], // a folder matches what is under it
    ["build/", "build/out/x.js", true],
    ["docs/**", "docs/a/b.md", true],
    ["src/**/*.{ts,tsx}", "src/a/b.tsx", true],
    ["src/**/*.{ts,tsx}", "src/a/b.js", false],
    ["file?.md", "file1.md", true],
    ["file?.md", "file10.md", false],
    ["[abc].txt", "b.txt", true],
    ["[!abc].txt", "b.txt", false],
    ["./src/*.ts", "src/a.ts", true],
    ["*.md", ".hidden.md", true],
  ])("%s ~ %s: %s", (pattern, file, expected) => {
    expect(m(pattern, file)).toBe(expected);
  });

  it("rejects empty and malformed patterns", () => {
    expect(compileGlob("")).toBeNull();
    expect(compileGlob("src/{a,b")).toBeNull();
    expect(compileGlob("[abc")).toBeNull();
  });

  it("rates narrow patterns above broad ones", () => {
    const s = (p: string) => compileGlob(p)!.specificity;
    expect(s("src/components/**/*.test.tsx")).toBeGreaterThan(s("*.test.tsx"));
    expect(s("*.test.tsx")).toBeGreaterThan(s("*.ts"));
    expect(s("*.ts")).toBeGreaterThan(s("**/*"));
    for (const p of ["**/*", "*", "a/b/c/d/e/f/g/h/very-long-file-name.test.tsx"]) {
      expect(s(p)).toBeGreaterThanOrEqual(0);
      expect(s(p)).toBeLessThanOrEqual(1);
    }
  });

  it("splits comma lists outside braces", () => {
    expect(splitGlobList("src/**/*.{ts,tsx}, lib/*.js ,")).toEqual(["src/**/*.{ts,tsx}", "lib/*.js"]);
  });
});
