// Registry of bin/ commands: name -> lazy module, so each call loads only its own code.
import type { Command } from "../command.ts";

type Loader = () => Promise<{ default: Command }>;

export const commands: Record<string, Loader> = {
  slug: () => import("./slug.ts"),
  paths: () => import("./paths.ts"),
  config: () => import("./config.ts"),
  session: () => import("./session.ts"),
  artifact: () => import("./artifact.ts"),
  "eureka-log": () => import("./eureka-log.ts"),
  "security-log": () => import("./security-log.ts"),
  "builder-profile": () => import("./builder-profile.ts"),
  "repo-mode": () => import("./repo-mode.ts"),
  "session-kind": () => import("./session-kind.ts"),
  doctor: () => import("./doctor.ts"),
  "timeline-log": () => import("./timeline-log.ts"),
  "timeline-read": () => import("./timeline-read.ts"),
  "hook-careful": () => import("./hook-careful.ts"),
  "hook-freeze": () => import("./hook-freeze.ts"),
  "hook-session-end": () => import("./hook-session-end.ts"),
  "hook-prompt-submit": () => import("./hook-prompt-submit.ts"),
  "subagent-result": () => import("./subagent-result.ts"),
  install: () => import("./install.ts"),
  "learnings-log": () => import("./learnings-log.ts"),
  "learnings-search": () => import("./learnings-search.ts"),
  skills: () => import("./skills.ts"),
  "review-log": () => import("./review-log.ts"),
  "review-read": () => import("./review-read.ts"),
  "telemetry-log": () => import("./telemetry-log.ts"),
  analytics: () => import("./analytics.ts"),
  preamble: () => import("./preamble.ts"),
  "jsonl-merge": () => import("./jsonl-merge.ts"),
  "taste-update": () => import("./taste-update.ts"),
  sync: () => import("./sync.ts"),
  kit: () => import("./kit.ts"),
};
