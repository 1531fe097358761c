// What every preamble step shares: the caller's environment, a warning sink, config reads.
import type { StatePaths } from "../state/paths.ts";
import { getConfig, readConfig } from "../state/config.ts";
import { findRepo, headBranch } from "../state/git.ts";

export interface Ctx {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** One line about a bookkeeping step that failed and was skipped. */
  warn(line: string): void;
  /** Warnings from the record appends (a compaction that failed), printed by the command. */
  warnings: string[];
}

/** Runs a step; on failure says why through warn and returns the fallback. */
export async function step<T>(io: Ctx, what: string, fallback: T, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    io.warn(`${what}: ${((err as Error)?.message ?? String(err)).replace(/\s+/g, " ")}`);
    return fallback;
  }
}

/** The branch as git names it (quotes and all; JSON.stringify makes it safe in records). */
export function rawBranch(cwd: string): string {
  const repo = findRepo(cwd);
  return (repo && headBranch(repo)) || "unknown";
}

export interface Settings {
  entries: Map<string, string>;
  get(key: string): Promise<string>;
}

export async function settings(paths: StatePaths): Promise<Settings> {
  let entries = new Map<string, string>();
  try {
    entries = await readConfig(paths.config);
  } catch {
    /* a broken config.yaml: defaults everywhere */
  }
  return {
    entries,
    get: async (key) => (await getConfig(paths.config, key, entries).catch(() => undefined)) ?? "",
  };
}

export const oneOf = (v: string, allowed: string[], fallback: string) => (allowed.includes(v) ? v : fallback);
