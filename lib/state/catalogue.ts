// The catalogue of state kinds: every file under the state root, once. StatePaths builds paths
// from it, sync decides from it what may leave the machine, doctor and compaction can read the
// rest (schema, retention, cache, size cap). A file that matches no entry is per-machine: sync
// carries only what is listed as leaving.
//
// Path patterns are relative to the root. Placeholders match one path step of safe characters:
// <slug> a project folder, <branch> a sanitized branch, <session> a session id, <stamp> YYYYMMDD-HHMMSS[-N], <name> any
// one step; `**` matches any number of steps.

import type { SchemaName } from "../schema/generated/index.ts";

/**
 * Where a kind may go. per-machine: never leaves. shareable: the user's own devices.
 * team-shareable: own devices, and a team remote for the projects the user marks. opt-in: own
 * devices only when the user turns it on (analytics: `sync_analytics: true`).
 */
export type Scope = "per-machine" | "shareable" | "team-shareable" | "opt-in";

export interface StateKind {
  /** Path pattern under the root. */
  path: string;
  format: "jsonl" | "json" | "markdown" | "text" | "marker" | "binary";
  /**
   * state-schema/ file that describes one record (JSONL) or the whole file (JSON); its validator
   * is generated (npm run gen:validators), so a name without one does not compile.
   */
  schema?: SchemaName;
  /** How a record is made canonical before it is written, and which module does it. */
  normalise?: string;
  /** Compaction and retention rule, and which module applies it. */
  retention?: string;
  /** Rebuildable from other state: safe to delete, never worth copying. */
  cache: boolean;
  scope: Scope;
  /** Larger files are not synced (and doctor reports them). */
  maxBytes?: number;
  /** Team remotes get only the records a user marked (learnings with "share": "team"). */
  teamFilter?: "share-team";
}

const MiB = 1024 * 1024;
const JSONL_CAP = 64 * MiB;
const ARTIFACT_CAP = 4 * MiB;

/** Ordered: the first matching entry wins, so locks and temp files come before what they sit beside. */
export const CATALOGUE = {
  // Never data, wherever they appear.
  lock: { path: "**/<name>.lock", format: "binary", cache: true, scope: "per-machine" },
  lockInside: { path: "**/<name>.lock/**", format: "binary", cache: true, scope: "per-machine" },
  temp: { path: "**/.<name>.tmp", format: "binary", cache: true, scope: "per-machine" },
  tempMktemp: { path: "**/<name>.tmp.<name>", format: "binary", cache: true, scope: "per-machine" },
  compacting: { path: "**/<name>.jsonl.compacting", format: "jsonl", cache: false, scope: "per-machine" },

  // Machine and identity.
  config: { path: "config.yaml", format: "text", schema: "config.schema.json", cache: false, scope: "per-machine" },
  sync: { path: ".sync/**", format: "binary", cache: false, scope: "per-machine" },
  remote: { path: "remote/**", format: "binary", cache: true, scope: "per-machine" },
  slugCache: {
    path: "slug-cache/<name>",
    format: "text",
    cache: true,
    scope: "per-machine",
    retention: "one line per working directory",
  },
  prompts: {
    path: "prompts/<session>.jsonl",
    format: "jsonl",
    cache: false,
    scope: "per-machine",
    retention: "the last 50 prompts within 24 h, pruned on write (records/prompts.ts)",
  },
  sessions: {
    path: "sessions/<name>",
    format: "marker",
    cache: false,
    scope: "per-machine",
    retention: "swept after session_ttl_minutes (state/sessions.ts)",
  },
  security: {
    path: "security/**",
    format: "jsonl",
    schema: "security-attempt.schema.json",
    cache: false,
    scope: "per-machine",
  },
  freeze: { path: "freeze-dir.txt", format: "text", cache: false, scope: "per-machine" },
  kitVersion: { path: "kit-version", format: "text", cache: true, scope: "per-machine" },
  installationId: { path: "installation-id", format: "text", cache: false, scope: "per-machine" },
  markers: { path: ".<name>", format: "marker", cache: false, scope: "per-machine" },
  loaderIndex: {
    path: "loader/index.json",
    format: "json",
    schema: "loader-index.schema.json",
    cache: true,
    scope: "per-machine",
  },
  loaderCache: {
    path: "loader/cache.json",
    format: "json",
    schema: "loader-cache.schema.json",
    cache: true,
    scope: "per-machine",
  },
  loaderActivations: {
    path: "loader/activations/<name>.json",
    format: "json",
    schema: "loader-activations.schema.json",
    cache: true,
    scope: "per-machine",
    retention: "files untouched for 7 days are removed",
  },
  loaderOverflow: {
    path: "loader/overflow.jsonl",
    format: "jsonl",
    schema: "loader-overflow.schema.json",
    cache: true,
    scope: "per-machine",
  },
  loader: { path: "loader/**", format: "json", cache: true, scope: "per-machine" },
  analyticsPending: { path: "analytics/.pending-<name>", format: "json", cache: false, scope: "per-machine" },

  // Records.
  skillUsage: {
    path: "analytics/skill-usage.jsonl",
    format: "jsonl",
    schema: "skill-usage.schema.json",
    cache: false,
    scope: "opt-in",
    normalise: "records/telemetry.ts",
    retention: "retention_days, then half of jsonl_max_bytes (records/telemetry.ts)",
    maxBytes: JSONL_CAP,
  },
  eureka: {
    path: "analytics/eureka.jsonl",
    format: "jsonl",
    schema: "eureka.schema.json",
    cache: false,
    scope: "shareable",
    normalise: "records/eureka.ts",
    maxBytes: JSONL_CAP,
  },
  builderProfile: {
    path: "builder-profile.jsonl",
    format: "jsonl",
    schema: "builder-profile.schema.json",
    cache: false,
    scope: "shareable",
    normalise: "records/builder-profile.ts",
    maxBytes: JSONL_CAP,
  },
  retroContext: {
    path: "retro-context.md",
    format: "markdown",
    cache: false,
    scope: "shareable",
    maxBytes: ARTIFACT_CAP,
  },
  learnings: {
    path: "projects/<slug>/learnings.jsonl",
    format: "jsonl",
    schema: "learning.schema.json",
    cache: false,
    scope: "team-shareable",
    normalise: "records/learning-record.ts (trusted from source, secrets redacted)",
    retention: "latest per key+type, retired dropped, then half of jsonl_max_bytes (records/learning-record.ts)",
    maxBytes: JSONL_CAP,
    teamFilter: "share-team",
  },
  learningsIndex: { path: "projects/<slug>/.learnings.index", format: "binary", cache: true, scope: "per-machine" },
  learningsShown: { path: "projects/<slug>/.learnings.shown", format: "binary", cache: true, scope: "per-machine" },
  learningsSummary: {
    path: "projects/<slug>/learnings-summary.json",
    format: "json",
    schema: "learnings-summary.schema.json",
    cache: true,
    scope: "per-machine",
  },
  timeline: {
    path: "projects/<slug>/timeline.jsonl",
    format: "jsonl",
    schema: "timeline-event.schema.json",
    cache: false,
    scope: "shareable",
    normalise: "records/timeline.ts",
    retention: "retention_days, then half of jsonl_max_bytes (records/timeline.ts)",
    maxBytes: JSONL_CAP,
  },
  reviews: {
    path: "projects/<slug>/<branch>-reviews.jsonl",
    format: "jsonl",
    schema: "review.schema.json",
    cache: false,
    scope: "team-shareable",
    normalise: "records/reviews.ts (secrets redacted, git stamp)",
    maxBytes: JSONL_CAP,
  },
  repoMode: {
    path: "projects/<slug>/repo-mode.json",
    format: "json",
    schema: "repo-mode.schema.json",
    cache: true,
    scope: "per-machine",
    retention: "7-day TTL",
  },
  // A read-modify-write profile: two devices' copies need their own merge rule, so it stays here.
  tasteProfile: {
    path: "projects/<slug>/taste-profile.json",
    format: "json",
    schema: "taste-profile.schema.json",
    cache: false,
    scope: "per-machine",
  },

  // Artifacts: write-once, named by branch, kind and stamp (state/artifacts.ts).
  design: {
    path: "projects/<slug>/<branch>-design-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  testPlan: {
    path: "projects/<slug>/<branch>-test-plan-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  testOutcome: {
    path: "projects/<slug>/<branch>-test-outcome-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  qaReport: {
    path: "projects/<slug>/<branch>-qa-report-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  ceoPlan: {
    path: "projects/<slug>/ceo-plans/<name>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  retro: {
    path: "projects/<slug>/retros/<name>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  designs: {
    path: "projects/<slug>/designs/**",
    format: "markdown",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP,
  },
  // Saved working context: the user's own devices, not the team.
  checkpoint: {
    path: "projects/<slug>/checkpoints/<name>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "shareable",
    maxBytes: ARTIFACT_CAP,
  },
} as const satisfies Record<string, StateKind>;

export type KindId = keyof typeof CATALOGUE;

const STEP: Record<string, string> = {
  slug: "[a-zA-Z0-9._-]+",
  branch: "[a-zA-Z0-9._-]+",
  session: "[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}",
  stamp: "\\d{8}-\\d{6}(?:-[1-9]\\d{0,5})?",
  name: "[^/]+",
};

function compile(pattern: string): RegExp {
  let re = "";
  for (const [i, part] of pattern.split("/").entries()) {
    if (part === "**") {
      re += i === 0 ? "(?:[^/]+/)*" : "(?:/[^/]+)+";
      continue;
    }
    const step = part
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/<(\w+)>/g, (_, v: string) => STEP[v] ?? STEP.name!);
    re += i === 0 || pattern.split("/")[i - 1] === "**" ? step : `/${step}`;
  }
  return new RegExp(`^${re}$`);
}

let compiled: [KindId, RegExp][] | undefined;

/** The kind of a path relative to the root (forward slashes), or undefined when none matches. */
export function kindOf(rel: string): KindId | undefined {
  compiled ??= (Object.keys(CATALOGUE) as KindId[]).map((id) => [id, compile(CATALOGUE[id].path)]);
  for (const [id, re] of compiled) if (re.test(rel)) return id;
  return undefined;
}

/** A kind's scope; unknown paths are per-machine. */
export function scopeOf(rel: string): Scope {
  const id = kindOf(rel);
  return id ? CATALOGUE[id].scope : "per-machine";
}

/** Fills a pattern's placeholders (no `**`); the caller checks the values (StatePaths does). */
export function kindPath(id: KindId, vars: { slug?: string; branch?: string; session?: string } = {}): string[] {
  // exec in a loop, not map and a replace callback: cold, those cost every call ~0.3 ms (0084).
  const parts = CATALOGUE[id].path.split("/");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const re = /<(\w+)>/g;
    let out = "";
    let last = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      const value = (vars as Record<string, string | undefined>)[m[1]!];
      if (value === undefined) throw new Error(`catalogue: ${id} needs <${m[1]}>`);
      out += part.slice(last, m.index) + value;
      last = re.lastIndex;
    }
    parts[i] = out + part.slice(last);
  }
  return parts;
}
