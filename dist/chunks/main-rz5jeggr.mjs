import {
  kindPath
} from "./main-z2fth8yw.mjs";
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

export { StatePaths, isTeammate, promptLog, inside };
