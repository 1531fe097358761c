// File globs for `paths` activation and file triggers, with .gitignore-style placement rules
// (the rules Claude Code applies to `paths`): a pattern without a slash matches at any depth,
// one with a slash is anchored at the project root, and a pattern that matches a folder matches
// every file under it. `*`, `?`, `**`, `[abc]` and `{a,b}` are supported.

export interface Glob {
  pattern: string;
  re: RegExp;
  /** 0-1: how narrow the pattern is (literal characters and fixed folders). */
  specificity: number;
}

const cache = new Map<string, Glob | null>();

/** Compiles a glob; null when it is empty or malformed (unbalanced braces or brackets). */
export function compileGlob(pattern: string): Glob | null {
  let g = cache.get(pattern);
  if (g !== undefined) return g;
  g = compile(pattern);
  cache.set(pattern, g);
  return g;
}

function compile(pattern: string): Glob | null {
  let p = pattern.trim().replace(/\\/g, "/");
  if (!p || p.length > 1024) return null;
  while (p.startsWith("./")) p = p.slice(2);
  let anchored = false;
  if (p.startsWith("/")) {
    anchored = true;
    p = p.replace(/^\/+/, "");
  }
  if (p.endsWith("/")) p = `${p.replace(/\/+$/, "")}/**`;
  if (!p) return null;
  if (!anchored && !p.includes("/")) p = `**/${p}`;
  const body = toRegex(p);
  if (body === null) return null;
  return { pattern, re: new RegExp(`^${body}(?:/.*)?$`), specificity: specificity(pattern) };
}

function toRegex(p: string): string | null {
  let out = "";
  let braces = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === "*") {
      if (p[i + 1] === "*") {
        const before = i === 0 || p[i - 1] === "/";
        const after = i + 2 === p.length || p[i + 2] === "/";
        if (before && after) {
          // `**/` (any folders, or none), or a trailing `/**` (everything below).
          if (i + 2 === p.length) {
            out = out.endsWith("/") ? `${out.slice(0, -1)}(?:/.*)?` : `${out}.*`;
            i += 1;
          } else {
            out += "(?:.*/)?";
            i += 2;
          }
          continue;
        }
        while (p[i + 1] === "*") i++; // other runs of stars act as one `*`
      }
      out += "[^/]*";
    } else if (c === "?") out += "[^/]";
    else if (c === "[") {
      const end = p.indexOf("]", i + 2);
      if (end === -1) return null;
      let cls = p.slice(i + 1, end);
      if (cls.startsWith("!")) cls = `^${cls.slice(1)}`;
      out += `[${cls.replace(/\\/g, "\\\\")}]`;
      i = end;
    } else if (c === "{") {
      braces++;
      out += "(?:";
    } else if (c === "}" && braces > 0) {
      braces--;
      out += ")";
    } else if (c === "," && braces > 0) out += "|";
    else out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return braces === 0 ? out : null;
}

/** Narrow patterns score higher: `src/components/**\/*.test.tsx` over `*.ts`. */
function specificity(pattern: string): number {
  const segments = pattern.split("/").filter((s) => s && s !== ".");
  const folders = segments.slice(0, -1).filter((s) => !/[*?[{]/.test(s)).length;
  const literal = pattern.replace(/\*+|\?|\[[^\]]*\]|\{[^}]*\}|\//g, "").length;
  return Math.min(1, 0.03 * literal + 0.15 * folders);
}

/** Whether `file` (a `/`-separated path relative to the project root) matches. */
export function globMatch(glob: Glob, file: string): boolean {
  return glob.re.test(file);
}

/**
 * `paths` may be a list or one string; a string may hold several comma-separated globs
 * (commas inside `{}` belong to the glob).
 */
export function splitGlobList(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of value) {
    if (c === "{") depth++;
    else if (c === "}") depth = Math.max(0, depth - 1);
    if (c === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}
