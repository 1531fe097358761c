import {
  projectSlug,
  currentBranch
} from "./main-46esxvn5.mjs";
import {
  stateRoot
} from "./main-tjw1gjrr.mjs";
import {
  EXIT,
  GstackError
} from "./main-r3mb620c.mjs";

// lib/state/paths.ts
import { join, resolve, sep } from "node:path";
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
  get config() {
    return this.file("config.yaml");
  }
  get sessions() {
    return this.file("sessions");
  }
  get skillUsage() {
    return this.file("analytics", "skill-usage.jsonl");
  }
  get eureka() {
    return this.file("analytics", "eureka.jsonl");
  }
  get securityAttempts() {
    return this.file("security", "attempts.jsonl");
  }
  get deviceSalt() {
    return this.file("security", "device-salt");
  }
  get builderProfile() {
    return this.file("builder-profile.jsonl");
  }
  get retroContext() {
    return this.file("retro-context.md");
  }
  get learnings() {
    return this.project("learnings.jsonl");
  }
  get timeline() {
    return this.project("timeline.jsonl");
  }
  reviews(branch = this.branch) {
    return this.project(`${branch}-reviews.jsonl`);
  }
  prompts(session) {
    return promptLog(this.root, session);
  }
}
function promptLog(root, session) {
  return inside(join(root, "prompts"), `${session}.jsonl`);
}
function inside(base, ...parts) {
  const full = resolve(base, ...parts);
  const b = resolve(base);
  if (full !== b && !full.startsWith(b + sep)) {
    throw new GstackError(`path ${JSON.stringify(parts.join("/"))} escapes ${b}`, EXIT.rejected);
  }
  return full;
}

export { StatePaths, promptLog };
