// lib/loader/glob.ts
var cache = new Map;
function compileGlob(pattern) {
  let g = cache.get(pattern);
  if (g !== undefined)
    return g;
  g = compile(pattern);
  cache.set(pattern, g);
  return g;
}
function compile(pattern) {
  let p = pattern.trim().replace(/\\/g, "/");
  if (!p || p.length > 1024)
    return null;
  while (p.startsWith("./"))
    p = p.slice(2);
  let anchored = false;
  if (p.startsWith("/")) {
    anchored = true;
    p = p.replace(/^\/+/, "");
  }
  if (p.endsWith("/"))
    p = `${p.replace(/\/+$/, "")}/**`;
  if (!p)
    return null;
  if (!anchored && !p.includes("/"))
    p = `**/${p}`;
  const body = toRegex(p);
  if (body === null)
    return null;
  return { pattern, re: new RegExp(`^${body}(?:/.*)?$`), specificity: specificity(pattern) };
}
function toRegex(p) {
  let out = "";
  let braces = 0;
  for (let i = 0;i < p.length; i++) {
    const c = p[i];
    if (c === "*") {
      if (p[i + 1] === "*") {
        const before = i === 0 || p[i - 1] === "/";
        const after = i + 2 === p.length || p[i + 2] === "/";
        if (before && after) {
          if (i + 2 === p.length) {
            out = out.endsWith("/") ? `${out.slice(0, -1)}(?:/.*)?` : `${out}.*`;
            i += 1;
          } else {
            out += "(?:.*/)?";
            i += 2;
          }
          continue;
        }
        while (p[i + 1] === "*")
          i++;
      }
      out += "[^/]*";
    } else if (c === "?")
      out += "[^/]";
    else if (c === "[") {
      const end = p.indexOf("]", i + 2);
      if (end === -1)
        return null;
      let cls = p.slice(i + 1, end);
      if (cls.startsWith("!"))
        cls = `^${cls.slice(1)}`;
      out += `[${cls.replace(/\\/g, "\\\\")}]`;
      i = end;
    } else if (c === "{") {
      braces++;
      out += "(?:";
    } else if (c === "}" && braces > 0) {
      braces--;
      out += ")";
    } else if (c === "," && braces > 0)
      out += "|";
    else
      out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return braces === 0 ? out : null;
}
function specificity(pattern) {
  const segments = pattern.split("/").filter((s) => s && s !== ".");
  const folders = segments.slice(0, -1).filter((s) => !/[*?[{]/.test(s)).length;
  const literal = pattern.replace(/\*+|\?|\[[^\]]*\]|\{[^}]*\}|\//g, "").length;
  return Math.min(1, 0.03 * literal + 0.15 * folders);
}
function globMatch(glob, file) {
  return glob.re.test(file);
}
function splitGlobList(value) {
  const out = [];
  let depth = 0;
  let cur = "";
  for (const c of value) {
    if (c === "{")
      depth++;
    else if (c === "}")
      depth = Math.max(0, depth - 1);
    if (c === "," && depth === 0) {
      out.push(cur);
      cur = "";
    } else
      cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

export { compileGlob, globMatch, splitGlobList };
