import"./main-hehjhc3g.mjs";
import {
  parseSkill
} from "./main-c0wyf5gc.mjs";

// lib/loader/load.ts
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
var MAX_REFERENCES = 50;
var MAX_REFERENCE_DEPTH = 3;
function readText(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return;
  }
}
function listReferences(dir) {
  const out = [];
  const walk = (d, depth) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const e of entries) {
      if (out.length >= MAX_REFERENCES)
        return;
      if (e.name.startsWith(".") || e.name === "node_modules")
        continue;
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (depth < MAX_REFERENCE_DEPTH)
          walk(p, depth + 1);
      } else if (!(depth === 0 && e.name === "SKILL.md"))
        out.push(relative(dir, p).split(sep).join("/"));
    }
  };
  walk(dir, 0);
  return out;
}
async function loadStage(plan, deps) {
  const read = deps.readText ?? readText;
  const order = plan.candidates.filter((c) => c.budget).sort((a, b) => a.order - b.order);
  const loaded = [];
  const overflow = order.filter((c) => c.budget === "overflow");
  const changed = [];
  let used = 0;
  for (const c of order) {
    if (c.budget !== "load")
      continue;
    const chain = c.chain ?? [c.skill];
    const replaced = new Map;
    for (const s of chain) {
      const now = read(s.file);
      if (now === undefined)
        replaced.set(s.file, null);
      else if (deps.hash(now) !== deps.hash(s.text))
        replaced.set(s.file, await parseSkill(s, now));
    }
    if (!replaced.size) {
      used += c.chars;
      loaded.push({
        candidate: c,
        content: c.content,
        chars: c.chars,
        hash: deps.hash(c.skill.text),
        references: listReferences(c.skill.dir)
      });
      continue;
    }
    const what = [...replaced].map(([f, s]) => `${s === null ? "removed" : "changed"}: ${f}`).join("; ");
    const fresh = await deps.rescore(replaced, c.skill.name);
    if (!fresh || fresh.dropped) {
      const reason = `${what}; re-scored: ${fresh?.dropped?.reason ?? "gone"}`;
      changed.push({ name: c.skill.name, outcome: `not loaded (${reason})` });
      continue;
    }
    if (used + fresh.chars > plan.budget - remainingAfter(order, c)) {
      const reason = `${what}; re-scored ${fresh.score}, now ${fresh.chars} characters: no longer fits`;
      changed.push({ name: c.skill.name, outcome: `overflow (${reason})` });
      overflow.push({ ...c, decisions: [...c.decisions, { stage: "load", outcome: "overflow", reason }] });
      continue;
    }
    used += fresh.chars;
    const note = `${what}; re-scored ${fresh.score} >= ${fresh.threshold}, loaded the new content`;
    changed.push({ name: c.skill.name, outcome: "loaded fresh" });
    loaded.push({
      candidate: { ...fresh, order: c.order, budget: "load" },
      content: fresh.content,
      chars: fresh.chars,
      hash: deps.hash(fresh.skill.text),
      references: listReferences(fresh.skill.dir),
      changed: note
    });
  }
  return { loaded, overflow, changed, used, budget: plan.budget };
}
function remainingAfter(order, c) {
  let n = 0;
  for (const o of order)
    if (o.budget === "load" && o.order > c.order)
      n += o.chars;
  return n;
}
export {
  loadStage
};
