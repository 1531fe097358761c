// The one way gray-matter is loaded (generator and loader alike).
// gray-matter loads its bundled js-yaml 3 (and, through it, esprima) when it is imported, only to
// register a default YAML engine that every caller here replaces with the `yaml` package. Seeding
// the module cache with a stand-in that refuses to parse makes "js-yaml never parses" a fact
// rather than a convention, and saves ~15 ms of loading on every run. The stand-in must be in
// place before gray-matter is evaluated, so gray-matter is only ever imported through loadGrayMatter.
import { createRequire } from "node:module";
import type GrayMatter from "gray-matter";

let loaded: Promise<typeof GrayMatter> | undefined;

/** gray-matter, with its js-yaml engine replaced by a stand-in that refuses to parse. */
export function loadGrayMatter(): Promise<typeof GrayMatter> {
  return (loaded ??= (async () => {
    disableJsYaml();
    const m = (await import("gray-matter")) as unknown as { default?: typeof GrayMatter };
    return (m.default ?? m) as typeof GrayMatter;
  })());
}

function disableJsYaml(): void {
  const require = createRequire(import.meta.url);
  try {
    const jsYaml = createRequire(require.resolve("gray-matter")).resolve("js-yaml");
    if (!require.cache[jsYaml]) {
      const refuse = () => {
        throw new Error("gray-matter's js-yaml engine is disabled: frontmatter is parsed with the yaml package");
      };
      require.cache[jsYaml] = { id: jsYaml, filename: jsYaml, loaded: true, exports: { safeLoad: refuse, safeDump: refuse, load: refuse, dump: refuse } } as unknown as NodeJS.Module;
    }
  } catch { /* an unusual layout: gray-matter loads its own js-yaml, which still never parses */ }
}
