// The Score stage's pluggable part. A scorer rates every skill 0-100 against the session context
// and says why. The keyword scorer is the default; a local embedding scorer can be registered
// here with the same interface (it gets the whole batch, so it can embed once).
import type { Scorer } from "./types.ts";

export type { ScoreItem, ScoreResult, Scorer } from "./types.ts";

type Factory = () => Promise<Scorer>;

const registry = new Map<string, Factory>([
  ["keyword", async () => new (await import("./keyword-scorer.ts")).KeywordScorer()],
]);

/** Registers another scorer (e.g. an embedding scorer) under a name usable with --scorer. */
export function registerScorer(name: string, factory: Factory): void {
  registry.set(name, factory);
}

export function scorerNames(): string[] {
  return [...registry.keys()];
}

export async function getScorer(name = "keyword"): Promise<Scorer | undefined> {
  const f = registry.get(name);
  return f ? f() : undefined;
}
