import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseFrontmatter } from "../../lib/loader/frontmatter.ts";
import { ParseCache } from "../../lib/loader/parse-cache.ts";
import { sandbox } from "../helpers/state.ts";
import { assertSchema } from "../helpers/schema.ts";

const YAML_ONLY = "name: a\nanchor: &x [1, 2]\ncopy: *x\n";

describe("frontmatter parse cache", () => {
  it("keeps yaml results by block hash; a second run reads them back without yaml", async () => {
    const sb = sandbox();
    const file = join(sb.root, "loader", "frontmatter-cache.json");
    const first = new ParseCache(file);
    const a = await parseFrontmatter(YAML_ONLY, first);
    expect(a).toMatchObject({ ok: true, parser: "yaml", data: { copy: [1, 2] } });
    await parseFrontmatter("name: flat\n", first); // the fast reader: never cached
    first.save();
    const saved = JSON.parse(readFileSync(file, "utf8"));
    assertSchema("loader-frontmatter-cache.schema.json", saved);
    expect(Object.keys(saved.entries)).toHaveLength(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = new ParseCache(file);
    const b = await parseFrontmatter(YAML_ONLY, second);
    const c = await parseFrontmatter(YAML_ONLY, second);
    expect(b).toEqual(a);
    if (b.ok && c.ok) {
      expect(b.data).not.toBe(c.data); // each caller gets its own copy
      (b.data.copy as number[]).push(3);
      expect(c.data.copy).toEqual([1, 2]);
    }
    second.save(); // nothing new: not rewritten
  });

  it("caches failures too, skips values JSON cannot keep, and ignores a corrupt file", async () => {
    const sb = sandbox();
    const file = join(sb.root, "loader", "frontmatter-cache.json");
    const cache = new ParseCache(file);
    expect(await parseFrontmatter("a: b: c\n", cache)).toMatchObject({ ok: false });
    expect(await parseFrontmatter("inf: .inf\n", cache)).toMatchObject({ ok: true, data: { inf: Infinity } });
    cache.save();
    const saved = JSON.parse(readFileSync(file, "utf8"));
    expect(Object.values(saved.entries)).toEqual([{ ok: false, error: expect.stringMatching(/invalid YAML/), line: 1 }]);
    writeFileSync(file, "not json");
    expect(await parseFrontmatter(YAML_ONLY, new ParseCache(file))).toMatchObject({ ok: true });
  });

  it("a state directory that cannot be written only costs speed", async () => {
    const sb = sandbox();
    mkdirSync(sb.root, { recursive: true });
    writeFileSync(join(sb.root, "loader"), "a file where the folder should be");
    const cache = new ParseCache(join(sb.root, "loader", "frontmatter-cache.json"));
    expect(await parseFrontmatter(YAML_ONLY, cache)).toMatchObject({ ok: true });
    expect(() => cache.save()).not.toThrow();
    expect(existsSync(join(sb.root, "loader", "frontmatter-cache.json"))).toBe(false);
  });
});
