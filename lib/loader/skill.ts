// Turns one SKILL.md into a Skill: frontmatter fields checked and normalized, problems collected.
// A skill with an error problem is kept (it still shadows by name and is reported) but never loads.
import { KNOWN_FIELDS } from "../frontmatter/fields.ts";
import { suggest } from "../generator/diagnostics.ts";
import { parseFrontmatter, splitFrontmatter } from "../frontmatter/read.ts";
import { compileGlob, splitGlobList } from "./glob.ts";
import {
  PROFILES,
  TIERS,
  type Problem,
  type Profile,
  type Skill,
  type SkillMeta,
  type SkillSource,
  type Tier,
} from "./types.ts";

/** Agent Skills spec: lowercase letters, digits and hyphens, 1-64 characters. */
export const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_DESCRIPTION = 1024;
/** A SKILL.md larger than this is reported and skipped: it could never fit a context budget. */
export const MAX_SKILL_BYTES = 1024 * 1024;
export const MAX_EXTENDS_DEPTH = 8;

export function emptyMeta(): SkillMeta {
  return {
    description: "",
    paths: [],
    triggers: { files: [], intents: [], contexts: [] },
    hasTriggers: false,
    tiers: {},
    modelInvocable: true,
    data: {},
  };
}

/** Parses the text of a SKILL.md found by discovery (or built in memory by tests). */
export async function parseSkill(source: SkillSource, text: string): Promise<Skill> {
  const problems: Problem[] = [];
  const split = splitFrontmatter(text);
  let meta = emptyMeta();
  let parser: Skill["parser"] = "none";
  if (split.unclosed) {
    problems.push({
      level: "error",
      field: "frontmatter",
      message: "the opening --- line has no closing --- line",
      line: 1,
    });
  } else if (split.frontmatter === undefined) {
    problems.push({
      level: "warning",
      field: "frontmatter",
      message: "no frontmatter: the folder name is the skill name and there is no description",
      line: 1,
    });
  } else {
    const r = await parseFrontmatter(split.frontmatter);
    if (!r.ok) {
      problems.push({
        level: "error",
        field: "frontmatter",
        message: r.error,
        line: r.line ? split.frontmatterLine + r.line - 1 : 1,
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
    valid: !problems.some((p) => p.level === "error"),
  };
}

/**
 * Only the source's own fields: a skill parsed again (Load's check of a changed file) must not
 * keep what was derived from its old text (its terms, stale) nor read that text again.
 */
function sourceOf(s: SkillSource): SkillSource {
  const { file, dir, folder, root, scope, rank, id, size, stat } = s;
  return { file, dir, folder, root, scope, rank, id, size, stat };
}

/** A skill that could not be read at all (too large, unreadable): reported and skipped. */
export function unreadableSkill(source: SkillSource, message: string): Skill {
  return {
    ...sourceOf(source),
    name: source.folder,
    text: "",
    body: "",
    bodyLine: 1,
    meta: emptyMeta(),
    parser: "none",
    problems: [{ level: "error", field: "file", message }],
    valid: false,
  };
}

function readMeta(data: Record<string, unknown>, problems: Problem[]): SkillMeta {
  const meta = emptyMeta();
  meta.data = data;
  const warn = (field: string, message: string) => problems.push({ level: "warning", field, message });
  const error = (field: string, message: string) => problems.push({ level: "error", field, message });

  const name = data.name;
  if (name !== undefined && name !== null) {
    if (typeof name !== "string" || !name.trim())
      warn("name", "a non-empty string is allowed; the folder name is used");
    else if (name.length > 64 || /[\u0000-\u001f\u007f/\\]/.test(name))
      warn("name", "at most 64 characters, no slashes or control characters; the folder name is used");
    else meta.name = name.trim();
  }

  const text = (field: string): string | undefined => {
    const v = data[field];
    if (v === undefined || v === null) return undefined;
    if (typeof v === "string") return v;
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    warn(field, "a string is allowed; ignored");
    return undefined;
  };
  meta.description = (text("description") ?? "").trim();
  // Not trimmed: Claude Code shows when_to_use as written (a `|` block's final newline as a space).
  meta.whenToUse = text("when_to_use") || undefined;

  const list = (field: string, v: unknown): string[] => {
    if (v === undefined || v === null) return [];
    if (typeof v === "string") return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number")) return v.map(String);
    warn(field, "a string or a list of strings is allowed; ignored");
    return [];
  };
  const globs = (field: string, items: string[]): string[] => {
    const out: string[] = [];
    for (const g of items.flatMap(splitGlobList)) {
      if (compileGlob(g)) out.push(g);
      else warn(field, `malformed glob ${JSON.stringify(g)} ignored`);
    }
    return out;
  };

  meta.paths = globs("paths", list("paths", data.paths));

  const t = data.triggers;
  if (Array.isArray(t) || typeof t === "string") {
    // gstack's form: a list of trigger phrases, read as intents.
    meta.hasTriggers = true;
    meta.triggers = {
      files: [],
      intents: list("triggers", t)
        .map((s) => s.trim())
        .filter(Boolean),
      contexts: [],
    };
  } else if (t !== undefined && t !== null) {
    if (typeof t !== "object")
      warn("triggers", "a list of phrases, or a map with files, intents and contexts lists, is allowed; ignored");
    else {
      const tr = t as Record<string, unknown>;
      meta.hasTriggers = true;
      meta.triggers = {
        files: globs("triggers.files", list("triggers.files", tr.files)),
        intents: list("triggers.intents", tr.intents)
          .map((s) => s.trim())
          .filter(Boolean),
        contexts: list("triggers.contexts", tr.contexts)
          .map((s) => s.trim())
          .filter(Boolean),
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
    if (TIERS.includes(tier as Tier)) meta.tier = tier as Tier;
    else warn("tier", `one of ${TIERS.join(", ")} is allowed; ignored`);
  }
  const tiers = data.tiers;
  if (tiers !== undefined && tiers !== null) {
    if (typeof tiers !== "object" || Array.isArray(tiers)) warn("tiers", "a map of profile: tier is allowed; ignored");
    else {
      for (const [p, v] of Object.entries(tiers as Record<string, unknown>)) {
        if (!PROFILES.includes(p as Profile))
          warn(`tiers.${p}`, `unknown profile (allowed: ${PROFILES.join(", ")}); ignored`);
        else if (v === "exclude" || TIERS.includes(v as Tier)) meta.tiers[p as Profile] = v as Tier | "exclude";
        else warn(`tiers.${p}`, `one of ${TIERS.join(", ")}, exclude is allowed; ignored`);
      }
    }
  }
  if (data.profiles !== undefined && data.profiles !== null) {
    const ps = list("profiles", data.profiles);
    const bad = ps.filter((p) => !PROFILES.includes(p as Profile));
    if (bad.length)
      warn("profiles", `unknown profile ${JSON.stringify(bad[0])} (allowed: ${PROFILES.join(", ")}); ignored`);
    meta.profiles = ps.filter((p) => PROFILES.includes(p as Profile)) as Profile[];
  }
  const category = text("category")?.trim().toLowerCase();
  if (category) meta.category = category;

  const ext = data.extends;
  if (ext !== undefined && ext !== null) {
    if (typeof ext !== "string" || !ext.trim()) error("extends", "the name of another skill is allowed");
    else meta.extends = ext.trim();
  }

  const dmi = data["disable-model-invocation"];
  if (dmi === true || dmi === "true") meta.modelInvocable = false;
  else if (dmi !== undefined && dmi !== null && dmi !== false && dmi !== "false")
    warn("disable-model-invocation", "true or false is allowed; ignored");
  return meta;
}

/** Thresholds are scores 0-100; a value of at most 1 is a fraction (0.5 means 50). */
function threshold(field: string, v: unknown, warn: (f: string, m: string) => void): number | undefined {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > 100) {
    warn(field, "a number from 0 to 100 (or a fraction from 0 to 1) is allowed; default used");
    return undefined;
  }
  return n <= 1 ? Math.round(n * 100) : n;
}

/** Extra checks for `validate`: the Agent Skills spec and the loader's own fields. */
export function lintSkill(skill: Skill): Problem[] {
  const out: Problem[] = [];
  if (!skill.valid || skill.parser === "none") return out;
  const d = skill.meta.data;
  if (d.name === undefined)
    out.push({
      level: "warning",
      field: "name",
      message: `missing; the folder name ${JSON.stringify(skill.folder)} is used`,
    });
  else if (skill.meta.name !== undefined) {
    if (!NAME_PATTERN.test(skill.meta.name))
      out.push({
        level: "warning",
        field: "name",
        message: "lowercase letters, digits and single hyphens (a-z0-9-) are allowed by the Agent Skills spec",
      });
    if (skill.meta.name !== skill.folder)
      out.push({
        level: "warning",
        field: "name",
        message: `differs from the folder name ${JSON.stringify(skill.folder)}`,
      });
  }
  for (const field of Object.keys(d)) {
    if (KNOWN_FIELDS.includes(field)) continue;
    const near = suggest(field, KNOWN_FIELDS);
    out.push({
      level: "warning",
      field,
      message: `not a known field${near ? ` (did you mean ${near}?)` : ""}: Claude Code 2.1.328, the Agent Skills spec and the kit all ignore it`,
    });
  }
  if (!skill.meta.description)
    out.push({ level: "warning", field: "description", message: "missing; the skill is listed by name only" });
  else if (skill.meta.description.length > MAX_DESCRIPTION)
    out.push({
      level: "warning",
      field: "description",
      message: `at most ${MAX_DESCRIPTION} characters (got ${skill.meta.description.length})`,
    });
  return out;
}
