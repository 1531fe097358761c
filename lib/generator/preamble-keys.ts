// The `KEY: value` lines the preamble prints, per tier, with the safe value the generated bash
// prints when gstack-preamble is missing or fails. Shared by the generator (the fallback line
// in the bash block) and by gstack-preamble (what it prints), so the two cannot drift apart.
export interface PreambleKey {
  key: string;
  /** Lowest tier whose prose reads this key. */
  tier: 1 | 2 | 3 | 4;
  /** Printed when the kit's tools are unavailable: the choice that asks nothing and risks nothing. */
  fallback: string;
}

export const PREAMBLE_KEYS: readonly PreambleKey[] = [
  { key: "BRANCH", tier: 1, fallback: "unknown" },
  { key: "SESSION_KIND", tier: 1, fallback: "interactive" },
  { key: "PROACTIVE", tier: 1, fallback: "false" },
  { key: "SKILL_PREFIX", tier: 1, fallback: "false" },
  { key: "TELEMETRY", tier: 1, fallback: "off" },
  { key: "TEL_PROMPTED", tier: 1, fallback: "yes" },
  { key: "PROACTIVE_PROMPTED", tier: 1, fallback: "yes" },
  { key: "ACTIVE_SESSIONS", tier: 2, fallback: "1" },
  { key: "EXPLAIN_LEVEL", tier: 2, fallback: "default" },
  { key: "CHECKPOINT_MODE", tier: 2, fallback: "explicit" },
  { key: "CHECKPOINT_PUSH", tier: 2, fallback: "false" },
  { key: "LEARNINGS", tier: 2, fallback: "0" },
  { key: "REPO_MODE", tier: 3, fallback: "unknown" },
];

/** First line of the fallback output; the prose tells the model what it means. */
export const UNAVAILABLE_LINE = "GSTACK: unavailable";

export function keysForTier(tier: number): PreambleKey[] {
  return PREAMBLE_KEYS.filter((k) => k.tier <= tier);
}

/** The fallback as a shell command: `printf '%s\n' 'A: b' ...` (values hold no quotes). */
export function fallbackCommand(tier: number): string {
  const lines = [UNAVAILABLE_LINE, ...keysForTier(tier).map((k) => `${k.key}: ${k.fallback}`)];
  return `printf '%s\\n' ${lines.map((l) => `'${l}'`).join(" ")}`;
}
