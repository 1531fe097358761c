// gray-matter loads its bundled js-yaml 3 (and, through it, esprima) when it is imported, only to
// register a default YAML engine the generator always replaces with the `yaml` package. Seeding
// the module cache with a stand-in that refuses to parse makes "js-yaml never parses" a fact
// rather than a convention, and saves ~15 ms of loading on every run. Call it, then import
// gray-matter dynamically: a static import of a CommonJS module may be evaluated first.
import { createRequire } from "node:module";

export function disableJsYaml(): void {
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
