// Layout checks: project data outside projects/, folder names that are not slugs, unsafe cached
// slugs, session marker names, the security device salt.
import { lstatSync, readdirSync, readFileSync, unlinkSync, type Stats } from "node:fs";
import { join } from "node:path";
import { sanitizeSlug } from "../state/slug.ts";
import { SESSION_ID } from "../state/sessions.ts";
import { LOCK_NAME } from "../state/lock.ts";
import type { Report } from "./problem.ts";

/** Files that belong in projects/<slug>/; at the root they were written with a `..` slug. */
const PROJECT_FILES = [
  /^learnings\.jsonl$/,
  /^timeline\.jsonl$/,
  /-reviews\.jsonl$/,
  /^repo-mode\.json$/,
  /^taste-profile\.json$/,
  /-(design|test-plan|test-outcome|qa-report)-\d{8}-\d{6}(-\d+)?\.md$/,
  /^\.learnings\.index$/,
];

/** Layout: project data outside projects/, bad slug folders, unsafe cached slugs, sessions. */
export function checkLayout(add: Report, root: string) {
  const list = (d: string) => {
    try {
      return readdirSync(d);
    } catch {
      return [];
    }
  };
  for (const name of list(root)) {
    if (PROJECT_FILES.some((re) => re.test(name))) {
      add({
        severity: "error",
        code: "outside-projects",
        path: name,
        message:
          "project data at the state root, outside projects/ (written with a '..' slug); move it into projects/<slug>/",
      });
    }
  }
  const projects = join(root, "projects");
  for (const name of list(projects)) {
    // Temp files and locks have their own checks; dotfiles (.DS_Store) are not project data.
    if (name.startsWith(".") || LOCK_NAME.test(name)) continue;
    let st: Stats;
    try {
      st = lstatSync(join(projects, name));
    } catch {
      continue;
    }
    if (!st.isDirectory() && !st.isSymbolicLink()) {
      add({
        severity: "error",
        code: "outside-projects",
        path: `projects/${name}`,
        message: "a file directly in projects/ (written with a '.' or empty slug); move it into projects/<slug>/",
      });
    } else if (sanitizeSlug(name) !== name) {
      add({
        severity: "error",
        code: "bad-slug",
        path: `projects/${name}`,
        message: "folder name is not a slug ([a-zA-Z0-9._-], not only dots)",
      });
    }
  }
  const cache = join(root, "slug-cache");
  for (const name of list(cache)) {
    const full = join(cache, name);
    let text: string;
    try {
      if (!lstatSync(full).isFile()) continue;
      text = readFileSync(full, "utf8").trim();
    } catch {
      continue;
    }
    if (sanitizeSlug(text) !== text) {
      add({
        severity: "error",
        code: "unsafe-slug-cache",
        path: `slug-cache/${name}`,
        message: `cached slug ${JSON.stringify(text.slice(0, 60))} is unsafe (ignored by gstack-slug)`,
        fix: () => unlinkSync(full),
      });
    }
  }
  for (const name of list(join(root, "sessions"))) {
    if (!SESSION_ID.test(name))
      add({
        severity: "warning",
        code: "bad-session",
        path: `sessions/${name}`,
        message: "not a session marker name (1-64 characters of [A-Za-z0-9._-], not starting with a dot)",
      });
  }
  const salt = join(root, "security", "device-salt");
  try {
    if (lstatSync(salt).isFile() && !/^[0-9a-f]{64}$/.test(readFileSync(salt, "utf8").trim())) {
      add({
        severity: "error",
        code: "bad-salt",
        path: "security/device-salt",
        message: "not a 64-digit hex salt; gstack-security-log refuses it (move it away to start a new one)",
      });
    }
  } catch {
    /* absent */
  }
}
