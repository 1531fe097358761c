// A fast reader for the plain form of a skill body: text, `\{{` escapes, `{{NAME}}`,
// `{{NAME "arg" key="value"}}` and #if/#unless/else blocks written inside a line. It builds the
// same AST as Handlebars' parser (types, names, arguments, positions) and returns undefined at
// the first thing it does not fully understand (`~`, comments, `{{{`, paths, a block tag alone
// on its line, which Handlebars' standalone rule strips, ...), in which case Handlebars parses
// the text and reports errors. Handlebars' lexer and whitespace pass cost ~0.3-1 ms per cold
// template, most of a cold run (decision 0026); a test checks both give the same tree.

type Pos = { line: number; column: number };
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
/** Handlebars reads these as literals, not names. */
const LITERALS = new Set(["true", "false", "null", "undefined"]);

class Bail extends Error {}
const bail = (): never => {
  throw new Bail();
};

interface Open {
  name: string;
  node: hbs.AST.BlockStatement;
  /** The body being filled: the program, then the inverse after {{else}}. */
  body: hbs.AST.Statement[];
}

export function fastParse(text: string): hbs.AST.Program | undefined {
  try {
    return read(text);
  } catch (e) {
    if (e instanceof Bail) return undefined;
    throw e;
  }
}

function read(text: string): hbs.AST.Program {
  if (text.includes("\r")) bail(); // Handlebars counts a lone CR as a line break; texts here are LF
  const root: hbs.AST.Statement[] = [];
  const stack: Open[] = [];
  let body = root;
  // Line starts, for positions: line N (1-based) starts at starts[N - 1].
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const pos = (offset: number): Pos => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! };
  };
  const loc = (from: number, to: number): hbs.AST.SourceLocation => ({
    source: undefined as unknown as string,
    start: pos(from),
    end: pos(to),
  });
  const content = (s: string, from: number, to: number) => {
    if (s)
      body.push({
        type: "ContentStatement",
        original: s,
        value: s,
        loc: loc(from, to),
      } as unknown as hbs.AST.ContentStatement);
  };
  const path = (name: string, from: number): hbs.AST.PathExpression =>
    ({
      type: "PathExpression",
      data: false,
      depth: 0,
      parts: [name],
      original: name,
      loc: loc(from, from + name.length),
    }) as hbs.AST.PathExpression;
  const program = (statements: hbs.AST.Statement[]): hbs.AST.Program =>
    ({
      type: "Program",
      body: statements,
      strip: {},
      loc: undefined as unknown as hbs.AST.SourceLocation,
    }) as unknown as hbs.AST.Program;
  const strip = { open: false, close: false };

  let i = 0; // start of text not yet turned into nodes
  let from = 0; // where to look for the next {{
  for (;;) {
    const at = text.indexOf("{{", from);
    if (at === -1) break;
    let slashes = 0;
    while (at - slashes - 1 >= i && text[at - slashes - 1] === "\\") slashes++;
    if (slashes >= 3) bail();
    if (slashes === 1) {
      // \{{ is a literal {{: the text goes on.
      content(text.slice(i, at - 1), i, at - 1);
      i = at;
      from = at + 2;
      continue;
    }
    content(text.slice(i, slashes === 2 ? at - 1 : at), i, at);
    const end = text.indexOf("}}", at + 2);
    if (end === -1 || text[end + 2] === "}") bail(); // Handlebars reads }}} as one (unescaped) close
    const inner = text.slice(at + 2, end);
    if (inner.includes("{") || inner.includes("}") || inner.includes("~") || inner.includes("\n")) bail();
    const after = end + 2;
    const c = inner.trimStart()[0];
    if (c === "#" || c === "/" || /^\s*else\s*$/.test(inner)) {
      if (alone(text, at, after)) bail(); // Handlebars' standalone rule would strip this line
      if (c === "#") {
        const m = /^\s*#(if|unless)\s+([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(inner);
        if (!m || LITERALS.has(m[2]!)) bail();
        const name = m![1]!;
        const param = path(m![2]!, at + 2 + inner.indexOf(m![2]!, inner.indexOf(name) + name.length));
        const node = {
          type: "BlockStatement",
          path: path(name, at + 2 + inner.indexOf(name)),
          params: [param],
          hash: undefined,
          program: program([]),
          inverse: undefined,
          openStrip: strip,
          inverseStrip: undefined,
          closeStrip: strip,
          loc: loc(at, after),
        } as unknown as hbs.AST.BlockStatement;
        body.push(node);
        stack.push({ name, node, body: node.program.body });
        body = stack.at(-1)!.body;
      } else if (c === "/") {
        const m = /^\s*\/\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(inner);
        const open = stack.pop();
        if (!m || !open || open.name !== m[1]) bail();
        open!.node.loc.end = pos(after);
        body = stack.length ? stack.at(-1)!.body : root;
      } else {
        const open = stack.at(-1);
        if (!open || open.node.inverse) bail();
        open!.node.inverse = program([]);
        (open!.node as unknown as { inverseStrip: unknown }).inverseStrip = strip;
        open!.body = open!.node.inverse!.body;
        body = open!.body;
      }
    } else {
      body.push(mustache(inner, at, after, path, loc, strip));
    }
    i = after;
    from = after;
  }
  if (stack.length) bail();
  content(text.slice(i), i, text.length);
  return { type: "Program", body: root, strip: {}, loc: loc(0, text.length) } as unknown as hbs.AST.Program;
}

/** `{{NAME}}`, `{{NAME "a" "b"}}`, `{{NAME key="v"}}`: names, double-quoted strings without escapes. */
function mustache(
  inner: string,
  at: number,
  after: number,
  path: (name: string, from: number) => hbs.AST.PathExpression,
  loc: (from: number, to: number) => hbs.AST.SourceLocation,
  strip: { open: boolean; close: boolean },
): hbs.AST.MustacheStatement {
  const base = at + 2;
  let j = 0;
  const space = () => {
    while (inner[j] === " ") j++;
  };
  const name = (): string => {
    NAME.lastIndex = j;
    const m = NAME.exec(inner);
    if (!m || LITERALS.has(m[0])) bail();
    j += m![0].length;
    return m![0];
  };
  const string = (): hbs.AST.StringLiteral => {
    const start = j;
    const close = inner.indexOf('"', j + 1);
    if (close === -1) bail();
    const value = inner.slice(j + 1, close);
    if (value.includes("\\")) bail();
    j = close + 1;
    return { type: "StringLiteral", value, original: value, loc: loc(base + start, base + j) } as hbs.AST.StringLiteral;
  };
  space();
  const headAt = j;
  const head = path(name(), base + headAt);
  let hashAt = 0;
  const params: hbs.AST.Expression[] = [];
  const pairs: hbs.AST.HashPair[] = [];
  for (;;) {
    const before = j;
    space();
    if (j === inner.length) break;
    if (j === before) bail(); // arguments are separated by spaces
    if (inner[j] === '"') {
      if (pairs.length) bail(); // Handlebars wants positional arguments first
      params.push(string());
      continue;
    }
    const keyAt = j;
    if (!pairs.length) hashAt = j;
    const key = name();
    if (inner[j] !== "=") bail();
    j++;
    if (inner[j] !== '"') bail();
    const value = string();
    pairs.push({ type: "HashPair", key, value, loc: loc(base + keyAt, base + j) } as hbs.AST.HashPair);
  }
  const hash = pairs.length ? ({ type: "Hash", pairs, loc: loc(base + hashAt, base + j) } as hbs.AST.Hash) : undefined;
  return {
    type: "MustacheStatement",
    path: head,
    params,
    hash,
    escaped: true,
    strip,
    loc: loc(at, after),
  } as unknown as hbs.AST.MustacheStatement;
}

/** Whether only whitespace stands between the tag and its line's start and end. */
function alone(text: string, at: number, after: number): boolean {
  const blank = (ch: string) => /\s/.test(ch);
  for (let k = at - 1; k >= 0 && text[k] !== "\n"; k--) if (!blank(text[k]!)) return false;
  for (let k = after; k < text.length && text[k] !== "\n"; k++) if (!blank(text[k]!)) return false;
  return true;
}
