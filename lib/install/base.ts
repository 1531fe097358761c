// Where an install goes: --project DIR (an existing directory) or the user's HOME. One rule for
// gstack-install and gstack-kit.
import { statSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { rejected } from "../core/errors.ts";

export function installBase(cwd: string, env: NodeJS.ProcessEnv, project: string | undefined): string {
  if (project === undefined) return env.HOME || homedir();
  const base = resolve(cwd, project);
  let st;
  try {
    st = statSync(base);
  } catch {
    throw rejected("project", "an existing directory", project);
  }
  if (!st.isDirectory()) throw rejected("project", "a directory", project);
  return base;
}
