// The generator's libraries, loaded synchronously on first need: a claude-host run over plain
// frontmatter and plain bodies needs none of them (decision 0026). A literal require() so that
// the dist/ bundle carries them (Bun inlines them there and runs them on first call); under
// Node without a bundler (tests), createRequire does the same.
import { createRequire } from "node:module";
import type HandlebarsApi from "handlebars";
import type { Matter, YamlLibs } from "../frontmatter/gray-matter.ts";

const load = createRequire(import.meta.url);
let y: typeof import("yaml") | undefined;
let m: Matter | undefined;
let h: typeof HandlebarsApi | undefined;

export const yaml = (): typeof import("yaml") =>
  (y ??= (typeof require === "function" ? require("yaml") : load("yaml")) as typeof import("yaml"));

export const grayMatter = (): Matter =>
  (m ??= (typeof require === "function" ? require("gray-matter") : load("gray-matter")) as Matter);

export const yamlLibs = (): YamlLibs => ({ matter: grayMatter(), yaml: yaml() });

/** Handlebars' single-file build: the same 4.7 parser without the source-map library the
 *  CommonJS build loads. */
export const handlebars = (): typeof HandlebarsApi =>
  (h ??= (
    typeof require === "function" ? require("handlebars/dist/handlebars.js") : load("handlebars/dist/handlebars.js")
  ) as typeof HandlebarsApi);
