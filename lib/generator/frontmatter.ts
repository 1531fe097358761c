// Splits a SKILL.md.tmpl into frontmatter and body with gray-matter, parsing the YAML with the
// `yaml` package (YAML 1.2 core schema: dates stay strings, a quoted "1.10" stays "1.10").
// gray-matter is always given an options object: without one it caches parses by content and
// hands every caller the same mutable `data`. Its bundled js-yaml 3 never parses, and its
// `---js` engine (eval) is replaced by one that refuses.
import type GrayMatter from "gray-matter";
import { isMap, parseDocument, LineCounter, type Document } from "yaml";
import type { Problems } from "./diagnostics.ts";
import { loadGrayMatter } from "../frontmatter/gray-matter.ts";
import { readFlatFrontmatter } from "../frontmatter/read.ts";
import { YamlFailure, yamlMessage } from "../frontmatter/yaml-failure.ts";

const matter = await loadGrayMatter();

export interface ParsedTemplate {
  /** Frontmatter as plain data (undefined when it could not be parsed). */
  data: Record<string, unknown> | undefined;
  /** The YAML document, for node positions (built on first use). Its offsets are offsets into `matterText`. */
  doc: () => Document | undefined;
  lines: LineCounter;
  /** The frontmatter text between the delimiters, starting with the newline after the first `---`,
   *  so that line N of it is line N of the file. */
  matterText: string;
  body: string;
  /** 1-based file line on which the body starts. */
  bodyLine: number;
}

function refuse(): never {
  throw new Error("only YAML frontmatter is allowed");
}

/** Normalizes line endings and a byte-order mark so positions and output are stable. */
export function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

export function parseTemplate(text: string, problems: Problems): ParsedTemplate {
  const lines = new LineCounter();
  const empty: ParsedTemplate = { data: undefined, doc: () => undefined, lines, matterText: "", body: text, bodyLine: 1 };
  const firstLine = text.slice(0, text.indexOf("\n") === -1 ? undefined : text.indexOf("\n"));
  if (firstLine !== "---") {
    problems.error(1, 1, "frontmatter: the file must start with a line that is exactly --- (YAML frontmatter with name, description and preamble-tier)");
    return empty;
  }
  if (!/\n---(\n|$)/.test(text.slice(3))) {
    problems.error(1, 1, "frontmatter: not closed; end it with a line that is exactly ---");
    return empty;
  }

  // Fast path: plain frontmatter (nearly every skill) is read by the loader's strict reader, which
  // gives up on anything it does not fully understand and agrees with yaml where it answers (a
  // test checks both). The YAML document, needed only for positions, is built when asked for.
  // gray-matter + yaml cost ~0.5 ms per template, a third of a 200-skill run.
  const close = /\n---(\n|$)/.exec(text.slice(3))!;
  const flatText = text.slice(3, 3 + close.index);
  const flat = readFlatFrontmatter(flatText);
  if (flat) {
    const bodyStart = 3 + close.index + close[0].length;
    let built: Document | undefined;
    const doc = () => (built ??= parseDocument(flatText, { lineCounter: lines, uniqueKeys: true, prettyErrors: false }));
    return { data: flat, doc, lines, matterText: flatText, body: text.slice(bodyStart), bodyLine: countNewlines(text, bodyStart) + 1 };
  }

  let doc: Document | undefined;
  let file: GrayMatter.GrayMatterFile<string>;
  try {
    file = matter(text, {
      language: "yaml",
      engines: {
        yaml: {
          parse: (input: string) => {
            doc = parseDocument(input, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
            if (doc.errors.length) throw new YamlFailure(doc.errors);
            return (doc.toJS({ maxAliasCount: 100 }) ?? {}) as object;
          },
        },
        javascript: refuse,
        js: refuse,
        json: refuse,
      },
    });
  } catch (err) {
    if (err instanceof YamlFailure) {
      for (const e of err.errors) {
        const at = lines.linePos(e.pos[0]);
        problems.error(at.line, at.col, `frontmatter: invalid YAML: ${yamlMessage(e.message)}`);
      }
    } else {
      problems.error(1, 1, `frontmatter: ${(err as Error).message}`);
    }
    return empty;
  }

  const matterText = file.matter ?? "";
  const bodyStart = text.length - file.content.length;
  const bodyLine = countNewlines(text, bodyStart) + 1;
  if ((doc && doc.contents !== null && !isMap(doc.contents)) || !file.data || typeof file.data !== "object" || Array.isArray(file.data)) {
    problems.error(2, 1, "frontmatter: must be a map of `key: value` fields");
    return { ...empty, matterText, body: file.content, bodyLine };
  }
  const parsed = doc;
  return { data: file.data as Record<string, unknown>, doc: () => parsed, lines, matterText, body: file.content, bodyLine };
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
