// gray-matter, through its documented API, with a YAML engine the caller gives (the `yaml`
// package: YAML 1.2 core schema). Loaded on first use only: it loads its bundled js-yaml 3 (and
// esprima), ~20 ms that the loader's fast path and a plain generator run never pay, because the
// strict fast reader (read.ts) answers for nearly every block. js-yaml is loaded but never
// parses: every call passes the engine, and `language: "yaml"` over a block this module wraps.
import type GrayMatter from "gray-matter";

export type Matter = typeof GrayMatter;

/** The libraries a frontmatter block needs when the fast reader gives up. */
export interface YamlLibs {
  matter: Matter;
  yaml: typeof import("yaml");
}

let libs: Promise<YamlLibs> | undefined;

/** gray-matter and yaml by dynamic import (a chunk of their own in dist/, loaded on need). */
export function importYamlLibs(): Promise<YamlLibs> {
  return (libs ??= Promise.all([import("gray-matter"), import("yaml")]).then(([m, yaml]) => ({
    matter: ((m as unknown as { default?: Matter }).default ?? m) as Matter,
    yaml,
  })));
}

/**
 * The data of one frontmatter block (the text between the `---` lines, as splitFrontmatter
 * returns it). `parseYaml` is handed the block with a newline before it, so that its line N is
 * line N of a file whose block starts on line 2. Always an options object: without one
 * gray-matter caches by content and hands every caller the same mutable `data`.
 */
export function matterData(matter: Matter, block: string, parseYaml: (text: string) => object): unknown {
  return matter(`---\n${block}\n---\n`, { language: "yaml", engines: { yaml: { parse: parseYaml } } }).data;
}
