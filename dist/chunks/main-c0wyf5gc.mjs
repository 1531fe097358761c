import {
  KNOWN_FIELDS
} from "./main-hehjhc3g.mjs";
import {
  splitFrontmatter,
  parseFrontmatter
} from "./main-14w8prwp.mjs";
import {
  suggest
} from "./main-90sp2g8n.mjs";

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

// lib/loader/types.ts
var TIERS = ["critical", "standard", "optional"];
var PROFILES = ["executor", "planner", "researcher", "verifier", "interactive"];
var DEFAULT_THRESHOLD = 50;

// lib/loader/skill.ts
var NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var MAX_DESCRIPTION = 1024;
var MAX_SKILL_BYTES = 1024 * 1024;
var MAX_EXTENDS_DEPTH = 8;
function emptyMeta() {
  return {
    description: "",
    paths: [],
    triggers: { files: [], intents: [], contexts: [] },
    hasTriggers: false,
    tiers: {},
    modelInvocable: true,
    data: {}
  };
}
async function parseSkill(source, text) {
  const problems = [];
  const split = splitFrontmatter(text);
  let meta = emptyMeta();
  let parser = "none";
  if (split.unclosed) {
    problems.push({
      level: "error",
      field: "frontmatter",
      message: "the opening --- line has no closing --- line",
      line: 1
    });
  } else if (split.frontmatter === undefined) {
    problems.push({
      level: "warning",
      field: "frontmatter",
      message: "no frontmatter: the folder name is the skill name and there is no description",
      line: 1
    });
  } else {
    const r = await parseFrontmatter(split.frontmatter);
    if (!r.ok) {
      problems.push({
        level: "error",
        field: "frontmatter",
        message: r.error,
        line: r.line ? split.frontmatterLine + r.line - 1 : 1
      });
    } else {
      parser = r.parser;
      for (const w of r.warnings)
        problems.push({ level: "warning", field: "frontmatter", message: w, line: split.frontmatterLine });
      meta = readMeta(r.data, problems);
    }
  }
  const name = meta.name ?? source.folder;
  return {
    ...sourceOf(source),
    name,
    text,
    body: split.body,
    bodyLine: split.bodyLine,
    meta,
    problems,
    parser,
    valid: !problems.some((p) => p.level === "error")
  };
}
function sourceOf(s) {
  const { file, dir, folder, root, scope, rank, id, size, stat } = s;
  return { file, dir, folder, root, scope, rank, id, size, stat };
}
function unreadableSkill(source, message) {
  return {
    ...sourceOf(source),
    name: source.folder,
    text: "",
    body: "",
    bodyLine: 1,
    meta: emptyMeta(),
    parser: "none",
    problems: [{ level: "error", field: "file", message }],
    valid: false
  };
}
function readMeta(data, problems) {
  const meta = emptyMeta();
  meta.data = data;
  const warn = (field, message) => problems.push({ level: "warning", field, message });
  const error = (field, message) => problems.push({ level: "error", field, message });
  const name = data.name;
  if (name !== undefined && name !== null) {
    if (typeof name !== "string" || !name.trim())
      warn("name", "a non-empty string is allowed; the folder name is used");
    else if (name.length > 64 || /[\u0000-\u001f\u007f/\\]/.test(name))
      warn("name", "at most 64 characters, no slashes or control characters; the folder name is used");
    else
      meta.name = name.trim();
  }
  const text = (field) => {
    const v = data[field];
    if (v === undefined || v === null)
      return;
    if (typeof v === "string")
      return v;
    if (typeof v === "number" || typeof v === "boolean")
      return String(v);
    warn(field, "a string is allowed; ignored");
    return;
  };
  meta.description = (text("description") ?? "").trim();
  meta.whenToUse = text("when_to_use") || undefined;
  const list = (field, v) => {
    if (v === undefined || v === null)
      return [];
    if (typeof v === "string")
      return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number"))
      return v.map(String);
    warn(field, "a string or a list of strings is allowed; ignored");
    return [];
  };
  const globs = (field, items) => {
    const out = [];
    for (const g of items.flatMap(splitGlobList)) {
      if (compileGlob(g))
        out.push(g);
      else
        warn(field, `malformed glob ${JSON.stringify(g)} ignored`);
    }
    return out;
  };
  meta.paths = globs("paths", list("paths", data.paths));
  const t = data.triggers;
  if (Array.isArray(t) || typeof t === "string") {
    meta.hasTriggers = true;
    meta.triggers = {
      files: [],
      intents: list("triggers", t).map((s) => s.trim()).filter(Boolean),
      contexts: []
    };
  } else if (t !== undefined && t !== null) {
    if (typeof t !== "object")
      warn("triggers", "a list of phrases, or a map with files, intents and contexts lists, is allowed; ignored");
    else {
      const tr = t;
      meta.hasTriggers = true;
      meta.triggers = {
        files: globs("triggers.files", list("triggers.files", tr.files)),
        intents: list("triggers.intents", tr.intents).map((s) => s.trim()).filter(Boolean),
        contexts: list("triggers.contexts", tr.contexts).map((s) => s.trim()).filter(Boolean)
      };
      for (const k of Object.keys(tr)) {
        if (!["files", "intents", "contexts", "threshold"].includes(k))
          warn(`triggers.${k}`, "unknown trigger kind (files, intents, contexts) ignored");
      }
      if (tr.threshold !== undefined && data.threshold === undefined)
        meta.threshold = threshold("triggers.threshold", tr.threshold, warn);
    }
  }
  if (data.threshold !== undefined && data.threshold !== null)
    meta.threshold = threshold("threshold", data.threshold, warn);
  const tier = data.tier;
  if (tier !== undefined && tier !== null) {
    if (TIERS.includes(tier))
      meta.tier = tier;
    else
      warn("tier", `one of ${TIERS.join(", ")} is allowed; ignored`);
  }
  const tiers = data.tiers;
  if (tiers !== undefined && tiers !== null) {
    if (typeof tiers !== "object" || Array.isArray(tiers))
      warn("tiers", "a map of profile: tier is allowed; ignored");
    else {
      for (const [p, v] of Object.entries(tiers)) {
        if (!PROFILES.includes(p))
          warn(`tiers.${p}`, `unknown profile (allowed: ${PROFILES.join(", ")}); ignored`);
        else if (v === "exclude" || TIERS.includes(v))
          meta.tiers[p] = v;
        else
          warn(`tiers.${p}`, `one of ${TIERS.join(", ")}, exclude is allowed; ignored`);
      }
    }
  }
  if (data.profiles !== undefined && data.profiles !== null) {
    const ps = list("profiles", data.profiles);
    const bad = ps.filter((p) => !PROFILES.includes(p));
    if (bad.length)
      warn("profiles", `unknown profile ${JSON.stringify(bad[0])} (allowed: ${PROFILES.join(", ")}); ignored`);
    meta.profiles = ps.filter((p) => PROFILES.includes(p));
  }
  const category = text("category")?.trim().toLowerCase();
  if (category)
    meta.category = category;
  const ext = data.extends;
  if (ext !== undefined && ext !== null) {
    if (typeof ext !== "string" || !ext.trim())
      error("extends", "the name of another skill is allowed");
    else
      meta.extends = ext.trim();
  }
  const dmi = data["disable-model-invocation"];
  if (dmi === true || dmi === "true")
    meta.modelInvocable = false;
  else if (dmi !== undefined && dmi !== null && dmi !== false && dmi !== "false")
    warn("disable-model-invocation", "true or false is allowed; ignored");
  return meta;
}
function threshold(field, v, warn) {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > 100) {
    warn(field, "a number from 0 to 100 (or a fraction from 0 to 1) is allowed; default used");
    return;
  }
  return n <= 1 ? Math.round(n * 100) : n;
}
function lintSkill(skill) {
  const out = [];
  if (!skill.valid || skill.parser === "none")
    return out;
  const d = skill.meta.data;
  if (d.name === undefined)
    out.push({
      level: "warning",
      field: "name",
      message: `missing; the folder name ${JSON.stringify(skill.folder)} is used`
    });
  else if (skill.meta.name !== undefined) {
    if (!NAME_PATTERN.test(skill.meta.name))
      out.push({
        level: "warning",
        field: "name",
        message: "lowercase letters, digits and single hyphens (a-z0-9-) are allowed by the Agent Skills spec"
      });
    if (skill.meta.name !== skill.folder)
      out.push({
        level: "warning",
        field: "name",
        message: `differs from the folder name ${JSON.stringify(skill.folder)}`
      });
  }
  for (const field of Object.keys(d)) {
    if (KNOWN_FIELDS.includes(field))
      continue;
    const near = suggest(field, KNOWN_FIELDS);
    out.push({
      level: "warning",
      field,
      message: `not a known field${near ? ` (did you mean ${near}?)` : ""}: Claude Code 2.1.328, the Agent Skills spec and the kit all ignore it`
    });
  }
  if (!skill.meta.description)
    out.push({ level: "warning", field: "description", message: "missing; the skill is listed by name only" });
  else if (skill.meta.description.length > MAX_DESCRIPTION)
    out.push({
      level: "warning",
      field: "description",
      message: `at most ${MAX_DESCRIPTION} characters (got ${skill.meta.description.length})`
    });
  return out;
}

export { compileGlob, globMatch, TIERS, PROFILES, DEFAULT_THRESHOLD, MAX_SKILL_BYTES, MAX_EXTENDS_DEPTH, parseSkill, unreadableSkill, lintSkill };
