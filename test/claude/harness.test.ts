// The harness itself: the cached client is reused, the stand-in answers and records what it does
// not script, and a run that hangs is killed at its timeout.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { ensureClaudeCode } from "../../scripts/claude-cli.ts";
import { claudeBin, describeRun, runClaude } from "./helpers/claude.ts";
import { startMessagesApi } from "./helpers/messages-api.ts";
import { world } from "./helpers/skill-run.ts";

describe("the real-client harness", () => {
  it("reuses the cached client", () => {
    const r = ensureClaudeCode();
    expect(r.installed).toBe(false);
    expect(r.bin).toBe(claudeBin());
  });

  it("answers the client's extras and records requests it does not know", async () => {
    const api = await startMessagesApi([]);
    try {
      const count = await fetch(`${api.url}/v1/messages/count_tokens`, {
        method: "POST",
        body: JSON.stringify({ messages: [] }),
      });
      expect(await count.json()).toHaveProperty("input_tokens");
      expect((await fetch(`${api.url}/v1/models`)).status).toBe(200);
      const odd = await fetch(`${api.url}/v1/odd`, { method: "POST", body: "{}" });
      expect(odd.status).toBe(404);
      expect(api.unknown.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/models", "POST /v1/odd"]);
      expect(api.requests).toHaveLength(3);
      // A side request (no Bash tool offered) gets a short text, not the script.
      const side = await fetch(`${api.url}/v1/messages`, {
        method: "POST",
        body: JSON.stringify({ messages: [{ role: "user", content: "title?" }] }),
      });
      expect(await side.json()).toMatchObject({ content: [{ type: "text", text: "OK" }], stop_reason: "end_turn" });
    } finally {
      await api.close();
    }
  });

  it("kills a run that outlives its timeout", async () => {
    const w = world();
    const r = await runClaude({
      cwd: w.repo,
      env: w.env,
      prompt: "wait",
      script: [{ tool: "Bash", input: { command: "tail -f /dev/null" } }],
      timeoutMs: 4_000,
    });
    expect(r.timedOut, describeRun(r)).toBe(true);
    // Nothing of the run is left: not the client, not the command its Bash tool started.
    const left = spawnSync("pgrep", ["-f", `${w.sb.home}/`], { encoding: "utf8" }).stdout.trim();
    expect(left, "processes left running").toBe("");
  });
});
