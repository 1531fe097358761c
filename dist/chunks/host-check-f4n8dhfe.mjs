import {
  yaml2,
  yamlLibs,
  NAME_PATTERN,
  HOSTS
} from "./main-3v0paz3j.mjs";
import"./main-hehjhc3g.mjs";
import"./main-32kbprs5.mjs";
import {
  splitFrontmatter,
  parseFrontmatterSync
} from "./main-14w8prwp.mjs";
import"./main-kq9t8veg.mjs";

// lib/generator/host-check.ts
var CLAUDE_ONLY_TOOLS = new Set(["AskUserQuestion", "Task", "TodoWrite", "NotebookEdit", "WebFetch", "WebSearch"]);
function frontmatterOf(content) {
  const split = splitFrontmatter(content);
  if (split.frontmatter === undefined || split.unclosed)
    return "no frontmatter between --- lines";
  const r = parseFrontmatterSync(split.frontmatter, yamlLibs);
  if (r.ok)
    return r.data;
  return r.error.startsWith("invalid YAML: ") ? `frontmatter is not valid YAML (${r.error.slice(14)})` : "frontmatter is not a map";
}
function checkSkillFile(hostName, rel, content, sidecars = [], sourceHasHooks = false, parsed) {
  const host = HOSTS[hostName];
  const out = [];
  const bad = (message, file = rel) => out.push({ host: hostName, file, message });
  const fm = parsed ?? frontmatterOf(content);
  if (typeof fm === "string")
    return [{ host: hostName, file: rel, message: fm }];
  const folder = rel.split("/").slice(-2, -1)[0];
  const isRoot = rel === "SKILL.md";
  if (host.fields !== "all") {
    for (const k of Object.keys(fm))
      if (!host.fields.includes(k))
        bad(`${k}: not a field ${host.label} reads (allowed: ${host.fields.join(", ")})`);
  }
  const name = fm.name;
  if (typeof name !== "string" || !NAME_PATTERN.test(name) || name.length > host.nameMax)
    bad(`name: a-z, 0-9 and single hyphens, 1-${host.nameMax} characters (got ${JSON.stringify(name)})`);
  else if (!isRoot && name !== folder)
    bad(`name: must equal the folder name ${JSON.stringify(folder)} (got ${JSON.stringify(name)})`);
  const d = fm.description;
  if (typeof d !== "string" || !d.trim() || d.length > host.descriptionMax)
    bad(`description: 1-${host.descriptionMax} characters (got ${typeof d === "string" ? d.length : typeof d})`);
  if (fm.metadata !== undefined) {
    if (!fm.metadata || typeof fm.metadata !== "object" || Array.isArray(fm.metadata))
      bad("metadata: a map of strings");
    else
      for (const [k, v] of Object.entries(fm.metadata))
        if (typeof v !== "string")
          bad(`metadata.${k}: a string value`);
  }
  if (host.fields !== "all" && fm["allowed-tools"] !== undefined) {
    if (typeof fm["allowed-tools"] !== "string")
      bad("allowed-tools: one space-separated string");
    else
      for (const t of fm["allowed-tools"].split(/\s+/)) {
        if (host.toolNames && (CLAUDE_ONLY_TOOLS.has(t) || (t in host.toolNames)))
          bad(`allowed-tools: ${t} is a Claude Code tool name, not one of ${host.label}'s`);
      }
  }
  if (!host.hooks) {
    if (fm.hooks !== undefined)
      bad(`hooks: ${host.label} runs no hooks from skills`);
    if (sourceHasHooks && !/runs no hooks/.test(content))
      bad(`the skill has hooks, which ${host.label} does not run: its text must say so and give the check to run instead`);
  }
  const wanted = (host.sidecars && !isRoot ? host.sidecars({ name: String(name), description: String(d), tier: 1, data: {} }) : []).map((s) => s.file);
  for (const file of wanted) {
    const sc = sidecars.find((s) => s.rel.endsWith(`/${file}`));
    if (!sc) {
      bad(`missing sidecar ${file}`);
      continue;
    }
    let doc;
    try {
      doc = yaml2().parse(sc.content);
    } catch {
      bad("not valid YAML", sc.rel);
      continue;
    }
    const ui = doc?.interface;
    if (!ui || typeof ui.display_name !== "string" || typeof ui.short_description !== "string" || !ui.short_description || ui.short_description.length > 64) {
      bad("interface.display_name and interface.short_description (1-64 characters) are required", sc.rel);
    }
  }
  return out;
}
function checkListing(hostName, skills) {
  const host = HOSTS[hostName];
  if (!host.listing)
    return [];
  const cut = host.listing.descriptionChars;
  const text = (s) => [s.description.trim(), s.whenToUse].filter(Boolean).join(" - ");
  const chars = skills.reduce((n, s) => n + `- ${s.name}: ${cut ? text(s).slice(0, cut) : text(s)}
`.length, 0);
  return chars > host.listing.fallbackChars ? [
    {
      host: hostName,
      file: "(listing)",
      message: `the pack's skill listing takes ${chars} characters; ${host.label} lists ${host.listing.fallbackChars} characters when the context window is unknown`
    }
  ] : [];
}
function checkOutputs(outputs) {
  const problems = [];
  const listings = new Map;
  for (const o of outputs) {
    if (!o.rel.endsWith("SKILL.md"))
      continue;
    const r = o.rendered;
    const matter = splitFrontmatter(r.source.text).frontmatter ?? "";
    const fm = frontmatterOf(r.content);
    problems.push(...checkSkillFile(r.host, o.rel, r.content, r.sidecars, /^hooks:/m.test(matter), fm));
    if (typeof fm !== "string" && o.rel !== "SKILL.md" && fm["disable-model-invocation"] !== true) {
      const list = listings.get(r.host) ?? [];
      list.push({
        name: String(fm.name),
        description: String(fm.description),
        whenToUse: typeof fm.when_to_use === "string" ? fm.when_to_use : undefined
      });
      listings.set(r.host, list);
    }
  }
  for (const [host, list] of listings)
    problems.push(...checkListing(host, list));
  return problems;
}
export {
  checkOutputs
};
