import {
  __toESM
} from "./main-gm18m4mz.mjs";

// lib/frontmatter/gray-matter.ts
var libs;
function importYamlLibs() {
  return libs ??= Promise.all([import("./index-g7pv2jsd.mjs").then((m)=>__toESM(m.default,1)), import("./index-qzfxhr0t.mjs").then((m)=>__toESM(m.default,1))]).then(([m, yaml]) => ({
    matter: m.default ?? m,
    yaml
  }));
}
function matterData(matter, block, parseYaml) {
  return matter(`---
${block}
---
`, { language: "yaml", engines: { yaml: { parse: parseYaml } } }).data;
}

// lib/frontmatter/read.ts
function normalizeText(raw) {
  const text = raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw;
  return text.includes("\r") ? text.replace(/\r\n?/g, `
`) : text;
}
function splitFrontmatter(raw) {
  const text = normalizeText(raw);
  const open = /^---[ \t]*(\n|$)/.exec(text);
  if (!open)
    return { body: text, frontmatterLine: 0, bodyLine: 1 };
  const start = open[0].length;
  const close = /^(?:---|\.\.\.)[ \t]*$/m;
  const rest = text.slice(start);
  const m = close.exec(rest);
  if (!m)
    return { frontmatter: rest, body: "", frontmatterLine: 2, bodyLine: 0, unclosed: true };
  const frontmatter = rest.slice(0, m.index);
  let bodyStart = start + m.index + m[0].length;
  if (text[bodyStart] === `
`)
    bodyStart++;
  const fmLines = frontmatter === "" ? 0 : frontmatter.split(`
`).length - (frontmatter.endsWith(`
`) ? 1 : 0);
  const lead = /^(?:[ \t]*\n)*/.exec(text.slice(bodyStart))[0];
  const skipped = lead.split(`
`).length - 1;
  return {
    frontmatter,
    body: text.slice(bodyStart + lead.length),
    frontmatterLine: 2,
    bodyLine: 3 + fmLines + skipped
  };
}
async function parseFrontmatter(block) {
  const flat = readFlatFrontmatter(block);
  if (flat)
    return { ok: true, data: flat, parser: "flat", warnings: [] };
  return parseWithYaml(block, await importYamlLibs());
}
function parseFrontmatterSync(block, libs) {
  const flat = readFlatFrontmatter(block);
  if (flat)
    return { ok: true, data: flat, parser: "flat", warnings: [] };
  return parseWithYaml(block, libs());
}

class YamlFailure extends Error {
  line;
  constructor(message, line) {
    super(message);
    this.line = line;
  }
}
function yamlMessage(message) {
  return message.split(`
`)[0].replace(/ at line \d+, column \d+:?$/, "");
}
function parseWithYaml(block, { matter, yaml }) {
  const run = (src) => matterData(matter, src, (s) => {
    const doc = yaml.parseDocument(s, { schema: "core", uniqueKeys: true, prettyErrors: true });
    const e = doc.errors[0];
    const line = e?.linePos?.[0]?.line;
    if (e)
      throw new YamlFailure(yamlMessage(e.message), line ? Math.max(1, line - 1) : undefined);
    return doc.toJS({ maxAliasCount: 100 });
  });
  const warnings = [];
  let data;
  try {
    data = run(block);
  } catch (err) {
    if (err instanceof YamlFailure && /^[ ]*\t/m.test(block)) {
      try {
        data = run(block.replace(/^[ \t]+/gm, (ws) => ws.replace(/\t/g, "  ")));
        warnings.push("tabs used for indentation; read as two spaces each");
      } catch {
        return failure(err);
      }
    } else
      return failure(err);
  }
  if (data === null || data === undefined)
    data = {};
  if (typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, error: "frontmatter must be a map of key: value lines" };
  }
  return { ok: true, data, parser: "yaml", warnings };
}
function failure(err) {
  if (err instanceof YamlFailure)
    return { ok: false, error: `invalid YAML: ${err.message}`, line: err.line };
  return { ok: false, error: `invalid YAML: ${err?.message ?? String(err)}` };
}

class Bail extends Error {
}
var bail = () => {
  throw new Bail;
};
function readFlatFrontmatter(block) {
  if (block.includes("\t") || block.includes("\r"))
    return;
  const raw = block.split(`
`);
  if (raw.at(-1) === "")
    raw.pop();
  const lines = raw.map((l) => {
    let n = 0;
    while (l.charCodeAt(n) === 32)
      n++;
    const t = n ? l.slice(n) : l;
    return { indent: n, text: t, blank: t === "" || t[0] === "#" };
  });
  try {
    const pos = { i: 0 };
    skipBlank(lines, pos);
    if (pos.i >= lines.length)
      return {};
    if (lines[pos.i].indent !== 0)
      return;
    const out = readMap(lines, raw, pos, 0);
    skipBlank(lines, pos);
    if (pos.i < lines.length)
      return;
    return out;
  } catch (e) {
    if (e instanceof Bail)
      return;
    throw e;
  }
}
function skipBlank(lines, pos) {
  while (pos.i < lines.length && lines[pos.i].blank)
    pos.i++;
}
var KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
function readMap(lines, raw, pos, indent) {
  const out = {};
  for (;; ) {
    skipBlank(lines, pos);
    if (pos.i >= lines.length)
      return out;
    const line = lines[pos.i];
    if (line.indent < indent)
      return out;
    if (line.indent > indent)
      bail();
    const m = KEY.exec(line.text);
    if (!m)
      bail();
    const key = m[1];
    if (Object.hasOwn(out, key) || key === "__proto__")
      bail();
    const value = (m[2] ?? "").trim();
    pos.i++;
    if (value === "" || value.startsWith("#")) {
      out[key] = readNested(lines, raw, pos, indent);
    } else if (/^[|>]/.test(value)) {
      out[key] = readBlockScalar(lines, raw, pos, indent, value);
    } else {
      out[key] = inlineValue(value);
      if (continues(lines, raw, pos.i, indent))
        out[key] = readMultiLinePlain(lines, raw, pos, indent, value);
    }
  }
}
function readNested(lines, raw, pos, indent) {
  const save = pos.i;
  skipBlank(lines, pos);
  const next = lines[pos.i];
  if (!next || next.indent < indent) {
    pos.i = save;
    return null;
  }
  const isItem = next.text === "-" || next.text.startsWith("- ");
  if (isItem && next.indent >= indent)
    return readList(lines, raw, pos, next.indent);
  if (next.indent > indent)
    return readMap(lines, raw, pos, next.indent);
  pos.i = save;
  return null;
}
function readList(lines, raw, pos, indent) {
  const out = [];
  for (;; ) {
    skipBlank(lines, pos);
    const line = lines[pos.i];
    if (!line || line.indent < indent)
      return out;
    if (line.indent > indent)
      bail();
    if (!line.text.startsWith("- ")) {
      if (line.text === "-")
        bail();
      return out;
    }
    const after = line.text.slice(2);
    const item = after.trim();
    if (item === "" || item.startsWith("#") || /^[|>]/.test(item) || /^-( |$)/.test(item))
      bail();
    if (KEY.test(item)) {
      const col = indent + 2 + (after.length - after.trimStart().length);
      lines[pos.i] = { indent: col, text: item, blank: false };
      raw[pos.i] = " ".repeat(col) + item;
      out.push(readMap(lines, raw, pos, col));
      continue;
    }
    out.push(inlineValue(item));
    pos.i++;
    const next = lines[pos.i];
    if (next && !next.blank && next.indent > indent)
      bail();
  }
}
function continues(lines, raw, i, indent) {
  for (let j = i;j < lines.length; j++) {
    if (raw[j].trim() === "")
      continue;
    return lines[j].indent > indent;
  }
  return false;
}
function readMultiLinePlain(lines, raw, pos, indent, first) {
  if (/^["'[{]/.test(first) || stripComment(first) !== first)
    bail();
  let empties = 0;
  let out = first;
  for (;pos.i < lines.length; pos.i++) {
    const r = raw[pos.i];
    if (r.trim() === "") {
      empties++;
      continue;
    }
    const l = lines[pos.i];
    if (l.indent <= indent)
      break;
    const t = l.text.trimEnd();
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(t) || /: |:$|\s#/.test(t))
      bail();
    out += empties ? `
`.repeat(empties) : " ";
    out += t;
    empties = 0;
  }
  return out;
}
function readBlockScalar(_lines, raw, pos, indent, header) {
  const h = /^([|>])([+-]?)(?:\s+#.*)?$/.exec(header);
  if (!h)
    bail();
  const folded = h[1] === ">";
  const chomp = h[2];
  const body = [];
  while (pos.i < raw.length) {
    const l = raw[pos.i];
    if (l.trim() !== "" && l.length - l.trimStart().length <= indent)
      break;
    body.push(l);
    pos.i++;
  }
  const first = body.findIndex((l) => l.trim() !== "");
  if (first === -1)
    bail();
  const width = body[first].length - body[first].trimStart().length;
  const text = [];
  for (const l of body) {
    if (l.trim() === "") {
      if (l.length > width)
        bail();
      text.push("");
      continue;
    }
    if (l.length - l.trimStart().length < width)
      bail();
    const t = l.slice(width);
    if (folded && (t.startsWith(" ") || t.startsWith("\t")))
      bail();
    text.push(t);
  }
  let last = text.length;
  while (last > 0 && text[last - 1] === "")
    last--;
  const trailing = text.length - last;
  const content = text.slice(0, last);
  let s;
  if (!folded)
    s = content.join(`
`);
  else {
    s = "";
    let empties = 0;
    let started = false;
    for (const t of content) {
      if (t === "") {
        empties++;
        continue;
      }
      if (!started)
        s += `
`.repeat(empties);
      else
        s += empties ? `
`.repeat(empties) : " ";
      s += t;
      empties = 0;
      started = true;
    }
  }
  if (chomp === "-")
    return s;
  if (chomp === "+")
    return `${s}
${`
`.repeat(trailing)}`;
  return `${s}
`;
}
function inlineValue(v) {
  const c = v[0];
  if (c === '"')
    return afterQuoted(v, readDouble(v));
  if (c === "'")
    return afterQuoted(v, readSingle(v));
  if (c === "[")
    return readFlowList(v);
  if (c === "{")
    return readFlowMap(v);
  return plain(stripComment(v), false);
}
function readFlow(v, close, out, put) {
  let i = 1;
  const skipSpace = () => {
    while (v[i] === " ")
      i++;
  };
  skipSpace();
  if (v[i] === close)
    i++;
  else {
    for (;; ) {
      skipSpace();
      let key;
      if (close === "}") {
        const k = /^([A-Za-z_][A-Za-z0-9_-]*): +/.exec(v.slice(i));
        if (!k)
          bail();
        key = k[1];
        i += k[0].length;
      }
      const c = v[i];
      if (c === undefined)
        bail();
      if (c === '"' || c === "'") {
        const r = c === '"' ? readDouble(v, i) : readSingle(v, i);
        put(out, r.value, key);
        i = r.end;
      } else {
        let j = i;
        while (j < v.length && v[j] !== "," && v[j] !== close)
          j++;
        const item = v.slice(i, j).trim();
        if (item === "" || /\s#/.test(v.slice(i, j)) || /^[[{]/.test(item))
          bail();
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
  if (rest !== "" && !/^\s+(#.*)?$/.test(rest))
    bail();
  return out;
}
function readFlowList(v) {
  return readFlow(v, "]", [], (out, value) => out.push(value));
}
function readFlowMap(v) {
  return readFlow(v, "}", {}, (out, value, key) => {
    if (Object.hasOwn(out, key) || key === "__proto__")
      bail();
    out[key] = value;
  });
}
function afterQuoted(v, r) {
  const rest = v.slice(r.end);
  if (rest !== "" && !/^\s+(#.*)?$/.test(rest))
    bail();
  return r.value;
}
function readDouble(v, from = 0) {
  let out = "";
  for (let i = from + 1;i < v.length; i++) {
    const c = v[i];
    if (c === '"')
      return { value: out, end: i + 1 };
    if (c === "\\") {
      const n = v[++i];
      const esc = { '"': '"', "\\": "\\", "/": "/", n: `
`, t: "\t" };
      if (n === undefined || !(n in esc))
        bail();
      out += esc[n];
    } else
      out += c;
  }
  return bail();
}
function readSingle(v, from = 0) {
  let out = "";
  for (let i = from + 1;i < v.length; i++) {
    const c = v[i];
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
function stripComment(v) {
  const i = v.search(/\s#/);
  return (i === -1 ? v : v.slice(0, i)).trimEnd();
}
function plain(s, flow) {
  if (s === "")
    return null;
  if (/^[[\]{},#&*!|>'"%@`]/.test(s) || /^[-?:](\s|$)/.test(s))
    bail();
  if (/: |:$/.test(s) || /\s#/.test(s))
    bail();
  if (flow && /[[\]{},]/.test(s))
    bail();
  if (/^(true|True|TRUE)$/.test(s))
    return true;
  if (/^(false|False|FALSE)$/.test(s))
    return false;
  if (/^(null|Null|NULL|~)$/.test(s))
    return null;
  const numeric = /^[-+]?[0-9]+$/.test(s) || /^0o[0-7]+$/.test(s) || /^0x[0-9a-fA-F]+$/.test(s) || /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s) || /^([-+]?\.(inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s);
  if (!numeric)
    return s;
  if (/^(0|-?[1-9][0-9]{0,14})$/.test(s))
    return Number(s);
  if (/^-?(0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/.test(s))
    return Number(s);
  return bail();
}

export { matterData, normalizeText, splitFrontmatter, parseFrontmatter, parseFrontmatterSync, yamlMessage, readFlatFrontmatter };
