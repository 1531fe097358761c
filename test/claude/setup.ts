// Installs (or finds in the cache) the pinned Claude Code CLI once for the whole run. When it
// cannot, the run fails here with the reason: the suite never passes without the real client.
import type { TestProject } from "vitest/node";
import { CLAUDE_CODE_VERSION, ensureClaudeCode, installedBytes } from "../../scripts/claude-cli.ts";

declare module "vitest" {
  export interface ProvidedContext {
    claudeBin: string;
  }
}

export default function setup(project: TestProject): void {
  let r: ReturnType<typeof ensureClaudeCode>;
  try {
    r = ensureClaudeCode();
  } catch (e) {
    throw new Error(
      `test:claude needs @anthropic-ai/claude-code@${CLAUDE_CODE_VERSION} and could not get it: ${(e as Error).message}`,
    );
  }
  process.stderr.write(
    `test:claude: claude ${CLAUDE_CODE_VERSION} ${r.installed ? "installed" : "from cache"} in ${r.ms} ms, ${Math.round(installedBytes(r.bin) / 1e6)} MB: ${r.bin}\n`,
  );
  project.provide("claudeBin", r.bin);
}
