// Where each piece of state lives under the root. Every tool asks here; none joins paths itself.
import { join, resolve, sep } from "node:path";
import { stateRoot } from "./root.ts";
import { currentBranch, projectSlug } from "./slug.ts";
import { GstackError, EXIT } from "../cli/errors.ts";

export class StatePaths {
  readonly root: string;
  private slugValue?: string;
  private branchValue?: string;

  constructor(
    readonly env: NodeJS.ProcessEnv,
    readonly cwd: string,
  ) {
    this.root = stateRoot(env);
  }

  get slug(): string {
    return (this.slugValue ??= projectSlug(this.root, this.cwd, this.env));
  }

  get branch(): string {
    return (this.branchValue ??= currentBranch(this.cwd));
  }

  /** projects/<slug>, guaranteed to stay inside projects/. */
  get projectDir(): string {
    return inside(join(this.root, "projects"), this.slug);
  }

  project(...parts: string[]): string {
    return inside(this.projectDir, ...parts);
  }

  file(...parts: string[]): string {
    return inside(this.root, ...parts);
  }

  get config(): string { return this.file("config.yaml"); }
  get sessions(): string { return this.file("sessions"); }
  get skillUsage(): string { return this.file("analytics", "skill-usage.jsonl"); }
  get eureka(): string { return this.file("analytics", "eureka.jsonl"); }
  get securityAttempts(): string { return this.file("security", "attempts.jsonl"); }
  get deviceSalt(): string { return this.file("security", "device-salt"); }
  get builderProfile(): string { return this.file("builder-profile.jsonl"); }
  get retroContext(): string { return this.file("retro-context.md"); }
  get learnings(): string { return this.project("learnings.jsonl"); }
  get timeline(): string { return this.project("timeline.jsonl"); }
  reviews(branch = this.branch): string { return this.project(`${branch}-reviews.jsonl`); }
  prompts(session: string): string { return promptLog(this.root, session); }
}

/** prompts/<session>.jsonl: the user's recent prompts of one session (lib/records/prompts.ts). */
export function promptLog(root: string, session: string): string {
  return inside(join(root, "prompts"), `${session}.jsonl`);
}

/** Joins parts under base and refuses any result that escapes it. */
export function inside(base: string, ...parts: string[]): string {
  const full = resolve(base, ...parts);
  const b = resolve(base);
  if (full !== b && !full.startsWith(b + sep)) {
    throw new GstackError(`path ${JSON.stringify(parts.join("/"))} escapes ${b}`, EXIT.rejected);
  }
  return full;
}
