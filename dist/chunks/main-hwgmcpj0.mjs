import {
  MAX_SKILL_BYTES,
  MAX_EXTENDS_DEPTH,
  parseSkill,
  unreadableSkill
} from "./main-c0wyf5gc.mjs";
import {
  findRepo
} from "./main-8g63yjt3.mjs";

// lib/loader/discovery.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { homedir } from "node:os";
var SKILL_DIRS = [".claude/skills", ".agents/skills"];
var SKILL_FILE = "SKILL.md";
function isDir(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
function home(env) {
  return env.HOME || homedir();
}
function projectDirs(cwd) {
  const top = findRepo(cwd)?.workTree;
  const out = [];
  for (let d = resolve(cwd);; d = dirname(d)) {
    out.push(d);
    if (!top || d === top || dirname(d) === d || !(d + sep).startsWith(top + sep))
      break;
  }
  return out;
}
async function nestedRoots(cwd, files, env, warnings = []) {
  const base = resolve(cwd);
  const found = new Map;
  const seen = new Set;
  for (const f of files) {
    const abs = resolve(base, f);
    for (let d = dirname(abs);d.startsWith(base + sep); d = dirname(d)) {
      if (seen.has(d))
        break;
      seen.add(d);
      for (const s of SKILL_DIRS) {
        const root = join(d, s);
        if (isDir(root))
          found.set(root, d);
      }
    }
  }
  if (!found.size)
    return [];
  const ignored = await gitIgnored(base, [...new Set(found.values())], env, warnings);
  const roots = [...found].filter(([, d]) => !ignored.has(d)).map(([r]) => r);
  return roots.sort((a, b) => b.split(sep).length - a.split(sep).length || (a < b ? -1 : a > b ? 1 : 0));
}
async function gitIgnored(cwd, dirs, env, warnings) {
  const repo = findRepo(cwd);
  if (!repo)
    return new Set;
  const rel = dirs.map((d) => relative(repo.workTree, d));
  const { spawnSync } = await import("node:child_process");
  const r = spawnSync("git", ["-C", repo.workTree, "check-ignore", "-z", "--stdin"], {
    input: `${rel.join("\x00")}\x00`,
    encoding: "utf8",
    env,
    timeout: 1e4
  });
  if (r.error || r.status !== 0 && r.status !== 1) {
    warnings.push(`cannot ask git which folders are ignored (${r.error?.message ?? r.stderr.trim().split(`
`)[0] ?? `exit ${r.status}`}); nested skills in ignored folders may load`);
    return new Set;
  }
  const out = new Set;
  for (const p of r.stdout.split("\x00"))
    if (p)
      out.add(resolve(repo.workTree, p));
  return out;
}
async function skillRoots(opts, warnings = []) {
  const cwd = resolve(opts.cwd);
  const nested = opts.files?.length ? await nestedRoots(cwd, opts.files, opts.env, warnings) : [];
  const nestedAll = [...new Set([...nested, ...(opts.nestedRoots ?? []).filter(isDir)])].sort((a, b) => b.split(sep).length - a.split(sep).length || (a < b ? -1 : a > b ? 1 : 0));
  const groups = {
    nested: nestedAll,
    project: projectDirs(cwd).flatMap((d) => SKILL_DIRS.map((s) => join(d, s))),
    user: [join(home(opts.env), ".claude", "skills")],
    extra: (opts.extraRoots ?? []).map((r) => resolve(cwd, r)),
    bundled: (opts.bundledRoots ?? []).map((r) => resolve(cwd, r))
  };
  const order = opts.precedence === "user-first" ? ["user", "nested", "project", "extra", "bundled"] : ["nested", "project", "user", "extra", "bundled"];
  const roots = [];
  const listed = new Set;
  for (const scope of order) {
    for (const dir of groups[scope]) {
      if (listed.has(dir))
        continue;
      listed.add(dir);
      roots.push({ dir, scope });
    }
  }
  return { roots, nested };
}
async function discover(opts) {
  const warnings = [];
  const { roots, nested } = await skillRoots(opts, warnings);
  const { sources, duplicates } = scanRoots(roots);
  const skills = await readSources(sources, opts.index);
  opts.index?.save();
  return { roots, skills, duplicates, nested, warnings };
}
function scanRoots(roots) {
  const sources = [];
  const duplicates = [];
  const byId = new Map;
  for (const root of roots) {
    let names;
    try {
      names = readdirSync(root.dir).filter((n) => !n.startsWith(".")).sort();
    } catch {
      continue;
    }
    for (const folder of names) {
      const s = sourceAt(join(root.dir, folder), root, sources.length, byId, duplicates);
      if (s)
        sources.push(s);
    }
  }
  return { sources, duplicates };
}
function sourceAt(dir, root, rank, byId, duplicates) {
  const file = join(dir, SKILL_FILE);
  let st;
  try {
    st = statSync(file);
  } catch {
    return;
  }
  if (!st.isFile())
    return;
  const id = `${st.dev}:${st.ino}`;
  const first = byId.get(id);
  if (first) {
    duplicates.push({ file, scope: root.scope, sameAs: first });
    return;
  }
  byId.set(id, file);
  return {
    file,
    dir,
    folder: basename(dir),
    root: root.dir,
    scope: root.scope,
    rank,
    id,
    size: st.size,
    stat: `${id}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`
  };
}
async function readSources(sources, index) {
  const skills = [];
  for (const s of sources) {
    if (s.size > MAX_SKILL_BYTES) {
      skills.push(unreadableSkill(s, `file too large (${s.size} bytes; at most ${MAX_SKILL_BYTES} allowed)`));
      continue;
    }
    const known = index?.get(s);
    if (known) {
      skills.push(known);
      continue;
    }
    let text;
    try {
      text = readFileSync(s.file, "utf8");
    } catch (err) {
      skills.push(unreadableSkill(s, `cannot read: ${err.code ?? err.message}`));
      continue;
    }
    const skill = await parseSkill(s, text);
    index?.put(skill);
    skills.push(skill);
  }
  return skills;
}
function relativeFiles(cwd, files) {
  const base = resolve(cwd);
  return files.map((f) => {
    const abs = isAbsolute(f) ? resolve(f) : resolve(base, f);
    const rel = relative(base, abs);
    return (rel.startsWith("..") || isAbsolute(rel) ? abs : rel).split(sep).join("/");
  });
}

// lib/loader/sections.ts
var HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
function parse(md) {
  const lines = md.split(`
`);
  if (lines.at(-1) === "")
    lines.pop();
  const root = { key: "", level: 0, own: "", children: [] };
  const stack = [root];
  let cur = root;
  let fence;
  const buf = [];
  const flush = () => {
    cur.own = buf.length ? `${buf.join(`
`)}
` : "";
    buf.length = 0;
  };
  for (const line of lines) {
    const f = FENCE.exec(line);
    if (f) {
      if (!fence)
        fence = f[1][0].repeat(f[1].length);
      else if (line.trim().startsWith(fence))
        fence = undefined;
    }
    const h = fence || f ? null : HEADING.exec(line);
    if (!h) {
      buf.push(line);
      continue;
    }
    flush();
    const level = h[1].length;
    const node = {
      key: `${level}:${h[2].trim().replace(/\s+/g, " ").toLowerCase()}`,
      level,
      own: "",
      children: []
    };
    while (stack.length > 1 && stack.at(-1).level >= level)
      stack.pop();
    stack.at(-1).children.push(node);
    stack.push(node);
    cur = node;
    buf.push(line);
  }
  flush();
  return root;
}
function render(n) {
  return joinBlocks([n.own, ...n.children.map(render)]);
}
function joinBlocks(blocks) {
  let out = "";
  for (const raw of blocks) {
    const b = raw.replace(/\n{2,}$/, `
`);
    if (b === "")
      continue;
    if (out !== "")
      out = out.endsWith(`

`) ? out : out.endsWith(`
`) ? `${out}
` : `${out}

`;
    out += b;
  }
  return out === "" || out.endsWith(`
`) ? out : `${out}
`;
}
function mergeSections(parentMd, childMd, report = { replaced: 0, added: 0 }) {
  const parent = parse(parentMd);
  const child = parse(childMd);
  const index = new Map;
  const walk = (list) => {
    list.forEach((n, at) => {
      if (!index.has(n.key))
        index.set(n.key, { list, at });
      walk(n.children);
    });
  };
  walk(parent.children);
  const appended = [];
  const place = (n) => {
    const hit = index.get(n.key);
    if (hit) {
      hit.list[hit.at] = n;
      index.delete(n.key);
      report.replaced++;
      return;
    }
    appended.push({ ...n, children: [] });
    report.added++;
    for (const c of n.children)
      place(c);
  };
  for (const n of child.children)
    place(n);
  const preamble = child.own.trim() ? child.own : parent.own;
  const body = render({ ...parent, own: "", children: parent.children });
  const tail = joinBlocks(appended.map(render));
  return joinBlocks([preamble, body, tail]);
}
function cutAtSection(md, max) {
  if (md.length <= max)
    return md;
  let fence;
  let pos = 0;
  let section = 0;
  let paragraph = 0;
  for (const line of md.split(`
`)) {
    if (pos > max)
      break;
    const f = FENCE.exec(line);
    if (f) {
      if (!fence)
        fence = f[1][0].repeat(f[1].length);
      else if (line.trim().startsWith(fence))
        fence = undefined;
    }
    if (!fence && !f && pos > 0) {
      if (HEADING.test(line))
        section = pos;
      else if (!line.trim())
        paragraph = pos;
    }
    pos += line.length + 1;
  }
  const end = section >= paragraph / 2 ? section : paragraph;
  return end > 0 ? md.slice(0, end) : undefined;
}

// lib/loader/resolve.ts
function where(s) {
  return `${s.scope} ${s.file}`;
}
function mergeMeta(parent, child) {
  return {
    ...child,
    description: child.description || parent.description,
    whenToUse: child.whenToUse ?? parent.whenToUse,
    triggers: child.hasTriggers ? child.triggers : parent.triggers,
    hasTriggers: child.hasTriggers || parent.hasTriggers,
    threshold: child.threshold ?? parent.threshold,
    tier: child.tier ?? parent.tier,
    tiers: { ...parent.tiers, ...child.tiers },
    profiles: child.profiles ?? parent.profiles,
    category: child.category ?? parent.category,
    data: { ...parent.data, ...child.data }
  };
}
function resolveStage(input, maxDepth = MAX_EXTENDS_DEPTH) {
  const out = input.map((c) => ({ ...c, decisions: [...c.decisions] }));
  const groups = new Map;
  for (const c of out) {
    const g = groups.get(c.skill.name);
    if (g)
      g.push(c);
    else
      groups.set(c.skill.name, [c]);
  }
  const winner = new Map;
  for (const [name, g] of groups) {
    g.sort((a, b) => a.skill.rank - b.skill.rank);
    const top = g[0];
    winner.set(name, top.skill);
    for (const c of g.slice(1)) {
      const same = c.skill.root === top.skill.root;
      const reason = same ? `duplicate name ${JSON.stringify(name)} in the same root; ${top.skill.folder}/ wins` : `shadowed by ${where(top.skill)}`;
      if (!c.dropped) {
        c.dropped = { stage: "resolve", reason };
        c.decisions.push({ stage: "resolve", outcome: "shadowed", reason });
      } else
        c.decisions.push({ stage: "resolve", outcome: "shadowed", reason });
    }
    if (g.length > 1)
      top.shadows = g.slice(1).map((c) => where(c.skill));
  }
  for (const c of out) {
    if (c.dropped)
      continue;
    const chain = [c.skill];
    let problem;
    for (let cur = c.skill;cur.meta.extends; ) {
      const name = cur.meta.extends;
      const parent = winner.get(name);
      if (chain.some((s) => s.name === name)) {
        problem = `extends: cycle ${[...chain.map((s) => s.name), name].join(" -> ")}`;
        break;
      }
      if (chain.length > maxDepth) {
        problem = `extends: chain deeper than ${maxDepth} levels`;
        break;
      }
      if (!parent) {
        problem = `extends: no skill named ${JSON.stringify(name)}`;
        break;
      }
      if (!parent.valid) {
        problem = `extends: parent ${JSON.stringify(name)} is invalid (${where(parent)})`;
        break;
      }
      chain.push(parent);
      cur = parent;
    }
    if (problem) {
      c.dropped = { stage: "resolve", reason: problem };
      c.decisions.push({ stage: "resolve", outcome: "broken inheritance", reason: problem });
      continue;
    }
    let meta = chain.at(-1).meta;
    let content = chain.at(-1).body;
    const report = { replaced: 0, added: 0 };
    for (let i = chain.length - 2;i >= 0; i--) {
      meta = mergeMeta(meta, chain[i].meta);
      content = mergeSections(content, chain[i].body, report);
    }
    c.chain = chain;
    c.effective = meta;
    c.content = content;
    c.chars = content.length;
    const parts = [];
    if (c.shadows?.length)
      parts.push(`shadows ${c.shadows.join(", ")}`);
    if (chain.length > 1)
      parts.push(`extends ${chain.slice(1).map((s) => s.name).join(" <- ")} (${report.replaced} section${report.replaced === 1 ? "" : "s"} replaced, ${report.added} added)`);
    c.decisions.push({ stage: "resolve", outcome: "kept", reason: parts.join("; ") || "unique name" });
  }
  return out;
}

export { SKILL_FILE, discover, scanRoots, sourceAt, readSources, relativeFiles, cutAtSection, resolveStage };
