import {
  coerce2,
  readConfig2,
  getConfig2
} from "./main-41t4c981.mjs";
import {
  StatePaths
} from "./main-dj24thjv.mjs";
import"./main-hehjhc3g.mjs";
import {
  TIERS,
  PROFILES
} from "./main-c0wyf5gc.mjs";
import {
  winnersByName2,
  scoreStage2
} from "./main-x8b6zxqw.mjs";
import {
  withLock2
} from "./main-jnxyrj1v.mjs";
import {
  resolveSession2
} from "./main-rhf6bxff.mjs";
import {
  readActivations2
} from "./main-wn36kn54.mjs";
import {
  TERMS_VERSION,
  termsOf
} from "./main-69erg7sm.mjs";
import {
  discover,
  relativeFiles,
  cutAtSection,
  resolveStage
} from "./main-hwgmcpj0.mjs";
import"./main-34ns1ar3.mjs";
import {
  splitFrontmatter
} from "./main-14w8prwp.mjs";
import {
  writeFileAtomic,
  readIfExists
} from "./main-kt1qhm98.mjs";
import {
  rejected
} from "./main-90sp2g8n.mjs";

// lib/loader/model-filter.ts
var PROFILE_TABLE = {
  implementation: {
    executor: "critical",
    planner: "optional",
    researcher: "exclude",
    verifier: "standard",
    interactive: "standard"
  },
  testing: {
    executor: "standard",
    planner: "optional",
    researcher: "exclude",
    verifier: "critical",
    interactive: "standard"
  },
  deployment: {
    executor: "standard",
    planner: "exclude",
    researcher: "exclude",
    verifier: "standard",
    interactive: "standard"
  },
  debugging: {
    executor: "standard",
    planner: "exclude",
    researcher: "optional",
    verifier: "standard",
    interactive: "standard"
  },
  planning: {
    executor: "exclude",
    planner: "critical",
    researcher: "standard",
    verifier: "optional",
    interactive: "standard"
  },
  architecture: {
    executor: "optional",
    planner: "critical",
    researcher: "standard",
    verifier: "optional",
    interactive: "standard"
  },
  research: {
    executor: "exclude",
    planner: "standard",
    researcher: "critical",
    verifier: "optional",
    interactive: "standard"
  },
  review: {
    executor: "optional",
    planner: "standard",
    researcher: "optional",
    verifier: "critical",
    interactive: "standard"
  },
  security: {
    executor: "standard",
    planner: "standard",
    researcher: "optional",
    verifier: "critical",
    interactive: "standard"
  },
  documentation: {
    executor: "optional",
    planner: "standard",
    researcher: "standard",
    verifier: "optional",
    interactive: "optional"
  },
  workflow: {
    executor: "standard",
    planner: "standard",
    researcher: "standard",
    verifier: "standard",
    interactive: "standard"
  }
};
var CATEGORIES = Object.keys(PROFILE_TABLE);
function classify(meta, profile) {
  if (!meta.modelInvocable)
    return { slot: "exclude", reason: "disable-model-invocation: only the user invokes it" };
  if (meta.profiles && !meta.profiles.includes(profile)) {
    return { slot: "exclude", reason: `profiles: ${meta.profiles.join(", ") || "none"} (not ${profile})` };
  }
  const own = meta.tiers[profile];
  if (own)
    return { slot: own, reason: `tiers.${profile}: ${own}` };
  if (meta.tier)
    return { slot: meta.tier, reason: `tier: ${meta.tier}` };
  const row = meta.category ? PROFILE_TABLE[meta.category] : undefined;
  if (row)
    return { slot: row[profile], reason: `category ${meta.category} for ${profile} (profile table)` };
  return {
    slot: "standard",
    reason: meta.category ? `unknown category ${meta.category}: standard` : "no tier or category: standard"
  };
}
function modelFilterStage(input, profile) {
  return input.map((c) => {
    if (c.dropped)
      return c;
    const { slot, reason } = classify(c.effective ?? c.skill.meta, profile);
    const out = { ...c, decisions: [...c.decisions] };
    if (slot === "exclude") {
      out.dropped = { stage: "filter", reason: `left out for ${profile}: ${reason}` };
      out.decisions.push({ stage: "filter", outcome: "excluded", reason: out.dropped.reason });
    } else {
      out.tier = slot;
      out.decisions.push({ stage: "filter", outcome: slot, reason });
    }
    return out;
  });
}

// lib/loader/cache-order.ts
var BAND_WIDTH = 10;
var KEEP_MS = 7 * 86400000;
function readWarmCache(path) {
  let text;
  try {
    text = readIfExists(path);
  } catch {
    text = undefined;
  }
  if (!text)
    return { version: 1, skills: {} };
  try {
    const v = JSON.parse(text);
    if (v && v.version === 1 && v.skills && typeof v.skills === "object" && !Array.isArray(v.skills))
      return v;
  } catch {}
  return { version: 1, skills: {} };
}
function warmSkills(cache, now, ttlMs) {
  const out = new Map;
  for (const [name, e] of Object.entries(cache.skills)) {
    const t = Date.parse(e?.loaded_at ?? "");
    if (Number.isFinite(t) && now - t <= ttlMs && now >= t - 60000)
      out.set(name, Math.max(0, now - t));
  }
  return out;
}
async function recordLoaded(path, loaded, now) {
  await withLock2(path, () => {
    const cache = readWarmCache(path);
    const at = new Date(now).toISOString();
    for (const l of loaded)
      cache.skills[l.name] = { loaded_at: at, hash: l.hash, scope: l.scope };
    const kept = {};
    for (const name of Object.keys(cache.skills).sort()) {
      const e = cache.skills[name];
      if (now - Date.parse(e.loaded_at) <= KEEP_MS)
        kept[name] = e;
    }
    writeFileAtomic(path, `${JSON.stringify({ version: 1, skills: kept }, null, 1)}
`);
  });
}
var tierIndex = (c) => TIERS.indexOf(c.tier);
function compareCandidates(a, b) {
  return tierIndex(a) - tierIndex(b) || b.band - a.band || Number(b.warm) - Number(a.warm) || b.score - a.score || (a.skill.name < b.skill.name ? -1 : a.skill.name > b.skill.name ? 1 : 0) || a.skill.rank - b.skill.rank;
}
function cacheOrderStage(input, warm) {
  const active = [];
  const rest = [];
  for (const c of input) {
    if (c.dropped) {
      rest.push(c);
      continue;
    }
    const age = warm.get(c.skill.name);
    active.push({
      ...c,
      decisions: [...c.decisions],
      warm: age !== undefined,
      band: Math.floor((c.score ?? 0) / BAND_WIDTH)
    });
  }
  active.sort(compareCandidates);
  active.forEach((c, i) => {
    c.order = i + 1;
    const age = warm.get(c.skill.name);
    c.decisions.push({
      stage: "cache",
      outcome: c.warm ? "warm" : "cold",
      reason: `${c.warm ? `loaded ${Math.round(age / 60000)} min ago; ` : ""}position ${i + 1} (${c.tier}, band ${c.band * BAND_WIDTH}-${c.band * BAND_WIDTH + BAND_WIDTH - 1})`
    });
  });
  return [...active, ...rest];
}

// lib/loader/budget.ts
function truncationNote(kept, total, file) {
  return `
[truncated at a section boundary: ${kept} of ${total} characters; the whole skill is ${file}]
`;
}
var CUT_MIN_SHARE = 1 / 8;
var CUT_MAX_GAP = 10;
function budgetStage(input, budget, opts = {}) {
  const out = input.map((c) => c.dropped ? c : { ...c, decisions: [...c.decisions] });
  const active = out.filter((c) => !c.dropped).sort((a, b) => a.order - b.order);
  const critical = active.filter((c) => c.tier === "critical");
  const needed = critical.reduce((n, c) => n + c.chars, 0);
  if (needed > budget) {
    const reason = `critical skills need ${needed} characters; the budget is ${budget}`;
    for (const c of active) {
      c.budget = "overflow";
      c.decisions.push({
        stage: "budget",
        outcome: "overflow",
        reason: c.tier === "critical" ? reason : `not reached: ${reason}`
      });
    }
    return {
      candidates: out,
      budget,
      used: 0,
      violation: { budget, needed, critical: critical.map((c) => ({ name: c.skill.name, chars: c.chars })) }
    };
  }
  let used = 0;
  let stopper;
  const top = active.reduce((b, c) => !b || (c.score ?? 0) > (b.score ?? 0) ? c : b, undefined);
  for (const c of active) {
    if (stopper && stopper.tier !== c.tier)
      stopper = undefined;
    if (!stopper && used + c.chars <= budget) {
      used += c.chars;
      c.budget = "load";
      c.decisions.push({ stage: "budget", outcome: "load", reason: `${c.chars} characters, ${budget - used} left` });
      continue;
    }
    const room = budget - used;
    const contender = room >= budget * CUT_MIN_SHARE && top.score - c.score <= CUT_MAX_GAP;
    if (!stopper && opts.cutToFit !== false && (c === top || contender) && cut(c, room, c === top ? "the best-scored skill does not fit whole" : "the first of its tier that does not fit")) {
      used += c.chars;
      stopper = c;
      continue;
    }
    c.budget = "overflow";
    const reason = stopper ? `after ${stopper.skill.name} (position ${stopper.order}) ${stopper.budget === "load" ? "was cut to fit" : "overflowed"}; the rest of the ${c.tier} tier waits` : `needs ${c.chars} characters, ${budget - used} left`;
    stopper ??= c;
    c.decisions.push({ stage: "budget", outcome: "overflow", reason });
  }
  return { candidates: out, budget, used };
}
function cut(c, room, why) {
  const full = c.content ?? "";
  const note = (kept) => truncationNote(kept, full.length, c.skill.file);
  const kept = cutAtSection(full, room - note(full.length).length);
  if (!kept)
    return false;
  c.content = kept + note(kept.length);
  c.chars = c.content.length;
  c.budget = "load";
  c.decisions.push({
    stage: "budget",
    outcome: "load",
    reason: `cut to ${kept.length} of ${full.length} characters at a section boundary (${why}), ${room - c.chars} left`
  });
  return true;
}

// lib/loader/scorer.ts
var registry = new Map([
  ["keyword", async () => new (await import("./keyword-scorer-n9rq44xg.mjs")).KeywordScorer]
]);
function scorerNames() {
  return [...registry.keys()];
}
async function getScorer(name = "keyword") {
  const f = registry.get(name);
  return f ? f() : undefined;
}

// lib/loader/hash.ts
var fn;
async function hasher() {
  if (fn)
    return fn;
  const H = globalThis.Bun?.CryptoHasher;
  if (H) {
    fn = (t) => new H("sha256").update(t).digest("hex");
  } else {
    const { createHash } = await import("node:crypto");
    fn = (t) => createHash("sha256").update(t, "utf8").digest("hex");
  }
  return fn;
}

// lib/loader/skill-index.ts
import { readFileSync } from "node:fs";
var MAX_INDEX_ENTRIES = 8192;
var NO_FRONTMATTER = "\x00none";
function frontmatterHash(text, hash) {
  return hash(splitFrontmatter(text).frontmatter ?? NO_FRONTMATTER);
}

class SkillIndex {
  path;
  hash;
  entries;
  seen = new Set;
  dirty = false;
  constructor(path, hash) {
    this.path = path;
    this.hash = hash;
  }
  load() {
    if (this.entries)
      return this.entries;
    this.entries = new Map;
    if (!this.path)
      return this.entries;
    try {
      const v = JSON.parse(readIfExists(this.path) ?? "null");
      if (v?.version === 1 && v.entries && typeof v.entries === "object") {
        for (const [file, e] of Object.entries(v.entries))
          if (wellFormed(e))
            this.entries.set(file, e);
      }
    } catch {}
    return this.entries;
  }
  get(source) {
    this.seen.add(source.file);
    const e = this.load().get(source.file);
    if (!e || e.stat !== source.stat)
      return;
    return lazySkill(source, e, this.hash);
  }
  put(skill) {
    this.seen.add(skill.file);
    if (!skill.stat)
      return;
    if (!sameJson(JSON.parse(JSON.stringify(skill.meta.data)), skill.meta.data))
      return;
    this.load().set(skill.file, {
      stat: skill.stat,
      fm: frontmatterHash(skill.text, this.hash),
      name: skill.name,
      bodyLine: skill.bodyLine,
      parser: skill.parser,
      valid: skill.valid,
      meta: skill.meta,
      problems: skill.problems,
      terms: termsOf(skill)
    });
    this.dirty = true;
  }
  save() {
    if (!this.dirty || !this.path || !this.entries)
      return;
    const out = {};
    let n = 0;
    for (const f of this.seen) {
      const e = this.entries.get(f);
      if (e && n++ < MAX_INDEX_ENTRIES)
        out[f] = e;
    }
    for (const [f, e] of this.entries)
      if (!(f in out) && n++ < MAX_INDEX_ENTRIES)
        out[f] = e;
    try {
      writeFileAtomic(this.path, `${JSON.stringify({ version: 1, entries: out })}
`);
      this.dirty = false;
    } catch {}
  }
}
function wellFormed(e) {
  return !!e && typeof e === "object" && typeof e.stat === "string" && typeof e.fm === "string" && typeof e.name === "string" && typeof e.bodyLine === "number" && typeof e.valid === "boolean" && Array.isArray(e.problems) && !!e.meta && typeof e.meta === "object" && Array.isArray(e.meta.paths) && !!e.meta.triggers && !!e.meta.data && !!e.terms && e.terms.v === TERMS_VERSION && Array.isArray(e.terms.name) && Array.isArray(e.terms.text) && Array.isArray(e.terms.quoted) && Array.isArray(e.terms.intents) && Array.isArray(e.terms.contexts);
}
function lazySkill(source, e, hash) {
  let text;
  let body = "";
  const skill = {
    ...source,
    name: e.name,
    bodyLine: e.bodyLine,
    meta: e.meta,
    problems: e.problems,
    parser: e.parser,
    valid: e.valid,
    terms: e.terms
  };
  const read = () => {
    try {
      text = readFileSync(source.file, "utf8");
    } catch {
      text = "";
      skill.stale = true;
      return;
    }
    body = splitFrontmatter(text).body;
    if (frontmatterHash(text, hash) !== e.fm)
      skill.stale = true;
  };
  Object.defineProperties(skill, {
    text: { enumerable: true, get: () => (text === undefined && read(), text) },
    body: { enumerable: true, get: () => (text === undefined && read(), body) }
  });
  return skill;
}
function sameJson(a, b) {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b))
    return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length)
    return false;
  for (const k of ka)
    if (!sameJson(a[k], b[k]))
      return false;
  return true;
}

// lib/loader/pipeline.ts
async function loaderConfig(paths) {
  const file = paths.config;
  const entries = await readConfig2(file);
  const get = async (key) => coerce2(key, await getConfig2(file, key, entries));
  return {
    budget: await get("skill_budget_chars"),
    listingFraction: await get("listing_budget_fraction"),
    contextWindow: await get("context_window_chars"),
    contextTokens: await get("context_window_tokens"),
    listingMaxDesc: await get("listing_max_desc_chars"),
    precedence: await get("skill_precedence"),
    warmTtlMinutes: await get("skill_warm_ttl_minutes")
  };
}
async function filterStages(input) {
  const scored = await scoreStage2(input.skills, input.ctx, input.scorer, input.activated);
  return modelFilterStage(resolveStage(scored), input.profile);
}
async function runStages(input) {
  const filtered = await filterStages(input);
  return budgetStage(cacheOrderStage(filtered, input.warm), input.budget, { cutToFit: input.cutToFit ?? true });
}
function checkProfile(p) {
  const v = p ?? "interactive";
  if (!PROFILES.includes(v))
    throw rejected("--profile", `one of ${PROFILES.join(", ")}`, v);
  return v;
}
function checkPrecedence(p, fallback) {
  if (p === undefined)
    return fallback;
  if (p !== "project-first" && p !== "user-first")
    throw rejected("--precedence", "project-first or user-first", p);
  return p;
}
async function setup(opts) {
  const paths = new StatePaths(opts.env, opts.cwd);
  const config = await loaderConfig(paths);
  const precedence = checkPrecedence(opts.precedence, config.precedence);
  config.precedence = precedence;
  const session = (await resolveSession2(opts.env, { id: opts.session, field: opts.sessionField ?? "--session" })).id;
  const activationFile = paths.file("loader", "activations", `${session}.json`);
  const activation = readActivations2(activationFile, session);
  const discovered = await discover({
    cwd: opts.cwd,
    env: opts.env,
    files: opts.files,
    nestedRoots: activation.nested_roots,
    extraRoots: opts.extraRoots,
    bundledRoots: opts.bundledRoots,
    precedence,
    index: new SkillIndex(opts.noIndex ? undefined : paths.file("loader", "index.json"), await hasher())
  });
  return {
    paths,
    config,
    session,
    activationFile,
    activation,
    discovered,
    files: relativeFiles(opts.cwd, opts.files ?? [])
  };
}
async function plan(opts) {
  const profile = checkProfile(opts.profile);
  const scorerName = opts.scorer ?? "keyword";
  const scorer = await getScorer(scorerName);
  if (!scorer)
    throw rejected("--scorer", `one of ${scorerNames().join(", ")}`, scorerName);
  const s = await setup(opts);
  const budget = opts.budget ?? s.config.budget;
  const now = opts.now ?? Date.now();
  const ttl = (opts.ttlMinutes ?? s.config.warmTtlMinutes) * 60000;
  const warm = warmSkills(readWarmCache(s.paths.file("loader", "cache.json")), now, ttl);
  const input = {
    skills: s.discovered.skills,
    ctx: { intent: opts.intent ?? "", files: s.files, context: opts.context ?? "" },
    scorer,
    activated: new Set(Object.keys(s.activation.skills)),
    profile,
    warm,
    budget,
    cutToFit: opts.cutToFit
  };
  const result = await runStages(input);
  for (const c of result.candidates)
    if (c.budget)
      for (const k of c.chain ?? [c.skill])
        k.text;
  if (!opts.noIndex && s.discovered.skills.some((k) => k.stale))
    return plan({ ...opts, noIndex: true });
  return { setup: s, input, result, scorer: scorerName, hash: await hasher() };
}
async function load(opts) {
  return loadPlanned(await plan(opts), opts.now);
}
async function loadPlanned(p, at) {
  if (p.result.violation)
    return { ...p, load: { loaded: [], overflow: [], changed: [], used: 0, budget: p.result.budget } };
  const { loadStage } = await import("./load-pye7mdha.mjs");
  const result = await loadStage(p.result, {
    hash: p.hash,
    rescore: async (replaced, name) => {
      const skills = p.input.skills.flatMap((s) => {
        const r = replaced.get(s.file);
        return r === undefined ? [s] : r === null ? [] : [r];
      });
      const cands = await filterStages({ ...p.input, skills });
      const winner = winnersByName2(skills).get(name);
      return cands.find((c) => c.skill === winner);
    }
  });
  const now = at ?? Date.now();
  if (result.loaded.length) {
    await recordLoaded(p.setup.paths.file("loader", "cache.json"), result.loaded.map((l) => ({ name: l.candidate.skill.name, hash: l.hash, scope: l.candidate.skill.scope })), now);
  }
  if (result.overflow.length || result.changed.length) {
    const { appendRecord } = await import("./jsonl-1d8b8fwx.mjs");
    appendRecord(p.setup.paths.file("loader", "overflow.jsonl"), overflowRecord(p, result, now));
  }
  return { ...p, load: result };
}
function overflowRecord(p, r, now) {
  return {
    ts: new Date(now).toISOString(),
    session: p.setup.session,
    profile: p.input.profile,
    cwd: p.setup.paths.cwd,
    budget: r.budget,
    used: r.used,
    loaded: r.loaded.map((l) => l.candidate.skill.name),
    overflow: r.overflow.map((c) => ({
      name: c.skill.name,
      scope: c.skill.scope,
      tier: c.tier ?? "standard",
      score: c.score ?? 0,
      chars: c.chars ?? 0,
      reason: c.decisions.at(-1)?.reason ?? ""
    })),
    changed: r.changed
  };
}
function listable(skills) {
  const winners = winnersByName2(skills);
  return [...winners.values()].filter((s) => s.valid && s.meta.modelInvocable).sort((a, b) => a.rank - b.rank);
}
async function listing(s, o = {}, env = process.env) {
  const { buildListing, listingBudget } = await import("./listing-ra29hzzg.mjs");
  const budget = listingBudget({
    contextTokens: o.contextTokens ?? (o.contextChars === undefined ? s.config.contextTokens : 0),
    contextChars: o.contextChars ?? s.config.contextWindow,
    fraction: o.fraction ?? s.config.listingFraction,
    env
  });
  const recent = warmSkills(readWarmCache(s.paths.file("loader", "cache.json")), o.now ?? Date.now(), Number.POSITIVE_INFINITY);
  return buildListing(listable(s.discovered.skills), budget, {
    activated: new Set(Object.keys(s.activation.skills)),
    maxDescChars: o.maxDescChars ?? s.config.listingMaxDesc,
    recent
  });
}
export {
  listing,
  load,
  loaderConfig,
  plan,
  setup
};
