// SKILL.md frontmatter for the whole kit (loader and generator): one splitter, then one parse.
// Most frontmatter is a handful of `key: value` lines, short lists and block descriptions; a fast
// reader handles exactly that subset and gives up (returns undefined) at the first construct it
// does not fully understand, in which case gray-matter parses the block with the `yaml` package
// as its engine. Both are loaded only then: together they cost ~40 ms to load and ~0.5-2 ms per
// skill to run, which 600 skills cannot afford on every plan (and skill-index.ts keeps results so
// unchanged files are not parsed again). A test checks the fast reader against yaml on generated input.
import { importYamlLibs, matterData, type YamlLibs } from "./gray-matter.ts";

export interface Split {
  /** The YAML between the `---` lines; undefined when the file has no frontmatter. */
  frontmatter?: string;
  /** Markdown after the closing line and the blank lines after it, LF line endings. */
  body: string;
  /** 1-based line of the first frontmatter line in the file. */
  frontmatterLine: number;
  /** 1-based line of the body's first line. */
  bodyLine: number;
  /** Set when an opening `---` has no closing line. */
  unclosed?: boolean;
}

/** Strips a byte-order mark and turns CRLF/CR into LF, so positions and output are stable. */
export function normalizeText(raw: string): string {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/** Normalizes the text (normalizeText) and separates the frontmatter block from the body. */
export function splitFrontmatter(raw: string): Split {
  const text = normalizeText(raw);
  const open = /^---[ \t]*(\n|$)/.exec(text);
  if (!open) return { body: text, frontmatterLine: 0, bodyLine: 1 };
  const start = open[0].length;
  const close = /^(?:---|\.\.\.)[ \t]*$/m;
  const rest = text.slice(start);
  const m = close.exec(rest);
  if (!m) return { frontmatter: rest, body: "", frontmatterLine: 2, bodyLine: 0, unclosed: true };
  const frontmatter = rest.slice(0, m.index);
  let bodyStart = start + m.index + m[0].length;
  if (text[bodyStart] === "\n") bodyStart++;
  const fmLines = frontmatter === "" ? 0 : frontmatter.split("\n").length - (frontmatter.endsWith("\n") ? 1 : 0);
  // Blank lines between the frontmatter and the text are not part of the skill's text.
  const lead = /^(?:[ \t]*\n)*/.exec(text.slice(bodyStart))![0];
  const skipped = lead.split("\n").length - 1;
  return {
    frontmatter,
    body: text.slice(bodyStart + lead.length),
    frontmatterLine: 2,
    bodyLine: 3 + fmLines + skipped,
  };
}

export type ParseResult =
  | { ok: true; data: Record<string, unknown>; parser: "flat" | "yaml"; warnings: string[] }
  | { ok: false; error: string; line?: number };

/** Parses a frontmatter block: the fast reader first, then gray-matter + yaml (imported then). */
export async function parseFrontmatter(block: string): Promise<ParseResult> {
  const flat = readFlatFrontmatter(block);
  if (flat) return { ok: true, data: flat, parser: "flat", warnings: [] };
  return parseWithYaml(block, await importYamlLibs());
}

/** parseFrontmatter for synchronous callers, which load the libraries themselves (only when called). */
export function parseFrontmatterSync(block: string, libs: () => YamlLibs): ParseResult {
  const flat = readFlatFrontmatter(block);
  if (flat) return { ok: true, data: flat, parser: "flat", warnings: [] };
  return parseWithYaml(block, libs());
}

/** A YAML error at a line of the block, carried out of gray-matter's engine. */
export class YamlFailure extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** The first line of a yaml error message, without yaml's own position suffix. */
export function yamlMessage(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

function parseWithYaml(block: string, { matter, yaml }: YamlLibs): ParseResult {
  const run = (src: string) =>
    matterData(matter, src, (s) => {
      // YAML 1.2 core schema: dates stay strings. The engine's line N is line N - 1 of the block.
      const doc = yaml.parseDocument(s, { schema: "core", uniqueKeys: true, prettyErrors: true });
      const e = doc.errors[0];
      const line = e?.linePos?.[0]?.line;
      if (e) throw new YamlFailure(yamlMessage(e.message), line ? Math.max(1, line - 1) : undefined);
      return doc.toJS({ maxAliasCount: 100 }) as object;
    });
  const warnings: string[] = [];
  let data: unknown;
  try {
    data = run(block);
  } catch (err) {
    // Tabs are not YAML indentation, but hand-written frontmatter has them: read each leading
    // tab as two spaces, and say so.
    if (err instanceof YamlFailure && /^[ ]*\t/m.test(block)) {
      try {
        data = run(block.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, "  ")));
        warnings.push("tabs used for indentation; read as two spaces each");
      } catch {
        return failure(err);
      }
    } else return failure(err);
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, error: "frontmatter must be a map of key: value lines" };
  }
  return { ok: true, data: data as Record<string, unknown>, parser: "yaml", warnings };
}

function failure(err: unknown): ParseResult {
  if (err instanceof YamlFailure) return { ok: false, error: `invalid YAML: ${err.message}`, line: err.line };
  return { ok: false, error: `invalid YAML: ${(err as Error)?.message ?? String(err)}` };
}

// ---------------------------------------------------------------------------------------------
// The fast reader. Supported: top-level and nested `key: value` maps indented with spaces, plain
// scalars (strings, decimal integers, decimals, true/false, null; over several lines as map
// values), single- and double-quoted scalars on one line, one-line flow lists and maps of scalars, block
// lists of scalars or of maps (`- key: value`), `|` and `>` block scalars with any chomping, and
// comments. Anything else returns undefined.

interface Line {
  indent: number;
  text: string; // without the indentation
  blank: boolean; // empty or only a comment
}

class Bail extends Error {}
const bail = (): never => {
  throw new Bail();
};

export function readFlatFrontmatter(block: string): Record<string, unknown> | undefined {
  if (block.includes("\t") || block.includes("\r")) return undefined;
  const raw = block.split("\n");
  if (raw.at(-1) === "") raw.pop(); // the block's final newline ends a line; it is not an empty line
  const lines: Line[] = raw.map((l) => {
    let n = 0;
    while (l.charCodeAt(n) === 32) n++;
    const t = n ? l.slice(n) : l;
    return { indent: n, text: t, blank: t === "" || t[0] === "#" };
  });
  try {
    const pos = { i: 0 };
    skipBlank(lines, pos);
    if (pos.i >= lines.length) return {};
    if (lines[pos.i]!.indent !== 0) return undefined;
    const out = readMap(lines, raw, pos, 0);
    skipBlank(lines, pos);
    if (pos.i < lines.length) return undefined;
    return out;
  } catch (e) {
    if (e instanceof Bail) return undefined;
    throw e;
  }
}

function skipBlank(lines: Line[], pos: { i: number }): void {
  while (pos.i < lines.length && lines[pos.i]!.blank) pos.i++;
}

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;

function readMap(lines: Line[], raw: string[], pos: { i: number }, indent: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (;;) {
    skipBlank(lines, pos);
    if (pos.i >= lines.length) return out;
    const line = lines[pos.i]!;
    if (line.indent < indent) return out;
    if (line.indent > indent) bail();
    const m = KEY.exec(line.text);
    if (!m) bail();
    const key = m![1]!;
    if (Object.hasOwn(out, key) || key === "__proto__") bail(); // yaml rejects duplicate keys
    const value = (m![2] ?? "").trim();
    pos.i++;
    if (value === "" || value.startsWith("#")) {
      out[key] = readNested(lines, raw, pos, indent);
    } else if (/^[|>]/.test(value)) {
      out[key] = readBlockScalar(lines, raw, pos, indent, value);
    } else {
      out[key] = inlineValue(value);
      if (continues(lines, raw, pos.i, indent)) out[key] = readMultiLinePlain(lines, raw, pos, indent, value);
    }
  }
}

/** The value of `key:` with nothing after it: a nested map, a block list, or null. */
function readNested(lines: Line[], raw: string[], pos: { i: number }, indent: number): unknown {
  const save = pos.i;
  skipBlank(lines, pos);
  const next = lines[pos.i];
  if (!next || next.indent < indent) {
    pos.i = save;
    return null;
  }
  const isItem = next.text === "-" || next.text.startsWith("- ");
  if (isItem && next.indent >= indent) return readList(lines, raw, pos, next.indent);
  if (next.indent > indent) return readMap(lines, raw, pos, next.indent);
  pos.i = save;
  return null;
}

function readList(lines: Line[], raw: string[], pos: { i: number }, indent: number): unknown[] {
  const out: unknown[] = [];
  for (;;) {
    skipBlank(lines, pos);
    const line = lines[pos.i];
    if (!line || line.indent < indent) return out;
    if (line.indent > indent) bail();
    if (!line.text.startsWith("- ")) {
      if (line.text === "-") bail();
      return out; // the next key of the enclosing map (same indentation as the list)
    }
    const after = line.text.slice(2);
    const item = after.trim();
    if (item === "" || item.startsWith("#") || /^[|>]/.test(item) || /^-( |$)/.test(item)) bail();
    if (KEY.test(item)) {
      // `- key: value` starts a map whose keys line up with this first one.
      const col = indent + 2 + (after.length - after.trimStart().length);
      lines[pos.i] = { indent: col, text: item, blank: false };
      raw[pos.i] = " ".repeat(col) + item;
      out.push(readMap(lines, raw, pos, col));
      continue;
    }
    out.push(inlineValue(item));
    pos.i++;
    const next = lines[pos.i];
    if (next && !next.blank && next.indent > indent) bail();
  }
}

/** Whether the line after a plain value continues it (a deeper, non-empty line). */
function continues(lines: Line[], raw: string[], i: number, indent: number): boolean {
  for (let j = i; j < lines.length; j++) {
    if (raw[j]!.trim() === "") continue;
    return lines[j]!.indent > indent;
  }
  return false;
}

/**
 * A plain scalar over several lines (`description: text` with deeper lines after it): lines
 * fold into one with single spaces, empty lines become newlines. Anything unusual bails.
 */
function readMultiLinePlain(lines: Line[], raw: string[], pos: { i: number }, indent: number, first: string): string {
  if (/^["'[{]/.test(first) || stripComment(first) !== first) bail();
  let empties = 0;
  let out = first;
  for (; pos.i < lines.length; pos.i++) {
    const r = raw[pos.i]!;
    if (r.trim() === "") {
      empties++;
      continue;
    }
    const l = lines[pos.i]!;
    if (l.indent <= indent) break;
    const t = l.text.trimEnd();
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(t) || /: |:$|\s#/.test(t)) bail();
    out += empties ? "\n".repeat(empties) : " ";
    out += t;
    empties = 0;
  }
  return out;
}

function readBlockScalar(_lines: Line[], raw: string[], pos: { i: number }, indent: number, header: string): string {
  const h = /^([|>])([+-]?)(?:\s+#.*)?$/.exec(header);
  if (!h) bail();
  const folded = h![1] === ">";
  const chomp = h![2];
  // The block runs until the first non-empty line at or left of the key's indentation.
  const body: string[] = [];
  while (pos.i < raw.length) {
    const l = raw[pos.i]!;
    if (l.trim() !== "" && l.length - l.trimStart().length <= indent) break;
    body.push(l);
    pos.i++;
  }
  const first = body.findIndex((l) => l.trim() !== "");
  if (first === -1) bail();
  const width = body[first]!.length - body[first]!.trimStart().length;
  const text: string[] = [];
  for (const l of body) {
    if (l.trim() === "") {
      if (l.length > width) bail(); // spaces past the indentation on an empty line are content
      text.push("");
      continue;
    }
    if (l.length - l.trimStart().length < width) bail();
    const t = l.slice(width);
    if (folded && (t.startsWith(" ") || t.startsWith("\t"))) bail(); // more-indented lines fold differently
    text.push(t);
  }
  let last = text.length;
  while (last > 0 && text[last - 1] === "") last--;
  const trailing = text.length - last;
  const content = text.slice(0, last);
  let s: string;
  if (!folded) s = content.join("\n");
  else {
    s = "";
    let empties = 0;
    let started = false;
    for (const t of content) {
      if (t === "") {
        empties++;
        continue;
      }
      if (!started) s += "\n".repeat(empties);
      else s += empties ? "\n".repeat(empties) : " ";
      s += t;
      empties = 0;
      started = true;
    }
  }
  if (chomp === "-") return s;
  if (chomp === "+") return `${s}\n${"\n".repeat(trailing)}`;
  return `${s}\n`;
}

/** A value on the same line as its key or list dash. */
function inlineValue(v: string): unknown {
  const c = v[0]!;
  if (c === '"') return afterQuoted(v, readDouble(v));
  if (c === "'") return afterQuoted(v, readSingle(v));
  if (c === "[") return readFlowList(v);
  if (c === "{") return readFlowMap(v);
  return plain(stripComment(v), false);
}

/**
 * A one-line flow collection whose items are scalars: `[a, "b"]`, or `{ key: value, ... }` as in
 * `tiers: { planner: critical }`. Anything nested or unusual bails out to the yaml parser.
 */
function readFlow<T>(
  v: string,
  close: "]" | "}",
  out: T,
  put: (out: T, value: unknown, key: string | undefined) => void,
): T {
  let i = 1;
  const skipSpace = () => {
    while (v[i] === " ") i++;
  };
  skipSpace();
  if (v[i] === close) i++;
  else {
    for (;;) {
      skipSpace();
      let key: string | undefined;
      if (close === "}") {
        const k = /^([A-Za-z_][A-Za-z0-9_-]*): +/.exec(v.slice(i));
        if (!k) bail();
        key = k![1]!;
        i += k![0].length;
      }
      const c = v[i];
      if (c === undefined) bail();
      if (c === '"' || c === "'") {
        const r = c === '"' ? readDouble(v, i) : readSingle(v, i);
        put(out, r.value, key);
        i = r.end;
      } else {
        let j = i;
        while (j < v.length && v[j] !== "," && v[j] !== close) j++;
        const item = v.slice(i, j).trim();
        if (item === "" || /\s#/.test(v.slice(i, j)) || /^[[{]/.test(item)) bail();
        put(out, plain(item, true), key);
        i = j;
      }
      skipSpace();
      if (v[i] === ",") {
        i++;
        continue;
      }
      if (v[i] === close) {
        i++;
        break;
      }
      bail();
    }
  }
  const rest = v.slice(i);
  if (rest !== "" && !/^\s+(#.*)?$/.test(rest)) bail();
  return out;
}

function readFlowList(v: string): unknown[] {
  return readFlow(v, "]", [] as unknown[], (out, value) => out.push(value));
}

function readFlowMap(v: string): Record<string, unknown> {
  return readFlow(v, "}", {} as Record<string, unknown>, (out, value, key) => {
    if (Object.hasOwn(out, key!) || key === "__proto__") bail(); // yaml rejects duplicate keys
    out[key!] = value;
  });
}

function afterQuoted(v: string, r: { value: string; end: number }): string {
  const rest = v.slice(r.end);
  if (rest !== "" && !/^\s+(#.*)?$/.test(rest)) bail();
  return r.value;
}

function readDouble(v: string, from = 0): { value: string; end: number } {
  let out = "";
  for (let i = from + 1; i < v.length; i++) {
    const c = v[i]!;
    if (c === '"') return { value: out, end: i + 1 };
    if (c === "\\") {
      const n = v[++i];
      const esc: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", n: "\n", t: "\t" };
      if (n === undefined || !(n in esc)) bail();
      out += esc[n!];
    } else out += c;
  }
  return bail();
}

function readSingle(v: string, from = 0): { value: string; end: number } {
  let out = "";
  for (let i = from + 1; i < v.length; i++) {
    const c = v[i]!;
    if (c === "'") {
      if (v[i + 1] === "'") {
        out += "'";
        i++;
        continue;
      }
      return { value: out, end: i + 1 };
    }
    out += c;
  }
  return bail();
}

function stripComment(v: string): string {
  const i = v.search(/\s#/);
  return (i === -1 ? v : v.slice(0, i)).trimEnd();
}

/** A plain (unquoted) scalar: resolved like YAML 1.2's core schema, or bail when unsure. */
function plain(s: string, flow: boolean): unknown {
  if (s === "") return null;
  if (/^[[\]{},#&*!|>'"%@`]/.test(s) || /^[-?:](\s|$)/.test(s)) bail();
  if (/: |:$/.test(s) || /\s#/.test(s)) bail();
  if (flow && /[[\]{},]/.test(s)) bail();
  if (/^(true|True|TRUE)$/.test(s)) return true;
  if (/^(false|False|FALSE)$/.test(s)) return false;
  if (/^(null|Null|NULL|~)$/.test(s)) return null;
  // YAML 1.2 core schema numbers: plain decimal forms are read here, the rest (+1, 0x1f, 0o7,
  // 1e3, .inf, 007) left to yaml. Anything else that starts with a digit ("1.0.0", dates) is a string.
  const numeric =
    /^[-+]?[0-9]+$/.test(s) ||
    /^0o[0-7]+$/.test(s) ||
    /^0x[0-9a-fA-F]+$/.test(s) ||
    /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s) ||
    /^([-+]?\.(inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s);
  if (!numeric) return s;
  if (/^(0|-?[1-9][0-9]{0,14})$/.test(s)) return Number(s);
  if (/^-?(0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/.test(s)) return Number(s);
  return bail();
}
