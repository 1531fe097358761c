// `bun scripts/bench/redact.ts`: per-call cost of redactSecrets / redactDeep on typical records
// (no hint word, hint words but no secret, one secret), in process. Figures: docs/decisions/0050.
import { redactDeep, redactSecrets } from "../../lib/records/redact.ts";

const learning = {
  skill: "review",
  type: "pitfall",
  key: "n-plus-one",
  insight: "The orders page runs one query per line item; batch them with a join in OrderRepo.load.",
  confidence: 7,
  source: "observed",
  files: ["src/orders/repo.ts"],
  ts: "2026-01-31T12:00:00.000Z",
  trusted: false,
};
const hinted = {
  ...learning,
  insight: "The API key rotation job reads the token from the vault; the password policy needs 12 characters.",
};
const secret = {
  ...learning,
  insight: `CI failed: push used ${"ghp_"}a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8 from the env`,
};

function bench(name: string, fn: () => unknown, n = 20_000): void {
  for (let i = 0; i < 2000; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  const us = ((performance.now() - t0) / n) * 1000;
  process.stdout.write(`${name.padEnd(44)} ${us.toFixed(2)} µs/call\n`);
}

bench("redactSecrets, plain insight", () => redactSecrets(learning.insight));
bench("redactSecrets, hint words, no secret", () => redactSecrets(hinted.insight));
bench("redactSecrets, one secret", () => redactSecrets(secret.insight));
bench("redactDeep, learning record (plain)", () => redactDeep(learning));
bench("redactDeep, learning record (hint words)", () => redactDeep(hinted));
bench("redactDeep, learning record (one secret)", () => redactDeep(secret));
