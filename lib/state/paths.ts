// Where each piece of state lives under the root. Every tool asks here; none joins paths itself.
import { join, relative, resolve, sep } from "node:path";
import { readdirSync } from "node:fs";
import { stateRoot } from "./root.ts";
import { currentBranch, projectSlug } from "./slug.ts";
import { GstackError } from "../core/errors.ts";
import { kindPath, type KindId } from "./catalogue.ts";

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

  /** A catalogued kind's file (lib/state/catalogue.ts), for this project and branch. */
  kind(id: KindId, branch?: string): string {
    // Getters: a root-level kind (config.yaml) must not work out the slug, which reads git.
    const self = this;
    const parts = kindPath(id, {
      get slug() {
        return self.slug;
      },
      get branch() {
        return branch ?? self.branch;
      },
    });
    return parts[0] === "projects" ? this.project(...parts.slice(2)) : this.file(...parts);
  }

  get config(): string {
    return this.kind("config");
  }
  get sessions(): string {
    return this.file("sessions");
  }
  get skillUsage(): string {
    return this.kind("skillUsage");
  }
  get eureka(): string {
    return this.kind("eureka");
  }
  get securityAttempts(): string {
    return this.file("security", "attempts.jsonl");
  }
  get deviceSalt(): string {
    return this.file("security", "device-salt");
  }
  get builderProfile(): string {
    return this.kind("builderProfile");
  }
  get retroContext(): string {
    return this.kind("retroContext");
  }
  get learnings(): string {
    return this.kind("learnings");
  }
  get timeline(): string {
    return this.kind("timeline");
  }
  reviews(branch = this.branch): string {
    return this.kind("reviews", branch);
  }
  prompts(session: string): string {
    return promptLog(this.root, session);
  }

  /**
   * Other devices' and teammates' copies of a file of this root (remote/<peer>/<same path>),
   * materialised by gstack-sync; read-only to every other tool. Peer names sorted; none without sync.
   */
  peers(file: string): { peer: string; file: string }[] {
    const rel = relative(this.root, file);
    if (rel.startsWith("..") || rel.startsWith("remote")) return [];
    let names: string[];
    try {
      names = readdirSync(join(this.root, "remote"));
    } catch {
      return [];
    }
    return names
      .filter((n) => !n.startsWith("."))
      .sort()
      .map((peer) => ({ peer, file: join(this.root, "remote", peer, rel) }));
  }
}

/** A peer folder name under remote/: a teammate's starts with "team~" (never trusted). */
export function isTeammate(peer: string): boolean {
  return peer.startsWith("team~");
}

/** prompts/<session>.jsonl: the user's recent prompts of one session (lib/records/prompts.ts). */
export function promptLog(root: string, session: string): string {
  return inside(root, ...kindPath("prompts", { session }));
}

/** Joins parts under base and refuses any result that escapes it. */
export function inside(base: string, ...parts: string[]): string {
  const full = resolve(base, ...parts);
  const b = resolve(base);
  if (full !== b && !full.startsWith(b + sep)) {
    throw new GstackError(`path ${JSON.stringify(parts.join("/"))} escapes ${b}`, "rejected");
  }
  return full;
}
