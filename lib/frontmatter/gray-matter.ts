// gray-matter, through its documented API, with a YAML engine the caller gives (the `yaml`
// package: YAML 1.2 core schema). Loaded on first use only: requiring it loads its bundled js-yaml 3
// (and esprima), ~15 ms that the loader's fast path and a plain generator run never pay, because
// the strict fast reader (read.ts) answers for nearly every block. js-yaml is loaded but never
// parses: every call passes the engine, and `language: "yaml"` over a block this module wraps.
import { createRequire } from "node:module";
import type GrayMatter from "gray-matter";

let matter: typeof GrayMatter | undefined;

/**
 * The data of one frontmatter block (the text between the `---` lines, as splitFrontmatter
 * returns it). `parseYaml` is handed the block with a newline before it, so that its line N is
 * line N of a file whose block starts on line 2. Always an options object: without one
 * gray-matter caches by content and hands every caller the same mutable `data`.
 */
export function matterData(block: string, parseYaml: (text: string) => object): unknown {
  matter ??= createRequire(import.meta.url)("gray-matter") as typeof GrayMatter;
  return matter(`---\n${block}\n---\n`, { language: "yaml", engines: { yaml: { parse: parseYaml } } }).data;
}
