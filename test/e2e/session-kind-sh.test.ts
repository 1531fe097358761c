// The plain `gstack-session-kind` answers in the shell (lib/cli/sh/session-kind.sh, decision 0081);
// every other form runs sessionKind() in TypeScript. This checks both give the same answer on a
// table of environments: every signal alone, every pair of signals, and the empty values that
// count as unset, under sh and bash.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { sessionKind } from "../../lib/state/session-kind.ts";
import { BIN } from "../helpers/state.ts";

const SIGNALS: [string, string][] = [
  ["OPENCLAW_SESSION", "1"],
  ["GSTACK_SPAWNED_SESSION", "1"],
  ["GSTACK_HEADLESS", "1"],
  ["GSTACK_HEADLESS", ""],
  ["GSTACK_INTERACTIVE", "0"],
  ["GSTACK_INTERACTIVE", ""],
  ["CLAUDE_CODE_SESSION_ATTENDED", "0"],
  ["CLAUDE_CODE_SESSION_ATTENDED", "1"],
  ["CLAUDE_CODE_SESSION_ATTENDED", "00"],
  ["CONDUCTOR_WORKSPACE_PATH", "/w"],
  ["CONDUCTOR_PORT", "3000"],
  ["CODEX_THREAD_ID", "t"],
  ["INSTANT_APP_ID", "a"],
  ["CLAUDE_CODE_ENTRYPOINT", "cli"],
  ["CLAUDE_CODE_ENTRYPOINT", "sdk-cli"],
  ["CLAUDE_CODE_ENTRYPOINT", "sdk-"],
  ["CLAUDE_CODE_ENTRYPOINT", "sdkcli"],
  ["CLAUDE_CODE_ENTRYPOINT", "cli "],
  ["CI", "true"],
  ["CI", ""],
  ["GITHUB_ACTIONS", "true"],
];

const cases: Record<string, string>[] = [{}];
for (let i = 0; i < SIGNALS.length; i++) {
  cases.push(Object.fromEntries([SIGNALS[i]!]));
  for (let j = i + 1; j < SIGNALS.length; j++) {
    if (SIGNALS[i]![0] !== SIGNALS[j]![0]) cases.push(Object.fromEntries([SIGNALS[i]!, SIGNALS[j]!]));
  }
}

describe("gstack-session-kind in the shell and in TypeScript", () => {
  it.each(["sh", "bash"])(`agree on ${cases.length} environments under %s`, (shell) => {
    const kinds = new Set<string>();
    for (const env of cases) {
      const r = spawnSync(shell, [join(BIN, "gstack-session-kind")], {
        encoding: "utf8",
        env: { PATH: "/usr/bin:/bin", ...env },
      });
      const want = sessionKind(env).kind;
      kinds.add(want);
      expect({ env, status: r.status, out: r.stdout, err: r.stderr }).toEqual({
        env,
        status: 0,
        out: `${want}\n`,
        err: "",
      });
    }
    expect([...kinds].sort()).toEqual(["headless", "interactive", "spawned"]);
  });
});
