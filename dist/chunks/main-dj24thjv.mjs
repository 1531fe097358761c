import {
  projectSlug,
  currentBranch
} from "./main-dmessj34.mjs";
import {
  stateRoot
} from "./main-g1xt6jd4.mjs";
import {
  GstackError
} from "./main-90sp2g8n.mjs";

// lib/state/paths.ts
import { join, relative, resolve, sep } from "node:path";
import { readdirSync } from "node:fs";

// lib/state/catalogue.ts
var MiB = 1024 * 1024;
var JSONL_CAP = 64 * MiB;
var ARTIFACT_CAP = 4 * MiB;
var CATALOGUE = {
  lock: { path: "**/<name>.lock", format: "binary", cache: true, scope: "per-machine" },
  lockInside: { path: "**/<name>.lock/**", format: "binary", cache: true, scope: "per-machine" },
  temp: { path: "**/.<name>.tmp", format: "binary", cache: true, scope: "per-machine" },
  tempMktemp: { path: "**/<name>.tmp.<name>", format: "binary", cache: true, scope: "per-machine" },
  compacting: { path: "**/<name>.jsonl.compacting", format: "jsonl", cache: false, scope: "per-machine" },
  config: { path: "config.yaml", format: "text", schema: "config.schema.json", cache: false, scope: "per-machine" },
  sync: { path: ".sync/**", format: "binary", cache: false, scope: "per-machine" },
  remote: { path: "remote/**", format: "binary", cache: true, scope: "per-machine" },
  slugCache: {
    path: "slug-cache/<name>",
    format: "text",
    cache: true,
    scope: "per-machine",
    retention: "one line per working directory"
  },
  prompts: {
    path: "prompts/<session>.jsonl",
    format: "jsonl",
    cache: false,
    scope: "per-machine",
    retention: "the last 50 prompts within 24 h, pruned on write (records/prompts.ts)"
  },
  sessions: {
    path: "sessions/<name>",
    format: "marker",
    cache: false,
    scope: "per-machine",
    retention: "swept after session_ttl_minutes (state/sessions.ts)"
  },
  security: {
    path: "security/**",
    format: "jsonl",
    schema: "security-attempt.schema.json",
    cache: false,
    scope: "per-machine"
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
    scope: "per-machine"
  },
  loaderCache: {
    path: "loader/cache.json",
    format: "json",
    schema: "loader-cache.schema.json",
    cache: true,
    scope: "per-machine"
  },
  loaderActivations: {
    path: "loader/activations/<name>.json",
    format: "json",
    schema: "loader-activations.schema.json",
    cache: true,
    scope: "per-machine",
    retention: "files untouched for 7 days are removed"
  },
  loaderOverflow: {
    path: "loader/overflow.jsonl",
    format: "jsonl",
    schema: "loader-overflow.schema.json",
    cache: true,
    scope: "per-machine"
  },
  loader: { path: "loader/**", format: "json", cache: true, scope: "per-machine" },
  analyticsPending: { path: "analytics/.pending-<name>", format: "json", cache: false, scope: "per-machine" },
  skillUsage: {
    path: "analytics/skill-usage.jsonl",
    format: "jsonl",
    schema: "skill-usage.schema.json",
    cache: false,
    scope: "opt-in",
    normalise: "records/telemetry.ts",
    retention: "retention_days, then half of jsonl_max_bytes (records/telemetry.ts)",
    maxBytes: JSONL_CAP
  },
  eureka: {
    path: "analytics/eureka.jsonl",
    format: "jsonl",
    schema: "eureka.schema.json",
    cache: false,
    scope: "shareable",
    normalise: "records/eureka.ts",
    maxBytes: JSONL_CAP
  },
  builderProfile: {
    path: "builder-profile.jsonl",
    format: "jsonl",
    schema: "builder-profile.schema.json",
    cache: false,
    scope: "shareable",
    normalise: "records/builder-profile.ts",
    maxBytes: JSONL_CAP
  },
  retroContext: {
    path: "retro-context.md",
    format: "markdown",
    cache: false,
    scope: "shareable",
    maxBytes: ARTIFACT_CAP
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
    teamFilter: "share-team"
  },
  learningsIndex: { path: "projects/<slug>/.learnings.index", format: "binary", cache: true, scope: "per-machine" },
  learningsShown: { path: "projects/<slug>/.learnings.shown", format: "binary", cache: true, scope: "per-machine" },
  learningsSummary: {
    path: "projects/<slug>/learnings-summary.json",
    format: "json",
    schema: "learnings-summary.schema.json",
    cache: true,
    scope: "per-machine"
  },
  timeline: {
    path: "projects/<slug>/timeline.jsonl",
    format: "jsonl",
    schema: "timeline-event.schema.json",
    cache: false,
    scope: "shareable",
    normalise: "records/timeline.ts",
    retention: "retention_days, then half of jsonl_max_bytes (records/timeline.ts)",
    maxBytes: JSONL_CAP
  },
  reviews: {
    path: "projects/<slug>/<branch>-reviews.jsonl",
    format: "jsonl",
    schema: "review.schema.json",
    cache: false,
    scope: "team-shareable",
    normalise: "records/reviews.ts (secrets redacted, git stamp)",
    maxBytes: JSONL_CAP
  },
  repoMode: {
    path: "projects/<slug>/repo-mode.json",
    format: "json",
    schema: "repo-mode.schema.json",
    cache: true,
    scope: "per-machine",
    retention: "7-day TTL"
  },
  tasteProfile: {
    path: "projects/<slug>/taste-profile.json",
    format: "json",
    schema: "taste-profile.schema.json",
    cache: false,
    scope: "per-machine"
  },
  design: {
    path: "projects/<slug>/<branch>-design-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  testPlan: {
    path: "projects/<slug>/<branch>-test-plan-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  testOutcome: {
    path: "projects/<slug>/<branch>-test-outcome-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  qaReport: {
    path: "projects/<slug>/<branch>-qa-report-<stamp>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  ceoPlan: {
    path: "projects/<slug>/ceo-plans/<name>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  retro: {
    path: "projects/<slug>/retros/<name>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  designs: {
    path: "projects/<slug>/designs/**",
    format: "markdown",
    cache: false,
    scope: "team-shareable",
    maxBytes: ARTIFACT_CAP
  },
  checkpoint: {
    path: "projects/<slug>/checkpoints/<name>.md",
    format: "markdown",
    schema: "artifact.schema.json",
    cache: false,
    scope: "shareable",
    maxBytes: ARTIFACT_CAP
  }
};
var STEP = {
  slug: "[a-zA-Z0-9._-]+",
  branch: "[a-zA-Z0-9._-]+",
  session: "[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}",
  stamp: "\\d{8}-\\d{6}(?:-[1-9]\\d{0,5})?",
  name: "[^/]+"
};
function compile(pattern) {
  let re = "";
  for (const [i, part] of pattern.split("/").entries()) {
    if (part === "**") {
      re += i === 0 ? "(?:[^/]+/)*" : "(?:/[^/]+)+";
      continue;
    }
    const step = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/<(\w+)>/g, (_, v) => STEP[v] ?? STEP.name);
    re += i === 0 || pattern.split("/")[i - 1] === "**" ? step : `/${step}`;
  }
  return new RegExp(`^${re}$`);
}
var compiled;
function kindOf(rel) {
  compiled ??= Object.keys(CATALOGUE).map((id) => [id, compile(CATALOGUE[id].path)]);
  for (const [id, re] of compiled)
    if (re.test(rel))
      return id;
  return;
}
function kindPath(id, vars = {}) {
  const parts = CATALOGUE[id].path.split("/");
  for (let i = 0;i < parts.length; i++) {
    const part = parts[i];
    const re = /<(\w+)>/g;
    let out = "";
    let last = 0;
    for (let m = re.exec(part);m; m = re.exec(part)) {
      const value = vars[m[1]];
      if (value === undefined)
        throw new Error(`catalogue: ${id} needs <${m[1]}>`);
      out += part.slice(last, m.index) + value;
      last = re.lastIndex;
    }
    parts[i] = out + part.slice(last);
  }
  return parts;
}

// lib/state/paths.ts
class StatePaths {
  env;
  cwd;
  root;
  slugValue;
  branchValue;
  constructor(env, cwd) {
    this.env = env;
    this.cwd = cwd;
    this.root = stateRoot(env);
  }
  get slug() {
    return this.slugValue ??= projectSlug(this.root, this.cwd, this.env);
  }
  get branch() {
    return this.branchValue ??= currentBranch(this.cwd);
  }
  get projectDir() {
    return inside(join(this.root, "projects"), this.slug);
  }
  project(...parts) {
    return inside(this.projectDir, ...parts);
  }
  file(...parts) {
    return inside(this.root, ...parts);
  }
  kind(id, branch) {
    const self = this;
    const parts = kindPath(id, {
      get slug() {
        return self.slug;
      },
      get branch() {
        return branch ?? self.branch;
      }
    });
    return parts[0] === "projects" ? this.project(...parts.slice(2)) : this.file(...parts);
  }
  get config() {
    return this.kind("config");
  }
  get sessions() {
    return this.file("sessions");
  }
  get skillUsage() {
    return this.kind("skillUsage");
  }
  get eureka() {
    return this.kind("eureka");
  }
  get securityAttempts() {
    return this.file("security", "attempts.jsonl");
  }
  get deviceSalt() {
    return this.file("security", "device-salt");
  }
  get builderProfile() {
    return this.kind("builderProfile");
  }
  get retroContext() {
    return this.kind("retroContext");
  }
  get learnings() {
    return this.kind("learnings");
  }
  get timeline() {
    return this.kind("timeline");
  }
  reviews(branch = this.branch) {
    return this.kind("reviews", branch);
  }
  prompts(session) {
    return promptLog(this.root, session);
  }
  peers(file) {
    const rel = relative(this.root, file);
    if (rel.startsWith("..") || rel.startsWith("remote"))
      return [];
    let names;
    try {
      names = readdirSync(join(this.root, "remote"));
    } catch {
      return [];
    }
    return names.filter((n) => !n.startsWith(".")).sort().map((peer) => ({ peer, file: join(this.root, "remote", peer, rel) }));
  }
}
function isTeammate(peer) {
  return peer.startsWith("team~");
}
function promptLog(root, session) {
  return inside(root, ...kindPath("prompts", { session }));
}
function inside(base, ...parts) {
  const full = resolve(base, ...parts);
  const b = resolve(base);
  if (full !== b && !full.startsWith(b + sep)) {
    throw new GstackError(`path ${JSON.stringify(parts.join("/"))} escapes ${b}`, "rejected");
  }
  return full;
}

export { CATALOGUE, kindOf, StatePaths, isTeammate, promptLog, inside };
