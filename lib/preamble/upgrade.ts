// Local upgrade notes of the preamble: JUST_UPGRADED and UPGRADE_AVAILABLE, no network.
import { kitRoot } from "../kit.ts";
import { safeLine, safeVersion } from "./text.ts";
import type { StatePaths } from "../state/paths.ts";
import { readIfExists, writeFileAtomic } from "../state/fs.ts";
import { findRepo } from "../state/git.ts";
import pkg from "../../package.json" with { type: "json" };
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";

function semver(v: unknown): number[] | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(safeVersion(v));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function newer(a: number[], b: number[]): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/**
 * Local only: JUST_UPGRADED when this kit is newer than any seen before (state file
 * kit-version), UPGRADE_AVAILABLE when another installed copy of the kit (project or user
 * `.claude/skills/gstack`, `.agents/skills/gstack`) is newer than the one running.
 */
export function upgradeLines(paths: StatePaths, env: NodeJS.ProcessEnv, cwd: string): string[] {
  const out: string[] = [];
  const current = semver(pkg.version);
  if (!current) return out;
  const seenFile = paths.kind("kitVersion");
  const seen = semver(readIfExists(seenFile)?.trim());
  if (!seen || newer(current, seen)) {
    if (seen) out.push(`JUST_UPGRADED: ${seen.join(".")} -> ${safeVersion(pkg.version)}`);
    writeFileAtomic(seenFile, `${pkg.version}\n`);
  }
  const self = realpathSync(kitRoot());
  const top = findRepo(cwd)?.workTree ?? cwd;
  const home = env.HOME ?? "";
  let best: { v: number[]; text: string; dir: string } | undefined;
  for (const base of [top, home]) {
    if (!base) continue;
    for (const sub of [".claude/skills/gstack", ".agents/skills/gstack"]) {
      const dir = join(base, sub);
      let real: string;
      try {
        real = realpathSync(dir);
      } catch {
        continue;
      }
      if (real === self) continue;
      try {
        const other = JSON.parse(readFileSync(join(real, "package.json"), "utf8")) as {
          name?: string;
          version?: string;
        };
        const v = semver(other.version);
        if (other.name === pkg.name && v && newer(v, best?.v ?? current)) best = { v, text: other.version!, dir };
      } catch {
        /* not a kit */
      }
    }
  }
  if (best)
    out.push(`UPGRADE_AVAILABLE: ${safeVersion(pkg.version)} -> ${safeVersion(best.text)} (${safeLine(best.dir)})`);
  return out;
}
