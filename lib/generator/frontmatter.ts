// A SKILL.md.tmpl's frontmatter: split by the kit's one splitter, read by the strict fast reader
// shared with the loader (it gives up on anything it does not fully understand and agrees with
// yaml where it answers; a test checks both), else parsed by gray-matter with the `yaml` package
// as its engine (YAML 1.2 core schema: dates stay strings, a quoted "1.10" stays "1.10"). The
// YAML document, needed only for `file:line:column` positions, is built when asked for, and the
// yaml package is loaded only then.
import type { Document, LineCounter } from "yaml";
import type { Problems } from "./diagnostics.ts";
import { matterData } from "../frontmatter/gray-matter.ts";
import { readFlatFrontmatter, splitFrontmatter, yamlMessage } from "../frontmatter/read.ts";
import { grayMatter, yaml as loadYaml } from "./libs.ts";

export interface ParsedTemplate {
  /** Frontmatter as plain data (undefined when it could not be parsed). */
  data: Record<string, unknown> | undefined;
  /** The YAML document, for node positions (built on first use). Its offsets are offsets into `matterText`. */
  doc: () => Document | undefined;
  /** Line starts of `matterText`, filled in when the document is built. */
  lines: () => LineCounter;
  /** The frontmatter block with a newline before it, so that line N of it is line N of the file. */
  matterText: string;
  /** The text after the frontmatter and the blank lines after it. */
  body: string;
  /** 1-based file line on which the body starts. */
  bodyLine: number;
}

class YamlErrors extends Error {
  constructor(readonly doc: Document) {
    super("yaml");
  }
}

/** Parses the frontmatter of a template (any line endings, an optional byte-order mark). */
export function parseTemplate(text: string, problems: Problems): ParsedTemplate {
  let counter: LineCounter | undefined;
  const lines = () => (counter ??= new (loadYaml().LineCounter)());
  const split = splitFrontmatter(text);
  const empty: ParsedTemplate = {
    data: undefined,
    doc: () => undefined,
    lines,
    matterText: "",
    body: split.body,
    bodyLine: 1,
  };
  if (split.frontmatter === undefined) {
    problems.error(
      1,
      1,
      "frontmatter: the file must start with a line that is exactly --- (YAML frontmatter with name, description and preamble-tier)",
    );
    return empty;
  }
  if (split.unclosed) {
    problems.error(1, 1, "frontmatter: not closed; end it with a line that is exactly ---");
    return empty;
  }
  const matterText = `\n${split.frontmatter}`;
  const { body, bodyLine } = split;
  const parse = (text: string) =>
    loadYaml().parseDocument(text, { lineCounter: lines(), uniqueKeys: true, prettyErrors: false });
  const build = () => parse(matterText);

  // Fast path: plain frontmatter (nearly every skill); gray-matter + yaml cost ~0.5 ms per template.
  const flat = readFlatFrontmatter(split.frontmatter);
  if (flat) {
    let built: Document | undefined;
    return { data: flat, doc: () => (built ??= build()), lines, matterText, body, bodyLine };
  }

  let doc: Document | undefined;
  let data: unknown;
  try {
    data = matterData(grayMatter(), split.frontmatter, (input) => {
      // gray-matter hands back the block with the newline before it: the text of matterText.
      doc = parse(input);
      if (doc.errors.length) throw new YamlErrors(doc);
      return (doc.toJS({ maxAliasCount: 100 }) ?? {}) as object;
    });
  } catch (err) {
    if (err instanceof YamlErrors) {
      for (const e of err.doc.errors) {
        const at = lines().linePos(e.pos[0]);
        problems.error(at.line, at.col, `frontmatter: invalid YAML: ${yamlMessage(e.message)}`);
      }
    } else {
      problems.error(1, 1, `frontmatter: ${(err as Error).message}`);
    }
    return empty;
  }
  if (
    (doc && doc.contents !== null && !loadYaml().isMap(doc.contents)) ||
    !data ||
    typeof data !== "object" ||
    Array.isArray(data)
  ) {
    problems.error(2, 1, "frontmatter: must be a map of `key: value` fields");
    return { ...empty, matterText, bodyLine };
  }
  const parsed = doc;
  return { data: data as Record<string, unknown>, doc: () => parsed, lines, matterText, body, bodyLine };
}
