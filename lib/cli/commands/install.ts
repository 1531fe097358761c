import type { Command, Io } from "../command.ts";
import { applySettings, planSettings } from "../../hooks/settings.ts";
import { helpText, parse, type CommandSpec } from "../args.ts";
import { GstackError, ioError, rejected, usage } from "../errors.ts";
import { jsonLine } from "../output.ts";
import { installBase } from "../../install/base.ts";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  symlinkSync,
  unlinkSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { HOST_FLAG_ALLOWED, hostsFor } from "../../generator/hosts.ts";

/** The kit checkout this command belongs to (lib/cli/commands -> root). */
const KIT = resolve(import.meta.dirname, "..", "..", "..");

type Host = "claude" | "agents";
const HOSTS: Record<Host, { dir: string; source: string; regen: string }> = {
  claude: { dir: ".claude/skills", source: "skills", regen: "npm run gen:skill-docs" },
  agents: { dir: ".agents/skills", source: ".agents/skills", regen: "npm run gen:skill-docs -- --host agents" },
};
/** The kit itself is linked under this name, so generated bash finds <skills dir>/gstack/bin. */
const KIT_LINK = "gstack";

type Action = "link" | "ok" | "relink" | "remove" | "skip";

interface Step {
  host: Host;
  name: string;
  path: string;
  target?: string;
  action: Action;
  reason?: string;
}

const ARGS = {
  name: "install",
  about: `Links the generated skill pack into <base>/.claude/skills (host claude, the default) and/or
<base>/.agents/skills (host agents): one symlink per skill, plus the kit itself as
"gstack" so generated bash finds gstack/bin. <base> is DIR with --project, else $HOME (--user,
the default). Safe to re-run: existing links to this kit are kept, links to another copy of
gstack-kit and broken links are replaced, links to skills no longer in the pack are removed.
A folder or file of your own with a skill's name is never touched: it is reported and that
skill is not linked (exit 1). Generate the pack first (npm run gen:skill-docs, in the kit).`,
  flags: {
    project: { type: "string", arg: "DIR", about: "install into DIR instead of $HOME" },
    user: { type: "boolean", about: "install into $HOME (the default)" },
    host: {
      type: "string",
      arg: "HOST[,HOST...]|all",
      about: `claude is linked as above; agents, codex, opencode, gemini, cursor, copilot,
factory, kiro and amp get files rendered for them, as gstack-kit install does
(which also uninstalls and updates them)`,
      default: "claude",
    },
    root: {
      type: "string",
      arg: "PACK",
      about: `links the skills generated from your own pack (gen:skill-docs --root PACK)
instead of the kit's; the kit is still linked as "gstack"`,
    },
    hooks: {
      type: "boolean",
      about: `also registers the kit's Claude Code lifecycle hooks in DIR/.claude/settings.json
(--project) or ~/.claude/settings.json: SessionEnd (gstack-hook-session-end),
UserPromptSubmit (gstack-hook-prompt-submit; config loader_inject, default off)
and PostToolUse on Read|Edit|MultiEdit|Write|NotebookEdit (gstack-skills activate
--hook). Merged: your own hooks and other settings are kept; re-running replaces
the kit's entries in place`,
    },
    "remove-hooks": {
      type: "boolean",
      about: "removes the kit's hook entries from that settings.json (links are left alone)",
    },
    "dry-run": { type: "boolean", about: "prints what would change and changes nothing" },
    json: { type: "boolean", about: "the steps as JSON" },
  },
  exit: "0 installed, 1 something was not linked / pack not generated / bad DIR, 2 usage, 3 not writable.",
} satisfies CommandSpec;

export default {
  spec: ARGS,
  get help() {
    return helpText(ARGS);
  },
  async run(io) {
    const { flags: f } = await parse(ARGS, io.argv);
    const project = f.project;
    if (project !== undefined && f.user) throw usage("--project and --user exclude each other");
    const hostFlag = f.host!;
    const all = hostsFor(hostFlag);
    if (!all) throw usage(`--host: ${HOST_FLAG_ALLOWED} (got ${JSON.stringify(hostFlag)})`);
    const hosts = all.filter((h): h is Host => h === "claude");
    // The other hosts get files rendered for them, installed the way gstack-kit install does.
    const rendered = all.filter((h) => h !== "claude");
    const dry = f["dry-run"] === true;
    const addHooks = f.hooks === true;
    const removeHooks = f["remove-hooks"] === true;
    if (addHooks && removeHooks) throw usage("--hooks and --remove-hooks exclude each other");
    if ((addHooks || removeHooks) && !hosts.includes("claude"))
      throw usage("--hooks and --remove-hooks are for the claude host (its settings.json)");

    const base = installBase(io.cwd, io.env, project);

    if (removeHooks) return removeHooksOnly(io, base, project !== undefined, dry, f.json === true);

    const rootFlag = f.root;
    const pack = rootFlag === undefined ? KIT : resolve(io.cwd, rootFlag);
    if (rootFlag !== undefined && !existsSync(pack))
      throw rejected("root", "an existing pack folder (holding skills/)", rootFlag);
    const steps: Step[] = [];
    for (const host of hosts) steps.push(...plan(host, join(base, HOSTS[host].dir), pack));
    if (!dry) for (const s of steps) apply(s);
    if (rendered.length) {
      const { install } = await import("../../install/kit-install.ts");
      const r = await install({
        target: { base, scope: project !== undefined ? "project" : "user" },
        hosts: rendered,
        copy: false,
        dryRun: dry,
        pack: rootFlag === undefined ? undefined : pack,
      });
      const as: Record<string, Action> = {
        add: "link",
        ok: "ok",
        refresh: "relink",
        remove: "remove",
        keep: "skip",
        skip: "skip",
      };
      for (const s of r.steps)
        steps.push({
          host: s.host as Host,
          name: s.name,
          path: join(s.dir, s.name),
          action: as[s.action]!,
          ...(s.reason ? { reason: s.reason } : {}),
        });
    }
    // Hooks only once the links they call are in place.
    const hooks = addHooks ? hooksChange(base, project !== undefined, true, dry) : undefined;

    if (f.json) io.out(jsonLine({ base, dryRun: dry, steps, ...(hooks ? { hooks } : {}) }));
    else {
      const verb: Record<Action, string> = dry
        ? { link: "would link", ok: "ok", relink: "would relink", remove: "would remove", skip: "skipped" }
        : { link: "linked", ok: "ok", relink: "relinked", remove: "removed", skip: "skipped" };
      const width = Math.max(...Object.values(verb).map((v) => v.length));
      io.out(
        steps
          .map(
            (s) =>
              `${verb[s.action].padEnd(width)}  ${s.path}${s.target && s.action !== "remove" ? ` -> ${s.target}` : ""}${s.reason ? `  (${s.reason})` : ""}\n`,
          )
          .join(""),
      );
      if (hooks) io.out(hooksLine(hooks, dry));
    }
    const skipped = steps.filter((s) => s.action === "skip");
    if (skipped.length) {
      io.err(
        `gstack-install: ${skipped.length} not linked (${skipped.map((s) => s.name).join(", ")}): move your own folder away and re-run\n`,
      );
      return 1;
    }
    return 0;
  },
} satisfies Command;

/**
 * Adds or removes the kit's lifecycle hooks in the settings.json of a project (commands found
 * through $CLAUDE_PROJECT_DIR, which Claude Code sets for hooks, so the file can be shared) or
 * of the user ($HOME).
 */
interface HooksResult {
  file: string;
  added: string[];
  removed: string[];
  changed: boolean;
}

function hooksChange(base: string, isProject: boolean, add: boolean, dry: boolean): HooksResult {
  const file = join(base, ".claude", "settings.json");
  const change = planSettings(file, isProject ? "$CLAUDE_PROJECT_DIR" : "$HOME", add);
  if (!dry) applySettings(change);
  return { file, added: change.added, removed: change.removed, changed: change.changed };
}

function hooksLine(h: HooksResult, dry: boolean): string {
  if (!h.changed) return `ok  ${h.file} (the kit's hooks are ${h.added.length ? "registered" : "not there"})\n`;
  const verb = dry ? "would update" : "updated";
  return h.added.length
    ? `${verb}  ${h.file}: the kit's ${h.added.join(", ")} hooks\n`
    : `${verb}  ${h.file}: removed the kit's ${h.removed.join(", ")} hooks\n`;
}

function removeHooksOnly(io: Io, base: string, isProject: boolean, dry: boolean, json: boolean): number {
  const hooks = hooksChange(base, isProject, false, dry);
  io.out(json ? jsonLine({ base, dryRun: dry, steps: [], hooks }) : hooksLine(hooks, dry));
  return 0;
}

/** The pack's skills for a host: folders of the generated output holding a SKILL.md. */
function packSkills(host: Host, pack: string): Map<string, string> {
  const src = join(pack, HOSTS[host].source);
  const out = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(src);
  } catch {
    /* not generated */
  }
  for (const name of names.sort()) {
    if (name === KIT_LINK || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(name)) continue;
    if (existsSync(join(src, name, "SKILL.md"))) out.set(name, join(src, name));
  }
  if (!out.size)
    throw new GstackError(
      `no generated skills in ${src}: run \`${HOSTS[host].regen}${pack === KIT ? "" : `${host === "claude" ? " --" : ""} --root ${pack}`}\` in ${KIT} first`,
    );
  return out;
}

function plan(host: Host, dir: string, pack: string): Step[] {
  const wanted = packSkills(host, pack);
  wanted.set(KIT_LINK, KIT);
  const steps: Step[] = [];
  for (const [name, target] of wanted) {
    const path = join(dir, name);
    const step: Step = { host, name, path, target, action: "link" };
    let st;
    try {
      st = lstatSync(path);
    } catch {
      steps.push(step);
      continue;
    }
    if (!st.isSymbolicLink()) {
      steps.push({ ...step, action: "skip", reason: `your own ${st.isDirectory() ? "folder" : "file"} is there` });
      continue;
    }
    const current = resolve(dirname(path), readlinkSync(path));
    if (current === target || realOrSelf(current) === realOrSelf(target)) steps.push({ ...step, action: "ok" });
    else if (!existsSync(current)) steps.push({ ...step, action: "relink", reason: `was a broken link to ${current}` });
    else if (isKitPath(current, name)) steps.push({ ...step, action: "relink", reason: `was ${current}` });
    else steps.push({ ...step, action: "skip", reason: `a link to ${current}, which is not gstack-kit` });
  }
  // Links into this pack for skills that are gone.
  let existing: string[] = [];
  try {
    existing = readdirSync(dir);
  } catch {
    /* nothing installed yet */
  }
  const packDir = join(pack, HOSTS[host].source);
  for (const name of existing.sort()) {
    if (wanted.has(name)) continue;
    const path = join(dir, name);
    try {
      if (!lstatSync(path).isSymbolicLink()) continue;
      const current = resolve(dir, readlinkSync(path));
      if (dirname(current) === packDir && !existsSync(join(current, "SKILL.md"))) {
        steps.push({ host, name, path, target: current, action: "remove", reason: "no longer in the pack" });
      }
    } catch {
      /* raced away */
    }
  }
  return steps;
}

/** A path inside another gstack-kit checkout: the kit itself or one of its generated skills. */
function isKitPath(path: string, name: string): boolean {
  const root =
    name === KIT_LINK
      ? path
      : path.endsWith(`/.agents/skills/${name}`)
        ? resolve(path, "../../..")
        : resolve(path, "../..");
  return existsSync(join(root, "bin", "gstack-install")) && existsSync(join(root, "lib", "cli", "main.ts"));
}

function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

function apply(s: Step): void {
  try {
    if (s.action === "link") {
      mkdirSync(dirname(s.path), { recursive: true });
      symlinkSync(s.target!, s.path);
    } else if (s.action === "relink") {
      // Replace atomically: a new link beside it, renamed over the old one.
      const tmp = `${s.path}.gstack-install-${process.pid}`;
      symlinkSync(s.target!, tmp);
      renameSync(tmp, s.path);
    } else if (s.action === "remove") {
      unlinkSync(s.path);
    }
  } catch (err) {
    throw ioError(err, `cannot ${s.action} ${s.path}`);
  }
}
