import {
  installBase,
  hostsFor,
  HOST_FLAG_ALLOWED
} from "./main-3v0paz3j.mjs";
import"./main-hehjhc3g.mjs";
import"./main-32kbprs5.mjs";
import"./main-kq9t8veg.mjs";
import {
  jsonLine
} from "./main-td40fyyx.mjs";
import {
  parse2,
  helpText
} from "./main-346h8whb.mjs";
import {
  writeFileAtomic
} from "./main-kt1qhm98.mjs";
import {
  GstackError,
  rejected,
  usage,
  ioError
} from "./main-90sp2g8n.mjs";

// lib/hooks/settings.ts
import { lstatSync, readFileSync, realpathSync } from "node:fs";
function kitHooks(base) {
  const bin = `${base}/.claude/skills/gstack/bin`;
  const cmd = (c) => ({ type: "command", command: `"${bin}/${c}" || true`, timeout: 10 });
  return {
    SessionEnd: { hooks: [cmd("gstack-hook-session-end")] },
    UserPromptSubmit: { hooks: [cmd("gstack-hook-prompt-submit")] },
    PostToolUse: {
      matcher: "Read|Edit|MultiEdit|Write|NotebookEdit",
      hooks: [{ ...cmd("gstack-skills"), command: `"${bin}/gstack-skills" activate --hook || true` }]
    }
  };
}
var KIT_COMMAND = /\/\.claude\/skills\/gstack\/bin\/(gstack-hook-session-end|gstack-hook-prompt-submit|gstack-skills"? activate --hook)\b/;
var isKitCommand = (h) => typeof h === "object" && h !== null && typeof h.command === "string" && KIT_COMMAND.test(h.command);
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function readSettings(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT")
      return {};
    throw ioError(err, `cannot read ${file}`);
  }
  if (!text.trim())
    return {};
  let v;
  try {
    v = JSON.parse(text);
  } catch (err) {
    throw rejected("settings", `valid JSON in ${file} (${err.message.slice(0, 80)}); fix it, nothing was changed`);
  }
  if (!isObject(v))
    throw rejected("settings", `a JSON object in ${file}; nothing was changed`);
  if (v.hooks !== undefined && !isObject(v.hooks))
    throw rejected("settings.hooks", `an object of event: [matcher groups] in ${file}; nothing was changed`);
  return v;
}
function strip(hooks) {
  const touched = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups))
      continue;
    let hit = false;
    const kept = [];
    for (const g of groups) {
      if (!isObject(g) || !Array.isArray(g.hooks)) {
        kept.push(g);
        continue;
      }
      const rest = g.hooks.filter((h) => !isKitCommand(h));
      if (rest.length === g.hooks.length)
        kept.push(g);
      else {
        hit = true;
        if (rest.length)
          kept.push({ ...g, hooks: rest });
      }
    }
    if (hit) {
      touched.push(event);
      if (kept.length)
        hooks[event] = kept;
      else
        delete hooks[event];
    }
  }
  return touched;
}
function planSettings(file, base, add) {
  const settings = readSettings(file);
  const before = JSON.stringify(settings);
  const hooks = isObject(settings.hooks) ? settings.hooks : {};
  const removed = strip(hooks);
  const added = [];
  if (add) {
    for (const [event, group] of Object.entries(kitHooks(base))) {
      const list = Array.isArray(hooks[event]) ? hooks[event] : [];
      hooks[event] = [...list, group];
      added.push(event);
    }
  }
  if (Object.keys(hooks).length)
    settings.hooks = hooks;
  else
    delete settings.hooks;
  const text = `${JSON.stringify(settings, null, 2)}
`;
  return { file, added, removed: add ? [] : removed, changed: JSON.stringify(settings) !== before, text };
}
function applySettings(c) {
  if (!c.changed)
    return;
  let target = c.file;
  try {
    if (lstatSync(c.file).isSymbolicLink())
      target = realpathSync(c.file);
  } catch (err) {
    if (err.code !== "ENOENT")
      throw ioError(err, `cannot read ${c.file}`);
  }
  let mode = 420;
  try {
    mode = lstatSync(target).mode & 511;
  } catch {}
  try {
    writeFileAtomic(target, c.text, { mode });
  } catch (err) {
    if (err instanceof GstackError)
      throw err;
    throw new GstackError(`cannot write ${target}: ${err.message}`, "io");
  }
}

// lib/cli/commands/install.ts
import {
  existsSync,
  lstatSync as lstatSync2,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync as realpathSync2,
  renameSync,
  symlinkSync,
  unlinkSync
} from "node:fs";
import { dirname, join, resolve } from "node:path";
var KIT = resolve(import.meta.dirname, "..", "..", "..");
var HOSTS = {
  claude: { dir: ".claude/skills", source: "skills", regen: "npm run gen:skill-docs" },
  agents: { dir: ".agents/skills", source: ".agents/skills", regen: "npm run gen:skill-docs -- --host agents" }
};
var KIT_LINK = "gstack";
var ARGS = {
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
      default: "claude"
    },
    root: {
      type: "string",
      arg: "PACK",
      about: `links the skills generated from your own pack (gen:skill-docs --root PACK)
instead of the kit's; the kit is still linked as "gstack"`
    },
    hooks: {
      type: "boolean",
      about: `also registers the kit's Claude Code lifecycle hooks in DIR/.claude/settings.json
(--project) or ~/.claude/settings.json: SessionEnd (gstack-hook-session-end),
UserPromptSubmit (gstack-hook-prompt-submit; config loader_inject, default off)
and PostToolUse on Read|Edit|MultiEdit|Write|NotebookEdit (gstack-skills activate
--hook). Merged: your own hooks and other settings are kept; re-running replaces
the kit's entries in place`
    },
    "remove-hooks": {
      type: "boolean",
      about: "removes the kit's hook entries from that settings.json (links are left alone)"
    },
    "dry-run": { type: "boolean", about: "prints what would change and changes nothing" },
    json: { type: "boolean", about: "the steps as JSON" }
  },
  exit: "0 installed, 1 something was not linked / pack not generated / bad DIR, 2 usage, 3 not writable."
};
var install_default = {
  spec: ARGS,
  get help() {
    return helpText(ARGS);
  },
  async run(io) {
    const { flags: f } = await parse2(ARGS, io.argv);
    const project = f.project;
    if (project !== undefined && f.user)
      throw usage("--project and --user exclude each other");
    const hostFlag = f.host;
    const all = hostsFor(hostFlag);
    if (!all)
      throw usage(`--host: ${HOST_FLAG_ALLOWED} (got ${JSON.stringify(hostFlag)})`);
    const hosts = all.filter((h) => h === "claude");
    const rendered = all.filter((h) => h !== "claude");
    const dry = f["dry-run"] === true;
    const addHooks = f.hooks === true;
    const removeHooks = f["remove-hooks"] === true;
    if (addHooks && removeHooks)
      throw usage("--hooks and --remove-hooks exclude each other");
    if ((addHooks || removeHooks) && !hosts.includes("claude"))
      throw usage("--hooks and --remove-hooks are for the claude host (its settings.json)");
    const base = installBase(io.cwd, io.env, project);
    if (removeHooks)
      return removeHooksOnly(io, base, project !== undefined, dry, f.json === true);
    const rootFlag = f.root;
    const pack = rootFlag === undefined ? KIT : resolve(io.cwd, rootFlag);
    if (rootFlag !== undefined && !existsSync(pack))
      throw rejected("root", "an existing pack folder (holding skills/)", rootFlag);
    const steps = [];
    for (const host of hosts)
      steps.push(...plan(host, join(base, HOSTS[host].dir), pack));
    if (!dry)
      for (const s of steps)
        apply(s);
    if (rendered.length) {
      const { install } = await import("./kit-install-dvys1gdy.mjs");
      const r = await install({
        target: { base, scope: project !== undefined ? "project" : "user" },
        hosts: rendered,
        copy: false,
        dryRun: dry,
        pack: rootFlag === undefined ? undefined : pack
      });
      const as = {
        add: "link",
        ok: "ok",
        refresh: "relink",
        remove: "remove",
        keep: "skip",
        skip: "skip"
      };
      for (const s of r.steps)
        steps.push({
          host: s.host,
          name: s.name,
          path: join(s.dir, s.name),
          action: as[s.action],
          ...s.reason ? { reason: s.reason } : {}
        });
    }
    const hooks = addHooks ? hooksChange(base, project !== undefined, true, dry) : undefined;
    if (f.json)
      io.out(jsonLine({ base, dryRun: dry, steps, ...hooks ? { hooks } : {} }));
    else {
      const verb = dry ? { link: "would link", ok: "ok", relink: "would relink", remove: "would remove", skip: "skipped" } : { link: "linked", ok: "ok", relink: "relinked", remove: "removed", skip: "skipped" };
      const width = Math.max(...Object.values(verb).map((v) => v.length));
      io.out(steps.map((s) => `${verb[s.action].padEnd(width)}  ${s.path}${s.target && s.action !== "remove" ? ` -> ${s.target}` : ""}${s.reason ? `  (${s.reason})` : ""}
`).join(""));
      if (hooks)
        io.out(hooksLine(hooks, dry));
    }
    const skipped = steps.filter((s) => s.action === "skip");
    if (skipped.length) {
      io.err(`gstack-install: ${skipped.length} not linked (${skipped.map((s) => s.name).join(", ")}): move your own folder away and re-run
`);
      return 1;
    }
    return 0;
  }
};
function hooksChange(base, isProject, add, dry) {
  const file = join(base, ".claude", "settings.json");
  const change = planSettings(file, isProject ? "$CLAUDE_PROJECT_DIR" : "$HOME", add);
  if (!dry)
    applySettings(change);
  return { file, added: change.added, removed: change.removed, changed: change.changed };
}
function hooksLine(h, dry) {
  if (!h.changed)
    return `ok  ${h.file} (the kit's hooks are ${h.added.length ? "registered" : "not there"})
`;
  const verb = dry ? "would update" : "updated";
  return h.added.length ? `${verb}  ${h.file}: the kit's ${h.added.join(", ")} hooks
` : `${verb}  ${h.file}: removed the kit's ${h.removed.join(", ")} hooks
`;
}
function removeHooksOnly(io, base, isProject, dry, json) {
  const hooks = hooksChange(base, isProject, false, dry);
  io.out(json ? jsonLine({ base, dryRun: dry, steps: [], hooks }) : hooksLine(hooks, dry));
  return 0;
}
function packSkills(host, pack) {
  const src = join(pack, HOSTS[host].source);
  const out = new Map;
  let names = [];
  try {
    names = readdirSync(src);
  } catch {}
  for (const name of names.sort()) {
    if (name === KIT_LINK || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(name))
      continue;
    if (existsSync(join(src, name, "SKILL.md")))
      out.set(name, join(src, name));
  }
  if (!out.size)
    throw new GstackError(`no generated skills in ${src}: run \`${HOSTS[host].regen}${pack === KIT ? "" : `${host === "claude" ? " --" : ""} --root ${pack}`}\` in ${KIT} first`);
  return out;
}
function plan(host, dir, pack) {
  const wanted = packSkills(host, pack);
  wanted.set(KIT_LINK, KIT);
  const steps = [];
  for (const [name, target] of wanted) {
    const path = join(dir, name);
    const step = { host, name, path, target, action: "link" };
    let st;
    try {
      st = lstatSync2(path);
    } catch {
      steps.push(step);
      continue;
    }
    if (!st.isSymbolicLink()) {
      steps.push({ ...step, action: "skip", reason: `your own ${st.isDirectory() ? "folder" : "file"} is there` });
      continue;
    }
    const current = resolve(dirname(path), readlinkSync(path));
    if (current === target || realOrSelf(current) === realOrSelf(target))
      steps.push({ ...step, action: "ok" });
    else if (!existsSync(current))
      steps.push({ ...step, action: "relink", reason: `was a broken link to ${current}` });
    else if (isKitPath(current, name))
      steps.push({ ...step, action: "relink", reason: `was ${current}` });
    else
      steps.push({ ...step, action: "skip", reason: `a link to ${current}, which is not gstack-kit` });
  }
  let existing = [];
  try {
    existing = readdirSync(dir);
  } catch {}
  const packDir = join(pack, HOSTS[host].source);
  for (const name of existing.sort()) {
    if (wanted.has(name))
      continue;
    const path = join(dir, name);
    try {
      if (!lstatSync2(path).isSymbolicLink())
        continue;
      const current = resolve(dir, readlinkSync(path));
      if (dirname(current) === packDir && !existsSync(join(current, "SKILL.md"))) {
        steps.push({ host, name, path, target: current, action: "remove", reason: "no longer in the pack" });
      }
    } catch {}
  }
  return steps;
}
function isKitPath(path, name) {
  const root = name === KIT_LINK ? path : path.endsWith(`/.agents/skills/${name}`) ? resolve(path, "../../..") : resolve(path, "../..");
  return existsSync(join(root, "bin", "gstack-install")) && existsSync(join(root, "lib", "cli", "main.ts"));
}
function realOrSelf(p) {
  try {
    return realpathSync2(p);
  } catch {
    return p;
  }
}
function apply(s) {
  try {
    if (s.action === "link") {
      mkdirSync(dirname(s.path), { recursive: true });
      symlinkSync(s.target, s.path);
    } else if (s.action === "relink") {
      const tmp = `${s.path}.gstack-install-${process.pid}`;
      symlinkSync(s.target, tmp);
      renameSync(tmp, s.path);
    } else if (s.action === "remove") {
      unlinkSync(s.path);
    }
  } catch (err) {
    throw ioError(err, `cannot ${s.action} ${s.path}`);
  }
}
export {
  install_default as default
};
