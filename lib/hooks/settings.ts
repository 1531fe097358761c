// The kit's lifecycle hooks in a Claude Code settings.json: added (merged, idempotent) and
// removed without touching anything else in the file. The kit's entries are recognised by their
// command (the kit's bin/ path through .claude/skills/gstack and one of three command names), so
// a re-run replaces them in place and a user's own hooks, matchers and unknown keys stay as
// they are. The file is rewritten atomically, through a symlink to its real target.
import { lstatSync, readFileSync, realpathSync } from "node:fs";
import { GstackError, ioError, rejected } from "../core/errors.ts";
import { writeFileAtomic } from "../state/fs.ts";

export interface HookCommand {
  type: "command";
  command: string;
  timeout?: number;
  [k: string]: unknown;
}

export interface MatcherGroup {
  matcher?: string;
  hooks: HookCommand[];
  [k: string]: unknown;
}

/** What the kit registers, per event. `base` is how the command finds the installed kit. */
export function kitHooks(base: string): Record<string, MatcherGroup> {
  const bin = `${base}/.claude/skills/gstack/bin`;
  // `|| true`: a kit that cannot run (moved, Bun missing) must not turn into an error the user
  // sees on every prompt; the command says why on stderr.
  const cmd = (c: string): HookCommand => ({ type: "command", command: `"${bin}/${c}" || true`, timeout: 10 });
  return {
    SessionEnd: { hooks: [cmd("gstack-hook-session-end")] },
    UserPromptSubmit: { hooks: [cmd("gstack-hook-prompt-submit")] },
    PostToolUse: {
      matcher: "Read|Edit|MultiEdit|Write|NotebookEdit",
      hooks: [{ ...cmd("gstack-skills"), command: `"${bin}/gstack-skills" activate --hook || true` }],
    },
  };
}

/** A command the kit wrote (any base): ".../.claude/skills/gstack/bin/<one of ours>". */
const KIT_COMMAND =
  /\/\.claude\/skills\/gstack\/bin\/(gstack-hook-session-end|gstack-hook-prompt-submit|gstack-skills"? activate --hook)\b/;
export const isKitCommand = (h: unknown): boolean =>
  typeof h === "object" &&
  h !== null &&
  typeof (h as { command?: unknown }).command === "string" &&
  KIT_COMMAND.test((h as { command: string }).command);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export interface SettingsChange {
  file: string;
  /** Events whose kit entries were added or rewritten. */
  added: string[];
  /** Events the kit's entries were removed from. */
  removed: string[];
  changed: boolean;
  text: string;
}

/** Reads settings.json: {} when missing; invalid JSON or a non-object is refused (nothing written). */
export function readSettings(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw ioError(err, `cannot read ${file}`);
  }
  if (!text.trim()) return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    throw rejected(
      "settings",
      `valid JSON in ${file} (${(err as Error).message.slice(0, 80)}); fix it, nothing was changed`,
    );
  }
  if (!isObject(v)) throw rejected("settings", `a JSON object in ${file}; nothing was changed`);
  if (v.hooks !== undefined && !isObject(v.hooks))
    throw rejected("settings.hooks", `an object of event: [matcher groups] in ${file}; nothing was changed`);
  return v;
}

/** Removes the kit's commands from every event; a group left without hooks goes, an event left empty goes. */
function strip(hooks: Record<string, unknown>): string[] {
  const touched: string[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    let hit = false;
    const kept: unknown[] = [];
    for (const g of groups) {
      if (!isObject(g) || !Array.isArray(g.hooks)) {
        kept.push(g);
        continue;
      }
      const rest = g.hooks.filter((h) => !isKitCommand(h));
      if (rest.length === g.hooks.length) kept.push(g);
      else {
        hit = true;
        if (rest.length) kept.push({ ...g, hooks: rest });
      }
    }
    if (hit) {
      touched.push(event);
      if (kept.length) hooks[event] = kept;
      else delete hooks[event];
    }
  }
  return touched;
}

/**
 * The new settings text: with `add`, the kit's entries (replacing any earlier ones); without,
 * the kit's entries removed. Key order and everything else are kept.
 */
export function planSettings(file: string, base: string, add: boolean): SettingsChange {
  const settings = readSettings(file);
  const before = JSON.stringify(settings);
  const hooks = (isObject(settings.hooks) ? settings.hooks : {}) as Record<string, unknown>;
  const removed = strip(hooks);
  const added: string[] = [];
  if (add) {
    for (const [event, group] of Object.entries(kitHooks(base))) {
      const list = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
      hooks[event] = [...list, group];
      added.push(event);
    }
  }
  if (Object.keys(hooks).length) settings.hooks = hooks;
  else delete settings.hooks;
  const text = `${JSON.stringify(settings, null, 2)}\n`;
  return { file, added, removed: add ? [] : removed, changed: JSON.stringify(settings) !== before, text };
}

/** Writes the change atomically; a symlinked settings.json is written at its real path. */
export function applySettings(c: SettingsChange): void {
  if (!c.changed) return;
  let target = c.file;
  try {
    if (lstatSync(c.file).isSymbolicLink()) target = realpathSync(c.file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw ioError(err, `cannot read ${c.file}`);
  }
  let mode = 0o644; // a project's settings.json is shared through git like any source file
  try {
    mode = lstatSync(target).mode & 0o777;
  } catch {
    /* new file */
  }
  try {
    writeFileAtomic(target, c.text, { mode });
  } catch (err) {
    if (err instanceof GstackError) throw err;
    throw new GstackError(`cannot write ${target}: ${(err as Error).message}`, "io");
  }
}
