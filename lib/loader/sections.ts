// Markdown sections for `extends`: a child skill's sections replace the parent's sections of the
// same heading (level and text), subsections included; the child's other sections are appended
// in the child's order; a non-empty child preamble (text before the first heading) replaces the
// parent's. Headings inside fenced code blocks are not headings.

interface Node {
  key: string; // "<level>:<normalized heading>"; "" for the root (the preamble)
  level: number;
  /** The heading line and the text up to the first subsection, verbatim. */
  own: string;
  children: Node[];
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

function parse(md: string): Node {
  const lines = md.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const root: Node = { key: "", level: 0, own: "", children: [] };
  const stack: Node[] = [root];
  let cur = root;
  let fence: string | undefined;
  const buf: string[] = [];
  const flush = () => {
    cur.own = buf.length ? `${buf.join("\n")}\n` : "";
    buf.length = 0;
  };
  for (const line of lines) {
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
    }
    const h = fence || f ? null : HEADING.exec(line);
    if (!h) {
      buf.push(line);
      continue;
    }
    flush();
    const level = h[1]!.length;
    const node: Node = {
      key: `${level}:${h[2]!.trim().replace(/\s+/g, " ").toLowerCase()}`,
      level,
      own: "",
      children: [],
    };
    while (stack.length > 1 && stack.at(-1)!.level >= level) stack.pop();
    stack.at(-1)!.children.push(node);
    stack.push(node);
    cur = node;
    buf.push(line);
  }
  flush();
  return root;
}

function render(n: Node): string {
  return joinBlocks([n.own, ...n.children.map(render)]);
}

/** Joins blocks of Markdown with a blank line between them (a heading needs one before it). */
function joinBlocks(blocks: string[]): string {
  let out = "";
  for (const raw of blocks) {
    const b = raw.replace(/\n{2,}$/, "\n");
    if (b === "") continue;
    if (out !== "") out = out.endsWith("\n\n") ? out : out.endsWith("\n") ? `${out}\n` : `${out}\n\n`;
    out += b;
  }
  return out === "" || out.endsWith("\n") ? out : `${out}\n`;
}

export interface MergeReport {
  replaced: number;
  added: number;
}

/** The child's body composed over the parent's. */
export function mergeSections(
  parentMd: string,
  childMd: string,
  report: MergeReport = { replaced: 0, added: 0 },
): string {
  const parent = parse(parentMd);
  const child = parse(childMd);
  const index = new Map<string, { list: Node[]; at: number }>();
  const walk = (list: Node[]) => {
    list.forEach((n, at) => {
      if (!index.has(n.key)) index.set(n.key, { list, at });
      walk(n.children);
    });
  };
  walk(parent.children);
  const appended: Node[] = [];
  const place = (n: Node) => {
    const hit = index.get(n.key);
    if (hit) {
      hit.list[hit.at] = n; // replaces the parent's section and its subsections
      index.delete(n.key);
      report.replaced++;
      return;
    }
    // A new section: it is appended; its subsections may still replace parent sections.
    appended.push({ ...n, children: [] });
    report.added++;
    for (const c of n.children) place(c);
  };
  for (const n of child.children) place(n);
  const preamble = child.own.trim() ? child.own : parent.own;
  const body = render({ ...parent, own: "", children: parent.children });
  const tail = joinBlocks(appended.map(render));
  return joinBlocks([preamble, body, tail]);
}

/**
 * The longest opening of `md` of at most `max` characters that ends where a section starts (just
 * before a heading outside code fences), or where a paragraph ends when that keeps twice as much;
 * undefined when not even the first paragraph fits. For a skill larger than the room left.
 */
export function cutAtSection(md: string, max: number): string | undefined {
  if (md.length <= max) return md;
  let fence: string | undefined;
  let pos = 0;
  let section = 0;
  let paragraph = 0;
  for (const line of md.split("\n")) {
    if (pos > max) break;
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
    }
    if (!fence && !f && pos > 0) {
      if (HEADING.test(line)) section = pos;
      else if (!line.trim()) paragraph = pos;
    }
    pos += line.length + 1;
  }
  // A section boundary unless it keeps under half of what a paragraph boundary keeps.
  const end = section >= paragraph / 2 ? section : paragraph;
  return end > 0 ? md.slice(0, end) : undefined;
}
