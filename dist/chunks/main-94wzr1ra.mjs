// lib/generator/preamble-keys.ts
var PREAMBLE_KEYS = [
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
  { key: "REPO_MODE", tier: 3, fallback: "unknown" }
];
var UNAVAILABLE_LINE = "GSTACK: unavailable";
function keysForTier(tier) {
  return PREAMBLE_KEYS.filter((k) => k.tier <= tier);
}
function fallbackCommand(tier) {
  const lines = [UNAVAILABLE_LINE, ...keysForTier(tier).map((k) => `${k.key}: ${k.fallback}`)];
  return `printf '%s\\n' ${lines.map((l) => `'${l}'`).join(" ")}`;
}

export { keysForTier, fallbackCommand };
